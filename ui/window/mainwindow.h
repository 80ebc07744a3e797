#pragma once

#include "annotation/annotationcapability.h"
#include "campaign/campaigncapability.h"
#include "charts/chartscapability.h"
#include "common/analysis.h"
#include "common/nodemapper.h"
#include "common/selection.h"
#include "evaluation/evaluationcapability.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorscapability.h"
#include "figures/figurescapability.h"
#include "inspector/inspectorcapability.h"
#include "metadata/metadatacapability.h"
#include "page/pagecapability.h"
#include "teaching/teachingcapability.h"

#include <extraction/extractor.h>

#include <QMainWindow>
#include <QUrl>

#include <memory>
#include <vector>

class QTextBrowser;

namespace ui {

class AnnotationPanel;
class CampaignDock;
class ChartPanel;
class ComparePanel;
class DomInspector;
class EvaluationDashboard;
class ExtractedTextPane;
class ExtractorPanel;
class LayoutManager;
class MetadataPanel;
class PageView;
class TracePlayerPanel;
class Workbench;
struct Lesson;

// The inspection window: the rendered page with the overlay in the centre, the docks of the
// capabilities around it (docs/architecture.md). It composes, it does not wire: it makes the
// shared objects (the Workbench, the Selection) and each capability (page, extractors, inspector,
// metadata, charts, annotation, campaign, teaching, evaluation, figures) with the others it
// needs, then places their docks, merges their menu entries and tool bar actions into its menus,
// and shows the status line; each capability connects its own widgets. The window's own parts
// are the menus, the status line, the dock layouts (LayoutManager) and its geometry. Owns the
// shared objects and the capabilities; GUI thread only.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    struct Options
    {
        // Restore geometry, docks, ticked extractors and recent files from QSettings, and save
        // them on close. Off for screenshots and tests, which want the default layout.
        bool useSettings = true;
        // The extractors offered; when empty, the catalog's (core::ExtractorCatalog): the
        // built-ins, the shipped and the user's external definitions and, with useSettings, the
        // files added by Extractors ▸ Add Definition File….
        std::vector<const core::Extractor *> extractors;
        // Unsaved gold is kept in this recovery file as it changes (AnnotationRecovery); empty:
        // no recovery (screenshots, most tests).
        QString recoveryPath;
    };

    explicit MainWindow(Options options, QWidget *parent = nullptr);
    explicit MainWindow(QWidget *parent = nullptr) : MainWindow(Options(), parent) {}
    ~MainWindow() override;

    // A file path, a file:/qrc: URL or a typed URL; remote URLs load from the network.
    void openLocation(const QString &location) { m_page->openLocation(location); }
    // The bundled sample pages (qrc URLs).
    static QList<QUrl> samplePages();
    // The recent pages, the newest first (empty without settings).
    QStringList recentPages() const { return m_page->recentPages(); }
    // At start: when the recovery file holds unsaved gold, asks whether to restore it (reopens
    // its page with the marks) or discard it. True when it was restored.
    bool offerRecovery() { return m_annotation->offerRecovery(); }

    void setExtractorEnabled(const QString &id, bool on)
    {
        m_extractors->setExtractorEnabled(id, on);
    }
    void setSourceMode(bool source) { m_extractors->setSourceMode(source); }
    // Offers the external extractor of a definition file (Extractors ▸ Add Definition File…,
    // remembered with useSettings); false with a one-line error naming the file and the field.
    bool addDefinitionFile(const QString &path, QString *error = nullptr)
    {
        return m_extractors->addDefinitionFile(path, error);
    }
    // The compare view: A and B (ids) compared on the page and in the compare dock.
    void compareExtractors(const QString &a, const QString &b)
    {
        m_inspector->compareExtractors(a, b);
    }

    // Selects the element with this number (a rendered element) in page, inspector and charts.
    void selectElement(int element) { m_selection->selectElement(element); }
    // Selects a node of the analysed document (a text node selects its element in the page).
    void selectNode(core::NodeId node) { m_selection->selectNode(node); }
    // Selects the node and gives the DOM inspector, where every ticked extractor's reason for it
    // is, the room of the charts and the most of its column (--select).
    void showNodeReasons(core::NodeId node);
    // Selects the metadata field's row (candidate -1) or its candidate's and gives the Metadata
    // dock the room of the charts and the most of its column (--metadata); false when there is
    // no such row.
    bool showMetadataField(core::MetadataField field, int candidate);
    int selectedElement() const { return m_selection->element(); }
    core::NodeId selectedNode() const { return m_selection->node(); }
    void setReaderView(bool on) { m_page->setReaderView(on); }
    // What the extractors' layers show on the page (View ▸ Overlay).
    void setOverlayMode(PageView::OverlayMode mode) { m_page->setOverlayMode(mode); }
    // Selects the first node (in page order) chosen by the extractor shown in the Extracted text
    // pane, scrolls the page to it and flashes it; false when that extractor chose nothing.
    bool goToChosenContent() { return m_page->goToChosenContent(); }

    Selection *selection() const { return m_selection; }
    PageView *pageView() const { return m_page->view(); }
    ExtractorPanel *extractorPanel() const { return m_extractors->panel(); }
    ExtractedTextPane *textPane() const { return m_inspector->textPane(); }
    ChartPanel *chartPanel() const { return m_charts->panel(); }
    DomInspector *inspector() const { return m_inspector->inspector(); }
    AnalysisController *controller() const { return m_extractors->controller(); }
    AnnotationPanel *annotationPanel() const { return m_annotation->panel(); }
    LayoutManager *layouts() const { return m_layouts; }
    CampaignDock *campaignDock() const { return m_campaign->campaignDock(); }
    ComparePanel *comparePanel() const { return m_inspector->comparePanel(); }
    MetadataCapability *metadata() const { return m_metadata; }
    MetadataPanel *metadataPanel() const { return m_metadata->panel(); }
    TracePlayerPanel *tracePlayer() const { return m_teaching->tracePlayer(); }
    QTextBrowser *lessonText() const { return m_teaching->lessonText(); }
    // The evaluation dashboard window, created on first use (Tools ▸ Evaluation Dashboard).
    EvaluationDashboard *evaluationDashboard() { return m_evaluation->dashboard(); }
    std::shared_ptr<const Analysis> analysis() const { return controller()->analysis(); }
    const NodeMapper &mapper() const { return m_selection->mapper(); }

    // The whole window as drawn now, overlay and charts included (File ▸ Export, --screenshot).
    QImage renderImage() { return m_figures->renderImage(); }
    bool exportImage(const QString &path, QString *error = nullptr)
    {
        return m_figures->exportImage(path, error);
    }
    // The page with its overlay, the charts shown and a legend of the ticked extractors as one
    // figure of this size, PNG, SVG or PDF by the suffix (File ▸ Export Figure…, --figure).
    bool exportFigure(const QString &path, const QSize &size, QString *error = nullptr)
    {
        return m_figures->exportFigure(path, size, error);
    }

public slots:
    // Opens a test package document with its gold for editing (File ▸ Open Package Document…,
    // the evaluation dashboard); asks first when the current gold has unsaved changes.
    void openPackageDocument(const QString &packagePath, const QString &stem)
    {
        m_annotation->openPackageDocument(packagePath, stem);
    }
    void showEvaluationDashboard() { m_evaluation->showDashboard(); }
    // Opens a lesson (Help ▸ Lessons): its layout, its extractors ticked (and only those), its
    // text beside the page, its page, and its extractor's trace in the player.
    void openLesson(const ui::Lesson &lesson) { m_teaching->openLesson(lesson); }

signals:
    // The analysis is shown everywhere: overlay drawn in the page, panes updated.
    void analysisShown(std::shared_ptr<const ui::Analysis> analysis);
    void selectionChanged(int element, core::NodeId node);
    void loadFailed(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    // The charts hidden (their tab group then shows the extracted text) and `dock` focused
    // (LayoutManager::focus).
    void focusDock(QDockWidget *dock);
    void buildStatusBar();
    void placeDocks();
    void buildMenus();
    void buildToolBar();

    Workbench *m_workbench = nullptr;
    Selection *m_selection = nullptr;
    ExtractorsCapability *m_extractors = nullptr;
    PageCapability *m_page = nullptr;
    InspectorCapability *m_inspector = nullptr;
    MetadataCapability *m_metadata = nullptr;
    AnnotationCapability *m_annotation = nullptr;
    CampaignCapability *m_campaign = nullptr;
    ChartsCapability *m_charts = nullptr;
    TeachingCapability *m_teaching = nullptr;
    EvaluationCapability *m_evaluation = nullptr;
    FiguresCapability *m_figures = nullptr;
    LayoutManager *m_layouts = nullptr;
    bool m_useSettings = true;
};

} // namespace ui
