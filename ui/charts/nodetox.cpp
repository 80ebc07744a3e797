#include "nodetox.h"

namespace ui {

NodeToX::NodeToX(const core::Document &doc, std::span<const core::NodeId> nodes)
    : m_nodes(nodes.begin(), nodes.end()), m_firstX(static_cast<size_t>(doc.size()), -1)
{
    const auto lower = [](std::int32_t &slot, std::int32_t x) {
        if (x >= 0 && (slot < 0 || x < slot))
            slot = x;
    };
    for (std::int32_t x = 0; x < size(); ++x)
        if (m_nodes[x] >= 0 && m_nodes[x] < doc.size())
            lower(m_firstX[m_nodes[x]], x);
    // Pre-order: every child comes after its parent, so one backward pass folds each subtree's
    // minimum into its parent.
    for (core::NodeId id = doc.size() - 1; id > 0; --id) {
        const core::NodeId parent = doc.node(id).parent;
        if (parent >= 0)
            lower(m_firstX[parent], m_firstX[id]);
    }
}

core::NodeId NodeToX::nodeAt(std::int32_t x) const
{
    return x >= 0 && x < size() ? m_nodes[x] : core::kNoNode;
}

std::int32_t NodeToX::xOf(core::NodeId node) const
{
    return node >= 0 && node < static_cast<core::NodeId>(m_firstX.size()) ? m_firstX[node] : -1;
}

} // namespace ui
