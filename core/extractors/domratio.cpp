#include "domratio.h"

#include <algorithm>
#include <cmath>

// Insa et al. 2013 §4, the paper's part:
// * C = N \ (notValid ∪ notVisible ∪ notWords) over the tree rooted at <body> (Def. 3.1, 4.1).
// * id(n) in pre-order over C, root 0; sp(n) false only for a div positioned absolute or fixed;
//   tw(n) and l(n) (Def. 4.2) with Figure 5's leaves(): a run of consecutive children that are
//   #text, p, a, u, b, i, em, span, sub, sup, strong or div, statically positioned and a single
//   leaf themselves, counts as one leaf.
// * ratio = tw / l (Def. 4.4; characters for C*, all content nodes of the subtree for *NR);
//   threshold sqrt(maxRatio × ratio(root)); I = nodes at or above it (Def. 4.5);
//   W(n) = rpos(n) × rWLR(n) in I, else 0; R(n) = ratio(n) × max(W(n), Σ over the children)
//   (Def. 4.6, see below for what is summed); best = highest R, ties to the lower id (Def. 4.7).
//
// The project's documented choices:
// * notWords is taken after the other two removals, as §4's prose and Example 4.8 describe
//   ("we remove all the leaves of the tree that do not contain any word"); Def. 4.1's formula
//   read literally would keep a <div> holding only a <script> as an empty content leaf.
//   w(n) is the words of a text node and 0 for an element, so the fix-point keeps exactly the
//   nodes whose subtree still holds a word: one bottom-up pass instead of a loop.
// * The elements of the shared "visible text" rule (core::isNonContent: template, iframe,
//   noframes, video's fallback...) join the notValid tags: browsers never render their children
//   as text, and the extracted text follows that rule, so C must too.
// * The root's visibility includes its ancestors (Node::visible); below it each node's own
//   (Node::selfVisible: the renderer's, else the hidden attribute and inline style).
// * Char variants remove the same leaves as word variants (a leaf without words); a text node
//   with a word always has a character, so C is the same for all four ratios.
// * rpos(n) = 1 when maxid = minid (I has one node: it is first) and rWLR(n) = 1 when
//   maxRatio = minRatio (every node is as dense as the densest): the printed quotients are 0/0.
// * Def. 4.6 prints R(n) = WLR(n) × max(W(n), ΣR(children)), and §4's prose says the same ("the
//   WLR of this node multiplied by the maximum between its weight and the sum of the relevances
//   of its children"). Under it CLR and WLR always choose the root. Proof: every content leaf
//   holds a word and leaves() never counts more leaves than words, so WLR(n) >= 1 and
//   CLR(n) >= 1; then R(parent) >= 1 × ΣR(children) >= R(child), R never decreases towards the
//   root, and the root's id, the lowest, wins any tie (tests: printedFormulaAlwaysPicksRoot).
//   That contradicts what §4 says the ratio is for ("it uses WLR(n) to stop going up when the
//   ancestor of a node introduces subtrees with a low density of text"), Example 4.8 (the DBLP
//   table) and Tables 1-4. The project's repair (Reading::Repaired, the default) passes M up
//   instead of R: M(n) = max(W(n), ΣM(children)) gathers the weights of the initial nodes below
//   n, and R(n) = ratio(n) × M(n) applies the ratio once, at n, instead of compounding it along
//   the path, so a thin ancestor can lose to a dense descendant; on the project's DBLP-like page
//   it picks the table. CNR and WNR divide by every node, so their ratios can fall below 1 and
//   the printed rule can stop below the root. Reading::Printed keeps the formula as printed; its
//   R can overflow to inf on pages nested hundreds deep, and inf ties go to the ancestor, which
//   that formula picks anyway for CLR and WLR. The texts that explain the choice to users are
//   DomRatio::kRepairedLabel, kPrintedLabel and kRelevanceRuleExplanation.
//
// Four linear passes over flat arrays: a forward filter (notValid, notVisible), the paper's
// first bottom-up pass (notWords, tw, l, ratio, max/min), a forward numbering in pre-order (ids,
// I's minid and maxid, which need maxRatio first), and the paper's second bottom-up pass (W, R,
// best node).

namespace core {

namespace {

// Def. 4.1 notValid: meta, title, head, link, style, script, select, noscript, #comment, plus
// the rest of the shared rule's non-content tags (project choice, above).
bool notValid(const Node &n)
{
    if (n.kind == NodeKind::Comment)
        return true;
    if (!n.isElement())
        return false;
    return n.tag == Tag::select || isNonContent(n.tag);
}

// Figure 5's joining condition: name(child) ∈ {#text, p, a, u, b, i, em, span, sub, sup,
// strong, div} ∧ sp(child) ∧ l(child) == 1, where sp is false only for a div positioned
// absolute or fixed (Def. 4.2).
// Kept as printed although the paper is at odds with itself over it: §2 says of Example 2.1 that
// the DOM tree lets the technique "avoid mixing different sections (such as the footer and the
// other div tag)", but with div in this list sibling divs that are single leaves (a menu, the
// article and the footer, each of paragraphs and links) join into one leaf, so their parent
// has the page's highest ratio and I = {parent}: on Example 2.1's structure CLR and WLR keep
// all of <body> under either relevance rule. The lesson "footer" shows it with its figures
// (tst_lesson footerWlrFigures); one child that does not join (a <ul> menu) breaks the run.
bool joins(const Node &n, std::uint32_t leaves)
{
    if (leaves != 1)
        return false;
    if (n.isText())
        return true;
    if (!n.isElement())
        return false;
    switch (n.tag) {
    case Tag::div:
        return n.position != Position::Absolute && n.position != Position::Fixed;
    case Tag::p:
    case Tag::a:
    case Tag::u:
    case Tag::b:
    case Tag::i:
    case Tag::em:
    case Tag::span:
    case Tag::sub:
    case Tag::sup:
    case Tag::strong:
        return true;
    default:
        return false;
    }
}

} // namespace

DomRatio::DomRatio(const Document &doc, Unit unit, Denominator denominator, Reading reading)
{
    if (doc.size() == 0)
        return;
    m_root = doc.body() != kNoNode ? doc.body() : doc.root();
    m_end = doc.node(m_root).end;
    const auto at = [this](NodeId id) { return static_cast<size_t>(id - m_root); };
    const size_t size = at(m_end);

    // Pass 1, forward: notValid and notVisible subtrees.
    m_membership.assign(size, Membership::Content);
    for (NodeId i = m_root; i < m_end;) {
        const Node &n = doc.node(i);
        Membership why = Membership::Content;
        if (notValid(n))
            why = Membership::NotValid;
        else if (!(i == m_root ? n.visible : n.selfVisible))
            why = Membership::NotVisible;
        if (why == Membership::Content) {
            ++i;
            continue;
        }
        std::fill(m_membership.begin() + static_cast<std::ptrdiff_t>(at(i)),
                  m_membership.begin() + static_cast<std::ptrdiff_t>(at(n.end)), why);
        i = n.end;
    }

    // Pass 2, bottom-up (ids backwards: children before parents): notWords, tw, l, node count.
    // Children add into their parent's tally; leaves() runs over children in id order, and a
    // run of joining children counts once whichever way it is walked, so walking backwards with
    // "was the next content sibling joining" per parent counts the same.
    struct Tally
    {
        std::uint32_t words = 0, total = 0, leaves = 0, nodes = 0;
        bool runOpen = false;
        bool joins = false; // joins its parent's run of single leaves
    };
    std::vector<Tally> tally(size);
    const auto ratioOf = [denominator](const Tally &t) {
        return double(t.total) / double(denominator == Denominator::Nodes ? t.nodes : t.leaves);
    };
    std::int32_t contentCount = 0;
    for (NodeId i = m_end - 1; i >= m_root; --i) {
        const size_t x = at(i);
        if (m_membership[x] != Membership::Content)
            continue;
        const Node &n = doc.node(i);
        Tally &t = tally[x];
        t.words += n.isText() ? n.words : 0;
        if (t.words == 0) {
            m_membership[x] = Membership::NoWords;
            continue;
        }
        t.total += n.isText() ? (unit == Unit::Words ? n.words : n.chars) : 0;
        if (t.nodes == 0)
            t.leaves = 1; // no content children: l(n) = 1
        t.nodes += 1;
        const double ratio = ratioOf(t);
        m_maxRatio = contentCount == 0 ? ratio : std::max(m_maxRatio, ratio);
        m_minRatio = contentCount == 0 ? ratio : std::min(m_minRatio, ratio);
        ++contentCount;
        if (i == m_root)
            continue;
        Tally &p = tally[at(n.parent)];
        p.words += t.words;
        p.total += t.total;
        p.nodes += t.nodes;
        t.joins = joins(n, t.leaves);
        if (t.joins) {
            if (!p.runOpen)
                ++p.leaves;
            p.runOpen = true;
        } else {
            p.leaves += t.leaves;
            p.runOpen = false;
        }
    }
    if (contentCount == 0)
        return;
    m_threshold = std::sqrt(m_maxRatio * ratioOf(tally[0]));

    // Pass 3, forward: identifiers in pre-order over C, and I's minid and maxid.
    m_identifier.assign(size, -1);
    m_figures.reserve(static_cast<size_t>(contentCount));
    for (NodeId i = m_root; i < m_end;) {
        const size_t x = at(i);
        if (m_membership[x] != Membership::Content) {
            i = doc.node(i).end; // a removed node's whole subtree is removed
            continue;
        }
        const auto k = static_cast<std::int32_t>(m_figures.size());
        m_identifier[x] = k;
        const Tally &t = tally[x];
        Figures f;
        f.node = i;
        f.parent = i == m_root ? -1 : m_identifier[at(doc.node(i).parent)];
        f.size = static_cast<std::int32_t>(t.nodes);
        f.total = t.total;
        f.denominator = denominator == Denominator::Nodes ? t.nodes : t.leaves;
        f.ratio = ratioOf(t);
        f.joins = t.joins;
        if (f.ratio >= m_threshold) {
            if (m_minInitial < 0)
                m_minInitial = k;
            m_maxInitial = k;
            ++m_initialCount;
        }
        m_figures.push_back(f);
        ++i;
    }

    // Pass 4, bottom-up over C: W, M, R and the best node. A parent's `combined` slot gathers its
    // children's M (R as printed) until its own turn; walking ids backwards, ">=" gives ties to
    // the lower id.
    double bestRelevance = -1;
    for (auto k = static_cast<std::int32_t>(m_figures.size()) - 1; k >= 0; --k) {
        Figures &f = m_figures[static_cast<size_t>(k)];
        if (f.ratio >= m_threshold)
            f.weight = relativePosition(k) * relativeRatio(k);
        f.combined = std::max(f.weight, f.combined);
        f.relevance = f.ratio * f.combined;
        if (f.parent >= 0)
            m_figures[static_cast<size_t>(f.parent)].combined +=
                reading == Reading::Repaired ? f.combined : f.relevance;
        if (f.relevance >= bestRelevance) {
            bestRelevance = f.relevance;
            m_best = k;
        }
    }
}

std::int32_t DomRatio::identifier(NodeId id) const
{
    if (id < m_root || id >= m_end || m_identifier.empty())
        return -1;
    return m_identifier[static_cast<size_t>(id - m_root)];
}

DomRatio::Membership DomRatio::membership(NodeId id) const
{
    if (id < m_root || id >= m_end)
        return Membership::OutsideRoot;
    return m_membership[static_cast<size_t>(id - m_root)];
}

double DomRatio::relativePosition(std::int32_t k) const
{
    const double idSpan = double(m_maxInitial - m_minInitial);
    return idSpan > 0 ? 1.0 - double(k - m_minInitial) / idSpan : 1.0;
}

double DomRatio::relativeRatio(std::int32_t k) const
{
    const double ratioSpan = m_maxRatio - m_minRatio;
    return ratioSpan > 0 ? (m_figures[static_cast<size_t>(k)].ratio - m_minRatio) / ratioSpan : 1.0;
}

} // namespace core
