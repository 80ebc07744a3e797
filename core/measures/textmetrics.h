#pragma once

#include "score.h"
#include "shinglemeasure.h"
#include "wcxbwordmeasure.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace core {

// Scores extracted texts against one gold text with every full-text measure (measure.h; the
// snippet measure needs snippets: GoldScorer). The gold is prepared once (code points, word ids,
// counts, shingles) because the runner compares it with the output of every extractor. Text
// rules of the papers' measures, all from core::TextRules so that metrics and extractors agree:
// * characters: white space runs count as one space, leading/trailing space not at all (Gottron
//   2007 §4.2 ignores "superfluous whitespace"); code points, case-sensitive;
// * words: maximal runs of non-space characters, compared exactly (case and punctuation kept);
// * LCString / LCSequence: every white space character is dropped from both texts (Moreno
//   et al. 2009 §5.3: "all results reported ignore any spaces").
// The field's measures keep their own sources' token rules (ShingleMeasure, WcxbWordMeasure).
// Owns a copy of the gold text; immutable after construction, so score() is thread-safe.
// Neither copyable nor movable: the word index points into the owned gold text.
class TextMetrics
{
public:
    explicit TextMetrics(std::string gold);
    TextMetrics(const TextMetrics &) = delete;
    TextMetrics &operator=(const TextMetrics &) = delete;

    // Measures not in `which`, and the snippet measure, are Score::notApplicable().
    MeasureScores score(std::string_view extracted, const MeasureSet &which = allMeasures()) const;
    static MeasureScores score(std::string_view gold, std::string_view extracted);

    // The code points of the text with white space collapsed and trimmed (character measure).
    static std::vector<std::uint32_t> collapsedCodePoints(std::string_view utf8);
    // The code points of the text without any white space (Moreno et al. 2009's measures).
    static std::vector<std::uint32_t> codePointsWithoutSpace(std::string_view utf8);
    // The words of the text (TextRules: maximal runs of non-space characters), as views into it.
    static std::vector<std::string_view> words(std::string_view utf8);

private:
    std::string m_gold;
    std::vector<std::uint32_t> m_chars;
    std::vector<std::uint32_t> m_charsWithoutSpace;
    std::unordered_map<std::string_view, std::uint32_t> m_wordIds; // ids from 1, 0 = not in gold
    std::vector<std::uint32_t> m_words;                            // the gold's word ids
    std::vector<std::uint32_t> m_counts;                           // occurrences per id
    ShingleMeasure m_shingles;
    WcxbWordMeasure m_wcxb;
};

} // namespace core
