#pragma once

#include "consensusfeatures.h"
#include "extraction/extractor.h"

#include <array>
#include <span>
#include <string_view>
#include <vector>

namespace core {

// `consensus`: the project's own extractor (docs/consensus.md). It cuts the page into text
// blocks, lets the twenty built-in heuristics vote on each (ConsensusFeatures runs them once on
// the same parsed document), weighs their votes together with structural cues (navigation,
// footers, repeated sibling blocks, sections, code, position, what the page says it is...) by
// gradient-boosted trees and a logistic second pass over the block's context, which
// scripts/fit_consensus.py fitted on the WCXB development pages, and keeps the blocks
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

    // The fitted model (scripts/fit_consensus.py), two passes. First: z1 = the sum of gradient-
    // boosted trees over the block's inputs (input(): the voters' shares, then the cues), each
    // tree adding the value of the leaf the block ends in. Second: z = contextBias +
    // firstPassWeight · z1 + Σ contextWeight(c) · context_c, the context computed from the first
    // pass's weights logistic(z1).
    static constexpr size_t kInputCount = ConsensusFeatures::kVoterCount + ConsensusFeatures::Count;
    // Input k of a block: voter k's share of its words (k < kVoterCount), else cue
    // k − kVoterCount.
    static double input(const ConsensusFeatures &features, size_t block, size_t k);
    static size_t treeCount();
    static size_t treeDepth();
    // A tree's node i (level order: node i's children are 2i + 1 and 2i + 2, the first
    // 2^depth − 1 nodes split): a block goes to the right child when its input `input` reaches
    // `threshold`; input −1: no split, every block goes left.
    struct Split
    {
        int input = -1;
        float threshold = 0;
    };
    static Split split(size_t tree, size_t node);
    // The log-odds node `node` of a tree stands for: a leaf's is what a block there adds, an
    // inner node's is what its blocks would add were the tree cut there (the path attribution).
    static double nodeValue(size_t tree, size_t node);
    // The first pass's log-odds before any split: the base plus every tree's root value.
    static double firstPassBias();
    // The first pass's log-odds of a block; when parts is not empty (kInputCount long), adds to
    // parts[k] input k's share of it by path attribution (Saabas 2014, "Interpreting random
    // forests"): every split the block passes credits the change of node value it makes to the
    // input it reads, so that firstPassBias() + Σ parts = the log-odds.
    static double firstPassLogOdds(const ConsensusFeatures &features, size_t block,
                                   std::span<double> parts = {});
    static double contextBias();
    static double firstPassWeight();
    static double contextWeight(size_t context);
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

    std::span<const Extractor *const> voters() const override
    {
        return ConsensusFeatures::voters();
    }
    ExtractionResult
    runWithVoters(const Document &doc, const ParamValues &values,
                  std::span<const ExtractionResult *const> voterResults) const override
    {
        return run(doc, values, voterResults);
    }
};

} // namespace core
