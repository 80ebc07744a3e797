#pragma once

#include "consensusfeatures.h"
#include "extraction/tracedextractor.h"

#include <span>
#include <string_view>
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
// cue's part (ConsensusReasons). A traced run (docs/traces.md) records the page's type and why,
// the blocks, every heuristic's votes, the trees' largest parts, the context pass, the threshold
// and each block's decision. Parameter `profile` says what main content means: WCXB's (as
// decided) or an article's body without its headline and byline (ArticleBodyProfile). Holds
// only its voters, set at construction; thread-safe.
class ConsensusExtractor final : public TracedExtractor
{
public:
    // voters: the extractors of ConsensusFeatures::kVoterIds, in that order (the registry finds
    // them among its built-ins); std::invalid_argument names the first that is missing or out
    // of place, since the fitted weights mean those heuristics and no others. The voters must
    // outlive the extractor.
    explicit ConsensusExtractor(std::vector<const Extractor *> voters);

    // Project choice: a traced run shows this many blocks one by one in each per-block phase
    // (the seeds' extractors show 300 items; five per-block phases of 300 stay under the few
    // thousand steps docs/traces.md promises).
    static constexpr size_t kTraceBlocks = 300;
    // Project choice: a traced block step names its three largest tree parts (a sentence a
    // reader takes in; every part is in the block's votes).
    static constexpr size_t kTraceParts = 3;
    // Project choice: the page-type phase shows the five cues that moved the chosen type most.
    static constexpr size_t kTraceCues = 5;

    // The labels of parameter `profile` (docs/consensus.md#profiles): WCXB's main content (the
    // consensus's decisions as they are), or an article's body (ArticleBodyProfile).
    static constexpr std::string_view kMainContentProfile = "main-content";
    static constexpr std::string_view kArticleBodyProfile = "article-body";

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
    using TracedExtractor::run;
    // The same, with voters' results the caller already has (ConsensusFeatures's constructor):
    // the window reuses the heuristics it shows instead of computing them twice.
    ExtractionResult run(const Document &doc, const ParamValues &values,
                         std::span<const ExtractionResult *const> voterResults) const;
    // The run on the evidence of doc computed already (ConsensusFeatures with voters()), so that
    // a caller that needs the same evidence for the page classifier (`extract --format json`)
    // computes the twenty voters once. url: the page's address as runPage() reads it. trace:
    // null, or filled as runTraced() fills it.
    ExtractionResult runOn(const Document &doc, const ParamValues &values,
                           const ConsensusFeatures &features, std::string_view url,
                           Trace *trace = nullptr) const;
    std::span<const Extractor *const> voters() const override { return m_voters; }
    ExtractionResult
    runWithVoters(const Document &doc, const ParamValues &values,
                  std::span<const ExtractionResult *const> voterResults) const override
    {
        return run(doc, values, voterResults);
    }
    // On a page, the page's type is read with the page's URL (PageInput::url), as the window,
    // `extract --format json` and `eval` show it, so that the type the rules act on is the type
    // shown; run() on a document reads the page's own URL (its canonical link, og:url).
    ExtractionResult runPage(const PageInput &page, const ParamValues &values) const override
    {
        return runPageWithVoters(page, values, {});
    }
    ExtractionResult
    runPageWithVoters(const PageInput &page, const ParamValues &values,
                      std::span<const ExtractionResult *const> voterResults) const override;

protected:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override;
    ExtractionResult recordPageSteps(const PageInput &page, const ParamValues &values,
                                     Trace &trace) const override;

private:
    // The run; url as runOn() reads it; trace is null on normal runs, which then record nothing.
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             std::span<const ExtractionResult *const> voterResults,
                             std::string_view url, Trace *trace) const;
    ExtractionResult computeOn(const Document &doc, const ParamValues &values,
                               const ConsensusFeatures &features, std::string_view url,
                               Trace *trace) const;

    std::vector<const Extractor *> m_voters;
};

} // namespace core
