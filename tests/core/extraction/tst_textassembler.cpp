// TextAssembler: whole-node spans of subtrees, assembly with block boundaries and inline joins,
// partial spans, and cover() (the topmost wholly chosen elements).

#include <document/htmlparser.h>
#include <extraction/textassembler.h>

#include <QTest>

#include <vector>

using core::Document;
using core::kNoNode;
using core::NodeId;
using core::TextAssembler;
using core::TextSpan;

namespace {

std::vector<NodeId> resolve(const Document &doc, const QStringList &paths)
{
    std::vector<NodeId> ids;
    for (const QString &p : paths) {
        const NodeId id = doc.findPath(p.toStdString());
        if (id == kNoNode)
            qFatal("no node at %s", qPrintable(p));
        ids.push_back(id);
    }
    return ids;
}

QStringList pathsOf(const Document &doc, const std::vector<NodeId> &ids)
{
    QStringList out;
    for (NodeId id : ids)
        out << QString::fromStdString(doc.path(id));
    return out;
}

} // namespace

class TestTextAssembler : public QObject
{
    Q_OBJECT

private slots:
    void blockOf();
    void assemble_data();
    void assemble();
    void partialSpans();
    void spansOfSkipsNestedRootsAndInvisibleText();
    void cover_data();
    void cover();
    void complete();
};

void TestTextAssembler::assemble_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("roots");
    QTest::addColumn<QString>("text");
    QTest::newRow("blocks on lines of their own")
        << QByteArray("<h1>Title</h1><p>First para.</p><p>Second.</p>") << QStringList{"/html/body"}
        << "Title\nFirst para.\nSecond.";
    QTest::newRow("inline elements join with a space")
        << QByteArray("<p>one <b>two</b> <a href=#>three</a></p>") << QStringList{"/html/body"}
        << "one two three";
    // Inline text nodes join as a browser shows them: no space where the source has none.
    QTest::newRow("adjacent inline nodes")
        << QByteArray("<p><b>bold</b>face</p>") << QStringList{"/html/body"} << "boldface";
    QTest::newRow("punctuation after a link")
        << QByteArray("<p>see <a href=#>code</a>?</p>") << QStringList{"/html/body"} << "see code?";
    QTest::newRow("white-space-only node between")
        << QByteArray("<p><b>a</b>\n <i>b</i></p>") << QStringList{"/html/body"} << "a b";
    QTest::newRow("br breaks the line") << QByteArray("<p>line one<br>line two</p>")
                                        << QStringList{"/html/body"} << "line one\nline two";
    QTest::newRow("list items") << QByteArray("<ul><li>a</li><li>b <i>c</i></li></ul>")
                                << QStringList{"/html/body"} << "a\nb c";
    QTest::newRow("table cells are blocks")
        << QByteArray("<table><tr><td>x</td><td>y</td></tr><tr><td>z</td></tr></table>")
        << QStringList{"/html/body"} << "x\ny\nz";
    QTest::newRow("div closing between inline texts")
        << QByteArray("<div><span>in</span></div>after") << QStringList{"/html/body"}
        << "in\nafter";
    QTest::newRow("hidden and script text left out")
        << QByteArray("<p>shown</p><p hidden>hidden</p><script>code()</script><p>too</p>")
        << QStringList{"/html/body"} << "shown\ntoo";
    QTest::newRow("two separate roots")
        << QByteArray("<p>a</p><p>b</p><p>c</p>")
        << QStringList{"/html/body/p[1]", "/html/body/p[3]"} << "a\nc";
    QTest::newRow("nothing chosen") << QByteArray("<p>a</p>") << QStringList{} << "";
    QTest::newRow("whitespace-only nodes vanish")
        << QByteArray("<div>\n  <p>a</p>\n  <p>b</p>\n</div>") << QStringList{"/html/body"}
        << "a\nb";
}

void TestTextAssembler::assemble()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, roots);
    QFETCH(QString, text);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    const std::vector<NodeId> ids = resolve(doc, roots);
    const std::vector<TextSpan> spans = TextAssembler::spansOf(doc, ids);
    QCOMPARE(QString::fromStdString(TextAssembler::assemble(doc, spans)), text);
}

void TestTextAssembler::partialSpans()
{
    const Document doc = core::HtmlParser::parse("<p>alpha beta gamma</p><p>delta</p>");
    const NodeId t1 = doc.findPath("/html/body/p[1]/text()");
    const NodeId t2 = doc.findPath("/html/body/p[2]/text()");
    // "alpha beta gamma": bytes [0,5) "alpha", [11,16) "gamma".
    const std::vector<TextSpan> spans = {{t1, 0, 5}, {t1, 11, 16}, {t2, 0, 5}};
    QCOMPARE(TextAssembler::assemble(doc, spans), std::string("alpha gamma\ndelta"));
    // Contiguous spans in one node join without a space.
    const std::vector<TextSpan> joined = {{t1, 0, 3}, {t1, 3, 5}};
    QCOMPARE(TextAssembler::assemble(doc, joined), std::string("alpha"));
    const std::vector<TextSpan> empty = {{t1, 4, 4}};
    QCOMPARE(TextAssembler::assemble(doc, empty), std::string());
    QCOMPARE(TextAssembler::wholeNode(doc, t1).end, 16u);
}

void TestTextAssembler::spansOfSkipsNestedRootsAndInvisibleText()
{
    const Document doc =
        core::HtmlParser::parse("<div><p>a</p> <p style=display:none>b</p><p>c</p></div>");
    const std::vector<NodeId> roots = resolve(doc, {"/html/body/div", "/html/body/div/p[3]"});
    const std::vector<TextSpan> spans = TextAssembler::spansOf(doc, roots);
    // "a" and "c" once each; the whitespace node between the ps has no word; "b" is hidden.
    QCOMPARE(spans.size(), size_t(2));
    QCOMPARE(doc.text(spans[0].node), std::string_view("a"));
    QCOMPARE(doc.text(spans[1].node), std::string_view("c"));
}

void TestTextAssembler::cover_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QStringList>("chosenTexts"); // text nodes chosen whole
    QTest::addColumn<QStringList>("cover");
    const QByteArray page = "<div><p>a <b>b</b></p><p>c</p></div><p>d</p>";
    QTest::newRow("all of the page covers html")
        << page
        << QStringList{"/html/body/div/p[1]/text()", "/html/body/div/p[1]/b/text()",
                       "/html/body/div/p[2]/text()", "/html/body/p/text()"}
        << QStringList{"/html"};
    QTest::newRow("the div's text covers the div")
        << page
        << QStringList{"/html/body/div/p[1]/text()", "/html/body/div/p[1]/b/text()",
                       "/html/body/div/p[2]/text()"}
        << QStringList{"/html/body/div"};
    QTest::newRow("part of a p: the text nodes stand for themselves")
        << page << QStringList{"/html/body/div/p[1]/text()", "/html/body/div/p[2]/text()"}
        << QStringList{"/html/body/div/p[1]/text()", "/html/body/div/p[2]"};
    QTest::newRow("nothing") << page << QStringList{} << QStringList{};
}

void TestTextAssembler::cover()
{
    QFETCH(QByteArray, html);
    QFETCH(QStringList, chosenTexts);
    QFETCH(QStringList, cover);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    std::vector<TextSpan> spans;
    for (NodeId id : resolve(doc, chosenTexts))
        spans.push_back(TextAssembler::wholeNode(doc, id));
    QCOMPARE(pathsOf(doc, TextAssembler::cover(doc, spans)), cover);

    // A partly chosen text node counts as chosen.
    if (!spans.empty()) {
        spans.front().end = 1;
        QCOMPARE(pathsOf(doc, TextAssembler::cover(doc, spans)), cover);
    }
}

void TestTextAssembler::complete()
{
    const Document doc = core::HtmlParser::parse("<p>x <i>y</i></p><p>z</p>");
    core::ExtractionResult r;
    r.selected = resolve(doc, {"/html/body/p[1]"});
    TextAssembler::complete(doc, r);
    QCOMPARE(r.spans.size(), size_t(2));
    QCOMPARE(r.text, std::string("x y"));
    // Spans given: they are kept, not recomputed from selected.
    core::ExtractionResult s;
    s.selected = resolve(doc, {"/html/body"});
    s.spans = {TextAssembler::wholeNode(doc, doc.findPath("/html/body/p[2]/text()"))};
    TextAssembler::complete(doc, s);
    QCOMPARE(s.text, std::string("z"));
}

void TestTextAssembler::blockOf()
{
    // The nearest block-level element, over inline ones; the parent when there is none.
    const core::Document doc = core::HtmlParser::parse(
        "<body><div><p>a <b>bold <i>deep</i></b></p></div><span>inline only</span></body>");
    auto textNode = [&](std::string_view text) {
        for (core::NodeId id = 0; id < doc.size(); ++id)
            if (doc.node(id).isText() && doc.text(id) == text)
                return id;
        return core::kNoNode;
    };
    auto name = [&](core::NodeId id) { return QString::fromUtf8(doc.name(id)); };
    QCOMPARE(name(core::TextAssembler::blockOf(doc, textNode("deep"))), "p");
    QCOMPARE(name(core::TextAssembler::blockOf(doc, textNode("a "))), "p");
    QCOMPARE(name(core::TextAssembler::blockOf(doc, textNode("inline only"))), "body");
    const core::NodeId p = core::TextAssembler::blockOf(doc, textNode("a "));
    QCOMPARE(name(core::TextAssembler::blockOf(doc, p)), "div");
}

QTEST_APPLESS_MAIN(TestTextAssembler)
#include "tst_textassembler.moc"
