#include "chartscapability.h"

#include "chartpanel.h"
#include "common/selection.h"
#include "common/workbench.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace ui {

ChartsCapability::ChartsCapability(Workbench *workbench, Selection *selection)
    : Capability(workbench), m_workbench(workbench)
{
    QMainWindow *window = workbench->window();
    m_charts = new ChartPanel(window);
    m_dock = new QDockWidget(tr("Charts"), window);
    m_dock->setObjectName(QStringLiteral("chartsDock"));
    m_dock->setWidget(m_charts);
    m_exportMenu = new QMenu(tr("Export &Chart"), window);
    m_exportMenu->addAction(tr("&Text-Density Graph…"), this,
                            [this] { exportChart(ChartPanel::DensityChart); });
    m_exportMenu->addAction(tr("&Content/Code Graph…"), this,
                            [this] { exportChart(ChartPanel::ContentCodeChart); });
    m_exportMenu->addAction(tr("&Other Series…"), this,
                            [this] { exportChart(ChartPanel::OtherChart); });

    connect(selection, &Selection::analysisChanged, m_charts,
            [this, selection](std::shared_ptr<const Analysis> analysis) {
                m_charts->setAnalysis(analysis);
                if (selection->node() != core::kNoNode || selection->element() >= 0)
                    m_charts->setSelectedNode(selection->node());
            });
    connect(selection, &Selection::selectionChanged, m_charts,
            [this](int, core::NodeId node) { m_charts->setSelectedNode(node); });
    // Hovering a chart point highlights its block in the page; a click selects it everywhere.
    connect(m_charts, &ChartPanel::nodeHovered, selection, &Selection::setHovered);
    connect(m_charts, &ChartPanel::nodeClicked, selection, &Selection::selectNode);
}

QList<Capability::Dock> ChartsCapability::docks() const
{
    return {{m_dock, Qt::BottomDockWidgetArea}};
}

QList<Capability::MenuEntry> ChartsCapability::menuEntries() const
{
    return {{Place::FileExportChart, {m_exportMenu->menuAction()}}};
}

void ChartsCapability::exportChart(int which)
{
    QWidget *window = m_workbench->window();
    const auto chart = static_cast<ChartPanel::Which>(which);
    if (!m_charts->showsChart(chart)) {
        QMessageBox::information(window, tr("Export chart"), m_charts->placeholderText(chart));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(window, tr("Export chart"), QStringLiteral("chart.svg"),
                                     tr("SVG drawings (*.svg);;PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !m_charts->exportChart(chart, path, &error))
        QMessageBox::warning(window, tr("Export chart"), error);
}

} // namespace ui

#include "moc_chartscapability.cpp"
