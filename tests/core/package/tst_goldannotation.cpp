// core::GoldAnnotation: marks, splits, ranges widened to words, gold text and node-level gold.
#include <document/documentloader.h>
#include <package/goldannotation.h>

#include <QTest>

#include <algorithm>

using core::GoldAnnotation;
using core::NodeId;

namespace {

// No white space between tags, so that every text node below is one the test names.
constexpr const char *kPage =
    "<!DOCTYPE html><html><head><title>T</title></head><body><nav>Menu link</nav>"
    "<div id=\"a\"><h1>Title here</h1><p id=\"p1\">One two three four.</p>"
    "<div id=\"ad\">Buy now</div><p id=\"p2\">Five six seven.</p></div>"
    "<footer id=\"f\">Foot</footer></body></html>";

core::Document parse()
{
    auto r = core::DocumentLoader::loadBytes(kPage);
    if (!r.document)
        qFatal("fixture does not parse");
    return std::move(*r.document);
}

NodeId byId(const core::Document &doc, const QString &id)
{
    const std::string wanted = id.toStdString();
    for (NodeId n = 0; n < doc.size(); ++n)
        if (doc.node(n).isElement() && doc.attribute(n, "id") == wanted)
            return n;
    return core::kNoNode;
}

NodeId textOf(const core::Document &doc, const QString &id)
{
    return doc.node(byId(doc, id)).firstChild;
}

} // namespace

class TstGoldAnnotation : public QObject
{
    Q_OBJECT

private slots:
    void toggles_data();
    void toggles();
    void ranges_data();
    void ranges();
    void goldNodesRoundTrip();
    void unresolvedPathsAreCounted();
    void partialRangeRoundTrip();
    void restoredRanges_data();
    void restoredRanges();
};

void TstGoldAnnotation::toggles_data()
{
    QTest::addColumn<QStringList>("clicks"); // element ids toggled in this order
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("nodes");
    QTest::newRow("article") << QStringList{"a"}
                             << "Title here\nOne two three four.\nBuy now\nFive six seven." << 1;
    // Splitting #a around #ad leaves h1, p1 and p2 marked.
    QTest::newRow("article without ad")
        << QStringList{"a", "ad"} << "Title here\nOne two three four.\nFive six seven." << 3;
    QTest::newRow("twice is nothing") << QStringList{"p1", "p1"} << "" << 0;
    QTest::newRow("two paragraphs")
        << QStringList{"p1", "p2"} << "One two three four.\nFive six seven." << 2;
    QTest::newRow("ancestor absorbs")
        << QStringList{"p1", "a"} << "Title here\nOne two three four.\nBuy now\nFive six seven."
        << 1;
    QTest::newRow("split then re-mark")
        << QStringList{"a", "ad", "ad"}
        << "Title here\nOne two three four.\nBuy now\nFive six seven." << 4;
}

void TstGoldAnnotation::toggles()
{
    QFETCH(QStringList, clicks);
    QFETCH(QString, text);
    QFETCH(int, nodes);
    const core::Document doc = parse();
    GoldAnnotation gold;
    for (const QString &id : clicks) {
        QVERIFY(byId(doc, id) != core::kNoNode);
        gold.toggle(doc, byId(doc, id));
    }
    QCOMPARE(QString::fromStdString(gold.text(doc)), text);
    QCOMPARE(int(gold.nodes().size()), nodes);
    QCOMPARE(gold.empty(), nodes == 0);
}

void TstGoldAnnotation::ranges_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("fromByte");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("toByte");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("partial");
    // "One two three four.": bytes O0 n1 e2 _3 t4 w5 o6 _7 t8 h9 r10 e11 e12 _13; 5..10 lies
    // inside "two" and "three" and widens to 4..13.
    QTest::newRow("inside one node") << "p1" << 5 << "p1" << 10 << "two three" << 1;
    // From inside "three" to the space after "Five" (byte 4 of "Five six seven."): #ad's text
    // lies between and is taken whole.
    QTest::newRow("across nodes") << "p1" << 8 << "p2" << 4 << "three four.\nBuy now\nFive" << 2;
    QTest::newRow("whole node") << "p2" << 0 << "p2" << 15 << "Five six seven." << 0;
    QTest::newRow("only a space") << "p1" << 3 << "p1" << 4 << "" << 0;
}

void TstGoldAnnotation::ranges()
{
    QFETCH(QString, from);
    QFETCH(int, fromByte);
    QFETCH(QString, to);
    QFETCH(int, toByte);
    QFETCH(QString, text);
    QFETCH(int, partial);
    const core::Document doc = parse();
    GoldAnnotation gold;
    gold.markRange(doc, textOf(doc, from), std::uint32_t(fromByte), textOf(doc, to),
                   std::uint32_t(toByte));
    QCOMPARE(QString::fromStdString(gold.text(doc)), text);
    // Partial ranges used to be left out of the node-level gold; now each is a GoldNode with its
    // byte range, and restoring the gold nodes gives the same gold text (a range over a whole
    // text node comes back as that node, marked).
    const std::vector<core::GoldNode> nodes = gold.goldNodes(doc);
    QCOMPARE(int(std::count_if(nodes.begin(), nodes.end(),
                               [](const core::GoldNode &n) { return n.begin.has_value(); })),
             partial);
    std::size_t unresolved = 99, unrestored = 99;
    const GoldAnnotation restored =
        GoldAnnotation::fromGoldNodes(doc, nodes, &unresolved, &unrestored);
    QCOMPARE(restored.text(doc), gold.text(doc));
    QCOMPARE(int(restored.ranges().size()), partial);
    QCOMPARE(unresolved + unrestored, std::size_t(0));
    // A click on the paragraph holding a range removes the range (an empty range marked
    // nothing, so the click marks the paragraph).
    gold.toggle(doc, byId(doc, from));
    QCOMPARE(QString::fromStdString(gold.text(doc)).contains(u"three"), text.isEmpty());
}

void TstGoldAnnotation::goldNodesRoundTrip()
{
    const core::Document doc = parse();
    GoldAnnotation gold;
    gold.toggle(doc, byId(doc, "a"));
    gold.toggle(doc, byId(doc, "ad"));
    gold.markRange(doc, textOf(doc, "f"), 0, textOf(doc, "f"), 4);
    const std::vector<core::GoldNode> nodes = gold.goldNodes(doc);
    QStringList paths;
    for (const core::GoldNode &n : nodes)
        paths << QString::fromStdString(n.path);
    QCOMPARE(paths, (QStringList{"/html/body/div/h1", "/html/body/div/p[1]", "/html/body/div/p[2]",
                                 "/html/body/footer/text()"}));
    // Another parse of the same page (as after re-rendering) restores the same gold text.
    const core::Document again = parse();
    std::size_t unresolved = 99;
    const GoldAnnotation restored = GoldAnnotation::fromGoldNodes(again, nodes, &unresolved);
    QCOMPARE(unresolved, std::size_t(0));
    QCOMPARE(restored.text(again), gold.text(doc));
    QCOMPARE(restored.text(again),
             std::string("Title here\nOne two three four.\nFive six seven.\nFoot"));
}

void TstGoldAnnotation::unresolvedPathsAreCounted()
{
    const core::Document doc = parse();
    std::size_t unresolved = 0;
    const GoldAnnotation a = GoldAnnotation::fromGoldNodes(
        doc, {{"/html/body/div/p[1]", -1}, {"/html/body/article", -1}, {"/", -1}}, &unresolved);
    QCOMPARE(unresolved, std::size_t(2));
    QCOMPARE(a.text(doc), std::string("One two three four."));
}

void TstGoldAnnotation::partialRangeRoundTrip()
{
    const core::Document doc = parse();
    GoldAnnotation gold;
    gold.toggle(doc, byId(doc, "p2"));
    // Bytes 5..10 of "One two three four." widen to 4..13, "two three" (see ranges_data).
    gold.markRange(doc, textOf(doc, "p1"), 5, textOf(doc, "p1"), 10);
    const std::vector<core::GoldNode> nodes = gold.goldNodes(doc);
    QCOMPARE(nodes.size(), std::size_t(2));
    QCOMPARE(nodes[0].path, std::string("/html/body/div/p[1]/text()"));
    QCOMPARE(nodes[0].begin, std::optional<std::uint32_t>(4));
    QCOMPARE(nodes[0].end, std::optional<std::uint32_t>(13));
    QCOMPARE(nodes[1].path, std::string("/html/body/div/p[2]"));
    QVERIFY(!nodes[1].begin && !nodes[1].end);
    const core::Document again = parse();
    std::size_t unresolved = 99, unrestored = 99;
    const GoldAnnotation restored =
        GoldAnnotation::fromGoldNodes(again, nodes, &unresolved, &unrestored);
    QCOMPARE(unresolved, std::size_t(0));
    QCOMPARE(unrestored, std::size_t(0));
    QCOMPARE(restored.ranges().size(), std::size_t(1));
    QCOMPARE(restored.text(again), gold.text(doc));
    QCOMPARE(restored.text(again), std::string("two three\nFive six seven."));
}

void TstGoldAnnotation::restoredRanges_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("begin");
    QTest::addColumn<int>("end");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("unrestored");
    QTest::addColumn<int>("ranges"); // kept as ranges; a range over every word is the node
    // "Five six seven.": F0 i1 v2 e3 _4 s5 i6 x7 _8 s9 e10 v11 e12 n13 .14, length 15.
    const QString p2 = "/html/body/div/p[2]/text()";
    QTest::newRow("inside") << p2 << 5 << 8 << "six" << 0 << 1;
    QTest::newRow("end cut at the text's length 15") << p2 << 5 << 99 << "six seven." << 0 << 1;
    QTest::newRow("begin at the end") << p2 << 15 << 20 << "" << 1 << 0;
    QTest::newRow("no such node") << "/html/body/article/text()" << 0 << 4 << "" << 1 << 0;
    QTest::newRow("not a text node") << "/html/body/div/p[2]" << 0 << 4 << "" << 1 << 0;
    // Found by the fuzz target `package`: a range over every word of its text node, as a
    // package written by hand gives it, was read as a range but written back as the node, so
    // reading that gave another annotation.
    QTest::newRow("every word by its bytes") << p2 << 0 << 15 << "Five six seven." << 0 << 0;
    // Bytes 1..14 lie inside "Five" and "seven." and widen to 0..15.
    QTest::newRow("widened to every word") << p2 << 1 << 14 << "Five six seven." << 0 << 0;
}

void TstGoldAnnotation::restoredRanges()
{
    QFETCH(QString, path);
    QFETCH(int, begin);
    QFETCH(int, end);
    QFETCH(QString, text);
    QFETCH(int, unrestored);
    QFETCH(int, ranges);
    const core::Document doc = parse();
    core::GoldNode g{path.toStdString(), -1, std::uint32_t(begin), std::uint32_t(end)};
    std::size_t unresolved = 99, bad = 99;
    const GoldAnnotation a = GoldAnnotation::fromGoldNodes(doc, {g}, &unresolved, &bad);
    QCOMPARE(QString::fromStdString(a.text(doc)), text);
    QCOMPARE(int(bad), unrestored);
    // Only whole nodes count as unresolved paths.
    QCOMPARE(unresolved, std::size_t(0));
    QCOMPARE(int(a.ranges().size()), ranges);
    // What was read is written and read back as the same annotation.
    std::size_t lost = 99;
    QVERIFY(GoldAnnotation::fromGoldNodes(doc, a.goldNodes(doc), &lost) == a);
    QCOMPARE(lost, std::size_t(0));
}

QTEST_APPLESS_MAIN(TstGoldAnnotation)
#include "tst_goldannotation.moc"
