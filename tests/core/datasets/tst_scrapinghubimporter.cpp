#include <datasets/scrapinghubimporter.h>

#include "importcheck.h"

#include <QTest>

using Severity = core::PackageIssue::Severity;

class TestScrapinghubImporter : public QObject
{
    Q_OBJECT

private slots:
    void issuesStayOneLine_data();
    void issuesStayOneLine();
    void importsFixture();
    void parseGroundTruth_data();
    void parseGroundTruth();
    void brokenGroundTruthStopsTheImport();
};

void TestScrapinghubImporter::importsFixture()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(
        core::ScrapinghubImporter(), importcheck::kDatasets + "/scrapinghub", out.path());
    const core::Importer::Result &r = i.result;
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.imported, size_t(2));
    QCOMPARE(importcheck::stems(*i.package), (QStringList{"a1", "b2"}));
    const core::PackageDocument &a = i.package->documents[0];
    QCOMPARE(a.goldText, std::string("Rates rise\nThe bank raised rates again on Tuesday."));
    QCOMPARE(a.metadata.url, std::string("https://example.org/rates"));
    QVERIFY(a.compressed);
    QVERIFY(a.snippets.empty());
    // No articleBody: an empty gold, as evaluate.py's .get('articleBody', '') scores it.
    const core::PackageDocument &b = i.package->documents[1];
    QVERIFY(b.hasGoldText);
    QCOMPARE(b.goldText, std::string());

    QVERIFY2(importcheck::hasIssue(r, "ground-truth.json: \"b2\"", Severity::Warning,
                                   "no \"articleBody\": an empty gold text"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "ground-truth.json: \"c3\"", Severity::Error, "no page"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "html/d4.html.gz", Severity::Error, "no entry"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(3));
}

void TestScrapinghubImporter::parseGroundTruth_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QStringList>("problems"); // per id, "" when usable
    QTest::addColumn<QStringList>("warnings"); // per id, "" when none

    QTest::newRow("two") << QByteArray(
                                R"({"b":{"articleBody":"x"},"a":{"articleBody":"y","url":1}})")
                         << "" << QStringList{"a", "b"} << QStringList{"", ""}
                         << QStringList{"", ""};
    QTest::newRow("body not a string")
        << QByteArray(R"({"a":{"articleBody":["x"]}})") << "" << QStringList{"a"}
        << QStringList{"articleBody\" is not a string"} << QStringList{""};
    QTest::newRow("no body, null body")
        << QByteArray(R"({"a":{"url":"u"},"b":{"articleBody":null}})") << ""
        << QStringList{"a", "b"} << QStringList{"", ""}
        << QStringList{"an empty gold text", "an empty gold text"};
    QTest::newRow("entry not an object") << QByteArray(R"({"a":"x"})") << "" << QStringList{"a"}
                                         << QStringList{"not an object"} << QStringList{""};
    QTest::newRow("empty") << QByteArray("{}") << "" << QStringList{} << QStringList{}
                           << QStringList{};
    QTest::newRow("broken") << QByteArray("{\"a\":") << "invalid JSON" << QStringList{}
                            << QStringList{} << QStringList{};
    QTest::newRow("list") << QByteArray("[1]") << "not a JSON object" << QStringList{}
                          << QStringList{} << QStringList{};
}

void TestScrapinghubImporter::parseGroundTruth()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QFETCH(QStringList, ids);
    QFETCH(QStringList, problems);
    QFETCH(QStringList, warnings);
    std::string message;
    const auto entries = core::ScrapinghubImporter::parseGroundTruth(json.toStdString(), message);
    QCOMPARE(bool(entries), error.isEmpty());
    if (!entries) {
        QVERIFY2(QString::fromStdString(message).contains(error), message.c_str());
        return;
    }
    QCOMPARE(int(entries->size()), ids.size());
    for (int k = 0; k < ids.size(); ++k) {
        const core::ScrapinghubImporter::Entry &e = (*entries)[size_t(k)];
        QCOMPARE(QString::fromStdString(e.id), ids[k]);
        QCOMPARE(e.problem.empty(), problems[k].isEmpty());
        QVERIFY(QString::fromStdString(e.problem).contains(problems[k]));
        QCOMPARE(e.warning.empty(), warnings[k].isEmpty());
        QVERIFY(QString::fromStdString(e.warning).contains(warnings[k]));
    }
}

void TestScrapinghubImporter::brokenGroundTruthStopsTheImport()
{
    QTemporaryDir source, out;
    QVERIFY(QDir(source.path()).mkpath("html"));
    QFile f(source.filePath("ground-truth.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"a\": {\"articleBody\": ");
    f.close();
    const core::Importer::Result r = core::ScrapinghubImporter().run(
        source.path().toStdString(), out.filePath("pkg").toStdString(), false);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains("ground-truth.json: invalid JSON"),
             r.error.c_str());
    QVERIFY(!QFile::exists(out.filePath("pkg")));
}

// Found by fuzzing (fuzz_importers): a key or file name of ground-truth.json holding a newline went
// into the issue as it was, two lines; such strings are quoted as JSON writes them.
void TestScrapinghubImporter::issuesStayOneLine_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("file"); // of the issue
    QTest::addColumn<QString>("message");
    QTest::newRow("newline in an id")
        << QByteArray(R"({"a\nb":{"articleBody":"x"}})") << "ground-truth.json: \"a\\nb\""
        << "no page \"html/a\\nb.html.gz\"";
}

void TestScrapinghubImporter::issuesStayOneLine()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, file);
    QFETCH(QString, message);
    QTemporaryDir source, out;
    QVERIFY(QDir(source.path()).mkpath("html"));
    QFile f(source.filePath("ground-truth.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const core::Importer::Result r = core::ScrapinghubImporter().run(
        source.path().toStdString(), out.filePath("pkg").toStdString(), false);
    QVERIFY2(importcheck::hasIssue(r, file, Severity::Error, message), importcheck::issuesText(r));
    for (const core::PackageIssue &i : r.issues)
        QVERIFY2(i.text().find('\n') == std::string::npos, i.text().c_str());
}

QTEST_APPLESS_MAIN(TestScrapinghubImporter)
#include "tst_scrapinghubimporter.moc"
