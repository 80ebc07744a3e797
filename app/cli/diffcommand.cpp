#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <document/documentloader.h>
#include <measures/extractorcomparison.h>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace {

// Project choice: a disagreeing piece of text is shown up to this many characters in the text
// output (the JSON has it whole).
constexpr qsizetype kPreviewChars = 160;

QString preview(const std::string &text)
{
    const QString s = QString::fromStdString(text);
    return s.size() <= kPreviewChars ? s : s.left(kPreviewChars - 1) + QStringLiteral("…");
}

QJsonValue sideJson(const core::Document &doc, const core::SideReason &side)
{
    if (side.node == core::kNoNode)
        return QJsonValue::Null;
    QJsonObject o;
    o[QStringLiteral("path")] = QString::fromStdString(doc.path(side.node));
    o[QStringLiteral("selected")] = side.selected;
    o[QStringLiteral("reason")] = QString::fromStdString(side.reason);
    return o;
}

QString sideText(const core::Document &doc, core::NodeId block, const core::SideReason &side)
{
    if (side.node == core::kNoNode)
        return QStringLiteral("no judgement here");
    QString s = QString::fromStdString(side.reason);
    s += side.selected ? QStringLiteral(" [kept]") : QStringLiteral(" [dropped]");
    if (side.node != block)
        s += QStringLiteral(" (on %1)").arg(QString::fromStdString(doc.path(side.node)));
    return s;
}

} // namespace

int runDiff(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Compare two extractors (built-in or external) on pages: why does A lose what B keeps? "
        "Prints the words only A kept, only B kept and both kept, then the blocks where they "
        "disagree, most disagreeing words first, with their paths and both extractors' "
        "reasons."));
    parser.addOption({{"e", "extractor"}, "An extractor id; give exactly two: A, then B.", "ID"});
    parser.addOption(
        {"format", "Output: text (default) or json (one object per page).", "FORMAT", "text"});
    parser.addOption({"url",
                      "The pages' URL, for external extractors (default: the file's "
                      "file: URL).",
                      "URL"});
    CliExtractors::addOptions(parser);
    parser.addPositionalArgument("inputs", "Files, directories or -.", "FILE|DIR|-...");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("diff"), args, &status))
        return status;

    const QStringList ids = parser.values(QStringLiteral("extractor"));
    if (ids.size() != 2) {
        CliContext::error(QStringLiteral("diff: give two extractors, -e A -e B"));
        return CliContext::kUsageError;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json")) {
        CliContext::error(QStringLiteral("bad format '%1': expected text or json").arg(format));
        return CliContext::kUsageError;
    }
    const std::optional<core::ExtractorCatalog> catalog = CliExtractors::load(parser);
    if (!catalog)
        return CliContext::kUsageError;
    const core::Extractor *a = CliExtractors::find(*catalog, ids[0]);
    const core::Extractor *b = a ? CliExtractors::find(*catalog, ids[1]) : nullptr;
    if (!b)
        return CliContext::kUsageError;
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        CliContext::error(QStringLiteral("diff: no input (give files, a directory or -)"));
        return CliContext::kUsageError;
    }
    const std::vector<std::string> inputs = CliContext::expandInputs(positional);
    if (inputs.empty()) {
        CliContext::error(QStringLiteral("diff: no HTML pages in %1").arg(positional.join(' ')));
        return CliContext::kInputError;
    }

    int exitStatus = CliContext::kOk;
    for (const std::string &file : inputs) {
        core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(file);
        if (!loaded.document) {
            CliContext::error(QString::fromStdString(loaded.error));
            exitStatus = CliContext::kInputError;
            continue;
        }
        const core::Document &doc = *loaded.document;
        core::ExtractionResult results[2];
        bool failed = false;
        for (int k = 0; k < 2 && !failed; ++k) {
            const core::Extractor &e = k == 0 ? *a : *b;
            failed = !CliExtractors::run(e, e.info().defaults(), file, loaded,
                                         parser.value(QStringLiteral("url")), results[k]);
        }
        if (failed) {
            exitStatus = CliContext::kInputError;
            continue;
        }
        const core::Comparison c = core::ExtractorComparison::compare(doc, results[0], results[1]);

        if (format == QLatin1String("json")) {
            QJsonObject o;
            o[QStringLiteral("file")] = QString::fromStdString(file);
            o[QStringLiteral("a")] = ids[0];
            o[QStringLiteral("b")] = ids[1];
            o[QStringLiteral("onlyA")] = qint64(c.wordsOnlyA);
            o[QStringLiteral("onlyB")] = qint64(c.wordsOnlyB);
            o[QStringLiteral("both")] = qint64(c.wordsBoth);
            QJsonArray blocks;
            for (const core::Disagreement &d : c.disagreements) {
                QJsonObject bo;
                bo[QStringLiteral("path")] = QString::fromStdString(doc.path(d.node));
                bo[QStringLiteral("onlyA")] = qint64(d.onlyA);
                bo[QStringLiteral("onlyB")] = qint64(d.onlyB);
                bo[QStringLiteral("both")] = qint64(d.both);
                bo[QStringLiteral("textOnlyA")] = QString::fromStdString(d.textOnlyA);
                bo[QStringLiteral("textOnlyB")] = QString::fromStdString(d.textOnlyB);
                bo[QStringLiteral("reasonA")] = sideJson(doc, d.a);
                bo[QStringLiteral("reasonB")] = sideJson(doc, d.b);
                blocks.append(bo);
            }
            o[QStringLiteral("blocks")] = blocks;
            CliContext::print(QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString() + "\n");
            continue;
        }
        QString out;
        if (inputs.size() > 1)
            out += QStringLiteral("==> %1 <==\n").arg(QString::fromStdString(file));
        out += QStringLiteral("A = %1, B = %2: only A %3 words, only B %4 words, both %5 words\n")
                   .arg(ids[0], ids[1])
                   .arg(c.wordsOnlyA)
                   .arg(c.wordsOnlyB)
                   .arg(c.wordsBoth);
        for (const core::Disagreement &d : c.disagreements) {
            out += QStringLiteral("\n%1  only A %2, only B %3, both %4 words\n")
                       .arg(QString::fromStdString(doc.path(d.node)))
                       .arg(d.onlyA)
                       .arg(d.onlyB)
                       .arg(d.both);
            if (!d.textOnlyA.empty())
                out += QStringLiteral("  only A: %1\n").arg(preview(d.textOnlyA));
            if (!d.textOnlyB.empty())
                out += QStringLiteral("  only B: %1\n").arg(preview(d.textOnlyB));
            out += QStringLiteral("  A: %1\n").arg(sideText(doc, d.node, d.a));
            out += QStringLiteral("  B: %1\n").arg(sideText(doc, d.node, d.b));
        }
        CliContext::print(out.toStdString());
    }
    return exitStatus;
}
