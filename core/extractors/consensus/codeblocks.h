#pragma once

#include "consensusfeatures.h"

namespace core {

// Code on the page (docs/consensus.md#code-blocks): a block inside <pre> or <code> (its
// InCode cue) is kept whatever its weight, on every page, before the page type's rules; those,
// the consent banners and the page's landmarks still drop it. A line of code has no sentence,
// few words and a high share of punctuation, so the trees, which meet code on few pages, weigh
// it under the cut where the page's prose around it is kept; trafilatura keeps a code block
// whole, without its text tests (trafilatura 2.3.1, main_extractor.py: handle_code_blocks).
// Stateless, thread-safe.
class CodeBlocks
{
public:
    // The reason of a block the rule keeps: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold.
    static constexpr const char *kReason =
        "kept: code (inside <pre> or <code>), kept whole as trafilatura keeps code blocks; {0} "
        "of 20 heuristics chose it, weight {1} < {2}";

    // Whether block is code: inside a <pre> or <code> element.
    static bool holds(const ConsensusFeatures::Block &block)
    {
        return block.values[ConsensusFeatures::InCode] > 0;
    }
};

} // namespace core
