#pragma once

#include <package/testpackagereader.h>

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

class QCommandLineParser;

// Shared plumbing of the CLI's subcommands: one-line errors on stderr, the input files a command
// was given (files, directories expanded to their pages, or "-"), UTF-8 output, a table to
// --out or stdout, a test package read with its issues reported. Stateless.
class CliContext
{
public:
    // Exit statuses: 0 success, 1 some input failed, 2 usage error.
    static constexpr int kOk = 0, kInputError = 1, kUsageError = 2;

    static void error(const QString &message);
    static void print(const std::string &utf8);
    // Parses args with parser ("boilerscope-cli COMMAND" as the program name); prints help or a
    // usage error and returns false when the command should stop with *status.
    static bool parse(QCommandLineParser &parser, const QString &command, const QStringList &args,
                      int *status);
    // Files named on the command line, directories replaced by the pages below them (.html,
    // .htm, .warc, .jsonl, optionally .gz), sorted. Missing paths are kept so that loading reports
    // them.
    static std::vector<std::string> expandInputs(const QStringList &paths);
    static bool isTerminal(int fd);
    // A command's table: written to the file of the --out option (atomically) when it is set,
    // else printed. False after a one-line error.
    static bool output(const QCommandLineParser &parser, const std::string &text);
    // Reads a test package, its issues reported one per line; *errors is set when one of them
    // is an error. No package in the result: the command stops (the issues said why).
    static core::TestPackageReader::Result readPackage(const QString &path, bool *errors);
    // Whether one of a package's issues is an error (not a warning).
    static bool hasErrors(const std::vector<core::PackageIssue> &issues);
    // UTF-8 text of core (ids, descriptions) as a QString.
    static QString text(std::string_view utf8);
};
