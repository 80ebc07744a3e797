#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs boilerscope-cli (BOILERSCOPE_CLI, defined by tests/app/CMakeLists.txt) as a user would and
// collects what it said: the CLI tests' one way of calling it.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;

    static CliRun run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(BOILERSCOPE_CLI), args);
        p.waitForFinished(120000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
};
