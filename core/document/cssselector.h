#pragma once

#include "document.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A CSS selector of a small subset, matched against a core::Document (site rules: SiteRule).
// The subset (docs/site-rules.md):
//   list      := complex ( "," complex )*
//   complex   := compound ( ( ">" | white space ) compound )*      child, descendant
//   compound  := ( TAG | "*" )? ( "#" ID | "." CLASS | ":nth-of-type(" N ")" )*   (not empty)
// TAG is matched case-insensitively, ID and CLASS case-sensitively (identifiers of letters,
// digits, '-', '_' and non-ASCII characters); N is a positive integer, the element's position
// among its element siblings of the same name (no an+b). Only elements match.
// Written here because no Debian package matches selectors against this tree: libxml2 evaluates
// XPath over its own tree, libcss-parser and htmlcxx parse CSS1 style sheets without matching,
// litehtml ships no development package, and gumbo-query (made for gumbo) is not packaged; a
// matcher over core::Document keeps gumbo behind htmlparser.cpp as the design wants.
// Immutable after parse(); thread-safe.
class CssSelector
{
public:
    struct Compound
    {
        std::string tag; // lower-case; "" for any
        std::string id;
        std::vector<std::string> classes;
        int nthOfType = 0; // 0: none
    };
    struct Complex
    {
        std::vector<Compound> compounds;
        std::vector<char> combinators; // between compounds i and i+1: '>' or ' '
    };

    // Empty optional with a one-line error naming the position and what is wrong.
    static std::optional<CssSelector> parse(std::string_view text, std::string &error);

    const std::vector<Complex> &alternatives() const { return m_alternatives; }
    // The canonical text (parse(text()) gives the same selector).
    std::string text() const;

    bool matches(const Document &doc, NodeId node) const;
    // Every matching element, in document order.
    std::vector<NodeId> match(const Document &doc) const;
    // The matching elements not inside another matching element, in document order.
    std::vector<NodeId> matchTopmost(const Document &doc) const;

    // An element's classes (its class attribute split at ASCII white space).
    static std::vector<std::string> classesOf(const Document &doc, NodeId node);
    // The element's 1-based position among its element siblings of the same name.
    static int nthOfType(const Document &doc, NodeId node);

private:
    std::vector<Complex> m_alternatives;
};

} // namespace core
