#include "consensusextractor.h"

#include "consensuscontext.h"
#include "consensusmodel.generated.h"
#include "consensusreasons.h"
#include "consensustrees.h"
#include "extraction/textassembler.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

namespace core {

namespace {

using M = ConsensusModel;

enum ConsensusParam { Threshold, Relative, Renderer };

constexpr size_t kInputs = ConsensusTrees::kInputCount;

double logistic(double z)
{
    return 1 / (1 + std::exp(-z));
}

} // namespace

ConsensusExtractor::ConsensusExtractor(std::vector<const Extractor *> voters)
    : m_voters(std::move(voters))
{
    for (size_t v = 0; v < ConsensusFeatures::kVoterCount; ++v)
        if (v >= m_voters.size() || !m_voters[v] ||
            m_voters[v]->info().id != ConsensusFeatures::kVoterIds[v])
            throw std::invalid_argument("consensus: voter " + std::to_string(v + 1) + " must be " +
                                        std::string(ConsensusFeatures::kVoterIds[v]));
    if (m_voters.size() != ConsensusFeatures::kVoterCount)
        throw std::invalid_argument("consensus: " + std::to_string(m_voters.size()) +
                                    " voters given, " +
                                    std::to_string(ConsensusFeatures::kVoterCount) + " expected");
}

double ConsensusExtractor::defaultThreshold()
{
    return M::kThreshold;
}

double ConsensusExtractor::defaultRelative()
{
    return M::kRelative;
}

double ConsensusExtractor::relativeFloor()
{
    return M::kRelativeFloor;
}

double ConsensusExtractor::pageThreshold(double threshold, double relative, double best)
{
    return relative > 0 && best >= M::kRelativeFloor ? std::min(threshold, relative * best)
                                                     : threshold;
}

const ExtractorInfo &ConsensusExtractor::info() const
{
    using T = ParamDescriptor::Type;
    static const ExtractorInfo i{
        "consensus",
        "Consensus (votes and cues)",
        "project (Moreno et al. 2009 §6, Insa et al. 2013 §7)",
        ExtractorInput::Dom,
        "Text blocks kept by a fitted vote of the twenty built-in heuristics and structural "
        "cues (navigation, footers, repeated blocks, sections, code), with the renderer's "
        "signals when the page was rendered.",
        {{"threshold", T::Real, M::kThreshold, 0, 1, 0.01,
          "a block is kept when its weight (the logistic of what its votes, cues and context add "
          "up to) reaches this",
          "fitted: scripts/fit_consensus.py"},
         {"relative", T::Real, M::kRelative, 0, 1, 0.01,
          "a block is also kept when its weight reaches this share of the page's highest weight "
          "(pages whose evidence is weak overall); 0 turns it off",
          "fitted: scripts/fit_consensus.py"},
         {"renderer", T::Boolean, 1, 0, 1, 1,
          "drop fixed or sticky boxes and boxes too small to read (rendered pages only)",
          "project choice: docs/consensus.md"}}};
    return i;
}

ExtractionResult ConsensusExtractor::run(const Document &doc, const ParamValues &values) const
{
    return run(doc, values, {});
}

ExtractionResult
ConsensusExtractor::run(const Document &doc, const ParamValues &values,
                        std::span<const ExtractionResult *const> voterResults) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    const ConsensusFeatures features(doc, m_voters, voterResults);
    const double threshold = values.at(Threshold);
    const double relative = values.at(Relative);
    const bool useRenderer = values.at(Renderer) != 0 && doc.rendered();

    // Renderer: a block fixed or sticky on screen, or inside such a box.
    std::vector<char> pinned;
    if (useRenderer) {
        pinned.assign(static_cast<size_t>(doc.size()), 0);
        for (NodeId i = 1; i < doc.size(); ++i) {
            const Node &n = doc.node(i);
            pinned[static_cast<size_t>(i)] = n.position == Position::Fixed ||
                                             n.position == Position::Sticky ||
                                             pinned[static_cast<size_t>(n.parent)];
        }
    }

    // Two passes: every block's own evidence, then the same with its context's first-pass
    // weights (its neighbours, its containers, the page).
    const size_t n = features.blocks().size();
    std::vector<double> firstLogOdds(n), firstPass(n), weights(n);
    // Every input's part of the first pass's log-odds (path attribution), block after block.
    std::vector<double> parts(n * kInputs, 0.0);
    for (size_t b = 0; b < n; ++b) {
        firstLogOdds[b] = ConsensusTrees::firstPassLogOdds(
            features, b, std::span<double>(parts).subspan(b * kInputs, kInputs));
        firstPass[b] = logistic(firstLogOdds[b]);
    }
    const auto context = ConsensusContext::contexts(features, firstPass);
    // The page's threshold: the fitted one, or lower when the page's evidence is weak overall
    // (its best blocks are still its content), unless even its best block weighs next to nothing.
    double best = 0;
    for (size_t b = 0; b < n; ++b) {
        weights[b] = logistic(ConsensusContext::logOdds(firstLogOdds[b], context[b]));
        best = std::max(best, weights[b]);
    }
    const double cut = pageThreshold(threshold, relative, best);
    Series series;
    series.chart = "consensus";
    series.name = "weight (votes and cues)";
    series.style = Series::Style::Bars;
    series.threshold = cut;
    series.thresholdLabel =
        cut < threshold ? "threshold (relative to the page's best)" : "threshold";
    std::uint32_t keptBlocks = 0, keptWords = 0, totalWords = 0;
    std::vector<NodeId> keptNodes;
    for (size_t b = 0; b < features.blocks().size(); ++b) {
        const ConsensusFeatures::Block &block = features.blocks()[b];
        const double weight = weights[b];
        const Node &node = doc.node(block.node);
        const bool fixed = useRenderer && pinned[static_cast<size_t>(block.node)];
        const bool tiny = useRenderer && node.box.valid &&
                          (node.box.width < kMinBoxSide || node.box.height < kMinBoxSide);
        const bool kept = !fixed && !tiny && weight >= cut;

        const ConsensusReasons::Weighing weighing{
            b,          std::span<const double>(parts).subspan(b * kInputs, kInputs),
            context[b], weight,
            cut,        cut < threshold,
            kept,       fixed,
            tiny,       std::min(node.box.width, node.box.height)};
        const auto judgement = static_cast<std::int32_t>(r.judgements.size());
        r.judgements.push_back(
            {block.node, -1, kept, weight, ConsensusReasons::reason(features, weighing)});
        ConsensusReasons::addVotes(features, weighing, m_voters, judgement, r.votes);

        series.y.push_back(weight);
        series.nodes.push_back(block.node);
        totalWords += block.words;
        if (kept) {
            const auto x = static_cast<std::int32_t>(series.y.size() - 1);
            if (!series.chosen.empty() && series.chosen.back().second == x - 1)
                series.chosen.back().second = x;
            else
                series.chosen.emplace_back(x, x);
            ++keptBlocks;
            keptWords += block.words;
            keptNodes.push_back(block.node);
            for (NodeId t : features.texts(block))
                r.spans.push_back(TextAssembler::wholeNode(doc, t));
        }
    }
    std::sort(r.spans.begin(), r.spans.end(),
              [](const TextSpan &a, const TextSpan &b) { return a.node < b.node; });
    if (features.fallback()) {
        // <noscript> text is not visible text, so cover() would not name it: its blocks stand
        // for themselves, topmost first.
        std::sort(keptNodes.begin(), keptNodes.end());
        for (NodeId id : keptNodes)
            if (r.selected.empty() || !doc.isAncestorOf(r.selected.back(), id))
                r.selected.push_back(id);
    } else {
        r.selected = TextAssembler::cover(doc, r.spans);
    }
    r.text = TextAssembler::assemble(doc, r.spans);
    r.series.push_back(std::move(series));
    char relativeNote[128] = "";
    if (cut < threshold)
        std::snprintf(relativeNote, sizeof relativeNote,
                      "; threshold %.3g: %.3g x the page's best weight %.3g, below %.3g", cut,
                      relative, best, threshold);
    char summary[320];
    std::snprintf(summary, sizeof summary, "kept %u of %zu text blocks (%u of %u words)%s%s",
                  keptBlocks, features.blocks().size(), keptWords, totalWords,
                  features.fallback() ? ", read from <noscript>" : "", relativeNote);
    r.summary = summary;
    return r;
}

} // namespace core
