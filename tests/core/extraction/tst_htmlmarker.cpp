// HtmlMarker: chosen elements get the data-boilerscope-chosen attribute after their tag name,
// chosen text nodes outside them are wrapped in <mark>, a UTF-8 declaration and one style sheet
// go after <head>, and everything else of the source is left byte for byte.

#include <document/htmlparser.h>
#include <document/textdecoder.h>
#include <extraction/htmlmarker.h>

#include <QTest>

using core::Document;
using core::NodeId;

namespace {

const std::string kHead =
    "<meta charset=\"utf-8\"><style>[data-boilerscope-chosen]{outline:3px solid #d62728 "
    "!important;outline-offset:-1px;background:rgba(214,39,40,.08) "
    "!important}</style>";

} // namespace

class TestHtmlMarker : public QObject
{
    Q_OBJECT

private slots:
    void mark_data();
    void mark();
    void markedPageKeepsItsText();
    void markedPageIsDeclaredUtf8();
};

void TestHtmlMarker::mark_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("chosen");
    QTest::addColumn<QByteArray>("expected"); // with @ for the charset and style sheet
    QTest::newRow("element after head")
        << QByteArray("<html><head><title>t</title></head><body><div class=x>a</div></body>")
        << QStringList{"/html/body/div"}
        << QByteArray("<html><head>@<title>t</title></head><body><div data-boilerscope-chosen="
                      "\"density\" class=x>a</div></body>");
    QTest::newRow("tag name ends at >")
        << QByteArray("<head></head><P>a</P>") << QStringList{"/html/body/p"}
        << QByteArray("<head>@</head><P data-boilerscope-chosen=\"density\">a</P>");
    QTest::newRow("tag name ends at newline")
        << QByteArray("<head></head><p\nid=1>a</p>") << QStringList{"/html/body/p"}
        << QByteArray("<head>@</head><p data-boilerscope-chosen=\"density\"\nid=1>a</p>");
    QTest::newRow("text node wrapped")
        << QByteArray("<head></head><p>a<b>b</b>c</p>") << QStringList{"/html/body/p/text()[2]"}
        << QByteArray("<head>@</head><p>a<b>b</b><mark data-boilerscope-chosen=\"density\">c"
                      "</mark></p>");
    QTest::newRow("no head tag: style first")
        << QByteArray("<p>a</p>") << QStringList{"/html/body/p"}
        << QByteArray("@<p data-boilerscope-chosen=\"density\">a</p>");
    QTest::newRow("implied element: nothing to mark")
        << QByteArray("<head></head>text") << QStringList{"/html/body"}
        << QByteArray("<head>@</head>text");
    QTest::newRow("nothing chosen") << QByteArray("<head></head><p>a</p>") << QStringList{}
                                    << QByteArray("<head>@</head><p>a</p>");
}

void TestHtmlMarker::mark()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, chosen);
    QFETCH(QByteArray, expected);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    core::ExtractionResult r;
    for (const QString &p : chosen) {
        const NodeId id = doc.findPath(p.toStdString());
        QVERIFY2(id != core::kNoNode, qPrintable(p));
        r.selected.push_back(id);
    }
    const std::string marked = core::HtmlMarker::mark(doc, r, "density");
    expected.replace('@', QByteArray::fromStdString(kHead));
    QCOMPARE(QByteArray::fromStdString(marked), expected);
}

void TestHtmlMarker::markedPageKeepsItsText()
{
    const Document doc = core::HtmlParser::parse(
        "<html><head></head><body><nav>menu</nav><article><h1>T</h1><p>one <i>two</i></p>"
        "</article>tail</body></html>");
    core::ExtractionResult r;
    r.selected = {doc.findPath("/html/body/article"), doc.findPath("/html/body/text()")};
    const Document marked = core::HtmlParser::parse(core::HtmlMarker::mark(doc, r, "x"));
    QCOMPARE(marked.subtreeWords(marked.body()), doc.subtreeWords(doc.body()));
    const NodeId article = marked.findPath("/html/body/article");
    QCOMPARE(marked.attribute(article, "data-boilerscope-chosen"), std::string_view("x"));
    const NodeId mark = marked.findPath("/html/body/mark");
    QVERIFY(mark != core::kNoNode);
    QCOMPARE(marked.text(marked.node(mark).firstChild), std::string_view("tail"));
}

void TestHtmlMarker::markedPageIsDeclaredUtf8()
{
    // A windows-1252 page: the marked copy is UTF-8 and must say so before the page's own meta.
    const Document doc = core::HtmlParser::parse(
        "<head><meta charset=iso-8859-1></head><p>caf\xC3\xA9</p>", "windows-1252");
    const std::string marked = core::HtmlMarker::mark(doc, {}, "x");
    QCOMPARE(QString::fromStdString(core::TextDecoder::metaCharset(marked)), "utf-8");
    QCOMPARE(core::TextDecoder::decode(marked).utf8, marked);
}

QTEST_APPLESS_MAIN(TestHtmlMarker)
#include "tst_htmlmarker.moc"
