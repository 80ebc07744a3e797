#pragma once

#include "score.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// The snippet checks of trafilatura's evaluation (github.com/adbar/trafilatura,
// tests/comparison.py: evaluate_result, calculate_scores) and of WCXB: a `with` snippet is a
// short passage a correct extraction contains, a `without` snippet one it must not contain. A
// snippet is found when it is a substring of the extracted text, both compared case-insensitively
// (WordRuns::lower) after white space normalisation (TextRules::normalize). Per page: TP = `with`
// found, FN = `with` missed, FP = `without` found, TN = `without` not found; precision
// TP/(TP+FP), recall TP/(TP+FN) (= the share of `with` snippets found), F1 2TP/(2TP+FP+FN),
// accuracy (TP+TN)/all. Project choice where trafilatura divides by zero: a ratio over nothing is
// 1 when the other error count is 0 too (nothing to find and nothing wrong), else 0. Snippets
// that are empty after normalisation would match any text and are not counted. The package
// figures sum the counts over the pages first (MeasureInfo::Summary::CorpusSums), as trafilatura
// does. Owns the normalised snippets; immutable after construction, so score() is thread-safe.
class SnippetMeasure
{
public:
    SnippetMeasure(const std::vector<std::string> &with, const std::vector<std::string> &without);

    // False when there is no snippet to check: the measure does not apply.
    bool applies() const { return !m_with.empty() || !m_without.empty(); }
    Score score(std::string_view extracted) const;

    // The form both sides are compared in.
    static std::string normalised(std::string_view text);
    // Precision, recall, F1 and accuracy from (summed) counts, with the rules above.
    static Score fromCounts(double tp, double fp, double fn, double tn);

private:
    std::vector<std::string> m_with, m_without;
};

} // namespace core
