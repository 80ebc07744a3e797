#pragma once

#include "tag.h"

#include <cstdint>

namespace core {

using NodeId = std::int32_t;
constexpr NodeId kNoNode = -1;

enum class NodeKind : std::uint8_t { Document, Element, Text, Comment };

// CSS position as the renderer computed it (docs/architecture.md, step 2 of the window's way);
// Unknown in source mode unless an inline style says otherwise.
enum class Position : std::uint8_t { Static, Relative, Absolute, Fixed, Sticky };

// Source mode: which rule reads an element as shown although its own `hidden` attribute or inline
// style hides it (DocumentBuilder: isDisclosedPanel / isDisclosureClass, isStreamedContent,
// kCoverShare); None for every other element and in rendered mode.
enum class ShownBy : std::uint8_t { None, Panel, Streamed, Cover };

// Bounding box in CSS pixels relative to the document, from the renderer; valid == false when the
// HTML did not carry one.
struct Box
{
    float x = 0, y = 0, width = 0, height = 0;
    bool valid = false;
};

// One node of a parsed Document: a plain value in a flat, pre-order array. Text of text nodes is
// stored whitespace-collapsed in the Document's text buffer. Immutable once the Document is
// built; safe to read from any thread.
struct Node
{
    NodeKind kind = NodeKind::Element;
    Tag tag = Tag::None;
    // Own visibility: renderer's computed display/visibility, else the `hidden` attribute and
    // inline style (a cover read as shown: DocumentBuilder::kCoverShare). `visible` is the
    // effective value: this node and all ancestors are visible and none of them is non-content
    // (script, style, head, ...): the shared "visible text" rule.
    bool selfVisible = true;
    bool visible = true;
    Position position = Position::Static;
    ShownBy shownBy = ShownBy::None; // why selfVisible although the source hides it

    NodeId parent = kNoNode;
    NodeId firstChild = kNoNode;
    NodeId nextSibling = kNoNode;
    NodeId end = 0; // one past the last descendant: the subtree is [id, end)
    std::int32_t depth = 0;
    std::int32_t childCount = 0;

    // The renderer's element number (data-bs-id), -1 when the HTML carried none.
    std::int32_t renderId = -1;
    Box box;

    // Byte offsets into Document::source(): an element spans its start tag to its end tag.
    std::uint32_t srcBegin = 0, srcEnd = 0;
    // Length in bytes of the start / end tag as written in the source; 0 when the parser inserted
    // the tag (e.g. an implied <tbody> or a missing </p>).
    std::uint32_t startTagLength = 0, endTagLength = 0;

    // Text nodes and comments: whitespace-collapsed text in Document::text().
    std::uint32_t textBegin = 0, textLength = 0;
    // Text nodes: characters (code points, collapsed and trimmed) and words (a word is a
    // maximal run of non-space characters, the one rule of every extractor and measure). Zero for
    // elements.
    std::uint32_t chars = 0, words = 0;

    // Attributes in Document::attributes(); name for Tag::Unknown in Document::names().
    std::uint32_t attrBegin = 0, attrCount = 0;
    std::uint32_t unknownName = 0;

    bool isElement() const { return kind == NodeKind::Element; }
    bool isText() const { return kind == NodeKind::Text; }
};

} // namespace core
