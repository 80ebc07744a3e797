#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <eval/evaluationreport.h>
#include <eval/evaluationrunner.h>
#include <eval/evaluationsummary.h>
#include <eval/metadatasummary.h>
#include <io/atomicfile.h>
#include <package/corpushash.h>
#include <package/testpackagereader.h>

#include <QCommandLineParser>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <sstream>

namespace {

// Ctrl-C or SIGTERM cancels the run: external programs running are stopped, the documents in
// progress are left out and the summary covers what is done.
std::atomic<bool> g_evalCancel{false};

extern "C" void onInterrupt(int)
{
    g_evalCancel.store(true);
}

void reportIssues(const std::vector<core::PackageIssue> &issues)
{
    for (const core::PackageIssue &issue : issues)
        CliContext::error(QStringLiteral("%1: %2").arg(
            issue.severity == core::PackageIssue::Severity::Error ? QStringLiteral("error")
                                                                  : QStringLiteral("warning"),
            QString::fromStdString(issue.text())));
}

// One note per measure that had to skip documents (their gold lacks what it needs).
void noteSkipped(const std::vector<core::SummaryRow> &summary, std::size_t documents)
{
    std::vector<bool> noted(core::kMeasureCount, false);
    for (const core::SummaryRow &row : summary) {
        const auto k = static_cast<std::size_t>(row.measure);
        if (!row.pageType.empty() || row.skipped == 0 || noted[k])
            continue;
        noted[k] = true;
        const bool text = core::measureInfo(row.measure).gold == core::MeasureInfo::Gold::Text;
        CliContext::error(
            QStringLiteral("note: %1: %2 of %3 documents skipped (no %4)")
                .arg(QString::fromUtf8(core::measureName(row.measure).data(),
                                       qsizetype(core::measureName(row.measure).size())))
                .arg(row.skipped)
                .arg(documents)
                .arg(text ? QStringLiteral("full-text gold") : QStringLiteral("snippets")));
    }
}

} // namespace

int runEval(const QStringList &args)
{
    QCommandLineParser parser;
    QString measureList;
    for (core::Measure m : core::kMeasures)
        measureList += QStringLiteral("\n  %1: %2")
                           .arg(QString::fromUtf8(core::measureName(m).data(),
                                                  qsizetype(core::measureName(m).size())),
                                QString::fromUtf8(core::measureInfo(m).source.data(),
                                                  qsizetype(core::measureInfo(m).source.size())));
    parser.setApplicationDescription(
        QStringLiteral(
            "Evaluate extractors on a test package: every extractor runs on every document (each "
            "page parsed once), scored against the gold with every measure that applies (a gold "
            "text for the full-text measures, snippets for the snippet measure). Prints the "
            "summary per extractor and measure (precision, recall, F1, standard deviation of F1, "
            "and with --with timings the mean seconds per kB of HTML for the extractor's run, "
            "parsing excluded; for external extractors, ext:..., their program's start and run "
            "included), formed as each measure's source forms it, for every document and then "
            "per page type when the package has page types, then per page type the page "
            "classifier predicts (page_type \"predicted:TYPE\"; not with --floors).\nMeasures:") +
        measureList);
    parser.addOption({{"e", "extractor"},
                      "Extractor id (repeatable; default: every built-in and every available "
                      "external extractor, built-ins only with --floors).",
                      "ID"});
    parser.addOption({{"p", "param"},
                      "Set a parameter of every evaluated extractor that has it (repeatable; "
                      "e.g. -e consensus -p profile=article-body).",
                      "NAME=VALUE"});
    parser.addOption({{"m", "measure"},
                      "Measure (repeatable; default: every measure that applies to some "
                      "document).",
                      "NAME"});
    parser.addOption(
        {{"j", "jobs"}, "Documents evaluated in parallel (default: one per core).", "N", "0"});
    parser.addOption(
        {{"o", "out"},
         "Write one TSV row per (document, extractor, measure); with --metadata, one per "
         "(document, extractor, metadata field): the predicted value and its score.",
         "FILE.tsv"});
    parser.addOption({"markdown", "Print the summary as a Markdown table."});
    parser.addOption({"with",
                      "Add fields: timings, the seconds per kB (measured, so they differ from run "
                      "to run; without it the output depends on the package and the options "
                      "alone, whatever --jobs).",
                      "FIELDS"});
    parser.addOption({"metadata",
                      "Score only the metadata (title, author, publication day, site name) "
                      "against the package's metadata gold, and print its summary instead "
                      "(docs/metadata.md): ours, and with -e the external programs' own (those "
                      "that return metadata), their text not scored. Without it, --markdown "
                      "adds the metadata tables under the others."});
    parser.addOption({"floors", "Print the summary as a quality-gate floors file (with the "
                                "corpus hash) instead: re-pins tests/data/eval/floors.tsv."});
    CliExtractors::addOptions(parser);
    parser.addPositionalArgument("package", "The test package folder.", "PACKAGE");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("eval"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        CliContext::error(QStringLiteral("eval: expected one PACKAGE (see --help)"));
        return CliContext::kUsageError;
    }
    core::EvaluationReport::Timings timings = core::EvaluationReport::Timings::Omitted;
    for (const QString &list : parser.values(QStringLiteral("with"))) {
        for (const QString &field : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (field != QLatin1String("timings")) {
                CliContext::error(
                    QStringLiteral("eval: bad --with field '%1': expected timings").arg(field));
                return CliContext::kUsageError;
            }
            timings = core::EvaluationReport::Timings::Included;
        }
    }
    bool jobsOk = false;
    const int jobs = parser.value("jobs").toInt(&jobsOk);
    if (!jobsOk || jobs < 0) {
        CliContext::error(QStringLiteral("eval: bad --jobs '%1'").arg(parser.value("jobs")));
        return CliContext::kUsageError;
    }
    // The package's own definitions (PACKAGE/extractors) join the catalog.
    const std::optional<core::ExtractorCatalog> catalog =
        CliExtractors::load(parser, positional[0].toStdString());
    if (!catalog)
        return CliContext::kUsageError;
    const bool metadataOnly = parser.isSet("metadata");
    std::vector<core::EvaluatedExtractor> extractors;
    for (const QString &id : parser.values("extractor")) {
        const core::Extractor *e = CliExtractors::find(*catalog, id);
        if (!e)
            return CliContext::kUsageError;
        if (metadataOnly && e->info().input != core::ExtractorInput::ExternalProgram) {
            CliContext::error(QStringLiteral("eval: --metadata: %1 returns no metadata of its own "
                                             "(external programs do)")
                                  .arg(id));
            return CliContext::kUsageError;
        }
        extractors.push_back({e, e->info().defaults()});
    }
    if (metadataOnly && (parser.isSet("floors") || !parser.values("measure").isEmpty())) {
        CliContext::error(QStringLiteral("eval: --metadata scores no extractor's text: it cannot "
                                         "be combined with --floors or -m"));
        return CliContext::kUsageError;
    }
    if (extractors.empty() && !metadataOnly) {
        extractors = core::EvaluationRunner::allExtractors();
        for (const core::CatalogEntry &entry : catalog->entries()) {
            if (!entry.external || parser.isSet("floors"))
                continue;
            if (entry.available)
                extractors.push_back({entry.extractor, {}});
            else
                CliContext::error(QStringLiteral("eval: %1 not evaluated: unavailable: %2")
                                      .arg(QString::fromStdString(entry.extractor->info().id),
                                           QString::fromStdString(entry.reason)));
        }
    }
    for (const QString &assignment : parser.values(QStringLiteral("param"))) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            CliContext::error(
                QStringLiteral("eval: bad parameter '%1': expected NAME=VALUE").arg(assignment));
            return CliContext::kUsageError;
        }
        const std::string name = assignment.left(eq).toStdString();
        const std::string value = assignment.mid(eq + 1).toStdString();
        bool set = false;
        for (core::EvaluatedExtractor &e : extractors) {
            const core::ExtractorInfo &info = e.extractor->info();
            if (!info.paramIndex(name))
                continue;
            std::string error;
            if (!info.setParam(e.values, name, value, error)) {
                CliContext::error(
                    QStringLiteral("eval: %1: %2")
                        .arg(QString::fromStdString(info.id), QString::fromStdString(error)));
                return CliContext::kUsageError;
            }
            set = true;
        }
        if (!set) {
            CliContext::error(QStringLiteral("eval: no evaluated extractor has a parameter '%1'")
                                  .arg(QString::fromStdString(name)));
            return CliContext::kUsageError;
        }
    }
    const bool anyExternal =
        std::any_of(extractors.begin(), extractors.end(), [](const core::EvaluatedExtractor &e) {
            return e.extractor->info().input == core::ExtractorInput::ExternalProgram;
        });

    core::MeasureSet asked;
    for (const QString &name : parser.values("measure")) {
        const std::optional<core::Measure> m = core::measureFromName(name.toStdString());
        if (!m) {
            CliContext::error(QStringLiteral("unknown measure '%1' (see 'boilerscope-cli eval "
                                             "--help')")
                                  .arg(name));
            return CliContext::kUsageError;
        }
        asked.set(static_cast<std::size_t>(*m));
    }

    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(positional[0].toStdString());
    reportIssues(read.issues);
    if (!read.package)
        return CliContext::kInputError;
    const core::TestPackage &package = *read.package;
    // Default: every measure some document's gold allows.
    core::MeasureSet measures = asked;
    if (measures.none() && !metadataOnly)
        for (const core::PackageDocument &doc : package.documents)
            measures |= core::EvaluationRunner::applicableTo(doc);

    const bool showProgress = CliContext::isTerminal(2);
    const core::EvaluationRunner runner(
        extractors, static_cast<unsigned>(jobs), measures,
        metadataOnly || parser.isSet("markdown") ? core::EvaluationRunner::Metadata::Scored
                                                 : core::EvaluationRunner::Metadata::Skipped,
        metadataOnly || parser.isSet("floors") ? core::EvaluationRunner::PageTypes::Skipped
                                               : core::EvaluationRunner::PageTypes::Predicted);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    const auto start = std::chrono::steady_clock::now();
    const core::EvaluationResults results = runner.run(
        package,
        [&](size_t done, size_t total, const std::string &stem) {
            if (showProgress)
                std::fprintf(stderr, "\r\033[Keval: %zu/%zu %s", done, total, stem.c_str());
        },
        &g_evalCancel);
    const double elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    if (showProgress)
        std::fputs("\r\033[K", stderr);
    reportIssues(results.issues);
    if (anyExternal && timings == core::EvaluationReport::Timings::Included)
        CliContext::error(QStringLiteral("eval: seconds per kB of external extractors (ext:...) "
                                         "include starting and running their program"));
    std::fprintf(stderr,
                 "boilerscope-cli: eval: %zu of %zu documents x %zu extractors in %.1f s%s\n",
                 results.documentsDone, package.documents.size(), extractors.size(), elapsed,
                 results.cancelled ? " (cancelled)" : "");

    if (parser.isSet("out")) {
        std::ostringstream rows;
        if (metadataOnly)
            core::EvaluationReport::writeMetadataRows(rows, results);
        else
            core::EvaluationReport::writeRows(rows, results, timings);
        std::string error;
        if (!core::AtomicFile::write(parser.value("out").toStdString(), rows.str(), error)) {
            CliContext::error(QString::fromStdString(error));
            return CliContext::kInputError;
        }
    }
    // The measures asked for (or that apply), every document first, then per page type, then
    // per predicted page type.
    const std::vector<core::SummaryRow> summary = core::EvaluationSummary::report(results, asked);
    if (!metadataOnly)
        noteSkipped(summary, package.documents.size());
    const std::vector<core::MetadataSummaryRow> metadata = core::MetadataSummary::of(results);
    std::ostringstream out;
    if (metadataOnly) {
        if (metadata.empty())
            CliContext::error(QStringLiteral("eval: no document has metadata gold (title, "
                                             "author, publication date or site name)"));
        if (parser.isSet("markdown"))
            core::EvaluationReport::writeMetadataMarkdown(out, metadata);
        else
            core::EvaluationReport::writeMetadataSummary(out, metadata);
    } else if (parser.isSet("floors")) {
        std::string error;
        const std::optional<std::string> hash = core::CorpusHash::of(package, error);
        if (!hash) {
            CliContext::error(QString::fromStdString(error));
            return CliContext::kInputError;
        }
        core::EvaluationReport::writeFloors(out, summary, *hash);
    } else if (parser.isSet("markdown")) {
        core::EvaluationReport::writeSummaryMarkdown(out, summary, timings);
        if (!metadata.empty()) {
            out << '\n';
            core::EvaluationReport::writeMetadataMarkdown(out, metadata);
        }
    } else {
        core::EvaluationReport::writeSummary(out, summary, timings);
    }
    CliContext::print(out.str());
    const bool failed = CliContext::hasErrors(read.issues) ||
                        CliContext::hasErrors(results.issues) || results.cancelled;
    return failed ? CliContext::kInputError : CliContext::kOk;
}
