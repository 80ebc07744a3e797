#pragma once

#include "document/document.h"

#include <cstdint>
#include <string_view>

namespace core {

// What an element's markup says it is, beyond its tag: the words of its class and id attributes,
// its ARIA role and its microdata item property, sorted into the families of page furniture that
// extractors have always recognised by name (navigation, footer, comments, sharing, ...; the
// keyword lists of Readability's and trafilatura's cleaning rules are the same idea). Used by the
// consensus extractor as cues, never alone. Stateless, thread-safe.
class AttributeHints
{
public:
    enum Hint : std::uint32_t {
        None = 0,
        Navigation = 1u << 0,
        Header = 1u << 1,
        Footer = 1u << 2,
        Sidebar = 1u << 3,
        Form = 1u << 4,
        Comments = 1u << 5,
        Sharing = 1u << 6,
        Related = 1u << 7,
        Breadcrumb = 1u << 8,
        Dialog = 1u << 9,
        Advert = 1u << 10,
        Signup = 1u << 11,
        Meta = 1u << 12,
        Commerce = 1u << 13,
        HiddenClass = 1u << 14,
        Content = 1u << 15,
        Main = 1u << 16,
        Code = 1u << 17,
        Table = 1u << 18,
    };

    // The hints of element id itself (its tag, class, id, role and itemprop); 0 for non-elements.
    static std::uint32_t of(const Document &doc, NodeId id);
    // The hints the words of a class or id attribute value carry: the value is cut into
    // lower-case alphanumeric words ("sr-only" -> "sr", "only"; "mainNav" -> "mainnav"), and a
    // family matches when a word contains one of its stems or equals one of its short words.
    static std::uint32_t ofNames(std::string_view classOrId);
};

} // namespace core
