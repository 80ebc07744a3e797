#pragma once

#include "consensusfeatures.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace core {

// A page's text counted once (docs/consensus.md#text-copies): a page often carries the same
// text twice, a whole article in a desktop and a mobile layout, a tab's panel and its accordion
// twin, a product's name in its card and in its sticky bar. A reader reads it once, and WCXB's
// gold holds it once. trafilatura's `deduplicate` option drops an element whose text it has seen
// before (trafilatura 2.3.1, deduplication.py: duplicate_test, for texts over
// MIN_DUPLCHECK_SIZE = 100 characters seen more than MAX_REPETITIONS = 2 times, off by default).
// Project choice: on a page the page classifier does not read as documentation (whose tabs
// repeat a guide's steps per system or language, and WCXB's gold keeps each tab's copy), the
// consensus drops a kept block whose text a kept block before it has (the same normalised text,
// ConsensusFeatures::Block::firstCopy), at any length. Not when the two are siblings (one
// parent: a paragraph the author repeats, a refrain; a second layout's copy lies elsewhere), nor
// code (CodeBlocks) and table cells, whose repeated values ("Yes", a unit, a line of a listing)
// are each their own row's. Measured on WCXB's development split with 5-fold cross-validation by
// domain: docs/consensus-fit.md. Stateless, thread-safe.
class TextCopies
{
public:
    // Project choice: a reason quotes at most this many bytes of the text (a line of the
    // inspector), cut at a word.
    static constexpr size_t kQuoteBytes = 60;

    // The reason format of a block the rule drops, block of features (of doc), quoting its
    // text: {0} heuristics that chose the block, {1} its weight, {2} the page's threshold, {3}
    // the number of the kept block whose copy it is; braces in the text are escaped.
    static std::string reasonFormat(const Document &doc, const ConsensusFeatures &features,
                                    size_t block);

    // One per block of features (of doc): 0 when the rule keeps it; else 1 + the first block
    // kept before it with the same text. Only kept blocks are dropped, and only a kept block
    // counts as the copy kept before. Whether the page is documentation is the caller's
    // question.
    static std::vector<std::uint32_t> of(const Document &doc, const ConsensusFeatures &features,
                                         std::span<const char> kept);
};

} // namespace core
