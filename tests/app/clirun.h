#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

// Runs boilerscope-cli (BOILERSCOPE_CLI, defined by tests/app/CMakeLists.txt) as a user would and
// collects what it said: the CLI tests' one way of calling it.
struct CliRun
{
    int exitCode = -1;
    bool crashed = false; // ended by a signal (an abort, a segfault), not by exiting
    QString out;
    QString err;

    static CliRun run(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(BOILERSCOPE_CLI), args);
        p.waitForFinished(120000);
        return {p.exitCode(), p.exitStatus() == QProcess::CrashExit,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    // Runs args and checks the exit status and that standard error says `message`: the body of
    // the commands' data-driven error tests.
    static void expectFailure(const QStringList &args, int exitCode, const QString &message)
    {
        const CliRun r = run(args);
        QVERIFY2(!r.crashed, qPrintable(r.err));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};
