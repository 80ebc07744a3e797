#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestExportCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportsAndImportsBack();
    void errors_data();
    void errors();

private:
    QTemporaryDir m_tmp;
    QString m_package;
};

void TestExportCommand::initTestCase()
{
    m_package = m_tmp.filePath("pkg");
    // The WCXB fixture has broken files on purpose (status 1); three documents come in.
    const CliRun r =
        CliRun::run({"import", "wcxb", BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb", m_package});
    QVERIFY2(r.err.contains("imported 3 pages"), qPrintable(r.err));
}

void TestExportCommand::exportsAndImportsBack()
{
    const QString out = m_tmp.filePath("scrapinghub");
    CliRun r = CliRun::run({"export", "scrapinghub", m_package, out});
    QCOMPARE(r.exitCode, 0);
    // Every WCXB document has a gold text, empty where WCXB's main_content is (0002, 0006).
    QVERIFY2(r.err.contains("exported 3 of 3 documents"), qPrintable(r.err));
    QVERIFY2(!r.err.contains("warning"), qPrintable(r.err));
    QVERIFY(QFile::exists(out + "/ground-truth.json"));
    QVERIFY(QFile::exists(out + "/html/0001.html.gz"));
    r = CliRun::run({"import", "scrapinghub", out, m_tmp.filePath("back")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("imported 3 pages"), qPrintable(r.err));

    // Not again into the same folder without --overwrite.
    r = CliRun::run({"export", "scrapinghub", m_package, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("not empty"), qPrintable(r.err));
    QCOMPARE(CliRun::run({"export", "--overwrite", "scrapinghub", m_package, out}).exitCode, 0);
}

void TestExportCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown format")
        << QStringList{"export", "csv", "PKG", "/tmp/x"} << 2 << "unknown format 'csv'";
    QTest::newRow("too few") << QStringList{"export", "wcxb", "PKG"} << 2
                             << "expected FORMAT PACKAGE OUT";
    QTest::newRow("not a package")
        << QStringList{"export", "wcxb", BOILERSCOPE_TEST_DATA "/eval", "/tmp/x"} << 1
        << "package.json";
}

void TestExportCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    args.replaceInStrings(QStringLiteral("PKG"), m_package);
    CliRun::expectFailure(args, exitCode, message);
}

QTEST_GUILESS_MAIN(TestExportCommand)
#include "tst_exportcommand.moc"
