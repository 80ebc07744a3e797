#pragma once

#include "../extractor.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// `bte`: Body Text Extraction (Finn et al. 2001, as described in seed 002 §5.2). Holds no state;
// thread-safe. Declared in a header so that tests can check the linear search against a
// brute-force reference.
class BteExtractor final : public Extractor
{
public:
    // A run of tokens [begin, end] (inclusive) and its sum of values; empty when begin < 0.
    struct Run
    {
        std::int64_t begin = -1;
        std::int64_t end = -1;
        std::int64_t sum = 0;
    };

    // The maximum-sum runs of values (+1 word, -1 tag) in one linear pass (Kadane): element 0 is
    // the maximum subarray (the earliest one on ties); the following elements, up to `count` in
    // all, are the best runs of the other maximal segments Kadane's scan passed through, in
    // descending sum — the runs the chosen one beat. Only runs with a positive sum are returned.
    static std::vector<Run> bestRuns(std::span<const std::int8_t> values, std::size_t count);

    const ExtractorInfo &info() const override;
    ExtractionResult run(const Document &doc, const ParamValues &values) const override;
};

} // namespace core
