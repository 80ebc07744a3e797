#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A text's words as a bag (a multiset), and how far two bags agree: the word F1 that metadata
// values are compared by, both when the extractor weighs a headline against the title markup and
// when the evaluation scores a title or a site name against its gold. Stateless; thread-safe.
class WordBag
{
public:
    // The words of text: white space collapsed (TextRules::normalize), lower-cased as Python's
    // str.lower() does (WordRuns::lower), split at spaces; punctuation stays on its word.
    static std::vector<std::string> folded(std::string_view text);
    // How many words a and b share, each counted as often as it stands in both.
    static std::size_t shared(const std::vector<std::string> &a, const std::vector<std::string> &b);
    // The bag-of-words F1, 2 · shared / (|a| + |b|) (precision and recall of a against b); 0
    // when either bag is empty.
    static double f1(const std::vector<std::string> &a, const std::vector<std::string> &b);
};

} // namespace core
