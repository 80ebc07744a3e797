#include "pageview.h"

#include "extractors/colorcontrast.h"

#include "localrequestinterceptor.h"
#include "pagebridge.h"

#include <algorithm>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWebChannel>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>

#include <csignal>
#include <utility>

#include <sys/types.h>

static void initResources()
{
    // boilerscope_ui is a static library: make sure its resources are linked in.
    Q_INIT_RESOURCE(boilerscope_resources);
}

namespace ui {

namespace {

// Project choice: how often the watchdog asks the renderer whether it is alive; often enough
// that the answer is never much older than a second, rarely enough to cost nothing.
constexpr int kPingMs = 1000;
// Project choice: how often the progress of a sliced snapshot is asked for; a few times a second
// is smooth enough for a progress bar and costs the page nothing worth measuring.
constexpr int kSnapshotPollMs = 150;

QString readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("Boilerscope: missing resource %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

// Chromium switches that close network paths the request interceptor does not see (guard.js
// explains the measurements): WebTransport goes from every frame, and WebRTC may not send UDP
// (STUN) unless proxied. They are read when Qt WebEngine starts, which is when the first PageView
// creates its profile: both programs create no other WebEngine object before.
void hardenEngine()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    QByteArray flags = qgetenv("QTWEBENGINE_CHROMIUM_FLAGS");
    flags += " --disable-blink-features=WebTransport"
             " --force-webrtc-ip-handling-policy=disable_non_proxied_udp";
    qputenv("QTWEBENGINE_CHROMIUM_FLAGS", flags.trimmed());
}

} // namespace

PageView::PageView(QWidget *parent)
    : QWebEngineView(parent),
      m_script([this](const QString &code, const PageScript::Callback &callback) {
          run(code, callback);
      })
{
    initResources();
    hardenEngine();
    // No storage name: off the record, so nothing of a page persists on disk.
    m_profile = new QWebEngineProfile();
    m_interceptor = new LocalRequestInterceptor(m_profile);
    m_profile->setUrlRequestInterceptor(m_interceptor);
    m_page = new QWebEnginePage(m_profile, this);
    m_page->settings()->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    m_page->settings()->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);

    m_bridge = new PageBridge(this);
    m_channel = new QWebChannel(this);
    m_channel->registerObject(QStringLiteral("bridge"), m_bridge);
    m_page->setWebChannel(m_channel, kWorldId);

    QWebEngineScript script;
    script.setName(QStringLiteral("boilerscope-inspector"));
    script.setSourceCode(readResource(QStringLiteral(":/qtwebchannel/qwebchannel.js")) +
                         QLatin1Char('\n') + readResource(QStringLiteral(":/js/inspector.js")) +
                         QLatin1Char('\n') + readResource(QStringLiteral(":/js/annotate.js")));
    script.setInjectionPoint(QWebEngineScript::DocumentCreation);
    script.setWorldId(kWorldId);
    script.setRunsOnSubFrames(false);
    m_page->scripts().insert(script);
    // The page's world, every frame: see guard.js for why.
    QWebEngineScript guard;
    guard.setName(QStringLiteral("boilerscope-guard"));
    guard.setSourceCode(readResource(QStringLiteral(":/js/guard.js")));
    guard.setInjectionPoint(QWebEngineScript::DocumentCreation);
    guard.setWorldId(QWebEngineScript::MainWorld);
    guard.setRunsOnSubFrames(true);
    m_page->scripts().insert(guard);
    setPage(m_page);

    connect(m_bridge, &PageBridge::elementClicked, this, &PageView::elementClicked);
    connect(m_bridge, &PageBridge::elementHovered, this, &PageView::elementHovered);
    connect(m_bridge, &PageBridge::textRangeSelected, this, [this](const QString &json) {
        emit textRangeSelected(QJsonDocument::fromJson(json.toUtf8()).object().toVariantMap());
    });
    m_watchdog = new QTimer(this);
    m_watchdog->setInterval(kPingMs);
    connect(m_watchdog, &QTimer::timeout, this, &PageView::onWatchdog);
    connect(m_page, &QWebEnginePage::loadStarted, this, &PageView::beginLoad);
    // Progress is a sign of life too: after a renderer was ended, questions go unanswered until
    // the next page commits in a fresh one.
    connect(m_page, &QWebEnginePage::loadProgress, this, [this] { m_lastLife.restart(); });
    connect(m_page, &QWebEnginePage::loadFinished, this, &PageView::onLoadFinished);
    connect(m_page, &QWebEnginePage::renderProcessTerminated, this, [this] {
        if (std::exchange(m_killed, false)) {
            // Our own doing; a load asked for meanwhile can go now.
            if (!m_deferred.isEmpty())
                QTimer::singleShot(0, this,
                                   [this] { m_page->load(std::exchange(m_deferred, {})); });
            return;
        }
        if (m_unresponsive || !m_watchdog->isActive())
            return; // nothing was waiting for the renderer
        m_watchdog->stop();
        emit snapshotFailed(tr("the page's renderer process ended"));
    });
}

PageView::~PageView()
{
    // Qt WebEngine answers the questions still open while the page goes: nobody is listening.
    *m_alive = false;
    // The page must go before its profile.
    delete m_page;
    delete m_profile;
}

void PageView::open(const QUrl &url, bool remoteAllowed)
{
    m_interceptor->setRemoteAllowed(remoteAllowed && !LocalRequestInterceptor::isLocal(url));
    m_notice = false;
    const quint64 seq = ++m_openSeq;
    // A renderer held by the page's script (`while (true) {}`) never lets its page go: the
    // navigation would wait for it for ever while the address bar already shows the new page.
    // Before the first page there is no renderer to ask.
    if (!m_killed && !m_unresponsive && m_loadSeq > 0)
        checkLetGo(seq, url, 2);
    if (m_killed) {
        // The stuck renderer was ended, but Qt WebEngine has not noticed yet (it takes about a
        // second): a navigation now would be cancelled when it does. It goes once it noticed.
        m_deferred = url;
        QTimer::singleShot(kDeferredLoadMs, this, [this, seq = ++m_deferSeq] {
            if (seq != m_deferSeq || !std::exchange(m_killed, false))
                return; // reported meanwhile (and loaded then), or a newer load waits
            m_page->load(std::exchange(m_deferred, {}));
        });
        return;
    }
    m_page->load(url);
}

void PageView::showNotice(const QString &text)
{
    ++m_openSeq;
    m_notice = true;
    m_deferred = QUrl();
    m_page->setHtml(QStringLiteral("<!DOCTYPE html><meta charset=\"utf-8\"><title>%1</title>"
                                   "<p style=\"font: 15px/1.5 sans-serif; margin: 3em\">%1</p>")
                        .arg(text.toHtmlEscaped()));
}

// Asks the renderer a question: no answer within kLeaveMs, twice (the first question goes to the
// page being left; should the navigation drop it, the second goes to whatever document is there
// then), means the renderer is held, and it is ended so that url loads in a fresh one.
void PageView::checkLetGo(quint64 seq, const QUrl &url, int questions)
{
    auto answered = std::make_shared<bool>(false);
    run(QStringLiteral("0"), [answered](const QVariant &) { *answered = true; });
    QTimer::singleShot(kLeaveMs, this, [this, seq, url, answered, questions] {
        if (*answered || seq != m_openSeq || m_killed || m_unresponsive)
            return;
        if (questions > 1) {
            checkLetGo(seq, url, questions - 1);
            return;
        }
        endRenderer();
        if (m_killed)
            m_deferred = url;
    });
}

void PageView::endRenderer()
{
    m_watchdog->stop();
    if (const qint64 pid = m_page->renderProcessPid(); pid > 0)
        m_killed = ::kill(pid_t(pid), SIGKILL) == 0;
}

void PageView::setScriptsEnabled(bool enabled)
{
    m_page->settings()->setAttribute(QWebEngineSettings::JavascriptEnabled, enabled);
}

void PageView::setPicking(bool on)
{
    m_picking = on;
    m_script.setPicking(on);
}

void PageView::beginLoad()
{
    ++m_loadSeq;
    m_unresponsive = false;
    if (m_notice) {
        m_watchdog->stop(); // our own line of text: nothing to watch or instrument
        return;
    }
    watch();
}

void PageView::onLoadFinished(bool ok)
{
    if (std::exchange(m_notice, false))
        return; // the notice is shown; a link or Back from it is a page as usual
    if (m_unresponsive)
        return; // what the stuck renderer had not finished ends here
    if (!ok) {
        m_watchdog->stop();
        emit pageLoadFailed(m_page->url());
        return;
    }
    takeSnapshot();
}

void PageView::setUnresponsiveTimeout(int milliseconds)
{
    m_unresponsiveMs = milliseconds;
}

void PageView::watch()
{
    m_pinging = false;
    m_lastLife.restart();
    m_watchdog->start();
}

// Until the snapshot arrives: a question to our world every kPingMs; an answer, like load
// progress, is a sign of life. No sign of life for m_unresponsiveMs means the renderer's main
// thread is held by the page's script. The renderer is then ended, so that it burns no processor
// for nothing and the next load starts a fresh one (a reload or another page).
void PageView::onWatchdog()
{
    if (m_lastLife.elapsed() < m_unresponsiveMs) {
        if (m_pinging)
            return; // the last question is still open
        m_pinging = true;
        const quint64 seq = m_loadSeq;
        run(QStringLiteral("0"), [this, seq](const QVariant &) {
            if (seq != m_loadSeq)
                return;
            m_pinging = false;
            m_lastLife.restart();
        });
        return;
    }
    m_unresponsive = true;
    endRenderer();
    emit pageUnresponsive();
}

void PageView::takeSnapshot()
{
    if (m_unresponsive)
        return; // nothing would answer
    watch();
    pollSnapshot(true, ++m_snapshotSeq);
}

void PageView::pollSnapshot(bool first, quint64 snapshot)
{
    const quint64 seq = m_loadSeq;
    const auto answer = [this, seq, snapshot](const QVariant &v) {
        if (seq != m_loadSeq || snapshot != m_snapshotSeq || m_unresponsive)
            return; // a newer page or snapshot replaced this one, or the watchdog gave up on it
        const QVariantMap m = v.toMap();
        if (m.isEmpty()) {
            m_watchdog->stop();
            emit snapshotFailed(tr("the page could not be instrumented"));
            return;
        }
        if (!m.contains(QStringLiteral("html"))) {
            m_lastLife.restart(); // an answer: the renderer is alive
            emit snapshotProgress(m.value(QStringLiteral("done")).toInt(),
                                  m.value(QStringLiteral("total")).toInt());
            QTimer::singleShot(kSnapshotPollMs, this, [this, snapshot] {
                if (snapshot == m_snapshotSeq)
                    pollSnapshot(false, snapshot);
            });
            return;
        }
        m_watchdog->stop();
        emit snapshotReady(m.value(QStringLiteral("html")).toString(),
                           m.value(QStringLiteral("elements")).toInt(),
                           m.value(QStringLiteral("ms")).toDouble());
    };
    // A new document has a fresh world: the snapshot's start tells it the picking state first.
    if (first)
        m_script.snapshot(m_picking, answer);
    else
        m_script.snapshotProgress(answer);
}

namespace {

// CSS has solid, dashed and dotted borders; the two dash-dot styles, which it lacks, become
// double and ridge borders, as distinct at 2 px.
QString cssBorderStyle(Qt::PenStyle style)
{
    switch (style) {
    case Qt::DashLine:
        return QStringLiteral("dashed");
    case Qt::DotLine:
        return QStringLiteral("dotted");
    case Qt::DashDotLine:
        return QStringLiteral("double");
    case Qt::DashDotDotLine:
        return QStringLiteral("ridge");
    default:
        return QStringLiteral("solid");
    }
}

} // namespace

void PageView::setOverlay(const OverlayPlan &plan)
{
    m_overlay = plan;
    setOverlayMode(m_overlayMode);
}

void PageView::setOverlayMode(OverlayMode mode)
{
    m_overlayMode = mode;
    const OverlayPlan &plan = m_overlay;
    QJsonArray layers, regions, blocks;
    for (const OverlayPlan::Layer &layer : plan.layers)
        layers.append(QJsonObject{{QStringLiteral("id"), layer.id},
                                  {QStringLiteral("c"), layer.color.name()},
                                  {QStringLiteral("f"), ColorContrast::textOn(layer.color).name()},
                                  {QStringLiteral("s"), cssBorderStyle(layer.style)}});
    for (const OverlayPlan::Region &region : plan.regions) {
        QJsonArray elements, tips, shades;
        for (qsizetype k = 0; k < region.elements.size(); ++k) {
            elements.append(region.elements[k]);
            tips.append(region.tips.value(k));
            shades.append(std::clamp(region.shades.value(k, -1), -1.0, 1.0));
        }
        regions.append(QJsonObject{{QStringLiteral("l"), region.layer},
                                   {QStringLiteral("els"), elements},
                                   {QStringLiteral("tips"), tips},
                                   {QStringLiteral("a"), shades}});
    }
    const int total = int(plan.layers.size());
    for (const OverlayPlan::Block &block : plan.blocks)
        blocks.append(
            QJsonObject{{QStringLiteral("i"), block.element},
                        {QStringLiteral("ids"), QJsonArray::fromStringList(block.extractors)},
                        {QStringLiteral("c"),
                         OverlayPlan::agreementColor(int(block.extractors.size()), total).name()}});
    static const char *const kModes[] = {"outlines", "agreement", "hidden"};
    m_script.setOverlay(QJsonObject{{QStringLiteral("mode"), QLatin1String(kModes[int(mode)])},
                                    {QStringLiteral("total"), total},
                                    {QStringLiteral("layers"), layers},
                                    {QStringLiteral("regions"), regions},
                                    {QStringLiteral("blocks"), blocks}});
}

void PageView::leaveEvent(QEvent *event)
{
    // The page's own mouseout may not come when the pointer leaves the view fast.
    m_script.hideTip();
    QWebEngineView::leaveEvent(event);
}

void PageView::setHighlightedElement(int element)
{
    m_script.setHighlight(element);
}

void PageView::setStepElements(const QList<int> &elements, bool scrollIntoView)
{
    m_script.setStep(elements, scrollIntoView);
}

void PageView::setSelectedElement(int element, bool scrollIntoView)
{
    m_script.setSelected(element, scrollIntoView);
}

void PageView::flashElement(int element)
{
    m_script.flash(element);
}

void PageView::setReaderElements(const QList<int> &elements, bool on)
{
    m_script.setReader(elements, on);
}

void PageView::runInWorld(const QString &code,
                          const std::function<void(const QVariant &)> &callback)
{
    run(code, callback);
}

void PageView::run(const QString &code, const std::function<void(const QVariant &)> &callback)
{
    m_page->runJavaScript(code, kWorldId, [alive = m_alive, callback](const QVariant &v) {
        if (*alive)
            callback(v);
    });
}

} // namespace ui

#include "moc_pageview.cpp"
