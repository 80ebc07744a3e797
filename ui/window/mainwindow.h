#pragma once

#include "common/analysis.h"
#include "common/nodemapper.h"

#include <extraction/extractor.h>
#include <registry/extractorcatalog.h>
#include <registry/extractorregistry.h>

#include <QMainWindow>
#include <QUrl>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QTextBrowser;

namespace ui {

class AnalysisController;
class AnnotationPanel;
class CampaignDock;
class ComparePanel;
class ChartPanel;
class DomInspector;
class EvaluationDashboard;
class ExtractedTextPane;
class ExtractorPanel;
class LayoutManager;
class PageView;
class TracePlayerPanel;
struct Lesson;

// The inspection window (DESIGN.md "One page, end to end"): the rendered page with the overlay in
// the centre, the extractor panel left, the DOM inspector right, the charts and the extracted text
// below. Owns its widgets and the AnalysisController; wires selection between page, inspector and
// charts. The current selection is kept as a rendered element number, so it survives a switch
// between the rendered DOM and the source HTML. GUI thread only.
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
    void openLocation(const QString &location);
    // The bundled sample pages (qrc URLs).
    static QList<QUrl> samplePages();
    // At start: when the recovery file holds unsaved gold, asks whether to restore it (reopens
    // its page with the marks) or discard it. True when it was restored.
    bool offerRecovery();

    void setExtractorEnabled(const QString &id, bool on);
    void setExtractorParams(const QString &id, const core::ParamValues &values);
    void setSourceMode(bool source);
    // Offers the external extractor of a definition file (Extractors ▸ Add Definition File…,
    // remembered with useSettings); false with a one-line error naming the file and the field.
    bool addDefinitionFile(const QString &path, QString *error = nullptr);
    // The compare view: A and B (ids) compared on the page and in the compare dock.
    void compareExtractors(const QString &a, const QString &b);

    // Selects the element with this number (a rendered element) in page, inspector and charts.
    void selectElement(int element);
    // Selects a node of the analysed document (a text node selects its element in the page).
    void selectNode(core::NodeId node);
    int selectedElement() const { return m_selectedElement; }
    core::NodeId selectedNode() const { return m_selectedNode; }
    void setReaderView(bool on);
    // Selects the first node (in page order) chosen by the extractor shown in the Extracted text
    // pane, scrolls the page to it and flashes it; false when that extractor chose nothing.
    bool goToChosenContent();

    PageView *pageView() const { return m_page; }
    ExtractorPanel *extractorPanel() const { return m_panel; }
    ExtractedTextPane *textPane() const { return m_text; }
    ChartPanel *chartPanel() const { return m_charts; }
    DomInspector *inspector() const { return m_inspector; }
    AnalysisController *controller() const { return m_controller; }
    AnnotationPanel *annotationPanel() const { return m_annotation; }
    LayoutManager *layouts() const { return m_layouts; }
    CampaignDock *campaignDock() const { return m_campaign; }
    ComparePanel *comparePanel() const { return m_compare; }
    TracePlayerPanel *tracePlayer() const { return m_player; }
    QTextBrowser *lessonText() const { return m_lessonText; }
    // The evaluation dashboard window, created on first use (Tools ▸ Evaluation Dashboard).
    EvaluationDashboard *evaluationDashboard();
    std::shared_ptr<const Analysis> analysis() const;
    const NodeMapper &mapper() const { return m_mapper; }

    // The whole window as drawn now, overlay and charts included (File ▸ Export, --screenshot).
    QImage renderImage();
    bool exportImage(const QString &path, QString *error = nullptr);
    // The page with its overlay, the charts shown and a legend of the ticked extractors as one
    // figure of this size, PNG, SVG or PDF by the suffix (File ▸ Export Figure…, --figure).
    bool exportFigure(const QString &path, const QSize &size, QString *error = nullptr);

public slots:
    // Opens a test package document with its gold for editing (File ▸ Open Package Document…,
    // the evaluation dashboard); asks first when the current gold has unsaved changes.
    void openPackageDocument(const QString &packagePath, const QString &stem);
    void showEvaluationDashboard();
    // Opens a lesson (Help ▸ Lessons): its layout, its extractors ticked (and only those), its
    // text beside the page, its page, and its extractor's trace in the player.
    void openLesson(const ui::Lesson &lesson);

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
    void buildActions();
    void buildDocks();
    void open(const QUrl &url, bool typed);
    void onSnapshot(const QString &html, int elements, double ms);
    void onPageUnresponsive();
    void onAnalysis(std::shared_ptr<const Analysis> analysis);
    void updateReader();
    void updateRecentMenu();
    void addRecent(const QString &location);
    void exportWindow();
    void exportFigureAs();
    void exportChart(int which);
    void highlightNode(core::NodeId node);
    // Shows the trace player's current step: its nodes on the page, its x range on the chart.
    void showTraceStep(const QString &extractor);
    void applySelection(int element, core::NodeId node);
    void openFile();
    void addDefinitionFileAs();
    // Offers the external extractors of a catalog wherever an extractor is chosen (panel,
    // compare view, pre-annotation menu, dashboard); the catalog is kept alive as long as the
    // window.
    void addCatalog(core::ExtractorCatalog catalog);
    void showCompare();

    Options m_options;
    AnalysisController *m_controller = nullptr;
    PageView *m_page = nullptr;
    ExtractorPanel *m_panel = nullptr;
    ExtractedTextPane *m_text = nullptr;
    ChartPanel *m_charts = nullptr;
    AnnotationPanel *m_annotation = nullptr;
    CampaignDock *m_campaign = nullptr;
    EvaluationDashboard *m_dashboard = nullptr;
    ComparePanel *m_compare = nullptr;
    // The catalogs whose extractors are offered: their extractors must outlive every run.
    std::vector<std::unique_ptr<core::ExtractorCatalog>> m_catalogs;
    DomInspector *m_inspector = nullptr;
    LayoutManager *m_layouts = nullptr;
    TracePlayerPanel *m_player = nullptr;
    QTextBrowser *m_lessonText = nullptr;
    QLineEdit *m_address = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_timing = nullptr;
    QProgressBar *m_progress = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_readerAction = nullptr;
    QAction *m_scriptsAction = nullptr;
    QAction *m_pickAction = nullptr;

    NodeMapper m_mapper;
    int m_selectedElement = -1;
    core::NodeId m_selectedNode = core::kNoNode;
    quint64 m_shownSeq = 0;
    QString m_snapshotInfo;
    QString m_pageNote; // what the status bar says about the page once the analysis is done
    // What the status bar says about the definition files read at start (malformed, forgotten),
    // at once and again once the first page is ready, until another page is loaded.
    QString m_startNote;
};

} // namespace ui
