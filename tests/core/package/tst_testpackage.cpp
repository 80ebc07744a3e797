#include <document/documentloader.h>
#include <io/atomicfile.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using core::PackageDocument;
using core::PackageIssue;
using core::TestPackageReader;
using core::TestPackageWriter;

namespace {

const char *const kPage = "<html><body><p>Hello <b>world</b></p></body></html>";

PackageDocument sampleDocument(const std::string &stem)
{
    PackageDocument d;
    d.stem = stem;
    d.goldText = "Hello world\nSecond line, ümlaut";
    d.metadata.url = "https://example.org/" + stem;
    d.metadata.language = "en";
    d.metadata.fragmented = true;
    d.metadata.annotator = "tester";
    d.metadata.date = "2026-11-22";
    d.metadata.title = "A title";
    return d;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeRaw(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

// A package with documents "a" and "b" in dir.
void writeTwoDocuments(const QString &dir)
{
    std::string error;
    QVERIFY2(
        TestPackageWriter::create(dir.toStdString(), {"test", "two pages", "", ""}, false, error),
        error.c_str());
    for (const char *stem : {"a", "b"})
        QVERIFY2(TestPackageWriter::writeDocument(dir.toStdString(), sampleDocument(stem), kPage,
                                                  {}, false, error),
                 error.c_str());
}

QStringList stemsOf(const TestPackageReader::Result &r)
{
    QStringList stems;
    if (r.package)
        for (const PackageDocument &d : r.package->documents)
            stems << QString::fromStdString(d.stem);
    return stems;
}

// Makes writes beyond `bytes` fail with EFBIG (works as root too, unlike read-only folders).
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        std::signal(SIGXFSZ, SIG_IGN);
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_old); }

private:
    rlimit m_old{};
};

} // namespace

class TestTestPackage : public QObject
{
    Q_OBJECT

private slots:
    void writeAndReadBack();
    void documentDefects_data();
    void documentDefects();
    void strayFilesAreWarnings_data();
    void strayFilesAreWarnings();
    void packageDefects_data();
    void packageDefects();
    void overwriteOnlyWhenAsked();
    void versionTwoRoundTrip();
    void versionOneStillReads();
    void annotationsAndAdjudicatedGold();
    void guidelines();
    void annotatorKey_data();
    void annotatorKey();
    void failedWriteKeepsPreviousFile();
    void failedDocumentWriteKeepsPreviousDocument();
};

void TestTestPackage::writeAndReadBack()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(TestPackageWriter::create(dir, {"name", "desc", "src", "CC0"}, false, error));

    PackageDocument plain = sampleDocument("page-1");
    plain.metadata.multipleArticles = false;
    QVERIFY2(TestPackageWriter::writeDocument(dir, plain, kPage, {}, false, error), error.c_str());

    PackageDocument gz = sampleDocument("page_2");
    gz.compressed = true;
    gz.metadata.fragmented.reset();
    gz.goldNodes = {
        {"/html/body/p", 3}, {"/html/body/div[2]", -1}, {"/html/body/p/text()", 3, 4, 17}};
    gz.goldNodesOfRendered = true;
    QVERIFY2(TestPackageWriter::writeDocument(dir, gz, kPage, "<html data-bs-id=0></html>", false,
                                              error),
             error.c_str());

    const TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.package);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->description.name, std::string("name"));
    QCOMPARE(r.package->description.description, std::string("desc"));
    QCOMPARE(r.package->description.source, std::string("src"));
    QCOMPARE(r.package->description.license, std::string("CC0"));
    QCOMPARE(stemsOf(r), (QStringList{"page-1", "page_2"}));

    const PackageDocument &a = r.package->documents[0];
    QCOMPARE(a.goldText, plain.goldText);
    QCOMPARE(a.metadata.url, plain.metadata.url);
    QCOMPARE(a.metadata.language, std::string("en"));
    QCOMPARE(a.metadata.fragmented, std::optional<bool>(true));
    QCOMPARE(a.metadata.multipleArticles, std::optional<bool>(false));
    QCOMPARE(a.metadata.annotator, std::string("tester"));
    QCOMPARE(a.metadata.date, std::string("2026-11-22"));
    QCOMPARE(a.metadata.title, std::string("A title"));
    QVERIFY(!a.compressed);
    QVERIFY(a.goldNodes.empty());
    QVERIFY(!a.hasRendered);
    QCOMPARE(readAll(QString::fromStdString(r.package->htmlPath(a))), QByteArray(kPage));

    const PackageDocument &b = r.package->documents[1];
    QVERIFY(b.compressed);
    QVERIFY(!b.metadata.fragmented.has_value());
    QVERIFY(!b.metadata.multipleArticles.has_value());
    QCOMPARE(b.goldNodes.size(), size_t(3));
    QCOMPARE(b.goldNodes[0].path, std::string("/html/body/p"));
    QCOMPARE(b.goldNodes[0].renderId, 3);
    QVERIFY(!b.goldNodes[0].begin && !b.goldNodes[0].end);
    QCOMPARE(b.goldNodes[1].renderId, -1);
    QCOMPARE(b.goldNodes[2].path, std::string("/html/body/p/text()"));
    QCOMPARE(b.goldNodes[2].begin, std::optional<std::uint32_t>(4));
    QCOMPARE(b.goldNodes[2].end, std::optional<std::uint32_t>(17));
    QVERIFY(b.goldNodesOfRendered);
    QVERIFY(b.hasRendered);
    // The compressed page is stored gzipped and loads as the original bytes.
    const std::string gzPath = r.package->htmlPath(b);
    QVERIFY(QString::fromStdString(gzPath).endsWith(".html.gz"));
    QVERIFY(readAll(QString::fromStdString(gzPath)).startsWith("\x1f\x8b"));
    const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(gzPath);
    QVERIFY(loaded.document);
    QCOMPARE(loaded.originalBytes(), std::string(kPage));
}

void TestTestPackage::documentDefects_data()
{
    QTest::addColumn<QString>("op"); // rm FILE, mv FILE TO, or write FILE with content
    QTest::addColumn<QString>("target");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");

    const QByteArray none;
    QTest::newRow("gold not utf-8") << "write"
                                    << "a.txt" << QByteArray("\xff\xfe") << "a.txt"
                                    << "UTF-8";
    QTest::newRow("snippets not json") << "write"
                                       << "a.snippets.json" << QByteArray("[") << "a.snippets.json"
                                       << "invalid JSON";
    QTest::newRow("snippets not strings")
        << "write"
        << "a.snippets.json" << QByteArray("{\"with\":[1]}") << "a.snippets.json"
        << "\"with\" must be an array of strings";
    QTest::newRow("snippets case flag not a boolean")
        << "write"
        << "a.snippets.json" << QByteArray("{\"with\":[\"x\"],\"caseSensitive\":1}")
        << "a.snippets.json"
        << "\"caseSensitive\" must be true, false or null";
    QTest::newRow("page type not a string")
        << "write"
        << "a.meta.json"
        << QByteArray("{\"url\":\"\",\"language\":\"\",\"fragmented\":null,\"multipleArticles\":"
                      "null,\"annotator\":\"\",\"date\":\"\",\"pageType\":3}")
        << "a.meta.json"
        << "\"pageType\" must be a string";
    QTest::newRow("page missing") << "rm"
                                  << "a.html" << none << "a.html"
                                  << "missing";
    QTest::newRow("page empty") << "write"
                                << "a.html" << QByteArray("") << "a.html"
                                << "empty";
    QTest::newRow("two pages") << "write"
                               << "a.html.gz" << QByteArray("\x1f\x8bxx") << "a.html.gz"
                               << "both";
    QTest::newRow("gz not gzip") << "mv"
                                 << "a.html" << QByteArray("a.html.gz") << "a.html.gz"
                                 << "not gzip";
    // An interrupted write: the metadata file is written last, so it is what is missing.
    QTest::newRow("half-written") << "rm"
                                  << "a.meta.json" << none << "a.meta.json"
                                  << "incomplete";
    QTest::newRow("meta not json") << "write"
                                   << "a.meta.json" << QByteArray("{\"url\": ") << "a.meta.json"
                                   << "invalid JSON";
    QTest::newRow("meta number overflow")
        << "write"
        << "a.meta.json" << QByteArray("{\"url\": -1e400}") << "a.meta.json"
        << "number overflow";
    QTest::newRow("meta not object") << "write"
                                     << "a.meta.json" << QByteArray("[]") << "a.meta.json"
                                     << "object";
    QTest::newRow("meta key missing")
        << "write"
        << "a.meta.json"
        << QByteArray("{\"language\":\"\",\"fragmented\":null,\"multipleArticles\":null,"
                      "\"annotator\":\"\",\"date\":\"\"}")
        << "a.meta.json"
        << "missing key \"url\"";
    QTest::newRow("meta flag type")
        << "write"
        << "a.meta.json"
        << QByteArray("{\"url\":\"\",\"language\":\"\",\"fragmented\":\"yes\","
                      "\"multipleArticles\":null,\"annotator\":\"\",\"date\":\"\"}")
        << "a.meta.json"
        << "\"fragmented\" must be true, false or null";
    QTest::newRow("gold nodes no array")
        << "write"
        << "a.gold-nodes.json" << QByteArray("{\"nodes\":1}") << "a.gold-nodes.json"
        << "\"nodes\" must be an array";
    QTest::newRow("gold nodes bad path")
        << "write"
        << "a.gold-nodes.json" << QByteArray("{\"nodes\":[{\"path\":\"body\"}]}")
        << "a.gold-nodes.json"
        << "must start with /";
    QTest::newRow("gold path with a newline")
        << "write"
        << "a.gold-nodes.json" << QByteArray("{\"nodes\":[{\"path\":\"body\\nx\"}]}")
        << "a.gold-nodes.json"
        << "path \"body\\nx\" must start with /";
    QTest::newRow("gold range without end")
        << "write"
        << "a.gold-nodes.json" << QByteArray("{\"nodes\":[{\"path\":\"/a\",\"begin\":1}]}")
        << "a.gold-nodes.json"
        << "nodes[0]: \"begin\" needs \"end\" too";
    QTest::newRow("gold range negative")
        << "write"
        << "a.gold-nodes.json"
        << QByteArray("{\"nodes\":[{\"path\":\"/a\",\"begin\":-1,\"end\":3}]}")
        << "a.gold-nodes.json"
        << "nodes[0]: \"begin\" must be a non-negative integer";
    QTest::newRow("gold range not integer")
        << "write"
        << "a.gold-nodes.json"
        << QByteArray("{\"nodes\":[{\"path\":\"/a\",\"begin\":1,\"end\":\"3\"}]}")
        << "a.gold-nodes.json"
        << "nodes[0]: \"end\" must be a non-negative integer";
    QTest::newRow("gold range empty")
        << "write"
        << "a.gold-nodes.json"
        << QByteArray("{\"nodes\":[{\"path\":\"/a\",\"begin\":3,\"end\":3}]}")
        << "a.gold-nodes.json"
        << "nodes[0]: \"begin\" must be less than \"end\"";
    QTest::newRow("gold nodes of missing snapshot")
        << "write"
        << "a.gold-nodes.json" << QByteArray("{\"document\":\"rendered\",\"nodes\":[]}")
        << "a.gold-nodes.json"
        << "a.rendered.html, which is missing";
}

void TestTestPackage::documentDefects()
{
    QFETCH(QString, op);
    QFETCH(QString, target);
    QFETCH(QByteArray, content);
    QFETCH(QString, file);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    writeTwoDocuments(tmp.path());
    if (op == "rm")
        QVERIFY(QFile::remove(tmp.filePath(target)));
    else if (op == "mv")
        QVERIFY(QFile::rename(tmp.filePath(target), tmp.filePath(QString::fromLatin1(content))));
    else
        writeRaw(tmp.filePath(target), content);

    const TestPackageReader::Result r = TestPackageReader::read(tmp.path().toStdString());
    QVERIFY(r.package);
    // The broken document is skipped, the other one stays.
    QCOMPARE(stemsOf(r), QStringList{"b"});
    bool found = false;
    for (const PackageIssue &issue : r.issues) {
        QCOMPARE(issue.severity, PackageIssue::Severity::Error);
        QVERIFY(!QString::fromStdString(issue.text()).contains('\n'));
        found = found || (QString::fromStdString(issue.file) == file &&
                          QString::fromStdString(issue.message).contains(message));
    }
    QVERIFY2(found, qPrintable(QStringLiteral("no issue '%1' in %2").arg(message, file)));
    QCOMPARE(QString::fromStdString(r.issues.back().text()), QStringLiteral("a: document skipped"));
}

void TestTestPackage::strayFilesAreWarnings_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown extension") << "notes.md" << QByteArray("x") << "not part of any";
    QTest::newRow("no extension") << "README" << QByteArray("x") << "not part of any";
    QTest::newRow("bad stem") << "a b.txt" << QByteArray("x") << "not part of any";
    QTest::newRow("temporary file") << ".a.txt.tmp-Ab12Cd" << QByteArray("half") << "interrupted";
    QTest::newRow("annotation key not canonical")
        << "a.annotation.Ada.json" << QByteArray("{}") << "not part of any";
    QTest::newRow("broken annotation")
        << "a.annotation.ada.json" << QByteArray("{\"annotator\":\"Ada\"}")
        << "missing key \"text\"; annotation ignored";
    QTest::newRow("unknown meta key")
        << "a.meta.json"
        << QByteArray("{\"url\":\"\",\"language\":\"\",\"fragmented\":null,\"multipleArticles\":"
                      "null,\"annotator\":\"\",\"date\":\"\",\"colour\":\"red\"}")
        << "unknown key \"colour\"";
    // Found by fuzz/fuzz_package (tests/data/fuzz/package/regression-newline-in-key.pkg): the
    // key's newline made the warning two lines.
    QTest::newRow("newline in a key")
        << "package.json"
        << QByteArray("{\"format\": \"boilerscope-test-package\",\n \"version\": 1,\"name\": "
                      "\"z\",  \"\\ns\":\"C\"\n}")
        << "unknown key \"\\ns\" ignored";
}

void TestTestPackage::strayFilesAreWarnings()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    writeTwoDocuments(tmp.path());
    writeRaw(tmp.filePath(name), content);
    const TestPackageReader::Result r = TestPackageReader::read(tmp.path().toStdString());
    QVERIFY(r.package);
    QCOMPARE(stemsOf(r), (QStringList{"a", "b"}));
    QCOMPARE(r.issues.size(), size_t(1));
    QCOMPARE(r.issues[0].severity, PackageIssue::Severity::Warning);
    QCOMPARE(QString::fromStdString(r.issues[0].file), name);
    QVERIFY(QString::fromStdString(r.issues[0].message).contains(message));
    QVERIFY(!QString::fromStdString(r.issues[0].text()).contains('\n'));
}

void TestTestPackage::packageDefects_data()
{
    QTest::addColumn<QByteArray>("description"); // empty: no package.json at all
    QTest::addColumn<QString>("message");

    QTest::newRow("missing") << QByteArray() << "not a test package";
    QTest::newRow("not json") << QByteArray("{") << "invalid JSON";
    QTest::newRow("wrong format") << QByteArray("{\"format\":\"zip\",\"version\":1,\"name\":\"x\"}")
                                  << "expected \"boilerscope-test-package\"";
    QTest::newRow("newer version")
        << QByteArray("{\"format\":\"boilerscope-test-package\",\"version\":3,\"name\":\"x\"}")
        << "version 3 is not supported";
    QTest::newRow("no name") << QByteArray(
                                    "{\"format\":\"boilerscope-test-package\",\"version\":1}")
                             << "missing key \"name\"";
    // Found by fuzz/fuzz_package (tests/data/fuzz/package/regression-number-overflow.pkg):
    // nlohmann-json throws out_of_range, not parse_error, for a number beyond double's range.
    QTest::newRow("number overflow") << QByteArray("{\"format\":1e309}") << "invalid JSON";
    QTest::newRow("format with a newline")
        << QByteArray("{\"format\":\"zip\\n\",\"version\":1,\"name\":\"x\"}")
        << "\"format\" is \"zip\\n\", expected";
}

void TestTestPackage::packageDefects()
{
    QFETCH(QByteArray, description);
    QFETCH(QString, message);
    QTemporaryDir tmp;
    writeTwoDocuments(tmp.path());
    if (description.isEmpty())
        QVERIFY(QFile::remove(tmp.filePath("package.json")));
    else
        writeRaw(tmp.filePath("package.json"), description);
    const TestPackageReader::Result r = TestPackageReader::read(tmp.path().toStdString());
    QVERIFY(!r.package);
    QCOMPARE(r.issues.size(), size_t(1));
    QCOMPARE(r.issues[0].file, std::string("package.json"));
    QVERIFY2(QString::fromStdString(r.issues[0].message).contains(message),
             r.issues[0].message.c_str());
    QVERIFY(!QString::fromStdString(r.issues[0].text()).contains('\n'));
}

void TestTestPackage::overwriteOnlyWhenAsked()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    QVERIFY(!TestPackageWriter::create(dir, {"p2", "", "", ""}, false, error));
    QVERIFY(QString::fromStdString(error).contains("exists"));

    PackageDocument doc = sampleDocument("a");
    doc.goldNodes = {{"/html/body", -1}};
    QVERIFY(TestPackageWriter::writeDocument(dir, doc, kPage, {}, false, error));
    PackageDocument changed = sampleDocument("a");
    changed.goldText = "changed";
    changed.compressed = true;
    QVERIFY(!TestPackageWriter::writeDocument(dir, changed, "<p>new</p>", {}, false, error));
    QVERIFY(QString::fromStdString(error).contains("exists already"));
    QCOMPARE(TestPackageReader::read(dir).package->documents[0].goldText, doc.goldText);

    // With overwrite: the new files replace the old, and the old document's extra files (the
    // uncompressed page, the node-level gold) are gone.
    QVERIFY2(TestPackageWriter::writeDocument(dir, changed, "<p>new</p>", {}, true, error),
             error.c_str());
    const TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->documents[0].goldText, std::string("changed"));
    QVERIFY(r.package->documents[0].compressed);
    QVERIFY(r.package->documents[0].goldNodes.empty());
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{"a.html.gz", "a.meta.json", "a.txt", "guidelines.md", "package.json"}));
}

void TestTestPackage::versionTwoRoundTrip()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(TestPackageWriter::create(dir, {"v2", "", "", ""}, false, error));
    PackageDocument full = sampleDocument("full");
    full.metadata.pageType = "article";
    full.metadata.author = "Jane Roe";
    full.metadata.published = "2025-09-04";
    full.metadata.siteName = "Example News";
    full.snippets = {{"Hello world", "ümlaut"}, {"Login"}};
    QVERIFY2(TestPackageWriter::writeDocument(dir, full, kPage, {}, false, error), error.c_str());
    // A snippets-only document: no STEM.txt at all (trafilatura's gold).
    PackageDocument snippetsOnly = sampleDocument("snips");
    snippetsOnly.hasGoldText = false;
    snippetsOnly.goldText.clear();
    snippetsOnly.snippets.with = {"Hello"};
    snippetsOnly.snippets.caseSensitive = true; // trafilatura's
    QVERIFY2(TestPackageWriter::writeDocument(dir, snippetsOnly, kPage, {}, false, error),
             error.c_str());
    QVERIFY(!QFile::exists(tmp.filePath("snips.txt")));
    QVERIFY(!QFile::exists(tmp.filePath("full.gold-nodes.json")));

    const TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.package);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->version, 2);
    QCOMPARE(stemsOf(r), (QStringList{"full", "snips"}));
    const PackageDocument &a = r.package->documents[0];
    QVERIFY(a.hasGoldText);
    QCOMPARE(a.goldText, full.goldText);
    QCOMPARE(a.metadata.pageType, std::string("article"));
    QCOMPARE(a.metadata.author, std::string("Jane Roe"));
    QCOMPARE(a.metadata.published, std::string("2025-09-04"));
    QCOMPARE(a.metadata.siteName, std::string("Example News"));
    // Written only when known: the other document's metadata has no siteName key.
    QVERIFY(!QString::fromUtf8(readAll(tmp.filePath("snips.meta.json"))).contains("siteName"));
    QVERIFY(a.metadata.adjudicatedFrom.empty());
    QVERIFY(a.snippets == full.snippets);
    QCOMPARE(a.state(), core::AnnotationState::Annotated);
    const PackageDocument &b = r.package->documents[1];
    QVERIFY(!b.hasGoldText);
    QVERIFY(b.goldText.empty());
    QCOMPARE(b.snippets.with, std::vector<std::string>{"Hello"});
    QVERIFY(b.snippets.caseSensitive);
    QVERIFY(!a.snippets.caseSensitive);
    QVERIFY(b.snippets.without.empty());
    // Snippets are not a full-text gold: nobody has annotated the page's main content yet.
    QCOMPARE(b.state(), core::AnnotationState::NotStarted);
}

void TestTestPackage::versionOneStillReads()
{
    // A package as version 1 wrote it: no guidelines, no page type, every document with a gold;
    // its description without "version" (read as 1).
    QTemporaryDir tmp;
    writeRaw(tmp.filePath("package.json"),
             "{\"format\":\"boilerscope-test-package\",\"name\":\"old\","
             "\"description\":\"kept\"}");
    writeRaw(tmp.filePath("a.html"), kPage);
    writeRaw(tmp.filePath("a.txt"), "Hello world");
    writeRaw(tmp.filePath("a.meta.json"),
             "{\"url\":\"u\",\"language\":\"en\",\"fragmented\":null,\"multipleArticles\":null,"
             "\"annotator\":\"x\",\"date\":\"\",\"title\":\"t\"}");
    const std::string dir = tmp.path().toStdString();
    TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.package);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->version, 1);
    QVERIFY(r.package->guidelines.empty());
    QCOMPARE(stemsOf(r), QStringList{"a"});
    QCOMPARE(r.package->documents[0].goldText, std::string("Hello world"));
    QVERIFY(r.package->documents[0].metadata.pageType.empty());

    // Writing into it raises package.json to the current version, keeping its description.
    std::string error;
    QVERIFY2(TestPackageWriter::writeDocument(dir, sampleDocument("b"), kPage, {}, false, error),
             error.c_str());
    r = TestPackageReader::read(dir);
    QVERIFY(r.package);
    QCOMPARE(r.package->version, core::TestPackage::kVersion);
    QCOMPARE(r.package->description.name, std::string("old"));
    QCOMPARE(r.package->description.description, std::string("kept"));
    QCOMPARE(stemsOf(r), (QStringList{"a", "b"}));
}

void TestTestPackage::annotationsAndAdjudicatedGold()
{
    QTemporaryDir tmp;
    writeTwoDocuments(tmp.path());
    const std::string dir = tmp.path().toStdString();
    std::string error;
    core::Annotation ada{"ignored", "Ada Lovelace",     "2026-11-23",
                         "Hello",   {{"/html/body/p"}}, false};
    QVERIFY2(TestPackageWriter::writeAnnotation(dir, "a", ada, false, error), error.c_str());
    QVERIFY(QFile::exists(tmp.filePath("a.annotation.ada-lovelace.json")));
    TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.issues.empty());
    const PackageDocument *a = &r.package->documents[0];
    QCOMPARE(a->annotations.size(), size_t(1));
    QCOMPARE(a->annotations[0].key, std::string("ada-lovelace"));
    QCOMPARE(a->annotations[0].annotator, std::string("Ada Lovelace"));
    QCOMPARE(a->annotations[0].date, std::string("2026-11-23"));
    QCOMPARE(a->annotations[0].text, std::string("Hello"));
    QCOMPARE(a->annotations[0].nodes.size(), size_t(1));
    QCOMPARE(a->annotations[0].nodes[0].path, std::string("/html/body/p"));
    QVERIFY(a->annotation("ada-lovelace"));
    QVERIFY(!a->annotation("bob"));
    QCOMPARE(a->state(), core::AnnotationState::Annotated);

    // The same annotator again: only with overwrite; another name with the same key: never.
    QVERIFY(!TestPackageWriter::writeAnnotation(dir, "a", ada, false, error));
    QVERIFY2(QString::fromStdString(error).contains("exists already"), error.c_str());
    ada.text = "Hello world";
    QVERIFY2(TestPackageWriter::writeAnnotation(dir, "a", ada, true, error), error.c_str());
    core::Annotation clash = ada;
    clash.annotator = "ADA lovelace";
    QVERIFY(!TestPackageWriter::writeAnnotation(dir, "a", clash, true, error));
    QVERIFY2(QString::fromStdString(error).contains("same file name"), error.c_str());
    QVERIFY(!TestPackageWriter::writeAnnotation(dir, "zz", ada, true, error));
    QVERIFY2(QString::fromStdString(error).contains("no such document"), error.c_str());

    core::Annotation bob{"", "Bob", "", "world", {}, false};
    QVERIFY2(TestPackageWriter::writeAnnotation(dir, "a", bob, false, error), error.c_str());
    r = TestPackageReader::read(dir);
    a = &r.package->documents[0];
    QCOMPARE(a->annotations.size(), size_t(2));
    QCOMPARE(a->annotations[0].text, std::string("Hello world"));
    QCOMPARE(a->annotations[1].key, std::string("bob"));
    QCOMPARE(a->state(), core::AnnotationState::SeveralAnnotators);

    // The adjudicated gold replaces the document's gold; page and annotations stay.
    core::DocumentMetadata meta = a->metadata;
    meta.adjudicatedFrom = {"ada-lovelace", "bob"};
    QVERIFY2(TestPackageWriter::writeGold(dir, "a", "Hello world", {{"/html/body/p"}}, false, meta,
                                          error),
             error.c_str());
    r = TestPackageReader::read(dir);
    QVERIFY(r.issues.empty());
    a = &r.package->documents[0];
    QCOMPARE(a->goldText, std::string("Hello world"));
    QCOMPARE(a->goldNodes.size(), size_t(1));
    QCOMPARE(a->metadata.adjudicatedFrom, (std::vector<std::string>{"ada-lovelace", "bob"}));
    QCOMPARE(a->annotations.size(), size_t(2));
    QCOMPARE(a->state(), core::AnnotationState::Adjudicated);
    QCOMPARE(readAll(tmp.filePath("a.html")), QByteArray(kPage));
    // Without node-level gold the old STEM.gold-nodes.json goes.
    QVERIFY2(TestPackageWriter::writeGold(dir, "a", "Hello", {}, false, meta, error),
             error.c_str());
    QVERIFY(!QFile::exists(tmp.filePath("a.gold-nodes.json")));
    QVERIFY(!TestPackageWriter::writeGold(dir, "nope", "x", {}, false, meta, error));
}

void TestTestPackage::guidelines()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(TestPackageWriter::create(dir, {"g", "", "", ""}, false, error));
    TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->guidelines, std::string(core::TestPackage::defaultGuidelines()));
    for (const char *topic : {"navigation", "comments", "captions", "headings", "advertisements"})
        QVERIFY2(r.package->guidelines.find(topic) != std::string::npos, topic);

    // Edited guidelines survive re-creating the package, and can be replaced on purpose.
    QVERIFY(TestPackageWriter::writeGuidelines(dir, "Mark only the recipe.", error));
    QVERIFY(TestPackageWriter::create(dir, {"g2", "", "", ""}, true, error));
    QCOMPARE(TestPackageReader::read(dir).package->guidelines,
             std::string("Mark only the recipe."));
    QTemporaryDir other;
    QVERIFY(TestPackageWriter::create(other.path().toStdString(), {"o", "", "", ""}, false, error,
                                      "Own text"));
    QCOMPARE(TestPackageReader::read(other.path().toStdString()).package->guidelines,
             std::string("Own text"));
}

void TestTestPackage::annotatorKey_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("key");
    QTest::newRow("plain") << "ada"
                           << "ada";
    QTest::newRow("case and space") << "Ada  Lovelace"
                                    << "ada-lovelace";
    QTest::newRow("punctuation at the ends") << " (Bob) "
                                             << "bob";
    QTest::newRow("non-ascii") << "Jürgen Groß"
                               << "j-rgen-gro";
    QTest::newRow("nothing left") << "名前"
                                  << "anonymous";
    QTest::newRow("empty") << ""
                           << "anonymous";
    QTest::newRow("long") << QString(100, 'x') << QString(64, 'x');
}

void TestTestPackage::annotatorKey()
{
    QFETCH(QString, name);
    QFETCH(QString, key);
    QCOMPARE(QString::fromStdString(core::TestPackage::annotatorKey(name.toStdString())), key);
}

void TestTestPackage::failedWriteKeepsPreviousFile()
{
    QTemporaryDir tmp;
    const std::string path = tmp.filePath("file.txt").toStdString();
    std::string error;
    QVERIFY(core::AtomicFile::write(path, "previous", error));
    {
        const FileSizeLimit limit(1000);
        QVERIFY(!core::AtomicFile::write(path, std::string(5000, 'x'), error));
    }
    QVERIFY2(QString::fromStdString(error).contains("cannot write"), error.c_str());
    QCOMPARE(readAll(QString::fromStdString(path)), QByteArray("previous"));
    // No temporary file is left behind.
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"file.txt"});
}

void TestTestPackage::failedDocumentWriteKeepsPreviousDocument()
{
    QTemporaryDir tmp;
    writeTwoDocuments(tmp.path());
    const std::string dir = tmp.path().toStdString();
    const QStringList before = QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden);
    PackageDocument changed = sampleDocument("a");
    changed.goldText = std::string(10000, 'g');
    std::string error;
    {
        // The page fits, the (long) gold text does not: the write fails half-way.
        const FileSizeLimit limit(4096);
        QVERIFY(!TestPackageWriter::writeDocument(dir, changed, kPage, {}, true, error));
    }
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden), before);
    const TestPackageReader::Result r = TestPackageReader::read(dir);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.package->documents[0].goldText, sampleDocument("a").goldText);
}

QTEST_APPLESS_MAIN(TestTestPackage)
#include "tst_testpackage.moc"
