#include <extractors/consensus/readabilityparagraphs.h>

#include <testpages.h>

#include <QTest>

#include <algorithm>
#include <string>

using core::ReadabilityParagraphs;

namespace {

// Readability.js's paragraph score, written out from its rule (_grabArticle): 1 for the
// paragraph, 1 per piece the commas split its text into, 1 per 100 characters up to 3; a
// paragraph under 25 characters is not scored.
double paragraph(int chars, int commas)
{
    return chars < 25 ? 0 : 1 + (commas + 1) + std::min(chars / 100, 3);
}

// A paragraph's text of `chars` ASCII characters holding `commas` commas, no spaces.
std::string text(int chars, int commas)
{
    std::string s(static_cast<size_t>(chars), 'a');
    for (int i = 0; i < commas; ++i)
        s[static_cast<size_t>(2 + 3 * i)] = ',';
    return s;
}

} // namespace

// Readability's paragraph scores: the score of the element with id=x, from the rule.
class TestReadabilityParagraphs : public QObject
{
    Q_OBJECT

private slots:
    void score_data()
    {
        QTest::addColumn<QString>("markup");
        QTest::addColumn<double>("expected");
        auto row = [](const char *name, const std::string &markup, double expected) {
            QTest::newRow(name) << QString::fromStdString(markup) << expected;
        };
        row("p", "<p id=x>" + text(120, 3) + "</p>", paragraph(120, 3));
        row("24 characters: not scored", "<p id=x>" + text(24, 0) + "</p>", 0);
        row("25 characters", "<p id=x>" + text(25, 0) + "</p>", paragraph(25, 0));
        row("length points at most 3", "<p id=x>" + text(450, 0) + "</p>", paragraph(450, 0));
        row("text of the descendants",
            "<p id=x>" + text(30, 1) + "<b>" + text(20, 1) + "</b><a href=/y>bb</a></p>",
            paragraph(52, 2));
        row("full-width and Arabic commas",
            "<p id=x>" + text(30, 0) + "\xEF\xBC\x8C" + "b\xD8\x8C" + "c</p>", paragraph(34, 2));
        row("section", "<section id=x><h3>" + text(40, 0) + "</h3></section>", paragraph(40, 0));
        row("h2", "<h2 id=x>" + text(40, 0) + "</h2>", paragraph(40, 0));
        row("h1: not scored", "<h1 id=x>" + text(40, 0) + "</h1>", 0);
        row("li: not scored", "<ul><li id=x>" + text(120, 3) + "</li></ul>", 0);
        row("td", "<table><tr><td id=x>" + text(60, 1) + "</td></tr></table>", paragraph(60, 1));
        row("pre", "<pre id=x>" + text(60, 1) + "</pre>", paragraph(60, 1));
        row("a div without block-level descendants",
            "<div id=x><span>" + text(150, 1) + "</span></div>", paragraph(150, 1));
        row("a div with a <p>: its runs of phrasing content",
            "<div id=x>" + text(30, 0) + "<span>bb</span><p>" + text(50, 0) + "</p><br>" +
                text(40, 1) + "</div>",
            paragraph(32, 0) + paragraph(40, 1));
        row("a run under 25 characters",
            "<div id=x>" + text(20, 0) + "<p>" + text(50, 0) + "</p></div>", 0);
        row("a link holding a block ends the run",
            "<div id=x>" + text(30, 0) + "<a href=/y><div>" + text(50, 0) + "</div></a>" +
                text(30, 0) + "</div>",
            2 * paragraph(30, 0));
        row("hidden: not scored", "<p id=x hidden>" + text(120, 3) + "</p>", 0);
        row("hidden text does not count",
            "<p id=x>" + text(30, 0) + "<span hidden>" + text(90, 2) + "</span></p>",
            paragraph(30, 0));
    }
    void score()
    {
        QFETCH(QString, markup);
        QFETCH(double, expected);
        const core::Document doc =
            testpages::parsePage("<html><body>" + markup.toStdString() + "</body></html>");
        QCOMPARE(ReadabilityParagraphs(doc).score(testpages::byId(doc, "x")), expected);
    }
};

QTEST_APPLESS_MAIN(TestReadabilityParagraphs)
#include "tst_readabilityparagraphs.moc"
