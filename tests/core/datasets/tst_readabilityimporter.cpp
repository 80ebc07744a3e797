#include <datasets/importer.h>
#include <datasets/readabilityimporter.h>
#include <package/testpackagereader.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using core::PackageIssue;

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/readability");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A writable copy of the fixture pages, so that a test can add broken ones.
void copyPages(const QString &to)
{
    for (const QString &page : QDir(kPages).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QVERIFY(QDir(to).mkpath(page));
        for (const QString &file : QDir(kPages + "/" + page).entryList(QDir::Files))
            QVERIFY(QFile::copy(kPages + "/" + page + "/" + file, to + "/" + page + "/" + file));
    }
}

} // namespace

class TestReadabilityImporter : public QObject
{
    Q_OBJECT

private slots:
    void importsEveryPage();
    void goldText_data();
    void goldText();
    void metadataGold();
    void compressedPagesGiveTheSamePackage();
    void brokenPageIsSkipped();
    void existingPackageNeedsOverwrite();
    void listedAsImporter();
};

void TestReadabilityImporter::importsEveryPage()
{
    QTemporaryDir out;
    const core::ReadabilityImporter importer;
    const core::Importer::Result result =
        importer.run(kPages.toStdString(), out.path().toStdString(), false);
    QVERIFY2(result.ok, result.error.c_str());
    QCOMPARE(result.imported, size_t(3));
    QVERIFY(result.issues.empty());

    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(out.path().toStdString());
    QVERIFY(read.package);
    QVERIFY(read.issues.empty());
    QCOMPARE(read.package->description.name, std::string("readability"));
    QCOMPARE(read.package->documents.size(), size_t(3));
    QCOMPARE(read.package->documents[0].stem, std::string("005-unescape-html-entities"));
    QCOMPARE(read.package->documents[1].stem, std::string("normalize-spaces"));
    QCOMPARE(read.package->documents[2].stem, std::string("ol"));

    // The page is stored byte for byte.
    const core::PackageDocument &spaces = read.package->documents[1];
    QCOMPARE(readAll(QString::fromStdString(read.package->htmlPath(spaces))),
             readAll(kPages + "/normalize-spaces/source.html"));
    // Title from expected-metadata.json; it has no "lang", so the language stays unknown; the
    // flags Readability does not know stay null; the annotator says whose gold it is.
    QCOMPARE(spaces.metadata.title, std::string("Normalize space test"));
    QCOMPARE(spaces.metadata.language, std::string());
    QVERIFY(!spaces.metadata.fragmented.has_value());
    QVERIFY(!spaces.metadata.multipleArticles.has_value());
    QVERIFY(QString::fromStdString(spaces.metadata.annotator).contains("Readability.js"));
}

// expected-metadata.json's title, byline, publishedTime, siteName and lang are the metadata
// gold: a page of Readability's suite that has them all.
void TestReadabilityImporter::metadataGold()
{
    const QString page = QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages/aclu");
    QTemporaryDir source, out;
    QVERIFY(QDir(source.path()).mkpath("aclu"));
    for (const QString &file : QDir(page).entryList(QDir::Files))
        QVERIFY(QFile::copy(page + "/" + file, source.filePath("aclu/" + file)));
    const QJsonObject gold =
        QJsonDocument::fromJson(readAll(page + "/expected-metadata.json")).object();
    for (const char *key : {"title", "byline", "publishedTime", "siteName", "lang"})
        QVERIFY2(!gold[key].toString().isEmpty(), key);

    const core::Importer::Result result = core::ReadabilityImporter().run(
        source.path().toStdString(), out.path().toStdString(), false);
    QVERIFY2(result.ok, result.error.c_str());
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(out.path().toStdString());
    QVERIFY(read.package);
    QVERIFY(read.issues.empty());
    const core::DocumentMetadata &m = read.package->documents.at(0).metadata;
    QCOMPARE(QString::fromStdString(m.title), gold["title"].toString());
    QCOMPARE(QString::fromStdString(m.author), gold["byline"].toString());
    QCOMPARE(QString::fromStdString(m.published), gold["publishedTime"].toString());
    QCOMPARE(QString::fromStdString(m.siteName), gold["siteName"].toString());
    QCOMPARE(QString::fromStdString(m.language), gold["lang"].toString());
}

void TestReadabilityImporter::goldText_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<QStringList>("lines");

    // <div> Test </div>: one line, trimmed.
    QTest::newRow("one text") << "005-unescape-html-entities" << QStringList{"Test"};
    // <ol><li><p>...</p></li></ol>: one block, one line.
    QTest::newRow("list") << "ol"
                          << QStringList{QStringLiteral("AI hasn’t meaningfully changed anything "
                                                        "in cybersecurity so far. Deep fake "
                                                        "phishing is still rare, L")};
    // h2, p, h2, p: four blocks, four lines; the source's line breaks, tab and blank lines
    // inside a paragraph become single spaces.
    const QString lorem = QStringLiteral(
        " ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tab here incididunt "
        "ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation "
        "ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in "
        "reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur "
        "sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id "
        "est laborum.");
    QTest::newRow("blocks") << "normalize-spaces"
                            << QStringList{"Lorem", "Lorem" + lorem, "Foo",
                                           "Tempor incididunt ut labore et dolore magna aliqua. Ut "
                                           "enim ad minim veniam, quis nostrud exercitation "
                                           "ullamco laboris nisi ut aliquip ex ea commodo "
                                           "consequat. Duis aute irure dolor in reprehenderit in "
                                           "voluptate velit esse cillum dolore eu fugiat nulla "
                                           "pariatur. Excepteur sint occaecat cupidatat non "
                                           "proident, sunt in culpa qui officia deserunt mollit "
                                           "anim id est laborum."};
}

void TestReadabilityImporter::goldText()
{
    QFETCH(QString, page);
    QFETCH(QStringList, lines);
    std::string error;
    const std::optional<std::string> gold = core::ReadabilityImporter::goldText(
        (kPages + "/" + page + "/expected.html").toStdString(), error);
    QVERIFY2(gold, error.c_str());
    QCOMPARE(QString::fromStdString(*gold).split('\n'), lines);
}

// The repository keeps the test pages as source.html.gz / expected.html.gz: importing them gives
// the package the uncompressed folder gives (the original bytes, the same gold).
void TestReadabilityImporter::compressedPagesGiveTheSamePackage()
{
    const QString compressed = QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages");
    QTemporaryDir source, plainOut, gzOut;
    for (const QString &page : QDir(kPages).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QVERIFY(QDir(source.path()).mkpath(page));
        for (const QString &file : QDir(compressed + "/" + page).entryList(QDir::Files))
            QVERIFY(QFile::copy(compressed + "/" + page + "/" + file,
                                source.filePath(page + "/" + file)));
        QVERIFY(QFile::exists(source.filePath(page + "/source.html.gz")));
        QVERIFY(!QFile::exists(source.filePath(page + "/source.html")));
    }
    const core::ReadabilityImporter importer;
    QVERIFY(importer.run(kPages.toStdString(), plainOut.path().toStdString(), false).ok);
    const core::Importer::Result result =
        importer.run(source.path().toStdString(), gzOut.path().toStdString(), false);
    QVERIFY2(result.ok, result.error.c_str());
    QVERIFY(result.issues.empty());
    QCOMPARE(result.imported, size_t(3));

    const auto plain = core::TestPackageReader::read(plainOut.path().toStdString());
    const auto gz = core::TestPackageReader::read(gzOut.path().toStdString());
    QVERIFY(plain.package && gz.package);
    QCOMPARE(gz.package->documents.size(), plain.package->documents.size());
    for (size_t i = 0; i < gz.package->documents.size(); ++i) {
        const core::PackageDocument &a = plain.package->documents[i];
        const core::PackageDocument &b = gz.package->documents[i];
        QCOMPARE(b.stem, a.stem);
        QCOMPARE(b.goldText, a.goldText);
        const QByteArray bytes = readAll(QString::fromStdString(gz.package->htmlPath(b)));
        QVERIFY(!bytes.isEmpty());
        QCOMPARE(bytes, readAll(QString::fromStdString(plain.package->htmlPath(a))));
    }
}

void TestReadabilityImporter::brokenPageIsSkipped()
{
    QTemporaryDir source, out;
    copyPages(source.path());
    // A page folder without expected.html, and one whose metadata is not JSON.
    QVERIFY(QDir(source.path()).mkpath("no-gold"));
    QVERIFY(QFile::copy(kPages + "/ol/source.html", source.filePath("no-gold/source.html")));
    QFile bad(source.filePath("ol/expected-metadata.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bad.write("{ not json");
    bad.close();

    const core::Importer::Result result = core::ReadabilityImporter().run(
        source.path().toStdString(), out.path().toStdString(), false);
    QVERIFY(result.ok);
    QCOMPARE(result.imported, size_t(3));
    QCOMPARE(result.issues.size(), size_t(2));
    // Sorted folders: "no-gold" comes before "ol".
    QCOMPARE(result.issues[0].severity, PackageIssue::Severity::Error);
    QCOMPARE(result.issues[0].file, std::string("no-gold/expected.html"));
    QVERIFY(QString::fromStdString(result.issues[0].message).contains("skipped"));
    QCOMPARE(result.issues[1].severity, PackageIssue::Severity::Warning);
    QCOMPARE(result.issues[1].file, std::string("ol/expected-metadata.json"));

    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(out.path().toStdString());
    QCOMPARE(read.package->documents.size(), size_t(3));
    QVERIFY(read.issues.empty());
}

void TestReadabilityImporter::existingPackageNeedsOverwrite()
{
    QTemporaryDir out;
    const core::ReadabilityImporter importer;
    QVERIFY(importer.run(kPages.toStdString(), out.path().toStdString(), false).ok);
    const core::Importer::Result again =
        importer.run(kPages.toStdString(), out.path().toStdString(), false);
    QVERIFY(!again.ok);
    QVERIFY(QString::fromStdString(again.error).contains("exists"));
    const core::Importer::Result forced =
        importer.run(kPages.toStdString(), out.path().toStdString(), true);
    QVERIFY(forced.ok);
    QCOMPARE(forced.imported, size_t(3));
}

void TestReadabilityImporter::listedAsImporter()
{
    const core::Importer *importer = core::Importer::find("readability");
    QVERIFY(importer);
    QCOMPARE(importer->id(), std::string_view("readability"));
    QVERIFY(!core::Importer::find("boilerpipe"));
}

QTEST_APPLESS_MAIN(TestReadabilityImporter)
#include "tst_readabilityimporter.moc"
