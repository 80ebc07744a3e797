#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace core {

// The evaluation measures (DESIGN.md "Evaluation"), each reported as precision / recall / F1 of
// the extracted text against the gold text. The order is the order of every table and TSV.
enum class Measure {
    Characters,   // seed 002 §3.1: characters, intersection = longest common subsequence
    WordSequence, // seed 002 §3.2: word tokens, intersection = LCS over tokens
    BagOfWords,   // seed 002 §3.3: word counts, intersection = minimum counts
    SetOfWords,   // seed 002 §3.4: distinct words, intersection of the sets
    LcString,     // seed 000 §5.2: longest common substring of characters, spaces ignored
    LcSequence,   // seed 000 §5.2: longest common subsequence of characters, spaces ignored
};

inline constexpr std::size_t kMeasureCount = 6;
inline constexpr std::array<Measure, kMeasureCount> kMeasures = {
    Measure::Characters, Measure::WordSequence, Measure::BagOfWords,
    Measure::SetOfWords, Measure::LcString,     Measure::LcSequence};

// Stable names used in TSV files, floors and on the command line ("characters", "word-sequence",
// "bag-of-words", "set-of-words", "lcstring", "lcsequence").
std::string_view measureName(Measure measure);
std::optional<Measure> measureFromName(std::string_view name);

} // namespace core
