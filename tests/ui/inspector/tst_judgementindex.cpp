#include "fixtureanalysis.h"

#include <inspector/judgementindex.h>

#include <QtTest>

class tst_JudgementIndex : public QObject
{
    Q_OBJECT
private slots:
    void lookup();
    void chosenPrefersHighestScore();
    void empty();
};

void tst_JudgementIndex::lookup()
{
    const auto doc = fixture::load("article.html");
    const core::NodeId main = fixture::at(*doc, "/html/body/div[2]");
    const core::NodeId p1 = fixture::at(*doc, "/html/body/div[2]/p[1]");
    const core::NodeId nav = fixture::at(*doc, "/html/body/div[1]");
    const core::NodeId footer = fixture::at(*doc, "/html/body/div[3]");
    core::ExtractionResult r;
    r.selected = {main};
    // Two judgements name p1 (e.g. two lines starting there), in this order.
    r.judgements = {{p1, 0, true, 5, {"first", {}}},
                    {nav, 1, false, -1, {"nav", {}}},
                    {p1, 2, true, 7, {"second", {}}}};
    const ui::JudgementIndex index(*doc, r);
    QCOMPARE(index.count(p1), 2);
    const auto js = index.judgements(p1);
    QCOMPARE(js.size(), size_t(2));
    QCOMPARE(js[0]->score, 5.0);
    QCOMPARE(js[1]->score, 7.0);
    QCOMPARE(index.first(nav)->score, -1.0);
    QCOMPARE(index.first(footer), nullptr);
    QCOMPARE(index.count(footer), 0);
    QVERIFY(index.isSelected(main));
    QVERIFY(!index.isSelected(p1));
    QVERIFY(index.isCovered(p1));
    QVERIFY(index.isCovered(fixture::at(*doc, "/html/body/div[2]/p[2]/b/text()")));
    QVERIFY(!index.isCovered(nav));
    QCOMPARE(index.chosenNode(), main);
}

void tst_JudgementIndex::chosenPrefersHighestScore()
{
    const auto doc = fixture::load("article.html");
    const core::NodeId p1 = fixture::at(*doc, "/html/body/div[2]/p[1]");
    const core::NodeId p2 = fixture::at(*doc, "/html/body/div[2]/p[2]");
    const core::NodeId h1 = fixture::at(*doc, "/html/body/div[2]/h1");
    core::ExtractionResult r;
    r.selected = {h1, p1, p2}; // h1 not judged, p1 scores 3, p2 scores 8
    r.judgements = {{p1, -1, true, 3, {}}, {p2, -1, true, 8, {}}};
    QCOMPARE(ui::JudgementIndex(*doc, r).chosenNode(), p2);
    r.judgements.clear(); // nothing judged: the first selected node
    QCOMPARE(ui::JudgementIndex(*doc, r).chosenNode(), h1);
}

void tst_JudgementIndex::empty()
{
    const auto doc = fixture::load("article.html");
    const ui::JudgementIndex index(*doc, core::ExtractionResult{});
    QCOMPARE(index.chosenNode(), core::kNoNode);
    QCOMPARE(index.first(1), nullptr);
    QVERIFY(!index.isCovered(1));
    const ui::JudgementIndex none;
    QCOMPARE(none.count(3), 0);
}

QTEST_GUILESS_MAIN(tst_JudgementIndex)
#include "tst_judgementindex.moc"
