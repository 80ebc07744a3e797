#include "pageview.h"

#include "colorcontrast.h"

#include "localrequestinterceptor.h"
#include "pagebridge.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QWebChannel>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>

static void initResources()
{
    // boilerscope_ui is a static library: make sure its resources are linked in.
    Q_INIT_RESOURCE(boilerscope_resources);
}

namespace ui {

namespace {

QString readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("Boilerscope: missing resource %s", qPrintable(path));
    return QString::fromUtf8(f.readAll());
}

} // namespace

PageView::PageView(QWidget *parent) : QWebEngineView(parent)
{
    initResources();
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
    setPage(m_page);

    connect(m_bridge, &PageBridge::elementClicked, this, &PageView::elementClicked);
    connect(m_bridge, &PageBridge::elementHovered, this, &PageView::elementHovered);
    connect(m_bridge, &PageBridge::textRangeSelected, this, [this](const QString &json) {
        emit textRangeSelected(QJsonDocument::fromJson(json.toUtf8()).object().toVariantMap());
    });
    connect(m_page, &QWebEnginePage::loadStarted, this, [this] { ++m_loadSeq; });
    connect(m_page, &QWebEnginePage::loadFinished, this, &PageView::onLoadFinished);
}

PageView::~PageView()
{
    // The page must go before its profile.
    delete m_page;
    delete m_profile;
}

void PageView::open(const QUrl &url, bool remoteAllowed)
{
    m_interceptor->setRemoteAllowed(remoteAllowed && !LocalRequestInterceptor::isLocal(url));
    m_page->load(url);
}

void PageView::setScriptsEnabled(bool enabled)
{
    m_page->settings()->setAttribute(QWebEngineSettings::JavascriptEnabled, enabled);
}

bool PageView::scriptsEnabled() const
{
    return m_page->settings()->testAttribute(QWebEngineSettings::JavascriptEnabled);
}

void PageView::setPicking(bool on)
{
    m_picking = on;
    callWorld(QStringLiteral("bs.setPicking(%1)").arg(on ? "true" : "false"));
}

void PageView::onLoadFinished(bool ok)
{
    if (!ok) {
        emit pageLoadFailed(m_page->url());
        return;
    }
    takeSnapshot();
}

void PageView::takeSnapshot()
{
    const quint64 seq = m_loadSeq;
    // A new document has a fresh world: tell it the picking state first.
    const QString code =
        QStringLiteral("typeof bs === 'object' ? (bs.setPicking(%1), bs.snapshot()) : null")
            .arg(m_picking ? "true" : "false");
    m_page->runJavaScript(code, kWorldId, [this, seq](const QVariant &v) {
        if (seq != m_loadSeq)
            return; // a newer page replaced this one
        const QVariantMap m = v.toMap();
        if (m.isEmpty()) {
            emit snapshotFailed(tr("the page could not be instrumented"));
            return;
        }
        emit snapshotReady(m.value(QStringLiteral("html")).toString(),
                           m.value(QStringLiteral("elements")).toInt(),
                           m.value(QStringLiteral("ms")).toDouble());
    });
}

void PageView::callWorld(const QString &code)
{
    m_page->runJavaScript(QStringLiteral("typeof bs === 'object' && (%1, bs.flush())").arg(code),
                          kWorldId, [this](const QVariant &) { emit overlayApplied(); });
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

void PageView::setMarks(const QList<Mark> &marks)
{
    // Grouped by element, in the order given; the first mark of an element gets the fill.
    QJsonArray out;
    QHash<int, qsizetype> at;
    for (const Mark &mark : marks) {
        if (mark.element < 0)
            continue;
        QJsonObject m{{QStringLiteral("c"), mark.color.name()},
                      {QStringLiteral("f"), ColorContrast::textOn(mark.color).name()},
                      {QStringLiteral("s"), cssBorderStyle(mark.style)},
                      {QStringLiteral("n"), mark.label},
                      {QStringLiteral("t"), mark.tip}};
        const auto it = at.constFind(mark.element);
        if (it == at.cend()) {
            at.insert(mark.element, out.size());
            out.append(QJsonObject{{QStringLiteral("i"), mark.element},
                                   {QStringLiteral("marks"), QJsonArray{m}}});
        } else {
            QJsonObject group = out[*it].toObject();
            QJsonArray list = group[QStringLiteral("marks")].toArray();
            list.append(m);
            group[QStringLiteral("marks")] = list;
            out[*it] = group;
        }
    }
    callWorld(QStringLiteral("bs.setOverlay(%1)")
                  .arg(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Compact))));
}

void PageView::setHighlightedElement(int element)
{
    callWorld(QStringLiteral("bs.setHighlight(%1)").arg(element));
}

void PageView::setSelectedElement(int element, bool scrollIntoView)
{
    callWorld(QStringLiteral("bs.setSelected(%1, %2)")
                  .arg(element)
                  .arg(scrollIntoView ? "true" : "false"));
}

void PageView::flashElement(int element)
{
    callWorld(QStringLiteral("bs.flash(%1)").arg(element));
}

void PageView::setReaderElements(const QList<int> &elements, bool on)
{
    QJsonArray ids;
    for (int e : elements)
        if (e >= 0)
            ids.append(e);
    callWorld(QStringLiteral("bs.setReader(%1)")
                  .arg(on ? QString::fromUtf8(QJsonDocument(ids).toJson(QJsonDocument::Compact))
                          : QStringLiteral("null")));
}

void PageView::runInWorld(const QString &code,
                          const std::function<void(const QVariant &)> &callback)
{
    m_page->runJavaScript(code, kWorldId, callback);
}

} // namespace ui
