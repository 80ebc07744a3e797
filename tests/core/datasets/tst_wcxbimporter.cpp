#include <datasets/wcxbimporter.h>
#include <document/documentloader.h>
#include <eval/evaluationrunner.h>
#include <registry/extractorregistry.h>

#include "importcheck.h"
#include "referencewords.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using core::PackageIssue;
using Severity = core::PackageIssue::Severity;

namespace {

const QString kFixture = importcheck::kDatasets + QStringLiteral("/wcxb");

} // namespace

class TestWcxbImporter : public QObject
{
    Q_OBJECT

private slots:
    void importsFixture();
    void badFilesAreReportedPerDocument();
    void parseGroundTruth_data();
    void parseGroundTruth();
    void overwriteProgressAndCancel();
    void missingFolders();
    void wcxbDevScoring();
};

void TestWcxbImporter::importsFixture()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(core::WcxbImporter(), kFixture, out.path());
    QVERIFY2(i.result.ok, i.result.error.c_str());
    QCOMPARE(i.result.imported, size_t(3));
    QVERIFY(i.package);
    QVERIFY(i.readIssues.empty());
    QCOMPARE(importcheck::stems(*i.package), (QStringList{"0001", "0002", "0006"}));

    const core::PackageDocument &a = i.package->documents[0];
    QVERIFY(a.hasGoldText);
    QCOMPARE(a.goldText, std::string("Fall nutrition\n\nProtein continues to dominate the "
                                     "wellness conversation.\n\nPlant-forward meals get a "
                                     "seasonal twist."));
    QCOMPARE(a.snippets.with,
             (std::vector<std::string>{"Protein continues to dominate", "seasonal twist"}));
    QCOMPARE(a.snippets.without, (std::vector<std::string>{"Home", "Copyright 2025"}));
    QCOMPARE(a.metadata.pageType, std::string("article"));
    QCOMPARE(a.metadata.url, std::string("https://example.org/fall-nutrition"));
    QCOMPARE(a.metadata.title, std::string("Fall nutrition"));
    QCOMPARE(a.metadata.author, std::string("Andrew King"));
    QCOMPARE(a.metadata.published, std::string("2025-09-04"));
    QVERIFY(QString::fromStdString(a.metadata.annotator).contains("WCXB"));
    // The page keeps its gzip bytes.
    QVERIFY(a.compressed);
    QFile stored(QString::fromStdString(i.package->htmlPath(a)));
    QFile original(kFixture + "/html/0001.html.gz");
    QVERIFY(stored.open(QIODevice::ReadOnly) && original.open(QIODevice::ReadOnly));
    QCOMPARE(stored.readAll(), original.readAll());

    // "category" is WCXB's collection type; a null main_content is an empty gold, as WCXB scores
    // it; null author.
    const core::PackageDocument &b = i.package->documents[1];
    QCOMPARE(b.metadata.pageType, std::string("collection"));
    QVERIFY(b.hasGoldText);
    QCOMPARE(b.goldText, std::string());
    QCOMPARE(b.snippets.with, (std::vector<std::string>{"Runner", "Walker"}));
    QCOMPARE(b.metadata.author, std::string());
    QCOMPARE(b.metadata.published, std::string());

    // An empty main content is a gold (nothing is main content); the unknown type is kept.
    const core::PackageDocument &c = i.package->documents[2];
    QVERIFY(c.hasGoldText);
    QCOMPARE(c.goldText, std::string());
    QCOMPARE(c.metadata.pageType, std::string("recipe"));
}

void TestWcxbImporter::badFilesAreReportedPerDocument()
{
    QTemporaryDir out;
    const importcheck::Imported i = importcheck::run(core::WcxbImporter(), kFixture, out.path());
    const core::Importer::Result &r = i.result;
    QVERIFY2(importcheck::hasIssue(r, "ground-truth/0003.json", Severity::Error, "invalid JSON"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "html/0004.html.gz", Severity::Error, "no ground truth"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "ground-truth/0005.json", Severity::Error, "no page"),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "ground-truth/0006.json", Severity::Warning,
                                   "unknown page type \"recipe\""),
             importcheck::issuesText(r));
    QVERIFY2(importcheck::hasIssue(r, "ground-truth/0002.json", Severity::Warning,
                                   "no main_content: an empty gold text"),
             importcheck::issuesText(r));
    QCOMPARE(r.issues.size(), size_t(5));
}

void TestWcxbImporter::parseGroundTruth_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");    // "" when it parses
    QTest::addColumn<QString>("pageType"); // when it parses
    QTest::addColumn<QString>("warning");  // a warning it must give, "" for none

    QTest::newRow("minimal") << QByteArray(R"({"ground_truth":{"main_content":"x"},
        "_internal":{"page_type":{"primary":"forum"}}})")
                             << ""
                             << "forum"
                             << "";
    QTest::newRow("category") << QByteArray(R"({"ground_truth":{"main_content":"x"},
        "_internal":{"page_type":{"primary":"category"}}})")
                              << ""
                              << "collection"
                              << "";
    QTest::newRow("no page type") << QByteArray(R"({"ground_truth":{"main_content":"x"}})") << ""
                                  << ""
                                  << "no page type";
    QTest::newRow("page type not a string") << QByteArray(R"({"ground_truth":{"main_content":"x"},
        "_internal":{"page_type":{"primary":7}}})")
                                            << ""
                                            << ""
                                            << "not a string";
    // Found by fuzzing (fuzz_importers): the page type went into the warning as it was, so a
    // newline in it made the warning two lines; it is quoted as JSON writes it.
    QTest::newRow("newline in the page type") << QByteArray(R"({"ground_truth":{"main_content":"x"},
        "_internal":{"page_type":{"primary":"a\nb"}}})")
                                              << ""
                                              << "a\nb"
                                              << "unknown page type \"a\\nb\"";
    QTest::newRow("bad snippets") << QByteArray(R"({"ground_truth":{"main_content":"x",
        "with":"one","without":[1,"two"]}})")
                                  << ""
                                  << ""
                                  << "is not a list";
    QTest::newRow("broken") << QByteArray("{\"ground_truth\": {") << "invalid JSON"
                            << ""
                            << "";
    QTest::newRow("array") << QByteArray("[]") << "not a JSON object"
                           << ""
                           << "";
    QTest::newRow("no ground_truth") << QByteArray(R"({"url":"u"})") << "ground_truth"
                                     << ""
                                     << "";
    // WCXB scores a page whose record has no main_content as one whose reference is empty.
    QTest::newRow("null main_content")
        << QByteArray(R"({"ground_truth":{"main_content":null,"with":[],"without":[]},
        "_internal":{"page_type":{"primary":"forum"}}})")
        << ""
        << "forum"
        << "no main_content: an empty gold text";
    QTest::newRow("no main_content") << QByteArray(R"({"ground_truth":{"with":["a"]},
        "_internal":{"page_type":{"primary":"forum"}}})")
                                     << ""
                                     << "forum"
                                     << "no main_content: an empty gold text";
    QTest::newRow("main_content not a string")
        << QByteArray(R"({"ground_truth":{"main_content":["x"]}})")
        << "\"main_content\" is not a string"
        << ""
        << "";
}

void TestWcxbImporter::parseGroundTruth()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QFETCH(QString, pageType);
    QFETCH(QString, warning);
    std::string message;
    const std::optional<core::WcxbImporter::Record> r =
        core::WcxbImporter::parseGroundTruth(json.toStdString(), message);
    QCOMPARE(bool(r), error.isEmpty());
    if (!r) {
        QVERIFY2(QString::fromStdString(message).contains(error), message.c_str());
        return;
    }
    QCOMPARE(QString::fromStdString(r->pageType), pageType);
    bool found = warning.isEmpty();
    for (const std::string &w : r->warnings)
        found = found || QString::fromStdString(w).contains(warning);
    QVERIFY2(found, qPrintable(warning));
    if (warning.isEmpty())
        QVERIFY(r->warnings.empty());
    for (const std::string &w : r->warnings)
        QVERIFY2(w.find('\n') == std::string::npos, w.c_str());
}

void TestWcxbImporter::overwriteProgressAndCancel()
{
    QTemporaryDir out;
    core::Importer::Options options;
    std::vector<std::size_t> done;
    std::size_t total = 0;
    options.progress = [&](std::size_t d, std::size_t t, const std::string &) {
        done.push_back(d);
        total = t;
    };
    importcheck::Imported i = importcheck::run(core::WcxbImporter(), kFixture, out.path(), options);
    QVERIFY(i.result.ok);
    // Six ids (0001-0006), each one step, imported or not.
    QCOMPARE(done, (std::vector<std::size_t>{1, 2, 3, 4, 5, 6}));
    QCOMPARE(total, size_t(6));

    // Again: the package exists, nothing is touched without overwrite.
    QFile::remove(out.filePath("0001.txt"));
    i = importcheck::run(core::WcxbImporter(), kFixture, out.path());
    QVERIFY(!i.result.ok);
    QVERIFY2(QString::fromStdString(i.result.error).contains("exists already"),
             i.result.error.c_str());
    QVERIFY(!QFile::exists(out.filePath("0001.txt")));
    options.overwrite = true;
    options.progress = {};
    i = importcheck::run(core::WcxbImporter(), kFixture, out.path(), options);
    QVERIFY(i.result.ok);
    QCOMPARE(i.result.imported, size_t(3));
    QVERIFY(QFile::exists(out.filePath("0001.txt")));

    // Cancelled after the first document: what was done stays, the run says so.
    QTemporaryDir cancelled;
    std::atomic<bool> cancel{false};
    core::Importer::Options stop;
    stop.cancel = &cancel;
    stop.progress = [&](std::size_t, std::size_t, const std::string &) { cancel = true; };
    i = importcheck::run(core::WcxbImporter(), kFixture, cancelled.path(), stop);
    QVERIFY(i.result.ok);
    QVERIFY(i.result.cancelled);
    QCOMPARE(i.result.imported, size_t(1));
    QCOMPARE(importcheck::stems(*i.package), QStringList{"0001"});
}

void TestWcxbImporter::missingFolders()
{
    QTemporaryDir empty, out;
    const core::Importer::Result r = core::WcxbImporter().run(
        empty.path().toStdString(), out.filePath("pkg").toStdString(), false);
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains("html"), r.error.c_str());
    QVERIFY(!QFile::exists(out.filePath("pkg")));
}

// The WCXB development split, when BOILERSCOPE_WCXB_DEV names it (it is not in the repository):
// a sample of its pages is imported and the `plain` extractor evaluated with wcxb-word-f1; every
// page's F1 (a page without main_content has an empty reference) is recomputed here from the raw
// ground-truth JSON and plain's text with the reference tokeniser (Qt's Unicode tables, not the
// importer's nor the measure's code), as WCXB's README defines the score. The same check by hand,
// outside this program, for one page:
//   boilerscope-cli extract -e plain $BOILERSCOPE_WCXB_DEV/html/0001.html.gz > plain.txt
//   /usr/bin/python3 -c 'import json,re,collections as c; t=lambda s: c.Counter(
//     re.findall(r"\w+", s.lower())); g=t(json.load(open("'$BOILERSCOPE_WCXB_DEV'/ground-truth/'
//     '0001.json"))["ground_truth"]["main_content"]); p=t(open("plain.txt").read());
//     o=sum((g&p).values()); print(2*o/(sum(g.values())+sum(p.values())))'
void TestWcxbImporter::wcxbDevScoring()
{
    const QString dev = qEnvironmentVariable("BOILERSCOPE_WCXB_DEV");
    if (dev.isEmpty())
        QSKIP("BOILERSCOPE_WCXB_DEV is not set (the WCXB development split's folder)");
    // Every 50th id of the split, copied with its page: 30 pages of every type, in seconds.
    QTemporaryDir sample, out;
    QVERIFY(QDir(sample.path()).mkpath("html") && QDir(sample.path()).mkpath("ground-truth"));
    const QStringList ids =
        QDir(dev + "/ground-truth").entryList({"*.json"}, QDir::Files, QDir::Name);
    QVERIFY2(ids.size() > 1000, qPrintable(dev + ": not the WCXB development split"));
    QMap<QString, QJsonObject> truth;
    for (int k = 0; k < ids.size(); k += 50) {
        const QString id = ids[k].chopped(5);
        QVERIFY(QFile::copy(dev + "/ground-truth/" + ids[k],
                            sample.filePath("ground-truth/" + ids[k])));
        QVERIFY(QFile::copy(dev + "/html/" + id + ".html.gz",
                            sample.filePath("html/" + id + ".html.gz")));
        QFile f(dev + "/ground-truth/" + ids[k]);
        QVERIFY(f.open(QIODevice::ReadOnly));
        truth[id] = QJsonDocument::fromJson(f.readAll()).object();
    }
    const importcheck::Imported i =
        importcheck::run(core::WcxbImporter(), sample.path(), out.path());
    QVERIFY2(i.result.ok, i.result.error.c_str());
    QVERIFY(i.package);

    core::MeasureSet wcxb;
    wcxb.set(size_t(core::Measure::WcxbWordF1));
    const core::Extractor *plain = core::ExtractorRegistry::find("plain");
    const core::EvaluationResults results =
        core::EvaluationRunner({{plain, plain->info().defaults()}}, 2, wcxb).run(*i.package);
    int checked = 0;
    for (const core::EvaluationRow &row : results.rows) {
        const QString id = QString::fromStdString(results.documents[row.document]);
        const QJsonObject gt = truth[id].value("ground_truth").toObject();
        const QString primary = truth[id]
                                    .value("_internal")
                                    .toObject()
                                    .value("page_type")
                                    .toObject()
                                    .value("primary")
                                    .toString();
        QCOMPARE(QString::fromStdString(results.pageTypes[row.document]),
                 primary == "category" ? QStringLiteral("collection") : primary);
        const core::DocumentLoader::Result page = core::DocumentLoader::loadFile(
            dev.toStdString() + "/html/" + id.toStdString() + ".html.gz");
        QVERIFY(page.document);
        const QString text =
            QString::fromStdString(plain->run(*page.document, plain->info().defaults()).text);
        QMap<QString, int> g, p;
        int gn = 0, pn = 0, overlap = 0;
        for (const QString &t :
             referencewords::tokens(gt.value("main_content").toString().toLower()))
            ++g[t], ++gn;
        for (const QString &t : referencewords::tokens(text.toLower()))
            ++p[t], ++pn;
        for (auto it = p.begin(); it != p.end(); ++it)
            overlap += std::min(it.value(), g.value(it.key()));
        const double f1 = gn == 0 ? (pn == 0 ? 1.0 : 0.0) : 2.0 * overlap / (gn + pn);
        const double got = row.scores[size_t(core::Measure::WcxbWordF1)].f1;
        QVERIFY2(qAbs(got - f1) < 1e-9,
                 qPrintable(QStringLiteral("%1: %2, reference %3").arg(id).arg(got).arg(f1)));
        ++checked;
    }
    // Every page is scored, also those whose reference is empty or absent.
    QCOMPARE(checked, int(truth.size()));
}

QTEST_GUILESS_MAIN(TestWcxbImporter)
#include "tst_wcxbimporter.moc"
