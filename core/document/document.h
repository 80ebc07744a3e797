#pragma once

#include "node.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

struct Attribute
{
    std::string name; // lowercase
    std::string value;
};

// An immutable parsed HTML document: the UTF-8 source it was parsed from, and a flat pre-order
// array of nodes (node 0 is the document node) with their text, attributes and renderer
// attributes. Built only by HtmlParser; once built it never changes, so it is safe to share
// between threads (extractors read it concurrently).
class Document
{
public:
    Document() = default;

    std::string_view source() const { return m_source; }
    const std::string &encoding() const { return m_encoding; }

    std::span<const Node> nodes() const { return m_nodes; }
    const Node &node(NodeId id) const { return m_nodes[static_cast<size_t>(id)]; }
    NodeId size() const { return static_cast<NodeId>(m_nodes.size()); }
    bool empty() const { return m_nodes.size() <= 1; }

    NodeId root() const { return 0; }
    NodeId htmlElement() const { return m_html; }
    // The <body> element (the root of Insa et al. 2013's DOM tree); kNoNode for documents without
    // one.
    NodeId body() const { return m_body; }

    std::string_view text(NodeId id) const;
    std::span<const Attribute> attributes(NodeId id) const;
    // Attribute value, or "" when absent; name must be lowercase.
    std::string_view attribute(NodeId id, std::string_view name) const;
    bool hasAttribute(NodeId id, std::string_view name) const;
    // Tag name for elements (lowercase, also for unknown tags), "#text", "#comment", "#document".
    std::string_view name(NodeId id) const;

    // Children in document order.
    std::vector<NodeId> children(NodeId id) const;
    bool isAncestorOf(NodeId ancestor, NodeId node) const
    {
        return ancestor <= node && node < m_nodes[static_cast<size_t>(ancestor)].end;
    }

    // Visible words / characters (text nodes' chars) in the subtree of id, O(1).
    std::uint32_t subtreeWords(NodeId id) const;
    std::uint32_t subtreeChars(NodeId id) const;

    // An XPath-like path from the document root, e.g. /html/body/div[2]/table. The index is
    // given among same-named element siblings when there is more than one, and always when the
    // name holds a '[' itself (<p[> is a valid tag): /html/body/p[[1].
    std::string path(NodeId id) const;
    // path() of each of ids, in order. Numbers each parent's children once for all the paths
    // through it, where path() scans the siblings at every step: the CLI's output of thousands of
    // chosen nodes under one parent stays linear.
    std::vector<std::string> paths(std::span<const NodeId> ids) const;
    // The inverse of path(); kNoNode when it does not resolve.
    NodeId findPath(std::string_view path) const;
    // The node with the given renderer element number (data-bs-id), kNoNode when none.
    NodeId findRenderId(std::int32_t renderId) const;

    // True when the HTML carried the renderer's per-element attributes (a GUI snapshot).
    bool rendered() const { return m_rendered; }
    // A rendered document's HTML as the renderer wrote it, its per-element attributes included:
    // what a test package stores, so that the renderer's signals can be read again. source() is
    // that HTML without them, so that extractors counting markup see the page's own tags. Empty
    // when the document is not rendered.
    std::string_view snapshot() const { return m_snapshot; }

private:
    friend class DocumentBuilder;

    std::string m_source;
    std::string m_snapshot;
    std::string m_encoding;
    std::vector<Node> m_nodes;
    std::string m_text;
    std::vector<Attribute> m_attributes;
    std::vector<std::string> m_names;
    std::vector<std::uint32_t> m_wordsPrefix; // visible words of text nodes before node i
    std::vector<std::uint32_t> m_charsPrefix;
    std::vector<NodeId> m_byRenderId;
    NodeId m_html = kNoNode;
    NodeId m_body = kNoNode;
    bool m_rendered = false;
};

} // namespace core
