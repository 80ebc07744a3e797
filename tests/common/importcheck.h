#pragma once

#include <datasets/importer.h>
#include <package/testpackagereader.h>

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>
#include <string>

// The importer tests' shared steps: run an importer into a fresh folder and read the package
// back, and look for an issue by file, severity and message. Free functions, no state.
namespace importcheck {

const QString kDatasets = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets");

struct Imported
{
    core::Importer::Result result;
    std::optional<core::TestPackage> package; // read back; empty when unreadable
    std::vector<core::PackageIssue> readIssues;
};

inline Imported run(const core::Importer &importer, const QString &source, const QString &out,
                    const core::Importer::Options &options = {})
{
    Imported i;
    i.result = importer.run(source.toStdString(), out.toStdString(), options);
    core::TestPackageReader::Result read = core::TestPackageReader::read(out.toStdString());
    i.package = std::move(read.package);
    i.readIssues = std::move(read.issues);
    return i;
}

inline bool hasIssue(const core::Importer::Result &result, const QString &file,
                     core::PackageIssue::Severity severity, const QString &message)
{
    for (const core::PackageIssue &issue : result.issues)
        if (QString::fromStdString(issue.file) == file && issue.severity == severity &&
            QString::fromStdString(issue.message).contains(message))
            return true;
    return false;
}

// Every issue as "FILE: message" lines, for failure messages.
inline QByteArray issuesText(const core::Importer::Result &result)
{
    QStringList lines;
    for (const core::PackageIssue &issue : result.issues)
        lines << QString::fromStdString(issue.text());
    return lines.join('\n').toUtf8();
}

inline QStringList stems(const core::TestPackage &package)
{
    QStringList out;
    for (const core::PackageDocument &d : package.documents)
        out << QString::fromStdString(d.stem);
    return out;
}

} // namespace importcheck
