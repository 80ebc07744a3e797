#include "clirun.h"

#include <package/testpackagewriter.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/siterules/pages");

} // namespace

class TestRuleCommand : public QObject
{
    Q_OBJECT

private slots:
    void proposeTestImport();
    void errors_data();
    void errors();
};

void TestRuleCommand::proposeTestImport()
{
    // One annotated page of the site: its article marked.
    QTemporaryDir tmp;
    const std::string dir = tmp.filePath("pkg").toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    QFile page(kPages + "/bridge.html");
    QVERIFY(page.open(QIODevice::ReadOnly));
    core::PackageDocument doc;
    doc.stem = "bridge";
    doc.goldText = "x";
    doc.metadata.url = "https://news.example.org/bridge";
    doc.goldNodes = {{"/html/body/div/article"}};
    QVERIFY(core::TestPackageWriter::writeDocument(dir, doc, page.readAll().toStdString(), {},
                                                   false, error));

    const QString rule = tmp.filePath("story.rule.json");
    CliRun r = CliRun::run({"rule", "propose", tmp.filePath("pkg"), "bridge", "--out", rule});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("article.story matches 1 elements"), qPrintable(r.err));
    QFile f(rule);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString json = QString::fromUtf8(f.readAll());
    QVERIFY2(json.contains("\"selector\": \"article.story\""), qPrintable(json));
    QVERIFY2(json.contains("\"site\": \"news.example.org\""), qPrintable(json));

    r = CliRun::run({"rule", "test", rule, kPages + "/missing.html", kPages + "/river.html"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    // Nothing matched; the page's words: Home News Sport (3), Page not found (3), Related (1),
    // two "Other story ..." links (6), the copyright line (6): 19.
    QVERIFY2(lines[1].endsWith("missing.html\t0\t0\t19"), qPrintable(lines[1]));
    QVERIFY2(lines[2].contains("river.html\t1\t"), qPrintable(lines[2]));

    r = CliRun::run({"import", "rule", rule, kPages, tmp.filePath("site")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("imported 6 pages"), qPrintable(r.err));
    QVERIFY2(r.err.contains("warning: brief.html: implausibly small"), qPrintable(r.err));
    QVERIFY2(r.err.contains("warning: missing.html: the rule matched nothing"), qPrintable(r.err));
}

void TestRuleCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no action") << QStringList{"rule"} << 2 << "expected propose or test";
    QTest::newRow("propose arguments")
        << QStringList{"rule", "propose", "x"} << 2 << "expected PACKAGE STEM";
    QTest::newRow("test arguments")
        << QStringList{"rule", "test", "r"} << 2 << "expected RULE PAGE";
    QTest::newRow("missing rule") << QStringList{"rule", "test", "/nonexistent", kPages} << 1
                                  << "/nonexistent";
}

void TestRuleCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    CliRun::expectFailure(args, exitCode, message);
}

QTEST_GUILESS_MAIN(TestRuleCommand)
#include "tst_rulecommand.moc"
