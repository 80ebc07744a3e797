// HtmlParser (with DocumentBuilder behind it): the shape of the flat node array, tree links,
// text collapsing, source offsets, implied tags, the renderer's attributes, visibility in source
// mode, comments, unknown tags, malformed, pathologically deep and binary input.

#include <document/documentbuilder.h>
#include <document/htmlparser.h>

#include <QTest>

#include <optional>
#include <string>

using core::Document;
using core::kNoNode;
using core::NodeId;
using core::NodeKind;

namespace {

// n words: "a1 a2 … an" for prefix "a".
QByteArray words(const char *prefix, int n)
{
    QByteArray out;
    for (int i = 1; i <= n; ++i)
        out += (i > 1 ? " " : "") + QByteArray(prefix) + QByteArray::number(i);
    return out;
}

// The tree below `id` as "name(child,child)", whitespace-only text nodes included as "#text".
std::string shape(const Document &doc, NodeId id)
{
    std::string out(doc.name(id));
    if (doc.node(id).firstChild == kNoNode)
        return out;
    out += '(';
    for (NodeId c = doc.node(id).firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
        if (c != doc.node(id).firstChild)
            out += ',';
        out += shape(doc, c);
    }
    return out + ')';
}

std::string shapeOfDocument(const Document &doc)
{
    std::string out;
    for (NodeId c = doc.node(doc.root()).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
        out += (out.empty() ? "" : ",") + shape(doc, c);
    return out;
}

// The first node with this name in document order.
NodeId first(const Document &doc, std::string_view name)
{
    for (NodeId i = 0; i < doc.size(); ++i)
        if (doc.name(i) == name)
            return i;
    return kNoNode;
}

// Checks every link of the flat array against every other; returns "" or what is wrong.
QString checkInvariants(const Document &doc)
{
    if (doc.size() < 1 || doc.node(0).kind != NodeKind::Document || doc.node(0).end != doc.size())
        return "node 0 is not a document spanning all nodes";
    for (NodeId id = 1; id < doc.size(); ++id) {
        const core::Node &n = doc.node(id);
        const core::Node &p = doc.node(n.parent);
        if (n.parent < 0 || n.parent >= id)
            return QStringLiteral("node %1: parent %2 not before it").arg(id).arg(n.parent);
        if (n.end <= id || n.end > p.end)
            return QStringLiteral("node %1: end %2 outside (%1, %3]").arg(id).arg(n.end).arg(p.end);
        if (n.depth != p.depth + 1)
            return QStringLiteral("node %1: depth %2").arg(id).arg(n.depth);
        if (n.nextSibling != kNoNode && n.nextSibling != n.end)
            return QStringLiteral("node %1: next sibling %2 != end %3")
                .arg(id)
                .arg(n.nextSibling)
                .arg(n.end);
        if (n.visible && !(p.visible || n.parent == 0))
            return QStringLiteral("node %1 visible inside an invisible parent").arg(id);
        if (n.srcBegin > n.srcEnd || n.srcEnd > doc.source().size())
            return QStringLiteral("node %1: source range [%2, %3)")
                .arg(id)
                .arg(n.srcBegin)
                .arg(n.srcEnd);
    }
    for (NodeId id = 0; id < doc.size(); ++id) {
        const core::Node &n = doc.node(id);
        int children = 0;
        NodeId expected = id + 1;
        for (NodeId c = n.firstChild; c != kNoNode; c = doc.node(c).nextSibling, ++children) {
            if (c != expected || doc.node(c).parent != id)
                return QStringLiteral("node %1: child %2 out of place").arg(id).arg(c);
            expected = doc.node(c).end;
        }
        if (children != n.childCount || expected != n.end)
            return QStringLiteral("node %1: %2 children, childCount %3")
                .arg(id)
                .arg(children)
                .arg(n.childCount);
        if (!n.isText() && (n.words != 0 || n.chars != 0))
            return QStringLiteral("node %1: words on a non-text node").arg(id);
    }
    return {};
}

// The current row's page (column html) has column words' visible words, and its document keeps
// the invariants.
void compareVisibleWords()
{
    QFETCH(QByteArray, html);
    QFETCH(uint, words);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(doc.subtreeWords(doc.root()), words);
    QCOMPARE(checkInvariants(doc), QString());
}

} // namespace

class TestHtmlParser : public QObject
{
    Q_OBJECT

private slots:
    void shape_data();
    void shape();
    void textCollapse_data();
    void textCollapse();
    void sourceOffsets_data();
    void sourceOffsets();
    void impliedTags_data();
    void impliedTags();
    void rendererAttributes();
    void renderedVisibilityWinsOverStyle();
    void sourceVisibility_data();
    void sourceVisibility();
    void loadingCover_data();
    void loadingCover();
    void shownReason_data();
    void shownReason();
    void streamedContent_data();
    void streamedContent();
    void noscriptAsScriptsRead_data();
    void noscriptAsScriptsRead();
    void position_data();
    void position();
    void attributes();
    void comments();
    void unknownTags_data();
    void unknownTags();
    void deeplyNested();
    void parseWithin_data();
    void parseWithin();
    void binaryInput();
    void encodingIsRecorded();
};

void TestHtmlParser::shape_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("empty input still has html, head, body")
        << QByteArray("") << QByteArray("html(head,body)");
    QTest::newRow("inline inside block") << QByteArray("<p>Hello <b>world</b></p>")
                                         << QByteArray("html(head,body(p(#text,b(#text))))");
    QTest::newRow("doctype is not a node")
        << QByteArray("<!DOCTYPE html><html><body>x</body></html>")
        << QByteArray("html(head,body(#text))");
    QTest::newRow("implied tbody") << QByteArray("<table><tr><td>x</td></tr></table>")
                                   << QByteArray("html(head,body(table(tbody(tr(td(#text))))))");
    QTest::newRow("whitespace text kept")
        << QByteArray("<ul> <li>a</li> </ul>")
        << QByteArray("html(head,body(ul(#text,li(#text),#text)))");
    QTest::newRow("comment before html")
        << QByteArray("<!-- c --><p>x</p>") << QByteArray("#comment,html(head,body(p(#text)))");
    QTest::newRow("head content") << QByteArray("<title>T</title><script>s()</script><p>x")
                                  << QByteArray("html(head(title(#text),script(#text)),"
                                                "body(p(#text)))");
    // HTML5 tree construction: <div> closes the open <p>; the stray </p> inside the div
    // inserts an empty <p>; "c" stays in the div.
    QTest::newRow("malformed: stray end tag") << QByteArray("<p>a<div>b</p>c")
                                              << QByteArray("html(head,body(p(#text),div(#text,"
                                                            "p,#text)))");
    // The adoption agency algorithm splits the misnested <i>.
    QTest::newRow("malformed: misnested formatting")
        << QByteArray("<b><i>x</b>y</i>") << QByteArray("html(head,body(b(i(#text)),i(#text)))");
    QTest::newRow("unclosed elements")
        << QByteArray("<div><span>a<div>b")
        << QByteArray("html(head,body(div(span(#text,div(#text)))))");
    QTest::newRow("void elements have no children")
        << QByteArray("<p>a<br>b<img src=x>c</p>")
        << QByteArray("html(head,body(p(#text,br,#text,img,#text)))");
}

void TestHtmlParser::shape()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, expected);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(QByteArray::fromStdString(shapeOfDocument(doc)), expected);
    QCOMPARE(checkInvariants(doc), QString());
    QCOMPARE(doc.name(doc.htmlElement()), std::string_view("html"));
    QCOMPARE(doc.name(doc.body()), std::string_view("body"));
}

void TestHtmlParser::textCollapse_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("chars");
    QTest::addColumn<int>("words");
    // chars count code points without leading/trailing space: "a b" = 3.
    QTest::newRow("runs of space")
        << QByteArray("<p>  a \n\t b  </p>") << QByteArray(" a b ") << 3 << 2;
    QTest::newRow("entities decoded")
        << QByteArray("<p>fish &amp; chips</p>") << QByteArray("fish & chips") << 12 << 3;
    // U+00A0 (&nbsp;) is white space for TextRules: "x y" = 3 chars, 2 words.
    QTest::newRow("nbsp collapses")
        << QByteArray("<p>x&nbsp;&nbsp;y</p>") << QByteArray("x y") << 3 << 2;
    // "Grüße" is 5 code points in 7 bytes.
    QTest::newRow("code points, not bytes")
        << QByteArray("<p>Grüße</p>") << QByteArray("Grüße") << 5 << 1;
    QTest::newRow("only space") << QByteArray("<p> \n </p>") << QByteArray(" ") << 0 << 0;
}

void TestHtmlParser::textCollapse()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, text);
    QFETCH(int, chars);
    QFETCH(int, words);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    const NodeId p = first(doc, "p");
    QVERIFY(p != kNoNode);
    const NodeId t = doc.node(p).firstChild;
    QVERIFY(t != kNoNode && doc.node(t).isText());
    QCOMPARE(QByteArray::fromStdString(std::string(doc.text(t))), text);
    QCOMPARE(int(doc.node(t).chars), chars);
    QCOMPARE(int(doc.node(t).words), words);
    QCOMPARE(int(doc.subtreeWords(p)), words);
}

void TestHtmlParser::sourceOffsets_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("name"); // the first node of this name
    QTest::addColumn<QByteArray>("startTag");
    QTest::addColumn<QByteArray>("endTag");
    QTest::addColumn<QByteArray>("whole"); // source()[srcBegin, srcEnd)
    const QByteArray page = "<html><body><div id=\"x\" class=a><p>hi <b>there</b></p></div>"
                            "</body></html>";
    QTest::newRow("div") << page << QByteArray("div") << QByteArray("<div id=\"x\" class=a>")
                         << QByteArray("</div>")
                         << QByteArray("<div id=\"x\" class=a><p>hi <b>there</b></p></div>");
    QTest::newRow("b") << page << QByteArray("b") << QByteArray("<b>") << QByteArray("</b>")
                       << QByteArray("<b>there</b>");
    QTest::newRow("upper case tags")
        << QByteArray("<DIV><P>x</P></DIV>") << QByteArray("p") << QByteArray("<P>")
        << QByteArray("</P>") << QByteArray("<P>x</P>");
    QTest::newRow("text node") << page << QByteArray("#text") << QByteArray() << QByteArray()
                               << QByteArray("hi ");
    QTest::newRow("entity text keeps its source")
        << QByteArray("<p>a &amp; b</p>") << QByteArray("#text") << QByteArray() << QByteArray()
        << QByteArray("a &amp; b");
    QTest::newRow("void element") << QByteArray("<p>a<br/>b</p>") << QByteArray("br")
                                  << QByteArray("<br/>") << QByteArray() << QByteArray("<br/>");
    // Closed by its table's end tag: the element ends where that tag begins.
    QTest::newRow("td closed by </table>")
        << QByteArray("<table><tr><td>x</table>") << QByteArray("td") << QByteArray("<td>")
        << QByteArray() << QByteArray("<td>x");
    QTest::newRow("comment") << QByteArray("<p>a<!-- note -->b</p>") << QByteArray("#comment")
                             << QByteArray() << QByteArray() << QByteArray("<!-- note -->");
}

void TestHtmlParser::sourceOffsets()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, startTag);
    QFETCH(QByteArray, endTag);
    QFETCH(QByteArray, whole);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(QByteArray::fromStdString(std::string(doc.source())), html);
    const NodeId id = first(doc, name.toStdString());
    QVERIFY(id != kNoNode);
    const core::Node &n = doc.node(id);
    const std::string_view src = doc.source();
    QCOMPARE(QByteArray::fromStdString(std::string(src.substr(n.srcBegin, n.startTagLength))),
             startTag);
    QCOMPARE(QByteArray::fromStdString(
                 std::string(src.substr(n.srcEnd - n.endTagLength, n.endTagLength))),
             endTag);
    QCOMPARE(QByteArray::fromStdString(std::string(src.substr(n.srcBegin, n.srcEnd - n.srcBegin))),
             whole);
}

void TestHtmlParser::impliedTags_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("startWritten");
    QTest::addColumn<bool>("endWritten");
    QTest::newRow("implied html") << QByteArray("<p>x") << QByteArray("html") << false << false;
    QTest::newRow("implied head") << QByteArray("<p>x") << QByteArray("head") << false << false;
    QTest::newRow("implied body") << QByteArray("<p>x") << QByteArray("body") << false << false;
    QTest::newRow("written body, no end tag")
        << QByteArray("<body><p>x") << QByteArray("body") << true << false;
    QTest::newRow("p closed by the next p")
        << QByteArray("<p>a<p>b") << QByteArray("p") << true << false;
    QTest::newRow("implied tbody")
        << QByteArray("<table><tr><td>x</table>") << QByteArray("tbody") << false << false;
    QTest::newRow("td without end tag")
        << QByteArray("<table><tr><td>x</table>") << QByteArray("td") << true << false;
    QTest::newRow("everything written") << QByteArray("<html><head></head><body></body></html>")
                                        << QByteArray("body") << true << true;
}

void TestHtmlParser::impliedTags()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, name);
    QFETCH(bool, startWritten);
    QFETCH(bool, endWritten);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    const NodeId id = first(doc, name.toStdString());
    QVERIFY(id != kNoNode);
    QCOMPARE(doc.node(id).startTagLength > 0, startWritten);
    QCOMPARE(doc.node(id).endTagLength > 0, endWritten);
}

void TestHtmlParser::rendererAttributes()
{
    const Document doc = core::HtmlParser::parse(
        "<body data-bs-id=\"0\"><div class=\"c\" data-bs-id=\"7\" data-bs-visible=\"0\" "
        "data-bs-position=\"fixed\" data-bs-box=\"1.5, 2, 300,40.25\" id=\"d\">x</div>"
        "<p data-bs-id=\"8\" data-bs-visible=\"1\" data-bs-box=\"garbage\">y</p></body>");
    QVERIFY(doc.rendered());
    const NodeId div = first(doc, "div");
    const core::Node &n = doc.node(div);
    QCOMPARE(n.renderId, 7);
    QVERIFY(!n.selfVisible);
    QVERIFY(!n.visible);
    QVERIFY(!doc.node(n.firstChild).visible);
    QCOMPARE(n.position, core::Position::Fixed);
    QVERIFY(n.box.valid);
    QCOMPARE(n.box.x, 1.5f);
    QCOMPARE(n.box.y, 2.0f);
    QCOMPARE(n.box.width, 300.0f);
    QCOMPARE(n.box.height, 40.25f);
    // The renderer's attributes are read and removed; the page's own stay, in order.
    QCOMPARE(n.attrCount, 2u);
    QCOMPARE(doc.attributes(div)[0].name, std::string("class"));
    QCOMPARE(doc.attributes(div)[1].name, std::string("id"));
    QVERIFY(!doc.hasAttribute(div, "data-bs-id"));
    QCOMPARE(doc.findRenderId(7), div);
    QCOMPARE(doc.findRenderId(0), doc.body());

    const NodeId p = first(doc, "p");
    QVERIFY(doc.node(p).visible);
    QVERIFY(!doc.node(p).box.valid);
    QCOMPARE(doc.node(p).attrCount, 0u);
    QCOMPARE(doc.findRenderId(8), p);
    QCOMPARE(doc.findRenderId(3), kNoNode);
    QCOMPARE(doc.findRenderId(-1), kNoNode);
    QCOMPARE(doc.findRenderId(1000), kNoNode);

    // A page without renderer attributes.
    const Document plain = core::HtmlParser::parse("<p>x</p>");
    QVERIFY(!plain.rendered());
    QCOMPARE(plain.node(first(plain, "p")).renderId, -1);
    QCOMPARE(plain.findRenderId(0), kNoNode);
}

void TestHtmlParser::renderedVisibilityWinsOverStyle()
{
    // The renderer computed the style sheet; the inline style alone would say hidden.
    const Document doc =
        core::HtmlParser::parse("<div data-bs-id=1 data-bs-visible=1 data-bs-position=static "
                                "style=\"display:none;position:absolute\">x</div>");
    const NodeId div = first(doc, "div");
    QVERIFY(doc.node(div).visible);
    QCOMPARE(doc.node(div).position, core::Position::Static);
    QCOMPARE(doc.attribute(div, "style"), std::string_view("display:none;position:absolute"));

    // A tab panel the browser hides stays hidden: the source mode's panels rule does not apply.
    const Document tabs =
        core::HtmlParser::parse("<div data-bs-id=1 data-bs-visible=0 role=tabpanel hidden>x</div>");
    QVERIFY(!tabs.node(first(tabs, "div")).visible);
    QCOMPARE(tabs.subtreeWords(first(tabs, "div")), 0u);
}

void TestHtmlParser::sourceVisibility_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<bool>("selfVisible");
    QTest::addColumn<bool>("textVisible");
    QTest::newRow("plain") << QByteArray("<div>x</div>") << true << true;
    QTest::newRow("hidden attribute") << QByteArray("<div hidden>x</div>") << false << false;
    QTest::newRow("display none") << QByteArray("<div style=\"display:none\">x</div>") << false
                                  << false;
    QTest::newRow("upper case, spaces, !important")
        << QByteArray("<div style=\"COLOR:red; Display : NONE !important\">x</div>") << false
        << false;
    // Beside as much text that shows (a page's whole text hidden is a loading cover: below).
    QTest::newRow("visibility hidden")
        << QByteArray("<div style=\"visibility: hidden\">x</div><p>y</p>") << false << false;
    QTest::newRow("visibility collapse")
        << QByteArray("<div style=\"visibility:collapse\">x</div><p>y</p>") << false << false;
    QTest::newRow("last declaration wins")
        << QByteArray("<div style=\"display:none;display:block\">x</div>") << true << true;
    QTest::newRow("display block")
        << QByteArray("<div style=\"display:block\">x</div>") << true << true;
    QTest::newRow("display-none in another property")
        << QByteArray("<div style=\"content:'display:none'\">x</div>") << true << true;
    // Panels of tab lists and accordions (DocumentBuilder::isDisclosedPanel,
    // isDisclosureClass) are shown.
    QTest::newRow("hidden tab panel")
        << QByteArray("<div role=\"tabpanel\" hidden>x</div>") << true << true;
    QTest::newRow("tab panel, display none")
        << QByteArray("<div role=tabpanel style=\"display:none\">x</div>") << true << true;
    QTest::newRow("accordion region, hidden")
        << QByteArray("<div role=\"region\" hidden>x</div>") << true << true;
    QTest::newRow("role in upper case, spaces")
        << QByteArray("<div role=\" TabPanel \" hidden>x</div>") << true << true;
    QTest::newRow("accordion panel by its class")
        << QByteArray("<div class=\"c-Accordion__panel\" hidden>x</div>") << true << true;
    QTest::newRow("Bootstrap's collapse, display none")
        << QByteArray("<div class=\"collapse\" style=\"display:none\">x</div>") << true << true;
    QTest::newRow("Amazon's expander")
        << QByteArray("<div class=\"a-expander-content\" style=\"display:none\">x</div>") << true
        << true;
    QTest::newRow("an FAQ's answer")
        << QByteArray("<div class=\"faq__answer\" hidden>x</div>") << true << true;
    QTest::newRow("another class stays hidden")
        << QByteArray("<div class=\"menu-panel\" hidden>x</div>") << false << false;
    QTest::newRow("another role stays hidden")
        << QByteArray("<div role=\"dialog\" hidden>x</div>") << false << false;
    QTest::newRow("a hidden part inside a tab panel")
        << QByteArray("<div role=\"tabpanel\"><span hidden>x</span></div>") << true << false;
    // Non-content elements: the element itself is not hidden, its text is never visible.
    QTest::newRow("script") << QByteArray("<div><script>var x;</script></div>") << true << false;
    QTest::newRow("style") << QByteArray("<div><style>p{}</style></div>") << true << false;
    QTest::newRow("noscript") << QByteArray("<div><noscript>x</noscript></div>") << true << false;
    QTest::newRow("template") << QByteArray("<div><template>x</template></div>") << true << false;
    QTest::newRow("title") << QByteArray("<title>x</title><div></div>") << true << false;
    // Fallback a browser never shows; the parser keeps an iframe's and a noframes' children
    // as one raw text node, markup included.
    QTest::newRow("iframe") << QByteArray("<div><iframe><p>x</p></iframe></div>") << true << false;
    QTest::newRow("noframes") << QByteArray("<div><noframes><p>x</p></noframes></div>") << true
                              << false;
    QTest::newRow("video") << QByteArray("<div><video><p>x</p></video></div>") << true << false;
}

void TestHtmlParser::sourceVisibility()
{
    QFETCH(QByteArray, html);
    QFETCH(bool, selfVisible);
    QFETCH(bool, textVisible);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    const NodeId div = first(doc, "div");
    QCOMPARE(doc.node(div).selfVisible, selfVisible);
    const NodeId text = first(doc, "#text");
    QVERIFY(text != kNoNode);
    QCOMPARE(doc.node(text).visible, textVisible);
    QCOMPARE(doc.subtreeWords(div), textVisible ? 1u : 0u);
    QCOMPARE(checkInvariants(doc), QString());
}

void TestHtmlParser::shownReason_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("reason"); // what the first <div>'s reason says; "" for none
    QTest::newRow("a shown div") << QByteArray("<div>x</div>") << QString();
    QTest::newRow("a hidden div") << QByteArray("<div hidden>x</div>") << QString();
    QTest::newRow("a hidden tab panel")
        << QByteArray("<div role=tabpanel hidden>x</div>")
        << "Hidden in the source by its hidden attribute, read as shown: the panel of a tab list "
           "or an accordion (role \"tabpanel\"), which the page shows on one click.";
    QTest::newRow("an accordion's answer, display none")
        << QByteArray("<div class=\"faq__answer\" style=\"display: none\">x</div>")
        << "Hidden in the source by its inline style display: none, read as shown: the panel of a "
           "disclosure widget (class \"faq__answer\"), which the page shows on one click.";
    QTest::newRow("React's streamed content")
        << QByteArray("<template id=\"B:0\"></template><div hidden id=\"S:0\">x</div>")
        << "Hidden in the source by its hidden attribute, read as shown: React's streamed "
           "content, which the page's script moves into its placeholder.";
    QTest::newRow("a loading cover")
        << QByteArray("<div style=\"visibility:hidden\"><p>" + words("a", 50) + "</p></div>")
        << "Hidden in the source by its inline style visibility: hidden, read as shown: a cover "
           "over most of the page's text, which the page's scripts lift: 50 of its 50 words (100 "
           "%; a cover holds at least 80 % and 50 words).";
    QTest::newRow("a store's gate")
        << QByteArray("<div style=\"display:none\"><p>" + words("a", 80) + "</p></div><p>" +
                      words("b", 20) + "</p>")
        << "Hidden in the source by its inline style display: none, read as shown: a cover over "
           "most of the page's text, which the page's scripts lift: 80 of its 100 words (80 %; a "
           "cover holds at least 80 % and 50 words).";
    // React's id without React's placeholder before it: not streamed content, lifted as a cover.
    QTest::newRow("a streamed id without its placeholder, a cover")
        << QByteArray("<div hidden id=\"S:0\"><p>" + words("a", 50) + "</p></div>")
        << "Hidden in the source by its hidden attribute, read as shown: a cover over most of the "
           "page's text, which the page's scripts lift: 50 of its 50 words (100 %; a cover holds "
           "at least 80 % and 50 words).";
    // The renderer's computed style decided: nothing to explain.
    QTest::newRow("rendered") << QByteArray("<div data-bs-id=1 data-bs-visible=1 hidden>x</div>")
                              << QString();
}

void TestHtmlParser::shownReason()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, reason);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(QString::fromStdString(core::DocumentBuilder::shownReason(doc, first(doc, "div"))),
             reason);
    // Never for the document node, text or an id out of range.
    QCOMPARE(core::DocumentBuilder::shownReason(doc, 0), std::string());
    QCOMPARE(core::DocumentBuilder::shownReason(doc, first(doc, "#text")), std::string());
    QCOMPARE(core::DocumentBuilder::shownReason(doc, doc.size()), std::string());
}

void TestHtmlParser::loadingCover_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<uint>("words"); // the visible words of the page
    // DocumentBuilder::kCoverMinWords: a cover holds a page's text, 50 words or more.
    const QByteArray fifty = words("a", 50), nine = words("a", 9);
    // A <div> of `hidden` words hidden by `how` (an attribute or a style), then `shown` words.
    const auto page = [](const QByteArray &how, int hidden, int shown) {
        return "<div " + how + ">" + words("a", hidden) + "</div><p>" + words("b", shown) + "</p>";
    };
    const QByteArray byVisibility = "style=\"visibility:hidden\"",
                     byDisplay = "style=\"display:none\"";
    QTest::newRow("the whole page under visibility:hidden (Next.js's cover)")
        << QByteArray("<div id=__next><div style=\"visibility:hidden\"><p>" + fifty +
                      "</p></div></div>")
        << 50u;
    QTest::newRow("a page of 49 words: hidden")
        << QByteArray("<div style=\"visibility:hidden\"><p>" + words("a", 49) + "</p></div>") << 0u;
    // DocumentBuilder::kCoverShare: 0.8 of the page.
    QTest::newRow("80 of 100 words") << page(byVisibility, 80, 20) << 100u;
    QTest::newRow("79 of 100 words: hidden") << page(byVisibility, 79, 21) << 21u;
    // Readability.js's test page "visibility-hidden": 72 of 132 words hidden, and kept hidden.
    QTest::newRow("half of the page: hidden")
        << QByteArray("<p>" + words("b", 60) + "</p><div style=\"visibility:hidden\"><p>" +
                      words("a", 72) + "</p></div>")
        << 60u;
    // A store's gate (Shopify's EasyLockdown) or a script's results (eBay) under display:none.
    QTest::newRow("display:none over 80 of 100 words") << page(byDisplay, 80, 20) << 100u;
    QTest::newRow("the hidden attribute over 80 of 100 words") << page("hidden", 80, 20) << 100u;
    QTest::newRow("display:none over 79 of 100 words: hidden") << page(byDisplay, 79, 21) << 21u;
    // A store's mega menus: each holds less than the share, so none is lifted, nor are they
    // weighed together.
    QTest::newRow("menus, each under the share: hidden")
        << QByteArray("<div hidden>" + words("a", 70) + "</div><div hidden>" + words("b", 70) +
                      "</div><p>" + words("c", 30) + "</p>")
        << 30u;
    // A message the page shows when its scripts fail (Flarum's), on a page with little text.
    QTest::newRow("a short message over a short page: hidden") << page(byDisplay, 20, 2) << 2u;
    // What stays hidden inside the cover stays hidden.
    QTest::newRow("a hidden part inside the cover")
        << QByteArray("<div style=\"visibility:hidden\">" + fifty +
                      "<span style=\"display:none\">x</span></div>")
        << 50u;
    // Covers inside the cover: the outer one is lifted; the inner one is a cover of its own.
    QTest::newRow("a cover inside the cover")
        << QByteArray("<div style=\"visibility:hidden\"><div style=\"visibility:hidden\">" + fifty +
                      "</div></div>")
        << 50u;
    QTest::newRow("a small hidden part inside the cover")
        << QByteArray("<div style=\"visibility:hidden\">" + fifty + "<div hidden>" + nine +
                      "</div></div>")
        << 50u;
    // The renderer's computed visibility is not second-guessed.
    QTest::newRow("rendered") << QByteArray(
                                     "<body data-bs-id=0><div data-bs-id=1 data-bs-visible=0 "
                                     "style=\"visibility:hidden\">" +
                                     fifty + "</div></body>")
                              << 0u;
}

void TestHtmlParser::loadingCover()
{
    compareVisibleWords();
}

void TestHtmlParser::streamedContent_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<uint>("words"); // the visible words of the page
    // React's streaming server rendering: the boundary's placeholder, then the content its script
    // moves there.
    const QByteArray placeholder = "<!--$?--><template id=\"B:0\"></template><!--/$-->";
    const QByteArray streamed = "<div hidden id=\"S:0\"><p>a b c</p></div>";
    QTest::newRow("a Suspense boundary's content") << QByteArray(placeholder + streamed) << 3u;
    QTest::newRow("a segment's content")
        << QByteArray("<template id=\"P:12\"></template><div hidden id=\"S:12\"><p>a b c</p>"
                      "</div>")
        << 3u;
    // React writes the ids in hexadecimal.
    QTest::newRow("a hexadecimal id")
        << QByteArray("<template id=\"B:2e\"></template><div hidden id=\"S:2e\"><p>a b c</p>"
                      "</div>")
        << 3u;
    QTest::newRow("besides the page's own text")
        << QByteArray("<p>x y</p>" + placeholder + streamed) << 5u;
    QTest::newRow("no placeholder before it: hidden") << QByteArray(streamed + placeholder) << 0u;
    QTest::newRow("no placeholder at all: hidden") << streamed << 0u;
    QTest::newRow("another id: hidden")
        << QByteArray(placeholder + "<div hidden id=\"S:x\"><p>a b c</p></div>") << 0u;
    QTest::newRow("upper case: another id")
        << QByteArray(placeholder + "<div hidden id=\"S:2E\"><p>a b c</p></div>") << 0u;
    QTest::newRow("not a div: hidden")
        << QByteArray(placeholder + "<section hidden id=\"S:0\"><p>a b c</p></section>") << 0u;
    QTest::newRow("display:none too: hidden")
        << QByteArray(placeholder +
                      "<div hidden id=\"S:0\" style=\"display:none\"><p>a b c</p></div>")
        << 0u;
    QTest::newRow("a hidden part inside it stays hidden")
        << QByteArray(placeholder + "<div hidden id=\"S:0\"><p>a b c</p><p hidden>d</p></div>")
        << 3u;
    QTest::newRow("rendered")
        << QByteArray("<body data-bs-id=0>" + placeholder +
                      "<div data-bs-id=1 data-bs-visible=0 hidden id=\"S:0\"><p>a b c</p></div>"
                      "</body>")
        << 0u;
}

void TestHtmlParser::streamedContent()
{
    compareVisibleWords();
}

void TestHtmlParser::noscriptAsScriptsRead_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<uint>("words");       // the visible words of the page
    QTest::addColumn<QByteArray>("after"); // the source of the element after the noscript
    QTest::newRow("an iframe not ended in the noscript (NoscriptGuard)")
        << QByteArray("<body><noscript><iframe src=\"x\" height=\"0\" /></noscript><p>a b c</p>")
        << 3u << QByteArray("<p>a b c</p>");
    QTest::newRow("in the head")
        << QByteArray("<head><noscript><iframe src=x /></noscript></head><body><p>a b c</p>") << 3u
        << QByteArray("<p>a b c</p>");
    QTest::newRow("ended: as before")
        << QByteArray("<body><noscript><iframe src=x></iframe></noscript><p>a b c</p>") << 3u
        << QByteArray("<p>a b c</p>");
}

void TestHtmlParser::noscriptAsScriptsRead()
{
    QFETCH(QByteArray, html);
    QFETCH(uint, words);
    QFETCH(QByteArray, after);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    QCOMPARE(doc.subtreeWords(doc.root()), words);
    QCOMPARE(checkInvariants(doc), QString());
    // The offsets stay those of the page, whose bytes the document keeps.
    NodeId p = kNoNode;
    for (NodeId i = 0; i < doc.size(); ++i)
        if (doc.node(i).kind == NodeKind::Element && doc.node(i).tag == core::Tag::p)
            p = i;
    QVERIFY(p != kNoNode);
    const core::Node &n = doc.node(p);
    QCOMPARE(QByteArray::fromStdString(
                 std::string(doc.source().substr(n.srcBegin, n.srcEnd - n.srcBegin))),
             after);
    QCOMPARE(QByteArray::fromStdString(std::string(doc.source())), html);
}

void TestHtmlParser::position_data()
{
    QTest::addColumn<QByteArray>("style");
    QTest::addColumn<int>("position");
    QTest::newRow("none") << QByteArray("") << int(core::Position::Static);
    QTest::newRow("absolute") << QByteArray("position:absolute") << int(core::Position::Absolute);
    QTest::newRow("fixed, upper case")
        << QByteArray("POSITION: Fixed") << int(core::Position::Fixed);
    QTest::newRow("sticky") << QByteArray("top:0;position:sticky") << int(core::Position::Sticky);
    QTest::newRow("relative") << QByteArray("position:relative") << int(core::Position::Relative);
    QTest::newRow("unknown value")
        << QByteArray("position:floating") << int(core::Position::Static);
}

void TestHtmlParser::position()
{
    QFETCH(QByteArray, style);
    QFETCH(int, position);
    const Document doc =
        core::HtmlParser::parse("<div style=\"" + style.toStdString() + "\">x</div>");
    QCOMPARE(int(doc.node(first(doc, "div")).position), position);
}

void TestHtmlParser::attributes()
{
    const Document doc =
        core::HtmlParser::parse("<a HREF=\"/x\" Class='k l' data-Foo=1 disabled>link</a>");
    const NodeId a = first(doc, "a");
    QCOMPARE(doc.attribute(a, "href"), std::string_view("/x"));
    QCOMPARE(doc.attribute(a, "class"), std::string_view("k l"));
    QCOMPARE(doc.attribute(a, "data-foo"), std::string_view("1"));
    QVERIFY(doc.hasAttribute(a, "disabled"));
    QCOMPARE(doc.attribute(a, "disabled"), std::string_view(""));
    QVERIFY(!doc.hasAttribute(a, "id"));
    QCOMPARE(doc.attribute(a, "id"), std::string_view(""));
    QCOMPARE(doc.node(a).tag, core::Tag::a);
}

void TestHtmlParser::comments()
{
    const Document doc = core::HtmlParser::parse("<p>a<!--  two  spaces -->b</p>");
    const NodeId c = first(doc, "#comment");
    QVERIFY(c != kNoNode);
    QCOMPARE(doc.node(c).kind, NodeKind::Comment);
    QCOMPARE(doc.text(c), std::string_view("  two  spaces ")); // as written, not collapsed
    QVERIFY(!doc.node(c).visible);
    QCOMPARE(doc.node(c).words, 0u);
    QCOMPARE(doc.subtreeWords(first(doc, "p")), 2u); // "a" and "b"
}

void TestHtmlParser::unknownTags_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QByteArray>("name");
    QTest::newRow("custom element")
        << QByteArray("<my-widget>x</my-widget>") << QByteArray("my-widget");
    QTest::newRow("upper case") << QByteArray("<FOOBAR>x</FOOBAR>") << QByteArray("foobar");
    QTest::newRow("with attributes")
        << QByteArray("<x-card id=1 class=c>x</x-card>") << QByteArray("x-card");
}

void TestHtmlParser::unknownTags()
{
    QFETCH(QByteArray, html);
    QFETCH(QByteArray, name);
    const Document doc = core::HtmlParser::parse(html.toStdString());
    const NodeId body = doc.body();
    const NodeId id = doc.node(body).firstChild;
    QCOMPARE(doc.node(id).tag, core::Tag::Unknown);
    QCOMPARE(QByteArray::fromStdString(std::string(doc.name(id))), name);
    QVERIFY(doc.node(id).visible);
    QCOMPARE(doc.subtreeWords(id), 1u);
}

void TestHtmlParser::deeplyNested()
{
    // 100,000 nested <span>s: the parser must neither overflow a stack nor drop levels. (Spans,
    // not divs: for each <div> gumbo looks for an open <p> through the whole stack of open
    // elements, which makes nested divs quadratic: 100,000 of them take about a minute.)
    constexpr int kDepth = 100000;
    std::string html;
    html.reserve(kDepth * 6 + 16);
    for (int i = 0; i < kDepth; ++i)
        html += "<span>";
    html += "deep";
    const Document doc = core::HtmlParser::parse(std::move(html));
    // document, html, head, body, 100,000 spans, one text node.
    QCOMPARE(int(doc.size()), 4 + kDepth + 1);
    const NodeId text = doc.size() - 1;
    QVERIFY(doc.node(text).isText());
    // depths: html 1, body 2, spans 3 .. 100,002, text 100,003.
    QCOMPARE(doc.node(text).depth, kDepth + 3);
    QCOMPARE(doc.subtreeWords(doc.body()), 1u);
    QCOMPARE(checkInvariants(doc), QString());
}

void TestHtmlParser::parseWithin_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<qulonglong>("budget");
    QTest::addColumn<bool>("parsed");
    const QByteArray page = "<title>t</title><p>one <b>two</b></p><ul><li>three</ul>";
    QTest::newRow("ample budget") << page << (1ull << 20) << true;
    // Less than the first 64 KiB chunk of gumbo's arena: not even the parser's state fits.
    QTest::newRow("no budget") << page << 1000ull << false;
    // 1,000 paragraphs of "<p>x": 2,000 gumbo nodes of 128 bytes and more (256,000), beyond
    // 256 KiB (262,144 bytes) once the parser's own state is counted; 1 MiB suffices.
    QByteArray paragraphs;
    for (int i = 0; i < 1000; ++i)
        paragraphs += "<p>x";
    QTest::newRow("tree beyond the budget") << paragraphs << (4ull << 16) << false;
    QTest::newRow("tree within the budget") << paragraphs << (16ull << 16) << true;
}

void TestHtmlParser::parseWithin()
{
    QFETCH(QByteArray, html);
    QFETCH(qulonglong, budget);
    QFETCH(bool, parsed);
    const std::optional<Document> doc =
        core::HtmlParser::parseWithin(budget, html.toStdString(), "windows-1252");
    QCOMPARE(doc.has_value(), parsed);
    if (!parsed)
        return;
    // The same document as without a budget.
    const Document unbounded = core::HtmlParser::parse(html.toStdString(), "windows-1252");
    QCOMPARE(shapeOfDocument(*doc), shapeOfDocument(unbounded));
    QCOMPARE(doc->encoding(), std::string("windows-1252"));
    QCOMPARE(checkInvariants(*doc), QString());
}

void TestHtmlParser::binaryInput()
{
    // 64 KiB of pseudo-random bytes (a fixed linear congruential generator), NULs included.
    std::string bytes(64 * 1024, '\0');
    std::uint32_t x = 12345;
    for (char &c : bytes) {
        x = x * 1664525u + 1013904223u;
        c = static_cast<char>(x >> 24);
    }
    const Document doc = core::HtmlParser::parse(bytes);
    QCOMPARE(doc.source().size(), bytes.size());
    QVERIFY(doc.body() != kNoNode);
    QCOMPARE(checkInvariants(doc), QString());
}

void TestHtmlParser::encodingIsRecorded()
{
    const Document doc = core::HtmlParser::parse("<p>x</p>", "windows-1252");
    QCOMPARE(doc.encoding(), std::string("windows-1252"));
}

QTEST_APPLESS_MAIN(TestHtmlParser)
#include "tst_htmlparser.moc"
