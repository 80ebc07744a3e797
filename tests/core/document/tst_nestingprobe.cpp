// NestingProbe: the estimated element depth follows the parser's stack of open elements, and the
// attribute counts follow the tokenizer. Every expected figure below is counted by hand from the
// HTML Living Standard's tree construction rules (13.2.6.4.7) and tokenizer states (13.2.5).
//
// On the 130 pages of the Readability test set and the 1,497 of the WCXB development set the
// largest estimate is 54 (gumbo's deepest element there is 53 below the document), far below
// DocumentLoader::kMaxNestingDepth (1,000); see tst_htmlparser for the probe against gumbo.

#include <document/htmlparser.h>
#include <document/nestingprobe.h>

#include <QTest>

#include <algorithm>
#include <limits>
#include <string>

using core::NestingProbe;

namespace {

std::string repeat(const std::string &s, int n)
{
    std::string out;
    for (int i = 0; i < n; ++i)
        out += s;
    return out;
}

} // namespace

class TestNestingProbe : public QObject
{
    Q_OBJECT

private slots:
    void maxDepth_data();
    void maxDepth();
    void attributes_data();
    void attributes();
    void stopsAtAttributes();
    void neverFarBelowTheParser_data();
    void neverFarBelowTheParser();
};

void TestNestingProbe::maxDepth_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<qulonglong>("stopAt"); // 0: no early stop
    QTest::addColumn<qulonglong>("depth");

    QTest::newRow("empty") << QByteArray() << 0ull << 0ull;
    // html, head and body have optional end tags; the title is raw text: two sibling divs, 1.
    QTest::newRow("flat page") << QByteArray("<!DOCTYPE html><html><head><title>t</title></head>"
                                             "<body><div>a</div><div>b</div></body></html>")
                               << 0ull << 1ull;
    QTest::newRow("nested divs") << QByteArray("<div><div><span>x</span></div><div></div></div>")
                                 << 0ull << 3ull; // div > div > span
    // p, li, dt, dd, tr and td close their open siblings as the parser does: the deepest point
    // is div > table > tbody > tr > td, 5.
    QTest::newRow("unclosed p and li chains")
        << QByteArray("<div><p>a<p>b<p>c<ul><li>x<li>y<li>z</ul><dl><dt>t<dd>d</dl>"
                      "<table><tbody><tr><td>1<td>2<tr><td>3</table></div>")
        << 0ull << 5ull;
    // The parser ignores table parts outside tables: only the div counts.
    QTest::newRow("table parts outside a table")
        << QByteArray("<div><td><tr><tbody><caption>x</div>") << 0ull << 1ull;
    // An end tag without an open element of its name closes nothing: 3 open <b>s.
    QTest::newRow("end tags of other names")
        << QByteArray("<b c=1></i><b c=2></i><b c=3></i>") << 0ull << 3ull;
    // </foo> does not close past the special <div> above it: foo > div, twice over.
    QTest::newRow("end tag blocked by a special element")
        << QByteArray("<foo><div></foo><foo><div></foo>") << 0ull << 4ull;
    // Neither <dd> closes <li> nor <li> closes <dd> (each is special): 6 deep.
    QTest::newRow("li and dd nest each other")
        << QByteArray::fromStdString(repeat("<dd><li>", 3)) << 0ull << 6ull;
    // Ruby and optgroup elements outside ruby and select are not closed by their siblings.
    QTest::newRow("rb and optgroup chains")
        << QByteArray("<rb><rb><optgroup><optgroup>") << 0ull << 4ull;
    // </p> closes the <b> in it, but the parser reopens it in the next paragraph: with distinct
    // attributes, paragraph n holds n <b>s, so the fourth <b c=4> is at depth 1 + 3 + 1 = 5.
    QTest::newRow("formatting elements reopened")
        << QByteArray("<p><b c=1></p><p><b c=2></p><p><b c=3></p><p><b c=4></p>") << 0ull << 5ull;
    // Noah's Ark: the list of formatting elements keeps at most three equal ones, so a div,
    // three reopened <b>s and the new one make 5 at most.
    QTest::newRow("equal formatting elements reopened")
        << QByteArray::fromStdString(repeat("<div><b>x</div>", 10)) << 0ull << 5ull;
    // A cell's end drops the formatting elements opened in it: table > td > b at most.
    QTest::newRow("cell drops reopened formatting")
        << QByteArray::fromStdString(repeat("<table><td><b c=1>x</td></table>", 3)) << 0ull << 3ull;
    // Its own end tag drops a reopenable <b>: after "</p></b>" nothing waits; 2 at most.
    QTest::newRow("own end tag drops a reopenable element")
        << QByteArray::fromStdString(repeat("<p><b c=1></p></b>", 5)) << 0ull << 2ull;
    QTest::newRow("comment containing divs")
        << QByteArray("<!-- <div><div><div> --><div></div><!--><div></div><!---><div></div>")
        << 0ull << 1ull;
    QTest::newRow("unclosed comment") << QByteArray("<div><!-- <div><div>") << 0ull << 1ull;
    QTest::newRow("script and style containing divs")
        << QByteArray("<div><script>var s = '<div><div></div>';</script><style>/*<div>*/</style>"
                      "<textarea><div><div></textarea><TITLE><div></TiTlE></div>")
        << 0ull << 1ull;
    QTest::newRow("end tag text inside script")
        << QByteArray("<script>if (a </scripts> b) x = '<div>';</script ><div></div>") << 0ull
        << 1ull;
    QTest::newRow("doctype and processing instruction")
        << QByteArray("<?xml version=\"1.0\"?><!DOCTYPE html><![CDATA[x]]><div></div>") << 0ull
        << 1ull;
    QTest::newRow("void elements")
        << QByteArray("<div><br><img src=x><input><hr><meta></div>") << 0ull << 1ull;
    // "/>" closes SVG elements: svg > g = 2; path and circle close themselves.
    QTest::newRow("self-closing in svg")
        << QByteArray("<svg><path d='M0 0'/><g><circle r=1 /></g><svg/></svg>") << 0ull << 2ull;
    // HTML ignores "/>" on its own elements: gumbo nests <div/><div/> two deep.
    QTest::newRow("self-closing html div") << QByteArray("<div/><div/>") << 0ull << 2ull;
    QTest::newRow("end tags without start tags")
        << QByteArray("</div></div></span><div><div></div>") << 0ull << 2ull;
    QTest::newRow("'>' and '<div>' inside a quoted attribute")
        << QByteArray("<div title='a>b<div>' data-x=\"<div>\"><span></span></div>") << 0ull << 2ull;
    QTest::newRow("'<' in text") << QByteArray("<div>1 < 2 <3 </ 4></div>") << 0ull << 1ull;
    QTest::newRow("plaintext") << QByteArray("<div><plaintext><div><div>") << 0ull << 1ull;
    QTest::newRow("custom elements")
        << QByteArray("<my-el><my-el></my-el></my-el>") << 0ull << 2ull;
    QTest::newRow("upper case tags") << QByteArray("<DIV><Div></DIV></div>") << 0ull << 2ull;
    // 100 nested divs with stopAt 10: the scan stops at the 11th open div.
    QTest::newRow("early stop") << QByteArray::fromStdString(repeat("<div>", 100)) << 10ull
                                << 11ull;
    QTest::newRow("no stop at the limit")
        << QByteArray::fromStdString(repeat("<div>", 10) + repeat("</div>", 10)) << 10ull << 10ull;
    QTest::newRow("deep page") << QByteArray::fromStdString(repeat("<div>", 100000)) << 0ull
                               << 100000ull;
}

void TestNestingProbe::maxDepth()
{
    QFETCH(QByteArray, html);
    QFETCH(qulonglong, stopAt);
    QFETCH(qulonglong, depth);
    const std::string_view source(html.constData(), static_cast<size_t>(html.size()));
    const size_t got = stopAt == 0 ? NestingProbe::maxDepth(source)
                                   : NestingProbe::maxDepth(source, static_cast<size_t>(stopAt));
    QCOMPARE(static_cast<qulonglong>(got), depth);
}

void TestNestingProbe::attributes_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<qulonglong>("attributes");     // the most on one tag
    QTest::addColumn<qulonglong>("rootAttributes"); // on <html> and <body> tags together

    QTest::newRow("none") << QByteArray("<p>x</p>") << 0ull << 0ull;
    // A name right after a quoted value starts a new attribute: a, b, c, d, e.
    QTest::newRow("quoted and unquoted values")
        << QByteArray("<p a b=1 c='x y' d=\"z\"e>") << 5ull << 0ull;
    QTest::newRow("slashes separate names") << QByteArray("<p/a/b>") << 2ull << 0ull;
    // Whitespace after a name leads to the "after attribute name" state, where '=' still opens
    // the name's value (13.2.5.34): one attribute each, the spaces in the quoted value not
    // counted (WCXB 2893 has a Vue attribute written ":series-items = \"[...]\"").
    QTest::newRow("spaces around '='") << QByteArray("<p a = \"x y z\" b =c d>") << 3ull << 0ull;
    QTest::newRow("space before '=' then unquoted") << QByteArray("<p a\t= x y>") << 2ull << 0ull;
    // In the "before attribute name" state (after a quoted value or a '/'), '=' begins a new
    // name (13.2.5.32), quotes and all: a, '="2', '3"' and x.
    QTest::newRow("'=' after a value starts a name")
        << QByteArray("<p a=\"1\" =\"2 3\" x>") << 4ull << 0ull;
    QTest::newRow("'=' after a slash starts a name") << QByteArray("<p a/=b c>") << 3ull << 0ull;
    QTest::newRow("slash inside an unquoted value") << QByteArray("<p a=b/c>") << 1ull << 0ull;
    QTest::newRow("'>' inside a quoted value") << QByteArray("<p title='a>b' x>") << 2ull << 0ull;
    QTest::newRow("duplicates count") << QByteArray("<p a=1 a=1 A=2>") << 3ull << 0ull;
    QTest::newRow("end tags count") << QByteArray("<p></p a b c>") << 3ull << 0ull;
    QTest::newRow("html and body tags add up")
        << QByteArray("<html a><body b c><html d><p e f g>") << 3ull << 4ull;
    QTest::newRow("not in comments or scripts")
        << QByteArray("<!-- <p a b c> --><script>'<p a b c>'</script><p a>") << 1ull << 0ull;
}

void TestNestingProbe::attributes()
{
    QFETCH(QByteArray, html);
    QFETCH(qulonglong, attributes);
    QFETCH(qulonglong, rootAttributes);
    constexpr size_t kNoStop = std::numeric_limits<size_t>::max();
    const NestingProbe::Shape shape =
        NestingProbe::scan(std::string_view(html.constData(), static_cast<size_t>(html.size())),
                           {kNoStop, kNoStop, kNoStop});
    QCOMPARE(static_cast<qulonglong>(shape.attributes), attributes);
    QCOMPARE(static_cast<qulonglong>(shape.rootAttributes), rootAttributes);
}

void TestNestingProbe::stopsAtAttributes()
{
    // Three tags of 4, 6 and 8 attributes: the scan stops at the 6 (above 5), before the 8.
    const std::string html = "<p a b c d><p a b c d e f><p a b c d e f g h>";
    const NestingProbe::Shape shape = NestingProbe::scan(html, {100, 5, 100});
    QCOMPARE(shape.attributes, size_t(6));
}

void TestNestingProbe::neverFarBelowTheParser_data()
{
    QTest::addColumn<QByteArray>("unit"); // repeated 200 times; "%d" becomes the repetition
    // Patterns that fooled simpler rules (an end tag closing any element, p, li, dd, rb, ...
    // never counted, formatting elements forgotten when another end tag closed them): gumbo
    // nests each of them about 200 levels or more deep.
    for (const char *unit : {"<b c=%d></i>",    "<foo><div></foo>",
                             "<b><div></b>",    "<dd><li>",
                             "<li><dt>",        "<rb>",
                             "<optgroup>",      "<rtc><rp>",
                             "<tr><optgroup>",  "<td><rb>",
                             "<p><b c=%d></p>", "<p><b c=%d>x</p>",
                             "<option><div>",   "<table><caption>",
                             "<math><mi><div>", "<svg><foreignObject><div>",
                             "<object><b>",     "<template><li>",
                             "<dl><dt><dl>",    "<table><tr><td><font>x",
                             "<a><div>",        "<x-a><div></x-b>"})
        QTest::newRow(unit) << QByteArray(unit);
}

void TestNestingProbe::neverFarBelowTheParser()
{
    QFETCH(QByteArray, unit);
    std::string page;
    for (int i = 0; i < 200; ++i) {
        std::string u = unit.toStdString();
        if (const size_t at = u.find("%d"); at != std::string::npos)
            u.replace(at, 2, std::to_string(i));
        page += u;
    }
    const core::Document doc = core::HtmlParser::parse(page);
    int deepest = 0; // elements below <body> (depth 2)
    for (core::NodeId id = 0; id < doc.size(); ++id)
        if (doc.node(id).isElement())
            deepest = std::max(deepest, doc.node(id).depth - 2);
    const auto estimate = static_cast<int>(NestingProbe::maxDepth(page));
    // Within a factor of 2: the parser adds implied elements (<tbody>, <tr>) the probe does not.
    QVERIFY2(2 * estimate >= deepest,
             qPrintable(QStringLiteral("estimate %1, parsed %2").arg(estimate).arg(deepest)));
}

QTEST_APPLESS_MAIN(TestNestingProbe)
#include "tst_nestingprobe.moc"
