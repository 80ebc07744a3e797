#include "selection.h"

namespace ui {

void Selection::setAnalysis(std::shared_ptr<const Analysis> analysis, NodeMapper mapper)
{
    const bool sameDocument = analysis && m_mapper.analysed() == analysis->document.get();
    const int before = m_element;
    const core::NodeId beforeNode = m_node;
    m_analysis = std::move(analysis);
    m_mapper = std::move(mapper);
    if (!sameDocument || m_node == core::kNoNode)
        m_node = m_element >= 0 ? m_mapper.nodeOf(m_element) : core::kNoNode;
    emit analysisChanged(m_analysis);
    if (m_element != before || m_node != beforeNode)
        emit selectionChanged(m_element, m_node);
}

void Selection::clear()
{
    const bool selected = m_element >= 0 || m_node != core::kNoNode;
    m_analysis.reset();
    m_mapper = NodeMapper();
    m_element = -1;
    m_node = core::kNoNode;
    m_hovered = core::kNoNode;
    emit analysisChanged(nullptr);
    if (selected)
        emit selectionChanged(-1, core::kNoNode);
}

void Selection::selectElement(int element)
{
    select(element, m_mapper.nodeOf(element));
}

void Selection::selectNode(core::NodeId node)
{
    select(m_mapper.elementOf(node), node);
}

void Selection::select(int element, core::NodeId node)
{
    if (element == m_element && node == m_node)
        return;
    m_element = element;
    m_node = node;
    emit selectionChanged(element, node);
}

void Selection::setHovered(core::NodeId node)
{
    // Passed on even when it is the node hovered before: the page may have been redrawn since.
    m_hovered = node;
    emit hoveredChanged(node);
}

void Selection::setExtractor(const QString &id)
{
    if (id == m_extractor)
        return;
    m_extractor = id;
    emit extractorChanged(id);
}

} // namespace ui

#include "moc_selection.cpp"
