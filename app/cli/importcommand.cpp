#include "clicontext.h"
#include "commands.h"

#include <eval/importer.h>

#include <QCommandLineParser>

int runImport(const QStringList &args)
{
    QString formats;
    for (const core::Importer *importer : core::Importer::all())
        formats +=
            QStringLiteral("\n  %1: %2")
                .arg(QString::fromUtf8(importer->id().data(),
                                       static_cast<qsizetype>(importer->id().size())),
                     QString::fromUtf8(importer->description().data(),
                                       static_cast<qsizetype>(importer->description().size())));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Turn a public dataset into a test package (docs/test-package.md).\n"
                       "Formats:") +
        formats);
    parser.addOption({"overwrite", "Replace an existing package and its documents."});
    parser.addPositionalArgument("format", "The dataset's format (see above).", "FORMAT");
    parser.addPositionalArgument("source", "The dataset's folder.", "DIR");
    parser.addPositionalArgument("package", "The package folder to write.", "OUT");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("import"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        CliContext::error(QStringLiteral("import: expected FORMAT DIR OUT (see --help)"));
        return CliContext::kUsageError;
    }
    const core::Importer *importer = core::Importer::find(positional[0].toStdString());
    if (!importer) {
        CliContext::error(
            QStringLiteral("import: unknown format '%1' (see --help)").arg(positional[0]));
        return CliContext::kUsageError;
    }
    const core::Importer::Result result = importer->run(
        positional[1].toStdString(), positional[2].toStdString(), parser.isSet("overwrite"));
    for (const core::PackageIssue &issue : result.issues)
        CliContext::error(QString::fromStdString(issue.text()));
    if (!result.ok) {
        CliContext::error(QString::fromStdString(result.error));
        return CliContext::kInputError;
    }
    std::fprintf(stderr, "boilerscope-cli: imported %zu pages into %s\n", result.imported,
                 positional[2].toUtf8().constData());
    const bool skipped =
        std::any_of(result.issues.begin(), result.issues.end(), [](const core::PackageIssue &i) {
            return i.severity == core::PackageIssue::Severity::Error;
        });
    return skipped ? CliContext::kInputError : CliContext::kOk;
}
