#include "textcopies.h"

#include "codeblocks.h"

#include <limits>

namespace core {

std::vector<std::uint32_t> TextCopies::of(const Document &doc, const ConsensusFeatures &features,
                                          std::span<const char> kept)
{
    const std::vector<ConsensusFeatures::Block> &blocks = features.blocks();
    constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
    // For the first block of each text: the first kept block with that text.
    std::vector<std::uint32_t> keptBefore(blocks.size(), kNone);
    std::vector<std::uint32_t> copies(blocks.size(), 0);
    for (size_t b = 0; b < blocks.size() && b < kept.size(); ++b) {
        if (!kept[b])
            continue;
        const ConsensusFeatures::Block &block = blocks[b];
        std::uint32_t &first = keptBefore[block.firstCopy];
        if (first == kNone)
            first = static_cast<std::uint32_t>(b);
        else if (!CodeBlocks::holds(block) && block.values[ConsensusFeatures::Cell] <= 0.0f &&
                 doc.node(block.node).parent != doc.node(blocks[first].node).parent)
            copies[b] = first + 1;
    }
    return copies;
}

} // namespace core
