#pragma once

#include "consensusfeatures.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace core {

// The consensus extractor's second pass: a block's log-odds from its first pass's and from its
// context, the first-pass weights of the blocks around it, by a logistic regression (the
// block's weight is the logistic of what it returns). Reads the fitted weights of
// ConsensusModel; stateless, thread-safe.
class ConsensusContext
{
public:
    // The context of a block: its neighbours' first-pass weights, the word-weighted mean
    // first-pass weight of the blocks in its parent, grandparent and great-grandparent element
    // (ConsensusFeatures::Block::containers), of the page's, and of the blocks in all the items
    // of its own repeated sibling group (Block::ownGroup, else Block::group; 0 for a block in
    // none): a post, card or row among its likes is judged with them.
    enum Context : std::uint8_t {
        PreviousBlock,
        NextBlock,
        ParentBlocks,
        GrandparentBlocks,
        GreatGrandparentBlocks,
        PageBlocks,
        OwnGroupBlocks,
        kContextCount
    };
    static constexpr std::array<std::string_view, kContextCount> kContextNames = {
        "previous-block",           "next-block",  "parent-blocks",   "grandparent-blocks",
        "great-grandparent-blocks", "page-blocks", "own-group-blocks"};
    using Values = std::array<double, kContextCount>;

    // Every block's context, given every block's first-pass weight logistic(z1).
    static std::vector<Values> contexts(const ConsensusFeatures &features,
                                        std::span<const double> firstPass);
    // The second pass: z = contextBias() + firstPassWeight() · z1 + Σ contextWeight(c) ·
    // context[c], z1 being the first pass's log-odds (ConsensusTrees).
    static double logOdds(double firstPassLogOdds, const Values &context);
    static double contextBias();
    static double firstPassWeight();
    static double contextWeight(size_t context);
};

} // namespace core
