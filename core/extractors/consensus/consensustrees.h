#pragma once

#include "consensusfeatures.h"

#include <cstddef>
#include <span>

namespace core {

// The consensus extractor's first pass: a block's log-odds from its own evidence, the sum of
// gradient-boosted regression trees (Friedman 2001, "Greedy function approximation: a gradient
// boosting machine") over its inputs, each tree adding the value of the leaf the block ends in,
// with every input's share of that sum. Reads the fitted trees of ConsensusModel; stateless,
// thread-safe.
class ConsensusTrees
{
public:
    // A block's inputs: the voters' shares of its words, then its cues.
    static constexpr size_t kInputCount = ConsensusFeatures::kVoterCount + ConsensusFeatures::Count;
    // Input k of a block: voter k's share of its words (k < kVoterCount), else cue
    // k − kVoterCount.
    static double input(const ConsensusFeatures &features, size_t block, size_t k);
    static size_t treeCount();
    static size_t treeDepth();
    // A tree's node i (level order: node i's children are 2i + 1 and 2i + 2, the first
    // 2^depth − 1 nodes split): a block goes to the right child when its input `input` reaches
    // `threshold`; input −1: no split, every block goes left.
    struct Split
    {
        int input = -1;
        float threshold = 0;
    };
    static Split split(size_t tree, size_t node);
    // The log-odds node `node` of a tree stands for: a leaf's is what a block there adds, an
    // inner node's is what its blocks would add were the tree cut there (the path attribution).
    static double nodeValue(size_t tree, size_t node);
    // The first pass's log-odds before any split: the base plus every tree's root value.
    static double firstPassBias();
    // The first pass's log-odds of a block; when parts is not empty (kInputCount long), adds to
    // parts[k] input k's share of it by path attribution (Saabas 2014, "Interpreting random
    // forests"): every split the block passes credits the change of node value it makes to the
    // input it reads, so that firstPassBias() + Σ parts = the log-odds.
    static double firstPassLogOdds(const ConsensusFeatures &features, size_t block,
                                   std::span<double> parts = {});
};

} // namespace core
