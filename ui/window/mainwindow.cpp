#include "mainwindow.h"

#include "annotation/annotationpanel.h"
#include "annotation/annotationrecovery.h"
#include "campaign/campaigndock.h"
#include "charts/chartpanel.h"
#include "charts/serieschartview.h"
#include "evaluation/evaluationdashboard.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorpalette.h"
#include "extractors/extractorpanel.h"
#include "figures/figureexporter.h"
#include "inspector/comparepanel.h"
#include "inspector/dominspector.h"
#include "inspector/extractedtextpane.h"
#include "layoutmanager.h"
#include "page/pageview.h"
#include "teaching/lesson.h"
#include "teaching/traceplayerpanel.h"

#include <external/externalextractor.h>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImageWriter>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTextBrowser>
#include <QThreadPool>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWebEngineHistory>

namespace ui {

namespace {

constexpr int kMaxRecent = 10;
// QSettings key of the definition files added by Extractors ▸ Add Definition File….
const char *const kDefinitionFiles = "definitionFiles";
// Project choice: the extractors ticked on first start, where they exist: one DOM, one line and
// one token extractor, so a newcomer sees three different ideas side by side.
const char *const kDefaultExtractors[] = {"density", "addanag", "bte"};

QByteArray sourceBytes(const QUrl &url)
{
    QString path;
    if (url.isLocalFile())
        path = url.toLocalFile();
    else if (url.scheme() == QLatin1String("qrc"))
        path = QLatin1Char(':') + url.path();
    else
        return {};
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

MainWindow::MainWindow(Options options, QWidget *parent)
    : QMainWindow(parent), m_options(std::move(options))
{
    // Remembered definition files that no longer exist: forgotten, and said in the status bar.
    QStringList forgotten;
    if (m_options.extractors.empty()) {
        core::ExtractorCatalog::Sources sources;
        sources.executableDir = QCoreApplication::applicationDirPath().toStdString();
        if (m_options.useSettings) {
            // Project choice: a file deleted (or moved) since it was added is dropped from the
            // list, else it would be reported at every start for ever; one that is there but
            // malformed stays (its user may be editing it) and is reported below.
            QSettings settings;
            QStringList files = settings.value(QLatin1String(kDefinitionFiles)).toStringList();
            for (const QString &file : std::as_const(files))
                if (!QFileInfo::exists(file))
                    forgotten << file;
            if (!forgotten.isEmpty()) {
                files.removeIf([&](const QString &file) { return forgotten.contains(file); });
                settings.setValue(QLatin1String(kDefinitionFiles), files);
            }
            for (const QString &file : std::as_const(files))
                sources.files.push_back(file.toStdString());
        }
        m_catalogs.push_back(
            std::make_unique<core::ExtractorCatalog>(core::ExtractorCatalog::load(sources)));
        for (const core::CatalogEntry &entry : m_catalogs.back()->entries())
            m_options.extractors.push_back(entry.extractor);
    }
    setWindowTitle(tr("Boilerscope"));
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);

    m_controller = new AnalysisController(m_options.extractors, this);
    m_page = new PageView(this);
    m_page->setAcceptDrops(false); // drops open the file through us, not as a navigation
    setCentralWidget(m_page);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusMessage"));
    m_timing = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_timing);
    statusBar()->addPermanentWidget(m_progress);

    buildDocks();
    m_layouts = new LayoutManager(this, m_options.useSettings);
    buildActions();
    if (!m_catalogs.empty()) {
        const core::ExtractorCatalog &catalog = *m_catalogs.front();
        for (const core::CatalogEntry &entry : catalog.entries())
            if (!entry.available)
                m_panel->setUnavailable(QString::fromStdString(entry.extractor->info().id),
                                        QString::fromStdString(entry.reason));
        // A malformed definition file is left out and said in one line, never a dialog.
        if (!catalog.issues().empty())
            m_startNote =
                tr("%1 (%n definition file(s) left out)", nullptr, int(catalog.issues().size()))
                    .arg(QString::fromStdString(catalog.issues().front()));
    }
    if (!forgotten.isEmpty())
        m_startNote = tr("%n added definition file(s) no longer there, forgotten: %1", nullptr,
                         int(forgotten.size()))
                          .arg(QLocale().createSeparatedList(forgotten)) +
                      (m_startNote.isEmpty() ? QString() : QStringLiteral("; ") + m_startNote);
    m_status->setText(m_startNote);
    if (!m_options.recoveryPath.isEmpty() && !m_annotation->setRecoveryFile(m_options.recoveryPath))
        m_status->setText(tr("Another Boilerscope keeps %1: unsaved gold of this window is not "
                             "kept for recovery")
                              .arg(m_options.recoveryPath));

    connect(m_page, &PageView::snapshotReady, this, &MainWindow::onSnapshot);
    connect(m_page, &PageView::snapshotProgress, this, [this](int done, int total) {
        m_progress->setVisible(true);
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(done);
        m_status->setText(tr("Instrumenting the page… %1 of %2 elements").arg(done).arg(total));
    });
    connect(m_page, &PageView::snapshotFailed, this, [this](const QString &message) {
        m_status->setText(message);
        emit loadFailed(message);
    });
    connect(m_page, &PageView::pageLoadFailed, this, [this](const QUrl &url) {
        const QString message = tr("Could not load %1").arg(url.toDisplayString());
        m_status->setText(message);
        emit loadFailed(message);
    });
    connect(m_page, &PageView::pageUnresponsive, this, &MainWindow::onPageUnresponsive);
    connect(m_page, &QWebEngineView::urlChanged, this, [this](const QUrl &url) {
        if (!url.isEmpty())
            m_address->setText(url.isLocalFile() ? url.toLocalFile() : url.toDisplayString());
    });
    connect(m_page, &QWebEngineView::titleChanged, this, [this](const QString &title) {
        setWindowTitle(title.isEmpty() ? tr("Boilerscope") : tr("%1 — Boilerscope").arg(title));
    });
    connect(m_page, &QWebEngineView::loadStarted, this, [this] {
        if (m_controller->analysis())
            m_startNote.clear(); // said with the page that is left
        m_controller->clear();
        ++m_shownSeq; // an overlay still being drawn belongs to the previous page
        m_selectedElement = -1;
        m_selectedNode = core::kNoNode;
        m_pageNote.clear();
        m_status->setText(tr("Loading…"));
    });
    connect(m_page, &PageView::elementClicked, this, &MainWindow::selectElement);
    // Annotation mode: the gold follows each analysis of the rendered page; its current mark is
    // the selection; it needs clicks picked.
    connect(this, &MainWindow::analysisShown, m_annotation, [this](auto analysis) {
        m_annotation->setAnalysis(analysis, m_controller->renderedDocument(), m_page->url());
    });
    connect(m_annotation, &AnnotationPanel::currentElementChanged, this, [this](int element) {
        if (element >= 0)
            selectElement(element);
    });
    connect(m_annotation, &AnnotationPanel::openPageRequested, this, [this](const QString &page) {
        // A package's own definitions (PACKAGE/extractors) join the extractors offered.
        if (const QString package = m_annotation->packagePath(); !package.isEmpty()) {
            core::ExtractorCatalog catalog;
            catalog.addFolder(core::ExtractorCatalog::packageFolder(package.toStdString()),
                              core::ExtractorOrigin::Package);
            addCatalog(std::move(catalog));
        }
        openLocation(page);
    });
    connect(m_annotation->modeAction(), &QAction::toggled, this, [this](bool on) {
        if (on)
            m_pickAction->setChecked(true);
    });
    connect(m_page, &PageView::elementHovered, this, [this](int element) {
        const core::NodeId n = m_mapper.nodeOf(element);
        const core::Document *doc = m_mapper.analysed();
        if (doc && n != core::kNoNode && !m_controller->busy())
            m_status->setText(
                tr("%1 — %2 words").arg(OverlayMark::describe(*doc, n)).arg(doc->subtreeWords(n)));
    });

    connect(m_controller, &AnalysisController::analysisChanged, this, &MainWindow::onAnalysis);
    // The player traces what the window shows; its steps are drawn on the page and charts.
    connect(this, &MainWindow::analysisShown, m_player, &TracePlayerPanel::setAnalysis);
    connect(m_player, &TracePlayerPanel::stepChanged, this, &MainWindow::showTraceStep);
    connect(m_layouts, &LayoutManager::layoutChanged, m_player,
            [this](LayoutManager::Layout layout) {
                m_player->setWindowWideKeys(layout == LayoutManager::Teach);
            });
    connect(m_controller, &AnalysisController::progress, this,
            [this](int done, int total, const QString &message) {
                m_progress->setVisible(m_controller->busy());
                // No total yet (parsing): a busy indicator.
                m_progress->setRange(0, total);
                m_progress->setValue(done);
                if (m_controller->busy()) {
                    m_status->setText(message);
                } else {
                    // The start's note is said again when the first page is ready (loading it
                    // replaced the note at once), until the next page.
                    QStringList notes{m_pageNote, m_startNote};
                    notes.removeAll(QString());
                    m_status->setText(notes.isEmpty() ? tr("Ready")
                                                      : notes.join(QStringLiteral("; ")));
                    m_timing->setText(m_snapshotInfo + message);
                }
            });
    connect(m_controller, &AnalysisController::failed, m_status, &QLabel::setText);
    connect(m_controller, &AnalysisController::runStarted, m_panel, &ExtractorPanel::runStarted);
    connect(m_controller, &AnalysisController::runFinished, m_panel, &ExtractorPanel::runFinished);
    connect(m_controller, &AnalysisController::runFailed, m_panel, &ExtractorPanel::runFailed);
    connect(m_panel, &ExtractorPanel::cancelRequested, this,
            [this](const QString &id) { m_controller->cancel(id.toStdString()); });
    connect(m_compare, &ComparePanel::pairChanged, this,
            [this](const QString &a, const QString &b) {
                m_controller->setCompared(a.toStdString(), b.toStdString());
            });
    connect(m_compare, &ComparePanel::comparisonChanged, this, [this] {
        m_page->runInWorld(
            QStringLiteral("typeof bs === 'object' && bs.annotate && bs.annotate.setCompare(%1)")
                .arg(QString::fromUtf8(
                    QJsonDocument(m_compare->pageSpans()).toJson(QJsonDocument::Compact))),
            [](const QVariant &) {});
    });
    connect(m_compare, &ComparePanel::nodeSelected, this,
            [this](core::NodeId node) { selectNode(node); });

    connect(m_panel, &ExtractorPanel::toggled, this, &MainWindow::setExtractorEnabled);
    connect(m_panel, &ExtractorPanel::paramsChanged, this,
            [this](const QString &id, const core::ParamValues &values) {
                m_controller->setParams(id.toStdString(), values);
            });
    connect(m_panel, &ExtractorPanel::sourceModeChanged, this, &MainWindow::setSourceMode);
    connect(m_text, &ExtractedTextPane::currentExtractorChanged, this, &MainWindow::updateReader);
    // Hovering a chart point highlights its block in the page; a click selects it everywhere.
    connect(m_charts, &ChartPanel::nodeHovered, this, &MainWindow::highlightNode);
    connect(m_charts, &ChartPanel::nodeClicked, this,
            [this](core::NodeId node) { selectNode(node); });

    QStringList ticked;
    QSettings settings;
    if (m_options.useSettings && settings.contains(QStringLiteral("extractors"))) {
        ticked = settings.value(QStringLiteral("extractors")).toStringList();
    } else {
        for (const char *id : kDefaultExtractors)
            if (m_controller->extractor(id))
                ticked << QString::fromLatin1(id);
        if (ticked.isEmpty())
            ticked << QString::fromStdString(m_options.extractors.front()->info().id);
    }
    for (const QString &id : ticked)
        setExtractorEnabled(id, true);

    resize(1500, 950);
    if (m_options.useSettings) {
        restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    }
    m_layouts->restore();
    updateRecentMenu();
}

MainWindow::~MainWindow()
{
    // The background work (extractor runs, pre-annotation, the comparison, traces, an evaluation)
    // holds raw pointers to the extractors of m_catalogs and to this window's children, which go
    // before the work would end by itself: stop it and wait for it while they are all still
    // there. A cancelled external program is killed at its next poll; a built-in run and a
    // comparison finish their page, which the input limits keep bounded.
    m_controller->clear();
    m_campaign->cancelPreannotation();
    m_player->cancel();
    if (m_dashboard)
        m_dashboard->cancel();
    QThreadPool::globalInstance()->waitForDone();
}

QList<QUrl> MainWindow::samplePages()
{
    QList<QUrl> out;
    const QDir dir(QStringLiteral(":/samples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name))
        out << QUrl(QStringLiteral("qrc:/samples/") + name);
    return out;
}

bool MainWindow::offerRecovery()
{
    AnnotationRecovery *recovery = m_annotation->recovery();
    if (!recovery)
        return false;
    QString error;
    const std::optional<RecoveredAnnotation> annotation = recovery->read(&error);
    if (!annotation) {
        if (!error.isEmpty())
            m_status->setText(tr("Unsaved gold not offered back: %1").arg(error));
        return false;
    }
    const QUrl url(annotation->pageUrl);
    const QString page =
        !annotation->stem.isEmpty()
            ? tr("document %1 of %2").arg(annotation->stem, annotation->packagePath)
        : url.isLocalFile() ? url.toLocalFile()
                            : url.toDisplayString();
    QMessageBox box(
        QMessageBox::Question, tr("Unsaved gold"),
        tr("Boilerscope ended without saving the gold annotation of %1 (%n marked "
           "node(s), last changed %2).",
           nullptr, int(annotation->goldNodes.size()))
            .arg(page, QLocale().toString(annotation->savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("recoveryOffer"));
    box.setInformativeText(tr("Restore reopens the page with its marks, still unsaved; Discard "
                              "deletes them."));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restore"));
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discard"));
    box.setDefaultButton(restore);
    box.setEscapeButton(restore); // closing the question loses nothing
    box.exec();
    if (box.clickedButton() == discard) {
        if (!recovery->clear(&error))
            m_status->setText(error);
        return false;
    }
    if (!m_annotation->restoreRecovered(*annotation, &error)) {
        m_status->setText(tr("Unsaved gold not restored: %1").arg(error));
        emit loadFailed(m_status->text());
        return false;
    }
    m_annotation->modeAction()->setChecked(true);
    return true;
}

void MainWindow::buildDocks()
{
    auto addDock = [this](const QString &title, const QString &name, QWidget *widget,
                          Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(name);
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    m_panel = new ExtractorPanel(m_options.extractors, this);
    m_panel->setMinimumWidth(260);
    addDock(tr("Extractors"), QStringLiteral("extractorsDock"), m_panel, Qt::LeftDockWidgetArea);

    m_inspector = new DomInspector(this);
    connect(m_inspector, &DomInspector::nodeSelected, this, &MainWindow::selectNode);
    auto *inspectorDock = addDock(tr("DOM inspector"), QStringLiteral("inspectorDock"), m_inspector,
                                  Qt::RightDockWidgetArea);

    m_text = new ExtractedTextPane(this);
    auto *textDock =
        addDock(tr("Extracted text"), QStringLiteral("textDock"), m_text, Qt::RightDockWidgetArea);
    splitDockWidget(inspectorDock, textDock, Qt::Vertical);

    m_annotation = new AnnotationPanel(m_page, this);
    auto *annotationDock = addDock(tr("Annotation"), QStringLiteral("annotationDock"), m_annotation,
                                   Qt::RightDockWidgetArea);
    tabifyDockWidget(inspectorDock, annotationDock);
    inspectorDock->raise();
    connect(m_annotation->modeAction(), &QAction::toggled, annotationDock,
            [annotationDock](bool on) {
                if (on)
                    annotationDock->raise();
            });
    // The campaign's work queue opens its documents here, with their gold, ready to annotate.
    m_campaign = new CampaignDock(m_annotation, m_page, m_options.extractors, this);
    // Below the extractors: the queue stays in sight beside the annotation dock.
    addDock(tr("Campaign"), QStringLiteral("campaignDock"), m_campaign, Qt::LeftDockWidgetArea);
    connect(m_campaign, &CampaignDock::openDocumentRequested, this,
            &MainWindow::openPackageDocument);

    m_charts = new ChartPanel(this);
    auto *chartsDock =
        addDock(tr("Charts"), QStringLiteral("chartsDock"), m_charts, Qt::BottomDockWidgetArea);

    m_compare = new ComparePanel(m_options.extractors, this);
    auto *compareDock =
        addDock(tr("Compare"), QStringLiteral("compareDock"), m_compare, Qt::RightDockWidgetArea);
    tabifyDockWidget(inspectorDock, compareDock);
    inspectorDock->raise();

    // Teaching: the trace player beside the charts, the lesson's text beside the page (placed by
    // the Teach layout; hidden in the others until View shows them).
    m_player = new TracePlayerPanel(
        [this](const std::string &id) { return m_controller->extractor(id); }, this);
    auto *playerDock = addDock(tr("Trace player"), QStringLiteral("tracePlayerDock"), m_player,
                               Qt::BottomDockWidgetArea);
    splitDockWidget(chartsDock, playerDock, Qt::Horizontal);
    m_lessonText = new QTextBrowser(this);
    m_lessonText->setObjectName(QStringLiteral("lessonText"));
    m_lessonText->setOpenExternalLinks(false);
    m_lessonText->setPlaceholderText(tr("Help ▸ Lessons opens a lesson: its page, and here the "
                                        "text that says what to watch."));
    addDock(tr("Lesson"), QStringLiteral("lessonDock"), m_lessonText, Qt::RightDockWidgetArea);
    // The charts span the page only, between the side panels.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void MainWindow::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *openAction = file->addAction(tr("&Open…"), this, &MainWindow::openFile);
    openAction->setShortcut(QKeySequence::Open);
    file->addAction(m_annotation->openPackageAction());
    file->addActions({m_campaign->openAction(), m_campaign->openFolderAction()});
    file->addActions({m_campaign->importAction(), m_campaign->exportAction()});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QMenu *samples = file->addMenu(tr("Open &Sample"));
    for (const QUrl &url : samplePages())
        samples->addAction(url.fileName(), this, [this, url] { open(url, false); });
    QAction *location = file->addAction(tr("Open &Location"), this, [this] {
        m_address->setFocus();
        m_address->selectAll();
    });
    location->setShortcut(QKeySequence(tr("Ctrl+L")));
    file->addSeparator();
    QAction *exportAction =
        file->addAction(tr("&Export Window Image…"), this, &MainWindow::exportWindow);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    QAction *figureAction =
        file->addAction(tr("Export &Figure…"), this, &MainWindow::exportFigureAs);
    figureAction->setObjectName(QStringLiteral("exportFigureAction"));
    figureAction->setShortcut(QKeySequence(tr("Ctrl+Alt+E")));
    figureAction->setToolTip(tr("The page with its overlay, the charts and a legend of the "
                                "extractors, as one PNG, SVG or PDF figure of a chosen size"));
    QMenu *charts = file->addMenu(tr("Export &Chart"));
    charts->addAction(tr("&Text-Density Graph…"), this,
                      [this] { exportChart(ChartPanel::DensityChart); });
    charts->addAction(tr("&Content/Code Graph…"), this,
                      [this] { exportChart(ChartPanel::ContentCodeChart); });
    charts->addAction(tr("&Other Series…"), this, [this] { exportChart(ChartPanel::OtherChart); });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *back = m_page->pageAction(QWebEnginePage::Back);
    QAction *forward = m_page->pageAction(QWebEnginePage::Forward);
    QAction *reload = m_page->pageAction(QWebEnginePage::Reload);
    back->setShortcut(QKeySequence::Back);
    forward->setShortcut(QKeySequence::Forward);
    reload->setShortcut(QKeySequence::Refresh);
    m_viewMenu->addActions({back, forward, reload});
    QAction *again = m_viewMenu->addAction(tr("Analyse &Again"), m_page, &PageView::takeSnapshot);
    again->setShortcut(QKeySequence(Qt::Key_F9));
    again->setToolTip(tr("Take a new snapshot of the page as it is now (after its scripts changed "
                         "it) and run the extractors on it"));
    m_viewMenu->addSeparator();
    m_readerAction = m_viewMenu->addAction(tr("&Reader View"));
    m_readerAction->setCheckable(true);
    m_readerAction->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    m_readerAction->setToolTip(tr("Hide everything but the text of the extractor shown in the "
                                  "Extracted text pane (visibility: hidden)"));
    connect(m_readerAction, &QAction::toggled, this, &MainWindow::updateReader);
    m_scriptsAction = m_viewMenu->addAction(tr("Page &Scripts"));
    m_scriptsAction->setCheckable(true);
    m_scriptsAction->setChecked(true);
    m_scriptsAction->setToolTip(tr("Run the page's own JavaScript (reloads the page)"));
    connect(m_scriptsAction, &QAction::toggled, this, [this](bool on) {
        m_page->setScriptsEnabled(on);
        m_page->reload();
    });
    m_pickAction = m_viewMenu->addAction(tr("&Pick Elements"));
    m_pickAction->setCheckable(true);
    m_pickAction->setChecked(true);
    m_pickAction->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_pickAction->setToolTip(tr("A click on the page selects an element instead of following "
                                "links"));
    connect(m_pickAction, &QAction::toggled, m_page, &PageView::setPicking);
    QAction *goTo =
        m_viewMenu->addAction(QIcon::fromTheme(QStringLiteral("go-jump")),
                              tr("&Go to Chosen Content"), this, &MainWindow::goToChosenContent);
    goTo->setObjectName(QStringLiteral("goToChosenAction"));
    goTo->setShortcut(QKeySequence(tr("Ctrl+J")));
    goTo->setToolTip(tr("Scroll the page to the first node the extractor shown in the Extracted "
                        "text pane chose, and flash it (Ctrl+J)"));
    m_viewMenu->addSeparator();
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), this, [this] {
        m_page->setZoomFactor(std::min(5.0, m_page->zoomFactor() * 1.1));
    });
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"), this, [this] {
        m_page->setZoomFactor(std::max(0.25, m_page->zoomFactor() / 1.1));
    });
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *zoomReset =
        m_viewMenu->addAction(tr("&Actual Size"), this, [this] { m_page->setZoomFactor(1); });
    zoomReset->setShortcut(QKeySequence(tr("Ctrl+0")));
    m_viewMenu->addSeparator();
    m_layouts->addActions(m_viewMenu->addMenu(tr("&Layout")));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());

    menuBar()->addMenu(m_annotation->menu());
    m_annotation->menu()->addSeparator();
    m_annotation->menu()->addMenu(m_campaign->preannotateMenu());
    m_annotation->menu()->addActions({m_campaign->nextAction(), m_campaign->previousAction(),
                                      m_campaign->saveAction(), m_campaign->adjudicateAction(),
                                      m_campaign->siteRuleAction()});
    QMenu *extractors = menuBar()->addMenu(tr("E&xtractors"));
    QAction *addDefinition =
        extractors->addAction(tr("&Add Definition File…"), this, &MainWindow::addDefinitionFileAs);
    addDefinition->setObjectName(QStringLiteral("addDefinitionAction"));
    addDefinition->setToolTip(tr("Offer another program as an extractor: a JSON definition "
                                 "(docs/external-extractors.md); remembered"));
    QAction *compare =
        extractors->addAction(tr("&Compare Two Extractors"), this, &MainWindow::showCompare);
    compare->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    QAction *dashboard =
        tools->addAction(tr("&Evaluation Dashboard…"), this, &MainWindow::showEvaluationDashboard);
    dashboard->setObjectName(QStringLiteral("evaluationDashboardAction"));
    dashboard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QMenu *lessons = help->addMenu(tr("&Lessons"));
    lessons->setObjectName(QStringLiteral("lessonsMenu"));
    for (const Lesson &lesson : Lesson::bundled())
        lessons->addAction(lesson.title, this, [this, lesson] { openLesson(lesson); })
            ->setObjectName(QStringLiteral("lesson-") + lesson.id);
    help->addSeparator();
    help->addAction(tr("&About Boilerscope"), this, [this] {
        QMessageBox::about(
            this, tr("About Boilerscope"),
            tr("<b>Boilerscope</b> %1<br>A workbench for main content extraction: the "
               "heuristics of the papers, run on the rendered page, shown on it.")
                .arg(QCoreApplication::applicationVersion()));
    });

    auto *bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("navigationBar"));
    bar->setMovable(false);
    bar->addActions({back, forward, reload});
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setPlaceholderText(
        tr("File path or URL (remote URLs are fetched from the network)"));
    m_address->setClearButtonEnabled(true);
    connect(m_address, &QLineEdit::returnPressed, this,
            [this] { openLocation(m_address->text().trimmed()); });
    bar->addWidget(m_address);
    bar->addSeparator();
    bar->addAction(goTo);
    bar->addAction(m_pickAction);
    bar->addAction(m_readerAction);
    bar->addAction(m_scriptsAction);
    bar->addAction(m_annotation->modeAction());
}

void MainWindow::openFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open page"), QString(),
                                     tr("Web pages (*.html *.htm *.xhtml *.gz);;All files (*)"));
    if (!path.isEmpty())
        openLocation(path);
}

void MainWindow::openLocation(const QString &location)
{
    if (location.isEmpty())
        return;
    const QFileInfo info(location);
    if (info.exists()) {
        open(QUrl::fromLocalFile(info.absoluteFilePath()), true);
        return;
    }
    const QUrl url = QUrl::fromUserInput(location, QDir::currentPath());
    if (!url.isValid()) {
        m_status->setText(tr("Not a file or URL: %1").arg(location));
        emit loadFailed(m_status->text());
        return;
    }
    open(url, true);
}

void MainWindow::open(const QUrl &url, bool typed)
{
    if (!m_annotation->maybeSave())
        return;
    m_address->setText(url.isLocalFile() ? url.toLocalFile() : url.toDisplayString());
    m_page->open(url, typed);
    addRecent(url.isLocalFile() ? url.toLocalFile() : url.toString());
}

void MainWindow::onSnapshot(const QString &html, int elements, double ms)
{
    const QUrl url = m_page->url();
    const QByteArray source = sourceBytes(url);
    m_snapshotInfo = tr("snapshot: %1 elements in %2 ms · ").arg(elements).arg(ms, 0, 'f', 0);
    m_panel->setSourceAvailable(!source.isEmpty());
    m_controller->setPage(url.toString(), html, source);
}

void MainWindow::onPageUnresponsive()
{
    // No snapshot will come: the extractors run on the bytes the page came from, where there are.
    const QUrl url = m_page->url();
    const QByteArray source = sourceBytes(url);
    m_snapshotInfo.clear();
    m_panel->setSourceAvailable(!source.isEmpty());
    if (source.isEmpty()) {
        m_pageNote = tr("The page did not finish loading its scripts, and its source HTML is not "
                        "at hand: nothing to analyse");
        m_status->setText(m_pageNote);
        emit loadFailed(m_pageNote);
        return;
    }
    m_pageNote = tr("The page did not finish loading its scripts; analysing the source HTML");
    m_status->setText(m_pageNote);
    m_controller->setPage(url.toString(), QString(), source);
}

std::shared_ptr<const Analysis> MainWindow::analysis() const
{
    return m_controller->analysis();
}

void MainWindow::onAnalysis(std::shared_ptr<const Analysis> analysis)
{
    const bool sameDocument = m_mapper.analysed() == analysis->document.get();
    m_mapper = NodeMapper(analysis->document, m_controller->renderedDocument());
    m_page->setMarks(OverlayMark::marksOf(*analysis, m_mapper, m_controller->extractors()));
    m_text->setAnalysis(analysis);
    m_compare->setAnalysis(analysis);
    m_charts->setAnalysis(analysis);
    m_inspector->setAnalysis(analysis);
    updateReader();
    if (sameDocument && m_selectedNode != core::kNoNode)
        applySelection(m_selectedElement, m_selectedNode);
    else if (m_selectedElement >= 0)
        selectElement(m_selectedElement);
    const quint64 seq = ++m_shownSeq;
    if (m_page->isUnresponsive()) {
        emit analysisShown(analysis); // the page shows nothing of ours and will not answer
        return;
    }
    m_page->runInWorld(QStringLiteral("typeof bs === 'object' && bs.flush()"),
                       [this, seq, analysis](const QVariant &) {
                           if (seq == m_shownSeq)
                               emit analysisShown(analysis);
                       });
}

void MainWindow::addCatalog(core::ExtractorCatalog catalog)
{
    bool any = false;
    for (const core::CatalogEntry &entry : catalog.entries()) {
        if (!entry.external)
            continue;
        any = true;
        const QString id = QString::fromStdString(entry.extractor->info().id);
        m_controller->addExtractor(entry.extractor);
        m_panel->addExtractor(entry.extractor);
        m_compare->addExtractor(entry.extractor);
        m_campaign->addExtractor(entry.extractor);
        if (m_dashboard)
            m_dashboard->addExtractor(entry.extractor, QString::fromStdString(entry.reason));
        if (!entry.available)
            m_panel->setUnavailable(id, QString::fromStdString(entry.reason));
        else if (m_controller->isEnabled(id.toStdString()))
            m_panel->setChecked(id, true);
    }
    if (!catalog.issues().empty())
        m_status->setText(QString::fromStdString(catalog.issues().front()));
    if (any)
        m_catalogs.push_back(std::make_unique<core::ExtractorCatalog>(std::move(catalog)));
}

bool MainWindow::addDefinitionFile(const QString &path, QString *error)
{
    core::ExtractorCatalog catalog;
    if (!catalog.addFile(path.toStdString(), core::ExtractorOrigin::File)) {
        const QString message = catalog.issues().empty()
                                    ? tr("%1: cannot be read").arg(path)
                                    : QString::fromStdString(catalog.issues().front());
        m_status->setText(message);
        if (error)
            *error = message;
        return false;
    }
    QString id;
    for (const core::CatalogEntry &entry : catalog.entries())
        if (entry.external)
            id = QString::fromStdString(entry.extractor->info().id);
    addCatalog(std::move(catalog));
    if (m_options.useSettings) {
        QSettings settings;
        QStringList files = settings.value(QLatin1String(kDefinitionFiles)).toStringList();
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (!files.contains(absolute))
            files << absolute;
        settings.setValue(QLatin1String(kDefinitionFiles), files);
    }
    m_status->setText(tr("%1 added from %2").arg(id, path));
    return true;
}

void MainWindow::addDefinitionFileAs()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Add extractor definition"),
                                     QString::fromStdString(core::ExtractorCatalog::userFolder()),
                                     tr("Extractor definitions (*.json);;All files (*)"));
    if (!path.isEmpty())
        addDefinitionFile(path);
}

void MainWindow::compareExtractors(const QString &a, const QString &b)
{
    m_compare->setPair(a, b);
    showCompare();
}

void MainWindow::showCompare()
{
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("compareDock"))) {
        dock->show();
        dock->raise();
    }
}

void MainWindow::setExtractorEnabled(const QString &id, bool on)
{
    if (on && !m_panel->isAvailable(id)) {
        m_panel->setChecked(id, false);
        return;
    }
    m_panel->setChecked(id, on);
    m_controller->setEnabled(id.toStdString(), on);
}

void MainWindow::setExtractorParams(const QString &id, const core::ParamValues &values)
{
    m_panel->setValues(id, values);
    m_controller->setParams(id.toStdString(), values);
}

void MainWindow::setSourceMode(bool source)
{
    m_panel->setSourceMode(source);
    m_controller->setSourceMode(source);
}

void MainWindow::selectElement(int element)
{
    applySelection(element, m_mapper.nodeOf(element));
}

void MainWindow::selectNode(core::NodeId node)
{
    applySelection(m_mapper.elementOf(node), node);
}

void MainWindow::applySelection(int element, core::NodeId node)
{
    const bool changed = element != m_selectedElement || node != m_selectedNode;
    m_selectedElement = element;
    m_selectedNode = node;
    m_page->setSelectedElement(element, true);
    m_charts->setSelectedNode(node);
    m_inspector->selectNode(node);
    if (changed)
        emit selectionChanged(element, node);
}

void MainWindow::openLesson(const Lesson &lesson)
{
    if (!m_annotation->maybeSave())
        return;
    m_layouts->apply(lesson.layout == QLatin1String("debug")      ? LayoutManager::Debug
                     : lesson.layout == QLatin1String("annotate") ? LayoutManager::Annotate
                                                                  : LayoutManager::Teach);
    for (const core::Extractor *e : m_options.extractors) {
        const QString id = QString::fromStdString(e->info().id);
        const bool wanted = lesson.extractors.contains(id);
        if (wanted != m_controller->isEnabled(e->info().id))
            setExtractorEnabled(id, wanted);
    }
    setSourceMode(lesson.source);
    m_player->setExtractor(lesson.trace);
    m_lessonText->setMarkdown(lesson.text);
    for (const QString &name : {QStringLiteral("tracePlayerDock"), QStringLiteral("lessonDock")})
        if (auto *dock = findChild<QDockWidget *>(name)) {
            dock->show();
            dock->raise();
        }
    open(lesson.page, false);
}

void MainWindow::showTraceStep(const QString &extractor)
{
    // A hidden player shows nothing on the page or the charts.
    const TracePlayer::Focus focus =
        m_player->isVisible() ? m_player->player().focus() : TracePlayer::Focus{};
    QList<int> elements;
    for (core::NodeId n : focus.nodes)
        if (const int e = m_mapper.elementOf(n); e >= 0 && !elements.contains(e))
            elements << e;
    m_page->setStepElements(elements, true);
    m_charts->setTraceStep(extractor.toStdString(), focus.chart, focus.from, focus.to);
}

void MainWindow::highlightNode(core::NodeId node)
{
    m_page->setHighlightedElement(node == core::kNoNode ? -1 : m_mapper.elementOf(node));
}

void MainWindow::setReaderView(bool on)
{
    m_readerAction->setChecked(on);
}

bool MainWindow::goToChosenContent()
{
    const auto a = analysis();
    const QString id = m_text->currentExtractor();
    const ExtractorRun *run = a ? a->run(id.toStdString()) : nullptr;
    // The first chosen node in page order: the lowest element number (pre-order).
    core::NodeId first = core::kNoNode;
    int firstElement = -1;
    if (run)
        for (core::NodeId n : run->result.selected) {
            const int e = m_mapper.elementOf(n);
            if (e >= 0 && (firstElement < 0 || e < firstElement)) {
                firstElement = e;
                first = n;
            }
        }
    if (firstElement < 0) {
        m_status->setText(run ? tr("%1 chose nothing on this page").arg(id)
                              : tr("Tick an extractor to go to its content"));
        return false;
    }
    applySelection(firstElement, first);
    m_page->flashElement(firstElement);
    return true;
}

void MainWindow::updateReader()
{
    const bool on = m_readerAction->isChecked();
    QList<int> elements;
    const auto a = analysis();
    if (on && a) {
        if (const ExtractorRun *run = a->run(m_text->currentExtractor().toStdString()))
            for (core::NodeId n : run->result.selected)
                elements << m_mapper.elementOf(n);
    }
    m_page->setReaderElements(elements, on);
}

void MainWindow::addRecent(const QString &location)
{
    if (!m_options.useSettings || location.startsWith(QLatin1String("qrc:")))
        return;
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(location);
    recent.prepend(location);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = m_options.useSettings
                                   ? QSettings().value(QStringLiteral("recentFiles")).toStringList()
                                   : QStringList();
    for (const QString &location : recent)
        m_recentMenu->addAction(location, this, [this, location] { openLocation(location); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

QImage MainWindow::renderImage()
{
    return grab().toImage();
}

bool MainWindow::exportImage(const QString &path, QString *error)
{
    QImageWriter writer(path);
    if (writer.write(renderImage()))
        return true;
    if (error)
        *error = writer.errorString();
    return false;
}

bool MainWindow::exportFigure(const QString &path, const QSize &size, QString *error)
{
    FigureExporter::Content content;
    content.title = windowTitle();
    content.page = m_page->grab().toImage();
    for (const auto which :
         {ChartPanel::DensityChart, ChartPanel::ContentCodeChart, ChartPanel::OtherChart})
        if (m_charts->showsChart(which))
            content.charts.append(m_charts->view(which));
    if (const auto a = analysis())
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

void MainWindow::exportFigureAs()
{
    QSettings settings;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export figure"), QStringLiteral("figure.svg"),
        tr("SVG drawings (*.svg);;PDF documents (*.pdf);;PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString defaultSize =
        settings.value(QStringLiteral("figureSize"), QStringLiteral("1600x1000")).toString();
    bool ok = false;
    const QString sizeText = QInputDialog::getText(
        this, tr("Export figure"),
        tr("Figure size, width x height in pixels (points in a PDF), %1 to %2 per side:")
            .arg(FigureExporter::kMinSide)
            .arg(FigureExporter::kMaxSide),
        QLineEdit::Normal, defaultSize, &ok);
    if (!ok)
        return;
    const QSize size = FigureExporter::parseSize(sizeText);
    if (!size.isValid()) {
        QMessageBox::warning(this, tr("Export figure"),
                             tr("\"%1\" is not a size such as 1600x1000.").arg(sizeText));
        return;
    }
    settings.setValue(QStringLiteral("figureSize"), sizeText.trimmed());
    QString error;
    if (!exportFigure(path, size, &error))
        QMessageBox::warning(this, tr("Export figure"), error);
    else
        m_status->setText(tr("Figure written to %1").arg(path));
}

void MainWindow::exportWindow()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export window image"),
                                     QStringLiteral("boilerscope.png"), tr("PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !exportImage(path, &error))
        QMessageBox::warning(this, tr("Export"), tr("Could not write %1: %2").arg(path, error));
}

void MainWindow::exportChart(int which)
{
    const auto chart = static_cast<ChartPanel::Which>(which);
    if (!m_charts->showsChart(chart)) {
        QMessageBox::information(this, tr("Export chart"), m_charts->placeholderText(chart));
        return;
    }
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export chart"), QStringLiteral("chart.svg"),
                                     tr("SVG drawings (*.svg);;PNG images (*.png)"));
    QString error;
    if (!path.isEmpty() && !m_charts->exportChart(chart, path, &error))
        QMessageBox::warning(this, tr("Export chart"), error);
}

void MainWindow::openPackageDocument(const QString &packagePath, const QString &stem)
{
    if (!m_annotation->maybeSave())
        return;
    QString error;
    if (m_annotation->openPackageDocument(packagePath, stem, &error)) {
        m_annotation->modeAction()->setChecked(true);
    } else {
        m_status->setText(error);
        emit loadFailed(error);
    }
}

EvaluationDashboard *MainWindow::evaluationDashboard()
{
    if (!m_dashboard) {
        m_dashboard = new EvaluationDashboard(this);
        // The external programs offered here are offered there too.
        for (const auto &catalog : m_catalogs)
            for (const core::CatalogEntry &entry : catalog->entries())
                if (entry.external)
                    m_dashboard->addExtractor(entry.extractor,
                                              QString::fromStdString(entry.reason));
        // The drill-down opens a document with its gold here, ready for annotation.
        connect(m_dashboard, &EvaluationDashboard::openDocumentRequested, this,
                &MainWindow::openPackageDocument);
    }
    return m_dashboard;
}

void MainWindow::showEvaluationDashboard()
{
    EvaluationDashboard *dashboard = evaluationDashboard();
    dashboard->show();
    dashboard->raise();
    dashboard->activateWindow();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_layouts->windowShown();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_annotation->maybeSave()) {
        event->ignore();
        return;
    }
    m_layouts->save();
    if (m_options.useSettings) {
        QSettings settings;
        settings.setValue(QStringLiteral("geometry"), saveGeometry());
        QStringList ticked;
        for (const core::Extractor *e : m_controller->extractors())
            if (m_controller->isEnabled(e->info().id))
                ticked << QString::fromStdString(e->info().id);
        settings.setValue(QStringLiteral("extractors"), ticked);
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty())
        return;
    event->acceptProposedAction();
    openLocation(urls.first().isLocalFile() ? urls.first().toLocalFile() : urls.first().toString());
}

} // namespace ui
