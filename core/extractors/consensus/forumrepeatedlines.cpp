#include "forumrepeatedlines.h"

namespace core {

std::vector<char> ForumRepeatedLines::of(const ConsensusFeatures &features,
                                         std::span<const std::uint8_t> posts,
                                         std::span<const char> kept)
{
    const std::vector<ConsensusFeatures::Block> &blocks = features.blocks();
    std::vector<char> dropped(blocks.size(), 0);
    for (size_t b = 0; b < blocks.size() && b < kept.size(); ++b) {
        const ConsensusFeatures::Block &block = blocks[b];
        // LogDuplicates is ln(blocks with the block's text): above 0 from two blocks on.
        dropped[b] = kept[b] && block.words <= kMaxWords &&
                     block.values[ConsensusFeatures::LogDuplicates] > 0.0f &&
                     posts[static_cast<size_t>(block.node)] == 0;
    }
    return dropped;
}

} // namespace core
