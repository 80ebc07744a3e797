#pragma once

#include "measure.h"

#include <array>
#include <cstddef>

namespace core {

// Precision, recall and F1 of one measure on one document (Gottron 2007 §3), with the counts
// behind them, which the summaries that are not a mean of per-page figures need (measure.h).
// Plain value.
struct Score
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    // False when the document lacks the gold this measure needs (a snippets-only document for a
    // full-text measure, a document without snippets for the snippet measure): not scored.
    bool applies = true;
    // The counts: true positives (the intersection), false positives (extracted, not in the
    // gold), false negatives (gold, not extracted), in the measure's unit (characters, words,
    // shingles normalised by their sum, snippets); true negatives only for snippets (`without`
    // snippets not found).
    double tp = 0, fp = 0, fn = 0, tn = 0;
    // Shingles: 1 when the token sequences are equal; snippets: (tp + tn) / all snippets.
    double accuracy = 0;

    // From the size of the intersection and the sizes of the extracted and the gold item
    // collections. Project choice where the ratios are undefined: two empty texts agree
    // perfectly (1, 1, 1); otherwise a ratio over an empty collection is 0.
    static Score fromCounts(std::size_t common, std::size_t extracted, std::size_t gold);
    // A measure that does not apply to the document.
    static Score notApplicable();
};

// One Score per measure, indexed by static_cast<size_t>(Measure).
using MeasureScores = std::array<Score, kMeasureCount>;

} // namespace core
