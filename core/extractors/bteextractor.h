#pragma once

#include "extraction/tracedextractor.h"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace core {

// `bte`: Body Text Extraction (Finn et al. 2001, as described in Gottron 2007 §5.2). Holds no
// state; thread-safe. Declared in a header so that tests can check the linear search against a
// brute-force reference.
class BteExtractor final : public TracedExtractor
{
public:
    // A run of tokens [begin, end] (inclusive) and its sum of values; empty when begin < 0.
    struct Run
    {
        std::int64_t begin = -1;
        std::int64_t end = -1;
        std::int64_t sum = 0;
    };

    // One segment of Kadane's scan: the running score restarted at `begin` and stayed positive
    // up to `end` (the token before the next restart, or the last token); `best` is the segment's
    // best run (it starts at begin; empty when no prefix is positive) and `running` the running
    // score at `end`.
    struct Segment
    {
        std::int64_t begin = 0;
        std::int64_t end = 0;
        Run best;
        std::int64_t running = 0;
    };

    // The maximum-sum runs of values (+1 word, -1 tag) in one linear pass (Kadane): element 0 is
    // the maximum subarray (the earliest one on ties); the following elements, up to `count` in
    // all, are the best runs of the other maximal segments Kadane's scan passed through, in
    // descending sum — the runs the chosen one beat. Only runs with a positive sum are returned.
    // onSegment, when set, sees every segment as the scan closes it (for traces).
    static std::vector<Run> bestRuns(std::span<const std::int8_t> values, std::size_t count,
                                     const std::function<void(const Segment &)> &onSegment = {});

    const ExtractorInfo &info() const override;

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override;
};

} // namespace core
