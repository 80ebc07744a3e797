// NestingProbe: the estimated element depth counts only start tags that stay open. Every
// expected figure below is the count of open elements at the deepest point, by hand.
//
// On the 130 pages of the Readability test set (source.html) the five largest estimates are
// 32 (yahoo-2), 32 (mathjax), 28 (yahoo-3), 27 (yahoo-1), 25 (links-in-tables): far below
// DocumentLoader::kMaxNestingDepth (5,000).

#include <nestingprobe.h>

#include <QTest>

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
    // p, li, dt, dd, tbody, tr and td are closed implicitly by the parser and do not count:
    // div > ul, div > dl and div > table are 2 deep.
    QTest::newRow("unclosed p and li chains")
        << QByteArray("<div><p>a<p>b<p>c<ul><li>x<li>y<li>z</ul><dl><dt>t<dd>d</dl>"
                      "<table><tbody><tr><td>1<td>2<tr><td>3</table></div>")
        << 0ull << 2ull;
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

QTEST_APPLESS_MAIN(TestNestingProbe)
#include "tst_nestingprobe.moc"
