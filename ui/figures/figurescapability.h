#pragma once

#include "common/capability.h"

#include <QImage>
#include <QSize>
#include <QString>

class QAction;

namespace ui {

class AnalysisController;
class ChartPanel;
class PageView;
class Workbench;

// Figures of what the window shows: the whole window as an image (File ▸ Export Window Image,
// --screenshot), and the page with its overlay, the charts shown and a legend of the ticked
// extractors as one figure of a chosen size (File ▸ Export Figure, --figure). Owns its actions;
// GUI thread only.
class FiguresCapability : public Capability
{
    Q_OBJECT
public:
    FiguresCapability(Workbench *workbench, PageView *page, ChartPanel *charts,
                      AnalysisController *controller);

    // The whole window as drawn now, overlay and charts included.
    QImage renderImage() const;
    bool exportImage(const QString &path, QString *error = nullptr) const;
    // PNG, SVG or PDF by the suffix.
    bool exportFigure(const QString &path, const QSize &size, QString *error = nullptr) const;

    QList<MenuEntry> menuEntries() const override;

private:
    void exportWindow();
    void exportFigureAs();

    Workbench *m_workbench;
    PageView *m_page;
    ChartPanel *m_charts;
    AnalysisController *m_controller;
    QAction *m_windowAction = nullptr;
    QAction *m_figureAction = nullptr;
};

} // namespace ui
