#pragma once

#include <document/document.h>

#include <cstdint>
#include <span>
#include <vector>

namespace ui {

// Maps a chart's x positions to the nodes they came from and back (docs/window.md, Charts: a chart,
// the page and the DOM inspector select together). x -> node is the series' own mapping; node ->
// x is the first x whose node is that node or lies inside its subtree, answered in O(1) from a
// per-node table built in one O(n) pass. Owns its tables (not the document); immutable after
// construction, thread-safe.
class NodeToX
{
public:
    NodeToX() = default;
    NodeToX(const core::Document &doc, std::span<const core::NodeId> nodes);

    std::int32_t size() const { return static_cast<std::int32_t>(m_nodes.size()); }
    // The node at x, kNoNode outside the series.
    core::NodeId nodeAt(std::int32_t x) const;
    // The first x inside the subtree of node, -1 when no x maps there.
    std::int32_t xOf(core::NodeId node) const;

private:
    std::vector<core::NodeId> m_nodes;
    std::vector<std::int32_t> m_firstX; // per node: smallest x in its subtree, -1 for none
};

} // namespace ui
