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
    // Project choice: in source mode an element hidden by its inline style's `visibility:
    // hidden` (or collapse) alone that holds at least this share of the page's text is a loading
    // cover that the page's scripts lift (Next.js pages wrap the whole page so until their
    // scripts ran; A/B testing's anti-flicker snippets likewise), not text hidden from readers:
    // it is read as shown, as a browser with scripts shows it. On the WCXB development split one
    // page has one (GeeksforGeeks, 4020: the wrapper holds all 1,312 words); the Readability
    // test page "visibility-hidden" hides 72 of 132 words and stays hidden.
    static constexpr double kCoverShare = 0.9;
    // Project choice: at most this many covers are weighed per page (each weighing walks its
    // subtree); pages nest a cover or two.
    static constexpr int kMaxCoverWalks = 16;

    // Source mode: React's streaming server rendering (Next.js's app router, among others) sends
    // a Suspense boundary's or a segment's content after the page's shell as `<div hidden
    // id="S:n">`, and its script ($RC, $RS) moves it into the placeholder `<template id="B:n">`
    // or `"P:n"` before it, where a browser shows it. Such a div, after such a placeholder, is
    // read as shown where it stands: the page's whole text is often there (WCXB 0155, 4053,
    // 4486, 4503: articles with nothing else to read). Moving it would make the document's order
    // differ from its source's, on which extractors that weigh markup rely.
    static bool isStreamPlaceholder(Tag tag, std::string_view id);
    static bool isStreamedContent(Tag tag, std::string_view id);

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
    // Shows the loading covers (kCoverShare) among m_covers.
    void liftLoadingCovers();

    Document m_doc;
    std::vector<NodeId> m_open; // stack of open nodes, the document node at the bottom
    std::vector<NodeId> m_lastChild;
    // Source mode: the elements hidden by visibility alone, in document order.
    std::vector<NodeId> m_covers;
    // Source mode: a streaming placeholder (isStreamPlaceholder) came before.
    bool m_streamPlaceholder = false;
};

} // namespace core
