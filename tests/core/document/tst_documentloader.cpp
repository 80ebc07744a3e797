// DocumentLoader: plain and gzip-compressed pages in every encoding load, from files and pipes;
// truncated gzip, binary files, missing files, directories and pages beyond the parser's limits
// (nesting, attributes, parse tree memory: scaled down where a full-size page would be slow) are
// refused with one clear line naming the file.

#include <document/documentloader.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

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
    void limits_data();
    void limits();
    void treeBudget_data();
    void treeBudget();
    void encodingFixturesLoad_data();
    void encodingFixturesLoad();

private:
    QTemporaryDir m_dir;
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
    // A named pipe nobody writes to is an empty page, not a wait for ever.
    const QString fifo = m_dir.filePath(QStringLiteral("fifo.html"));
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    QTest::newRow("named pipe without a writer") << fifo << true << "";
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
    QCOMPARE(gz.originalBytes(), plain.originalBytes()); // the decompressed original bytes
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
    // 1 NUL in 4 bytes is above the 1% share of binary bytes.
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
    // What loadBytes refuses before parsing, refusal() says alone, in the same words.
    QCOMPARE(DocumentLoader::refusal(bytes.toStdString(), "mem"), r.error);
    if (error.isEmpty()) {
        QVERIFY2(r.document.has_value(), r.error.c_str());
        QCOMPARE(QString::fromStdString(r.document->encoding()), encoding);
        QCOMPARE(r.originalBytes(), bytes.toStdString());
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
    const DocumentLoader::Result page = DocumentLoader::loadFile(fixture("page.html"));
    const std::string bytes(page.originalBytes());
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
    const QByteArray text(199, 'a');
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("html") << QByteArray("<p>hello</p>") << false;
    // 2 binary bytes in 200 are 1%: not above the share; 3 are.
    QTest::newRow("1% binary bytes") << QByteArray("\x01") + text.left(198) + "\x02" << false;
    QTest::newRow("1.5% binary bytes") << QByteArray("\x01\x02\x03") + text.left(197) << true;
    // Tab, line feed, form feed, carriage return and escape (ISO-2022-JP) are text.
    QTest::newRow("text controls") << QByteArray("\t\n\f\r\x1b$B\x1b(B") << false;
    QTest::newRow("UTF-8 letters") << QByteArray("\xC3\xA9\xC3\xA9\xC3\xA9") << false;
    // Decoded as windows-1252 these would pass a check made after decoding (0x80-0x9F become
    // letters and punctuation); the raw NULs and controls give them away.
    QTest::newRow("NULs between high bytes")
        << QByteArray("\x80\x91\x00\x92\x93\x00\x94\x95", 8) << true;
    // UTF-16 and UTF-32 are judged by code units: their zero bytes are text.
    QTest::newRow("UTF-16LE with BOM") << QByteArray("\xFF\xFE<\0p\0>\0\xE9\0", 10) << false;
    QTest::newRow("UTF-16BE without BOM") << QByteArray("\0<\0p\0>\0h\0i\0<\0/\0p\0>", 18) << false;
    QTest::newRow("UTF-32BE with BOM") << QByteArray("\0\0\xFE\xFF\0\0\0<\0\0\0p", 12) << false;
    // ... and their control code units are binary: 1 in 2 units of U+0001.
    QTest::newRow("UTF-16LE of controls") << QByteArray("\xFF\xFE\x01\0a\0", 6) << true;
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
    QTest::newRow("500 deep loads") << 500 << true;
    QTest::newRow("at the limit") << static_cast<int>(DocumentLoader::kMaxNestingDepth) << true;
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
    QCOMPARE(DocumentLoader::refusal(page, "deep.html"), r.error);
    if (!loads) {
        QCOMPARE(r.error, "deep.html: elements nested deeper than " +
                              std::to_string(DocumentLoader::kMaxNestingDepth) +
                              " levels; not parsed (see docs/command-line.md)");
        return;
    }
    // Document node 0, html 1, body 2, then the divs at depths 3 .. divs + 2.
    int deepest = 0;
    for (core::NodeId id = 0; id < r.document->size(); ++id)
        deepest = std::max(deepest, static_cast<int>(r.document->node(id).depth));
    QCOMPARE(deepest, divs + 2);
}

namespace {

// n repetitions of unit, with "%d" replaced by the repetition's number.
std::string repeat(const std::string &unit, int n)
{
    std::string out;
    for (int i = 0; i < n; ++i) {
        std::string u = unit;
        if (const size_t at = u.find("%d"); at != std::string::npos)
            u.replace(at, 2, std::to_string(i));
        out += u;
    }
    return out;
}

// n attributes a0 .. a(n-1).
std::string attributes(int n)
{
    return repeat(" a%d", n);
}

} // namespace

void TestDocumentLoader::limits_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<QString>("error"); // after "limits.html: "; empty when the page loads
    const auto depth = std::to_string(DocumentLoader::kMaxNestingDepth);
    const auto most = std::to_string(DocumentLoader::kMaxAttributes);
    const int max = static_cast<int>(DocumentLoader::kMaxAttributes);
    const QString refused = "; not parsed (see docs/command-line.md)";
    QTest::newRow("attributes at the limit")
        << QByteArray::fromStdString("<p" + attributes(max) + ">x") << "";
    QTest::newRow("attributes above the limit")
        << QByteArray::fromStdString("<p" + attributes(max + 1) + ">x")
        << QString::fromStdString("a tag with more than " + most + " attributes") + refused;
    QTest::newRow("attributes on an end tag")
        << QByteArray::fromStdString("<p>x</p" + attributes(max + 1) + ">")
        << QString::fromStdString("a tag with more than " + most + " attributes") + refused;
    // gumbo merges the attributes of every further <html> or <body> tag into the first one's.
    QTest::newRow("html and body attributes add up")
        << QByteArray::fromStdString("<html" + attributes(max / 2) + "><body" +
                                     attributes(max / 2) + "><body b>x")
        << QString::fromStdString("more than " + most +
                                  " attributes on its <html> and <body> tags") +
               refused;
    // An end tag of another name closes nothing: every <b> stays open.
    QTest::newRow("misnested end tags")
        << QByteArray::fromStdString(repeat("<b c=%d></i>", DocumentLoader::kMaxNestingDepth + 1))
        << QString::fromStdString("elements nested deeper than " + depth + " levels") + refused;
    QTest::newRow("li and dd nest each other")
        << QByteArray::fromStdString(repeat("<dd><li>", DocumentLoader::kMaxNestingDepth / 2 + 1))
        << QString::fromStdString("elements nested deeper than " + depth + " levels") + refused;
}

void TestDocumentLoader::limits()
{
    QFETCH(QByteArray, page);
    QFETCH(QString, error);
    const auto r = DocumentLoader::loadBytes(page.toStdString(), "limits.html");
    QCOMPARE(DocumentLoader::refusal(page.toStdString(), "limits.html"), r.error);
    if (error.isEmpty()) {
        QVERIFY2(r.document.has_value(), r.error.c_str());
        return;
    }
    QVERIFY(!r.document);
    QCOMPARE(QString::fromStdString(r.error), "limits.html: " + error);
}

void TestDocumentLoader::treeBudget_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<bool>("loads");
    // Each paragraph's </p> closes its <b>, which the parser reopens in every later paragraph:
    // n paragraphs make n(n+1)/2 elements from 14 or 15 bytes each. 100 make 5,050 <b>s (gumbo
    // spends 128 bytes and more on each: 646,400 at least), beyond a budget of 256 KiB + 16
    // bytes per byte (279 KiB for these 1,490 bytes); 5 make 15, well within it.
    QTest::newRow("100 paragraphs reopening their <b>s")
        << QByteArray::fromStdString(repeat("<p><b c=%d></p>", 100)) << false;
    QTest::newRow("5 paragraphs") << QByteArray::fromStdString(repeat("<p><b c=%d></p>", 5))
                                  << true;
}

void TestDocumentLoader::treeBudget()
{
    QFETCH(QByteArray, page);
    QFETCH(bool, loads);
    DocumentLoader::Limits limits = DocumentLoader::kLimits;
    limits.treeBaseBytes = 256u << 10;
    limits.treeBytesPerByte = 16;
    const auto r = DocumentLoader::loadBytes(page.toStdString(), "bomb.html", {}, limits);
    QCOMPARE(r.document.has_value(), loads);
    if (!loads) {
        QCOMPARE(page.size(), 1490); // 10 units of 14 bytes, 90 of 15
        QCOMPARE(
            r.error,
            std::string("bomb.html: its parse tree needs more than 279 KiB (16 bytes "
                        "per byte of the page); parsing abandoned (see docs/command-line.md)"));
    }
}

void TestDocumentLoader::encodingFixturesLoad_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(BOILERSCOPE_TEST_DATA "/core/encodings"));
    for (const QString &name : dir.entryList({QStringLiteral("*.html")}, QDir::Files))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestDocumentLoader::encodingFixturesLoad()
{
    QFETCH(QString, path);
    const auto r = DocumentLoader::loadFile(path.toStdString());
    QVERIFY2(r.document.has_value(), r.error.c_str());
    QVERIFY(r.document->subtreeWords(r.document->root()) > 0);
}

QTEST_APPLESS_MAIN(TestDocumentLoader)
#include "tst_documentloader.moc"
