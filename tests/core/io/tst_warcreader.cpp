// WarcReader: WARC/1.0 and 1.1, plain, compressed per record and as a whole; what it reads from
// response and resource records and what it skips and counts; truncated and corrupt input
// reported with the record number and the rest read; and WARC files written by a real WARC
// writer, wget --warc-file, fetching pages from a loopback HTTP server the test starts
// (tests/data/io/httpserver.py): a plain page, a gzip-encoded one, a chunked one, one whose
// charset is only in the HTTP header, an image and a 404.

#include <io/recordreader.h>
#include <io/warcreader.h>

#include <document/documentloader.h>
#include <document/textdecoder.h>

#include <warcbuilder.h>

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using core::RecordReader;
using namespace warcbuilder;

namespace {

const std::string kPage1 = "<html><body><p>First page, caf\xC3\xA9.</p></body></html>";
const std::string kPage2 = "<html><body><h1>Second</h1><p>Resource record.</p></body></html>";
const std::string kPage3 = "<html><body><p>Third page.</p></body></html>";

// warcinfo, request, response (HTML), resource (HTML), response (PNG), metadata, response (HTML)
std::vector<std::string> sampleRecords(std::string_view version)
{
    return {
        record("warcinfo",
               {"WARC-Record-ID: <urn:uuid:info>", "Content-Type: application/warc-fields"},
               "software: tst_warcreader\r\n", version),
        record("request",
               {"WARC-Record-ID: <urn:uuid:req>", "WARC-Target-URI: http://example.org/one",
                "Content-Type: application/http; msgtype=request"},
               "GET /one HTTP/1.1\r\nHost: example.org\r\n\r\n", version),
        record("response",
               {"WARC-Record-ID: <urn:uuid:one>", "WARC-Target-URI: http://example.org/one",
                "Content-Type: application/http; msgtype=response"},
               httpResponse(200, {"Content-Type: text/html; charset=ISO-8859-1"}, kPage1), version),
        record("resource",
               {"WARC-Record-ID: <urn:uuid:two>", "WARC-Target-URI: file:///two.html",
                "Content-Type: text/html; charset=utf-8"},
               kPage2, version),
        record("response",
               {"WARC-Record-ID: <urn:uuid:png>", "WARC-Target-URI: http://example.org/x.png",
                "Content-Type: application/http; msgtype=response"},
               httpResponse(200, {"Content-Type: image/png"}, "\x89PNG\r\n\x1a\n"), version),
        record("metadata", {"WARC-Record-ID: <urn:uuid:meta>", "Content-Type: text/plain"}, "x",
               version),
        record("response",
               {"WARC-Record-ID: <urn:uuid:three>",
                // WARC/1.0 as wget writes it: the URI in angle brackets
                "WARC-Target-URI: <http://example.org/three/>",
                "Content-Type: application/http; msgtype=response"},
               httpResponse(404, {"Content-Type: text/html"}, kPage3), version),
    };
}

struct Read
{
    std::vector<core::Record> records;
    std::map<std::string, std::uint64_t> skipped;
};

Read readAll(std::string_view bytes, size_t maxRecordBytes = 1 << 20)
{
    Read out;
    auto reader =
        RecordReader::fromBytes(bytes, "test.warc", RecordReader::Format::Auto, maxRecordBytes);
    if (reader->format() != RecordReader::Format::Warc)
        qFatal("not detected as WARC");
    while (auto r = reader->next())
        out.records.push_back(std::move(*r));
    out.skipped = reader->skipped();
    return out;
}

// "N URL" for a good record, "N !ERROR" for a failed one.
QStringList outline(const Read &read)
{
    QStringList out;
    for (const core::Record &r : read.records)
        out << QString::number(r.number) + " " +
                   QString::fromStdString(r.error.empty() ? r.url : "!" + r.error);
    return out;
}

// Each actual line starts with the expected one (errors are checked by their beginning).
void compareOutline(const QStringList &actual, const QStringList &expected)
{
    QVERIFY2(actual.size() == expected.size(), qPrintable(actual.join(" | ")));
    for (qsizetype i = 0; i < actual.size(); ++i)
        QVERIFY2(actual[i].startsWith(expected[i]),
                 qPrintable(actual[i] + " does not start with " + expected[i]));
}

// Flips bytes in the middle of a gzip member's deflate data.
std::string damaged(std::string member)
{
    for (size_t i = member.size() / 3; i < member.size() / 3 + 8; ++i)
        member[i] = static_cast<char>(member[i] ^ 0x55);
    return member;
}

} // namespace

class TestWarcReader : public QObject
{
    Q_OBJECT

private slots:
    void layouts_data();
    void layouts();
    void damage_data();
    void damage();
    void codedResponse();
    void tooLarge();
    void wget_data();
    void wget();
};

void TestWarcReader::layouts_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };
    QTest::newRow("WARC/1.1") << raw(concatenate(sampleRecords("WARC/1.1")));
    QTest::newRow("WARC/1.0") << raw(concatenate(sampleRecords("WARC/1.0")));
    QTest::newRow("gzip per record") << raw(compress(sampleRecords("WARC/1.1"), true));
    QTest::newRow("gzip whole file") << raw(compress(sampleRecords("WARC/1.0"), false));
    // Some writers put extra blank lines between records.
    std::string loose;
    for (const std::string &r : sampleRecords("WARC/1.1"))
        loose += r + "\r\n";
    QTest::newRow("extra blank lines") << raw(loose);
}

void TestWarcReader::layouts()
{
    QFETCH(QByteArray, bytes);
    const Read read = readAll({bytes.constData(), size_t(bytes.size())});
    compareOutline(outline(read), {"3 http://example.org/one", "4 file:///two.html",
                                   "7 http://example.org/three/"});
    const core::Record &one = read.records[0];
    QCOMPARE(one.id, std::string("<urn:uuid:one>"));
    QCOMPARE(one.httpStatus, 200);
    QCOMPARE(one.html, kPage1);
    QCOMPARE(one.charset, std::string("ISO-8859-1"));
    const core::Record &two = read.records[1];
    QCOMPARE(two.httpStatus, 0); // a resource record has no HTTP status
    QCOMPARE(two.html, kPage2);
    QCOMPARE(two.charset, std::string("utf-8"));
    QCOMPARE(read.records[2].httpStatus, 404);
    QCOMPARE(read.records[2].html, kPage3);
    const std::map<std::string, std::uint64_t> skipped = {
        {"warcinfo", 1}, {"request", 1}, {"response: not HTML", 1}, {"metadata", 1}};
    QCOMPARE(read.skipped, skipped);
}

void TestWarcReader::damage_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("expected");
    const std::vector<std::string> records = {htmlResponse("a", "http://a/", kPage1),
                                              htmlResponse("b", "http://b/", kPage2),
                                              htmlResponse("c", "http://c/", kPage3)};
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };

    const std::string plain = concatenate(records);
    QTest::newRow("file cut inside the last block")
        << raw(plain.substr(0, plain.size() - 30))
        << QStringList{"1 http://a/", "2 http://b/", "3 !truncated record"};
    QTest::newRow("file cut inside the last header")
        << raw(plain.substr(0, records[0].size() + records[1].size() + 20))
        << QStringList{"1 http://a/", "2 http://b/", "3 !truncated WARC header"};

    const std::string perRecord = compress(records, true);
    QTest::newRow("gzip: last member cut")
        << raw(perRecord.substr(0, perRecord.size() - 10))
        << QStringList{"1 http://a/", "2 http://b/", "3 !truncated gzip data"};
    // The damaged member fails; the next member is found and read.
    QTest::newRow("gzip: corrupt member in the middle")
        << raw(gzip(records[0]) + damaged(gzip(records[1])) + gzip(records[2]))
        << QStringList{"1 http://a/", "2 !", "3 http://c/"};
    const std::string whole = compress(records, false);
    QTest::newRow("gzip whole file: cut")
        << raw(whole.substr(0, whole.size() - 20))
        << QStringList{"1 http://a/", "2 http://b/", "3 !truncated gzip data"};
    QTest::newRow("gzip: junk after the last member")
        << raw(perRecord + "junk")
        << QStringList{"1 http://a/", "2 http://b/", "3 http://c/",
                       "4 !after record 3: data after a gzip member is not gzip"};

    // Content-Length 10 short: the reader finds no record end, reports it, and resynchronises
    // at the next record.
    std::string shortLength = records[1];
    const std::string length = "Content-Length: ";
    const size_t at = shortLength.find(length) + length.size();
    const size_t end = shortLength.find("\r\n", at);
    const int declared = std::stoi(shortLength.substr(at, end - at));
    shortLength.replace(at, end - at, std::to_string(declared - 10));
    QTest::newRow("wrong Content-Length")
        << raw(records[0] + shortLength + records[2])
        << QStringList{"1 http://a/", "2 !no blank line after the block", "3 http://c/"};

    QTest::newRow("garbage between records")
        << raw(records[0] + "this is not a WARC record\r\n\r\n" + records[1] + records[2])
        << QStringList{"1 http://a/", "2 !not a WARC record header ('this is not a WARC record')",
                       "3 http://b/", "4 http://c/"};
    // Lines that look like record starts but never end a header: one error, and the end.
    std::string falseStarts;
    for (int i = 0; i < 2000; ++i)
        falseStarts += "WARC/1.0 not a header\n";
    QTest::newRow("false starts to the end")
        << raw(records[0] + falseStarts)
        << QStringList{"1 http://a/", "2 !truncated WARC header (the input ends inside it)"};
    std::string noLength = records[1];
    noLength.erase(noLength.find(length), end - noLength.find(length) + 2);
    QTest::newRow("no Content-Length")
        << raw(records[0] + noLength + records[2])
        << QStringList{"1 http://a/", "2 !WARC header without a valid Content-Length",
                       "3 http://c/"};
    QTest::newRow("HTTP response without a status line")
        << raw(records[0] +
               record("response", {"WARC-Target-URI: http://x/", "Content-Type: application/http"},
                      "<html>no head</html>") +
               records[2])
        << QStringList{"1 http://a/", "2 !not an HTTP response", "3 http://c/"};
}

void TestWarcReader::damage()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, expected);
    compareOutline(outline(readAll({bytes.constData(), size_t(bytes.size())})), expected);
}

// Transfer and content codings are undone: chunked (two chunks) of a gzip body.
void TestWarcReader::codedResponse()
{
    const std::string body = gzip(kPage1);
    const size_t half = body.size() / 2;
    std::string chunked;
    for (const std::string &part : {body.substr(0, half), body.substr(half)}) {
        std::ostringstream size;
        size << std::hex << part.size();
        chunked += size.str() + "\r\n" + part + "\r\n";
    }
    chunked += "0\r\n\r\n";
    const std::string warc =
        record("response", {"WARC-Target-URI: http://coded/", "Content-Type: application/http"},
               httpResponse(200,
                            {"Content-Type: text/html", "Transfer-Encoding: chunked",
                             "Content-Encoding: gzip"},
                            chunked));
    const Read read = readAll(warc);
    QCOMPARE(read.records.size(), size_t(1));
    QCOMPARE(read.records[0].error, std::string());
    QCOMPARE(read.records[0].html, kPage1);
}

// A record above the limit is an error without being read into memory; the next one is read.
void TestWarcReader::tooLarge()
{
    const std::string big = "<p>" + std::string(5000, 'x') + "</p>";
    const std::string warc = htmlResponse("a", "http://a/", kPage1) +
                             htmlResponse("big", "http://big/", big) +
                             htmlResponse("c", "http://c/", kPage3);
    compareOutline(outline(readAll(warc, 4000)),
                   {"1 http://a/", "2 !record larger than 4000 bytes", "3 http://c/"});
}

void TestWarcReader::wget_data()
{
    QTest::addColumn<bool>("compressed");
    QTest::newRow("wget, gzip per record") << true;
    QTest::newRow("wget, uncompressed") << false;
}

void TestWarcReader::wget()
{
    QFETCH(bool, compressed);
    const QString wgetPath = QStandardPaths::findExecutable(QStringLiteral("wget"));
    if (wgetPath.isEmpty())
        QFAIL("wget is not installed (scripts/bootstrap.sh installs it)");
    QProcess server;
    server.start(QStringLiteral("/usr/bin/python3"),
                 {QStringLiteral(BOILERSCOPE_TEST_DATA "/io/httpserver.py"),
                  QStringLiteral(BOILERSCOPE_TEST_DATA)});
    QVERIFY2(server.waitForReadyRead(10000), "the loopback HTTP server did not start");
    const QString port = QString::fromUtf8(server.readLine()).trimmed();
    QVERIFY2(port.toInt() > 0, qPrintable(port));
    const QString base = "http://127.0.0.1:" + port;

    QTemporaryDir dir;
    const QStringList paths = {"/article.html", "/gzip.html", "/chunked.html",
                               "/sjis.html",    "/image.png", "/missing.html"};
    QStringList args = {"-q",
                        "--tries=1",
                        "--timeout=10",
                        "-O",
                        dir.filePath("download"),
                        "--warc-file=" + dir.filePath("crawl")};
    if (!compressed)
        args << "--no-warc-compression";
    for (const QString &p : paths)
        args << base + p;
    QProcess wgetRun;
    wgetRun.start(wgetPath, args);
    QVERIFY(wgetRun.waitForFinished(30000));
    server.kill();
    server.waitForFinished();
    // wget exits 8 because of the 404; the WARC is written all the same.
    const QString warc = dir.filePath(compressed ? "crawl.warc.gz" : "crawl.warc");
    QVERIFY2(QFile::exists(warc), qPrintable(QString::fromUtf8(wgetRun.readAllStandardError())));

    std::string error;
    auto reader =
        RecordReader::open(warc.toStdString(), RecordReader::Format::Auto, 1 << 20, error);
    QVERIFY2(reader, error.c_str());
    QCOMPARE(reader->format(), RecordReader::Format::Warc);
    std::map<std::string, core::Record> byPath;
    while (auto r = reader->next()) {
        QVERIFY2(r->error.empty(), r->error.c_str());
        QVERIFY(r->url.starts_with(base.toStdString()));
        byPath[r->url.substr(base.size())] = std::move(*r);
    }
    QCOMPARE(byPath.size(), size_t(5)); // every page but the image

    QFile articleFile(QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages/article.html"));
    QVERIFY(articleFile.open(QIODevice::ReadOnly));
    const std::string article = articleFile.readAll().toStdString();
    for (const char *p : {"/article.html", "/gzip.html", "/chunked.html"}) {
        QCOMPARE(byPath[p].html, article);
        QCOMPARE(byPath[p].httpStatus, 200);
        QCOMPARE(byPath[p].charset, std::string("utf-8"));
    }
    QVERIFY(byPath["/article.html"].id.starts_with("<urn:uuid:"));

    // The Shift_JIS page declares nothing itself: the header's charset is what decodes it.
    QFile sjisFile(QStringLiteral(BOILERSCOPE_TEST_DATA "/core/encodings/detect-sjis.html"));
    QFile sjisUtf8(QStringLiteral(BOILERSCOPE_TEST_DATA "/core/encodings/detect-sjis.utf8"));
    QVERIFY(sjisFile.open(QIODevice::ReadOnly) && sjisUtf8.open(QIODevice::ReadOnly));
    const core::Record &sjis = byPath["/sjis.html"];
    QCOMPARE(sjis.html, sjisFile.readAll().toStdString());
    QCOMPARE(sjis.charset, std::string("Shift_JIS"));
    const core::TextDecoder::Result decoded = core::TextDecoder::decode(sjis.html, sjis.charset);
    QCOMPARE(decoded.source, std::string("header"));
    QCOMPARE(decoded.utf8, sjisUtf8.readAll().toStdString());

    QCOMPARE(byPath["/missing.html"].httpStatus, 404);
    QVERIFY(byPath["/missing.html"].html.find("Not found") != std::string::npos);

    // One request per URL, wget's warcinfo and its metadata/resource records, the image.
    const auto &skipped = reader->skipped();
    QCOMPARE(skipped.at("request"), std::uint64_t(paths.size()));
    QCOMPARE(skipped.at("warcinfo"), std::uint64_t(1));
    QCOMPARE(skipped.at("response: not HTML"), std::uint64_t(1));
}

QTEST_GUILESS_MAIN(TestWarcReader)
#include "tst_warcreader.moc"
