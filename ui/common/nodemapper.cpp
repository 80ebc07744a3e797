#include "nodemapper.h"

namespace ui {

NodeMapper::NodeMapper(std::shared_ptr<const core::Document> analysed,
                       std::shared_ptr<const core::Document> rendered)
    : m_analysed(std::move(analysed)), m_rendered(std::move(rendered))
{
}

int NodeMapper::elementOf(core::NodeId node) const
{
    if (!m_analysed || node < 0 || node >= m_analysed->size())
        return -1;
    // Text nodes have no element of their own: their parent element stands for them.
    while (node != core::kNoNode && !m_analysed->node(node).isElement())
        node = m_analysed->node(node).parent;
    if (node == core::kNoNode)
        return -1;
    if (m_analysed == m_rendered || m_analysed->rendered())
        return m_analysed->node(node).renderId;
    if (!m_rendered)
        return -1;
    const core::NodeId r = m_rendered->findPath(m_analysed->path(node));
    return r == core::kNoNode ? -1 : m_rendered->node(r).renderId;
}

core::NodeId NodeMapper::nodeOf(int element) const
{
    if (!m_analysed || element < 0)
        return core::kNoNode;
    if (m_analysed == m_rendered || m_analysed->rendered())
        return m_analysed->findRenderId(element);
    if (!m_rendered)
        return core::kNoNode;
    const core::NodeId r = m_rendered->findRenderId(element);
    return r == core::kNoNode ? core::kNoNode : m_analysed->findPath(m_rendered->path(r));
}

} // namespace ui
