#pragma once

#include <extractors/consensus/consensuscontext.h>
#include <extractors/consensus/consensusfeatures.h>
#include <extractors/consensus/consensustrees.h>

#include <array>
#include <cmath>
#include <vector>

// The consensus's weights computed independently of ConsensusTrees' and ConsensusExtractor's own
// walks and passes, from the exported constants only (split(), nodeValue(), the context's
// weights): the reference the consensus tests compare the extractor with.
namespace consensusreference {

using core::ConsensusContext;
using core::ConsensusFeatures;
using core::ConsensusTrees;

inline double logistic(double z)
{
    return 1 / (1 + std::exp(-z));
}

// The first pass's log-odds, computed here by walking the exported trees; parts (when given)
// collects each input's path attribution: the change of node value of every split it decides.
inline double firstPass(const ConsensusFeatures &f, size_t b, std::vector<double> *parts = nullptr)
{
    if (parts)
        parts->assign(ConsensusTrees::kInputCount, 0.0);
    double z = ConsensusTrees::firstPassBias();
    for (size_t t = 0; t < ConsensusTrees::treeCount(); ++t) {
        size_t node = 0;
        for (size_t level = 0; level < ConsensusTrees::treeDepth(); ++level) {
            const ConsensusTrees::Split s = ConsensusTrees::split(t, node);
            const bool right =
                s.input >= 0 &&
                static_cast<float>(ConsensusTrees::input(f, b, size_t(s.input))) >= s.threshold;
            const size_t child = 2 * node + 1 + (right ? 1 : 0);
            const double change =
                ConsensusTrees::nodeValue(t, child) - ConsensusTrees::nodeValue(t, node);
            z += change;
            if (parts && s.input >= 0)
                (*parts)[size_t(s.input)] += change;
            node = child;
        }
    }
    return z;
}

// The word-weighted mean first-pass weight of blocks [first, last).
inline double meanWeight(const ConsensusFeatures &f, const std::vector<double> &w1, size_t first,
                         size_t last)
{
    double sum = 0, words = 0;
    for (size_t k = first; k < last; ++k) {
        sum += f.blocks()[k].words * w1[k];
        words += f.blocks()[k].words;
    }
    return words > 0 ? sum / words : 0;
}

// Every block's context (previous, next, three containers, page, own group) from the first
// pass's weights.
inline std::vector<std::array<double, ConsensusContext::kContextCount>>
expectedContexts(const ConsensusFeatures &f)
{
    const size_t n = f.blocks().size();
    std::vector<double> w1(n);
    for (size_t b = 0; b < n; ++b)
        w1[b] = logistic(firstPass(f, b));
    std::vector<std::array<double, ConsensusContext::kContextCount>> out(n);
    for (size_t b = 0; b < n; ++b) {
        out[b][0] = b > 0 ? w1[b - 1] : 0;
        out[b][1] = b + 1 < n ? w1[b + 1] : 0;
        for (size_t level = 0; level < 3; ++level)
            out[b][2 + level] = meanWeight(f, w1, f.blocks()[b].containers[level].first,
                                           f.blocks()[b].containers[level].second);
        out[b][5] = meanWeight(f, w1, 0, n);
        // The own group: the group the block's element is an item of, else the one above it;
        // the mean over all its items' blocks.
        const std::int32_t g =
            f.blocks()[b].ownGroup >= 0 ? f.blocks()[b].ownGroup : f.blocks()[b].group;
        double sum = 0, words = 0;
        if (g >= 0)
            for (const auto &[first, last] : f.groups()[size_t(g)])
                for (size_t k = first; k < last; ++k) {
                    sum += f.blocks()[k].words * w1[k];
                    words += f.blocks()[k].words;
                }
        out[b][6] = words > 0 ? sum / words : 0;
    }
    return out;
}

// The block's weight: the logistic of the second pass's log-odds, computed independently of
// ConsensusExtractor's own passes.
inline double expectedWeight(const ConsensusFeatures &f, size_t b,
                             const std::array<double, ConsensusContext::kContextCount> &context)
{
    double z =
        ConsensusContext::contextBias() + ConsensusContext::firstPassWeight() * firstPass(f, b);
    for (size_t c = 0; c < ConsensusContext::kContextCount; ++c)
        z += ConsensusContext::contextWeight(c) * context[c];
    return logistic(z);
}

inline double expectedWeight(const ConsensusFeatures &f, size_t b)
{
    return expectedWeight(f, b, expectedContexts(f)[b]);
}

} // namespace consensusreference
