#include "figurescapability.h"

#include "charts/chartpanel.h"
#include "charts/serieschartview.h"
#include "common/settings.h"
#include "common/workbench.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorpalette.h"
#include "figureexporter.h"
#include "page/pageview.h"

#include <QAction>
#include <QFileDialog>
#include <QImageWriter>
#include <QInputDialog>
#include <QMainWindow>
#include <QMessageBox>

namespace ui {

namespace {

} // namespace

FiguresCapability::FiguresCapability(Workbench *workbench, PageView *page, ChartPanel *charts,
                                     AnalysisController *controller)
    : Capability(workbench), m_workbench(workbench), m_page(page), m_charts(charts),
      m_controller(controller)
{
    m_windowAction = new QAction(tr("&Export Window Image…"), this);
    m_windowAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    connect(m_windowAction, &QAction::triggered, this, &FiguresCapability::exportWindow);
    m_figureAction = new QAction(tr("Export &Figure…"), this);
    m_figureAction->setObjectName(QStringLiteral("exportFigureAction"));
    m_figureAction->setShortcut(QKeySequence(tr("Ctrl+Alt+E")));
    m_figureAction->setToolTip(tr("The page with its overlay, the charts and a legend of the "
                                  "extractors, as one PNG, SVG or PDF figure of a chosen size"));
    connect(m_figureAction, &QAction::triggered, this, &FiguresCapability::exportFigureAs);
}

QList<Capability::MenuEntry> FiguresCapability::menuEntries() const
{
    return {{Place::FileExport, {m_windowAction, m_figureAction}}};
}

QImage FiguresCapability::renderImage() const
{
    return m_workbench->window()->grab().toImage();
}

bool FiguresCapability::exportImage(const QString &path, QString *error) const
{
    QImageWriter writer(path);
    if (writer.write(renderImage()))
        return true;
    if (error)
        *error = writer.errorString();
    return false;
}

bool FiguresCapability::exportFigure(const QString &path, const QSize &size, QString *error) const
{
    FigureExporter::Content content;
    content.title = m_workbench->window()->windowTitle();
    content.page = m_page->grab().toImage();
    for (const auto which :
         {ChartPanel::DensityChart, ChartPanel::ContentCodeChart, ChartPanel::OtherChart})
        if (m_charts->showsChart(which))
            content.charts.append(m_charts->view(which));
    if (const auto a = m_controller->analysis())
        for (const ExtractorRun &run : a->runs) {
            const core::Extractor *e = m_controller->extractor(run.id);
            const QString id = QString::fromStdString(run.id);
            content.legend.append(
                {run.color, ExtractorPalette::lineStyle(run.id),
                 tr("%1 · %2 · %n chosen", nullptr, int(run.result.selected.size()))
                     .arg(e ? QString::fromStdString(e->info().name) : id, id)});
        }
    return FigureExporter::write(content, size, path, error);
}

void FiguresCapability::exportFigureAs()
{
    QWidget *window = m_workbench->window();
    Settings settings;
    const QString path = QFileDialog::getSaveFileName(
        window, tr("Export figure"), QStringLiteral("figure.svg"),
        tr("SVG drawings (*.svg);;PDF documents (*.pdf);;PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString defaultSize = settings.figureSize();
    bool ok = false;
    const QString sizeText = QInputDialog::getText(
        window, tr("Export figure"),
        tr("Figure size, width x height in pixels (points in a PDF), %1 to %2 per side:")
            .arg(FigureExporter::kMinSide)
            .arg(FigureExporter::kMaxSide),
        QLineEdit::Normal, defaultSize, &ok);
    if (!ok)
        return;
    const QSize size = FigureExporter::parseSize(sizeText);
    if (!size.isValid()) {
        QMessageBox::warning(window, tr("Export figure"),
                             tr("\"%1\" is not a size such as 1600x1000.").arg(sizeText));
        return;
    }
    settings.setFigureSize(sizeText);
    QString error;
    if (!exportFigure(path, size, &error))
        QMessageBox::warning(window, tr("Export figure"), error);
    else
        m_workbench->showMessage(tr("Figure written to %1").arg(path));
}

void FiguresCapability::exportWindow()
{
    QWidget *window = m_workbench->window();
    const QString path =
        QFileDialog::getSaveFileName(window, tr("Export window image"),
                                     QStringLiteral("boilerscope.png"), tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !exportImage(path, &error))
        QMessageBox::warning(window, tr("Export"), tr("Could not write %1: %2").arg(path, error));
}

} // namespace ui

#include "moc_figurescapability.cpp"
