#include "wcxbwordmeasure.h"

#include "wordruns.h"

#include <algorithm>

namespace core {

WcxbWordMeasure::WcxbWordMeasure(std::string_view gold)
{
    for (std::string &token : WordRuns::tokens(WordRuns::lower(gold))) {
        ++m_counts[std::move(token)];
        ++m_total;
    }
}

Score WcxbWordMeasure::score(std::string_view extracted) const
{
    std::unordered_map<std::string, std::size_t> counts;
    std::size_t total = 0;
    for (std::string &token : WordRuns::tokens(WordRuns::lower(extracted))) {
        ++counts[std::move(token)];
        ++total;
    }
    std::size_t overlap = 0;
    for (const auto &[token, n] : counts)
        if (const auto it = m_counts.find(token); it != m_counts.end())
            overlap += std::min(n, it->second);
    return Score::fromCounts(overlap, total, m_total);
}

} // namespace core
