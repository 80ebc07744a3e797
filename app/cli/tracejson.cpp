#include "tracejson.h"

#include "nodejson.h"

#include <extraction/trace.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

void TraceJson::describe(QJsonObject &result, const core::Trace &trace)
{
    result[QStringLiteral("type")] = QStringLiteral("result");
    result[QStringLiteral("steps")] = static_cast<qint64>(trace.steps().size());
    QJsonArray phases;
    for (const core::Trace::Phase &p : trace.phases())
        phases.append(QJsonObject{{QStringLiteral("id"), QString::fromStdString(p.id)},
                                  {QStringLiteral("title"), QString::fromStdString(p.title)}});
    result[QStringLiteral("phases")] = phases;
    QJsonArray limits;
    for (const core::Trace::Limit &l : trace.limits())
        limits.append(QJsonObject{
            {QStringLiteral("phase"), QString::fromStdString(l.phase)},
            {QStringLiteral("unit"), QString::fromStdString(l.unit)},
            {QStringLiteral("cap"), static_cast<qint64>(l.cap)},
            {QStringLiteral("items"), static_cast<qint64>(l.items)},
            {QStringLiteral("omitted"), static_cast<qint64>(l.items > l.cap ? l.items - l.cap : 0)},
        });
    result[QStringLiteral("limits")] = limits;
}

QJsonObject TraceJson::step(const std::string &file, const core::Document &doc,
                            const core::Trace &trace, size_t index)
{
    const core::TraceStep &s = trace.steps()[index];
    QJsonObject o;
    o[QStringLiteral("type")] = QStringLiteral("step");
    o[QStringLiteral("file")] = QString::fromStdString(file);
    o[QStringLiteral("extractor")] = QString::fromStdString(trace.extractor());
    o[QStringLiteral("step")] = static_cast<qint64>(index);
    o[QStringLiteral("phase")] = QString::fromStdString(s.phase);
    o[QStringLiteral("kind")] =
        QString::fromLatin1(core::TraceStep::kindName(s.kind).data(),
                            qsizetype(core::TraceStep::kindName(s.kind).size()));
    o[QStringLiteral("text")] = QString::fromStdString(s.text);
    QJsonArray nodes;
    std::vector<QJsonObject> nodesOfStep = nodesJson(doc, s.nodes);
    for (std::size_t i = 0; i < s.nodes.size(); ++i) {
        nodesOfStep[i][QStringLiteral("id")] = s.nodes[i];
        nodes.append(std::move(nodesOfStep[i]));
    }
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("nodesOmitted")] = static_cast<qint64>(s.nodesOmitted);
    if (s.hasRange()) {
        o[QStringLiteral("chart")] = QString::fromStdString(s.chart);
        o[QStringLiteral("range")] = QJsonArray{s.from, s.to};
    }
    QJsonObject numbers;
    for (const core::TraceNumber &n : s.numbers)
        numbers[QString::fromStdString(n.name)] =
            std::isfinite(n.value) ? QJsonValue(n.value) : QJsonValue(QJsonValue::Null);
    o[QStringLiteral("numbers")] = numbers;
    return o;
}

std::string TraceJson::lines(const std::string &file, const core::Document &doc,
                             const core::Trace &trace)
{
    std::string out;
    for (size_t i = 0; i < trace.steps().size(); ++i)
        out +=
            QJsonDocument(step(file, doc, trace, i)).toJson(QJsonDocument::Compact).toStdString() +
            "\n";
    return out;
}
