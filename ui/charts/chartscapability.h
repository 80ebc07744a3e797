#pragma once

#include "common/capability.h"

class QAction;
class QDockWidget;
class QMenu;

namespace ui {

class ChartPanel;
class Selection;
class Workbench;

// The charts of the extractors' series (text density, content/code, the others) in their dock:
// they follow the selection (a marker at the selected node), and set it (a click on a point) and
// the hovered node (the page highlights its block). File ▸ Export Chart writes one of them.
// Owns the chart panel and its dock; GUI thread only.
class ChartsCapability : public Capability
{
    Q_OBJECT
public:
    ChartsCapability(Workbench *workbench, Selection *selection);

    ChartPanel *panel() const { return m_charts; }

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;

private:
    void exportChart(int which);

    Workbench *m_workbench;
    ChartPanel *m_charts = nullptr;
    QDockWidget *m_dock = nullptr;
    QMenu *m_exportMenu = nullptr;
};

} // namespace ui
