#include <external/processrunner.h>

#include "testwait.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <csignal>
#include <thread>

using Runner = core::ProcessRunner;
using namespace std::chrono_literals;

namespace {

std::string script(const char *name)
{
    return std::string(BOILERSCOPE_TEST_DATA "/io/") + name;
}

Runner::Request request(std::vector<std::string> argv,
                        std::chrono::milliseconds timeout = std::chrono::milliseconds(10000))
{
    Runner::Request r;
    r.argv = std::move(argv);
    r.timeout = timeout;
    return r;
}

bool processAlive(pid_t pid)
{
    // A killed process the init process has not reaped yet is a zombie: not alive.
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> fields = stat.readAll().split(' ');
    return fields.size() > 2 && fields[2] != "Z";
}

} // namespace

class TestProcessRunner : public QObject
{
    Q_OBJECT

private slots:
    void echoesLargeInput();
    void nullInputIsEndOfFile();
    void failureWithFirstErrorLine();
    void missingProgram_data();
    void missingProgram();
    void crash();
    void timeoutWhileIgnoringInput();
    void timeoutKillsGroup();
    void leftoverChildKilled();
    void floodCapped();
    void exactlyCapIsNotCapped();
    void stderrFloodDrained();
    void inputClosedEarly();
    void cancel();
    void stop();
    void findProgram();
};

void TestProcessRunner::echoesLargeInput()
{
    // 3 MB, far above a pipe's buffer: writing and reading must interleave.
    std::string input;
    for (int i = 0; input.size() < 3000000; ++i)
        input += "line " + std::to_string(i) + "\n";
    Runner::Request r = request({script("echo-stdin.sh")});
    r.input = input;
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(o.exitCode, 0);
    QVERIFY(o.output == input);
    QVERIFY(!o.inputUnread);
}

void TestProcessRunner::nullInputIsEndOfFile()
{
    // No input: standard input is /dev/null, so a program reading it ends at once.
    const Runner::Outcome o = Runner::run(request({"cat"}, 5000ms));
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QVERIFY(o.output.empty());
    QVERIFY(o.seconds < 4);
}

void TestProcessRunner::failureWithFirstErrorLine()
{
    const Runner::Outcome o = Runner::run(request({script("fail-with-stderr.sh")}));
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(o.exitCode, 3);
    QCOMPARE(QString::fromStdString(o.output), "partial output\n");
    QCOMPARE(QString::fromStdString(o.firstErrorLine()), "extractor: cannot parse the page");
}

void TestProcessRunner::missingProgram_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("error");
    QTest::newRow("on PATH") << "boilerscope-no-such-program"
                             << "program 'boilerscope-no-such-program' not found on PATH";
    QTest::newRow("path") << "/nonexistent/extractor"
                          << "program '/nonexistent/extractor' not found";
    QTest::newRow("not executable")
        << BOILERSCOPE_TEST_DATA "/io/README.md"
        << "program '" BOILERSCOPE_TEST_DATA "/io/README.md' is not executable";
}

void TestProcessRunner::missingProgram()
{
    QFETCH(QString, program);
    QFETCH(QString, error);
    const Runner::Outcome o = Runner::run(request({program.toStdString()}));
    QCOMPARE(int(o.status), int(Runner::Status::NotStarted));
    QCOMPARE(QString::fromStdString(o.error), error);
}

void TestProcessRunner::crash()
{
    const Runner::Outcome o = Runner::run(request({script("crash.sh")}));
    QCOMPARE(int(o.status), int(Runner::Status::Signalled));
    QCOMPARE(o.signal, SIGSEGV);
}

void TestProcessRunner::timeoutWhileIgnoringInput()
{
    // 1 MB the program never reads: our writes would block on a full pipe; they must not.
    Runner::Request r = request({script("ignore-stdin.sh")}, 300ms);
    r.input = std::string(1 << 20, 'x');
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::TimedOut));
    QVERIFY(o.inputUnread);
    QVERIFY2(o.seconds >= 0.3 && o.seconds < 5, qPrintable(QString::number(o.seconds)));
}

void TestProcessRunner::timeoutKillsGroup()
{
    // The script starts a child and waits for it; on timeout both die.
    QTemporaryDir dir;
    const QString pidFile = dir.filePath("pid");
    const std::string command = "sleep 30 & echo $! > '" + pidFile.toStdString() + "'; wait";
    const Runner::Outcome o = Runner::run(request({"/bin/sh", "-c", command}, 300ms));
    QCOMPARE(int(o.status), int(Runner::Status::TimedOut));
    QFile f(pidFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const pid_t child = f.readAll().trimmed().toInt();
    QVERIFY(child > 0);
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child), 2000);
}

void TestProcessRunner::leftoverChildKilled()
{
    // The program exits but leaves a child holding its standard output: we neither wait for
    // that child's 30 seconds nor let it live on.
    QTemporaryDir dir;
    const QString pidFile = dir.filePath("pid");
    const Runner::Outcome o =
        Runner::run(request({script("leave-child.sh"), pidFile.toStdString()}));
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(QString::fromStdString(o.output), "done\n");
    QVERIFY2(o.seconds < 5, qPrintable(QString::number(o.seconds)));
    QFile f(pidFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const pid_t child = f.readAll().trimmed().toInt();
    QTRY_VERIFY_WITH_TIMEOUT(!processAlive(child), 2000);
}

void TestProcessRunner::floodCapped()
{
    Runner::Request r = request({script("flood.sh")});
    r.maxOutput = 100000;
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::Capped));
    QCOMPARE(o.output.size(), size_t(100000));
    QVERIFY(o.output.starts_with("flood flood flood\nflood"));
}

void TestProcessRunner::exactlyCapIsNotCapped()
{
    Runner::Request r = request({"/bin/sh", "-c", "printf 0123456789"});
    r.maxOutput = 10;
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(QString::fromStdString(o.output), "0123456789");
}

void TestProcessRunner::stderrFloodDrained()
{
    const Runner::Outcome o = Runner::run(request({script("stderr-flood.sh")}));
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(QString::fromStdString(o.output), "ok\n");
    QCOMPARE(o.errorOutput.size(), Runner::kMaxErrorOutput);
}

void TestProcessRunner::inputClosedEarly()
{
    // The program reads ten bytes and exits: the rest cannot be written (EPIPE, whose SIGPIPE
    // must not kill the test), and that is noted, not an error.
    Runner::Request r = request({script("read-ten-bytes.sh")});
    r.input = std::string(1 << 20, 'x');
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::Exited));
    QCOMPARE(QString::fromStdString(o.output), "read ten bytes\n");
    QVERIFY(o.inputUnread);
}

void TestProcessRunner::cancel()
{
    std::atomic<bool> cancel{false};
    Runner::Request r = request({"sleep", "30"});
    r.cancel = &cancel;
    std::thread canceller([&] {
        std::this_thread::sleep_for(100ms);
        cancel = true;
    });
    const Runner::Outcome o = Runner::run(r);
    canceller.join();
    QCOMPARE(int(o.status), int(Runner::Status::Cancelled));
    QVERIFY2(o.seconds < 5, qPrintable(QString::number(o.seconds)));
}

void TestProcessRunner::stop()
{
    std::atomic<bool> stop{true};
    Runner::Request r = request({"sleep", "30"});
    r.stop = &stop;
    const Runner::Outcome o = Runner::run(r);
    QCOMPARE(int(o.status), int(Runner::Status::Stopped));
}

void TestProcessRunner::findProgram()
{
    QCOMPARE(QString::fromStdString(Runner::findProgram("sh")).endsWith("/sh"), true);
    QCOMPARE(Runner::findProgram("boilerscope-no-such-program"), std::string());
    QCOMPARE(Runner::findProgram(script("crash.sh")), script("crash.sh"));
    QCOMPARE(Runner::findProgram("/nonexistent/x"), std::string());
}

QTEST_GUILESS_MAIN(TestProcessRunner)
#include "tst_processrunner.moc"
