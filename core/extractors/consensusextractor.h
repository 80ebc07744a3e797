#pragma once

#include "../extractor.h"
#include "consensusfeatures.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace core {

// `consensus`: the project's own extractor (docs/consensus.md). It cuts the page into text
// blocks, lets the twenty built-in heuristics vote on each (ConsensusFeatures runs them once on
// the same parsed document), weighs their votes together with structural cues (navigation,
// footers, repeated sibling blocks, sections, code, position...) by a logistic model whose few
// weights scripts/fit_consensus.py fitted on the WCXB development pages, and keeps the blocks
// whose weight reaches the threshold. When the page was rendered, the renderer's signals decide
// too: fixed or sticky boxes and boxes too small to read are dropped. Every block's judgement
// says how many heuristics chose it, its weight against the threshold and the cue that
// mattered most; ExtractionResult::votes lists every heuristic's and cue's part. Holds no
// state; thread-safe.
class ConsensusExtractor final : public Extractor
{
public:
    // Project choice: a box narrower or lower than this many CSS pixels shows no readable text
    // (screen-reader-only text is clipped to 1 × 1 px).
    static constexpr float kMinBoxSide = 2;

    // The second pass's context of a block: its neighbours' first-pass weights, the
    // word-weighted mean first-pass weight of the blocks in its parent, grandparent and
    // great-grandparent element (ConsensusFeatures::Block::containers), and of the page's.
    enum Context : std::uint8_t {
        PreviousBlock,
        NextBlock,
        ParentBlocks,
        GrandparentBlocks,
        GreatGrandparentBlocks,
        PageBlocks,
        kContextCount
    };
    static constexpr std::array<std::string_view, kContextCount> kContextNames = {
        "previous-block",           "next-block", "parent-blocks", "grandparent-blocks",
        "great-grandparent-blocks", "page-blocks"};

    // The fitted model (scripts/fit_consensus.py), two passes. First: z1 = bias + Σ
    // voterWeight(v) · share_v + Σ weight(f) · x_f, share_v being the share of the block's words
    // voter v chose. Second: z = contextBias + firstPassWeight · z1 + Σ contextWeight(c) ·
    // context_c, the context computed from the first pass's weights logistic(z1).
    static double bias();
    static double weight(ConsensusFeatures::Feature feature);
    static double voterWeight(size_t voter);
    static double contextBias();
    static double firstPassWeight();
    static double contextWeight(size_t context);
    static double firstPassLogOdds(const ConsensusFeatures &features, size_t block);
    // Every block's context, given every block's first-pass weight logistic(z1).
    static std::vector<std::array<double, kContextCount>>
    contexts(const ConsensusFeatures &features, std::span<const double> firstPass);
    // The second pass's log-odds; the block's weight is its logistic.
    static double logOdds(double firstPassLogOdds,
                          const std::array<double, kContextCount> &context);
    static double defaultThreshold();
    // The fitted share of the page's highest weight that also keeps a block (parameter
    // `relative`).
    static double defaultRelative();
    // The fitted floor under which a page's highest weight says "nothing here" (pages without
    // main content exist): below it the relative threshold does not apply.
    static double relativeFloor();
    // The threshold a page's blocks are held to: `threshold`, or relative × the page's highest
    // weight `best` when that is lower and best reaches relativeFloor() (relative 0: always
    // `threshold`).
    static double pageThreshold(double threshold, double relative, double best);

    const ExtractorInfo &info() const override;
    ExtractionResult run(const Document &doc, const ParamValues &values) const override;
    // The same, with voters' results the caller already has (ConsensusFeatures's constructor):
    // the window reuses the heuristics it shows instead of computing them twice.
    ExtractionResult run(const Document &doc, const ParamValues &values,
                         std::span<const ExtractionResult *const> voterResults) const;
};

} // namespace core
