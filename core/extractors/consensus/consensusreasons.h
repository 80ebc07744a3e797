#pragma once

#include "consensuscontext.h"
#include "consensusfeatures.h"
#include "extraction/extractionresult.h"
#include "extraction/extractor.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// Why the consensus extractor kept or dropped a block, in words and in numbers: the reason of
// its judgement (how many heuristics chose it, its weight against the page's threshold, and the
// cue or context that pushed hardest towards the decision, or the renderer's signal that
// dropped it), and its votes (every voter's, cue's and context's part of its log-odds).
// Stateless, thread-safe.
class ConsensusReasons
{
public:
    // What the extractor found of one block.
    struct Weighing
    {
        size_t block = 0;              // its number in ConsensusFeatures::blocks()
        std::span<const double> parts; // its first pass's parts (ConsensusTrees::kInputCount)
        ConsensusContext::Values context{};
        double weight = 0;     // the logistic of its second pass's log-odds
        double cut = 0;        // the page's threshold
        bool relative = false; // cut is relative to the page's best weight
        bool kept = false;
        bool fixed = false; // the renderer: fixed or sticky on screen
        bool tiny = false;  // the renderer: its box is too small to read
        double boxSide = 0; // the smaller side of its box, which a tiny block's reason shows
    };

    static Reason reason(const ConsensusFeatures &features, const Weighing &w);
    // Appends the block's votes, for judgement number `judgement`, to votes: every voter's share
    // and the log-odds it added, the bias, every cue that is present or added something, then
    // every context (the first pass's parts scaled by its weight in the second, so that all add
    // up to the judgement's log-odds).
    static void addVotes(const ConsensusFeatures &features, const Weighing &w,
                         std::span<const Extractor *const> voters, std::int32_t judgement,
                         std::vector<Vote> &votes);
};

} // namespace core
