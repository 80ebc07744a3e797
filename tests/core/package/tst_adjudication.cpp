#include <package/adjudication.h>

#include "testpages.h"

#include <QTest>

using core::Adjudication;
using Decision = core::Adjudication::Decision;

namespace {

const char *const kPage = "<html><body><h1>Title</h1><p>First para <b>bold</b> end.</p>"
                          "<div class=nav>Menu</div><p>Second</p></body></html>";

core::GoldAnnotation gold(const core::Document &doc, std::vector<core::GoldNode> nodes)
{
    return core::GoldAnnotation::fromGoldNodes(doc, nodes);
}

QStringList paths(const core::Document &doc, const core::GoldAnnotation &g)
{
    QStringList out;
    for (const core::GoldNode &n : g.goldNodes(doc))
        out << QString::fromStdString(n.path) +
                   (n.begin ? QStringLiteral("[%1,%2)").arg(*n.begin).arg(*n.end) : QString());
    return out;
}

} // namespace

class TestAdjudication : public QObject
{
    Q_OBJECT

private slots:
    void twoAnnotators();
    void rangesStayRanges();
};

void TestAdjudication::twoAnnotators()
{
    const core::Document doc = testpages::parsePage(kPage);
    // A: Title and the first paragraph; B: both paragraphs.
    Adjudication adj(doc, {gold(doc, {{"/html/body/h1"}, {"/html/body/p[1]"}}),
                           gold(doc, {{"/html/body/p[1]"}, {"/html/body/p[2]"}})});
    QCOMPARE(adj.annotations(), size_t(2));
    // Units some annotator kept: Title (A only), the paragraph's three (both), Second (B only).
    QCOMPARE(adj.units().size(), size_t(5));
    QCOMPARE(adj.units()[0].keptBy, (std::vector<bool>{true, false}));
    QCOMPARE(adj.units()[1].keptBy, (std::vector<bool>{true, true}));
    QCOMPARE(adj.units()[4].keptBy, (std::vector<bool>{false, true}));
    QCOMPARE(adj.units()[1].decision, Decision::Keep);
    QCOMPARE(adj.units()[0].decision, Decision::Undecided);
    QCOMPARE(adj.undecided(), size_t(2));
    QCOMPARE(adj.unitOf(adj.units()[4].node), 4);
    QCOMPARE(adj.unitOf(doc.findPath("/html/body/div/text()")), -1); // Menu: nobody kept it

    // Undecided units stay out: only what both kept, as the element.
    QCOMPARE(paths(doc, adj.result()), QStringList{"/html/body/p[1]"});
    QCOMPARE(adj.result().text(doc), std::string("First para bold end."));

    adj.decide(0, Decision::Keep);
    adj.decide(4, Decision::Drop);
    QCOMPARE(adj.undecided(), size_t(0));
    QCOMPARE(paths(doc, adj.result()), (QStringList{"/html/body/h1", "/html/body/p[1]"}));

    adj.acceptAllOf(1);
    QCOMPARE(adj.units()[0].decision, Decision::Drop);
    QCOMPARE(adj.units()[4].decision, Decision::Keep);
    QCOMPARE(adj.units()[1].decision, Decision::Keep); // agreed units are not touched
    QCOMPARE(paths(doc, adj.result()), (QStringList{"/html/body/p[1]", "/html/body/p[2]"}));
    QCOMPARE(adj.result().text(doc), std::string("First para bold end.\nSecond"));
}

void TestAdjudication::rangesStayRanges()
{
    const core::Document doc = testpages::parsePage(kPage);
    // C marks "para" inside "First para "; D marks Title. Keeping C's unit keeps the range only.
    Adjudication adj(doc, {gold(doc, {{"/html/body/p[1]/text()[1]", -1, 6, 10}}),
                           gold(doc, {{"/html/body/h1"}})});
    QCOMPARE(adj.units().size(), size_t(2));
    adj.acceptAllOf(0);
    QCOMPARE(adj.result().text(doc), std::string("para"));
    QCOMPARE(paths(doc, adj.result()), QStringList{"/html/body/p[1]/text()[1][6,10)"});
    // Everyone kept everything: the topmost element that holds it all.
    Adjudication all(doc, {gold(doc, {{"/html/body"}}), gold(doc, {{"/html/body"}})});
    QCOMPARE(all.undecided(), size_t(0));
    QCOMPARE(paths(doc, all.result()), QStringList{"/html"});
}

QTEST_APPLESS_MAIN(TestAdjudication)
#include "tst_adjudication.moc"
