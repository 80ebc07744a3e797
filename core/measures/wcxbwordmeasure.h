#pragma once

#include "score.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>

namespace core {

// WCXB's word-bag F1 (the Web Content eXtraction Benchmark, Foley 2026, its scorer as its README
// describes it): the text is lower-cased (Python's str.lower, WordRuns::lower), then cut into
// `\w+` tokens (WordRuns::tokens); the overlap is the bag intersection (per token, the minimum of
// the two counts); precision = overlap / extracted tokens, recall = overlap / gold tokens, F1
// their harmonic mean. A page whose gold has no token scores 1 only when the extraction has none
// either, else 0 (Score::fromCounts gives exactly that). The package figure is the mean over the
// pages (MeasureInfo::Summary::PageMean). Owns the gold's bag; immutable after construction, so
// score() is thread-safe.
class WcxbWordMeasure
{
public:
    explicit WcxbWordMeasure(std::string_view gold);
    Score score(std::string_view extracted) const;

private:
    std::unordered_map<std::string, std::size_t> m_counts;
    std::size_t m_total = 0;
};

} // namespace core
