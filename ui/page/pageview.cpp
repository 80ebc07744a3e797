#include "pageview.h"

#include "extractors/colorcontrast.h"

#include "localrequestinterceptor.h"
#include "pagebridge.h"

#include <algorithm>

#include <QAction>
#include <QDataStream>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWebChannel>
#include <QWebEngineHistory>
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
// React's streaming server rendering sends content after the page's shell as `<div hidden
// id="S:n">`, which its script moves into place; React 19 reveals such parts in batches, by a
// timer of up to 2.3 s after the page's first paint (react-dom's `$RC`: 2300 ms minus the time
// since the start, or 300 ms after the last paint). While a part waits so and the page's scripts
// run, the snapshot waits, asking every kStreamPollMs, at most kStreamWaitMs in all (project
// choice: past React's longest timer, so that a page whose script failed costs 3 s, not more).
constexpr int kStreamPollMs = 100;
constexpr int kStreamWaitMs = 3000;

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

    m_bridge = new PageBridge(this);
    m_channel = new QWebChannel(this);
    m_channel->registerObject(QStringLiteral("bridge"), m_bridge);

    QWebEngineScript script;
    script.setName(QStringLiteral("boilerscope-inspector"));
    script.setSourceCode(readResource(QStringLiteral(":/qtwebchannel/qwebchannel.js")) +
                         QLatin1Char('\n') + readResource(QStringLiteral(":/js/inspector.js")) +
                         QLatin1Char('\n') + readResource(QStringLiteral(":/js/annotate.js")));
    script.setInjectionPoint(QWebEngineScript::DocumentCreation);
    script.setWorldId(kWorldId);
    script.setRunsOnSubFrames(false);
    // The page's world, every frame: see guard.js for why.
    QWebEngineScript guard;
    guard.setName(QStringLiteral("boilerscope-guard"));
    guard.setSourceCode(readResource(QStringLiteral(":/js/guard.js")));
    guard.setInjectionPoint(QWebEngineScript::DocumentCreation);
    guard.setWorldId(QWebEngineScript::MainWorld);
    guard.setRunsOnSubFrames(true);
    m_scripts = {script, guard};

    connect(m_bridge, &PageBridge::elementClicked, this, &PageView::elementClicked);
    connect(m_bridge, &PageBridge::elementHovered, this, &PageView::elementHovered);
    connect(m_bridge, &PageBridge::textRangeSelected, this, [this](const QString &json) {
        emit textRangeSelected(QJsonDocument::fromJson(json.toUtf8()).object().toVariantMap());
    });
    m_watchdog = new QTimer(this);
    m_watchdog->setInterval(kPingMs);
    connect(m_watchdog, &QTimer::timeout, this, &PageView::onWatchdog);

    m_page = makePage();
    setPage(m_page);
    const auto navigation = [this](QWebEnginePage::WebAction action) {
        auto *a = new QAction(m_page->action(action)->text(), this);
        connect(a, &QAction::triggered, this, [this, action] { navigate(action); });
        return a;
    };
    m_back = navigation(QWebEnginePage::Back);
    m_forward = navigation(QWebEnginePage::Forward);
    m_reload = navigation(QWebEnginePage::Reload);
    followActions(m_page);
}

PageView::~PageView()
{
    // Qt WebEngine answers the questions still open while the page goes: nobody is listening.
    *m_alive = false;
    // The page must go before its profile.
    delete m_page;
    delete m_profile;
}

QWebEnginePage *PageView::makePage()
{
    auto *page = new QWebEnginePage(m_profile, this);
    page->settings()->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    page->settings()->setAttribute(QWebEngineSettings::FocusOnNavigationEnabled, false);
    page->settings()->setAttribute(QWebEngineSettings::JavascriptEnabled, m_scriptsEnabled);
    page->setWebChannel(m_channel, kWorldId);
    for (const QWebEngineScript &script : std::as_const(m_scripts))
        page->scripts().insert(script);
    connect(page, &QWebEnginePage::loadStarted, this, &PageView::beginLoad);
    // Progress is a sign of life too: questions go unanswered until a page commits in a fresh
    // renderer.
    connect(page, &QWebEnginePage::loadProgress, this, [this] { m_lastLife.restart(); });
    connect(page, &QWebEnginePage::loadFinished, this, &PageView::onLoadFinished);
    connect(page, &QWebEnginePage::renderProcessTerminated, this, [this] {
        // Whoever ended it, the next load goes in a fresh page object: a crashed page's own
        // recovery is not relied on.
        const bool waited = !m_ended && !m_unresponsive && m_watchdog->isActive();
        m_ended = true;
        if (!waited)
            return; // we ended it, or nothing was waiting for it
        m_watchdog->stop();
        emit snapshotFailed(tr("the page's renderer process ended"));
    });
    return page;
}

QWebEnginePage *PageView::livePage()
{
    if (!m_ended)
        return m_page;
    m_ended = false;
    QWebEnginePage *old = m_page;
    *m_alive = false;
    m_alive = std::make_shared<bool>(true);
    m_page = makePage();
    m_page->setZoomFactor(old->zoomFactor());
    // The renderer is replaced, not the user's way here: Back and Forward keep their pages.
    QByteArray history;
    QDataStream out(&history, QIODevice::WriteOnly);
    out << *old->history();
    QDataStream in(history);
    in >> *m_page->history();
    // The view deletes a page that is its child when it gets another: this one goes below, once
    // nothing of it can reach us.
    old->setParent(nullptr);
    setPage(m_page);
    followActions(m_page);
    disconnect(old, nullptr, this, nullptr);
    delete old;
    return m_page;
}

QAction *PageView::navigationAction(QWebEnginePage::WebAction action) const
{
    switch (action) {
    case QWebEnginePage::Back:
        return m_back;
    case QWebEnginePage::Forward:
        return m_forward;
    case QWebEnginePage::Reload:
        return m_reload;
    default:
        return nullptr;
    }
}

void PageView::followActions(QWebEnginePage *page)
{
    for (const QWebEnginePage::WebAction action :
         {QWebEnginePage::Back, QWebEnginePage::Forward, QWebEnginePage::Reload}) {
        QAction *own = navigationAction(action);
        QAction *its = page->action(action);
        own->setEnabled(its->isEnabled());
        connect(its, &QAction::changed, own, [own, its] { own->setEnabled(its->isEnabled()); });
    }
}

void PageView::navigate(QWebEnginePage::WebAction action)
{
    if (m_ended) {
        ++m_openSeq;
        m_notice = false;
    }
    // An ended renderer's page object is replaced with the history it had, so the move is the
    // same either way.
    livePage()->triggerAction(action);
}

void PageView::reloadPage()
{
    navigate(QWebEnginePage::Reload);
}

void PageView::open(const QUrl &url, bool remoteAllowed)
{
    m_interceptor->setRemoteAllowed(remoteAllowed && !LocalRequestInterceptor::isLocal(url));
    m_notice = false;
    const quint64 seq = ++m_openSeq;
    // A renderer held by the page's script (`while (true) {}`) never lets its page go: the
    // navigation would wait for it for ever while the address bar already shows the new page.
    // Before the first page there is no renderer to ask, and an ended one is replaced.
    if (!m_ended && m_loadSeq > 0) {
        m_leavingTo = url;
        checkLetGo(seq, 2);
    }
    livePage()->load(url);
}

void PageView::showNotice(const QString &text)
{
    ++m_openSeq;
    m_notice = true;
    livePage()->setHtml(QStringLiteral("<!DOCTYPE html><meta charset=\"utf-8\"><title>%1</title>"
                                       "<p style=\"font: 15px/1.5 sans-serif; margin: 3em\">%1</p>")
                            .arg(text.toHtmlEscaped()));
}

// Asks the renderer a question: no answer within kLeaveMs, twice (the first question goes to the
// page being left; should the navigation drop it, the second goes to whatever document is there
// then), means the renderer is held: it is ended, and the page asked for loads in a fresh page
// object.
void PageView::checkLetGo(quint64 seq, int questions)
{
    auto answered = std::make_shared<bool>(false);
    m_leaving = seq;
    run(QStringLiteral("0"), [this, seq, answered](const QVariant &) {
        *answered = true;
        if (m_leaving == seq)
            m_leaving = 0;
    });
    QTimer::singleShot(kLeaveMs, this, [this, seq, answered, questions] {
        if (*answered || seq != m_openSeq || m_leaving != seq)
            return;
        if (questions > 1) {
            checkLetGo(seq, questions - 1);
            return;
        }
        leaveHeldRenderer();
    });
}

void PageView::leaveHeldRenderer()
{
    m_leaving = 0;
    endRenderer();
    livePage()->load(m_leavingTo);
}

void PageView::endRenderer()
{
    m_watchdog->stop();
    if (const qint64 pid = m_page->renderProcessPid(); pid > 0)
        ::kill(pid_t(pid), SIGKILL);
    m_ended = true;
    m_leaving = 0;
}

void PageView::setScriptsEnabled(bool enabled)
{
    m_scriptsEnabled = enabled;
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
    if (m_leaving != 0 && m_leaving == m_openSeq) {
        // The page being left has not answered since the navigation was asked for: its script
        // holds the renderer, and the page asked for never got one to load in.
        leaveHeldRenderer();
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
    awaitStreamedContent(++m_snapshotSeq, 0);
}

void PageView::awaitStreamedContent(quint64 snapshot, int waited)
{
    if (!m_scriptsEnabled || waited >= kStreamWaitMs) {
        pollSnapshot(true, snapshot);
        return;
    }
    const quint64 seq = m_loadSeq;
    // As DocumentBuilder::isStreamedContent reads it: a part waits only behind React's placeholder.
    run(QStringLiteral("document.querySelector('template[id^=\"B:\"], template[id^=\"P:\"]') "
                       "!== null && document.querySelector('div[hidden][id^=\"S:\"]') !== null"),
        [this, seq, snapshot, waited](const QVariant &v) {
            if (seq != m_loadSeq || snapshot != m_snapshotSeq || m_unresponsive)
                return; // a newer page or snapshot replaced this one, or the watchdog gave up
            m_lastLife.restart(); // an answer: the renderer is alive
            if (!v.toBool()) {
                pollSnapshot(true, snapshot);
                return;
            }
            QTimer::singleShot(kStreamPollMs, this, [this, snapshot, waited] {
                if (snapshot == m_snapshotSeq)
                    awaitStreamedContent(snapshot, waited + kStreamPollMs);
            });
        });
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
                         OverlayPlan::agreementColor(int(block.extractors.size()), total).name()},
                        {QStringLiteral("o"),
                         OverlayPlan::agreementEdge(int(block.extractors.size()), total).name()}});
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

void PageView::flashElement(int element, const std::function<void(bool shown)> &shown)
{
    const quint64 seq = m_loadSeq;
    m_script.flash(element, [this, seq, shown](const QVariant &answer) {
        if (seq == m_loadSeq)
            shown(answer.toString() != QLatin1String("hidden"));
    });
}

void PageView::revealRegions(const QList<QList<int>> &regions,
                             const std::function<void(const QString &)> &done)
{
    const quint64 seq = m_loadSeq;
    m_script.reveal(regions, [this, seq, done](const QVariant &answer) {
        if (seq == m_loadSeq)
            done(answer.toString());
    });
}

void PageView::setReaderElements(const QList<int> &elements, bool on)
{
    m_script.setReader(elements, on);
}

void PageView::flushOverlay(const std::function<void()> &done)
{
    watch();
    const quint64 seq = m_loadSeq;
    const quint64 snapshot = m_snapshotSeq;
    run(QStringLiteral("typeof bs === 'object' && bs.flush()"),
        [this, seq, snapshot, done](const QVariant &) {
            if (seq != m_loadSeq || m_unresponsive)
                return; // another page, or the watchdog gave up on this one
            if (snapshot == m_snapshotSeq)
                m_watchdog->stop(); // no snapshot started since, which it would be watching
            done();
        });
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
