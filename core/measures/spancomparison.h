#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <cstddef>
#include <span>
#include <vector>

namespace core {

// Compares two sets of text spans on the same document, the gold and an extractor's choice, text
// node by text node (the annotation dock paints true positives, false positives and false
// negatives on the page). Every piece of visible text that either side chose is classified once;
// pieces without a word (white space between two spans) are left out. Stateless, thread-safe;
// linear in the number of spans after sorting them.
class SpanComparison
{
public:
    enum class Kind { TruePositive, FalsePositive, FalseNegative };

    struct Piece
    {
        TextSpan span;
        Kind kind = Kind::TruePositive;
    };

    struct Counts
    {
        std::size_t truePositive = 0, falsePositive = 0, falseNegative = 0; // in words
    };

    // Pieces in document order; spans may come in any order and may overlap.
    static std::vector<Piece> compare(const Document &doc, std::span<const TextSpan> gold,
                                      std::span<const TextSpan> extracted);
    // The words of the pieces by kind (TextRules::countWords of each piece's text).
    static Counts count(const Document &doc, std::span<const Piece> pieces);
    // Sorted by node and begin, overlapping or touching spans of a node merged, empty ones gone.
    static std::vector<TextSpan> normalised(std::span<const TextSpan> spans);
};

} // namespace core
