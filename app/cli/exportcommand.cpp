#include "clicontext.h"
#include "commands.h"

#include <datasets/exporter.h>
#include <package/testpackagereader.h>

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>

namespace {

void report(const std::vector<core::PackageIssue> &issues)
{
    for (const core::PackageIssue &issue : issues)
        CliContext::error(QStringLiteral("%1: %2").arg(
            issue.severity == core::PackageIssue::Severity::Error ? "error" : "warning",
            QString::fromStdString(issue.text())));
}

} // namespace

int runExport(const QStringList &args)
{
    QString formats;
    for (const core::Exporter *exporter : core::Exporter::all())
        formats +=
            QStringLiteral("\n  %1: %2")
                .arg(CliContext::text(exporter->id()), CliContext::text(exporter->description()));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Write a test package in another tool's format (the importers read "
                       "them back). Documents a format cannot carry are left out with a "
                       "warning.\nFormats:") +
        formats);
    parser.addOption({"overwrite", "Write into a folder that has files, replacing them."});
    parser.addPositionalArgument("format", "The format (see above).", "FORMAT");
    parser.addPositionalArgument("package", "The test package folder.", "PACKAGE");
    parser.addPositionalArgument("out", "The folder to write.", "OUT");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("export"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        CliContext::error(QStringLiteral("export: expected FORMAT PACKAGE OUT (see --help)"));
        return CliContext::kUsageError;
    }
    const core::Exporter *exporter = core::Exporter::find(positional[0].toStdString());
    if (!exporter) {
        CliContext::error(
            QStringLiteral("export: unknown format '%1' (see --help)").arg(positional[0]));
        return CliContext::kUsageError;
    }
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(positional[1].toStdString());
    report(read.issues);
    if (!read.package)
        return CliContext::kInputError;
    core::Exporter::Options options;
    options.overwrite = parser.isSet("overwrite");
    const bool showProgress = CliContext::isTerminal(2);
    options.progress = [showProgress](std::size_t done, std::size_t total,
                                      const std::string &stem) {
        if (showProgress)
            std::fprintf(stderr, "\r\033[Kexport: %zu/%zu %s", done, total, stem.c_str());
    };
    const core::Exporter::Result result =
        exporter->run(*read.package, positional[2].toStdString(), options);
    if (showProgress)
        std::fputs("\r\033[K", stderr);
    report(result.issues);
    if (!result.ok) {
        CliContext::error(QString::fromStdString(result.error));
        return CliContext::kInputError;
    }
    CliContext::error(QStringLiteral("exported %1 of %2 documents to %3")
                          .arg(result.exported)
                          .arg(read.package->documents.size())
                          .arg(positional[2]));
    return CliContext::hasErrors(read.issues) || CliContext::hasErrors(result.issues)
               ? CliContext::kInputError
               : CliContext::kOk;
}
