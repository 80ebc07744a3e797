// OverlayPlan, the overlay before any geometry: chosen nodes merged into regions (a node inside a
// chosen one, siblings with only white space between them), the layers of the ticked runs, the
// agreement blocks and their colours.
#include <common/analysis.h>
#include <common/nodemapper.h>
#include <document/htmlparser.h>
#include <extractors/colorcontrast.h>
#include <extractors/extractorpalette.h>
#include <page/overlayplan.h>

#include "namedextractor.h"

#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// Every element numbered as the snapshot numbers it (data-bs-id). In #a: p 4 and 5 apart by white
// space, 5 and 6 by a comment and white space, 6 and 7 by a word of text.
const char *const kRendered =
    "<html data-bs-id=\"0\"><head data-bs-id=\"1\"></head><body data-bs-id=\"2\">"
    "<div id=\"a\" data-bs-id=\"3\"><p data-bs-id=\"4\">One.</p>\n <p data-bs-id=\"5\">Two.</p>"
    "<!-- a comment --> <p data-bs-id=\"6\">Three.</p>words<p data-bs-id=\"7\">Four.</p></div>"
    "<p id=\"b\" data-bs-id=\"8\">Five.</p></body></html>";

using testpages::NamedExtractor;

const NamedExtractor kA("test-a", "Test A");
const NamedExtractor kB("test-b", "Test B");

std::shared_ptr<const core::Document> rendered()
{
    return std::make_shared<const core::Document>(core::HtmlParser::parse(kRendered));
}

core::NodeId byNumber(const core::Document &doc, int element)
{
    const core::NodeId n = doc.findRenderId(element);
    if (n == core::kNoNode)
        qFatal("fixture: no element %d", element);
    return n;
}

// One ticked run choosing these elements (by number).
ui::ExtractorRun run(const core::Document &doc, const char *id, const QList<int> &elements)
{
    ui::ExtractorRun r;
    r.id = id;
    r.color = ui::ExtractorPalette::color(r.id);
    for (int e : elements)
        r.result.selected.push_back(byNumber(doc, e));
    return r;
}

using Groups = QList<QList<int>>;
using Blocks = QList<std::pair<int, QStringList>>;

} // namespace

class tst_OverlayPlan : public QObject
{
    Q_OBJECT

private slots:
    void regionsOf_data();
    void regionsOf();
    void plan_data();
    void plan();
    void nodesWithoutElementsAreLeftOut();
    void onlyOneLayer();
    void agreementColorsDarkenWithTheCount_data();
    void agreementColorsDarkenWithTheCount();
};

void tst_OverlayPlan::regionsOf_data()
{
    QTest::addColumn<QList<int>>("chosen");
    QTest::addColumn<Groups>("regions");
    QTest::newRow("none") << QList<int>{} << Groups{};
    QTest::newRow("siblings with white space between") << QList<int>{4, 5} << Groups{{4, 5}};
    QTest::newRow("siblings with a comment between") << QList<int>{5, 6} << Groups{{5, 6}};
    QTest::newRow("a run of four siblings, text before the last")
        << QList<int>{4, 5, 6, 7} << Groups{{4, 5, 6}, {7}};
    QTest::newRow("a sibling not chosen between") << QList<int>{4, 6} << Groups{{4}, {6}};
    QTest::newRow("inside a chosen element") << QList<int>{3, 5, 6} << Groups{{3}};
    QTest::newRow("the chosen element and the sibling after it")
        << QList<int>{3, 8} << Groups{{3, 8}};
    QTest::newRow("different parents") << QList<int>{7, 8} << Groups{{7}, {8}};
    QTest::newRow("unsorted, twice") << QList<int>{5, 4, 5} << Groups{{4, 5}};
}

void tst_OverlayPlan::regionsOf()
{
    QFETCH(QList<int>, chosen);
    QFETCH(Groups, regions);
    const auto doc = rendered();
    std::vector<core::NodeId> nodes;
    for (int e : chosen)
        nodes.push_back(byNumber(*doc, e));
    Groups got;
    for (const std::vector<core::NodeId> &group : ui::OverlayPlan::regionsOf(*doc, nodes)) {
        QList<int> elements;
        for (core::NodeId n : group)
            elements << doc->node(n).renderId;
        got << elements;
    }
    QCOMPARE(got, regions);
}

void tst_OverlayPlan::plan_data()
{
    QTest::addColumn<QList<int>>("a"); // elements test-a chose
    QTest::addColumn<QList<int>>("b"); // elements test-b chose (empty: test-b not ticked)
    QTest::addColumn<Groups>("regionsA");
    QTest::addColumn<Groups>("regionsB");
    QTest::addColumn<Blocks>("blocks");
    QTest::newRow("one run: a block inside its choice adds nothing")
        << QList<int>{3, 4} << QList<int>{} << Groups{{3}} << Groups{}
        << Blocks{{3, {u"test-a"_s}}};
    QTest::newRow("two runs: a paragraph both chose inside one's container")
        << QList<int>{3} << QList<int>{5, 8} << Groups{{3}} << Groups{{5}, {8}}
        << Blocks{{3, {u"test-a"_s}}, {5, {u"test-a"_s, u"test-b"_s}}, {8, {u"test-b"_s}}};
    QTest::newRow("two runs on the same paragraphs")
        << QList<int>{4, 5} << QList<int>{4, 5} << Groups{{4, 5}} << Groups{{4, 5}}
        << Blocks{{4, {u"test-a"_s, u"test-b"_s}}, {5, {u"test-a"_s, u"test-b"_s}}};
}

void tst_OverlayPlan::plan()
{
    QFETCH(QList<int>, a);
    QFETCH(QList<int>, b);
    QFETCH(Groups, regionsA);
    QFETCH(Groups, regionsB);
    QFETCH(Blocks, blocks);
    const auto doc = rendered();
    ui::Analysis analysis;
    analysis.document = doc;
    analysis.rendered = true;
    analysis.runs.push_back(run(*doc, "test-a", a));
    if (!b.isEmpty())
        analysis.runs.push_back(run(*doc, "test-b", b));
    const ui::OverlayPlan plan =
        ui::OverlayPlan::of(analysis, ui::NodeMapper(doc, doc), {&kA, &kB});

    QCOMPARE(plan.layers.size(), qsizetype(analysis.runs.size()));
    QCOMPARE(plan.layers[0].id, u"test-a"_s);
    QCOMPARE(plan.layers[0].name, u"Test A"_s);
    QCOMPARE(plan.layers[0].color, ui::ExtractorPalette::color("test-a"));
    QCOMPARE(plan.layers[0].style, ui::ExtractorPalette::lineStyle("test-a"));
    Groups gotA, gotB;
    for (const ui::OverlayPlan::Region &region : plan.regions) {
        (region.layer == 0 ? gotA : gotB) << region.elements;
        QCOMPARE(region.tips.size(), region.elements.size());
        QCOMPARE(region.shades.size(), region.elements.size());
        // Each element's tip names its extractor and the element's node.
        for (qsizetype k = 0; k < region.elements.size(); ++k) {
            const QString id = plan.layers[region.layer].id;
            QVERIFY2(region.tips[k].contains(u"(%1)"_s.arg(id)), qPrintable(region.tips[k]));
            QVERIFY(region.tips[k].contains(
                QString::fromStdString(doc->path(byNumber(*doc, region.elements[k])))));
        }
    }
    QCOMPARE(gotA, regionsA);
    QCOMPARE(gotB, regionsB);
    Blocks got;
    for (const ui::OverlayPlan::Block &block : plan.blocks)
        got.push_back({block.element, block.extractors});
    QCOMPARE(got, blocks);
}

void tst_OverlayPlan::nodesWithoutElementsAreLeftOut()
{
    // The source HTML analysed, mapped onto the rendered page by path: the aside the page lost has
    // no element, so neither a region nor a block.
    const auto page = rendered();
    const auto source = std::make_shared<const core::Document>(
        core::HtmlParser::parse("<div id=\"a\"><p>One.</p></div><p id=\"b\">Five.</p>"
                                "<aside>Gone.</aside>"));
    ui::Analysis analysis;
    analysis.document = source;
    ui::ExtractorRun r;
    r.id = "test-a";
    r.result.selected = {source->findPath("/html/body/aside"), source->findPath("/html/body/p")};
    QVERIFY(r.result.selected[0] != core::kNoNode && r.result.selected[1] != core::kNoNode);
    analysis.runs.push_back(r);
    const ui::OverlayPlan plan = ui::OverlayPlan::of(analysis, ui::NodeMapper(source, page), {&kA});
    QCOMPARE(plan.regions.size(), 1);
    QCOMPARE(plan.regions[0].elements, QList<int>{8});
    QCOMPARE(plan.blocks.size(), 1);
    QCOMPARE(plan.blocks[0].element, 8);
}

// Reader view keeps one extractor's layer: its regions and, alone, its choice as its blocks.
void tst_OverlayPlan::onlyOneLayer()
{
    const auto doc = rendered();
    ui::Analysis analysis;
    analysis.document = doc;
    analysis.runs.push_back(run(*doc, "test-a", {3}));
    analysis.runs.push_back(run(*doc, "test-b", {4, 5, 8}));
    const ui::OverlayPlan plan =
        ui::OverlayPlan::of(analysis, ui::NodeMapper(doc, doc), {&kA, &kB});
    const ui::OverlayPlan b = plan.only(u"test-b"_s);
    QCOMPARE(b.layers.size(), 1);
    QCOMPARE(b.layers[0], plan.layers[1]);
    QCOMPARE(b.regions.size(), 2);
    for (const ui::OverlayPlan::Region &region : b.regions)
        QCOMPARE(region.layer, 0);
    QCOMPARE(b.regions[0].elements, (QList<int>{4, 5}));
    QCOMPARE(b.regions[1].elements, QList<int>{8});
    QCOMPARE(b.blocks.size(), 3);
    for (const ui::OverlayPlan::Block &block : b.blocks)
        QCOMPARE(block.extractors, QStringList{u"test-b"_s});
    QVERIFY(plan.only(u"nobody"_s).layers.isEmpty());
    QVERIFY(plan.only(u"nobody"_s).regions.isEmpty());
}

void tst_OverlayPlan::agreementColorsDarkenWithTheCount_data()
{
    QTest::addColumn<int>("total");
    for (int total : {1, 2, 6, 21})
        QTest::addRow("%d ticked", total) << total;
}

void tst_OverlayPlan::agreementColorsDarkenWithTheCount()
{
    QFETCH(int, total);
    // All of them: the scheme's darkest class, whatever the total.
    QCOMPARE(ui::OverlayPlan::agreementColor(total, total), QColor(0x081d58));
    double before = 2;
    for (int count = 1; count <= total; ++count) {
        const double lightness = ui::OverlayPlan::agreementColor(count, total).lightnessF();
        QVERIFY2(lightness < before, qPrintable(u"%1 of %2"_s.arg(count).arg(total)));
        before = lightness;
    }
    if (total > 1)
        QCOMPARE(ui::OverlayPlan::agreementColor(1, total), QColor(0xc7e9b4));
    // Edges read on a white page (WCAG 2.1's 3:1 for graphics); a colour that reads already is
    // its own edge.
    for (int count = 1; count <= total; ++count) {
        const QColor fill = ui::OverlayPlan::agreementColor(count, total);
        const QColor edge = ui::OverlayPlan::agreementEdge(count, total);
        const QString at = u"%1 of %2"_s.arg(count).arg(total);
        QVERIFY2(ui::ColorContrast::ratio(edge, Qt::white) >= ui::ColorContrast::kGraphics - 1e-9,
                 qPrintable(at));
        if (ui::ColorContrast::ratio(fill, Qt::white) >= ui::ColorContrast::kGraphics)
            QCOMPARE(edge, fill);
    }
}

QTEST_GUILESS_MAIN(tst_OverlayPlan)
#include "tst_overlayplan.moc"
