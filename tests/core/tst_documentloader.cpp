// DocumentLoader: plain and gzip-compressed pages load; truncated gzip, binary files, missing
// files and directories are refused with one clear line naming the file.

#include <documentloader.h>

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>

using core::DocumentLoader;

namespace {

std::string fixture(const char *name)
{
    return std::string(BOILERSCOPE_TEST_DATA "/core/loader/") + name;
}

} // namespace

class TestDocumentLoader : public QObject
{
    Q_OBJECT

private slots:
    void loadFile_data();
    void loadFile();
    void gzipGivesTheSameDocument();
    void loadBytes_data();
    void loadBytes();
    void transportCharset();
    void gunzip();
    void looksBinary_data();
    void looksBinary();
    void deepNesting_data();
    void deepNesting();
};

void TestDocumentLoader::loadFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("loads");
    QTest::addColumn<QString>("error"); // a part of the one-line error, after "path: "
    QTest::newRow("html") << QString::fromStdString(fixture("page.html")) << true << "";
    QTest::newRow("html.gz") << QString::fromStdString(fixture("page.html.gz")) << true << "";
    QTest::newRow("empty file") << QString::fromStdString(fixture("empty.html")) << true << "";
    // page.html.gz less its last 12 bytes (CRC, length and the end of the deflate stream).
    QTest::newRow("truncated gzip")
        << QString::fromStdString(fixture("truncated.html.gz")) << false << "truncated gzip data";
    QTest::newRow("binary file") << QString::fromStdString(fixture("image.png")) << false
                                 << "not an HTML page (binary data)";
    QTest::newRow("missing file") << QString::fromStdString(fixture("no-such-page.html")) << false
                                  << "cannot read (No such file or directory)";
    QTest::newRow("directory") << QString::fromStdString(fixture("")) << false << "is a directory";
}

void TestDocumentLoader::loadFile()
{
    QFETCH(QString, path);
    QFETCH(bool, loads);
    QFETCH(QString, error);
    const DocumentLoader::Result r = DocumentLoader::loadFile(path.toStdString());
    QCOMPARE(r.document.has_value(), loads);
    if (loads) {
        QVERIFY(r.error.empty());
        QVERIFY(r.document->body() != core::kNoNode);
        return;
    }
    QCOMPARE(QString::fromStdString(r.error), path + ": " + error);
    QVERIFY(!r.error.empty() && r.error.find('\n') == std::string::npos);
}

void TestDocumentLoader::gzipGivesTheSameDocument()
{
    const auto plain = DocumentLoader::loadFile(fixture("page.html"));
    const auto gz = DocumentLoader::loadFile(fixture("page.html.gz"));
    QVERIFY(plain.document && gz.document);
    QCOMPARE(gz.bytes, plain.bytes); // the decompressed original bytes
    QCOMPARE(gz.document->source(), plain.document->source());
    QCOMPARE(gz.document->size(), plain.document->size());
    // "A small page for the loader: café." has 7 words.
    QCOMPARE(gz.document->subtreeWords(gz.document->body()), 7u);
    QCOMPARE(gz.document->encoding(), std::string("UTF-8"));
}

void TestDocumentLoader::loadBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("utf-8") << QByteArray("<p>x</p>") << ""
                           << "UTF-8";
    QTest::newRow("latin1 declared") << QByteArray("<meta charset=latin1><p>caf\xE9</p>") << ""
                                     << "windows-1252";
    QTest::newRow("not gzip after the magic") << QByteArray("\x1F\x8B garbage") << "mem: corrupt"
                                              << "";
    // 1 NUL in 4 bytes is above the 10% share of control characters.
    QTest::newRow("NULs") << QByteArray("ab\0c", 4) << "mem: not an HTML page (binary data)"
                          << "";
    // Form feeds, tabs and line breaks are text.
    QTest::newRow("text controls") << QByteArray("\f\t\r\n<p>x</p>") << ""
                                   << "UTF-8";
}

void TestDocumentLoader::loadBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(QString, encoding);
    const auto r = DocumentLoader::loadBytes(bytes.toStdString(), "mem");
    if (error.isEmpty()) {
        QVERIFY2(r.document.has_value(), r.error.c_str());
        QCOMPARE(QString::fromStdString(r.document->encoding()), encoding);
        QCOMPARE(r.bytes, bytes.toStdString());
    } else {
        QVERIFY(!r.document);
        QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
    }
}

// The charset a transport declared (a WARC response's HTTP header) outranks the page's <meta>.
void TestDocumentLoader::transportCharset()
{
    const std::string page = "<meta charset=utf-8><p>caf\xE9 cr\xE8me</p>";
    const auto withHeader = DocumentLoader::loadBytes(page, "mem", "iso-8859-1");
    QVERIFY2(withHeader.document.has_value(), withHeader.error.c_str());
    QCOMPARE(withHeader.document->encoding(), std::string("windows-1252"));
    QVERIFY(withHeader.document->source().find("caf\xC3\xA9 cr\xC3\xA8me") != std::string::npos);
    QCOMPARE(withHeader.bytes, page);

    const auto withoutHeader = DocumentLoader::loadBytes(page, "mem");
    QCOMPARE(withoutHeader.document->encoding(), std::string("UTF-8"));
    QVERIFY(withoutHeader.document->source().find("caf\xEF\xBF\xBD") != std::string::npos);
}

void TestDocumentLoader::gunzip()
{
    std::string error;
    const auto bytes = DocumentLoader::loadFile(fixture("page.html")).bytes;
    QFile gz(QString::fromStdString(fixture("page.html.gz")));
    QVERIFY(gz.open(QIODevice::ReadOnly));
    const QByteArray compressed = gz.readAll();
    const auto out =
        DocumentLoader::gunzip({compressed.constData(), size_t(compressed.size())}, error);
    QVERIFY(out.has_value());
    QCOMPARE(*out, bytes);
    QVERIFY(!DocumentLoader::gunzip("\x1F\x8Bnot deflate", error));
    QVERIFY(!error.empty());
}

void TestDocumentLoader::looksBinary_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("binary");
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("html") << QByteArray("<p>hello</p>") << false;
    // 1 control byte in 10 is exactly 10%: not above the share.
    QTest::newRow("10% controls") << QByteArray("\x01"
                                                "abcdefghi")
                                  << false;
    // 2 in 10 is 20%.
    QTest::newRow("20% controls") << QByteArray("\x01\x02"
                                                "abcdefgh")
                                  << true;
    QTest::newRow("UTF-8 letters are not controls")
        << QByteArray("\xC3\xA9\xC3\xA9\xC3\xA9") << false;
}

void TestDocumentLoader::looksBinary()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, binary);
    QCOMPARE(DocumentLoader::looksBinary({bytes.constData(), size_t(bytes.size())}), binary);
}

void TestDocumentLoader::deepNesting_data()
{
    QTest::addColumn<int>("divs"); // a page of this many nested <div>s, never closed
    QTest::addColumn<bool>("loads");
    QTest::newRow("1,000 deep loads") << 1000 << true;
    QTest::newRow("one above the limit")
        << static_cast<int>(DocumentLoader::kMaxNestingDepth) + 1 << false;
    // gumbo would take about a minute over this one; the probe refuses it before parsing.
    QTest::newRow("100,000 deep") << 100000 << false;
}

void TestDocumentLoader::deepNesting()
{
    QFETCH(int, divs);
    QFETCH(bool, loads);
    std::string page;
    for (int i = 0; i < divs; ++i)
        page += "<div>";
    const auto r = DocumentLoader::loadBytes(page, "deep.html");
    QCOMPARE(r.document.has_value(), loads);
    if (!loads) {
        QCOMPARE(r.error, "deep.html: elements nested deeper than " +
                              std::to_string(DocumentLoader::kMaxNestingDepth) +
                              " levels; not parsed (see README)");
        return;
    }
    // Document node 0, html 1, body 2, then the divs at depths 3 .. divs + 2.
    int deepest = 0;
    for (core::NodeId id = 0; id < r.document->size(); ++id)
        deepest = std::max(deepest, static_cast<int>(r.document->node(id).depth));
    QCOMPARE(deepest, divs + 2);
}

QTEST_APPLESS_MAIN(TestDocumentLoader)
#include "tst_documentloader.moc"
