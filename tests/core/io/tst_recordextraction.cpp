// RecordExtraction: a record parsed (its transport charset first) and extracted into a
// RecordResult with paths, text and timings; the document and the extractor's result kept;
// Markdown and content HTML only when asked; a reader's error passed on, a loader's error
// without the record's name; a caller's own run in place of the extractor's.

#include <io/recordextraction.h>

#include <testpages.h>

#include <QTest>

using core::Record;
using core::RecordExtraction;

namespace {

RecordExtraction::Options options(bool markdown = false, bool contentHtml = false)
{
    RecordExtraction::Options o;
    o.extractor = &testpages::findExtractor("plain");
    o.values = o.extractor->info().defaults();
    o.markdown = markdown;
    o.contentHtml = contentHtml;
    return o;
}

Record record(std::string html, std::string charset = {})
{
    Record r;
    r.input = "crawl.warc";
    r.number = 4;
    r.id = "<urn:uuid:x>";
    r.url = "http://x/";
    r.httpStatus = 200;
    r.html = std::move(html);
    r.charset = std::move(charset);
    return r;
}

} // namespace

class TestRecordExtraction : public QObject
{
    Q_OBJECT

private slots:
    void extracted();
    void transportCharset();
    void contentOnRequest();
    void failures();
    void callersRun_data();
    void callersRun();
};

void TestRecordExtraction::extracted()
{
    const RecordExtraction x = RecordExtraction::run(record("<h1>T</h1><p>one two</p>"), options(),
                                                     "crawl.warc: record 4");
    QCOMPARE(x.result.error, std::string());
    QCOMPARE(x.result.input, std::string("crawl.warc"));
    QCOMPARE(x.result.number, std::uint64_t(4));
    QCOMPARE(x.result.id, std::string("<urn:uuid:x>"));
    QCOMPARE(x.result.url, std::string("http://x/"));
    QCOMPARE(x.result.httpStatus, 200);
    QCOMPARE(x.result.extractor, std::string("plain"));
    QCOMPARE(x.result.text, std::string("T\none two"));
    QCOMPARE(x.result.paths, std::vector<std::string>{"/html/body"});
    QVERIFY(x.result.parseMs > 0 && x.result.extractMs >= 0);
    QVERIFY(x.document);
    QCOMPARE(x.extraction.text, x.result.text);
    QVERIFY(!x.result.markdown && !x.result.contentHtml);
}

void TestRecordExtraction::transportCharset()
{
    const RecordExtraction x =
        RecordExtraction::run(record("<p>caf\xE9</p>", "windows-1252"), options(), "r");
    QCOMPARE(x.result.encoding, std::string("windows-1252"));
    QCOMPARE(x.result.text, std::string("caf\xC3\xA9"));
}

void TestRecordExtraction::contentOnRequest()
{
    const RecordExtraction x =
        RecordExtraction::run(record("<h1>T</h1><p>one <b>two</b></p>"), options(true, true), "r");
    QCOMPARE(x.result.markdown, std::optional<std::string>("# T\n\none **two**\n"));
    QCOMPARE(x.result.contentHtml,
             std::optional<std::string>("<h1>T</h1>\n<p>one <strong>two</strong></p>\n"));
}

void TestRecordExtraction::failures()
{
    Record broken = record({});
    broken.error = "truncated record (the input ends inside its block)";
    const RecordExtraction a = RecordExtraction::run(std::move(broken), options(), "r");
    QCOMPARE(a.result.error, std::string("truncated record (the input ends inside its block)"));
    QCOMPARE(a.result.url, std::string("http://x/"));
    QVERIFY(!a.document);

    const RecordExtraction b =
        RecordExtraction::run(record(std::string(100, '\x01')), options(), "crawl.warc: record 4");
    QCOMPARE(b.result.error, std::string("not an HTML page (binary data)"));
    QVERIFY(!b.document);
    QCOMPARE(b.result.text, std::string());
}

// Options::run computes the extraction instead of the extractor (the CLI keeps the consensus's
// evidence so): it gets the parsed page, and the trace to fill when one is asked for.
void TestRecordExtraction::callersRun_data()
{
    QTest::addColumn<bool>("traced");
    QTest::newRow("plain run") << false;
    QTest::newRow("traced run") << true;
}

void TestRecordExtraction::callersRun()
{
    QFETCH(bool, traced);
    RecordExtraction::Options o = options();
    o.trace = traced;
    size_t calls = 0;
    bool gotTrace = false;
    o.run = [&](const core::PageInput &page, core::Trace *trace) {
        ++calls;
        gotTrace = trace != nullptr;
        core::ExtractionResult r = o.extractor->run(*page.document, o.values);
        r.text += " (the caller's)";
        if (trace)
            o.extractor->runTraced(*page.document, o.values, *trace);
        return r;
    };
    const RecordExtraction x = RecordExtraction::run(record("<p>one two</p>"), o, "r");
    QCOMPARE(calls, size_t(1));
    QCOMPARE(gotTrace, traced);
    QCOMPARE(x.trace.has_value(), traced);
    QCOMPARE(x.result.text, std::string("one two (the caller's)"));
    QCOMPARE(x.result.paths, std::vector<std::string>{"/html/body"});
}

QTEST_APPLESS_MAIN(TestRecordExtraction)
#include "tst_recordextraction.moc"
