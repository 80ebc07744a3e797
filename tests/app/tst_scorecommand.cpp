#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(content);
    return f.fileName();
}

} // namespace

class TestScoreCommand : public QObject
{
    Q_OBJECT

private slots:
    void printsEveryMeasure();
    void errors_data();
    void errors();
    void namedPipeWithoutWriter();
};

void TestScoreCommand::printsEveryMeasure()
{
    QTemporaryDir tmp;
    // The "reordered" example of tst_textmetrics: gold "a b c a", extracted "c a b b".
    const CliRun r = CliRun::run({"score", writeFile(tmp, "gold.txt", "a b c a\n"),
                                  writeFile(tmp, "extracted.txt", "c a b b")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.split('\n', Qt::SkipEmptyParts),
             (QStringList{"characters\t0.571429\t0.571429\t0.571429",
                          "word-sequence\t0.500000\t0.500000\t0.500000",
                          "bag-of-words\t0.750000\t0.750000\t0.750000",
                          "set-of-words\t1.000000\t1.000000\t1.000000",
                          "lcstring\t0.500000\t0.500000\t0.500000",
                          "lcsequence\t0.500000\t0.500000\t0.500000",
                          // Four tokens make one shingle each side, and they differ.
                          "shingle-f1\t0.000000\t0.000000\t0.000000",
                          // Lower-cased \w+ bags, as bag-of-words here: 3 of 4.
                          "wcxb-word-f1\t0.750000\t0.750000\t0.750000"}));
}

void TestScoreCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("one file") << QStringList{"score", "a.txt"} << 2
                              << "expected GOLD and EXTRACTED";
    QTest::newRow("both stdin") << QStringList{"score", "-", "-"} << 2 << "only one";
    QTest::newRow("missing file") << QStringList{"score", "/nonexistent/gold", "/nonexistent/x"}
                                  << 1 << "/nonexistent/gold";
    QTest::newRow("directory") << QStringList{"score", QStringLiteral(BOILERSCOPE_TEST_DATA), "-"}
                               << 1 << QStringLiteral(BOILERSCOPE_TEST_DATA ": is a directory");
}

void TestScoreCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = CliRun::run(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

// A named pipe nobody writes to reads as empty rather than making the command wait for ever.
void TestScoreCommand::namedPipeWithoutWriter()
{
    QTemporaryDir tmp;
    const QString fifo = tmp.filePath("gold.txt");
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    QProcess p;
    p.start(QStringLiteral(BOILERSCOPE_CLI),
            {"score", fifo, writeFile(tmp, "extracted.txt", "a b")});
    const bool finished = p.waitForFinished(30000);
    if (!finished)
        p.kill();
    QVERIFY(finished);
    QCOMPARE(p.exitCode(), 0);
    // Nothing in the gold: no extracted word is right.
    QVERIFY2(p.readAllStandardOutput().contains("bag-of-words\t0.000000\t"), "");
}

QTEST_GUILESS_MAIN(TestScoreCommand)
#include "tst_scorecommand.moc"
