#include <document/documentbuilder.h>
#include <document/documentloader.h>
#include <extractors/domratio.h>

#include <testpages.h>

#include <QFile>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <string>
#include <vector>

using core::DomRatio;
using core::NodeId;

using testpages::byId;
using testpages::parsePage;

namespace {

std::string fixture(const char *name)
{
    return testpages::readFixture(QStringLiteral("extractors/domratio/") + QLatin1String(name));
}

const DomRatio::Figures &figuresOf(const DomRatio &dr, NodeId node)
{
    const std::int32_t k = dr.identifier(node);
    if (k < 0)
        qFatal("node %d is not a content node", int(node));
    return dr.figures()[static_cast<size_t>(k)];
}

// Insa et al. 2013 §4 written down as literally as possible, recursive and with the notWords
// fix-point as a loop: slow, but independent of DomRatio's passes, for cross-checking on small
// pages. Follows the same two documented project readings (notWords after the other removals; what
// children pass up into M) and the same 0/0 rules.
struct Reference
{
    const core::Document &doc;
    bool characters, leaves, printed;
    NodeId root = core::kNoNode;
    std::vector<NodeId> content; // C in pre-order
    std::map<NodeId, int> id;
    std::map<NodeId, std::vector<NodeId>> children;
    std::map<NodeId, double> tw, l, count, ratio, weight, relevance;
    NodeId best = core::kNoNode;

    Reference(const core::Document &d, bool chars, bool leafDenominator, bool printedFormula)
        : doc(d), characters(chars), leaves(leafDenominator), printed(printedFormula)
    {
        root = doc.body() != core::kNoNode ? doc.body() : doc.root();
        const NodeId end = doc.node(root).end;
        static const std::vector<std::string> notValid = {
            "meta",   "title",  "head",     "link",     "style",
            "script", "select", "noscript", "template", "#comment"};
        std::map<NodeId, bool> alive;
        for (NodeId n = root; n < end; ++n) {
            bool removed = false;
            for (NodeId a = n; a != core::kNoNode;
                 a = a == root ? core::kNoNode : doc.node(a).parent) {
                const bool visible = a == root ? doc.node(a).visible : doc.node(a).selfVisible;
                if (!visible || std::find(notValid.begin(), notValid.end(),
                                          std::string(doc.name(a))) != notValid.end())
                    removed = true;
            }
            alive[n] = !removed;
        }
        // notWords: remove leaves without words until nothing changes.
        for (bool changed = true; changed;) {
            changed = false;
            for (auto &[n, isAlive] : alive) {
                if (!isAlive)
                    continue;
                const double w = doc.node(n).isText() ? doc.node(n).words : 0;
                bool hasChild = false;
                for (NodeId c : doc.children(n))
                    hasChild = hasChild || alive[c];
                if (w == 0 && !hasChild) {
                    isAlive = false;
                    changed = true;
                }
            }
        }
        for (auto &[n, isAlive] : alive)
            if (isAlive) {
                id[n] = int(content.size());
                content.push_back(n);
                for (NodeId c : doc.children(n))
                    if (alive[c])
                        children[n].push_back(c);
            }
        if (content.empty())
            return;
        std::function<void(NodeId)> figures = [&](NodeId n) {
            for (NodeId c : children[n])
                figures(c);
            const core::Node &node = doc.node(n);
            if (children[n].empty()) {
                tw[n] = characters ? node.chars : node.words;
                l[n] = 1;
                count[n] = 1;
            } else {
                tw[n] = 0;
                count[n] = 1;
                for (NodeId c : children[n]) {
                    tw[n] += tw[c];
                    count[n] += count[c];
                }
                l[n] = leavesOf(n); // Figure 5
            }
            ratio[n] = tw[n] / (leaves ? l[n] : count[n]);
        };
        figures(root);
        double maxRatio = 0, minRatio = 1e300;
        for (NodeId n : content) {
            maxRatio = std::max(maxRatio, ratio[n]);
            minRatio = std::min(minRatio, ratio[n]);
        }
        const double threshold = std::sqrt(maxRatio * ratio[root]);
        int minId = -1, maxId = -1;
        for (NodeId n : content)
            if (ratio[n] >= threshold) {
                minId = minId < 0 ? id[n] : std::min(minId, id[n]);
                maxId = std::max(maxId, id[n]);
            }
        for (NodeId n : content) {
            const double rpos = maxId == minId ? 1 : 1 - double(id[n] - minId) / (maxId - minId);
            const double rratio =
                maxRatio == minRatio ? 1 : (ratio[n] - minRatio) / (maxRatio - minRatio);
            weight[n] = ratio[n] >= threshold ? rpos * rratio : 0;
        }
        std::map<NodeId, double> m;
        std::function<void(NodeId)> relevanceOf = [&](NodeId n) {
            double sum = 0;
            for (NodeId c : children[n]) {
                relevanceOf(c);
                sum += printed ? relevance[c] : m[c];
            }
            m[n] = std::max(weight[n], sum);
            relevance[n] = ratio[n] * m[n];
        };
        relevanceOf(root);
        for (NodeId n : content)
            if (best == core::kNoNode || relevance[n] > relevance[best])
                best = n;
    }

    double leavesOf(NodeId n)
    {
        static const std::vector<std::string> joining = {
            "#text", "p", "a", "u", "b", "i", "em", "span", "sub", "sup", "strong", "div"};
        double count = 0;
        bool joiningRun = false;
        for (NodeId child : children[n]) { // in id order
            const core::Node &c = doc.node(child);
            const bool sp = !(c.tag == core::Tag::div && (c.position == core::Position::Absolute ||
                                                          c.position == core::Position::Fixed));
            const std::string name(doc.name(child));
            if (std::find(joining.begin(), joining.end(), name) != joining.end() && sp &&
                l[child] == 1) {
                joiningRun = true;
            } else {
                count += l[child];
                if (joiningRun) {
                    count += 1;
                    joiningRun = false;
                }
            }
        }
        if (joiningRun)
            count += 1;
        return count;
    }
};

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max({1.0, std::fabs(a), std::fabs(b)});
}

} // namespace

class TestDomRatio : public QObject
{
    Q_OBJECT

private slots:
    void exampleFourThree_data();
    void exampleFourThree();
    void nonJoiningTagSplitsLeaves();
    void handComputedPage_data();
    void handComputedPage();
    void membership();
    void renderedVisibilityAndPosition();
    void absoluteDivBreaksJoining_data();
    void absoluteDivBreaksJoining();
    void printedFormulaAlwaysPicksRoot();
    void tiesGoToLowerId();
    void matchesReference_data();
    void matchesReference();
    void emptyPages_data();
    void emptyPages();
    void noBodyUsesDocumentRoot();
    void deepNesting();
};

void TestDomRatio::exampleFourThree_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("denominator");
    QTest::addColumn<double>("pTotal");
    QTest::addColumn<double>("pDenominator");
    // Words of the sentence (a word is a maximal run of non-space characters, so the commas
    // after </em> and </strong> are words): "Gisela Molina" 2, ", author of the book" 5,
    // "Ethical Life" 2, ", will be interviewed tomorrow in" 6, "BBC" 1, "." 1 = 17.
    // Characters: 13 + 20 + 12 + 33 + 3 + 1 = 82.
    // Leaves (Figure 5): em, strong, a each hold one text leaf (l = 1) and are joining tags, as
    // are the three text nodes: all six children of <p> form one run, l(p) = 1.
    // Nodes of p's subtree: p, em, its text, text, strong, its text, text, a, its text, text = 10.
    QTest::newRow("wlr") << int(DomRatio::Unit::Words) << int(DomRatio::Denominator::Leaves) << 17.0
                         << 1.0;
    QTest::newRow("clr") << int(DomRatio::Unit::Characters) << int(DomRatio::Denominator::Leaves)
                         << 82.0 << 1.0;
    QTest::newRow("wnr") << int(DomRatio::Unit::Words) << int(DomRatio::Denominator::Nodes) << 17.0
                         << 10.0;
    QTest::newRow("cnr") << int(DomRatio::Unit::Characters) << int(DomRatio::Denominator::Nodes)
                         << 82.0 << 10.0;
}

void TestDomRatio::exampleFourThree()
{
    QFETCH(int, unit);
    QFETCH(int, denominator);
    QFETCH(double, pTotal);
    QFETCH(double, pDenominator);
    const core::Document doc = parsePage(fixture("example43.html"));
    const DomRatio dr(doc, DomRatio::Unit(unit), DomRatio::Denominator(denominator),
                      DomRatio::Reading::Repaired);
    NodeId p = core::kNoNode;
    for (NodeId i = 0; i < doc.size() && p == core::kNoNode; ++i)
        if (doc.node(i).tag == core::Tag::p)
            p = i;
    QVERIFY(p != core::kNoNode);
    const auto &f = figuresOf(dr, p);
    QCOMPARE(double(f.total), pTotal);
    QCOMPARE(double(f.denominator), pDenominator);
    QCOMPARE(f.ratio, pTotal / pDenominator);
    QCOMPARE(dr.count(), 11); // body + the 10 nodes of p's subtree
    QCOMPARE(f.size, 10);
}

void TestDomRatio::nonJoiningTagSplitsLeaves()
{
    // <code> is not a joining tag: [em, text] is one run, code counts l(code) = 1, and
    // [text, a, text] is another run: l(p) = 1 + 1 + 1 = 3.
    std::string html = fixture("example43.html");
    html.replace(html.find("<strong>"), 8, "<code>");
    html.replace(html.find("</strong>"), 9, "</code>");
    const core::Document doc = parsePage(html);
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    NodeId p = core::kNoNode;
    for (NodeId i = 0; i < doc.size() && p == core::kNoNode; ++i)
        if (doc.node(i).tag == core::Tag::p)
            p = i;
    QCOMPARE(figuresOf(dr, p).denominator, 3u);
    QCOMPARE(figuresOf(dr, p).total, 17u);
}

void TestDomRatio::handComputedPage_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<int>("denominator");
    QTest::addColumn<int>("reading");
    QTest::addColumn<double>("threshold");
    QTest::addColumn<int>("initialCount");
    QTest::addColumn<QString>("bestTag");
    QTest::addColumn<double>("bestRelevance");
    // small.html: body > [ul > li "Home", li "News", li "About"], [div > h1 "Big news today",
    // p (12 words)]; ids in C: body 0, ul 1, li 2, text 3, li 4, text 5, li 6, text 7, div 8,
    // h1 9, text 10, p 11, text 12.
    //
    // WLR. tw: texts 1 1 1 3 12, li 1, ul 3, h1 3, p 12, div 15, body 18.
    // l: li 1 (one joining text); ul 3 (li does not join); h1 1; p 1; div: h1 does not join (1)
    // + run [p] (1) = 2; body: ul (3) + div (l = 2, so it does not join: 2) = 5.
    // WLR: li, ul, their texts 1; h1 3; p and its text 12; div 7.5; body 3.6. max 12, min 1.
    // threshold sqrt(12 × 3.6) = sqrt(43.2) = 6.5727; I = {div 8, p 11, text 12}: minid 8,
    // maxid 12. rpos: div 1, p 0.25, text 0; rWLR: div 6.5/11, p 1, text 1.
    // W: div 0.590909, p 0.25, text 0.
    // Repaired: M(p) = 0.25, R(p) = 3; M(div) = max(0.590909, 0.25) = 0.590909,
    //   R(div) = 7.5 × 0.590909 = 4.431818; R(body) = 3.6 × 0.590909 = 2.127273. Best: div.
    // Printed: R(p) = 3; R(div) = 7.5 × max(0.590909, 3) = 22.5; R(body) = 3.6 × 22.5 = 81.
    //   Best: body.
    QTest::newRow("wlr repaired") << int(DomRatio::Unit::Words)
                                  << int(DomRatio::Denominator::Leaves)
                                  << int(DomRatio::Reading::Repaired) << std::sqrt(43.2) << 3
                                  << "div" << 7.5 * 6.5 / 11;
    QTest::newRow("wlr printed") << int(DomRatio::Unit::Words) << int(DomRatio::Denominator::Leaves)
                                 << int(DomRatio::Reading::Printed) << std::sqrt(43.2) << 3
                                 << "body" << 81.0;
    // WNR. Nodes per subtree: texts 1, li 2, ul 7, h1 2, p 2, div 5, body 13.
    // WNR: texts 1 1 1 3 12; li 0.5; ul 3/7; h1 1.5; p 6; div 3; body 18/13. max 12, min 3/7.
    // threshold sqrt(12 × 18/13) = 4.0762; I = {p 11 (6), text 12 (12)}: rpos p 1, text 0;
    // rWNR(p) = (6 - 3/7) / (12 - 3/7) = 39/81. W(p) = 39/81, W(text) = 0.
    // Repaired: R(p) = 6 × 39/81 = 2.8889; R(div) = 3 × 39/81 = 1.4444; R(body) = 18/13 × 39/81
    //   = 0.6667. Best: p.
    // Printed: R(div) = 3 × 6 × 39/81 = 8.6667; R(body) = 18/13 × 8.6667 = 12. Best: body.
    QTest::newRow("wnr repaired") << int(DomRatio::Unit::Words) << int(DomRatio::Denominator::Nodes)
                                  << int(DomRatio::Reading::Repaired) << std::sqrt(12.0 * 18 / 13)
                                  << 2 << "p" << 6.0 * 39 / 81;
    QTest::newRow("wnr printed") << int(DomRatio::Unit::Words) << int(DomRatio::Denominator::Nodes)
                                 << int(DomRatio::Reading::Printed) << std::sqrt(12.0 * 18 / 13)
                                 << 2 << "body" << 12.0;
}

void TestDomRatio::handComputedPage()
{
    QFETCH(int, unit);
    QFETCH(int, denominator);
    QFETCH(int, reading);
    QFETCH(double, threshold);
    QFETCH(int, initialCount);
    QFETCH(QString, bestTag);
    QFETCH(double, bestRelevance);
    const core::Document doc = parsePage(fixture("small.html"));
    const DomRatio dr(doc, DomRatio::Unit(unit), DomRatio::Denominator(denominator),
                      DomRatio::Reading(reading));
    QCOMPARE(dr.count(), 13);
    QVERIFY(close(dr.threshold(), threshold));
    QCOMPARE(dr.initialCount(), initialCount);
    QVERIFY(dr.best() >= 0);
    const auto &best = dr.figures()[static_cast<size_t>(dr.best())];
    QCOMPARE(QString::fromStdString(std::string(doc.name(best.node))), bestTag);
    QVERIFY2(close(best.relevance, bestRelevance), qPrintable(QString::number(best.relevance)));
}

void TestDomRatio::membership()
{
    const core::Document doc = parsePage(fixture("visibility.html"));
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    using M = DomRatio::Membership;
    QCOMPARE(dr.root(), doc.body());
    QCOMPARE(dr.membership(byId(doc, "hidden-style")), M::NotVisible);
    QCOMPARE(dr.membership(byId(doc, "hidden-style") + 1), M::NotVisible); // its text
    QCOMPARE(dr.membership(byId(doc, "hidden-attribute")), M::NotVisible);
    QCOMPARE(dr.membership(byId(doc, "invisible")), M::NotVisible);
    QCOMPARE(dr.membership(byId(doc, "empty")), M::NoWords);
    QCOMPARE(dr.membership(byId(doc, "article")), M::Content);
    QCOMPARE(dr.membership(byId(doc, "sidebar")), M::Content);
    QCOMPARE(dr.membership(doc.htmlElement()), M::OutsideRoot);
    int comments = 0, scripts = 0, selects = 0, templates = 0, noscripts = 0;
    for (NodeId i = doc.body(); i < doc.node(doc.body()).end; ++i) {
        const core::Node &n = doc.node(i);
        if (n.kind == core::NodeKind::Comment) {
            QCOMPARE(dr.membership(i), M::NotValid);
            ++comments;
        }
        const core::Tag tags[] = {core::Tag::script, core::Tag::select, core::Tag::template_,
                                  core::Tag::noscript};
        if (std::find(std::begin(tags), std::end(tags), n.tag) != std::end(tags)) {
            QCOMPARE(dr.membership(i), M::NotValid);
            QCOMPARE(dr.membership(n.firstChild), M::NotValid); // the subtree goes with it
            scripts += n.tag == core::Tag::script;
            selects += n.tag == core::Tag::select;
            templates += n.tag == core::Tag::template_;
            noscripts += n.tag == core::Tag::noscript;
        }
        if (n.isText() && n.words == 0 && dr.membership(n.parent) == M::Content)
            QCOMPARE(dr.membership(i), M::NoWords);
    }
    QCOMPARE(comments, 1);
    QCOMPARE(scripts + selects + templates + noscripts, 4);
    // C: body, article, p, text, ad, text, p, text, span, text, sidebar, p, text.
    QCOMPARE(dr.count(), 13);
    // Words: article 12 + 1 + 10 + 8 = 31, sidebar 3: hidden and non-content words never count.
    QCOMPARE(figuresOf(dr, doc.body()).total, 34u);
}

void TestDomRatio::renderedVisibilityAndPosition()
{
    // A rendered snapshot: the renderer's visibility and position win over inline styles.
    const core::Document doc = parsePage(
        "<html><body data-bs-id=\"0\">"
        "<div id=\"a\" data-bs-id=\"1\" data-bs-visible=\"0\">hidden by the renderer</div>"
        "<div id=\"b\" data-bs-id=\"2\" data-bs-visible=\"1\" style=\"display:none\">shown by "
        "the renderer</div>"
        "<div id=\"c\" data-bs-id=\"3\" data-bs-position=\"fixed\" style=\"position:static\">"
        "fixed by the renderer</div></body></html>");
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    QCOMPARE(dr.membership(byId(doc, "a")), DomRatio::Membership::NotVisible);
    QCOMPARE(dr.membership(byId(doc, "b")), DomRatio::Membership::Content);
    // body's children: b joins (l = 1), c is fixed and does not: l(body) = 1 + 1 = 2.
    QCOMPARE(figuresOf(dr, doc.body()).denominator, 2u);
}

void TestDomRatio::absoluteDivBreaksJoining_data()
{
    QTest::addColumn<QString>("adStyle");
    QTest::addColumn<unsigned>("articleLeaves");
    QTest::addColumn<unsigned>("bodyLeaves");
    // #article's content children: p, div#ad, p, span (absolute, but sp concerns divs only).
    // Absolute ad: runs [p], ad (l = 1, sp false: does not join), [p, span] = 3 leaves.
    // Static ad: one run of four = 1 leaf.
    // body: #article (joins only when l = 1) and #sidebar (fixed div: never joins).
    QTest::newRow("absolute ad") << "position: absolute; top: 0" << 3u << 3u + 1u;
    QTest::newRow("fixed ad") << "position: fixed" << 3u << 3u + 1u;
    QTest::newRow("static ad") << "position: static" << 1u << 1u + 1u;
    QTest::newRow("relative ad") << "position: relative" << 1u << 1u + 1u;
}

void TestDomRatio::absoluteDivBreaksJoining()
{
    QFETCH(QString, adStyle);
    QFETCH(unsigned, articleLeaves);
    QFETCH(unsigned, bodyLeaves);
    std::string html = fixture("visibility.html");
    const std::string original = "position: absolute; top: 0";
    html.replace(html.find(original), original.size(), adStyle.toStdString());
    const core::Document doc = parsePage(html);
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    QCOMPARE(figuresOf(dr, byId(doc, "ad")).denominator, 1u);
    QCOMPARE(figuresOf(dr, byId(doc, "article")).denominator, articleLeaves);
    QCOMPARE(figuresOf(dr, doc.body()).denominator, bodyLeaves);
}

void TestDomRatio::printedFormulaAlwaysPicksRoot()
{
    // WLR >= 1 and CLR >= 1 everywhere, so the printed R never decreases upwards: the body
    // wins on every page, whatever the content (here the DBLP page, whose table Example 4.8
    // picks).
    for (const char *name : {"dblp.html", "ieee.html", "small.html", "visibility.html"}) {
        const core::Document doc = parsePage(fixture(name));
        for (auto unit : {DomRatio::Unit::Words, DomRatio::Unit::Characters}) {
            const DomRatio dr(doc, unit, DomRatio::Denominator::Leaves, DomRatio::Reading::Printed);
            QCOMPARE(dr.best(), 0);
            for (const auto &f : dr.figures())
                QVERIFY(f.ratio >= 1);
        }
    }
}

void TestDomRatio::tiesGoToLowerId()
{
    // DBLP, WLR: the publications table's only content child is the (implied) tbody. Neither
    // is in I (ratio below the threshold), both have the same ratio (same words, and the table's
    // leaves are the tbody's: tbody does not join), and M passes up unchanged (W = 0):
    // R(table) == R(tbody) exactly, and the lower id, the table, is the best node
    // (Example 4.8's dashed node).
    const core::Document doc = parsePage(fixture("dblp.html"));
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    const NodeId table = byId(doc, "publications");
    NodeId tbody = doc.node(table).firstChild;
    while (tbody != core::kNoNode && !doc.node(tbody).isElement())
        tbody = doc.node(tbody).nextSibling; // skip the white space before it
    QCOMPARE(doc.node(tbody).tag, core::Tag::tbody);
    const auto &t = figuresOf(dr, table);
    const auto &b = figuresOf(dr, tbody);
    QVERIFY(!dr.initial(dr.identifier(table)));
    QCOMPARE(t.ratio, b.ratio);
    QCOMPARE(t.relevance, b.relevance);
    QCOMPARE(dr.figures()[static_cast<size_t>(dr.best())].node, table);
}

void TestDomRatio::matchesReference_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<bool>("characters");
    QTest::addColumn<bool>("leaves");
    QTest::addColumn<bool>("printed");
    for (const char *page : {"example43.html", "small.html", "dblp.html", "ieee.html",
                             "ieee-bare.html", "visibility.html"})
        for (int variant = 0; variant < 8; ++variant) {
            const bool characters = variant & 1, leaves = variant & 2, printed = variant & 4;
            QTest::addRow("%s %c%cR%s", page, characters ? 'C' : 'W', leaves ? 'L' : 'N',
                          printed ? " printed" : "")
                << QString::fromLatin1(page) << characters << leaves << printed;
        }
}

void TestDomRatio::matchesReference()
{
    QFETCH(QString, page);
    QFETCH(bool, characters);
    QFETCH(bool, leaves);
    QFETCH(bool, printed);
    const core::Document doc = parsePage(fixture(qPrintable(page)));
    const DomRatio dr(doc, characters ? DomRatio::Unit::Characters : DomRatio::Unit::Words,
                      leaves ? DomRatio::Denominator::Leaves : DomRatio::Denominator::Nodes,
                      printed ? DomRatio::Reading::Printed : DomRatio::Reading::Repaired);
    const Reference ref(doc, characters, leaves, printed);
    QCOMPARE(dr.root(), ref.root);
    QCOMPARE(size_t(dr.count()), ref.content.size());
    for (std::int32_t k = 0; k < dr.count(); ++k) {
        const auto &f = dr.figures()[static_cast<size_t>(k)];
        const NodeId n = ref.content[static_cast<size_t>(k)];
        QCOMPARE(f.node, n);
        QCOMPARE(double(f.total), ref.tw.at(n));
        QCOMPARE(double(f.denominator), leaves ? ref.l.at(n) : ref.count.at(n));
        QCOMPARE(double(f.size), ref.count.at(n));
        QCOMPARE(f.ratio, ref.ratio.at(n));
        QVERIFY2(close(f.weight, ref.weight.at(n)), qPrintable(QString::number(k)));
        QVERIFY2(close(f.relevance, ref.relevance.at(n)), qPrintable(QString::number(k)));
    }
    QCOMPARE(dr.figures()[static_cast<size_t>(dr.best())].node, ref.best);
}

void TestDomRatio::emptyPages_data()
{
    QTest::addColumn<QString>("html");
    QTest::newRow("empty body") << "<html><body></body></html>";
    QTest::newRow("nothing") << "";
    QTest::newRow("whitespace and images") << "<body> <div> <img src=x> </div>\n<p>   </p></body>";
    QTest::newRow("script only") << "<body><script>var a = 'many words here';</script></body>";
    QTest::newRow("hidden only") << "<body><div hidden>words</div><p style=\"display:none\">more "
                                    "words</p></body>";
    QTest::newRow("hidden body") << "<body style=\"display:none\"><p>words</p></body>";
}

void TestDomRatio::emptyPages()
{
    QFETCH(QString, html);
    const core::Document doc = parsePage(html.toStdString());
    for (int variant = 0; variant < 8; ++variant) {
        const DomRatio dr(doc, variant & 1 ? DomRatio::Unit::Characters : DomRatio::Unit::Words,
                          variant & 2 ? DomRatio::Denominator::Leaves
                                      : DomRatio::Denominator::Nodes,
                          variant & 4 ? DomRatio::Reading::Printed : DomRatio::Reading::Repaired);
        QCOMPARE(dr.count(), 0);
        QCOMPARE(dr.best(), -1);
        QCOMPARE(dr.identifier(doc.body()), -1);
    }
}

void TestDomRatio::noBodyUsesDocumentRoot()
{
    // Documents built without the parser can lack <body>: the document node is the root.
    core::DocumentBuilder b("", "UTF-8");
    b.openElement(core::Tag::div, "div", {}, 0, 0);
    b.addText("two words", 0, 0);
    b.closeElement(0, 0);
    const core::Document doc = b.finish();
    QCOMPARE(doc.body(), core::kNoNode);
    const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                      DomRatio::Reading::Repaired);
    QCOMPARE(dr.root(), doc.root());
    QCOMPARE(dr.count(), 3); // document, div, text
    // All ratios 2 (every node holds one joined leaf of two words): rWLR = 1 by the 0/0 rule,
    // all in I, rpos 1, 0.5, 0: M(root) = 1 is the highest, R(root) = 2.
    QCOMPARE(dr.best(), 0);
    QCOMPARE(dr.figures()[0].relevance, 2.0);
}

void TestDomRatio::deepNesting()
{
    // 100,000 nested divs around one text: no recursion, so no stack overflow.
    constexpr int depth = 100000;
    core::DocumentBuilder b("", "UTF-8");
    for (int i = 0; i < depth; ++i)
        b.openElement(core::Tag::div, "div", {}, 0, 0);
    b.addText("three small words", 0, 0);
    for (int i = 0; i < depth; ++i)
        b.closeElement(0, 0);
    const core::Document doc = b.finish();
    for (int variant = 0; variant < 8; ++variant) {
        const DomRatio dr(doc, variant & 1 ? DomRatio::Unit::Characters : DomRatio::Unit::Words,
                          variant & 2 ? DomRatio::Denominator::Leaves
                                      : DomRatio::Denominator::Nodes,
                          variant & 4 ? DomRatio::Reading::Printed : DomRatio::Reading::Repaired);
        QCOMPARE(dr.count(), depth + 2);
        QVERIFY(dr.best() >= 0);
    }
    // WLR: every div holds one joined leaf, all ratios are 3: rWLR = 1 (0/0 rule), all in I,
    // W(k) = 1 - k / (depth + 1) falls with k. Repaired: M(k) = max(W(k), M(k + 1)) = W(k), so
    // R(root) = 3 is the highest. Printed: R(k) = 3 × max(W(k), R(k + 1)) overflows to inf a few
    // hundred levels up; inf ties go to the lower id, the root.
    for (auto reading : {DomRatio::Reading::Repaired, DomRatio::Reading::Printed}) {
        const DomRatio dr(doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves, reading);
        QCOMPARE(dr.initialCount(), depth + 2);
        QCOMPARE(dr.best(), 0);
    }
}

QTEST_APPLESS_MAIN(TestDomRatio)
#include "tst_domratio.moc"
