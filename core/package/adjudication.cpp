#include "adjudication.h"

#include "agreement.h"
#include "measures/spancomparison.h"

#include <algorithm>
#include <map>

namespace core {

namespace {

// Does the (merged, sorted) spans of one text node hold every word of it? The document's text is
// collapsed, so ' ' is its only white space.
bool whole(const Document &doc, const std::vector<TextSpan> &spans)
{
    if (spans.size() != 1)
        return false;
    const std::string_view text = doc.text(spans[0].node);
    const auto blank = [](std::string_view part) {
        return part.find_first_not_of(' ') == std::string_view::npos;
    };
    return blank(text.substr(0, spans[0].begin)) && blank(text.substr(spans[0].end));
}

} // namespace

bool Adjudication::Unit::unanimous() const
{
    return std::all_of(keptBy.begin(), keptBy.end(), [](bool k) { return k; });
}

Adjudication::Adjudication(const Document &doc, const std::vector<GoldAnnotation> &annotations)
    : m_doc(doc), m_annotations(annotations.size())
{
    std::map<NodeId, Unit> units;
    const std::vector<NodeId> all = Agreement::units(doc);
    for (std::size_t a = 0; a < annotations.size(); ++a) {
        for (const TextSpan &s : annotations[a].spans(doc)) {
            if (s.end <= s.begin || !std::binary_search(all.begin(), all.end(), s.node))
                continue;
            Unit &u = units[s.node];
            u.node = s.node;
            u.keptBy.resize(annotations.size(), false);
            u.keptBy[a] = true;
            u.spans.push_back(s);
        }
    }
    for (auto &[node, u] : units) {
        u.spans = SpanComparison::normalised(u.spans);
        u.decision = u.unanimous() ? Decision::Keep : Decision::Undecided;
        m_units.push_back(std::move(u));
    }
}

int Adjudication::unitOf(NodeId node) const
{
    const auto it = std::lower_bound(m_units.begin(), m_units.end(), node,
                                     [](const Unit &u, NodeId n) { return u.node < n; });
    return it != m_units.end() && it->node == node ? static_cast<int>(it - m_units.begin()) : -1;
}

void Adjudication::decide(std::size_t unit, Decision decision)
{
    m_units.at(unit).decision = decision;
}

void Adjudication::acceptAllOf(std::size_t annotation)
{
    for (Unit &u : m_units)
        if (!u.unanimous())
            u.decision = u.keptBy.at(annotation) ? Decision::Keep : Decision::Drop;
}

std::size_t Adjudication::undecided() const
{
    return static_cast<std::size_t>(
        std::count_if(m_units.begin(), m_units.end(),
                      [](const Unit &u) { return u.decision == Decision::Undecided; }));
}

GoldAnnotation Adjudication::result() const
{
    // Wholly kept units, and the page's units, both sorted by node.
    std::vector<NodeId> wholly;
    for (const Unit &u : m_units)
        if (u.decision == Decision::Keep && whole(m_doc, u.spans))
            wholly.push_back(u.node);
    const std::vector<NodeId> all = Agreement::units(m_doc);
    const auto count = [](const std::vector<NodeId> &v, NodeId from, NodeId to) {
        return std::lower_bound(v.begin(), v.end(), to) -
               std::lower_bound(v.begin(), v.end(), from);
    };

    GoldAnnotation gold;
    // Topmost elements whose units are all wholly kept, in pre-order.
    NodeId skipUntil = 0;
    for (NodeId id = 0; id < m_doc.size(); ++id) {
        if (id < skipUntil || !m_doc.node(id).isElement())
            continue;
        const NodeId end = m_doc.node(id).end;
        const auto units = count(all, id, end);
        if (units > 0 && count(wholly, id, end) == units) {
            gold.mark(m_doc, id);
            skipUntil = end;
        }
    }
    for (const Unit &u : m_units) {
        if (u.decision != Decision::Keep || gold.markedAncestor(m_doc, u.node) != kNoNode)
            continue;
        if (whole(m_doc, u.spans))
            gold.mark(m_doc, u.node);
        else
            for (const TextSpan &s : u.spans)
                gold.markRange(m_doc, u.node, s.begin, u.node, s.end);
    }
    return gold;
}

} // namespace core
