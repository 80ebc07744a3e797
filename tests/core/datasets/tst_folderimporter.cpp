#include <datasets/folderimporter.h>

#include "importcheck.h"

#include <QTest>

using Severity = core::PackageIssue::Severity;

namespace {

const QString kFixture = importcheck::kDatasets + QStringLiteral("/folder");

} // namespace

class TestFolderImporter : public QObject
{
    Q_OBJECT

private slots:
    void pagesAndGold();
    void goldFolderByOption();
    void pagesOnlyMakeACampaign();
};

void TestFolderImporter::pagesAndGold()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(core::FolderImporter(), kFixture, out.path());
    const core::Importer::Result &r = i.result;
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.imported, size_t(3));
    QCOMPARE(importcheck::stems(*i.package), (QStringList{"a", "b", "c"}));
    QCOMPARE(i.package->documents[0].goldText, std::string("Alpha page main text.\n"));
    QVERIFY(i.package->documents[1].compressed);
    QVERIFY(!i.package->documents[2].hasGoldText);
    QCOMPARE(i.package->documents[2].state(), core::AnnotationState::NotStarted);
    QVERIFY2(importcheck::hasIssue(r, "c.html", Severity::Warning, "imported without gold"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "z.txt", Severity::Error, "no page"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(2));
}

void TestFolderImporter::goldFolderByOption()
{
    QTemporaryDir out;
    core::Importer::Options options;
    options.gold = (kFixture + "/gold").toStdString();
    const importcheck::Imported i =
        importcheck::run(core::FolderImporter(), kFixture + "/pages", out.path(), options);
    QVERIFY2(i.result.ok, i.result.error.c_str());
    QCOMPARE(i.result.imported, size_t(3));
    QCOMPARE(i.package->documents[1].goldText,
             std::string("Rates rise\nThe bank raised rates again on Tuesday.\n"));
}

void TestFolderImporter::pagesOnlyMakeACampaign()
{
    // The pages' folder alone: every page without gold, nothing to report.
    QTemporaryDir out;
    const importcheck::Imported i =
        importcheck::run(core::FolderImporter(), kFixture + "/pages", out.path());
    QVERIFY2(i.result.ok, i.result.error.c_str());
    QCOMPARE(i.result.imported, size_t(3));
    QVERIFY(i.result.issues.empty());
    for (const core::PackageDocument &d : i.package->documents)
        QCOMPARE(d.state(), core::AnnotationState::NotStarted);
    QCOMPARE(i.package->guidelines, std::string(core::TestPackage::defaultGuidelines()));

    QTemporaryDir empty;
    const core::Importer::Result none = core::FolderImporter().run(
        empty.path().toStdString(), out.filePath("x").toStdString(), false);
    QVERIFY(!none.ok);
    QVERIFY2(QString::fromStdString(none.error).contains("no pages"), none.error.c_str());
}

QTEST_APPLESS_MAIN(TestFolderImporter)
#include "tst_folderimporter.moc"
