#pragma once

#include "consensusfeatures.h"
#include "document/document.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// rs-trafilatura's product rule as the consensus applies it to its blocks
// (docs/consensus.md#product-descriptions): rs-trafilatura replaces the text it found on a product
// page by the page's JSON-LD Product.description when that text is under 100 characters, or under
// 500 with under 20 % of its words in the description (its product profile, src/extract.rs).
// The consensus chooses blocks, not text of its own: on a page the page classifier reads as a
// product, when the blocks it kept are that short, it also keeps the blocks whose words stand
// mostly in the description. Stateless, thread-safe.
class ProductDescription
{
public:
    // rs-trafilatura's product rule (src/extract.rs): the found text is short under
    // kShortChars characters, or under kFewChars with under kMaxOverlap of its words in the
    // description.
    static constexpr std::uint32_t kShortChars = 100;
    static constexpr std::uint32_t kFewChars = 500;
    static constexpr double kMaxOverlap = 0.2;
    // Project choice: a block is the description's when at least half of its words stand in it
    // (5-fold CV by domain on WCXB's development split, the rule added to the consensus: 0.5
    // lifts product pages 0.6362 -> 0.6394, 0.75 to 0.6385, 0.9 to 0.6382).
    static constexpr double kMinCover = 0.5;

    // The reason of a block the rule keeps: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the share of its words in the description.
    static constexpr const char *kReason =
        "kept: {3} of its words stand in the page's JSON-LD Product description, and the blocks "
        "kept held too little text (rs-trafilatura's product rule); {0} of 20 heuristics chose "
        "it, weight {1} < {2}";

    // The page's JSON-LD Product descriptions against its blocks. Plain value.
    struct Cover
    {
        // Per block of the features: its words, and those of them that stand among the words of
        // the page's Product descriptions (words: lower-cased runs of ASCII letters, digits and
        // underscores and of bytes of non-ASCII characters). Empty when the page has no
        // description.
        std::vector<std::uint32_t> words, found;
        bool empty() const { return words.empty(); }
        double share(size_t block) const
        {
            return words.empty() || words[block] == 0 ? 0.0 : double(found[block]) / words[block];
        }
    };
    static Cover cover(const Document &doc, const ConsensusFeatures &features);

    // What the rule does on a page whose blocks kept[b] the consensus kept. Plain value.
    struct Outcome
    {
        Cover cover;             // empty unless the kept text was short enough to read it
        std::vector<char> added; // one per block: the rule keeps it
    };
    // The blocks the rule adds: none unless the kept blocks' text (TextAssembler's, per block)
    // is under kShortChars characters, or under kFewChars with under kMaxOverlap of its words
    // in the description; then every block not kept whose share of words in the description
    // reaches kMinCover. The page's JSON-LD is read only once the kept text is under kFewChars.
    // Whether the page is a product's is the caller's question.
    static Outcome apply(const Document &doc, const ConsensusFeatures &features,
                         std::span<const char> kept);
};

} // namespace core
