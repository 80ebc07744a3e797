// MarkdownWriter: the structures of a page (headings, paragraphs, nested lists, tables, figures,
// quotes, code) as Markdown, hand-derived expectations for small pages, escaping of text that
// would read as Markdown, and a round trip: Markdown of the Readability test pages, rendered by
// a real CommonMark implementation (cmark-gfm), says the same words and has the same headings,
// list items, images and links as the content HTML of the same outline.

#include <io/contenthtmlwriter.h>
#include <io/contentoutline.h>
#include <io/markdownwriter.h>

#include <document/documentloader.h>

#include "contenttest.h"
#include <testpages.h>

#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

using core::ContentOutline;
using core::MarkdownWriter;

namespace {

std::string markdown(const std::string &html, const QStringList &choices)
{
    const core::Document doc = testpages::parsePage(html);
    return MarkdownWriter::write(ContentOutline::build(doc, contenttest::choose(doc, choices)));
}

// What a rendered page says and shows: its words in order, its headings ("h2 Text") and list
// items outside tables (a Markdown table cell is one line), image sources, and link targets
// outside code (where Markdown cannot keep a link); URLs percent-decoded, as CommonMark
// percent-encodes them.
struct Rendered
{
    QStringList words, headings, images, links;
    int items = 0;
};

Rendered rendered(const std::string &html)
{
    const core::Document doc = testpages::parsePage(html);
    Rendered r;
    r.words = QString::fromStdString(testpages::runExtractor("plain", doc).text)
                  .split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
    auto decoded = [](std::string_view url) {
        return QUrl::fromPercentEncoding(QByteArray::fromStdString(std::string(url)));
    };
    for (core::NodeId i = 0; i < doc.size(); ++i) {
        const core::Node &n = doc.node(i);
        if (!n.isElement())
            continue;
        const bool inTable = testpages::insideAny(doc, i, {core::Tag::td, core::Tag::th});
        if (n.tag >= core::Tag::h1 && n.tag <= core::Tag::h6 && !inTable) {
            core::ExtractionResult one;
            one.selected = {i};
            core::TextAssembler::complete(doc, one);
            r.headings << QString::fromStdString(std::string(doc.name(i))) + " " +
                              QString::fromStdString(one.text).simplified();
        } else if (n.tag == core::Tag::li && !inTable) {
            ++r.items;
        } else if (n.tag == core::Tag::img) {
            r.images << decoded(doc.attribute(i, "src"));
        } else if (n.tag == core::Tag::a &&
                   !testpages::insideAny(doc, i, {core::Tag::pre, core::Tag::code})) {
            r.links << decoded(doc.attribute(i, "href"));
        }
    }
    return r;
}

// Where two lists first differ, with a little context: "… a b [c | c*] …".
QString firstDifference(const QStringList &a, const QStringList &b)
{
    qsizetype i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    const qsizetype from = std::max<qsizetype>(0, i - 3);
    return "… " + a.mid(from, i - from).join(' ') + " [" + a.value(i, "(end)") + " | " +
           b.value(i, "(end)") + "] …";
}

} // namespace

class TestMarkdownWriter : public QObject
{
    Q_OBJECT

private slots:
    void structures();
    void pages_data();
    void pages();
    void roundTrip_data();
    void roundTrip();
};

// tests/data/io/content/structures.md was written by hand from structures.html.
void TestMarkdownWriter::structures()
{
    const std::string md =
        markdown(testpages::readFixture("io/content/structures.html"), {"/html/body/article"});
    QCOMPARE(QString::fromStdString(md),
             QString::fromStdString(testpages::readFixture("io/content/structures.md")));
}

void TestMarkdownWriter::pages_data()
{
    QTest::addColumn<QString>("html");
    QTest::addColumn<QStringList>("choices");
    QTest::addColumn<QString>("expected");
    const QStringList body{"/html/body"};
    QTest::newRow("nothing chosen") << "<p>a</p>" << QStringList{} << "";
    QTest::newRow("part of a text node")
        << "<p>one two three four</p><p>five</p>"
        << QStringList{"/html/body/p[1]@4-13", "/html/body/p[2]"} << "two three\n\nfive\n";
    QTest::newRow("unchosen siblings left out")
        << "<div><h2>Kept</h2><p>kept text</p><p>left out</p></div>"
        << QStringList{"/html/body/div/h2", "/html/body/div/p[1]"} << "## Kept\n\nkept text\n";
    // The link is repeated in each block it spans.
    QTest::newRow("link around blocks") << "<a href=\"/story\"><h3>Title</h3><p>Teaser</p></a>"
                                        << body << "### [Title](/story)\n\n[Teaser](/story)\n";
    QTest::newRow("javascript: links are unwrapped")
        << "<p>see <a href=\"javascript:void(0)\">this</a></p>" << body << "see this\n";
    QTest::newRow("emphasis: nested, spaces outside the markers")
        << "<p>x<b> bold <strong>still</strong> </b>y <i>it</i></p>" << body
        << "x **bold still** y *it*\n";
    QTest::newRow("adjacent emphasis is one")
        << "<p><em>a</em><em>b</em><em>c</em> and <b>x</b><b>y</b></p>" << body
        << "*abc* and **xy**\n";
    // "*.*" after a letter could not open: the pair is dropped, the text kept.
    QTest::newRow("emphasis that could not open")
        << "<p>on<em>. Warning</em> x</p>" << body << "on. Warning x\n";
    QTest::newRow("code span with backticks") << "<p>run <code>a`b</code> and <code>`c</code></p>"
                                              << body << "run ``a`b`` and `` `c ``\n";
    QTest::newRow("fence longer than the code's backticks")
        << "<pre>x ``` y</pre>" << body << "````\nx ``` y\n````\n";
    QTest::newRow("line starts that would be markup")
        << "<p># not a heading</p><p>- not an item</p><p>+ nor this</p><p>12. nor this</p>"
           "<p>&gt; no quote</p><p>===</p><p>#hashtag stays</p>"
        << body
        << "\\# not a heading\n\n\\- not an item\n\n\\+ nor this\n\n12\\. nor this\n\n\\> no "
           "quote\n\n\\===\n\n#hashtag stays\n";
    QTest::newRow("entities and HTML-looking text")
        << "<p>&amp;copy; &lt;b&gt; 3 &lt; 4 &amp; 5</p>" << body << "\\&copy; \\<b> 3 < 4 & 5\n";
    QTest::newRow("heading ending in #") << "<h2>C#</h2>" << body << "## C\\#\n";
    QTest::newRow("breaks: hard, none at the ends, one for several")
        << "<p><br>a<br><br>b<br></p>" << body << "a\\\nb\n";
    QTest::newRow("table: pipes, code, breaks, ragged rows")
        << "<table><tr><td>a|b</td><td><code>x|y</code></td></tr>"
           "<tr><td>c<br>d</td></tr></table>"
        << body << "| a\\|b | `x\\|y` |\n| --- | --- |\n| c d |  |\n";
    QTest::newRow("nested list written as <ul><ul>")
        << "<ul><li>a</li><ul><li>b</li></ul></ul>" << body << "- a\n- - b\n";
    QTest::newRow("ordered list start and loose paragraphs")
        << "<ol start=\"7\"><li><p>p1</p><p>p2</p></li><li>q</li></ol>" << body
        << "7. p1\n\n   p2\n8. q\n";
    QTest::newRow("definition list")
        << "<dl><dt>Term</dt><dd>Meaning</dd></dl>" << body << "**Term**\n\nMeaning\n";
    QTest::newRow("rule between chosen paragraphs")
        << "<p>a</p><hr><p>b</p>" << body << "a\n\n***\n\nb\n";
    QTest::newRow("lazy image, data: placeholder")
        << "<p>x <img src=\"data:image/gif;base64,R0\" data-src=\"/real.jpg\" alt=\"Real\"></p>"
        << body << "x ![Real](/real.jpg)\n";
    QTest::newRow("image link") << "<p><a href=\"/big.jpg\"><img src=\"/small.jpg\"></a></p>"
                                << body << "[![](/small.jpg)](/big.jpg)\n";
    QTest::newRow("destination with parentheses and a backslash")
        << "<p><a href=\"/wiki/A_(b)\">A</a> <a href=\"/c\\d\">C</a></p>" << body
        << "[A](</wiki/A_(b)>) [C](/c\\\\d)\n";
}

void TestMarkdownWriter::pages()
{
    QFETCH(QString, html);
    QFETCH(QStringList, choices);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(markdown(html.toStdString(), choices)), expected);
}

void TestMarkdownWriter::roundTrip_data()
{
    QTest::addColumn<QString>("extractor");
    QTest::newRow("plain") << "plain";
    QTest::newRow("bte") << "bte";
}

void TestMarkdownWriter::roundTrip()
{
    QFETCH(QString, extractor);
    const QString cmark = QStandardPaths::findExecutable(QStringLiteral("cmark-gfm"));
    if (cmark.isEmpty())
        QFAIL("cmark-gfm is not installed (scripts/bootstrap.sh installs it)");
    const QStringList pages = testpages::readabilityPages();
    QVERIFY(pages.size() >= 100);
    // The pages, parsed once for all rows.
    static std::vector<core::Document> documents;
    if (documents.empty()) {
        for (const QString &page : pages) {
            auto loaded = core::DocumentLoader::loadFile(testpages::readabilitySource(page));
            QVERIFY2(loaded.document, loaded.error.c_str());
            documents.push_back(std::move(*loaded.document));
        }
    }
    // All pages through one cmark-gfm run, a separator paragraph between them (every block the
    // writer opens is closed by a blank line and a paragraph at the margin).
    const std::string separator = "BOILERSCOPEPAGESEPARATOR";
    std::string allMarkdown;
    std::vector<std::string> contentHtml;
    for (const core::Document &doc : documents) {
        const core::ExtractionResult result = testpages::runExtractor(extractor.toStdString(), doc);
        const ContentOutline outline = ContentOutline::build(doc, result);
        allMarkdown += MarkdownWriter::write(outline) + "\n" + separator + "\n\n";
        contentHtml.push_back(core::ContentHtmlWriter::fragment(outline));
    }
    QProcess p;
    p.start(cmark, {"--extension", "table", "--extension", "strikethrough"});
    p.write(QByteArray::fromStdString(allMarkdown));
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const std::string output = p.readAllStandardOutput().toStdString();
    const std::string marker = "<p>" + separator + "</p>\n";
    std::vector<std::string> viaMarkdown;
    for (size_t from = 0, at; (at = output.find(marker, from)) != std::string::npos;
         from = at + marker.size())
        viaMarkdown.push_back(output.substr(from, at - from));
    QCOMPARE(qsizetype(viaMarkdown.size()), pages.size());

    QStringList failures;
    for (qsizetype i = 0; i < pages.size(); ++i) {
        const QString &page = pages[i];
        const std::string &html = viaMarkdown[size_t(i)];
        QStringList differ;
        // Without --unsafe, cmark-gfm replaces raw HTML: none may have slipped through.
        if (html.find("raw HTML omitted") != std::string::npos)
            differ << "raw HTML";
        const Rendered a = rendered(contentHtml[size_t(i)]);
        const Rendered b = rendered(html);
        if (a.words != b.words)
            differ << "words " + firstDifference(a.words, b.words);
        if (a.headings != b.headings)
            differ << "headings " + firstDifference(a.headings, b.headings);
        if (a.items != b.items)
            differ << QStringLiteral("list items %1 / %2").arg(a.items).arg(b.items);
        if (a.images != b.images)
            differ << "images " + firstDifference(a.images, b.images);
        if (a.links != b.links)
            differ << "links " + firstDifference(a.links, b.links);
        if (!differ.isEmpty()) {
            failures << page;
            qWarning("%s: %s", qPrintable(page), qPrintable(differ.join(", ")));
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join("; ")));
}

QTEST_GUILESS_MAIN(TestMarkdownWriter)
#include "tst_markdownwriter.moc"
