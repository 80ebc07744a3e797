#pragma once

#include "../extractor.h"
#include "consensusfeatures.h"

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

    // The fitted model (scripts/fit_consensus.py): log-odds = bias + Σ voterWeight(v) · share_v
    // + Σ weight(f) · x_f, share_v being the share of the block's words voter v chose.
    static double bias();
    static double weight(ConsensusFeatures::Feature feature);
    static double voterWeight(size_t voter);
    static double defaultThreshold();
    // The weight in [0, 1] of block number `block` of features: the logistic of its log-odds.
    static double score(const ConsensusFeatures &features, size_t block);

    const ExtractorInfo &info() const override;
    ExtractionResult run(const Document &doc, const ParamValues &values) const override;
    // The same, with voters' results the caller already has (ConsensusFeatures's constructor):
    // the window reuses the heuristics it shows instead of computing them twice.
    ExtractionResult run(const Document &doc, const ParamValues &values,
                         std::span<const ExtractionResult *const> voterResults) const;
};

} // namespace core
