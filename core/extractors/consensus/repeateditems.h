#pragma once

#include "consensusfeatures.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// The items of a collection or a listing (docs/consensus.md#repeated-items): a category page's
// product cards, a listing's entries, alike siblings of one parent (ConsensusFeatures::groups()).
// They are one kind of thing, so when the consensus keeps one of them, the page's grid is its
// content and every item of it is; the weights, which judge each block alone, keep the cards
// whose text reads like prose and leave the short ones (a name, a price, a colour). rs-trafilatura
// collects a listing's repeated items likewise (PEERS.md); this rule completes the groups the
// consensus chose instead of adding every group. Only on a page the page classifier reads as a
// collection or a listing: an article's or a forum's alike siblings are paragraphs and posts the
// weights judge one by one. Stateless, thread-safe.
class RepeatedItems
{
public:
    // Project choice: the least number of items of a group the rule completes, chosen on the
    // development split's sites of even MD5 of their domain among 2 to 8 (3,
    // ConsensusFeatures::kMinRepeat, is every group); those of odd MD5 chose 5, within 0.001 of
    // it there (docs/consensus.md#repeated-items).
    static constexpr std::uint32_t kMinItems = 4;

    // The reason of a block the rule keeps: {0} heuristics that chose the block, {1} its weight,
    // {2} the page's threshold, {3} the number of items of its group.
    static constexpr const char *kReason =
        "kept: an item of a group of {3} alike siblings on a page read as a collection or a "
        "listing, another item of which the consensus kept (a grid is kept whole); {0} of 20 "
        "heuristics chose it, weight {1} < {2}";

    // Per block of features: the number of items of the group that completes it, or 0. A group
    // of kMinItems or more items completes when a block inside one of its items is kept; it
    // adds its items' blocks that kept does not hold (the first such group's size, for a block
    // inside several). No page type is asked: the caller asks the classifier.
    static std::vector<std::uint32_t> of(const ConsensusFeatures &features,
                                         std::span<const char> kept);
};

} // namespace core
