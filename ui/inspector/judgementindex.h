#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <cstdint>
#include <span>
#include <vector>

namespace ui {

// Per-node lookup into one run's result: which judgements name a node, whether the run selected
// it or one of its ancestors, and the node the run chose (for "why not this node"). Built once
// per run in O(nodes + judgements) with flat arrays. Refers to the result (which must outlive
// it, e.g. held by the Analysis); immutable after construction, thread-safe.
class JudgementIndex
{
public:
    JudgementIndex() = default;
    JudgementIndex(const core::Document &doc, const core::ExtractionResult &result);

    // The judgements naming node, in the run's order.
    std::vector<const core::Judgement *> judgements(core::NodeId node) const;
    // The first judgement naming node, nullptr when the run did not judge it.
    const core::Judgement *first(core::NodeId node) const;
    std::int32_t count(core::NodeId node) const;

    bool isSelected(core::NodeId node) const { return flag(node, kSelected); }
    // Selected itself or inside a selected subtree.
    bool isCovered(core::NodeId node) const { return flag(node, kCovered); }
    // The run's main choice: the selected node with the highest score among its judgements, else
    // the first selected node; kNoNode when the run selected nothing.
    core::NodeId chosenNode() const { return m_chosen; }

private:
    static constexpr std::uint8_t kSelected = 1, kCovered = 2;
    bool flag(core::NodeId node, std::uint8_t bit) const
    {
        return node >= 0 && node < static_cast<core::NodeId>(m_flags.size()) &&
               (m_flags[node] & bit);
    }

    const core::ExtractionResult *m_result = nullptr;
    std::vector<std::int32_t> m_offsets; // per node + 1: start of its entries in m_order
    std::vector<std::int32_t> m_order;   // judgement indices grouped by node
    std::vector<std::uint8_t> m_flags;
    core::NodeId m_chosen = core::kNoNode;
};

} // namespace ui
