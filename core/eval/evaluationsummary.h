#pragma once

#include "evaluationrunner.h"
#include "measure.h"

#include <cstddef>
#include <string>
#include <vector>

namespace core {

// The summary of one extractor on one measure over a package (seed 002 §3, §4.3). Plain value.
struct SummaryRow
{
    std::string extractor;
    Measure measure = Measure::Characters;
    std::size_t documents = 0;
    double precision = 0; // means over the documents
    double recall = 0;
    double f1 = 0;
    double f1StdDev = 0;     // seed 002's "estimated standard deviation": n - 1 in the divisor
    double secondsPerKb = 0; // mean of the documents' seconds per kB
};

// Aggregates an evaluation run per extractor and measure. Stateless, thread-safe.
class EvaluationSummary
{
public:
    // Rows by extractor (in the run's order), then measure (kMeasures order).
    static std::vector<SummaryRow> of(const EvaluationResults &results);
};

} // namespace core
