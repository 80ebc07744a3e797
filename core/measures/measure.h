#pragma once

#include <array>
#include <bitset>
#include <cstddef>
#include <optional>
#include <string_view>

namespace core {

// The evaluation measures (docs/evaluation.md), each reported as precision / recall / F1 of
// the extracted text against the gold. The order is the order of every table and TSV.
enum class Measure {
    Characters,   // Gottron 2007 §3.1: characters, intersection = longest common subsequence
    WordSequence, // Gottron 2007 §3.2: word tokens, intersection = LCS over tokens
    BagOfWords,   // Gottron 2007 §3.3: word counts, intersection = minimum counts
    SetOfWords,   // Gottron 2007 §3.4: distinct words, intersection of the sets
    LcString,   // Moreno et al. 2009 §5.2: longest common substring of characters, spaces ignored
    LcSequence, // Moreno et al. 2009 §5.2: longest common subsequence of characters, spaces
                // ignored
    ShingleF1,  // article-extraction benchmark: 4-token shingles, its own page averaging
    WcxbWordF1, // WCXB: bag of lower-cased \w+ tokens, mean over pages
    Snippets,   // trafilatura / WCXB: `with` / `without` snippets found, corpus-level sums
};

inline constexpr std::size_t kMeasureCount = 9;
inline constexpr std::array<Measure, kMeasureCount> kMeasures = {
    Measure::Characters, Measure::WordSequence, Measure::BagOfWords,
    Measure::SetOfWords, Measure::LcString,     Measure::LcSequence,
    Measure::ShingleF1,  Measure::WcxbWordF1,   Measure::Snippets};

// Which measures to compute, indexed by static_cast<size_t>(Measure).
using MeasureSet = std::bitset<kMeasureCount>;
inline MeasureSet allMeasures()
{
    return MeasureSet().set();
}

// What a measure needs of a document's gold and how its package summary is formed
// (docs/evaluation.md). Plain value.
struct MeasureInfo
{
    enum class Gold {
        Text,     // the gold main content as text (STEM.txt)
        Snippets, // the `with` / `without` snippets (STEM.snippets.json)
    };
    enum class Summary {
        PageMean,    // precision, recall and F1 are means over the pages (Gottron 2007 §4.3)
        ShingleMean, // the benchmark's: P over pages with TP+FP > 0, R over pages with
                     // TP+FN > 0, F1 = harmonic mean of the two; accuracy = share of exact pages
        CorpusSums,  // trafilatura's: P, R, F1 and accuracy of the counts summed over the pages
    };

    std::string_view name;   // stable: TSV files, floors, --measure
    std::string_view source; // the paper or benchmark and the section it follows
    Gold gold = Gold::Text;
    Summary summary = Summary::PageMean;
};

const MeasureInfo &measureInfo(Measure measure);
// Stable names used in TSV files, floors and on the command line ("characters", "word-sequence",
// "bag-of-words", "set-of-words", "lcstring", "lcsequence", "shingle-f1", "wcxb-word-f1",
// "snippets").
std::string_view measureName(Measure measure);
std::optional<Measure> measureFromName(std::string_view name);

} // namespace core
