#include "testpages.h"

#include <document/documentloader.h>
#include <external/externalextractor.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <thread>

using core::ExternalExtractor;

namespace {

// Definitions as if read from tests/data/io/, so that {dir} is the scripts' folder.
ExternalExtractor extractor(const std::string &json)
{
    auto parsed = core::ExtractorDefinition::parse(json, BOILERSCOPE_TEST_DATA "/io/test.json");
    if (!parsed.definition)
        qFatal("bad test definition: %s", parsed.error.c_str());
    return ExternalExtractor(std::move(*parsed.definition));
}

// windows-1252 bytes: "café" with é as the one byte 0xE9; the document decodes it to UTF-8.
const std::string kLatin1Page =
    "<html><head><meta charset=windows-1252></head><body><nav>Home News</nav>"
    "<p>The caf\xe9 is open.</p><p>Second paragraph of the article.</p></body></html>";

struct Fixture
{
    std::string bytes = kLatin1Page;
    core::Document document = testpages::parsePage(kLatin1Page);

    core::PageInput page(const std::atomic<bool> *cancel = nullptr) const
    {
        core::PageInput p;
        p.document = &document;
        p.bytes = bytes;
        p.url = "http://example.org/a?b=1";
        p.cancel = cancel;
        return p;
    }
};

} // namespace

class TestExternalExtractor : public QObject
{
    Q_OBJECT

private slots:
    void info();
    void originalBytes_data();
    void originalBytes();
    void placeholders();
    void htmlOutputMappedBack();
    void jsonOutput_data();
    void jsonOutput();
    void proxy();
    void failures_data();
    void failures();
    void failureThrowsFromRunPage();
    void cappedOutput();
    void notUtf8();
    void cancel();
    void availability_data();
    void availability();
    void deepHtmlRefused();
    void reasons_data();
    void reasons();
    void reasonsPageFacts();
    void programMetadata_data();
    void programMetadata();
    void reasonsFailures_data();
    void reasonsFailures();
};

void TestExternalExtractor::info()
{
    const ExternalExtractor e =
        extractor(R"({"id": "ext:tool", "name": "Tool", "command": ["cat"]})");
    QCOMPARE(e.info().id, std::string("ext:tool"));
    QCOMPARE(e.info().name, std::string("Tool"));
    QVERIFY(e.info().input == core::ExtractorInput::ExternalProgram);
    QVERIFY(e.info().params.empty());
}

void TestExternalExtractor::originalBytes_data()
{
    QTest::addColumn<QString>("definition");
    QTest::newRow("stdin") << R"({"command": ["/bin/sh", "-c", "wc -c"]})";
    QTest::newRow("file")
        << R"({"command": ["/bin/sh", "-c", "wc -c < \"$0\"", "{file}"], "input": "file"})";
}

void TestExternalExtractor::originalBytes()
{
    // The program gets the page's bytes, not our UTF-8 (where é takes two bytes).
    QFETCH(QString, definition);
    const Fixture f;
    QVERIFY(f.document.source().size() == f.bytes.size() + 1);
    const ExternalExtractor::Run r = extractor(definition.toStdString()).execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QByteArray::fromStdString(r.output).trimmed().toULongLong(), f.bytes.size());
}

void TestExternalExtractor::placeholders()
{
    const Fixture f;
    const ExternalExtractor e = extractor(R"({
        "command": ["/bin/sh", "-c", "printf '%s|%s|%s|%s' \"$0\" \"$1\" \"$2\" \"$3\"",
                    "{url}", "{charset}", "{level}", "{dir}/x"],
        "parameters": {"level": 3}})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QString::fromStdString(r.output),
             "http://example.org/a?b=1|windows-1252|3|" BOILERSCOPE_TEST_DATA "/io/x");
}

void TestExternalExtractor::htmlOutputMappedBack()
{
    // The program returns the page's first paragraph as HTML (with an entity); its text is
    // aligned with the page: 4 words, all in order, the paragraph fully kept.
    const Fixture f;
    const ExternalExtractor e = extractor(R"({
        "command": ["/bin/sh", "-c", "printf '<div><p>The caf&eacute; <b>is</b> open.</p></div>'"],
        "output": "html"})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QString::fromStdString(r.mapping.result.text), "The café is open.");
    QCOMPARE(r.mapping.inOrder, size_t(4));
    QCOMPARE(r.mapping.notOnPage, size_t(0));
    const core::NodeId p = r.mapping.result.selected.at(0);
    QCOMPARE(f.document.name(p), std::string_view("p"));
    QCOMPARE(QString::fromStdString(r.mapping.result.summary),
             "4 of 4 output words found on the page in order; 0 not on the page");
    QVERIFY(r.processSeconds > 0);
}

void TestExternalExtractor::jsonOutput_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("fieldFormat");
    QTest::addColumn<QString>("text");  // the result's text
    QTest::addColumn<QString>("error"); // or the failure
    QTest::newRow("nested text") << R"({"article": {"text": "Second paragraph"}, "n": 1})"
                                 << "text"
                                 << "Second paragraph"
                                 << "";
    QTest::newRow("html member") << R"({"article": {"text": "<p>Second</p><p>paragraph</p>"}})"
                                 << "html"
                                 << "Second\nparagraph"
                                 << "";
    QTest::newRow("null: found nothing") << R"({"article": {"text": null}})"
                                         << "text"
                                         << ""
                                         << "";
    QTest::newRow("missing member") << R"({"article": {}})"
                                    << "text"
                                    << ""
                                    << "output JSON has no member 'article.text'";
    QTest::newRow("not a string") << R"({"article": {"text": 5}})"
                                  << "text"
                                  << ""
                                  << "output JSON member 'article.text' is not a string";
    QTest::newRow("not json") << "Traceback: oops"
                              << "text"
                              << ""
                              << "output is not JSON";
}

void TestExternalExtractor::jsonOutput()
{
    QFETCH(QString, json);
    QFETCH(QString, fieldFormat);
    QFETCH(QString, text);
    QFETCH(QString, error);
    const Fixture f;
    // The program prints the JSON from a file.
    QTemporaryDir dir;
    QFile out(dir.filePath("out.json"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(json.toUtf8());
    out.close();
    const std::string definition = R"({"command": ["cat", ")" + out.fileName().toStdString() +
                                   R"("], "output": "json", "field": "article.text",
                                   "field_format": ")" +
                                   fieldFormat.toStdString() + "\"}";
    const ExternalExtractor::Run r = extractor(definition).execute(f.page());
    QCOMPARE(QString::fromStdString(r.error), error);
    if (error.isEmpty())
        QCOMPARE(QString::fromStdString(r.mapping.result.text), text);
}

void TestExternalExtractor::proxy()
{
    // Gottron 2007 §4.2: the program is a proxy; the page reaches it through our server.
    const Fixture f;
    const ExternalExtractor e = extractor(R"({
        "command": ["{dir}/proxy-extractor.py", "{port}"], "input": "proxy", "timeout": 20})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    // The proxy returns the paragraphs' text; it decoded the page as UTF-8 with replacement,
    // so "café" does not come back (the page is windows-1252), the other 8 words do.
    QCOMPARE(r.mapping.outputWords, size_t(9));
    QCOMPARE(r.mapping.inOrder, size_t(8));
}

void TestExternalExtractor::failures_data()
{
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("error");
    QTest::newRow("missing program") << R"({"command": ["boilerscope-no-such-extractor"]})"
                                     << "program 'boilerscope-no-such-extractor' not found on PATH";
    QTest::newRow("non-zero exit") << R"({"command": ["{dir}/fail-with-stderr.sh"]})"
                                   << "exited with status 3: extractor: cannot parse the page";
    QTest::newRow("crash") << R"({"command": ["{dir}/crash.sh"]})"
                           << "killed by SIGSEGV";
    QTest::newRow("hangs without reading its input")
        << R"({"command": ["{dir}/ignore-stdin.sh"], "timeout": 0.3})"
        << "timed out after 0.3 s (process group killed)";
    QTest::newRow("proxy that exits")
        << R"({"command": ["{dir}/fail-with-stderr.sh", "{port}"], "input": "proxy"})"
        << "exited with status 3: extractor: cannot parse the page";
    QTest::newRow("proxy that never listens")
        << R"({"command": ["{dir}/ignore-stdin.sh", "{port}"], "input": "proxy", "timeout": 0.3})"
        << "timed out after 0.3 s (process group killed)";
}

void TestExternalExtractor::failures()
{
    QFETCH(QString, definition);
    QFETCH(QString, error);
    const Fixture f;
    const ExternalExtractor::Run r = extractor(definition.toStdString()).execute(f.page());
    QVERIFY(!r.ok);
    QCOMPARE(QString::fromStdString(r.error), error);
}

void TestExternalExtractor::failureThrowsFromRunPage()
{
    const Fixture f;
    const ExternalExtractor e = extractor(R"({"command": ["{dir}/crash.sh"]})");
    QVERIFY_THROWS_EXCEPTION(core::ExtractorFailure, e.runPage(f.page(), {}));
    // A built-in never sees the page's extras: the default runPage is its run.
    const core::Extractor &plain = testpages::findExtractor("plain");
    QCOMPARE(plain.runPage(f.page(), {}).text, plain.run(f.document).text);
}

void TestExternalExtractor::cappedOutput()
{
    const Fixture f;
    const ExternalExtractor e = extractor(R"({"command": ["{dir}/flood.sh"], "max_output": 1000})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.output.size(), size_t(1000));
    QCOMPARE(r.mapping.result.notes,
             std::vector<std::string>{"output capped at 1000 bytes: the rest was dropped"});
}

void TestExternalExtractor::notUtf8()
{
    // The script answers "The caf\351 is open" in Latin-1: decoded with replacement and
    // flagged; "caf\uFFFD" is not the page's "café", the three other words are found.
    const Fixture f;
    const ExternalExtractor e = extractor(R"({"command": ["{dir}/invalid-utf8.sh"]})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QString::fromStdString(r.mapping.result.text), "The caf\uFFFD is open\n");
    QCOMPARE(r.mapping.result.notes,
             std::vector<std::string>{"output is not UTF-8: invalid bytes shown as U+FFFD"});
    QCOMPARE(r.mapping.notOnPage, size_t(1));
}

void TestExternalExtractor::cancel()
{
    const Fixture f;
    std::atomic<bool> cancel{false};
    const ExternalExtractor e = extractor(R"({"command": ["{dir}/ignore-stdin.sh"]})");
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const ExternalExtractor::Run r = e.execute(f.page(&cancel));
    canceller.join();
    QCOMPARE(QString::fromStdString(r.error), "cancelled");
    QVERIFY(r.processSeconds < 10);
}

void TestExternalExtractor::availability_data()
{
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("reason"); // empty: available
    QTest::newRow("all there") << R"({"command": ["{dir}/crash.sh"],
        "requires": [{"file": "{dir}/README.md"}, {"program": "sh"}]})"
                               << "";
    QTest::newRow("missing program") << R"({"command": ["boilerscope-no-such-extractor"]})"
                                     << "program 'boilerscope-no-such-extractor' not found on PATH";
    QTest::newRow("missing script")
        << R"({"command": ["{dir}/no-such-script.sh"]})"
        << "program '" BOILERSCOPE_TEST_DATA "/io/no-such-script.sh' not found";
    QTest::newRow("missing file, with hint")
        << R"({"command": ["cat"], "requires": [{"file": "/nonexistent/module.py",
              "hint": "install python3-module"}]})"
        << "missing /nonexistent/module.py (install python3-module)";
    QTest::newRow("a * matches a name in the middle")
        << R"({"command": ["cat"], "requires": [{"file": "{dir}/con*/structures.md"}]})"
        << "";
    QTest::newRow("a * matches the last name")
        << R"({"command": ["cat"], "requires": [{"file": "{dir}/*ash.sh"}]})"
        << "";
    QTest::newRow("a * that matches nothing")
        << R"({"command": ["cat"], "requires": [{"file": "{dir}/*/no-such-module.py",
              "hint": "run the set-up"}]})"
        << "missing " BOILERSCOPE_TEST_DATA "/io/*/no-such-module.py (run the set-up)";
    QTest::newRow("missing required program")
        << R"({"command": ["cat"], "requires": [{"program": "boilerscope-no-jvm"}]})"
        << "program 'boilerscope-no-jvm' not found on PATH";
}

void TestExternalExtractor::availability()
{
    QFETCH(QString, definition);
    QFETCH(QString, reason);
    const ExternalExtractor::Availability a = extractor(definition.toStdString()).availability();
    QCOMPARE(a.available, reason.isEmpty());
    QCOMPARE(QString::fromStdString(a.reason), reason);
}

void TestExternalExtractor::deepHtmlRefused()
{
    // One level deeper than the loader parses (DocumentLoader::kMaxNestingDepth).
    const size_t limit = core::DocumentLoader::kMaxNestingDepth;
    std::string html;
    for (size_t i = 0; i <= limit; ++i)
        html += "<div>";
    std::string text, error;
    QVERIFY(!ExternalExtractor::textOfHtml(html, text, error));
    QCOMPARE(QString::fromStdString(error),
             QStringLiteral("its HTML nests deeper than %1 elements").arg(limit));
    QVERIFY(ExternalExtractor::textOfHtml("<p>a &amp; b</p><p>c</p>", text, error));
    QCOMPARE(QString::fromStdString(text), "a & b\nc");
}

namespace {

// The fake program of the reasons protocol answering json.
ExternalExtractor reasonsExtractor(const QString &json)
{
    // Braces of a command argument are placeholders: the answer's are doubled.
    QString escaped = json;
    escaped.replace(QLatin1Char('{'), QStringLiteral("{{"))
        .replace(QLatin1Char('}'), QStringLiteral("}}"));
    const QJsonValue answer(escaped);
    return extractor(
        R"({"command": ["{dir}/reasons-extractor.py", )" +
        QString::fromUtf8(QJsonDocument(QJsonArray{answer}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1)
            .toStdString() +
        R"(], "output": "judgements"})");
}

// The reason a result gives for the element at path, "" when it has none.
QString reasonAt(const core::Document &doc, const core::ExtractionResult &r, const QString &path,
                 bool *selected = nullptr)
{
    const core::NodeId node = doc.findPath(path.toStdString());
    for (const core::Judgement &j : r.judgements)
        if (j.node == node) {
            if (selected)
                *selected = j.selected;
            return QString::fromStdString(j.reason.text());
        }
    return {};
}

} // namespace

void TestExternalExtractor::reasons_data()
{
    // The fixture page: <nav>Home News</nav><p>The café is open.</p>
    // <p>Second paragraph of the article.</p>; the program keeps the second paragraph.
    QTest::addColumn<QString>("judgements"); // the program's "judgements" member
    QTest::addColumn<QString>("path");       // an element of the page
    QTest::addColumn<QString>("reason");     // the reason the result gives for it
    QTest::addColumn<bool>("selected");
    QTest::newRow("by selector, on a block")
        << R"([{"selector": "nav", "kept": false, "reason": "bad: link density 1 > 0.2"}])"
        << "/html/body/nav"
        << "bad: link density 1 > 0.2 (0 of 2 words in the output)" << false;
    QTest::newRow("by path, braces are the program's")
        << R"([{"path": "/html/body/p[2]", "kept": true, "reason": "good {density 0.4}"}])"
        << "/html/body/p[2]"
        << "good {density 0.4} (5 of 5 words in the output)" << true;
    QTest::newRow("by text")
        << R"([{"text": "The café is open.", "kept": false, "reason": "short: 17 characters"}])"
        << "/html/body/p[1]"
        << "short: 17 characters (0 of 4 words in the output)" << false;
    QTest::newRow("a path that resolves nowhere falls back to the text")
        << R"([{"path": "/html/body/div[7]", "text": "Home News", "kept": false,
               "reason": "menu"}])"
        << "/html/body/nav"
        << "menu (0 of 2 words in the output)" << false;
    QTest::newRow("an element that is no block gets a judgement of its own")
        << R"([{"selector": "body", "kept": true, "reason": "the page's body"}])"
        << "/html/body"
        << "the page's body" << true;
    QTest::newRow("the nearest judged element speaks for a block")
        << R"([{"selector": "body", "kept": true, "reason": "body"},
               {"selector": "nav", "kept": false, "reason": "nav"}])"
        << "/html/body/nav"
        << "nav (0 of 2 words in the output)" << false;
    QTest::newRow("without a reason")
        << R"([{"selector": "nav", "kept": false}])"
        << "/html/body/nav"
        << "removed by the program (0 of 2 words in the output)" << false;
    QTest::newRow("a reason on several lines becomes one")
        << R"([{"selector": "nav", "kept": false, "reason": "a\nb"}])"
        << "/html/body/nav"
        << "a b (0 of 2 words in the output)" << false;
    QTest::newRow("blocks the program did not judge keep the alignment's words")
        << R"([{"selector": "nav", "kept": false, "reason": "nav"}])"
        << "/html/body/p[1]"
        << "node dropped: none of its 4 words in the output" << false;
}

void TestExternalExtractor::reasons()
{
    QFETCH(QString, judgements);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QFETCH(bool, selected);
    const Fixture f;
    const ExternalExtractor e = reasonsExtractor(
        R"({"text": "Second paragraph of the article.", "judgements": )" + judgements + "}");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.judgementsUnmapped, size_t(0));
    bool isSelected = !selected;
    QCOMPARE(reasonAt(f.document, r.mapping.result, path, &isSelected), reason);
    QCOMPARE(isSelected, selected);
    // A copy of the result keeps the program's words.
    const core::ExtractionResult copy = r.mapping.result;
    QCOMPARE(reasonAt(f.document, copy, path), reason);
}

void TestExternalExtractor::reasonsPageFacts()
{
    const Fixture f;
    const ExternalExtractor e = reasonsExtractor(R"({
        "html": "<p>Second paragraph of the article.</p>",
        "judgements": [{"selector": "nav", "kept": false, "reason": "nav"},
                       {"text": "words this page does not have", "kept": false},
                       {"selector": "[class*=x]", "kept": false},
                       {"path": "/html/body/nav"},
                       "not an object"],
        "page": {"type": "article", "warnings": ["Used  the fallback:\n120 chars", 5]}})");
    const ExternalExtractor::Run r = e.execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QString::fromStdString(r.mapping.result.text), "Second paragraph of the article.");
    QCOMPARE(r.judgementsMapped, size_t(1));
    QCOMPARE(r.judgementsUnmapped, size_t(4));
    QCOMPARE(r.mapping.result.notes,
             std::vector<std::string>{
                 "4 of the program's 5 judgements named nothing on the page (2 malformed)"});
    QCOMPARE(r.mapping.result.pageType, std::string("article"));
    QCOMPARE(r.mapping.result.warnings, std::vector<std::string>{"Used the fallback: 120 chars"});
    QVERIFY2(
        r.mapping.result.summary.ends_with("; the program's reasons for 1 of its 5 judgements"),
        r.mapping.result.summary.c_str());
}

void TestExternalExtractor::programMetadata_data()
{
    QTest::addColumn<QString>("output");     // "judgements" or "json"
    QTest::addColumn<QString>("metadata");   // the program's "metadata" member
    QTest::addColumn<QStringList>("fields"); // name=value, in our fields' order
    QTest::newRow("judgements: strings, white space collapsed")
        << "judgements"
        << R"({"title": " The  harbour\nreopens ", "published": "2024-03-18T09:30:00+01:00"})"
        << QStringList{"title=The harbour reopens", "published=2024-03-18T09:30:00+01:00"};
    QTest::newRow("judgements: a list of authors, null and unknown members left out")
        << "judgements"
        << R"({"authors": ["Ann Lee", "", "Bo Chen", 3], "language": null, "byline": "x",)"
           R"( "site_name": "", "description": "Quays held."})"
        << QStringList{"authors=Ann Lee, Bo Chen", "description=Quays held."};
    QTest::newRow("judgements: in our order, not the program's")
        << "judgements"
        << R"({"site_name": "Example News", "title": "T"})"
        << QStringList{"title=T", "site_name=Example News"};
    QTest::newRow("judgements: not an object") << "judgements"
                                               << R"("The title")" << QStringList{};
    QTest::newRow("json: beside the text member")
        << "json"
        << R"({"title": "T", "authors": "Ann Lee"})" << QStringList{"title=T", "authors=Ann Lee"};
}

void TestExternalExtractor::programMetadata()
{
    QFETCH(QString, output);
    QFETCH(QString, metadata);
    QFETCH(QStringList, fields);
    const Fixture f;
    QTemporaryDir dir;
    QFile out(dir.filePath("out.json"));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(R"({"text": "Second paragraph of the article.", "metadata": )" + metadata.toUtf8() +
              "}");
    out.close();
    const std::string definition =
        R"({"command": ["cat", ")" + out.fileName().toStdString() + R"("], "output": ")" +
        output.toStdString() + std::string(1, '"') +
        (output == "json" ? std::string(R"(, "field": "text")") : std::string()) + "}";
    const ExternalExtractor::Run r = extractor(definition).execute(f.page());
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(QString::fromStdString(r.mapping.result.text), "Second paragraph of the article.");
    QStringList got;
    for (const auto &[name, value] : r.mapping.result.metadata)
        got << QString::fromStdString(name + "=" + value);
    QCOMPARE(got, fields);
}

void TestExternalExtractor::reasonsFailures_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<QString>("error"); // empty: the run succeeds with no text
    QTest::newRow("no text") << R"({"judgements": []})"
                             << "output JSON has no member 'text' (nor 'html')";
    QTest::newRow("text not a string") << R"({"text": 3})"
                                       << "output JSON member 'text' is not a string";
    QTest::newRow("not JSON") << "Traceback (most recent call last):"
                              << "output is not JSON";
    QTest::newRow("an array") << R"([1, 2])"
                              << "output JSON has no member 'text' (nor 'html')";
    QTest::newRow("null text: found nothing") << R"({"text": null, "judgements": 7})"
                                              << "";
}

void TestExternalExtractor::reasonsFailures()
{
    QFETCH(QString, answer);
    QFETCH(QString, error);
    const Fixture f;
    const ExternalExtractor::Run r = reasonsExtractor(answer).execute(f.page());
    QCOMPARE(QString::fromStdString(r.error), error);
    QCOMPARE(r.ok, error.isEmpty());
    if (r.ok)
        QVERIFY(r.mapping.result.text.empty());
}

QTEST_GUILESS_MAIN(TestExternalExtractor)
#include "tst_externalextractor.moc"
