#include <datasets/trafilaturaimporter.h>

#include "importcheck.h"

#include <QTest>

using Severity = core::PackageIssue::Severity;

class TestTrafilaturaImporter : public QObject
{
    Q_OBJECT

private slots:
    void issuesStayOneLine_data();
    void issuesStayOneLine();
    void importsFixture();
    void parseEvalData_data();
    void parseEvalData();
};

void TestTrafilaturaImporter::importsFixture()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(
        core::TrafilaturaImporter(), importcheck::kDatasets + "/trafilatura", out.path());
    const core::Importer::Result &r = i.result;
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.imported, size_t(2));
    QVERIFY(i.readIssues.empty());
    // Stems from the file names: "two.page.html" has dots, which stems may not.
    QCOMPARE(importcheck::stems(*i.package), (QStringList{"one", "two-page"}));
    const core::PackageDocument &one = i.package->documents[0];
    // Snippets only: no gold text, so the full-text measures skip the document.
    QVERIFY(!one.hasGoldText);
    QVERIFY(!QFile::exists(out.filePath("one.txt")));
    QCOMPARE(one.snippets.with,
             (std::vector<std::string>{"river flooded the old town", "evacuated overnight"}));
    QCOMPARE(one.snippets.without, std::vector<std::string>{"Login | Register"});
    // Read back from the package: found only with the same case, as trafilatura compares.
    QVERIFY(one.snippets.caseSensitive);
    QCOMPARE(one.metadata.url, std::string("https://example.org/one"));
    QCOMPARE(one.metadata.author, std::string("A. Reporter"));
    QCOMPARE(one.metadata.title, std::string("Floods"));
    QVERIFY(!one.compressed);
    QCOMPARE(i.package->documents[1].metadata.url, std::string("https://example.org/two"));

    QVERIFY2(importcheck::hasIssue(r, "evaldata.json: \"https://example.org/missing\"",
                                   Severity::Error,
                                   "no page \"eval/gone.html\" or \"cache/gone.html\""),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "evaldata.json: \"https://example.org/nosnippets\"",
                                   Severity::Error, "no snippets"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(2));
}

void TestTrafilaturaImporter::parseEvalData_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("problem"); // of the only entry

    QTest::newRow("fine") << QByteArray(R"({"u":{"file":"a.html","with":["x"]}})") << ""
                          << "";
    QTest::newRow("no file") << QByteArray(R"({"u":{"with":["x"]}})") << ""
                             << "no \"file\"";
    QTest::newRow("path as file") << QByteArray(R"({"u":{"file":"../a.html","with":["x"]}})") << ""
                                  << "not a path";
    QTest::newRow("snippets not strings") << QByteArray(R"({"u":{"file":"a","without":[3]}})") << ""
                                          << "lists of strings";
    QTest::newRow("not an object") << QByteArray(R"({"u":[]})") << ""
                                   << "not an object";
    QTest::newRow("broken") << QByteArray("{") << "invalid JSON"
                            << "";
    QTest::newRow("string") << QByteArray("\"x\"") << "not a JSON object"
                            << "";
}

void TestTrafilaturaImporter::parseEvalData()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QFETCH(QString, problem);
    std::string message;
    const auto entries = core::TrafilaturaImporter::parseEvalData(json.toStdString(), message);
    QCOMPARE(bool(entries), error.isEmpty());
    if (!entries) {
        QVERIFY2(QString::fromStdString(message).contains(error), message.c_str());
        return;
    }
    QCOMPARE(entries->size(), size_t(1));
    QCOMPARE(entries->front().url, std::string("u"));
    QCOMPARE(entries->front().problem.empty(), problem.isEmpty());
    QVERIFY2(QString::fromStdString(entries->front().problem).contains(problem),
             entries->front().problem.c_str());
}

// Found by fuzzing (fuzz_importers): a key or file name of evaldata.json holding a newline went
// into the issue as it was, two lines; such strings are quoted as JSON writes them.
void TestTrafilaturaImporter::issuesStayOneLine_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("file"); // of the issue
    QTest::addColumn<QString>("message");
    QTest::newRow("newline in a URL and a file")
        << QByteArray(R"({"u\nv":{"file":"a\nb.html","with":["x"]}})") << "evaldata.json: \"u\\nv\""
        << "no page \"eval/a\\nb.html\" or \"cache/a\\nb.html\"";
}

void TestTrafilaturaImporter::issuesStayOneLine()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, file);
    QFETCH(QString, message);
    QTemporaryDir source, out;
    QVERIFY(QDir(source.path()).mkpath("eval"));
    QFile f(source.filePath("evaldata.json"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(json);
    f.close();
    const core::Importer::Result r = core::TrafilaturaImporter().run(
        source.path().toStdString(), out.filePath("pkg").toStdString(), false);
    QVERIFY2(importcheck::hasIssue(r, file, Severity::Error, message), importcheck::issuesText(r));
    for (const core::PackageIssue &i : r.issues)
        QVERIFY2(i.text().find('\n') == std::string::npos, i.text().c_str());
}

QTEST_APPLESS_MAIN(TestTrafilaturaImporter)
#include "tst_trafilaturaimporter.moc"
