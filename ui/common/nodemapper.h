#pragma once

#include <document/document.h>

#include <memory>

namespace ui {

// Maps between the nodes of the analysed document and the elements of the rendered page (their
// numbers in the last snapshot, Node::renderId). When the analysed document is the rendered
// snapshot this is the renderId itself; when it is the source HTML, nodes are matched by path
// (Document::path / findPath), which holds wherever scripts did not restructure the page.
// Immutable value; thread-safe.
class NodeMapper
{
public:
    NodeMapper() = default;
    NodeMapper(std::shared_ptr<const core::Document> analysed,
               std::shared_ptr<const core::Document> rendered);

    // -1 when the node has no rendered element.
    int elementOf(core::NodeId node) const;
    // kNoNode when the element has no node in the analysed document.
    core::NodeId nodeOf(int element) const;

    const core::Document *analysed() const { return m_analysed.get(); }

private:
    std::shared_ptr<const core::Document> m_analysed;
    std::shared_ptr<const core::Document> m_rendered;
};

} // namespace ui
