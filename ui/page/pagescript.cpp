#include "pagescript.h"

#include <QJsonDocument>

namespace ui {

namespace {

// Our scripts run in every document of the view, but an error page or a page the renderer gave
// up on has none: the calls are guarded rather than failing there.
const QString kHasBs = QStringLiteral("typeof bs === 'object'");
const QString kHasAnnotate = QStringLiteral("typeof bs === 'object' && !!bs.annotate");

void ignore(const QVariant &) {}

QJsonArray elementList(const QList<int> &elements)
{
    QJsonArray ids;
    for (const int e : elements)
        if (e >= 0)
            ids.append(e);
    return ids;
}

} // namespace

PageScript::PageScript(Runner run) : m_run(std::move(run)) {}

QString PageScript::call(const QString &function, const QJsonArray &arguments)
{
    // The compact array is "[a,b,…]": its inside is the argument list, every value in JSON,
    // which is JavaScript (strings escaped, U+2028/9 included since ES2019).
    const QByteArray list = QJsonDocument(arguments).toJson(QJsonDocument::Compact);
    return function + QLatin1Char('(') + QString::fromUtf8(list.mid(1, list.size() - 2)) +
           QLatin1Char(')');
}

void PageScript::draw(const QString &function, const QJsonArray &arguments)
{
    m_run(kHasBs + QStringLiteral(" && (%1, bs.flush())").arg(call(function, arguments)), ignore);
}

void PageScript::annotate(const QString &function, const QJsonArray &arguments)
{
    m_run(kHasAnnotate + QStringLiteral(" && %1").arg(call(function, arguments)), ignore);
}

void PageScript::setPicking(bool on)
{
    m_run(kHasBs + QStringLiteral(" && %1").arg(call(QStringLiteral("bs.setPicking"), {on})),
          ignore);
}

void PageScript::snapshot(bool picking, const Callback &callback)
{
    m_run(kHasBs + QStringLiteral(" ? (%1, bs.snapshot()) : null")
                       .arg(call(QStringLiteral("bs.setPicking"), {picking})),
          callback);
}

void PageScript::snapshotProgress(const Callback &callback)
{
    m_run(kHasBs + QStringLiteral(" ? bs.snapshotProgress() : null"), callback);
}

void PageScript::setOverlay(const QJsonObject &overlay)
{
    draw(QStringLiteral("bs.setOverlay"), {overlay});
}

void PageScript::hideTip()
{
    m_run(kHasBs + QStringLiteral(" && bs.hideTip()"), ignore);
}

void PageScript::setHighlight(int element)
{
    draw(QStringLiteral("bs.setHighlight"), {element});
}

void PageScript::setSelected(int element, bool scrollIntoView)
{
    draw(QStringLiteral("bs.setSelected"), {element, scrollIntoView});
}

void PageScript::setStep(const QList<int> &elements, bool scrollIntoView)
{
    draw(QStringLiteral("bs.setStep"), {elementList(elements), scrollIntoView});
}

void PageScript::flash(int element, const Callback &callback)
{
    // bs.flash's answer, after the flash is drawn.
    m_run(kHasBs + QStringLiteral(" ? [%1, bs.flush()][0] : null")
                       .arg(call(QStringLiteral("bs.flash"), {element})),
          callback);
}

void PageScript::reveal(const QList<QList<int>> &regions, const Callback &callback)
{
    QJsonArray list;
    for (const QList<int> &region : regions)
        list.append(elementList(region));
    m_run(kHasBs + QStringLiteral(" ? %1 : null")
                       .arg(call(QStringLiteral("bs.reveal"), {QJsonValue(list)})),
          callback);
}

void PageScript::setReader(const QList<int> &elements, bool on)
{
    draw(QStringLiteral("bs.setReader"), {on ? QJsonValue(elementList(elements)) : QJsonValue()});
}

void PageScript::flush(const Callback &callback)
{
    m_run(kHasBs + QStringLiteral(" && bs.flush()"), callback);
}

void PageScript::setAnnotationMode(bool on)
{
    annotate(QStringLiteral("bs.annotate.setMode"), {on});
}

void PageScript::setAnnotation(const QJsonObject &state, const Callback &callback)
{
    m_run(kHasAnnotate + QStringLiteral(" && (%1, bs.flush())")
                             .arg(call(QStringLiteral("bs.annotate.set"), {state})),
          callback);
}

void PageScript::setAdjudication(const QJsonArray &spans)
{
    annotate(QStringLiteral("bs.annotate.setExtra"), {QJsonValue(spans)});
}

void PageScript::setRuleMatches(const QJsonArray &spans)
{
    annotate(QStringLiteral("bs.annotate.setRule"), {QJsonValue(spans)});
}

void PageScript::setComparison(const QJsonArray &spans)
{
    annotate(QStringLiteral("bs.annotate.setCompare"), {QJsonValue(spans)});
}

} // namespace ui
