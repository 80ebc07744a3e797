#include "clirun.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/readability");

} // namespace

class TestImportCommand : public QObject
{
    Q_OBJECT

private slots:
    void importsReadabilityPages();
    void errors_data();
    void errors();
};

void TestImportCommand::importsReadabilityPages()
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath("pkg");
    CliRun r = CliRun::run({"import", "readability", kPages, out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("imported 3 pages"), qPrintable(r.err));
    // package.json, guidelines.md, and page, gold and metadata per page.
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 2 + 3 * 3);
    QVERIFY(QFile::exists(out + "/ol.html"));
    QVERIFY(QFile::exists(out + "/ol.txt"));
    QVERIFY(QFile::exists(out + "/ol.meta.json"));

    // A second import does not overwrite without being asked.
    r = CliRun::run({"import", "readability", kPages, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("exists"), qPrintable(r.err));
    r = CliRun::run({"import", "--overwrite", "readability", kPages, out});
    QCOMPARE(r.exitCode, 0);
}

void TestImportCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown format") << QStringList{"import", "boilerpipe", kPages, "/tmp/x"} << 2
                                    << "unknown format 'boilerpipe'";
    QTest::newRow("too few") << QStringList{"import", "readability", kPages} << 2
                             << "expected FORMAT DIR OUT";
    QTest::newRow("no source") << QStringList{"import", "readability", "/nonexistent", "/tmp/x"}
                               << 1 << "/nonexistent";
}

void TestImportCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const CliRun r = CliRun::run(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestImportCommand)
#include "tst_importcommand.moc"
