#include "judgementindex.h"

namespace ui {

JudgementIndex::JudgementIndex(const core::Document &doc, const core::ExtractionResult &result)
    : m_result(&result), m_offsets(static_cast<size_t>(doc.size()) + 1, 0),
      m_flags(static_cast<size_t>(doc.size()), 0)
{
    const core::NodeId n = doc.size();
    const auto valid = [n](core::NodeId id) { return id >= 0 && id < n; };
    // Counting sort of the judgements by node: counts, prefix sums, then placement.
    for (const core::Judgement &j : result.judgements)
        if (valid(j.node))
            ++m_offsets[j.node + 1];
    for (core::NodeId id = 0; id < n; ++id)
        m_offsets[id + 1] += m_offsets[id];
    m_order.resize(static_cast<size_t>(m_offsets[n]));
    std::vector<std::int32_t> fill(m_offsets.begin(), m_offsets.end() - 1);
    for (std::int32_t i = 0; i < static_cast<std::int32_t>(result.judgements.size()); ++i)
        if (const core::NodeId node = result.judgements[i].node; valid(node))
            m_order[fill[node]++] = i;

    const core::Judgement *best = nullptr;
    for (const core::NodeId id : result.selected) {
        if (!valid(id))
            continue;
        m_flags[id] |= kSelected;
        const core::Judgement *j = first(id);
        if (m_chosen == core::kNoNode || (j && (!best || j->score > best->score))) {
            m_chosen = id;
            best = j ? j : best;
        }
    }
    for (core::NodeId id = 0; id < n; ++id) {
        const core::NodeId parent = doc.node(id).parent;
        if ((m_flags[id] & kSelected) || (parent >= 0 && (m_flags[parent] & kCovered)))
            m_flags[id] |= kCovered;
    }
}

std::vector<const core::Judgement *> JudgementIndex::judgements(core::NodeId node) const
{
    std::vector<const core::Judgement *> out;
    const std::int32_t k = count(node);
    out.reserve(static_cast<size_t>(k));
    for (std::int32_t i = 0; i < k; ++i)
        out.push_back(&m_result->judgements[m_order[m_offsets[node] + i]]);
    return out;
}

const core::Judgement *JudgementIndex::first(core::NodeId node) const
{
    return count(node) > 0 ? &m_result->judgements[m_order[m_offsets[node]]] : nullptr;
}

std::int32_t JudgementIndex::count(core::NodeId node) const
{
    if (node < 0 || node + 1 >= static_cast<core::NodeId>(m_offsets.size()))
        return 0;
    return m_offsets[node + 1] - m_offsets[node];
}

} // namespace ui
