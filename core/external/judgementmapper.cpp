#include "judgementmapper.h"

#include "outputmapper.h"

#include <document/cssselector.h>
#include <document/textrules.h>
#include <extraction/textassembler.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <unordered_map>

namespace core {

namespace {

// The page's visible words in document order with the block each stands in, and where each
// distinct word occurs: the index that finds a judgement's text.
class PageWords
{
public:
    explicit PageWords(const Document &doc)
    {
        for (NodeId id = 0; id < doc.size(); ++id) {
            const Node &n = doc.node(id);
            if (!n.isText() || !n.visible || n.words == 0)
                continue;
            const NodeId block = TextAssembler::blockOf(doc, id);
            for (const std::string &w : OutputMapper::words(doc.text(id))) {
                const auto [it, added] =
                    m_ids.try_emplace(w, static_cast<std::uint32_t>(m_occurrences.size()));
                if (added)
                    m_occurrences.emplace_back();
                m_occurrences[it->second].push_back(static_cast<std::uint32_t>(m_words.size()));
                m_words.push_back(it->second);
                m_blocks.push_back(block);
            }
        }
    }

    // The blocks of the first place at or after cursor (else before it) where words stand in a
    // row; cursor moves past it. Empty when there is none or the budget is spent.
    std::vector<NodeId> find(const std::vector<std::string> &words, std::size_t &cursor,
                             std::size_t &budget) const
    {
        if (words.empty())
            return {};
        std::vector<std::uint32_t> ids;
        ids.reserve(words.size());
        for (const std::string &w : words) {
            const auto it = m_ids.find(w);
            if (it == m_ids.end())
                return {};
            ids.push_back(it->second);
        }
        const std::vector<std::uint32_t> &starts = m_occurrences[ids.front()];
        const auto from = std::lower_bound(starts.begin(), starts.end(), cursor);
        auto matchesAt = [&](std::uint32_t p) {
            if (p + ids.size() > m_words.size())
                return false;
            for (std::size_t k = 0; k < ids.size(); ++k) {
                if (budget == 0)
                    return false;
                --budget;
                if (m_words[p + k] != ids[k])
                    return false;
            }
            return true;
        };
        std::optional<std::uint32_t> at;
        for (auto it = from; it != starts.end() && !at && budget > 0; ++it)
            if (matchesAt(*it))
                at = *it;
        for (auto it = starts.begin(); it != from && !at && budget > 0; ++it)
            if (matchesAt(*it))
                at = *it;
        if (!at)
            return {};
        std::vector<NodeId> blocks;
        for (std::size_t k = *at; k < *at + ids.size(); ++k)
            if (blocks.empty() || blocks.back() != m_blocks[k])
                blocks.push_back(m_blocks[k]);
        std::sort(blocks.begin(), blocks.end());
        blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
        cursor = *at + ids.size();
        return blocks;
    }

private:
    std::unordered_map<std::string, std::uint32_t> m_ids;
    std::vector<std::vector<std::uint32_t>> m_occurrences; // by word id, ascending
    std::vector<std::uint32_t> m_words;                    // word ids in page order
    std::vector<NodeId> m_blocks;                          // the block of each word
};

std::vector<NodeId> locateWith(const Document &doc, const PageWords &page,
                               const JudgementMapper::ProgramJudgement &j, std::size_t &cursor,
                               std::size_t &budget)
{
    if (!j.path.empty())
        if (const NodeId node = doc.findPath(j.path); node != kNoNode)
            return {node};
    if (!j.selector.empty()) {
        std::string error;
        if (const auto selector = CssSelector::parse(j.selector, error)) {
            std::vector<NodeId> nodes = selector->matchTopmost(doc);
            if (!nodes.empty())
                return nodes;
        }
    }
    if (!j.text.empty())
        return page.find(OutputMapper::words(j.text), cursor, budget);
    return {};
}

// The program's words as one line of at most kMaxReasonBytes, braces escaped for Reason.
std::string reasonFormat(const JudgementMapper::ProgramJudgement &j)
{
    std::string line;
    for (const char c : j.reason)
        line.push_back(c == '\n' || c == '\r' || c == '\t' ? ' ' : c);
    if (line.find_first_not_of(' ') == std::string::npos)
        line = j.kept ? "kept by the program" : "removed by the program";
    return Reason::escaped(TextRules::clip(line, JudgementMapper::kMaxReasonBytes));
}

} // namespace

std::vector<NodeId> JudgementMapper::locate(const Document &doc, const ProgramJudgement &judgement)
{
    const PageWords page(doc);
    std::size_t cursor = 0, budget = kTextSearchBudget;
    return locateWith(doc, page, judgement, cursor, budget);
}

JudgementMapper::Outcome JudgementMapper::apply(const Document &doc,
                                                const std::vector<ProgramJudgement> &judgements,
                                                ExtractionResult &result)
{
    Outcome outcome;
    const PageWords page(doc);
    std::size_t cursor = 0, budget = kTextSearchBudget;
    // The element each located judgement names, the first judgement naming it winning.
    std::unordered_map<NodeId, std::size_t> judgedBy;
    std::vector<NodeId> judgedNodes;
    for (std::size_t i = 0; i < judgements.size(); ++i) {
        if (i >= kMaxJudgements) {
            outcome.unmapped += judgements.size() - i;
            break;
        }
        const std::vector<NodeId> nodes = locateWith(doc, page, judgements[i], cursor, budget);
        (nodes.empty() ? outcome.unmapped : outcome.mapped) += 1;
        for (const NodeId node : nodes)
            if (judgedBy.try_emplace(node, i).second)
                judgedNodes.push_back(node);
    }
    if (judgedNodes.empty())
        return outcome;

    // The texts first, the pointers into them once the list no longer grows.
    auto texts = std::make_shared<std::vector<std::string>>();
    std::vector<std::pair<std::size_t, std::size_t>> textOf; // judgement in result, text
    std::unordered_map<NodeId, bool> blockJudged;
    for (std::size_t k = 0; k < result.judgements.size(); ++k) {
        Judgement &j = result.judgements[k];
        if (j.node == kNoNode)
            continue;
        blockJudged[j.node] = true;
        for (NodeId up = j.node; up != kNoNode; up = doc.node(up).parent) {
            const auto it = judgedBy.find(up);
            if (it == judgedBy.end())
                continue;
            // The alignment's counts stay: what the program said and what its text holds.
            texts->push_back(reasonFormat(judgements[it->second]) +
                             " ({0} of {1} words in the output)");
            textOf.emplace_back(k, texts->size() - 1);
            break;
        }
    }
    for (const NodeId node : judgedNodes) {
        if (blockJudged.contains(node))
            continue;
        const ProgramJudgement &p = judgements[judgedBy[node]];
        result.judgements.push_back({node, -1, p.kept, p.kept ? 1.0 : 0.0, {}});
        texts->push_back(reasonFormat(p));
        textOf.emplace_back(result.judgements.size() - 1, texts->size() - 1);
    }
    for (const auto &[k, t] : textOf)
        result.judgements[k].reason.format = (*texts)[t].c_str();
    result.reasonTexts = std::move(texts);
    std::stable_sort(result.judgements.begin(), result.judgements.end(),
                     [](const Judgement &a, const Judgement &b) { return a.node < b.node; });
    return outcome;
}

} // namespace core
