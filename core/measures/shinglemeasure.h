#pragma once

#include "score.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace core {

// The shingle measure of the article-extraction benchmark (Zyte, formerly Scrapinghub,
// github.com/scrapinghub/article-extraction-benchmark, evaluate.py: string_shingle_matching,
// _precision, _recall, get_accuracy). Tokens are the `\w+` runs of the text, case kept
// (WordRuns); shingles are the windows of kShingleSize consecutive tokens, or one shingle of all
// tokens when there are fewer; a text without tokens has no shingle. Per page, TP, FP and FN are
// the summed minimum / excess counts of each shingle, normalised by their sum so that long pages
// do not weigh more. Page precision is 1 when FP = FN = 0, 0 when TP = FP = 0, else TP/(TP+FP);
// recall likewise with FN. Accuracy is 1 when the two token sequences are equal. The package
// summary (EvaluationSummary) averages precision over the pages with TP+FP > 0 only, recall over
// those with TP+FN > 0, and takes F1 as the harmonic mean of the two averages.
// Owns the gold's prepared shingles; immutable after construction, so score() is thread-safe.
class ShingleMeasure
{
public:
    static constexpr std::size_t kShingleSize = 4; // evaluate.py: ngram_n = 4

    explicit ShingleMeasure(std::string_view gold);
    Score score(std::string_view extracted) const;

    // The shingles of a token sequence, each as its tokens joined by U+001F (which no token
    // holds), in order.
    static std::vector<std::string> shingles(const std::vector<std::string> &tokens);

private:
    std::vector<std::string> m_tokens;
    std::unordered_map<std::string, std::size_t> m_counts;
};

} // namespace core
