// ContentHtmlWriter over ContentOutline: the kept structures and nothing else, as clean HTML;
// what the outline keeps (images and breaks inside the chosen content, not outside; chosen parts
// of text; implicit paragraphs and items; links repeated across blocks; deep nesting bounded),
// escaping, and the whole document around a fragment.

#include <io/contenthtmlwriter.h>
#include <io/contentoutline.h>

#include "contenttest.h"
#include <testpages.h>

#include <QTest>

using core::ContentHtmlWriter;
using core::ContentOutline;

namespace {

std::string fragment(const std::string &html, const QStringList &choices)
{
    const core::Document doc = testpages::parsePage(html);
    return ContentHtmlWriter::fragment(
        ContentOutline::build(doc, contenttest::choose(doc, choices)));
}

} // namespace

class TestContentHtmlWriter : public QObject
{
    Q_OBJECT

private slots:
    void structures();
    void fragments_data();
    void fragments();
    void deepNesting();
    void document();
    void everyExtractor();
};

// tests/data/io/content/structures.content.html was written by hand from structures.html.
void TestContentHtmlWriter::structures()
{
    QCOMPARE(QString::fromStdString(fragment(testpages::readFixture("io/content/structures.html"),
                                             {"/html/body/article"})),
             QString::fromStdString(testpages::readFixture("io/content/structures.content.html")));
}

void TestContentHtmlWriter::fragments_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QStringList>("choices");
    QTest::addColumn<QString>("expected");
    const QStringList body{"/html/body"};
    QTest::newRow("classes, styles, scripts and hidden text left out")
        << "<div class=\"x\" style=\"color:red\"><p id=\"p\" onclick=\"f()\">Text</p>"
           "<script>s()</script><p hidden>secret</p></div>"
        << body << "<p>Text</p>\n";
    QTest::newRow("only chosen blocks")
        << "<h1>Title</h1><p>one</p><p>two</p>" << QStringList{"/html/body/h1", "/html/body/p[2]"}
        << "<h1>Title</h1>\n<p>two</p>\n";
    QTest::newRow("chosen part of a text node, inside its block")
        << "<p>alpha beta gamma</p>" << QStringList{"/html/body/p@6-10"} << "<p>beta</p>\n";
    QTest::newRow("two parts of one node stay apart")
        << "<p>alpha beta gamma</p>" << QStringList{"/html/body/p@0-5", "/html/body/p@11-16"}
        << "<p>alpha gamma</p>\n";
    // The image between chosen paragraphs is content; the one after the last is not.
    QTest::newRow("image between chosen text kept, outside left out")
        << "<p>one</p><div><img src=\"a.png\" alt=\"A\"></div><p>two</p><img src=\"b.png\">"
           "<p>three</p>"
        << QStringList{"/html/body/p[1]", "/html/body/p[2]"}
        << "<p>one</p>\n<p><img src=\"a.png\" alt=\"A\"></p>\n<p>two</p>\n";
    QTest::newRow("image in an unchosen block between chosen text left out")
        << "<p>one</p><p>ad <img src=\"ad.png\"></p><p>two</p>"
        << QStringList{"/html/body/p[1]", "/html/body/p[3]"} << "<p>one</p>\n<p>two</p>\n";
    QTest::newRow("wordless figure of a selected element kept")
        << "<article><figure><img src=\"f.jpg\" alt=\"F\"></figure></article><p>other</p>"
        << QStringList{"/html/body/article"}
        << "<figure>\n<p><img src=\"f.jpg\" alt=\"F\"></p>\n</figure>\n";
    QTest::newRow("loose text gets paragraphs, unchosen text a space")
        << "<div>first<span>unchosen</span>second<div>inner</div>tail</div>"
        << QStringList{"/html/body/div/text()[1]", "/html/body/div/text()[2]", "/html/body/div/div",
                       "/html/body/div/text()[3]"}
        << "<p>first second</p>\n<p>inner</p>\n<p>tail</p>\n";
    QTest::newRow("links repeated in each block they span")
        << "<a href=\"/s\"><h3>T</h3><p>S</p></a>" << body
        << "<h3><a href=\"/s\">T</a></h3>\n<p><a href=\"/s\">S</a></p>\n";
    QTest::newRow("item out of a list, list in a list")
        << "<div><li>loose</li></div><ul><li>a</li><ul><li>b</li></ul></ul>" << body
        << "<ul>\n<li>loose</li>\n</ul>\n<ul>\n<li>a</li>\n<li><ul>\n<li>b</li>\n</ul>\n</li>\n"
           "</ul>\n";
    QTest::newRow("synonyms: b, i, tt, strike")
        << "<p><b>b</b> <i>i</i> <tt>t</tt> <strike>s</strike></p>" << body
        << "<p><strong>b</strong> <em>i</em> <code>t</code> <del>s</del></p>\n";
    QTest::newRow("escaping") << "<p title=x>&lt;tag&gt; &amp; \"q\"</p>"
                                 "<p><a href='/a?x=1&amp;y=\"2\"'>l</a></p>"
                              << body
                              << "<p>&lt;tag&gt; &amp; \"q\"</p>\n"
                                 "<p><a href=\"/a?x=1&amp;y=&quot;2&quot;\">l</a></p>\n";
    QTest::newRow("script and file links unwrapped")
        << "<p><a href=\"javascript:go()\">js</a> <a href=\"file:///C:/x\">file</a></p>" << body
        << "<p>js file</p>\n";
    QTest::newRow("nothing chosen") << "<p>a</p>" << QStringList{} << "";
}

void TestContentHtmlWriter::fragments()
{
    QFETCH(QString, html);
    QFETCH(QStringList, choices);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(fragment(html.toStdString(), choices)), expected);
}

// 200 nested blockquotes: the first kMaxDepth are kept (the root counts as one), the text all.
void TestContentHtmlWriter::deepNesting()
{
    std::string html;
    for (int i = 0; i < 200; ++i)
        html += "<blockquote>";
    html += "deep text";
    const std::string out = fragment(html, {"/html/body"});
    size_t quotes = 0;
    for (size_t at = 0; (at = out.find("<blockquote>", at)) != std::string::npos; ++at)
        ++quotes;
    QCOMPARE(quotes, size_t(ContentOutline::kMaxDepth - 1));
    QVERIFY(out.find("<p>deep text</p>") != std::string::npos);
}

void TestContentHtmlWriter::document()
{
    const core::Document doc = testpages::parsePage("<title> A &amp; B </title><p>caf\xC3\xA9</p>");
    const std::string out = ContentHtmlWriter::document(
        ContentOutline::build(doc, contenttest::choose(doc, {"/html/body"})));
    QCOMPARE(QString::fromStdString(out),
             QString::fromUtf8("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                               "<title>A &amp; B</title>\n</head>\n<body>\n<p>caf\xC3\xA9</p>\n"
                               "</body>\n</html>\n"));
}

// Derived from spans, the content works for every extractor: its words are the extracted
// text's words.
void TestContentHtmlWriter::everyExtractor()
{
    const core::Document doc =
        testpages::parsePage(testpages::readFixture("io/content/structures.html"));
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const core::ExtractionResult r = e->run(doc);
        const std::string html = ContentHtmlWriter::fragment(ContentOutline::build(doc, r));
        const core::Document back = testpages::parsePage(html);
        const std::string text = testpages::runExtractor("plain", back).text;
        QCOMPARE(QString::fromStdString(text).simplified(),
                 QString::fromStdString(r.text).simplified());
    }
}

QTEST_APPLESS_MAIN(TestContentHtmlWriter)
#include "tst_contenthtmlwriter.moc"
