#pragma once

#include "measure.h"

#include <array>
#include <cstddef>

namespace core {

// Precision, recall and F1 of one measure on one document (seed 002 §3). Plain value.
struct Score
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;

    // From the size of the intersection and the sizes of the extracted and the gold item
    // collections. Project choice where the ratios are undefined: two empty texts agree
    // perfectly (1, 1, 1); otherwise a ratio over an empty collection is 0.
    static Score fromCounts(std::size_t common, std::size_t extracted, std::size_t gold);
};

// One Score per measure, indexed by static_cast<size_t>(Measure).
using MeasureScores = std::array<Score, kMeasureCount>;

} // namespace core
