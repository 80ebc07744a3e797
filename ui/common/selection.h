#pragma once

#include "common/analysis.h"
#include "common/nodemapper.h"

#include <QObject>
#include <QString>

#include <memory>

namespace ui {

// What the window is looking at, one object every view follows (the pattern of KDAB hotspot's
// FilterAndZoomStack): the analysis shown with the map between its document's nodes and the
// page's elements, the selected node (and its element), the node under the pointer in a chart,
// and the extractor whose choice the Extracted text pane shows (which reader view and Go to
// Chosen Content use). A view sets what the user chose here and shows what the signals say;
// nobody pushes a selection into a view by hand. Owns its state; GUI thread only.
class Selection : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    const NodeMapper &mapper() const { return m_mapper; }
    // A new analysis of the page: the views follow analysisChanged, where they show the
    // selection below too. A selected node is kept when the document is the same (an extractor
    // ran again); else the selected element is kept and its node looked up in the new document.
    void setAnalysis(std::shared_ptr<const Analysis> analysis, NodeMapper mapper);
    // The page is left (another load, a failed or refused one): nothing shown, nothing selected,
    // and every view told so (analysisChanged(nullptr)), so that none keeps the old page's results.
    void clear();

    // The selected element of the page (-1: none) and its node in the analysed document.
    int element() const { return m_element; }
    core::NodeId node() const { return m_node; }
    void selectElement(int element);
    // A text node selects its element on the page.
    void selectNode(core::NodeId node);

    core::NodeId hovered() const { return m_hovered; }
    void setHovered(core::NodeId node);

    QString extractor() const { return m_extractor; }
    void setExtractor(const QString &id);

signals:
    void analysisChanged(std::shared_ptr<const ui::Analysis> analysis);
    void selectionChanged(int element, core::NodeId node);
    void hoveredChanged(core::NodeId node);
    void extractorChanged(const QString &id);

private:
    void select(int element, core::NodeId node);

    std::shared_ptr<const Analysis> m_analysis;
    NodeMapper m_mapper;
    int m_element = -1;
    core::NodeId m_node = core::kNoNode;
    core::NodeId m_hovered = core::kNoNode;
    QString m_extractor;
};

} // namespace ui
