#include "clicontext.h"
#include "commands.h"
#include "nodejson.h"
#include "tracejson.h"

#include <documentloader.h>
#include <extractorregistry.h>
#include <htmlmarker.h>
#include <trace.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject resultJson(const std::string &file, const core::Extractor &extractor,
                       const core::ParamValues &values, const core::Document &doc,
                       const core::ExtractionResult &r, bool explain)
{
    QJsonObject o;
    o[QStringLiteral("file")] = QString::fromStdString(file);
    o[QStringLiteral("extractor")] = QString::fromStdString(extractor.info().id);
    QJsonObject params;
    for (size_t i = 0; i < values.size(); ++i)
        params[QString::fromStdString(extractor.info().params[i].name)] = values[i];
    o[QStringLiteral("parameters")] = params;
    o[QStringLiteral("encoding")] = QString::fromStdString(doc.encoding());
    o[QStringLiteral("text")] = QString::fromStdString(r.text);
    QJsonArray nodes;
    for (core::NodeId id : r.selected)
        nodes.append(nodeJson(doc, id));
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("summary")] = QString::fromStdString(r.summary);
    if (!explain)
        return o;
    QJsonArray judged;
    for (const core::Judgement &j : r.judgements) {
        QJsonObject jo = j.node != core::kNoNode ? nodeJson(doc, j.node) : QJsonObject();
        if (j.index >= 0)
            jo[QStringLiteral("index")] = j.index;
        jo[QStringLiteral("selected")] = j.selected;
        jo[QStringLiteral("score")] = j.score;
        jo[QStringLiteral("reason")] = QString::fromStdString(j.reason.text());
        judged.append(jo);
    }
    o[QStringLiteral("judgements")] = judged;
    QJsonArray series;
    for (const core::Series &s : r.series) {
        QJsonObject so;
        so[QStringLiteral("chart")] = QString::fromStdString(s.chart);
        so[QStringLiteral("name")] = QString::fromStdString(s.name);
        QJsonArray y;
        for (double v : s.y)
            y.append(v);
        so[QStringLiteral("y")] = y;
        QJsonArray nodesOfX;
        for (core::NodeId id : s.nodes)
            nodesOfX.append(id);
        so[QStringLiteral("nodes")] = nodesOfX;
        if (s.threshold)
            so[QStringLiteral("threshold")] = *s.threshold;
        QJsonArray chosen;
        for (const auto &[from, to] : s.chosen)
            chosen.append(QJsonArray{from, to});
        so[QStringLiteral("chosen")] = chosen;
        series.append(so);
    }
    o[QStringLiteral("series")] = series;
    return o;
}

} // namespace

int runExtract(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Run one extractor over pages and print what it extracted. Inputs are files (.html, "
        ".html.gz), directories (every page below them) or - for standard input."));
    parser.addOption({{"e", "extractor"}, "Extractor id (see 'list').", "ID"});
    parser.addOption({{"p", "param"}, "Set a parameter (repeatable).", "NAME=VALUE"});
    parser.addOption({"format", "Output: text (default), json (one object per line) or html.",
                      "FORMAT", "text"});
    parser.addOption({"explain", "With json: every judged node's score and reason, and the "
                                 "chart series."});
    parser.addOption({"trace", "JSON Lines of the steps that led to the result: per page the "
                               "result object, then one object per step (docs/traces.md)."});
    parser.addPositionalArgument("inputs", "Files, directories or -.", "FILE|DIR|-...");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("extract"), args, &status))
        return status;

    if (!parser.isSet(QStringLiteral("extractor"))) {
        CliContext::error(QStringLiteral("extract: missing -e ID (see 'boilerscope-cli list')"));
        return CliContext::kUsageError;
    }
    const QString id = parser.value(QStringLiteral("extractor"));
    const core::Extractor *extractor = core::ExtractorRegistry::find(id.toStdString());
    if (!extractor) {
        CliContext::error(
            QStringLiteral("unknown extractor '%1' (see 'boilerscope-cli list')").arg(id));
        return CliContext::kUsageError;
    }
    core::ParamValues values = extractor->info().defaults();
    for (const QString &assignment : parser.values(QStringLiteral("param"))) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            CliContext::error(
                QStringLiteral("bad parameter '%1': expected NAME=VALUE").arg(assignment));
            return CliContext::kUsageError;
        }
        std::string error;
        if (!extractor->info().setParam(values, assignment.left(eq).toStdString(),
                                        assignment.mid(eq + 1).toStdString(), error)) {
            CliContext::error(QString::fromStdString(error));
            return CliContext::kUsageError;
        }
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json") &&
        format != QLatin1String("html")) {
        CliContext::error(
            QStringLiteral("bad format '%1': expected text, json or html").arg(format));
        return CliContext::kUsageError;
    }
    const bool traced = parser.isSet(QStringLiteral("trace"));
    if (traced && parser.isSet(QStringLiteral("format")) && format != QLatin1String("json")) {
        CliContext::error(QStringLiteral("--trace prints JSON Lines: it cannot be combined with "
                                         "--format %1")
                              .arg(format));
        return CliContext::kUsageError;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        CliContext::error(QStringLiteral("extract: no input (give files, a directory or -)"));
        return CliContext::kUsageError;
    }
    const std::vector<std::string> inputs = CliContext::expandInputs(positional);
    if (inputs.empty()) {
        CliContext::error(QStringLiteral("extract: no HTML pages in %1").arg(positional.join(' ')));
        return CliContext::kInputError;
    }

    const bool explain = parser.isSet(QStringLiteral("explain"));
    int exitStatus = CliContext::kOk;
    for (const std::string &file : inputs) {
        core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(file);
        if (!loaded.document) {
            CliContext::error(QString::fromStdString(loaded.error));
            exitStatus = CliContext::kInputError;
            continue;
        }
        const core::Document &doc = *loaded.document;
        if (traced) {
            core::Trace trace;
            const core::ExtractionResult result = extractor->runTraced(doc, values, trace);
            QJsonObject o = resultJson(file, *extractor, values, doc, result, explain);
            TraceJson::describe(o, trace);
            CliContext::print(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() + "\n" +
                              TraceJson::lines(file, doc, trace));
            continue;
        }
        const core::ExtractionResult result = extractor->run(doc, values);
        if (format == QLatin1String("json")) {
            const QJsonObject o = resultJson(file, *extractor, values, doc, result, explain);
            CliContext::print(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() + "\n");
        } else if (format == QLatin1String("html")) {
            CliContext::print(core::HtmlMarker::mark(doc, result, extractor->info().id));
        } else {
            if (inputs.size() > 1)
                CliContext::print("==> " + file + " <==\n");
            CliContext::print(result.text.empty() ? std::string() : result.text + "\n");
        }
    }
    return exitStatus;
}
