// RecordReader: the format detected from the first decompressed bytes (or named), files and
// their errors, an HTML page as one record (HtmlFileReader), and the memory every reader holds
// for an input of a given size.

#include <document/documentloader.h>
#include <io/bufferedinput.h>
#include <io/recordreader.h>

#include <warcbuilder.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <iostream>
#include <new>
#include <sstream>

using core::RecordReader;
using Format = RecordReader::Format;

// The largest block that operator new hands out while a probe is on: how large a buffer any
// code grew (its capacity, whether or not it was filled). Every std::string and std::vector
// allocates through it.
namespace {

std::atomic<bool> probing{false};
std::atomic<size_t> largestBlock{0};

void *allocate(size_t n)
{
    if (probing.load(std::memory_order_relaxed)) {
        size_t seen = largestBlock.load(std::memory_order_relaxed);
        while (n > seen && !largestBlock.compare_exchange_weak(seen, n))
            ;
    }
    if (void *p = std::malloc(n ? n : 1))
        return p;
    throw std::bad_alloc();
}

} // namespace

void *operator new(size_t n)
{
    return allocate(n);
}
void *operator new[](size_t n)
{
    return allocate(n);
}
void operator delete(void *p) noexcept
{
    std::free(p);
}
void operator delete[](void *p) noexcept
{
    std::free(p);
}
void operator delete(void *p, size_t) noexcept
{
    std::free(p);
}
void operator delete[](void *p, size_t) noexcept
{
    std::free(p);
}

Q_DECLARE_METATYPE(RecordReader::Format)

class TestRecordReader : public QObject
{
    Q_OBJECT

private slots:
    void detect_data();
    void detect();
    void named();
    void formatNames();
    void open_data();
    void open();
    void htmlPage();
    void memory_data();
    void memory();
};

void TestRecordReader::detect_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Format>("format");
    const std::string warc = warcbuilder::htmlResponse("a", "http://a/", "<p>x</p>");
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };
    QTest::newRow("WARC") << raw(warc) << Format::Warc;
    QTest::newRow("WARC, gzip") << raw(warcbuilder::gzip(warc)) << Format::Warc;
    QTest::newRow("JSON Lines") << QByteArray("{\"html\":\"x\"}\n") << Format::JsonLines;
    QTest::newRow("JSON Lines after blank lines")
        << QByteArray("\n\n  {\"html\":\"x\"}\n") << Format::JsonLines;
    QTest::newRow("JSON Lines, gzip")
        << raw(warcbuilder::gzip("{\"html\":\"x\"}\n")) << Format::JsonLines;
    QTest::newRow("HTML") << QByteArray("<!doctype html><p>x</p>") << Format::Html;
    QTest::newRow("HTML, gzip") << raw(warcbuilder::gzip("<p>x</p>")) << Format::Html;
    QTest::newRow("empty") << QByteArray() << Format::Html;
}

void TestRecordReader::detect()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Format, format);
    auto reader = RecordReader::fromBytes({bytes.constData(), size_t(bytes.size())}, "x",
                                          Format::Auto, 1 << 20);
    QCOMPARE(reader->format(), format);
}

// A named format is used whatever the bytes say: a WARC read as HTML is one page.
void TestRecordReader::named()
{
    const std::string warc = warcbuilder::htmlResponse("a", "http://a/", "<p>x</p>");
    auto reader = RecordReader::fromBytes(warc, "x", Format::Html, 1 << 20);
    QCOMPARE(reader->format(), Format::Html);
    const auto r = reader->next();
    QVERIFY(r);
    QCOMPARE(r->html, warc);
    QVERIFY(!reader->next());
}

void TestRecordReader::formatNames()
{
    for (Format f : {Format::Auto, Format::Warc, Format::JsonLines, Format::Html}) {
        Format parsed = Format::Auto;
        QVERIFY(RecordReader::parseFormat(RecordReader::formatName(f), parsed));
        QCOMPARE(parsed, f);
    }
    Format unchanged = Format::Warc;
    QVERIFY(!RecordReader::parseFormat("xml", unchanged));
    QCOMPARE(unchanged, Format::Warc);
}

void TestRecordReader::open_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing") << QStringLiteral(BOILERSCOPE_TEST_DATA "/io/no-such.warc")
                             << "cannot read (No such file or directory)";
    QTest::newRow("directory") << QStringLiteral(BOILERSCOPE_TEST_DATA "/io") << "is a directory";
    QTest::newRow("file") << QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages/article.html") << "";
}

void TestRecordReader::open()
{
    QFETCH(QString, path);
    QFETCH(QString, error);
    std::string err;
    auto reader = RecordReader::open(path.toStdString(), Format::Auto, 1 << 20, err);
    QCOMPARE(QString::fromStdString(err), error);
    QCOMPARE(reader != nullptr, error.isEmpty());
}

// An HTML file is one record holding its decompressed bytes; above the limit, an error.
void TestRecordReader::htmlPage()
{
    QTemporaryDir dir;
    const std::string page = "<p>" + std::string(2000, 'p') + "</p>";
    QFile file(dir.filePath("page.html.gz"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(warcbuilder::gzip(page)));
    file.close();
    std::string err;
    auto reader = RecordReader::open(file.fileName().toStdString(), Format::Auto, 1 << 20, err);
    QVERIFY(reader);
    auto r = reader->next();
    QVERIFY(r);
    QCOMPARE(r->html, page);
    QCOMPARE(r->number, std::uint64_t(1));
    QCOMPARE(r->input, file.fileName().toStdString());
    QVERIFY(!reader->next());

    auto small = RecordReader::open(file.fileName().toStdString(), Format::Auto, 1000, err);
    r = small->next();
    QCOMPARE(r->error, std::string("page is larger than 1000 bytes"));
    QVERIFY(r->html.empty());
}

void TestRecordReader::memory_data()
{
    QTest::addColumn<QByteArray>("input");     // the file's bytes, as stored
    QTest::addColumn<bool>("standardInput");   // read as "-" rather than from a file
    QTest::addColumn<qsizetype>("inputBytes"); // its decompressed size
    QTest::addColumn<QString>("page");         // what its first record holds ("": an error)
    const auto raw = [](const std::string &s) { return QByteArray::fromStdString(s); };
    for (const size_t size : {size_t(2000), size_t(300'000)}) {
        std::string page = "<!doctype html><title>t</title>";
        for (size_t i = 0; page.size() < size; ++i)
            page += "<p>paragraph " + std::to_string(i) + " of a page</p>\n";
        const QString qpage = QString::fromStdString(page);
        const QByteArray n = QByteArray::number(qsizetype(page.size())) + " bytes";
        const std::string warc = warcbuilder::htmlResponse("a", "http://a/", page);
        std::string escaped;
        for (const char c : page)
            escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
        const std::string jsonl = "{\"url\":\"http://a/\",\"html\":\"" + escaped + "\"}\n";
        for (const bool stdIn : {false, true}) {
            const QByteArray from = stdIn ? ", standard input" : ", file";
            QTest::newRow("HTML, " + n + from)
                << raw(page) << stdIn << qsizetype(page.size()) << qpage;
            QTest::newRow("HTML gzip, " + n + from)
                << raw(warcbuilder::gzip(page)) << stdIn << qsizetype(page.size()) << qpage;
            QTest::newRow("WARC, " + n + from)
                << raw(warc) << stdIn << qsizetype(warc.size()) << qpage;
            QTest::newRow("WARC gzip, " + n + from) << raw(warcbuilder::compress({warc}, true))
                                                    << stdIn << qsizetype(warc.size()) << qpage;
            QTest::newRow("JSON Lines, " + n + from)
                << raw(jsonl) << stdIn << qsizetype(jsonl.size()) << qpage;
            QTest::newRow("JSON Lines gzip, " + n + from)
                << raw(warcbuilder::gzip(jsonl)) << stdIn << qsizetype(jsonl.size()) << qpage;
        }
    }
    // A record whose Content-Length claims 100 MB (below the record limit) and that ends after a
    // few bytes: its block is truncated, and memory follows the bytes that came.
    std::string lying = warcbuilder::record(
        "resource", {"Content-Type: text/html", "WARC-Target-URI: http://a/"}, "<p>short</p>");
    const std::string length = "Content-Length: ";
    const size_t at = lying.find(length) + length.size();
    lying.replace(at, lying.find('\r', at) - at, "100000000");
    QTest::newRow("WARC, Content-Length larger than the input")
        << raw(lying) << false << qsizetype(lying.size()) << QString();
}

// Reading an input of n decompressed bytes grows no buffer beyond twice n plus one read
// (BufferedInput reads a read's worth at a time, and a buffer at most doubles as data arrives),
// whatever the record limit: here the command line's 256 MiB.
void TestRecordReader::memory()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, standardInput);
    QFETCH(qsizetype, inputBytes);
    QFETCH(QString, page);
    QTemporaryDir dir;
    std::string path = "-";
    std::istringstream stream(input.toStdString());
    std::streambuf *const cinBuffer = std::cin.rdbuf();
    if (standardInput) {
        std::cin.rdbuf(stream.rdbuf());
    } else {
        QFile file(dir.filePath("input"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(input);
        file.close();
        path = file.fileName().toStdString();
    }
    std::vector<core::Record> records;
    largestBlock = 0;
    probing = true;
    {
        std::string error;
        auto reader =
            RecordReader::open(path, Format::Auto, core::DocumentLoader::kMaxBytes, error);
        while (reader)
            if (std::optional<core::Record> r = reader->next())
                records.push_back(std::move(*r));
            else
                break;
    }
    probing = false;
    std::cin.rdbuf(cinBuffer);
    QVERIFY(!records.empty());
    QCOMPARE(QString::fromStdString(records.front().html), page);
    QCOMPARE(records.front().error.empty(), !page.isEmpty());
    const size_t bound = 2 * (size_t(inputBytes) + core::BufferedInput::kReadBytes);
    QVERIFY2(largestBlock <= bound, qPrintable(QStringLiteral("a block of %1 bytes, more than %2")
                                                   .arg(largestBlock.load())
                                                   .arg(bound)));
}

QTEST_APPLESS_MAIN(TestRecordReader)
#include "tst_recordreader.moc"
