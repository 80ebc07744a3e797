#include "consensuscontext.h"

#include "consensusmodel.generated.h"

namespace core {

using M = ConsensusModel;

// The model was fitted on these contexts: refit when they change.
static_assert(M::kContextWeights.size() == ConsensusContext::kContextCount);

std::vector<ConsensusContext::Values> ConsensusContext::contexts(const ConsensusFeatures &features,
                                                                 std::span<const double> firstPass)
{
    const auto &blocks = features.blocks();
    const size_t n = blocks.size();
    // A container's mean is a word-weighted sum over a range of blocks: prefix sums keep the
    // pass linear.
    std::vector<double> words(n + 1, 0), weighted(n + 1, 0);
    for (size_t b = 0; b < n; ++b) {
        words[b + 1] = words[b] + blocks[b].words;
        weighted[b + 1] = weighted[b] + blocks[b].words * firstPass[b];
    }
    auto mean = [&](size_t first, size_t last) {
        const double w = words[last] - words[first];
        return w > 0 ? (weighted[last] - weighted[first]) / w : 0.0;
    };
    // A group's mean: over the blocks of all its items.
    const auto &groups = features.groups();
    std::vector<double> groupMean(groups.size(), 0.0);
    for (size_t g = 0; g < groups.size(); ++g) {
        double w = 0, sum = 0;
        for (const auto &[first, last] : groups[g]) {
            w += words[last] - words[first];
            sum += weighted[last] - weighted[first];
        }
        groupMean[g] = w > 0 ? sum / w : 0.0;
    }
    std::vector<Values> out(n);
    for (size_t b = 0; b < n; ++b) {
        auto &c = out[b];
        c[PreviousBlock] = b > 0 ? firstPass[b - 1] : 0.0;
        c[NextBlock] = b + 1 < n ? firstPass[b + 1] : 0.0;
        for (size_t level = 0; level < ConsensusFeatures::kContainerLevels; ++level)
            c[ParentBlocks + level] =
                mean(blocks[b].containers[level].first, blocks[b].containers[level].second);
        c[PageBlocks] = mean(0, n);
        const std::int32_t group = blocks[b].ownGroup >= 0 ? blocks[b].ownGroup : blocks[b].group;
        c[OwnGroupBlocks] = group >= 0 ? groupMean[static_cast<size_t>(group)] : 0.0;
    }
    return out;
}

double ConsensusContext::logOdds(double firstPassLogOdds, const Values &context)
{
    double z = M::kContextBias + M::kFirstPass * firstPassLogOdds;
    for (size_t c = 0; c < kContextCount; ++c)
        z += M::kContextWeights[c] * context[c];
    return z;
}

double ConsensusContext::contextBias()
{
    return M::kContextBias;
}

double ConsensusContext::firstPassWeight()
{
    return M::kFirstPass;
}

double ConsensusContext::contextWeight(size_t context)
{
    return M::kContextWeights[context];
}

} // namespace core
