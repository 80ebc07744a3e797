// RecordReader: the format detected from the first decompressed bytes (or named), files and
// their errors, and an HTML page as one record (HtmlFileReader).

#include <io/recordreader.h>

#include <warcbuilder.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using core::RecordReader;
using Format = RecordReader::Format;

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

QTEST_APPLESS_MAIN(TestRecordReader)
#include "tst_recordreader.moc"
