#pragma once

#include "score.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// The snippet checks of trafilatura's evaluation (trafilatura 2.3.1, tests/eval_common.py:
// count_item, ConfusionMatrix) and of WCXB: a `with` snippet is a short passage a correct
// extraction contains, a `without` snippet one it must not contain. A snippet is found when it is
// a substring of the extracted text, both with their white space runs made one space and their
// ends trimmed (Python's " ".join(s.split()), WordRuns::collapsedSpace) and, unless the snippets
// are case-sensitive (trafilatura's), both lower-cased (WordRuns::lower; WCXB's checks). Per
// page: TP = `with` found, FN = `with` missed, FP = `without` found, TN = `without` not found;
// precision TP/(TP+FP), recall TP/(TP+FN) (= the share of `with` snippets found), F1
// 2TP/(2TP+FP+FN), accuracy (TP+TN)/all. Where a ratio is over nothing, trafilatura's is 0;
// for one page's figures (never trafilatura's) the project's choice is 1 when the other error
// count is 0 too (nothing to find and nothing wrong), else 0. Snippets that are empty after
// normalisation would match any text and are not counted. The package figures sum the counts
// over the pages first (MeasureInfo::Summary::CorpusSums), as trafilatura does. Owns the
// normalised snippets; immutable after construction, so score() is thread-safe.
class SnippetMeasure
{
public:
    SnippetMeasure(const std::vector<std::string> &with, const std::vector<std::string> &without,
                   bool caseSensitive = false);

    // False when there is no snippet to check: the measure does not apply.
    bool applies() const { return !m_with.empty() || !m_without.empty(); }
    Score score(std::string_view extracted) const;

    // The form both sides are compared in.
    static std::string normalised(std::string_view text, bool caseSensitive);
    // One page's precision, recall, F1 and accuracy from its counts, with the rules above.
    static Score fromCounts(double tp, double fp, double fn, double tn);
    // trafilatura's figures from counts summed over the pages: a ratio over nothing is 0.
    static Score fromSummedCounts(double tp, double fp, double fn, double tn);

private:
    std::vector<std::string> m_with, m_without;
    bool m_caseSensitive = false;
};

} // namespace core
