// JsonLinesWriter: one object per line with the documented keys in order, nulls for what a
// record lacks, the timings and the optional fields only when asked, the error only on failure,
// and valid JSON whatever bytes a WARC header held.

#include <io/jsonlineswriter.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using core::JsonLinesWriter;
using core::RecordResult;

Q_DECLARE_METATYPE(JsonLinesWriter::Timings)

namespace {

QJsonObject parse(const std::string &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("not JSON: %s", line.c_str());
    return doc.object();
}

QStringList keysInOrder(const std::string &line)
{
    // QJsonObject sorts its keys: read the order from the text.
    QStringList keys;
    const QJsonObject o = parse(line);
    std::vector<std::pair<size_t, QString>> at;
    for (const QString &k : o.keys())
        at.emplace_back(line.find("\"" + k.toStdString() + "\":"), k);
    std::sort(at.begin(), at.end());
    for (const auto &[pos, k] : at)
        keys << k;
    return keys;
}

RecordResult sample()
{
    RecordResult r;
    r.input = "crawl.warc.gz";
    r.number = 7;
    r.id = "<urn:uuid:1>";
    r.url = "http://example.org/";
    r.httpStatus = 200;
    r.extractor = "density";
    r.encoding = "UTF-8";
    r.text = "line one\nline \"two\" caf\xC3\xA9";
    r.paths = {"/html/body/div[2]", "/html/body/p"};
    r.parseMs = 1.23456;
    r.extractMs = 0.0004;
    return r;
}

} // namespace

class TestJsonLinesWriter : public QObject
{
    Q_OBJECT

private slots:
    void fields();
    void timings_data();
    void timings();
    void optionalFields_data();
    void optionalFields();
    void failed();
    void invalidUtf8();
};

void TestJsonLinesWriter::fields()
{
    const std::string line = JsonLinesWriter::line(sample());
    QVERIFY(line.ends_with("\n"));
    QCOMPARE(std::count(line.begin(), line.end(), '\n'), 1); // the text's newline is escaped
    QCOMPARE(keysInOrder(line), (QStringList{"input", "record", "id", "url", "status", "extractor",
                                             "encoding", "text", "paths"}));
    const QJsonObject o = parse(line);
    QCOMPARE(o["input"].toString(), "crawl.warc.gz");
    QCOMPARE(o["record"].toInt(), 7);
    QCOMPARE(o["id"].toString(), "<urn:uuid:1>");
    QCOMPARE(o["status"].toInt(), 200);
    QCOMPARE(o["text"].toString(), QString::fromUtf8("line one\nline \"two\" caf\xC3\xA9"));
    QCOMPARE(o["paths"].toArray().size(), 2);
    QCOMPARE(o["paths"].toArray()[0].toString(), "/html/body/div[2]");

    RecordResult bare = sample();
    bare.id.clear();
    bare.url.clear();
    bare.httpStatus = 0;
    const QJsonObject b = parse(JsonLinesWriter::line(bare));
    QVERIFY(b["id"].isNull());
    QVERIFY(b["url"].isNull());
    QVERIFY(b["status"].isNull());
}

void TestJsonLinesWriter::timings_data()
{
    QTest::addColumn<JsonLinesWriter::Timings>("timings");
    QTest::addColumn<QStringList>("keys"); // after paths
    QTest::newRow("omitted") << JsonLinesWriter::Timings::Omitted << QStringList{};
    QTest::newRow("included") << JsonLinesWriter::Timings::Included
                              << QStringList{"parse_ms", "ms"};
}

// The timings right after the paths, rounded to microseconds; by default none.
void TestJsonLinesWriter::timings()
{
    QFETCH(JsonLinesWriter::Timings, timings);
    QFETCH(QStringList, keys);
    const RecordResult r = sample();
    const std::string line = JsonLinesWriter::line(r, timings);
    const QStringList inOrder = keysInOrder(line);
    QCOMPARE(inOrder.mid(inOrder.indexOf("paths") + 1), keys);
    if (keys.isEmpty())
        return;
    const QJsonObject o = parse(line);
    QCOMPARE(o["parse_ms"].toDouble(), std::round(r.parseMs * 1000) / 1000);
    QCOMPARE(o["ms"].toDouble(), std::round(r.extractMs * 1000) / 1000);
}

void TestJsonLinesWriter::optionalFields_data()
{
    timings_data();
}

// Markdown, content HTML, the metadata and the program's metadata after everything else, timings
// or not; the program's fields in its order.
void TestJsonLinesWriter::optionalFields()
{
    QFETCH(JsonLinesWriter::Timings, timings);
    QFETCH(QStringList, keys);
    RecordResult r = sample();
    r.markdown = "# Title\n";
    r.contentHtml = "<h1>Title</h1>\n";
    r.metadata = R"({"language":{"value":"en"}})";
    r.programMetadata = {{"title", "T"}, {"authors", "Ann Lee"}};
    const std::string line = JsonLinesWriter::line(r, timings);
    const QStringList inOrder = keysInOrder(line);
    QCOMPARE(inOrder.mid(inOrder.indexOf("paths") + 1),
             keys + QStringList({"markdown", "content_html", "metadata", "program_metadata"}));
    QCOMPARE(parse(line)["markdown"].toString(), "# Title\n");
    const QJsonObject program = parse(line)["program_metadata"].toObject();
    QCOMPARE(program["title"].toString(), "T");
    QCOMPARE(program["authors"].toString(), "Ann Lee");
    QVERIFY(line.find(R"("program_metadata":{"title":"T","authors":"Ann Lee"})") !=
            std::string::npos);
    r.programMetadata.clear();
    QVERIFY(!parse(JsonLinesWriter::line(r, timings)).contains("program_metadata"));
}

void TestJsonLinesWriter::failed()
{
    RecordResult r = sample();
    r.text.clear();
    r.paths.clear();
    r.error = "truncated record (the input ends inside its block)";
    const QJsonObject o = parse(JsonLinesWriter::line(r));
    QCOMPARE(o["error"].toString(), QString::fromStdString(r.error));
    QCOMPARE(o["text"].toString(), QString());
    QVERIFY(!parse(JsonLinesWriter::line(sample())).contains("error"));
}

void TestJsonLinesWriter::invalidUtf8()
{
    RecordResult r = sample();
    r.url = "http://example.org/\xFF\xFE";
    const QJsonObject o = parse(JsonLinesWriter::line(r));
    QCOMPARE(o["url"].toString(), QString::fromUtf8("http://example.org/\xEF\xBF\xBD\xEF\xBF\xBD"));
}

QTEST_APPLESS_MAIN(TestJsonLinesWriter)
#include "tst_jsonlineswriter.moc"
