#include "testpages.h"

#include <extraction/textassembler.h>
#include <measures/extractorcomparison.h>

#include <QTest>

using core::Comparison;
using core::ExtractorComparison;

namespace {

// Words by hand: nav 2 ("Home News"); p1 3 ("one two three"); p2 4 ("four five six seven");
// p3 5 ("eight nine ten eleven twelve").
const char *const kPage = "<html><body><nav>Home News</nav><article>"
                          "<p>one two three</p><p>four five six seven</p>"
                          "<p>eight nine ten eleven twelve</p></article></body></html>";

core::NodeId nth(const core::Document &doc, std::string_view tag, int n = 0)
{
    for (core::NodeId id = 0; id < doc.size(); ++id)
        if (doc.node(id).isElement() && doc.name(id) == tag && n-- == 0)
            return id;
    qFatal("no <%s>", std::string(tag).c_str());
}

core::NodeId textOf(const core::Document &doc, core::NodeId element)
{
    return doc.node(element).firstChild;
}

core::Judgement judged(core::NodeId node, bool selected, const char *format, double value = 0)
{
    return {node, -1, selected, 0, {format, {value}}};
}

} // namespace

class TestExtractorComparison : public QObject
{
    Q_OBJECT

private slots:
    void piecesAndBlocks();
    void identicalResultsAgree();
    void reasonFallbacks();
    void cancelledComparisonStopsEarly();
};

void TestExtractorComparison::piecesAndBlocks()
{
    const core::Document doc = testpages::parsePage(kPage);
    const core::NodeId nav = nth(doc, "nav"), p1 = nth(doc, "p"), p2 = nth(doc, "p", 1),
                       p3 = nth(doc, "p", 2), article = nth(doc, "article");
    // A keeps the navigation, p1 and p2; B keeps p2 and "eight nine" of p3.
    core::ExtractionResult a, b;
    a.spans = {core::TextAssembler::wholeNode(doc, textOf(doc, nav)),
               core::TextAssembler::wholeNode(doc, textOf(doc, p1)),
               core::TextAssembler::wholeNode(doc, textOf(doc, p2))};
    a.judgements = {judged(nav, true, "link density {0}", 0.5), judged(p1, true, "p1 kept"),
                    judged(p2, true, "p2 kept"), judged(p3, false, "p3 too short")};
    b.spans = {core::TextAssembler::wholeNode(doc, textOf(doc, p2)),
               {textOf(doc, p3), 0, 10}}; // "eight nine"
    b.judgements = {judged(article, true, "the article")};

    const Comparison c = ExtractorComparison::compare(doc, a, b);
    QCOMPARE(c.wordsOnlyA, size_t(2 + 3)); // nav, p1
    QCOMPARE(c.wordsOnlyB, size_t(2));     // "eight nine"
    QCOMPARE(c.wordsBoth, size_t(4));      // p2
    QCOMPARE(c.onlyA.size(), size_t(2));
    QCOMPARE(c.onlyB.size(), size_t(1));
    QCOMPARE(c.both.size(), size_t(1));

    // Largest disagreement first: p1 (3 words), then nav and p3 (2 each) in document order.
    QCOMPARE(c.disagreements.size(), size_t(3));
    const core::Disagreement &first = c.disagreements[0];
    QCOMPARE(first.node, p1);
    QCOMPARE(first.onlyA, size_t(3));
    QCOMPARE(QString::fromStdString(first.textOnlyA), "one two three");
    QCOMPARE(QString::fromStdString(first.a.reason), "p1 kept");
    QVERIFY(first.a.selected);
    // B judged no p, only the article around it.
    QCOMPARE(first.b.node, article);
    QCOMPARE(QString::fromStdString(first.b.reason), "the article");
    QCOMPARE(c.disagreements[1].node, nav);
    QCOMPARE(QString::fromStdString(c.disagreements[1].a.reason), "link density 0.5");
    QCOMPARE(c.disagreements[1].b.node, core::kNoNode); // B said nothing about the nav
    const core::Disagreement &third = c.disagreements[2];
    QCOMPARE(third.node, p3);
    QCOMPARE(third.onlyB, size_t(2));
    QCOMPARE(QString::fromStdString(third.textOnlyB), "eight nine");
    QCOMPARE(QString::fromStdString(third.a.reason), "p3 too short");
    QVERIFY(!third.a.selected);
}

void TestExtractorComparison::identicalResultsAgree()
{
    const core::Document doc = testpages::parsePage(kPage);
    core::ExtractionResult a;
    a.spans = {core::TextAssembler::wholeNode(doc, textOf(doc, nth(doc, "p")))};
    const Comparison c = ExtractorComparison::compare(doc, a, a);
    QCOMPARE(c.wordsBoth, size_t(3));
    QCOMPARE(c.wordsOnlyA + c.wordsOnlyB, size_t(0));
    QVERIFY(c.disagreements.empty());
}

void TestExtractorComparison::reasonFallbacks()
{
    const core::Document doc = testpages::parsePage(kPage);
    const core::NodeId body = doc.body(), article = nth(doc, "article"), p2 = nth(doc, "p", 1);
    core::ExtractionResult r;
    r.judgements = {judged(body, false, "body"), judged(article, true, "article"),
                    judged(textOf(doc, p2), true, "text of p2")};
    // Itself first, then the nearest ancestor (article, not body), then the first inside.
    QCOMPARE(ExtractorComparison::reasonFor(doc, r, article).reason, std::string("article"));
    QCOMPARE(ExtractorComparison::reasonFor(doc, r, nth(doc, "p")).reason, std::string("article"));
    r.judgements.erase(r.judgements.begin(), r.judgements.begin() + 2);
    QCOMPARE(ExtractorComparison::reasonFor(doc, r, article).reason, std::string("text of p2"));
    QCOMPARE(ExtractorComparison::reasonFor(doc, r, nth(doc, "nav")).node, core::kNoNode);
}

void TestExtractorComparison::cancelledComparisonStopsEarly()
{
    const core::Document doc = testpages::parsePage(kPage);
    core::ExtractionResult a, b;
    a.spans = {core::TextAssembler::wholeNode(doc, textOf(doc, nth(doc, "p")))};
    b.spans = {core::TextAssembler::wholeNode(doc, textOf(doc, nth(doc, "p", 1)))};
    std::atomic<bool> cancel = false;
    // A flag that is never set changes nothing.
    QCOMPARE(ExtractorComparison::compare(doc, a, b, &cancel).disagreements.size(), size_t(2));
    // Set: no block is looked into (the compare view drops what comes back).
    cancel = true;
    QVERIFY(ExtractorComparison::compare(doc, a, b, &cancel).disagreements.empty());
}

QTEST_APPLESS_MAIN(TestExtractorComparison)
#include "tst_extractorcomparison.moc"
