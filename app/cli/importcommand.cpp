#include "clicontext.h"
#include "commands.h"

#include <datasets/importer.h>

#include <QCommandLineParser>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>

namespace {

// Ctrl-C stops the import after the current document; what was written stays.
std::atomic<bool> g_importCancel{false};

extern "C" void onImportInterrupt(int)
{
    g_importCancel.store(true);
}

} // namespace

int runImport(const QStringList &args)
{
    QString formats;
    for (const core::Importer *importer : core::Importer::all())
        formats +=
            QStringLiteral("\n  %1: %2")
                .arg(CliContext::text(importer->id()), CliContext::text(importer->description()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Turn a dataset into a test package (docs/test-package.md). A broken "
                       "dataset file is reported with its name and the import goes on.\n"
                       "  boilerscope-cli import FORMAT SOURCE OUT\n"
                       "  boilerscope-cli import rule RULE PAGES OUT\n"
                       "Formats:") +
        formats);
    parser.addOption({"overwrite", "Replace an existing package and its documents."});
    parser.addOption({"gold",
                      "folder: the gold texts' folder (default SOURCE/gold beside SOURCE/pages).",
                      "DIR"});
    parser.addPositionalArgument("format", "The dataset's format (see above).", "FORMAT");
    parser.addPositionalArgument("source",
                                 "The dataset's folder (rule: the rule file, then the "
                                 "pages' folder).",
                                 "SOURCE");
    parser.addPositionalArgument("package", "The package folder to write.", "OUT");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("import"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    const bool rule = positional.value(0) == QLatin1String("rule");
    if (positional.size() != (rule ? 4 : 3)) {
        CliContext::error(rule ? QStringLiteral("import: expected rule RULE PAGES OUT (see --help)")
                               : QStringLiteral("import: expected FORMAT DIR OUT (see --help)"));
        return CliContext::kUsageError;
    }
    const core::Importer *importer = core::Importer::find(positional[0].toStdString());
    if (!importer) {
        CliContext::error(
            QStringLiteral("import: unknown format '%1' (see --help)").arg(positional[0]));
        return CliContext::kUsageError;
    }
    core::Importer::Options options;
    options.overwrite = parser.isSet("overwrite");
    options.gold = parser.value("gold").toStdString();
    if (rule)
        options.rule = positional[1].toStdString();
    const bool showProgress = CliContext::isTerminal(2);
    options.progress = [showProgress](std::size_t done, std::size_t total,
                                      const std::string &item) {
        if (showProgress)
            std::fprintf(stderr, "\r\033[Kimport: %zu/%zu %s", done, total, item.c_str());
    };
    options.cancel = &g_importCancel;
    std::signal(SIGINT, onImportInterrupt);
    const QString source = positional[rule ? 2 : 1], out = positional[rule ? 3 : 2];
    const core::Importer::Result result =
        importer->run(source.toStdString(), out.toStdString(), options);
    std::signal(SIGINT, SIG_DFL);
    if (showProgress)
        std::fputs("\r\033[K", stderr);
    for (const core::PackageIssue &issue : result.issues)
        CliContext::error(QStringLiteral("%1: %2").arg(
            issue.severity == core::PackageIssue::Severity::Error ? "error" : "warning",
            QString::fromStdString(issue.text())));
    if (!result.ok) {
        CliContext::error(QString::fromStdString(result.error));
        return CliContext::kInputError;
    }
    const auto errors =
        std::count_if(result.issues.begin(), result.issues.end(), [](const core::PackageIssue &i) {
            return i.severity == core::PackageIssue::Severity::Error;
        });
    QString note;
    if (result.cancelled)
        note = QStringLiteral(" (cancelled)");
    else if (errors > 0)
        note = QStringLiteral(" (%1 errors: see above)").arg(errors);
    CliContext::error(
        QStringLiteral("imported %1 pages into %2%3").arg(result.imported).arg(out, note));
    return errors > 0 || result.cancelled ? CliContext::kInputError : CliContext::kOk;
}
