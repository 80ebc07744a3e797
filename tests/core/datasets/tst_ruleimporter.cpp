#include <datasets/ruleimporter.h>

#include "importcheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using Severity = core::PackageIssue::Severity;

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/siterules/pages");

QString writeRule(const QTemporaryDir &dir, const QByteArray &text)
{
    const QString path = dir.filePath("rule.txt");
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(text);
    return path;
}

} // namespace

class TestRuleImporter : public QObject
{
    Q_OBJECT

private slots:
    void compilesAPackageWithAReport();
    void badRule_data();
    void badRule();
};

void TestRuleImporter::compilesAPackageWithAReport()
{
    QTemporaryDir tmp;
    core::Importer::Options options;
    options.rule = writeRule(tmp, "article.story\n").toStdString();
    const importcheck::Imported i =
        importcheck::run(core::RuleImporter(), kPages, tmp.filePath("pkg"), options);
    const core::Importer::Result &r = i.result;
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.imported, size_t(6));
    QCOMPARE(importcheck::stems(*i.package),
             (QStringList{"bridge", "brief", "council", "longread", "missing", "river"}));
    const core::PackageDocument &bridge = i.package->documents[0];
    QVERIFY(bridge.hasGoldText);
    QVERIFY(QString::fromStdString(bridge.goldText).startsWith("Bridge to open in spring\n"));
    QCOMPARE(bridge.goldNodes.size(), size_t(1));
    QCOMPARE(bridge.goldNodes[0].path, std::string("/html/body/div/article"));
    QCOMPARE(bridge.metadata.annotator, std::string("site rule: article.story"));
    // The page without an article: no gold, to be annotated by hand.
    QVERIFY(!i.package->documents[4].hasGoldText);

    // The report: one warning for each odd page, naming it, and nothing else.
    QVERIFY2(importcheck::hasIssue(r, "missing.html", Severity::Warning, "matched nothing"),
             importcheck::issuesText(r));
    // "Brief" and "Over.": 2 words, fewer than kMinWords.
    QVERIFY2(importcheck::hasIssue(r, "brief.html", Severity::Warning,
                                   "implausibly small: the rule matched 2 words"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "longread.html", Severity::Warning, "implausibly large"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(3));
}

void TestRuleImporter::badRule_data()
{
    QTest::addColumn<QString>("rule");    // a file name in the test's folder, none for no rule
    QTest::addColumn<QByteArray>("text"); // what the rule file holds (written when not empty)
    QTest::addColumn<QString>("error");   // the importer's error holds this
    QTest::newRow("selector") << "rule.txt" << QByteArray("a[href]") << "rule.txt: selector at 2";
    QTest::newRow("no rule file") << "" << QByteArray() << "no rule file";
    QTest::newRow("missing") << "none.txt" << QByteArray()
                             << "none.txt: cannot read (No such file or directory)";
    // Found by fuzz/fuzz_importers: reading a folder threw std::ios_failure through the importer.
    QTest::newRow("directory") << "folder" << QByteArray() << "folder: is a directory";
}

void TestRuleImporter::badRule()
{
    QFETCH(QString, rule);
    QFETCH(QByteArray, text);
    QFETCH(QString, error);
    QTemporaryDir tmp;
    QVERIFY(QDir(tmp.path()).mkdir("folder"));
    core::Importer::Options options;
    if (!text.isEmpty()) {
        QFile f(tmp.filePath(rule));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    if (!rule.isEmpty())
        options.rule = tmp.filePath(rule).toStdString();
    const core::Importer::Result r =
        core::RuleImporter().run(kPages.toStdString(), tmp.filePath("pkg").toStdString(), options);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(error), r.error.c_str());
    QVERIFY(!QFileInfo::exists(tmp.filePath("pkg")));
}

QTEST_APPLESS_MAIN(TestRuleImporter)
#include "tst_ruleimporter.moc"
