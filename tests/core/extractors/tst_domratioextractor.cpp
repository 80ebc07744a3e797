#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QFile>
#include <QtTest>

#include <cmath>
#include <string>

using core::NodeId;

using testpages::byId;
using testpages::parsePage;

namespace {

std::string fixture(const char *name)
{
    return testpages::readFixture(QStringLiteral("extractors/domratio/") + QLatin1String(name));
}

const core::Extractor &extractor(const QString &id)
{
    return testpages::findExtractor(id.toStdString());
}

core::ExtractionResult run(const QString &id, const core::Document &doc, bool printed = false)
{
    return extractor(id).run(doc, core::ParamValues{printed ? 1.0 : 0.0});
}

const core::Judgement *judgementOf(const core::ExtractionResult &r, NodeId node)
{
    for (const core::Judgement &j : r.judgements)
        if (j.node == node)
            return &j;
    return nullptr;
}

QString reasonOf(const core::ExtractionResult &r, NodeId node)
{
    const core::Judgement *j = judgementOf(r, node);
    return j ? QString::fromStdString(j->reason.text()) : QStringLiteral("(no judgement)");
}

// The first element child of node (skipping white-space text).
NodeId firstElement(const core::Document &doc, NodeId node)
{
    NodeId c = doc.node(node).firstChild;
    while (c != core::kNoNode && !doc.node(c).isElement())
        c = doc.node(c).nextSibling;
    return c;
}

} // namespace

class TestDomRatioExtractor : public QObject
{
    Q_OBJECT

private slots:
    void info_data();
    void info();
    void dblp_data();
    void dblp();
    void printedPicksBody_data();
    void printedPicksBody();
    void ieeeFooterExcluded_data();
    void ieeeFooterExcluded();
    void ieeeBareJoinsWholePage();
    void exampleFourThreeReasons_data();
    void exampleFourThreeReasons();
    void hiddenAndNonContent();
    void fallbackNotContent_data();
    void fallbackNotContent();
    void judgementsAndSeries_data();
    void judgementsAndSeries();
    void emptyPages_data();
    void emptyPages();
    void traceNodeRatios_data();
    void traceNodeRatios();
    void traceLeafRatiosClimb_data();
    void traceLeafRatiosClimb();
};

void TestDomRatioExtractor::info_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("cnr") << "cnr";
    QTest::newRow("wnr") << "wnr";
    QTest::newRow("clr") << "clr";
    QTest::newRow("wlr") << "wlr";
}

void TestDomRatioExtractor::info()
{
    QFETCH(QString, id);
    const core::ExtractorInfo &i = extractor(id).info();
    QCOMPARE(QString::fromStdString(i.id), id);
    QCOMPARE(i.seed, std::string("Insa et al. 2013 §4"));
    QCOMPARE(i.input, core::ExtractorInput::Dom);
    QCOMPARE(i.params.size(), size_t(1));
    QCOMPARE(i.params[0].name, std::string("printed"));
    QCOMPARE(i.params[0].type, core::ParamDescriptor::Type::Boolean);
    QCOMPARE(i.params[0].defaultValue, 0.0);
    // The rule is offered by name, the repair named as the project's, with the proof that the
    // printed rule always picks the root.
    const core::ParamDescriptor &p = i.params[0];
    QCOMPARE(p.choices.size(), size_t(2));
    QVERIFY(QString::fromStdString(p.choices[0]).startsWith(QLatin1String("project's repair")));
    QVERIFY(QString::fromStdString(p.choices[1]).startsWith(QLatin1String("as printed")));
    const QString why = QString::fromStdString(p.explanation);
    for (const char *part : {"§4's prose says the same", "always choose the root", "at least 1",
                             "R(parent) >= R(child)", "project's repair"})
        QVERIFY2(why.contains(QString::fromUtf8(part)), part);
}

void TestDomRatioExtractor::dblp_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("chosen"); // "table", "tbody" or "text" in #publications
    // Leaves: every entry cell (text and author links) is one joined leaf, each row two leaves
    // (the number cell and the entry cell; the EE cell holds only an image and is gone), each
    // year row one: l(table) = 24 × 2 + 6 = 54. The entry cells are the densest nodes and form
    // I; the table and the implied tbody have equal ratios and M (tbody is the table's only
    // content child, W = 0): a tie, won by the lower id, the table, as in Example 4.8.
    QTest::newRow("wlr") << "wlr"
                         << "table";
    QTest::newRow("clr") << "clr"
                         << "table";
    // Nodes: a text node holding a long title has ratio characters (words) / 1, the densest of
    // all. CNR stays on one such text node (Insa et al. 2013 §5: CNR "selects a node in the middle
    // of the main content"); WNR's many short dense texts combine up to the tbody, whose ratio is
    // above the table's (the table counts one node more).
    QTest::newRow("wnr") << "wnr"
                         << "tbody";
    QTest::newRow("cnr") << "cnr"
                         << "text";
}

void TestDomRatioExtractor::dblp()
{
    QFETCH(QString, id);
    QFETCH(QString, chosen);
    const core::Document doc = parsePage(fixture("dblp.html"));
    const core::ExtractionResult r = run(id, doc);
    const NodeId table = byId(doc, "publications");
    QCOMPARE(r.selected.size(), size_t(1));
    const NodeId best = r.selected[0];
    if (chosen == QLatin1String("table"))
        QCOMPARE(best, table);
    else if (chosen == QLatin1String("tbody"))
        QCOMPARE(best, firstElement(doc, table));
    else
        QVERIFY(doc.node(best).isText() && doc.isAncestorOf(table, best));
    const QString text = QString::fromStdString(r.text);
    QVERIFY(!text.contains(QLatin1String("Coauthor Index")));
    QVERIFY(!text.contains(QLatin1String("Homepage")));
    if (chosen != QLatin1String("text")) {
        QVERIFY(text.contains(QLatin1String("Automatic Text Structuring and Summarization")));
        QVERIFY(text.startsWith(QLatin1String("1997\n138\n")));
    }
    QVERIFY(QString::fromStdString(r.summary).startsWith(
        QStringLiteral("best node <%1>").arg(QString::fromStdString(std::string(doc.name(best))))));
}

void TestDomRatioExtractor::printedPicksBody_data()
{
    info_data();
}

void TestDomRatioExtractor::printedPicksBody()
{
    // Def. 4.6 as printed: R(n) >= ratio(n) × R(child) and the ratios of these pages are >= 1
    // along the path, so the body wins and the whole page is extracted.
    QFETCH(QString, id);
    const core::Document doc = parsePage(fixture("dblp.html"));
    const core::ExtractionResult r = run(id, doc, true);
    QCOMPARE(r.selected, std::vector<NodeId>{doc.body()});
    QVERIFY(QString::fromStdString(r.text).contains(QLatin1String("Coauthor Index")));
    QVERIFY(QString::fromStdString(r.summary).endsWith(QLatin1String("R as printed in Def. 4.6")));
}

void TestDomRatioExtractor::ieeeFooterExcluded_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("wholeMain");
    // Leaves: div#maincontent is one joined leaf (a > h2, three paragraphs) with 122 words, the
    // densest node; the navigation list (4 leaves) keeps the body from joining; only the main
    // div reaches the threshold and wins. Nodes: the first paragraph's text (51 words, 335
    // characters, one node) is the densest and first in I.
    QTest::newRow("wlr") << "wlr" << true;
    QTest::newRow("clr") << "clr" << true;
    QTest::newRow("wnr") << "wnr" << false;
    QTest::newRow("cnr") << "cnr" << false;
}

void TestDomRatioExtractor::ieeeFooterExcluded()
{
    QFETCH(QString, id);
    QFETCH(bool, wholeMain);
    const core::Document doc = parsePage(fixture("ieee.html"));
    const core::ExtractionResult r = run(id, doc);
    const NodeId main = byId(doc, "maincontent");
    QCOMPARE(r.selected.size(), size_t(1));
    if (wholeMain)
        QCOMPARE(r.selected[0], main);
    else
        QVERIFY(doc.node(r.selected[0]).isText() && doc.isAncestorOf(main, r.selected[0]));
    const QString text = QString::fromStdString(r.text);
    QVERIFY(text.startsWith(wholeMain ? QLatin1String("Abstract\nMost HTML documents")
                                      : QLatin1String("Most HTML documents")));
    QVERIFY(!text.contains(QLatin1String("Copyright")));
    QVERIFY(!text.contains(QLatin1String("Contact Us")));
    QVERIFY(!text.contains(QLatin1String("Browse")));
}

void TestDomRatioExtractor::ieeeBareJoinsWholePage()
{
    // Example 2.1's code exactly as printed, with nothing around it: by Figure 5 each div of
    // paragraphs and links is one leaf, and so is the body (two joining divs with l = 1): the
    // body is the densest node and wins for the leaf ratios, footer included. The definition
    // gives this, so the test asserts it; ieee.html above adds the page's navigation.
    const core::Document doc = parsePage(fixture("ieee-bare.html"));
    for (const char *id : {"wlr", "clr"}) {
        const core::ExtractionResult r = run(QLatin1String(id), doc);
        QCOMPARE(r.selected, std::vector<NodeId>{doc.body()});
        QVERIFY(QString::fromStdString(r.text).contains(QLatin1String("Copyright")));
    }
    for (const char *id : {"wnr", "cnr"}) {
        const core::ExtractionResult r = run(QLatin1String(id), doc);
        QVERIFY(!QString::fromStdString(r.text).contains(QLatin1String("Copyright")));
    }
}

void TestDomRatioExtractor::exampleFourThreeReasons_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("bodyReason");
    QTest::addColumn<QString>("pReason");
    // WLR: body and p both 17 words / 1 leaf (Example 4.3: one leaf), max 17, threshold
    // sqrt(17 × 17) = 17: I = {body (id 0), p (id 1)}; rWLR = (17 - 1) / (17 - 1) = 1 (min 1:
    // "BBC", "."), rpos(body) = 1, rpos(p) = 0.
    QTest::newRow("wlr") << "wlr"
                         << "WLR 17 = 17 words / 1 leaves; in I, weight 1"
                         << "WLR 17 = 17 words / 1 leaves; in I, weight 0";
    // CLR: 82 characters / 1 leaf for both, the same shape.
    QTest::newRow("clr") << "clr"
                         << "CLR 82 = 82 characters / 1 leaves; in I, weight 1"
                         << "CLR 82 = 82 characters / 1 leaves; in I, weight 0";
    // CNR: p 82 / 10 nodes = 8.2, body 82 / 11 = 7.4545; the densest node is the text
    // ", will be interviewed tomorrow in" (33 characters / 1 node): threshold
    // sqrt(33 × 82/11) = sqrt(246) = 15.684.
    QTest::newRow("cnr") << "cnr"
                         << "CNR 7.455 = 82 characters / 11 nodes < threshold 15.684: not in I"
                         << "CNR 8.2 = 82 characters / 10 nodes < threshold 15.684: not in I";
    // WNR: p 17 / 10 = 1.7, body 17 / 11 = 1.5455; densest the same text, 6 words: threshold
    // sqrt(6 × 17/11) = sqrt(9.2727) = 3.045.
    QTest::newRow("wnr") << "wnr"
                         << "WNR 1.545 = 17 words / 11 nodes < threshold 3.045: not in I"
                         << "WNR 1.7 = 17 words / 10 nodes < threshold 3.045: not in I";
}

void TestDomRatioExtractor::exampleFourThreeReasons()
{
    QFETCH(QString, id);
    QFETCH(QString, bodyReason);
    QFETCH(QString, pReason);
    const core::Document doc = parsePage(fixture("example43.html"));
    const core::ExtractionResult r = run(id, doc);
    const NodeId p = firstElement(doc, doc.body());
    QCOMPARE(reasonOf(r, doc.body()), bodyReason);
    QCOMPARE(reasonOf(r, p), pReason);
}

void TestDomRatioExtractor::hiddenAndNonContent()
{
    // visibility.html, WLR. C: body, #article with p (12 words), #ad (1, absolute), p (10),
    // span (8), and #sidebar (3, fixed). l(#article) = [p] + #ad + [p, span] = 3, 31 words:
    // 10.333; l(body) = 3 + 1 (#sidebar never joins) = 4, 34 words: 8.5. max 12 (the first p
    // and its text), min 1 (#ad). threshold sqrt(12 × 8.5) = 10.0995: I = {#article (id 1),
    // p (2), its text (3)}; rpos 1, 0.5, 0; rWLR(#article) = (31/3 - 1) / 11 = 28/33.
    // M(p) = 0.5, R(p) = 6; M(#article) = max(28/33, 0.5) = 28/33, R = 31/3 × 28/33 = 8.7677;
    // R(body) = 8.5 × 28/33 = 7.2121. Best: #article.
    const core::Document doc = parsePage(fixture("visibility.html"));
    const core::ExtractionResult r = run(QStringLiteral("wlr"), doc);
    const NodeId article = byId(doc, "article");
    QCOMPARE(r.selected, std::vector<NodeId>{article});
    QVERIFY(qAbs(judgementOf(r, article)->score - 31.0 / 3 * 28 / 33) < 1e-12);
    QVERIFY(qAbs(judgementOf(r, doc.body())->score - 8.5 * 28 / 33) < 1e-12);
    const QString text = QString::fromStdString(r.text);
    QVERIFY(text.startsWith(QLatin1String("The visible article starts here")));
    for (const char *absent :
         {"hidden", "Invisible", "script", "JavaScript", "Option", "Template", "Fixed sidebar"})
        QVERIFY2(!text.contains(QLatin1String(absent)), absent);

    const NodeId hidden = byId(doc, "hidden-style");
    QCOMPARE(reasonOf(r, hidden), QStringLiteral("not visible (Def. 4.1 notVisible)"));
    QCOMPARE(reasonOf(r, hidden + 1),
             QStringLiteral("not visible: inside hidden node %1").arg(hidden));
    QCOMPARE(reasonOf(r, byId(doc, "empty")),
             QStringLiteral("no words in the subtree (Def. 4.1 notWords)"));
    for (NodeId i = doc.body(); i < doc.node(doc.body()).end; ++i) {
        if (doc.node(i).tag == core::Tag::script) {
            QCOMPARE(reasonOf(r, i), QStringLiteral("not content: <script> (Def. 4.1)"));
            QCOMPARE(reasonOf(r, i + 1),
                     QStringLiteral("not content: inside <script> node %1").arg(i));
        }
        if (doc.node(i).kind == core::NodeKind::Comment)
            QCOMPARE(reasonOf(r, i), QStringLiteral("not content: comment (Def. 4.1)"));
    }
}

void TestDomRatioExtractor::fallbackNotContent_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("element"); // id attribute of the fallback's element
    QTest::addColumn<QString>("tag");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"}) {
        QTest::addRow("%s iframe", id) << QString::fromLatin1(id) << "iframe.html"
                                       << "frame"
                                       << "iframe";
        QTest::addRow("%s video", id) << QString::fromLatin1(id) << "fallback.html"
                                      << "video"
                                      << "video";
        QTest::addRow("%s noembed", id) << QString::fromLatin1(id) << "fallback.html"
                                        << "noembed"
                                        << "noembed";
    }
}

void TestDomRatioExtractor::fallbackNotContent()
{
    // The fallback of an iframe (one raw text node of 7 "words", markup included), a video or a
    // noembed is not in C: a browser never shows it (core::isNonContent, the shared rule). On
    // iframe.html the iframe's text was the densest leaf of the page (WLR 7 against 4 words in
    // one joined run of links and spans) and WLR chose the iframe.
    QFETCH(QString, id);
    QFETCH(QString, page);
    QFETCH(QString, element);
    QFETCH(QString, tag);
    const core::Document doc =
        testpages::loadFixture(QStringLiteral("extractors/fallback/") + page);
    const NodeId e = byId(doc, element.toStdString());
    QVERIFY(e != core::kNoNode);
    const core::ExtractionResult r = run(id, doc);
    QCOMPARE(reasonOf(r, e), QStringLiteral("not content: <%1> (never rendered as text)").arg(tag));
    for (NodeId i = e + 1; i < doc.node(e).end; ++i)
        QCOMPARE(reasonOf(r, i),
                 QStringLiteral("not content: inside <%1> node %2").arg(tag).arg(e));
    QCOMPARE(r.selected.size(), size_t(1));
    QVERIFY(!doc.isAncestorOf(e, r.selected[0]));
    QVERIFY(!QString::fromStdString(r.text).contains(QLatin1String("unsupported")));
}

void TestDomRatioExtractor::judgementsAndSeries_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("page");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"})
        for (const char *page : {"dblp.html", "ieee.html", "visibility.html"})
            QTest::addRow("%s %s", id, page)
                << QString::fromLatin1(id) << QString::fromLatin1(page);
}

void TestDomRatioExtractor::judgementsAndSeries()
{
    QFETCH(QString, id);
    QFETCH(QString, page);
    const core::Document doc = parsePage(fixture(qPrintable(page)));
    const core::ExtractionResult r = run(id, doc);
    QCOMPARE(r.selected.size(), size_t(1));
    const NodeId best = r.selected[0];

    // One judgement per node of the body's subtree, in document order; content nodes carry R.
    const NodeId body = doc.body();
    QCOMPARE(r.judgements.size(), size_t(doc.node(body).end - body));
    // Content nodes are the ones whose reason starts with the ratio's name ("WLR 12 = ...");
    // the selected ones are the content nodes of the best node's subtree.
    const std::string ratioName = id.toUpper().toStdString() + " ";
    double maxScore = -1;
    int content = 0;
    for (size_t x = 0; x < r.judgements.size(); ++x) {
        const core::Judgement &j = r.judgements[x];
        QCOMPARE(j.node, body + NodeId(x));
        const bool isContent = std::string(j.reason.format).rfind(ratioName, 0) == 0;
        QCOMPARE(j.selected, isContent && doc.isAncestorOf(best, j.node));
        if (!isContent)
            QCOMPARE(j.score, 0.0);
        maxScore = std::max(maxScore, j.score);
        content += isContent;
    }
    QCOMPARE(judgementOf(r, best)->score, maxScore);

    QCOMPARE(r.series.size(), size_t(1));
    const core::Series &s = r.series[0];
    QCOMPARE(s.chart, std::string("dom-ratio"));
    QCOMPARE(QString::fromStdString(s.name), id.toUpper());
    QCOMPARE(s.y.size(), s.nodes.size());
    QCOMPARE(int(s.nodes.size()), content);
    QVERIFY(s.threshold.has_value());
    for (size_t x = 1; x < s.nodes.size(); ++x)
        QVERIFY(s.nodes[x - 1] < s.nodes[x]); // pre-order
    QCOMPARE(s.chosen.size(), size_t(1));
    const auto [from, to] = s.chosen[0];
    QCOMPARE(s.nodes[size_t(from)], best);
    for (auto x = from; x <= to; ++x)
        QVERIFY(doc.isAncestorOf(best, s.nodes[size_t(x)]));
    if (size_t(to) + 1 < s.nodes.size())
        QVERIFY(!doc.isAncestorOf(best, s.nodes[size_t(to) + 1]));
}

void TestDomRatioExtractor::emptyPages_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("html");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"}) {
        QTest::addRow("%s nothing", id) << QString::fromLatin1(id) << "";
        QTest::addRow("%s no words", id)
            << QString::fromLatin1(id)
            << "<body><script>var words = 1;</script><div> <img src=x> </div></body>";
        QTest::addRow("%s hidden", id)
            << QString::fromLatin1(id) << "<body><p hidden>hidden words</p></body>";
    }
}

void TestDomRatioExtractor::emptyPages()
{
    QFETCH(QString, id);
    QFETCH(QString, html);
    const core::Document doc = parsePage(html.toStdString());
    for (bool printed : {false, true}) {
        const core::ExtractionResult r = run(id, doc, printed);
        QVERIFY(r.selected.empty());
        QVERIFY(r.text.empty());
        QVERIFY(r.spans.empty());
        QVERIFY(QString::fromStdString(r.summary).startsWith(QLatin1String("no content nodes")));
        QCOMPARE(r.judgements.size(), size_t(doc.node(doc.body()).end - doc.body()));
        for (const core::Judgement &j : r.judgements)
            QVERIFY(!j.selected);
    }
}

// The page of the trace tests: no white space between tags, every element holds words, so the
// content nodes C are exactly the body's elements and text nodes (Def. 4.1).
static const char *kTracePage =
    "<html><body><div id=\"nav\"><ul><li><a href=\"/a\">Home</a></li><li><a href=\"/b\">News "
    "today</a></li></ul></div><div id=\"main\"><h1>A big title here</h1><p>w1 w2 w3 w4 w5 w6 w7 "
    "w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w26 w27 w28 w29 "
    "w30</p><p>v1 v2 v3 v4 v5 v6 v7 v8 v9 v10 v11 v12 v13 v14 v15 v16 v17 v18 v19 "
    "v20</p></div><div id=\"foot\"><p>Copyright 2024 company</p></div></body></html>";

void TestDomRatioExtractor::traceNodeRatios_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("wnr") << "wnr";
    QTest::newRow("cnr") << "cnr";
}

// The node ratios' trace (docs/traces.md) recomputed by a direct reading of Insa et al. 2013 §4:
// per content node in pre-order (its id), tw / the content nodes of its subtree; the threshold
// sqrt(max × ratio(root)); I with rpos and rWLR; then M and R bottom-up under both rules, the
// repair passing M(child) up, Def. 4.6 as printed passing R(child); the best R, ties to the
// lower id.
void TestDomRatioExtractor::traceNodeRatios()
{
    QFETCH(QString, id);
    const bool words = id == QLatin1String("wnr");
    const core::Document doc = parsePage(kTracePage);
    struct Node
    {
        NodeId node;
        int parent;
        double total = 0, nodes = 0, ratio = 0, weight = 0, m = 0, r = 0, p = 0, rp = 0;
    };
    std::vector<Node> c;
    std::vector<std::pair<NodeId, int>> stack{{doc.body(), -1}};
    while (!stack.empty()) { // pre-order: ids as the paper numbers them
        const auto [n, parent] = stack.back();
        stack.pop_back();
        c.push_back({n, parent});
        std::vector<NodeId> children;
        for (NodeId ch = doc.node(n).firstChild; ch != core::kNoNode; ch = doc.node(ch).nextSibling)
            children.push_back(ch);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back({*it, int(c.size()) - 1});
    }
    for (int k = int(c.size()) - 1; k >= 0; --k) { // children before parents
        Node &n = c[size_t(k)];
        const core::Node &dn = doc.node(n.node);
        n.total += dn.isText() ? (words ? dn.words : dn.chars) : 0;
        n.nodes += 1;
        n.ratio = n.total / n.nodes;
        if (n.parent >= 0) {
            c[size_t(n.parent)].total += n.total;
            c[size_t(n.parent)].nodes += n.nodes;
        }
    }
    double max = c[0].ratio, min = c[0].ratio;
    for (const Node &n : c)
        max = std::max(max, n.ratio), min = std::min(min, n.ratio);
    const double threshold = std::sqrt(max * c[0].ratio);
    int minid = -1, maxid = -1, count = 0;
    for (int k = 0; k < int(c.size()); ++k)
        if (c[size_t(k)].ratio >= threshold) {
            minid = minid < 0 ? k : minid;
            maxid = k;
            ++count;
        }
    for (int k = int(c.size()) - 1; k >= 0; --k) {
        Node &n = c[size_t(k)];
        if (n.ratio >= threshold)
            n.weight = (maxid > minid ? 1 - double(k - minid) / (maxid - minid) : 1) *
                       (max > min ? (n.ratio - min) / (max - min) : 1);
        n.m = std::max(n.weight, n.m);
        n.r = n.ratio * n.m;
        n.p = std::max(n.weight, n.p);
        n.rp = n.ratio * n.p;
        if (n.parent >= 0) {
            c[size_t(n.parent)].m += n.m;
            c[size_t(n.parent)].p += n.rp;
        }
    }
    int bestRepaired = 0, bestPrinted = 0;
    for (int k = 1; k < int(c.size()); ++k) {
        bestRepaired = c[size_t(k)].r > c[size_t(bestRepaired)].r ? k : bestRepaired;
        bestPrinted = c[size_t(k)].rp > c[size_t(bestPrinted)].rp ? k : bestPrinted;
    }

    const tracetest::Traced t = tracetest::run(doc, id.toStdString());
    using Kind = core::TraceStep::Kind;
    const auto ratios = tracetest::steps(t.trace, "ratios", Kind::Item);
    QCOMPARE(ratios.size(), c.size());
    for (size_t k = 0; k < c.size(); ++k) {
        QCOMPARE(ratios[k]->nodes.front(), c[k].node);
        QCOMPARE(ratios[k]->value("total"), c[k].total);
        QCOMPARE(ratios[k]->value("denominator"), c[k].nodes);
        QVERIFY(tracetest::near(ratios[k]->value("ratio"), c[k].ratio));
    }
    const auto th = tracetest::steps(t.trace, "threshold", Kind::Decision);
    QCOMPARE(th.size(), size_t(1));
    QVERIFY(tracetest::near(th[0]->value("threshold"), threshold));
    QCOMPARE(th[0]->value("I"), double(count));
    QCOMPARE(th[0]->value("minid"), double(minid));
    QCOMPARE(th[0]->value("maxid"), double(maxid));
    const auto initial = tracetest::steps(t.trace, "threshold", Kind::Item);
    QCOMPARE(int(initial.size()), count);
    for (const core::TraceStep *s : initial)
        QVERIFY(tracetest::near(s->value("W"), c[size_t(s->value("id"))].weight));
    // Relevance: the nodes with R above 0 under either rule, children (higher ids) first.
    std::vector<int> above;
    for (int k = int(c.size()) - 1; k >= 0; --k)
        if (c[size_t(k)].r != 0 || c[size_t(k)].rp != 0)
            above.push_back(k);
    const auto relevance = tracetest::steps(t.trace, "relevance", Kind::Item);
    QCOMPARE(relevance.size(), above.size());
    for (size_t i = 0; i < above.size(); ++i) {
        const Node &n = c[size_t(above[i])];
        QCOMPARE(relevance[i]->value("id"), double(above[i]));
        QVERIFY(tracetest::near(relevance[i]->value("M"), n.m));
        QVERIFY(tracetest::near(relevance[i]->value("R repaired"), n.r));
        QVERIFY(tracetest::near(relevance[i]->value("max printed"), n.p));
        QVERIFY(tracetest::near(relevance[i]->value("R printed"), n.rp));
    }
    const auto rules = tracetest::steps(t.trace, "rules", Kind::Decision);
    QCOMPARE(rules.size(), size_t(1));
    QCOMPARE(rules[0]->value("repaired pick"), double(bestRepaired));
    QCOMPARE(rules[0]->value("printed pick"), double(bestPrinted));
    QCOMPARE(t.result.selected, std::vector<NodeId>{c[size_t(bestRepaired)].node});
}

void TestDomRatioExtractor::traceLeafRatiosClimb_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("wlr") << "wlr";
    QTest::newRow("clr") << "clr";
}

// The leaf ratios under Def. 4.6 as printed: every content leaf holds a word, so each ratio is at
// least 1 and R as printed never falls on the way up: the climb from the repair's pick to the
// root shows R printed rising (or equal) at every step, and the printed rule picks the root,
// id 0, while the repair picks the main content lower down.
void TestDomRatioExtractor::traceLeafRatiosClimb()
{
    QFETCH(QString, id);
    const core::Document doc = parsePage(kTracePage);
    const tracetest::Traced t = tracetest::run(doc, id.toStdString());
    using Kind = core::TraceStep::Kind;
    const auto rules = tracetest::steps(t.trace, "rules", Kind::Decision);
    QCOMPARE(rules.size(), size_t(1));
    QCOMPARE(rules[0]->value("printed pick"), 0.0);
    QVERIFY(rules[0]->value("repaired pick") > 0);
    const auto climb = t.trace.stepsOf("climb");
    QVERIFY(climb.size() >= 2);
    double child = -1;
    for (const core::TraceStep *s : climb) {
        if (!s->has("child"))
            continue;
        if (child >= 0)
            QCOMPARE(s->value("child"), child);
        child = s->value("id");
        QVERIFY(s->value("ratio") >= 1);
        QCOMPARE(s->kind, Kind::Item);
        QVERIFY(s->value("R printed") >= s->value("R printed child"));
    }
    QCOMPARE(child, 0.0); // the climb ends at the root
    QCOMPARE(climb.back()->value("printed pick"), 0.0);
    // The same run with the rule as printed extracts the body.
    const tracetest::Traced printed = tracetest::run(doc, id.toStdString(), {"printed=1"});
    QCOMPARE(printed.result.selected, std::vector<NodeId>{doc.body()});
    QCOMPARE(tracetest::steps(printed.trace, "rules", Kind::Decision)[0]->value("printed"), 1.0);
}

QTEST_APPLESS_MAIN(TestDomRatioExtractor)
#include "tst_domratioextractor.moc"
