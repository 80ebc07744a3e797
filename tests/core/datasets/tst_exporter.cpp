#include <datasets/cleanevalexporter.h>
#include <datasets/exporter.h>
#include <datasets/importer.h>
#include <document/documentloader.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using core::PackageDocument;

namespace {

const char *const kPage = "<html><body><nav>Menu</nav><h1>Title</h1><p>First paragraph.</p>"
                          "<p>Second</p></body></html>";

// A package with three kinds of document: a full one (gzip page, gold text, snippets, every
// metadata field), a snippets-only one and one with a gold text only.
core::TestPackage makePackage(const QString &dir)
{
    std::string error;
    if (!core::TestPackageWriter::create(dir.toStdString(), {"src", "", "", ""}, false, error))
        qFatal("%s", error.c_str());
    PackageDocument full;
    full.stem = "full";
    full.compressed = true;
    full.goldText = "Title\n\nFirst paragraph.\nSecond";
    full.snippets = {{"First paragraph"}, {"Menu"}};
    full.metadata.url = "https://example.org/full";
    full.metadata.pageType = "article";
    full.metadata.title = "Title";
    full.metadata.author = "Jane Roe";
    full.metadata.published = "2026-01-02";
    PackageDocument snips;
    snips.stem = "snips";
    snips.hasGoldText = false;
    snips.snippets = {{"Second"}, {}};
    snips.metadata.url = "https://example.org/snips";
    PackageDocument plain;
    plain.stem = "plain";
    plain.goldText = "First paragraph.";
    for (const PackageDocument &d : {full, snips, plain})
        if (!core::TestPackageWriter::writeDocument(dir.toStdString(), d, kPage, {}, false, error))
            qFatal("%s", error.c_str());
    core::TestPackageReader::Result read = core::TestPackageReader::read(dir.toStdString());
    if (!read.package || !read.issues.empty())
        qFatal("fixture package unreadable");
    return std::move(*read.package);
}

const PackageDocument *find(const core::TestPackage &p, const std::string &stem)
{
    for (const PackageDocument &d : p.documents)
        if (d.stem == stem)
            return &d;
    return nullptr;
}

// Non-empty lines, white space collapsed: what a format that keeps lines but not blank ones and
// not spacing (CleanEval) preserves of a gold text.
QStringList lines(const std::string &text)
{
    QStringList out;
    for (const QString &l : QString::fromStdString(text).split('\n'))
        if (!l.simplified().isEmpty())
            out << l.simplified();
    return out;
}

} // namespace

class TestExporter : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void refusesNonEmptyFolder();
    void cancelStopsAfterTheCurrentDocument();
    void cleanevalGoldFile();
    void registry();
};

void TestExporter::roundTrip_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QStringList>("stems"); // the documents that come back
    QTest::addColumn<bool>("exactGold");    // the gold text byte for byte (else by lines)
    QTest::addColumn<bool>("snippets");     // snippets kept
    QTest::addColumn<bool>("metadata");     // page type, title, author, date kept
    QTest::addColumn<bool>("url");

    // WCXB has no "no gold text": it scores a record without main_content as an empty one.
    QTest::newRow("wcxb") << "wcxb" << QStringList{"full", "plain"} << true << true << true << true;
    QTest::newRow("scrapinghub") << "scrapinghub" << QStringList{"full", "plain"} << true << false
                                 << false << true;
    QTest::newRow("trafilatura") << "trafilatura" << QStringList{"full", "snips"} << true << true
                                 << false << true;
    QTest::newRow("cleaneval") << "cleaneval" << QStringList{"full", "plain"} << false << false
                               << false << true;
    QTest::newRow("folder") << "folder" << QStringList{"full", "plain", "snips"} << true << false
                            << false << false;
}

void TestExporter::roundTrip()
{
    QFETCH(QString, format);
    QFETCH(QStringList, stems);
    QFETCH(bool, exactGold);
    QFETCH(bool, snippets);
    QFETCH(bool, metadata);
    QFETCH(bool, url);
    QTemporaryDir tmp;
    const core::TestPackage package = makePackage(tmp.filePath("src"));
    const core::Exporter *exporter = core::Exporter::find(format.toStdString());
    QVERIFY(exporter);
    std::size_t steps = 0;
    core::Exporter::Options options;
    options.progress = [&](std::size_t, std::size_t total, const std::string &) {
        ++steps;
        QCOMPARE(total, size_t(3));
    };
    const core::Exporter::Result exported =
        exporter->run(package, tmp.filePath("out").toStdString(), options);
    QVERIFY2(exported.ok, exported.error.c_str());
    QCOMPARE(exported.exported, size_t(stems.size()));
    QCOMPARE(steps, size_t(3));
    // Every document left out is named in a warning.
    QCOMPARE(exported.issues.size(), size_t(3 - stems.size()));

    const core::Importer *importer = core::Importer::find(format.toStdString());
    QVERIFY(importer);
    const core::Importer::Result imported =
        importer->run(tmp.filePath("out").toStdString(), tmp.filePath("back").toStdString(), false);
    QVERIFY2(imported.ok, imported.error.c_str());
    const core::TestPackageReader::Result back =
        core::TestPackageReader::read(tmp.filePath("back").toStdString());
    QVERIFY(back.package);
    QStringList got;
    for (const PackageDocument &d : back.package->documents)
        got << QString::fromStdString(d.stem);
    QCOMPARE(got, stems);

    for (const PackageDocument &b : back.package->documents) {
        const PackageDocument *a = find(package, b.stem);
        QVERIFY(a);
        QCOMPARE(b.hasGoldText, a->hasGoldText && format != "trafilatura");
        if (b.hasGoldText && exactGold)
            QCOMPARE(b.goldText, a->goldText);
        else if (b.hasGoldText)
            QCOMPARE(lines(b.goldText), lines(a->goldText));
        if (snippets) {
            QCOMPARE(b.snippets.with, a->snippets.with);
            QCOMPARE(b.snippets.without, a->snippets.without);
            // trafilatura compares case; WCXB does not.
            QCOMPARE(b.snippets.caseSensitive, format == "trafilatura");
        }
        if (metadata) {
            QCOMPARE(b.metadata.pageType, a->metadata.pageType);
            QCOMPARE(b.metadata.title, a->metadata.title);
            QCOMPARE(b.metadata.author, a->metadata.author);
            QCOMPARE(b.metadata.published, a->metadata.published);
        }
        if (url)
            QCOMPARE(b.metadata.url, a->metadata.url);
        // The page comes back byte for byte (decompressed).
        const core::DocumentLoader::Result pa =
            core::DocumentLoader::loadFile(package.htmlPath(*a));
        const core::DocumentLoader::Result pb =
            core::DocumentLoader::loadFile(back.package->htmlPath(b));
        QCOMPARE(pb.bytes, pa.bytes);
    }
}

void TestExporter::refusesNonEmptyFolder()
{
    QTemporaryDir tmp;
    const core::TestPackage package = makePackage(tmp.filePath("src"));
    QVERIFY(QDir(tmp.path()).mkpath("out"));
    QFile keep(tmp.filePath("out/keep.txt"));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.write("mine");
    keep.close();
    const core::Exporter *folder = core::Exporter::find("folder");
    core::Exporter::Result r = folder->run(package, tmp.filePath("out").toStdString(), {});
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains("not empty"), r.error.c_str());
    QVERIFY(!QDir(tmp.filePath("out/pages")).exists());
    core::Exporter::Options overwrite;
    overwrite.overwrite = true;
    r = folder->run(package, tmp.filePath("out").toStdString(), overwrite);
    QVERIFY(r.ok);
    QVERIFY(QFile::exists(tmp.filePath("out/pages/full.html.gz")));
    QVERIFY(QFile::exists(tmp.filePath("out/keep.txt")));
}

void TestExporter::cancelStopsAfterTheCurrentDocument()
{
    QTemporaryDir tmp;
    const core::TestPackage package = makePackage(tmp.filePath("src"));
    std::atomic<bool> cancel{false};
    core::Exporter::Options options;
    options.cancel = &cancel;
    options.progress = [&](std::size_t, std::size_t, const std::string &) { cancel = true; };
    const core::Exporter::Result r =
        core::Exporter::find("folder")->run(package, tmp.filePath("out").toStdString(), options);
    QVERIFY(r.ok);
    QVERIFY(r.cancelled);
    QCOMPARE(r.exported, size_t(1));
    QVERIFY(QFile::exists(tmp.filePath("out/pages/full.html.gz")));
    QVERIFY(!QFile::exists(tmp.filePath("out/pages/plain.html")));
}

void TestExporter::cleanevalGoldFile()
{
    QCOMPARE(QString::fromStdString(
                 core::CleanevalExporter::goldFile("http://x.org/", "Title\n\n  a   b \nc")),
             QStringLiteral("URL: http://x.org/\n<p>Title\n<p>a b\n<p>c\n"));
}

void TestExporter::registry()
{
    QStringList ids;
    for (const core::Exporter *e : core::Exporter::all())
        ids << QString::fromUtf8(e->id().data(), qsizetype(e->id().size()));
    QCOMPARE(ids,
             (QStringList{"wcxb", "scrapinghub", "trafilatura", "cleaneval", "folder", "html"}));
    QVERIFY(!core::Exporter::find("nope"));
    // Every exporter but html has an importer that reads its output back.
    for (const QString &id : ids.mid(0, 5))
        QVERIFY(core::Importer::find(id.toStdString()));
}

QTEST_APPLESS_MAIN(TestExporter)
#include "tst_exporter.moc"
