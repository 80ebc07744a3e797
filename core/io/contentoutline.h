#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"

#include <cstdint>
#include <string>
#include <vector>

namespace core {

// The chosen content of a page reduced to the structure worth keeping: headings, paragraphs,
// lists, tables, block quotes, preformatted text, figures, definition lists, links, emphasis,
// code, images, line breaks and rules — where they lie inside the chosen content, nothing else.
// Derived from an ExtractionResult's spans (its selected nodes when it has no spans), so it
// works for every extractor. What it keeps:
// * every element on the way from the page's root to chosen text, as itself when it is one of
//   the structures above, else unwrapped (its text flows into the enclosing structure; a
//   block-level element still separates paragraphs);
// * images, line breaks and rules that lie inside a wholly chosen element
//   (TextAssembler::cover) or between two chosen text nodes with nothing unchosen in between;
// * text as the spans choose it (a partly chosen text node gives its chosen part).
// Loose inline content in a container gets a paragraph of its own (an implicit <p>, or <li> in
// a list); a link or emphasis that spans blocks is repeated inside each block, as the HTML
// parser's adoption agency does. The writers (MarkdownWriter, ContentHtmlWriter) render it.
// A plain value; build() is stateless and thread-safe.
class ContentOutline
{
public:
    enum class Kind : std::uint8_t { Block, Inline, Text, Image, Break, Rule };

    struct Item
    {
        Kind kind = Kind::Block;
        // Block: p, h1–h6, ul, ol, li, table, tr, th, td, caption, blockquote, pre, figure,
        // figcaption, dl, dt, dd, or None for the outline's root. Inline: a, strong, em, code,
        // del, sub, sup.
        Tag tag = Tag::None;
        std::string text;                   // Text: collapsed text; Image: alt
        std::string url;                    // a: href; Image: src
        std::int32_t number = 0;            // ol: start; td/th: colspan
        std::vector<std::int32_t> children; // indices into items
    };

    // Project choice: structures nested deeper than this are unwrapped (their text is kept);
    // it bounds the writers' recursion whatever the page.
    static constexpr int kMaxDepth = 48;

    std::vector<Item> items; // items[0] is the root, a Block with Tag::None
    std::string title;       // the page's <title>, collapsed; "" when none

    const Item &root() const { return items.front(); }
    bool empty() const { return items.empty() || items.front().children.empty(); }

    static ContentOutline build(const Document &doc, const ExtractionResult &result);
};

} // namespace core
