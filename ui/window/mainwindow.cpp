#include "mainwindow.h"

#include "annotation/annotationcapability.h"
#include "campaign/campaigncapability.h"
#include "campaign/campaigndock.h"
#include "charts/chartscapability.h"
#include "common/selection.h"
#include "common/settings.h"
#include "common/wheelguard.h"
#include "common/workbench.h"
#include "evaluation/evaluationcapability.h"
#include "extractors/extractorscapability.h"
#include "figures/figurescapability.h"
#include "inspector/inspectorcapability.h"
#include "layoutmanager.h"
#include "metadata/metadatacapability.h"
#include "page/pagecapability.h"
#include "page/pageview.h"
#include "teaching/teachingcapability.h"

#include <QAction>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QThreadPool>
#include <QToolBar>

namespace ui {

namespace {

// Project choice: the first size of the window, room for the page and the docks around it on a
// 1600 × 1000 screen or larger; on a smaller screen, its available area less kFrameAllowance.
constexpr QSize kFirstSize(1500, 950);
// Project choice: what a window manager's title bar and borders take around the window (about
// 30 px of title bar and a few of border on common desktops), so that the frame fits too.
constexpr int kFrameAllowance = 40;

// The first size of the window on this screen.
QSize firstSize(const QScreen *screen)
{
    if (!screen)
        return kFirstSize;
    const QSize available = screen->availableGeometry().size();
    return kFirstSize.boundedTo(available - QSize(kFrameAllowance, kFrameAllowance));
}

// The window's menus, in menu bar order.
enum Menu { FileMenu, ViewMenu, AnnotationMenu, ExtractorsMenu, ToolsMenu, HelpMenu, MenuCount };

// Which menu each place of Capability::Place is a group of, and whether a separator sets it
// apart from the groups before it in that menu.
struct MenuPlace
{
    Capability::Place place;
    Menu menu;
    bool section;
};
using Place = Capability::Place;
constexpr MenuPlace kMenuPlaces[] = {
    {Place::FileOpen, FileMenu, false},         {Place::FileOpenDocument, FileMenu, false},
    {Place::FileOpenMore, FileMenu, false},     {Place::FileExport, FileMenu, true},
    {Place::FileExportChart, FileMenu, false},  {Place::ViewNavigation, ViewMenu, false},
    {Place::ViewPage, ViewMenu, true},          {Place::ViewZoom, ViewMenu, true},
    {Place::Annotation, AnnotationMenu, false}, {Place::AnnotationCampaign, AnnotationMenu, true},
    {Place::Extractors, ExtractorsMenu, false}, {Place::Tools, ToolsMenu, false},
    {Place::HelpLessons, HelpMenu, false},
};

} // namespace

MainWindow::MainWindow(Options options, QWidget *parent)
    : QMainWindow(parent), m_useSettings(options.useSettings)
{
    setWindowTitle(tr("Boilerscope"));
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    WheelGuard::install();
    m_workbench = new Workbench(this);
    m_selection = new Selection(this);
    buildStatusBar();

    // Each capability with the shared objects and the capabilities it builds on; the order is
    // that of their docks, menu entries and tool bar actions.
    m_extractors =
        new ExtractorsCapability(m_workbench, std::move(options.extractors), m_useSettings);
    m_page = new PageCapability(m_workbench, m_selection, m_extractors, m_useSettings);
    m_inspector = new InspectorCapability(m_workbench, m_selection, m_extractors->controller(),
                                          m_page->view(), m_extractors->extractors());
    m_metadata = new MetadataCapability(m_workbench, m_selection);
    m_annotation = new AnnotationCapability(m_workbench, m_selection, m_page, m_extractors,
                                            options.recoveryPath);
    m_campaign = new CampaignCapability(m_workbench, m_annotation->panel(), m_page->view(),
                                        m_extractors->extractors());
    m_charts = new ChartsCapability(m_workbench, m_selection);
    m_teaching =
        new TeachingCapability(m_workbench, m_selection, m_page, m_extractors, m_charts->panel());
    m_evaluation = new EvaluationCapability(m_workbench);
    m_figures = new FiguresCapability(m_workbench, m_page->view(), m_charts->panel(),
                                      m_extractors->controller());
    for (Capability *c : std::initializer_list<Capability *>{
             m_extractors, m_page, m_inspector, m_metadata, m_annotation, m_campaign, m_charts,
             m_teaching, m_evaluation, m_figures})
        m_workbench->add(c);

    setCentralWidget(m_page->centralWidget());
    placeDocks();
    m_layouts = new LayoutManager(this, m_useSettings);
    buildMenus();
    buildToolBar();
    connect(m_teaching, &TeachingCapability::layoutRequested, m_layouts,
            [this](const QString &key) {
                m_layouts->apply(LayoutManager::fromKey(key).value_or(LayoutManager::Teach));
            });
    connect(m_layouts, &LayoutManager::layoutChanged, m_teaching,
            [this](LayoutManager::Layout layout) {
                m_teaching->setLayout(LayoutManager::key(layout));
            });
    // A campaign is annotation work: the Annotate layout, where its queue is in sight below the
    // annotation pane (in the Debug layout they are tabs of one group, the queue behind).
    connect(campaignDock(), &CampaignDock::campaignStarted, m_layouts, [this] {
        m_layouts->apply(LayoutManager::Annotate);
        if (auto *queue = findChild<QDockWidget *>(QStringLiteral("campaignDock"))) {
            queue->show();
            queue->raise();
        }
    });
    // The open campaign's package is the one to evaluate.
    connect(campaignDock(), &CampaignDock::packageOpened, m_evaluation,
            &EvaluationCapability::offerPackage);
    connect(m_page, &PageCapability::analysisShown, this, &MainWindow::analysisShown);
    connect(m_selection, &Selection::selectionChanged, this, &MainWindow::selectionChanged);
    connect(m_workbench, &Workbench::loadFailed, this, &MainWindow::loadFailed);

    resize(firstSize(screen()));
    const QRect available = screen() ? screen()->availableGeometry() : QRect();
    if (available.isValid())
        move(available.topLeft() + QPoint(kFrameAllowance, kFrameAllowance) / 2);
    if (m_useSettings)
        restoreGeometry(Settings().windowGeometry()); // Qt moves it onto a screen it fits
    m_layouts->restore();
}

MainWindow::~MainWindow()
{
    // The background work (extractor runs, pre-annotation, the comparison, traces, an evaluation)
    // holds raw pointers to the extractors of the catalogs and to this window's children, which
    // go before the work would end by itself: stop it and wait for it while they are all still
    // there. A cancelled external program is killed at its next poll; a built-in run and a
    // comparison finish their page, which the input limits keep bounded.
    for (Capability *c : m_workbench->capabilities())
        c->cancelWork();
    QThreadPool::globalInstance()->waitForDone();
}

void MainWindow::buildStatusBar()
{
    auto *message = new QLabel(this);
    message->setObjectName(QStringLiteral("statusMessage"));
    auto *timing = new QLabel(this);
    timing->setObjectName(QStringLiteral("statusTiming"));
    auto *pageType = new QLabel(this);
    pageType->setObjectName(QStringLiteral("statusPageType"));
    auto *progress = new QProgressBar(this);
    progress->setMaximumWidth(160);
    progress->setVisible(false);
    statusBar()->addWidget(message, 1);
    statusBar()->addPermanentWidget(pageType);
    statusBar()->addPermanentWidget(timing);
    statusBar()->addPermanentWidget(progress);
    connect(m_workbench, &Workbench::messageChanged, message, &QLabel::setText);
    connect(m_workbench, &Workbench::timingChanged, timing,
            [timing](const QString &text, const QString &details) {
                timing->setText(text);
                timing->setToolTip(details);
            });
    connect(m_workbench, &Workbench::pageTypeChanged, pageType,
            [pageType](const QString &text, const QString &details) {
                pageType->setText(text);
                pageType->setToolTip(details);
            });
    connect(m_workbench, &Workbench::progressChanged, progress,
            [progress](bool visible, int done, int total) {
                progress->setVisible(visible);
                progress->setRange(0, total);
                progress->setValue(done);
            });
}

void MainWindow::placeDocks()
{
    for (Capability *c : m_workbench->capabilities())
        for (const Capability::Dock &dock : c->docks()) {
            // Each dock's content scrolls when the dock is smaller than it needs, so that no
            // dock's minimum size (a form, stacked charts) sets the window's above a laptop's
            // screen: the layouts, not the contents, decide how the room is shared.
            auto *scroll = new QScrollArea(dock.dock);
            scroll->setObjectName(dock.dock->objectName() + QStringLiteral("Scroll"));
            scroll->setFrameShape(QFrame::NoFrame);
            scroll->setWidgetResizable(true);
            scroll->setWidget(dock.dock->widget());
            dock.dock->setWidget(scroll);
            addDockWidget(dock.area, dock.dock);
        }
    // The charts span the page only, between the side panels.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void MainWindow::buildMenus()
{
    QMenu *menus[MenuCount] = {
        menuBar()->addMenu(tr("&File")),       menuBar()->addMenu(tr("&View")),
        menuBar()->addMenu(tr("&Annotation")), menuBar()->addMenu(tr("E&xtractors")),
        menuBar()->addMenu(tr("&Tools")),      menuBar()->addMenu(tr("&Help"))};
    for (const MenuPlace &at : kMenuPlaces) {
        QList<QAction *> actions;
        for (Capability *c : m_workbench->capabilities())
            for (const Capability::MenuEntry &entry : c->menuEntries())
                if (entry.place == at.place)
                    actions += entry.actions;
        if (actions.isEmpty())
            continue;
        if (at.section && !menus[at.menu]->isEmpty())
            menus[at.menu]->addSeparator();
        menus[at.menu]->addActions(actions);
    }
    // The window's own entries: quitting, the layouts and the docks, about.
    menus[FileMenu]->addSeparator();
    menus[FileMenu]->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);
    menus[ViewMenu]->addSeparator();
    m_layouts->addActions(menus[ViewMenu]->addMenu(tr("&Layout")));
    for (Capability *c : m_workbench->capabilities())
        for (const Capability::Dock &dock : c->docks())
            menus[ViewMenu]->addAction(dock.dock->toggleViewAction());
    menus[HelpMenu]->addSeparator();
    menus[HelpMenu]->addAction(tr("&About Boilerscope"), this, [this] {
        QMessageBox::about(
            this, tr("About Boilerscope"),
            tr("<b>Boilerscope</b> %1<br>A workbench for main content extraction: the "
               "heuristics of the papers, run on the rendered page, shown on it.")
                .arg(QCoreApplication::applicationVersion()));
    });
}

void MainWindow::buildToolBar()
{
    auto *bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("navigationBar"));
    bar->setMovable(false);
    for (Capability *c : m_workbench->capabilities())
        bar->addActions(c->toolBarActions());
}

QList<QUrl> MainWindow::samplePages()
{
    return PageCapability::samplePages();
}

void MainWindow::showNodeReasons(core::NodeId node)
{
    m_selection->selectNode(node);
    focusDock(findChild<QDockWidget *>(QStringLiteral("inspectorDock")));
}

bool MainWindow::showMetadataField(core::MetadataField field, int candidate)
{
    if (!m_metadata->showField(field, candidate))
        return false;
    focusDock(findChild<QDockWidget *>(QStringLiteral("metadataDock")));
    return true;
}

void MainWindow::focusDock(QDockWidget *dock)
{
    if (auto *charts = findChild<QDockWidget *>(QStringLiteral("chartsDock")))
        charts->hide();
    if (dock)
        m_layouts->focus(dock);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_layouts->windowShown();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_workbench->mayLeavePage()) {
        event->ignore();
        return;
    }
    m_teaching->endLesson(); // the user's setup is saved, never a lesson's
    m_layouts->save();
    if (m_useSettings)
        Settings().setWindowGeometry(saveGeometry());
    for (Capability *c : m_workbench->capabilities())
        c->saveState();
    // The work under way has nowhere to go any more: each job's flag is set now, so that an
    // external program's process group ends at once (ProcessRunner notices within its poll
    // slice), not when the window is destroyed, and the window goes while the rest of the work
    // notices its flag.
    for (Capability *c : m_workbench->capabilities())
        c->cancelWork();
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

#include "moc_mainwindow.cpp"
