#include "consensustrees.h"

#include "consensusmodel.generated.h"

#include <array>

namespace core {

namespace {

using M = ConsensusModel;

// A tree is complete: its inner nodes, then its leaves, in level order.
constexpr size_t kInnerNodes = (size_t(1) << M::kTreeDepth) - 1;
constexpr size_t kNodes = 2 * kInnerNodes + 1;
static_assert(M::kSplitInput.size() == M::kTreeCount * kInnerNodes);
static_assert(M::kSplitThreshold.size() == M::kTreeCount * kInnerNodes);
static_assert(M::kNodeValue.size() == M::kTreeCount * kNodes);
// The model was fitted on the inputs ConsensusFeatures computes: refit when they change.
static_assert(M::kInputCount == ConsensusTrees::kInputCount);

} // namespace

double ConsensusTrees::input(const ConsensusFeatures &features, size_t block, size_t k)
{
    return k < ConsensusFeatures::kVoterCount
               ? features.share(block, k)
               : features.blocks()[block].values[k - ConsensusFeatures::kVoterCount];
}

size_t ConsensusTrees::treeCount()
{
    return M::kTreeCount;
}

size_t ConsensusTrees::treeDepth()
{
    return M::kTreeDepth;
}

ConsensusTrees::Split ConsensusTrees::split(size_t tree, size_t node)
{
    const size_t k = tree * kInnerNodes + node;
    return {M::kSplitInput[k], M::kSplitThreshold[k]};
}

double ConsensusTrees::nodeValue(size_t tree, size_t node)
{
    return M::kNodeValue[tree * kNodes + node];
}

double ConsensusTrees::firstPassBias()
{
    double z = M::kBase;
    for (size_t t = 0; t < M::kTreeCount; ++t)
        z += M::kNodeValue[t * kNodes];
    return z;
}

double ConsensusTrees::firstPassLogOdds(const ConsensusFeatures &features, size_t block,
                                        std::span<double> parts)
{
    std::array<float, kInputCount> x{};
    for (size_t k = 0; k < kInputCount; ++k)
        x[k] = static_cast<float>(input(features, block, k));
    double z = M::kBase;
    for (size_t t = 0; t < M::kTreeCount; ++t) {
        const double *value = &M::kNodeValue[t * kNodes];
        size_t i = 0;
        for (size_t level = 0; level < M::kTreeDepth; ++level) {
            const int in = M::kSplitInput[t * kInnerNodes + i];
            const bool right =
                in >= 0 && x[static_cast<size_t>(in)] >= M::kSplitThreshold[t * kInnerNodes + i];
            const size_t child = 2 * i + 1 + right;
            if (in >= 0 && !parts.empty())
                parts[static_cast<size_t>(in)] += value[child] - value[i];
            i = child;
        }
        z += value[i];
    }
    return z;
}

} // namespace core
