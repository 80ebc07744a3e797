#pragma once

#include "consensusfeatures.h"
#include "extraction/extractor.h"

#include <span>
#include <vector>

namespace core {

// `consensus`: the project's own extractor (docs/consensus.md). It cuts the page into text
// blocks, lets the twenty built-in heuristics vote on each (ConsensusFeatures runs them once on
// the same parsed document), weighs their votes together with structural cues (navigation,
// footers, repeated sibling blocks, sections, code, position, what the page says it is...) by
// gradient-boosted trees (ConsensusTrees) and a logistic second pass over the block's context
// (ConsensusContext), which scripts/fit_consensus.py fitted on the WCXB development pages
// (ConsensusModel), and keeps the blocks whose weight reaches the threshold. When the page was
// rendered, the renderer's signals decide too: fixed or sticky boxes and boxes too small to read
// are dropped. Every block's judgement says how many heuristics chose it, its weight against the
// threshold and the cue that mattered most; ExtractionResult::votes lists every heuristic's and
// cue's part (ConsensusReasons). Holds only its voters, set at construction; thread-safe.
class ConsensusExtractor final : public Extractor
{
public:
    // voters: the extractors of ConsensusFeatures::kVoterIds, in that order (the registry finds
    // them among its built-ins); std::invalid_argument names the first that is missing or out
    // of place, since the fitted weights mean those heuristics and no others. The voters must
    // outlive the extractor.
    explicit ConsensusExtractor(std::vector<const Extractor *> voters);

    // Project choice: a box narrower or lower than this many CSS pixels shows no readable text
    // (screen-reader-only text is clipped to 1 × 1 px).
    static constexpr float kMinBoxSide = 2;

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
    std::span<const Extractor *const> voters() const override { return m_voters; }
    ExtractionResult
    runWithVoters(const Document &doc, const ParamValues &values,
                  std::span<const ExtractionResult *const> voterResults) const override
    {
        return run(doc, values, voterResults);
    }

private:
    std::vector<const Extractor *> m_voters;
};

} // namespace core
