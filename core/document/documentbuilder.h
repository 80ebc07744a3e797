#pragma once

#include "document.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// Builds an immutable Document node by node in document order (pre-order): the parser's side of
// the document model, kept free of gumbo so that tests and other front ends can build documents
// too. Reads the renderer's per-element attributes (data-bs-id, data-bs-visible,
// data-bs-position, data-bs-box: docs/architecture.md, the window's step 2) and, without them,
// visibility and position from the `hidden` attribute and inline styles, and takes the renderer's
// attributes out of the document's source (Document::snapshot() keeps them). Not thread-safe; one
// builder per document.
class DocumentBuilder
{
public:
    DocumentBuilder(std::string utf8Source, std::string encoding);

    // The source the builder owns; offsets passed to it are into this.
    std::string_view source() const { return m_doc.source(); }

    // Room for this many nodes (with the document node), attributes and bytes of text and
    // comments, so that the document's arrays are allocated once, at their final size.
    void reserve(std::size_t nodes, std::size_t attributes, std::size_t textBytes);

    void openElement(Tag tag, std::string_view name, std::vector<Attribute> attributes,
                     std::uint32_t srcBegin, std::uint32_t startTagLength);
    void closeElement(std::uint32_t srcEnd, std::uint32_t endTagLength);
    void addText(std::string_view text, std::uint32_t srcBegin, std::uint32_t srcEnd);
    void addComment(std::string_view text, std::uint32_t srcBegin, std::uint32_t srcEnd);

    // Closes what is still open and hands the document over; the builder is spent.
    Document finish();

private:
    NodeId append(Node node);
    void stripRendererAttributes();

    Document m_doc;
    std::vector<NodeId> m_open; // stack of open nodes, the document node at the bottom
    std::vector<NodeId> m_lastChild;
};

} // namespace core
