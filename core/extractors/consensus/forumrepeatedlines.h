#pragma once

#include "consensusfeatures.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// The furniture between a forum thread's posts (docs/consensus.md#forum-posts): its reply bars,
// vote counts ("1 Like"), "Quote" and "Report" links, "Original post" labels and signatures
// are short lines whose text stands in several blocks of the page, and outside the platforms'
// post containers (ForumPostContainers). On a page the page classifier reads as a forum, the
// consensus drops the blocks it kept that are such lines. Stateless, thread-safe.
class ForumRepeatedLines
{
public:
    // Project choice: a line is short at kMaxWords words or fewer (5-fold CV by domain on
    // WCXB's development split, the rule after the consensus's threshold and the post
    // containers; chosen on the sites of even MD5 of their domain among 1, 2, 3, 5, 8, 10, 15,
    // 20, 30: forum 0.7952 -> 0.7981 there; the odd sites, held out, 0.7515 -> 0.7574; all
    // pages 0.8519 -> 0.8523).
    static constexpr std::uint32_t kMaxWords = 10;

    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the forum type's probability.
    static constexpr const char *kReason =
        "dropped: a short line whose text stands in other blocks too, outside the posts, on a "
        "forum page (probability {3}): a reply bar, a vote count, a signature; {0} of 20 "
        "heuristics chose it, weight {1} >= {2}";

    // One per block of features: 1 when the rule drops it, i.e. kept[b], block b has at most
    // kMaxWords words, another block has the same text (its LogDuplicates cue), and its node
    // is in no post container (posts: ForumPostContainers::of, one per node of the document).
    // Whether the page is a forum is the caller's question.
    static std::vector<char> of(const ConsensusFeatures &features,
                                std::span<const std::uint8_t> posts, std::span<const char> kept);
};

} // namespace core
