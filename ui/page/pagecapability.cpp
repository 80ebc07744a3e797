#include "pagecapability.h"

#include "common/selection.h"
#include "common/settings.h"
#include "common/workbench.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorpanel.h"
#include "extractors/extractorscapability.h"
#include "pageview.h"

#include <document/documentloader.h>
#include <extraction/noscripttext.h>

#include <QAction>
#include <QActionGroup>
#include <QBoxLayout>
#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QTemporaryDir>
#include <QWidgetAction>

#include <algorithm>
#include <utility>

namespace ui {

namespace {

// Project choice: the page's zoom goes 10 % a step, between a quarter and five times its size
// (the bounds of Chromium's own zoom).
constexpr double kZoomStep = 1.1;
constexpr double kMinZoom = 0.25;
constexpr double kMaxZoom = 5.0;
// The links of the hint above a page that shows nothing to read.
constexpr char kPageHintScriptsOff[] = "scripts-off";
constexpr char kPageHintSource[] = "source-html";

// Project choice: a legend swatch of 12 px, about a cap height and a half at the default font,
// its 1 px edge as wide as the agreement bar's and the block outline's on the page.
constexpr int kSwatchSize = 12;
constexpr int kSwatchEdge = 1;

// An agreement count's legend swatch as the page draws its bar: filled with the count's colour
// and edged with its darkened edge, as an inline image (a rich-text span draws no border).
QString agreementSwatch(int count, int total)
{
    QImage image(kSwatchSize, kSwatchSize, QImage::Format_RGB32);
    image.fill(OverlayPlan::agreementEdge(count, total));
    const QColor fill = OverlayPlan::agreementColor(count, total);
    for (int y = kSwatchEdge; y < kSwatchSize - kSwatchEdge; ++y)
        for (int x = kSwatchEdge; x < kSwatchSize - kSwatchEdge; ++x)
            image.setPixelColor(x, y, fill);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("<img src=\"data:image/png;base64,%1\" align=\"middle\">")
        .arg(QString::fromLatin1(png.toBase64()));
}

// The bytes of a file or bundled page as stored (gzip-compressed ones still compressed).
QByteArray storedPageBytes(const QUrl &url)
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

// gzip's magic number (RFC 1952, section 2.3.1).
bool looksGzipped(const QByteArray &bytes)
{
    return bytes.size() >= 2 && uchar(bytes[0]) == 0x1f && uchar(bytes[1]) == 0x8b;
}

// The page's original bytes, decompressed (PageInput::bytes); empty when there are none or a
// gzip file does not inflate (refusalOf says so before the page is opened).
QByteArray sourceBytes(const QUrl &url)
{
    QByteArray bytes = storedPageBytes(url);
    if (!looksGzipped(bytes))
        return bytes;
    std::string error;
    const auto html = core::DocumentLoader::gunzip(
        std::string_view(bytes.constData(), size_t(bytes.size())), error);
    return html ? QByteArray(html->data(), qsizetype(html->size())) : QByteArray();
}

// Why the window will not show this page, in the command line's words (DocumentLoader's
// refusal: binary data, nested too deeply, too large); empty when it may. Only what can be read
// here is judged (a file, a bundled page); the renderer says what is wrong with the rest.
QString refusalOf(const QUrl &url)
{
    const QByteArray bytes = storedPageBytes(url);
    if (bytes.isEmpty())
        return {};
    const QString name = url.isLocalFile() ? url.toLocalFile() : url.toDisplayString();
    return QString::fromStdString(core::DocumentLoader::refusal(
        std::string_view(bytes.constData(), std::size_t(bytes.size())), name.toStdString()));
}

} // namespace

PageCapability::PageCapability(Workbench *workbench, Selection *selection,
                               ExtractorsCapability *extractors, bool useSettings)
    : Capability(workbench), m_workbench(workbench), m_selection(selection),
      m_extractors(extractors), m_controller(extractors->controller()), m_useSettings(useSettings)
{
    m_view = new PageView(workbench->window());
    m_view->setAcceptDrops(false); // drops open the file through the window, not as a navigation
    buildOverlayBar();
    buildActions();
    connectPage();
    connect(m_controller, &AnalysisController::analysisChanged, this, &PageCapability::onAnalysis);
    connect(m_controller, &AnalysisController::progress, this, &PageCapability::onProgress);
    connect(m_selection, &Selection::selectionChanged, m_view,
            [this](int element) { m_view->setSelectedElement(element, true); });
    connect(m_selection, &Selection::hoveredChanged, m_view, [this](core::NodeId node) {
        m_view->setHighlightedElement(
            node == core::kNoNode ? -1 : m_selection->mapper().elementOf(node));
    });
    connect(m_selection, &Selection::extractorChanged, this, &PageCapability::updateReader);
    connect(workbench, &Workbench::locationRequested, this, &PageCapability::openLocation);
    updateRecentMenu();
}

void PageCapability::buildOverlayBar()
{
    m_central = new QWidget(m_workbench->window());
    m_legend = new QLabel(m_central);
    m_legend->setObjectName(QStringLiteral("overlayLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_modeBox = new QComboBox(m_central);
    m_modeBox->setObjectName(QStringLiteral("overlayMode"));
    m_modeBox->setToolTip(tr("What the extractors' layers show on the page"));
    m_overlayMenu = new QMenu(tr("&Overlay"), m_workbench->window());
    m_modes = new QActionGroup(this);
    const std::pair<PageView::OverlayMode, QString> modes[] = {
        {PageView::OverlayMode::Outlines, tr("Outlines per extractor")},
        {PageView::OverlayMode::Agreement, tr("Agreement")},
        {PageView::OverlayMode::Hidden, tr("Hidden")}};
    for (const auto &[mode, name] : modes) {
        m_modeBox->addItem(name, int(mode));
        QAction *a = m_overlayMenu->addAction(name);
        a->setCheckable(true);
        a->setData(int(mode));
        a->setChecked(mode == m_view->overlayMode());
        m_modes->addAction(a);
        connect(a, &QAction::triggered, this, [this, mode] { setOverlayMode(mode); });
    }
    connect(m_modeBox, &QComboBox::activated, this, [this](int index) {
        setOverlayMode(PageView::OverlayMode(m_modeBox->itemData(index).toInt()));
    });
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(new QLabel(tr("Overlay:"), m_central));
    bar->addWidget(m_modeBox);
    bar->addWidget(m_legend, 1);
    // A page that shows nothing to read says so above it, with the two ways to its text.
    m_hint = new QLabel(m_central);
    m_hint->setObjectName(QStringLiteral("pageHint"));
    m_hint->setTextFormat(Qt::RichText);
    m_hint->setWordWrap(true);
    m_hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_hint->setContentsMargins(6, 3, 6, 3);
    m_hint->setAutoFillBackground(true);
    m_hint->setBackgroundRole(QPalette::ToolTipBase);
    m_hint->setForegroundRole(QPalette::ToolTipText);
    m_hint->hide();
    connect(m_hint, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String(kPageHintScriptsOff))
            m_scriptsAction->setChecked(false);
        else if (link == QLatin1String(kPageHintSource))
            m_extractors->setSourceMode(true);
    });
    auto *layout = new QVBoxLayout(m_central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_hint);
    layout->addWidget(m_view, 1);
    updateLegend();
}

void PageCapability::setOverlayMode(PageView::OverlayMode mode)
{
    m_view->setOverlayMode(mode);
    m_modeBox->setCurrentIndex(m_modeBox->findData(int(mode)));
    for (QAction *a : m_modes->actions())
        a->setChecked(a->data().toInt() == int(mode));
    updateLegend();
}

void PageCapability::updateLegend()
{
    const OverlayPlan &plan = m_view->overlay();
    const auto chip = [](const QColor &color, const QString &line, const QString &text) {
        return QStringLiteral("<span style=\"background:%1; border-bottom: 2px %2 %1\">"
                              "&nbsp;&nbsp;&nbsp;</span>&nbsp;%3")
            .arg(color.name(), line, text.toHtmlEscaped());
    };
    QStringList parts;
    switch (m_view->overlayMode()) {
    case PageView::OverlayMode::Outlines:
        for (const OverlayPlan::Layer &layer : plan.layers)
            parts << chip(layer.color,
                          layer.style == Qt::SolidLine ? QStringLiteral("solid")
                                                       : QStringLiteral("dashed"),
                          layer.id);
        if (parts.isEmpty())
            parts << tr("no extractor ticked");
        break;
    case PageView::OverlayMode::Agreement: {
        const int total = int(plan.layers.size());
        parts << tr("chosen by");
        for (int count = 1; count <= total; ++count)
            parts << agreementSwatch(count, total) + QStringLiteral("&nbsp;%1").arg(count);
        parts << (total == 1 ? tr("of the 1 ticked extractor")
                             : tr("of the %1 ticked extractors").arg(total));
        break;
    }
    case PageView::OverlayMode::Hidden:
        parts << tr("the extractors' layers are hidden");
        break;
    }
    if (m_readerAction && m_readerAction->isChecked())
        parts.prepend(m_selection->extractor().isEmpty()
                          ? tr("<b>Reader view</b>: no extractor's content to show;")
                          : tr("<b>Reader view</b>: the content %1 chose;")
                                .arg(m_selection->extractor().toHtmlEscaped()));
    m_legend->setText(parts.join(QStringLiteral(" &nbsp; ")));
}

void PageCapability::buildActions()
{
    QAction *openAction = new QAction(tr("&Open…"), this);
    openAction->setShortcut(QKeySequence::Open);
    connect(openAction, &QAction::triggered, this, &PageCapability::openFile);
    m_open = {openAction};

    m_recentMenu = new QMenu(tr("Open &Recent"), m_workbench->window());
    m_samplesMenu = new QMenu(tr("Open &Sample"), m_workbench->window());
    for (const QUrl &url : samplePages())
        m_samplesMenu->addAction(url.fileName(), this, [this, url] { open(url, false); });
    QAction *location = new QAction(tr("Open &Location"), this);
    location->setShortcut(QKeySequence(tr("Ctrl+L")));
    connect(location, &QAction::triggered, this, [this] {
        m_address->setFocus();
        m_address->selectAll();
    });
    m_openMore = {m_recentMenu->menuAction(), m_samplesMenu->menuAction(), location};

    QAction *back = m_view->navigationAction(QWebEnginePage::Back);
    QAction *forward = m_view->navigationAction(QWebEnginePage::Forward);
    QAction *reload = m_view->navigationAction(QWebEnginePage::Reload);
    back->setShortcut(QKeySequence::Back);
    forward->setShortcut(QKeySequence::Forward);
    reload->setShortcut(QKeySequence::Refresh);
    QAction *again = new QAction(tr("Analyse &Again"), this);
    again->setShortcut(QKeySequence(Qt::Key_F9));
    again->setToolTip(tr("Take a new snapshot of the page as it is now (after its scripts changed "
                         "it) and run the extractors on it"));
    connect(again, &QAction::triggered, m_view, &PageView::takeSnapshot);
    m_navigation = {back, forward, reload, again};

    m_readerAction = new QAction(tr("&Reader View"), this);
    m_readerAction->setCheckable(true);
    m_readerAction->setShortcut(QKeySequence(tr("Ctrl+Shift+R")));
    m_readerAction->setToolTip(tr("Hide everything but the text of the extractor shown in the "
                                  "Extracted text pane (visibility: hidden)"));
    connect(m_readerAction, &QAction::toggled, this, &PageCapability::updateReader);
    m_scriptsAction = new QAction(tr("Page &Scripts"), this);
    m_scriptsAction->setObjectName(QStringLiteral("pageScriptsAction"));
    m_scriptsAction->setCheckable(true);
    m_scriptsAction->setChecked(true);
    m_scriptsAction->setToolTip(tr("Run the page's own JavaScript (reloads the page)"));
    connect(m_scriptsAction, &QAction::toggled, this, [this](bool on) {
        m_view->setScriptsEnabled(on);
        m_view->reloadPage();
    });
    m_pickAction = new QAction(tr("&Pick Elements"), this);
    m_pickAction->setCheckable(true);
    m_pickAction->setChecked(true);
    m_pickAction->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    m_pickAction->setToolTip(tr("A click on the page selects an element instead of following "
                                "links"));
    connect(m_pickAction, &QAction::toggled, m_view, &PageView::setPicking);
    QAction *goTo =
        new QAction(QIcon::fromTheme(QStringLiteral("go-jump")), tr("&Go to Chosen Content"), this);
    goTo->setObjectName(QStringLiteral("goToChosenAction"));
    goTo->setShortcut(QKeySequence(tr("Ctrl+J")));
    goTo->setToolTip(tr("Scroll the page to the first node the extractor shown in the Extracted "
                        "text pane chose, and flash it (Ctrl+J)"));
    connect(goTo, &QAction::triggered, this, &PageCapability::goToChosenContent);
    m_pageActions = {m_overlayMenu->menuAction(), m_readerAction, m_scriptsAction, m_pickAction,
                     goTo};

    QAction *zoomIn = new QAction(tr("Zoom &In"), this);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    connect(zoomIn, &QAction::triggered, this, [this] {
        m_view->setZoomFactor(std::min(kMaxZoom, m_view->zoomFactor() * kZoomStep));
    });
    QAction *zoomOut = new QAction(tr("Zoom &Out"), this);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOut, &QAction::triggered, this, [this] {
        m_view->setZoomFactor(std::max(kMinZoom, m_view->zoomFactor() / kZoomStep));
    });
    QAction *zoomReset = new QAction(tr("&Actual Size"), this);
    zoomReset->setShortcut(QKeySequence(tr("Ctrl+0")));
    connect(zoomReset, &QAction::triggered, this, [this] { m_view->setZoomFactor(1); });
    m_zoom = {zoomIn, zoomOut, zoomReset};

    m_address = new QLineEdit;
    m_address->setObjectName(QStringLiteral("address"));
    m_address->setPlaceholderText(
        tr("File path or URL (remote URLs are fetched from the network)"));
    m_address->setClearButtonEnabled(true);
    connect(m_address, &QLineEdit::returnPressed, this,
            [this] { openLocation(m_address->text().trimmed()); });
    m_addressAction = new QWidgetAction(this);
    m_addressAction->setDefaultWidget(m_address);
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_toolBar = {back, forward,      reload,         m_addressAction, separator,
                 goTo, m_pickAction, m_readerAction, m_scriptsAction};
}

void PageCapability::connectPage()
{
    connect(m_view, &PageView::snapshotReady, this, &PageCapability::onSnapshot);
    connect(m_view, &PageView::snapshotProgress, this, [this](int done, int total) {
        m_workbench->showProgress(true, done, std::max(total, 1));
        m_workbench->showMessage(
            tr("Instrumenting the page… %1 of %2 elements").arg(done).arg(total));
    });
    connect(m_view, &PageView::snapshotFailed, m_workbench, &Workbench::fail);
    connect(m_view, &PageView::pageLoadFailed, this, [this](const QUrl &viewUrl) {
        const QUrl url = pageUrlOf(viewUrl);
        leavePage(url); // nothing of the page before may stay as if it were this one's
        m_workbench->fail(tr("Could not load %1").arg(url.toDisplayString()));
    });
    connect(m_view, &PageView::pageUnresponsive, this, &PageCapability::onPageUnresponsive);
    connect(m_view, &QWebEngineView::urlChanged, this, [this](const QUrl &viewUrl) {
        const QUrl url = pageUrlOf(viewUrl);
        if (!url.isEmpty())
            m_address->setText(url.isLocalFile() ? url.toLocalFile() : url.toDisplayString());
    });
    connect(m_view, &QWebEngineView::titleChanged, this, [this](const QString &title) {
        // An empty title keeps the location that leavePage() put there.
        if (!title.isEmpty())
            m_workbench->window()->setWindowTitle(tr("%1 — Boilerscope").arg(title));
    });
    connect(m_view, &QWebEngineView::loadStarted, this, &PageCapability::onLoadStarted);
    connect(m_view, &PageView::elementClicked, m_selection, &Selection::selectElement);
    connect(m_view, &PageView::elementHovered, this, [this](int element) {
        const core::NodeId n = m_selection->mapper().nodeOf(element);
        const core::Document *doc = m_selection->mapper().analysed();
        if (doc && n != core::kNoNode && !m_controller->busy())
            m_workbench->showMessage(
                tr("%1 — %2 words").arg(OverlayMark::describe(*doc, n)).arg(doc->subtreeWords(n)));
    });
}

QList<Capability::MenuEntry> PageCapability::menuEntries() const
{
    return {{Place::FileOpen, m_open},
            {Place::FileOpenMore, m_openMore},
            {Place::ViewNavigation, m_navigation},
            {Place::ViewPage, m_pageActions},
            {Place::ViewZoom, m_zoom}};
}

QList<QAction *> PageCapability::toolBarActions() const
{
    return m_toolBar;
}

QList<QUrl> PageCapability::samplePages()
{
    QList<QUrl> out;
    const QDir dir(QStringLiteral(":/samples"));
    for (const QString &name : dir.entryList({QStringLiteral("*.html")}, QDir::Files, QDir::Name))
        out << QUrl(QStringLiteral("qrc:/samples/") + name);
    return out;
}

void PageCapability::openFile()
{
    const QString path =
        QFileDialog::getOpenFileName(m_workbench->window(), tr("Open page"), QString(),
                                     tr("Web pages (*.html *.htm *.xhtml *.gz);;All files (*)"));
    if (!path.isEmpty())
        openLocation(path);
}

void PageCapability::openLocation(const QString &location)
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
        m_workbench->fail(tr("Not a file or URL: %1").arg(location));
        return;
    }
    open(url, true);
}

void PageCapability::open(const QUrl &url, bool typed)
{
    if (!m_workbench->mayLeavePage())
        return;
    m_address->setText(url.isLocalFile() ? url.toLocalFile() : url.toDisplayString());
    addRecent(url.isLocalFile() ? url.toLocalFile() : url.toString());
    // What the command line refuses is refused here too, before the renderer shows it as text.
    if (const QString refusal = refusalOf(url); !refusal.isEmpty()) {
        leavePage(url);
        m_view->showNotice(refusal);
        m_workbench->fail(refusal);
        return;
    }
    m_requested = url;
    const QUrl shown = viewUrlOf(url);
    if (shown.isEmpty()) {
        leavePage(url);
        m_workbench->fail(tr("Cannot unpack %1 for the browser").arg(url.toLocalFile()));
        return;
    }
    m_view->open(shown, typed);
}

QUrl PageCapability::viewUrlOf(const QUrl &url)
{
    const QByteArray stored = storedPageBytes(url);
    if (!url.isLocalFile() || !looksGzipped(stored))
        return url;
    // The browser does not inflate a file: it gets the page unpacked into a file of ours (of the
    // same name, so that the title it falls back on is the page's), one page at a time.
    const QByteArray html = sourceBytes(url);
    m_unpacked = std::make_unique<QTemporaryDir>();
    QString name = QFileInfo(url.toLocalFile()).fileName();
    name.chop(QFileInfo(name).suffix().size() + 1); // STEM.html.gz -> STEM.html
    if (!name.contains(QLatin1Char('.')))
        name += QStringLiteral(".html");
    QFile out(m_unpacked->filePath(name));
    if (html.isEmpty() || !m_unpacked->isValid() || !out.open(QIODevice::WriteOnly) ||
        out.write(html) != html.size())
        return {};
    m_unpackedView = QUrl::fromLocalFile(out.fileName());
    m_unpackedPage = url;
    return m_unpackedView;
}

QUrl PageCapability::pageUrlOf(const QUrl &viewUrl) const
{
    return !viewUrl.isEmpty() && viewUrl == m_unpackedView ? m_unpackedPage : viewUrl;
}

void PageCapability::onLoadStarted()
{
    if (m_view->showsNotice())
        return; // the notice of a refused page, which was left when it was refused
    // The view may still name the page it leaves; the page asked for is the one coming.
    leavePage(m_requested.isEmpty() ? pageUrlOf(m_view->url())
                                    : std::exchange(m_requested, QUrl()));
    m_workbench->showMessage(tr("Loading…"));
}

void PageCapability::leavePage(const QUrl &next)
{
    if (m_controller->analysis())
        m_workbench->setStartNote(QString()); // said with the page that is left
    m_controller->clear();
    ++m_shownSeq; // an overlay still being drawn belongs to the previous page
    m_current = {next, ++m_loads};
    m_revealLoad = m_current.load;
    m_plan = OverlayPlan();
    m_view->setOverlay(m_plan);
    updateLegend();
    m_selection->clear();
    m_pageNote.clear();
    m_hung = false;
    updateHint(nullptr);
    m_snapshotInfo.clear();
    m_workbench->showTiming(QString());
    m_workbench->showProgress(false, 0, 0);
    m_workbench->window()->setWindowTitle(
        next.isEmpty() ? tr("Boilerscope")
                       : tr("%1 — Boilerscope")
                             .arg(next.isLocalFile() ? QFileInfo(next.toLocalFile()).fileName()
                                                     : next.toDisplayString()));
    emit pageChanged(m_current);
}

void PageCapability::onSnapshot(const QString &html, int elements, double ms)
{
    const QUrl url = pageUrlOf(m_view->url());
    const QByteArray source = sourceBytes(url);
    m_snapshotInfo = tr("snapshot: %1 elements in %2 ms · ").arg(elements).arg(ms, 0, 'f', 0);
    m_extractors->panel()->setSourceAvailable(!source.isEmpty());
    m_current.url = url; // where the load ended (a redirect, a link): the same load
    // The page's title again: a page titled as the one before changes no title (no signal).
    if (const QString title = m_view->title(); !title.isEmpty())
        m_workbench->window()->setWindowTitle(tr("%1 — Boilerscope").arg(title));
    m_controller->setPage(m_current, html, source);
}

void PageCapability::onPageUnresponsive()
{
    // No snapshot will come: the extractors run on the bytes the page came from, where there are.
    const QUrl url = pageUrlOf(m_view->url());
    const QByteArray source = sourceBytes(url);
    m_snapshotInfo.clear();
    m_hung = true;
    m_extractors->panel()->setSourceAvailable(!source.isEmpty());
    if (source.isEmpty()) {
        m_pageNote = tr("The page did not finish loading its scripts, and its source HTML is not "
                        "at hand: nothing to analyse");
        m_workbench->fail(m_pageNote);
        updateHint(nullptr); // no analysis will come: the hint is the page's own
        return;
    }
    m_pageNote = tr("The page did not finish loading its scripts; analysing the source HTML "
                    "(View ▸ Page Scripts off shows the page without them)");
    m_workbench->showMessage(m_pageNote);
    m_current.url = url;
    m_controller->setPage(m_current, QString(), source);
}

void PageCapability::onProgress(int done, int total, const QString &message)
{
    // No total yet (parsing): a busy indicator.
    m_workbench->showProgress(m_controller->busy(), done, total);
    if (m_controller->busy()) {
        m_workbench->showMessage(message);
        return;
    }
    // The start's note is said again when the first page is ready (loading it replaced the note
    // at once), until the next page.
    QStringList notes{m_pageNote, m_workbench->startNote()};
    notes.removeAll(QString());
    m_workbench->showMessage(notes.isEmpty() ? tr("Ready") : notes.join(QStringLiteral("; ")));
    m_workbench->showTiming(m_snapshotInfo + message,
                            m_snapshotInfo + m_controller->timingDetails());
}

void PageCapability::onAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (analysis->page.load != m_current.load)
        return; // of a page that was left
    NodeMapper mapper(analysis->document, m_controller->renderedDocument());
    m_plan = OverlayPlan::of(*analysis, mapper, m_controller->extractors());
    m_view->setOverlay(m_plan);
    m_selection->setAnalysis(analysis, std::move(mapper));
    updateHint(analysis.get());
    updateReader();
    if (m_selection->element() >= 0)
        m_view->setSelectedElement(m_selection->element(), true);
    const quint64 seq = ++m_shownSeq;
    if (m_view->isUnresponsive()) {
        emit analysisShown(analysis); // the page shows nothing of ours and will not answer
        return;
    }
    // A page that hangs after its snapshot never answers: the watchdog then says so, and the
    // source HTML's analysis is shown instead (onUnresponsive).
    m_view->flushOverlay([this, seq, analysis] {
        if (seq != m_shownSeq)
            return;
        emit analysisShown(analysis);
        revealChosenContent(seq);
    });
}

void PageCapability::revealChosenContent(quint64 seq)
{
    // Once per page, while nothing is selected (--select's node, a field's source, a click) and
    // the overlay shows something; a receiver of analysisShown may have opened another page.
    if (seq != m_shownSeq || m_revealLoad != m_current.load || m_selection->element() >= 0 ||
        m_view->overlayMode() == PageView::OverlayMode::Hidden)
        return;
    // The regions of the extractor shown in the Extracted text pane first (the first ticked
    // unless the user chose another), then the other layers' in their order: the first with a
    // box on the page is brought into view.
    const QString shown = m_selection->extractor();
    QList<QList<int>> regions;
    for (const bool first : {true, false})
        for (const OverlayPlan::Region &region : m_plan.regions)
            if ((m_plan.layers[region.layer].id == shown) == first)
                regions << region.elements;
    if (regions.isEmpty())
        return;
    const quint64 load = m_current.load;
    m_view->revealRegions(regions, [this, load](const QString &answer) {
        // Nothing drawn of the regions yet: the next analysis of this page tries again.
        if (answer != QLatin1String("none") && m_revealLoad == load)
            m_revealLoad = 0;
    });
}

void PageCapability::updateHint(const Analysis *analysis)
{
    QString text;
    if (m_hung) {
        text = analysis ? tr("This page's scripts never finished, so it may stay blank; the "
                             "extractors read its source HTML. <a href=\"%1\">Turn page scripts "
                             "off</a> to see the page without them.")
                        : tr("This page's scripts never finished, so it may stay blank. <a "
                             "href=\"%1\">Turn page scripts off</a> to see the page without "
                             "them.");
        text = text.arg(QLatin1String(kPageHintScriptsOff));
    } else if (analysis && analysis->rendered && m_scriptsAction->isChecked()) {
        // An application shell (a Discourse forum, say) shows almost no text with its scripts
        // on, while its source HTML has more to read, in its body or in <noscript> (a page that
        // is short in both is just short).
        const auto rendered = m_controller->renderedDocument();
        const auto source = m_controller->sourceDocument();
        const auto moreInSource = [&source] {
            if (!core::NoscriptText::shell(*source))
                return true;
            const std::vector<char> shown = core::NoscriptText::shown(*source);
            return std::find(shown.begin(), shown.end(), char(1)) != shown.end();
        };
        if (rendered && source && core::NoscriptText::shell(*rendered) && moreInSource())
            text = tr("This page shows almost no text with its scripts on: its content may be in "
                      "&lt;noscript&gt; or come from scripts that cannot load here. Try <a "
                      "href=\"%1\">page scripts off</a> or the extractors on <a href=\"%2\">the "
                      "source HTML</a>.")
                       .arg(QLatin1String(kPageHintScriptsOff), QLatin1String(kPageHintSource));
    }
    m_hint->setText(text);
    m_hint->setVisible(!text.isEmpty());
}

void PageCapability::setReaderView(bool on)
{
    m_readerAction->setChecked(on);
}

void PageCapability::updateReader()
{
    const bool on = m_readerAction->isChecked();
    QList<int> elements;
    const auto a = m_selection->analysis();
    if (on && a) {
        if (const ExtractorRun *run = a->run(m_selection->extractor().toStdString()))
            for (core::NodeId n : run->result.selected)
                elements << m_selection->mapper().elementOf(n);
    }
    m_view->setReaderElements(elements, on);
    // Reader view shows one extractor's content: only its layer stays over it, and the legend
    // says whose it is.
    m_view->setOverlay(on ? m_plan.only(m_selection->extractor()) : m_plan);
    updateLegend();
}

bool PageCapability::goToChosenContent()
{
    const auto a = m_selection->analysis();
    const QString id = m_selection->extractor();
    const ExtractorRun *run = a ? a->run(id.toStdString()) : nullptr;
    // The first chosen node in page order: the lowest element number (pre-order).
    core::NodeId first = core::kNoNode;
    int firstElement = -1;
    if (run)
        for (core::NodeId n : run->result.selected) {
            const int e = m_selection->mapper().elementOf(n);
            if (e >= 0 && (firstElement < 0 || e < firstElement)) {
                firstElement = e;
                first = n;
            }
        }
    if (firstElement < 0) {
        m_workbench->showMessage(run ? tr("%1 chose nothing on this page").arg(id)
                                     : tr("Tick an extractor to go to its content"));
        return false;
    }
    m_selection->selectNode(first);
    // A page's stylesheet or scripts may hide what the extractor read as text: in source mode
    // no stylesheet applies, and covers and panels are read as shown (core::DocumentBuilder).
    m_view->flashElement(firstElement, [this, id](bool shown) {
        if (!shown)
            m_workbench->showMessage(
                tr("The first element %1 chose is not shown on the page: the browser hides it, "
                   "the source HTML it was read from does not (the DOM inspector has it)")
                    .arg(id));
    });
    return true;
}

QStringList PageCapability::recentPages() const
{
    return m_useSettings ? Settings().recentFiles() : QStringList();
}

void PageCapability::addRecent(const QString &location)
{
    if (!m_useSettings || location.startsWith(QLatin1String("qrc:")))
        return;
    Settings().addRecentFile(location);
    updateRecentMenu();
}

void PageCapability::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentPages();
    for (const QString &location : recent)
        m_recentMenu->addAction(location, this, [this, location] { openLocation(location); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

} // namespace ui

#include "moc_pagecapability.cpp"
