#include "textcopies.h"

#include "codeblocks.h"
#include "document/textrules.h"
#include "extraction/textassembler.h"

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

std::string TextCopies::reasonFormat(const Document &doc, const ConsensusFeatures &features,
                                     size_t block)
{
    std::vector<TextSpan> spans;
    for (NodeId t : features.texts(features.blocks()[block]))
        spans.push_back(TextAssembler::wholeNode(doc, t));
    std::string text = TextRules::normalize(TextAssembler::assemble(doc, spans));
    // Cut at the last word that ends within the quote, else inside the one long word.
    if (const size_t space = text.rfind(' ', kQuoteBytes);
        text.size() > kQuoteBytes && space != std::string::npos && space > 0)
        text = text.substr(0, space) + "…";
    else
        text = TextRules::clip(text, kQuoteBytes);
    return "dropped: a copy of block {3}'s text (\"" + Reason::escaped(text) +
           "\"), kept before it (the page's text is counted once); {0} of 20 heuristics chose "
           "it, weight {1} >= {2}";
}

} // namespace core
