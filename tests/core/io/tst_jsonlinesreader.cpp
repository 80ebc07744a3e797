// JsonLinesReader: one record per line with html, url and id; blank lines passed over; a bad
// line (not JSON, not an object, no html string, too long) is an error naming its line number
// and the next line is read; gzip input; a last line without a newline.

#include <io/jsonlinesreader.h>

#include <warcbuilder.h>

#include <QTest>

using core::RecordReader;

namespace {

// "LINE id=ID url=URL html=HTML" for a good record, "LINE !ERROR" for a failed one.
QStringList readAll(const std::string &bytes, size_t maxRecordBytes = 1 << 20)
{
    auto reader =
        RecordReader::fromBytes(bytes, "in.jsonl", RecordReader::Format::JsonLines, maxRecordBytes);
    QStringList out;
    while (auto r = reader->next()) {
        QString line = QString::number(r->number) + " ";
        if (!r->error.empty())
            line += "!" + QString::fromStdString(r->error);
        else
            line += QStringLiteral("id=%1 url=%2 html=%3")
                        .arg(QString::fromStdString(r->id), QString::fromStdString(r->url),
                             QString::fromStdString(r->html));
        out << line;
    }
    return out;
}

} // namespace

class TestJsonLinesReader : public QObject
{
    Q_OBJECT

private slots:
    void lines_data();
    void lines();
    void compressedAndDetected();
    void tooLong();
};

void TestJsonLinesReader::lines_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("fields") << QByteArray(R"({"html":"<p>a</p>","url":"http://a/","id":"x1"})"
                                          "\n"
                                          R"({"id":42,"html":"<p>b</p>"})"
                                          "\n")
                            << QStringList{"1 id=x1 url=http://a/ html=<p>a</p>",
                                           "2 id=42 url= html=<p>b</p>"};
    QTest::newRow("escapes and unicode")
        << QByteArray(R"({"html":"<p>caf\u00e9 \"q\"\n</p>"})") + "\n"
        << QStringList{QString::fromUtf8("1 id= url= html=<p>caf\xC3\xA9 \"q\"\n</p>")};
    QTest::newRow("blank lines, CRLF, no final newline")
        << QByteArray("\n  \r\n{\"html\":\"x\"}\r\n\n{\"html\":\"y\"}")
        << QStringList{"3 id= url= html=x", "5 id= url= html=y"};
    QTest::newRow("bad lines do not stop the rest")
        << QByteArray("{\"html\":\"a\"}\n{not json\n[1,2]\n{\"url\":\"u\"}\n{\"html\":5}\n"
                      "{\"html\":\"b\"}\n")
        << QStringList{"1 id= url= html=a",     "2 !not valid JSON",     "3 !not a JSON object",
                       "4 !no \"html\" string", "5 !no \"html\" string", "6 id= url= html=b"};
    QTest::newRow("byte-order mark")
        << QByteArray("\xEF\xBB\xBF{\"html\":\"x\"}\n") << QStringList{"1 id= url= html=x"};
    QTest::newRow("empty input") << QByteArray() << QStringList{};
}

void TestJsonLinesReader::lines()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, expected);
    QCOMPARE(readAll(input.toStdString()), expected);
}

void TestJsonLinesReader::compressedAndDetected()
{
    const std::string jsonl = "{\"html\":\"<p>1</p>\"}\n{\"html\":\"<p>2</p>\"}\n";
    const std::string gz = warcbuilder::gzip(jsonl);
    auto reader = RecordReader::fromBytes(gz, "in.jsonl.gz", RecordReader::Format::Auto, 1 << 20);
    QCOMPARE(reader->format(), RecordReader::Format::JsonLines);
    int n = 0;
    while (auto r = reader->next()) {
        ++n;
        QCOMPARE(r->html, "<p>" + std::to_string(n) + "</p>");
        QCOMPARE(r->input, std::string("in.jsonl.gz"));
    }
    QCOMPARE(n, 2);
    QCOMPARE(reader->bytesRead(), std::uint64_t(jsonl.size()));
}

// The limit applies to the page and, at twice the size, to the line with its escaping.
void TestJsonLinesReader::tooLong()
{
    const std::string big(3000, 'x');
    const std::string input = "{\"html\":\"a\"}\n{\"html\":\"" + big + "\"}\n{\"html\":\"" +
                              std::string(1500, 'y') + "\"}\n{\"html\":\"c\"}\n";
    const QStringList out = readAll(input, 1000);
    QCOMPARE(out.size(), 4);
    QCOMPARE(out[0], QString("1 id= url= html=a"));
    QCOMPARE(out[1], QString("2 !line longer than 2001 bytes"));
    QCOMPARE(out[2], QString("3 !page larger than 1000 bytes"));
    QCOMPARE(out[3], QString("4 id= url= html=c"));
}

QTEST_APPLESS_MAIN(TestJsonLinesReader)
#include "tst_jsonlinesreader.moc"
