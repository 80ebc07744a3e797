#include "clicontext.h"

#include <io/atomicfile.h>

#include <QCommandLineParser>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

void CliContext::error(const QString &message)
{
    std::fprintf(stderr, "boilerscope-cli: %s\n", message.toUtf8().constData());
}

void CliContext::print(const std::string &utf8)
{
    std::fwrite(utf8.data(), 1, utf8.size(), stdout);
}

bool CliContext::output(const QCommandLineParser &parser, const std::string &text)
{
    if (!parser.isSet(QStringLiteral("out"))) {
        print(text);
        return true;
    }
    std::string message;
    if (core::AtomicFile::write(parser.value(QStringLiteral("out")).toStdString(), text, message))
        return true;
    error(QString::fromStdString(message));
    return false;
}

core::TestPackageReader::Result CliContext::readPackage(const QString &path, bool *errors)
{
    core::TestPackageReader::Result read = core::TestPackageReader::read(path.toStdString());
    for (const core::PackageIssue &issue : read.issues)
        error(QString::fromStdString(issue.text()));
    *errors = *errors || hasErrors(read.issues);
    return read;
}

bool CliContext::hasErrors(const std::vector<core::PackageIssue> &issues)
{
    return std::any_of(issues.begin(), issues.end(), [](const core::PackageIssue &i) {
        return i.severity == core::PackageIssue::Severity::Error;
    });
}

QString CliContext::text(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
}

bool CliContext::parse(QCommandLineParser &parser, const QString &command, const QStringList &args,
                       int *status)
{
    parser.addHelpOption();
    QStringList argv = args;
    argv.prepend(QStringLiteral("boilerscope-cli ") + command);
    if (!parser.parse(argv)) {
        error(command + ": " + parser.errorText());
        *status = kUsageError;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(parser.helpText().toUtf8().constData(), stdout);
        *status = kOk;
        return false;
    }
    return true;
}

std::vector<std::string> CliContext::expandInputs(const QStringList &paths)
{
    std::vector<std::string> out;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (path != QLatin1String("-") && info.isDir()) {
            std::vector<std::string> found;
            QDirIterator it(path,
                            {"*.html", "*.htm", "*.html.gz", "*.htm.gz", "*.warc", "*.warc.gz",
                             "*.jsonl", "*.jsonl.gz"},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                found.push_back(it.next().toStdString());
            std::sort(found.begin(), found.end());
            out.insert(out.end(), found.begin(), found.end());
        } else {
            out.push_back(path.toStdString());
        }
    }
    return out;
}

bool CliContext::isTerminal(int fd)
{
    return ::isatty(fd) == 1;
}
