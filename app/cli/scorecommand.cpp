#include "clicontext.h"
#include "commands.h"

#include <document/filereader.h>
#include <measures/textmetrics.h>

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

namespace {

bool readText(const QString &path, std::string &out)
{
    if (path == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            CliContext::error(QStringLiteral("score: -: %1").arg(in.errorString()));
            return false;
        }
        out = in.readAll().toStdString();
        return true;
    }
    // The project's one reader of whole files: a folder or an endless device is an error, and
    // a named pipe without a writer does not make the command wait for ever.
    std::string error;
    if (!core::FileReader::read(path.toStdString(), out, error)) {
        CliContext::error(QStringLiteral("score: %1: %2").arg(path, QString::fromStdString(error)));
        return false;
    }
    return true;
}

} // namespace

int runScore(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Score an extracted text against a gold text (both UTF-8 files; - for standard input) "
        "with every full-text measure: characters, word-sequence, bag-of-words, set-of-words "
        "(Gottron 2007), lcstring and lcsequence (Moreno et al. 2009, spaces ignored), shingle-f1 "
        "(the article-extraction benchmark's, this page alone) and wcxb-word-f1 (WCXB). Prints one "
        "line per measure: measure, precision, recall, F1, tab-separated."));
    parser.addPositionalArgument("gold", "The gold main content.", "GOLD");
    parser.addPositionalArgument("extracted", "The extracted text.", "EXTRACTED");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("score"), args, &status))
        return status;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        CliContext::error(QStringLiteral("score: expected GOLD and EXTRACTED (see --help)"));
        return CliContext::kUsageError;
    }
    if (files[0] == QLatin1String("-") && files[1] == QLatin1String("-")) {
        CliContext::error(QStringLiteral("score: only one of GOLD and EXTRACTED can be -"));
        return CliContext::kUsageError;
    }
    std::string gold, extracted;
    if (!readText(files[0], gold) || !readText(files[1], extracted))
        return CliContext::kInputError;

    const core::MeasureScores scores = core::TextMetrics::score(gold, extracted);
    std::string out;
    for (core::Measure m : core::kMeasures) {
        const core::Score &s = scores[static_cast<size_t>(m)];
        if (!s.applies)
            continue; // the snippet measure: no snippets here
        char line[128];
        std::snprintf(line, sizeof line, "%s\t%.6f\t%.6f\t%.6f\n",
                      std::string(core::measureName(m)).c_str(), s.precision, s.recall, s.f1);
        out += line;
    }
    CliContext::print(out);
    return CliContext::kOk;
}
