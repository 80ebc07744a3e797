#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <documentloader.h>
#include <htmlmarker.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

QJsonObject nodeJson(const core::Document &doc, core::NodeId id)
{
    QJsonObject o;
    o[QStringLiteral("tag")] = QString::fromStdString(std::string(doc.name(id)));
    o[QStringLiteral("path")] = QString::fromStdString(doc.path(id));
    if (doc.node(id).renderId >= 0)
        o[QStringLiteral("renderId")] = doc.node(id).renderId;
    return o;
}

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
    // External extractors: output text not found on the page, and notes on the output.
    auto addList = [&o](const char *key, const std::vector<std::string> &list) {
        QJsonArray a;
        for (const std::string &s : list)
            a.append(QString::fromStdString(s));
        if (!a.isEmpty())
            o[QLatin1String(key)] = a;
    };
    addList("offPage", r.offPage);
    addList("notes", r.notes);
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
    parser.addOption({"url",
                      "The pages' URL, for external extractors (default: the file's "
                      "file: URL).",
                      "URL"});
    CliExtractors::addOptions(parser);
    parser.addPositionalArgument("inputs", "Files, directories or -.", "FILE|DIR|-...");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("extract"), args, &status))
        return status;

    if (!parser.isSet(QStringLiteral("extractor"))) {
        CliContext::error(QStringLiteral("extract: missing -e ID (see 'boilerscope-cli list')"));
        return CliContext::kUsageError;
    }
    const QString id = parser.value(QStringLiteral("extractor"));
    const std::optional<core::ExtractorCatalog> catalog = CliExtractors::load(parser);
    const core::Extractor *extractor = catalog ? CliExtractors::find(*catalog, id) : nullptr;
    if (!extractor)
        return CliContext::kUsageError;
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
        core::ExtractionResult result;
        if (!CliExtractors::run(*extractor, values, file, loaded,
                                parser.value(QStringLiteral("url")), result)) {
            exitStatus = CliContext::kInputError;
            continue;
        }
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
