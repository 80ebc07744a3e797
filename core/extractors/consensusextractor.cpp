#include "consensusextractor.h"

#include "../textassembler.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace core {

namespace {

using F = ConsensusFeatures::Feature;

// clang-format off
// BEGIN FITTED CONSTANTS: written by scripts/fit_consensus.py --write (docs/consensus-fit.md has
// the cross-validated figures they give); edit by refitting, not by hand.
constexpr double kBias = -1.2550;
constexpr double kThreshold = 0.500;
constexpr std::array<double, ConsensusFeatures::Count> kWeights = {
    /* vote-share */ 0.1518,
    /* log-words */ -0.1255,
    /* link-share */ -0.6928,
    /* ends-sentence */ 0.5453,
    /* log-duplicates */ -0.0066,
    /* heading */ 0.9096,
    /* paragraph */ 0.6275,
    /* list-item */ 0.3386,
    /* cell */ 0.2414,
    /* preformatted */ 0.2721,
    /* caption */ -0.8183,
    /* quote */ 0.5098,
    /* body-text */ -0.0805,
    /* in-navigation */ -1.0003,
    /* in-header */ -0.6962,
    /* in-footer */ -1.7845,
    /* in-sidebar */ -0.1984,
    /* in-form */ -0.2586,
    /* in-comments */ -1.4132,
    /* in-sharing */ -0.1125,
    /* in-related */ -0.7126,
    /* in-breadcrumb */ 0.0919,
    /* in-dialog */ -1.1135,
    /* in-advert */ 0.1480,
    /* in-signup */ -0.3258,
    /* in-meta */ -0.2872,
    /* in-commerce */ -0.5823,
    /* in-hidden-class */ -0.0061,
    /* in-content */ 0.1095,
    /* in-main */ 0.7687,
    /* in-code */ 0.5473,
    /* in-table */ 0.5339,
    /* in-repeated */ 1.0033,
    /* repeat-log-size */ 0.1470,
    /* repeat-share */ 1.2641,
    /* repeat-log-item-words */ -0.3104,
    /* self-repeated */ 0.7994,
    /* in-sections */ 0.1106,
    /* position */ 0.2015,
    /* position-squared */ -1.6265,
    /* fallback */ 0.7595,
};
constexpr std::array<double, ConsensusFeatures::kVoterCount> kVoterWeights = {
    /* density */ -0.1155,
    /* danag */ 0.4327,
    /* addanag */ 0.3503,
    /* cnr */ 0.1342,
    /* wnr */ 0.2535,
    /* clr */ 0.4526,
    /* wlr */ -0.0656,
    /* lqf-25 */ -0.1316,
    /* lqf-50 */ -0.2049,
    /* lqf-75 */ -0.1814,
    /* crunch */ 0.4714,
    /* fe */ -0.2908,
    /* kfe */ -0.1357,
    /* bte */ 0.4028,
    /* dsc */ 0.3928,
    /* ccb */ 0.3898,
    /* content-extractor */ 0.4220,
    /* accb */ -0.0889,
    /* tccb */ 0.2744,
    /* cetr */ 0.2743,
};
// END FITTED CONSTANTS
// clang-format on

enum Param { Threshold, Renderer };

// The phrase that names a cue in a reason; {3} is the cue's value as cueValue() gives it.
#define BOILERSCOPE_CUE(phrase)                                                                    \
    {                                                                                              \
        "kept: {0} of 20 heuristics chose it, weight {1} >= {2}; " phrase,                         \
            "dropped: {0} of 20 heuristics chose it, weight {1} < {2}; " phrase                    \
    }
constexpr std::array<std::array<const char *, 2>, ConsensusFeatures::Count> kCuePhrases = {{
    BOILERSCOPE_CUE("most of all its votes"),
    BOILERSCOPE_CUE("{3} words"),
    BOILERSCOPE_CUE("link share {3}"),
    BOILERSCOPE_CUE("it ends a sentence"),
    BOILERSCOPE_CUE("its text stands {3} times on the page"),
    BOILERSCOPE_CUE("a heading"),
    BOILERSCOPE_CUE("a paragraph"),
    BOILERSCOPE_CUE("a list item"),
    BOILERSCOPE_CUE("a table cell"),
    BOILERSCOPE_CUE("preformatted text"),
    BOILERSCOPE_CUE("a caption"),
    BOILERSCOPE_CUE("a quotation"),
    BOILERSCOPE_CUE("loose text in <body>"),
    BOILERSCOPE_CUE("inside navigation"),
    BOILERSCOPE_CUE("inside the page header"),
    BOILERSCOPE_CUE("inside the page footer"),
    BOILERSCOPE_CUE("inside a sidebar"),
    BOILERSCOPE_CUE("inside a form"),
    BOILERSCOPE_CUE("inside comments"),
    BOILERSCOPE_CUE("inside sharing links"),
    BOILERSCOPE_CUE("inside related links"),
    BOILERSCOPE_CUE("inside a breadcrumb"),
    BOILERSCOPE_CUE("inside a dialog or cookie notice"),
    BOILERSCOPE_CUE("inside an advert"),
    BOILERSCOPE_CUE("inside a sign-up box"),
    BOILERSCOPE_CUE("inside metadata (byline, date)"),
    BOILERSCOPE_CUE("inside cart or price furniture"),
    BOILERSCOPE_CUE("inside screen-reader-only text"),
    BOILERSCOPE_CUE("inside a content container"),
    BOILERSCOPE_CUE("inside <main> or <article>"),
    BOILERSCOPE_CUE("inside code"),
    BOILERSCOPE_CUE("inside a table"),
    BOILERSCOPE_CUE("sibling of {3} similar blocks"),
    BOILERSCOPE_CUE("sibling of {3} similar blocks"),
    BOILERSCOPE_CUE("its similar blocks hold {3} of the page's words"),
    BOILERSCOPE_CUE("its similar blocks have {3} words each"),
    BOILERSCOPE_CUE("one of several alike siblings"),
    BOILERSCOPE_CUE("one of several <section>s"),
    BOILERSCOPE_CUE("at {3} of the page"),
    BOILERSCOPE_CUE("at {3} of the page"),
    BOILERSCOPE_CUE("read from <noscript>: the page shows no text without scripts"),
}};
#undef BOILERSCOPE_CUE
constexpr const char *kNoCue[2] = {"kept: {0} of 20 heuristics chose it, weight {1} >= {2}",
                                   "dropped: {0} of 20 heuristics chose it, weight {1} < {2}"};
constexpr const char *kFixedReason =
    "dropped: fixed or sticky on screen (a banner, bar or overlay); {0} of 20 heuristics chose "
    "it, weight {1}";
constexpr const char *kTinyReason =
    "dropped: its box is {3} px, too small to read; {0} of 20 heuristics chose it, weight {1}";

// The value a reason shows for a cue: words rather than their logarithm, and so on.
double cueValue(const ConsensusFeatures::Block &b, F f)
{
    switch (f) {
    case F::LogWords:
        return b.words;
    case F::LogDuplicates:
        return std::round(std::exp(b.values[f]));
    case F::InRepeated:
    case F::RepeatLogSize:
        return b.repeatSize;
    case F::RepeatLogItemWords:
        return std::round(std::expm1(b.values[f]));
    case F::PositionSquared:
        return b.values[F::Position];
    default:
        return b.values[f];
    }
}

double logistic(double z)
{
    return 1 / (1 + std::exp(-z));
}

} // namespace

double ConsensusExtractor::bias()
{
    return kBias;
}

double ConsensusExtractor::weight(ConsensusFeatures::Feature feature)
{
    return kWeights[feature];
}

double ConsensusExtractor::voterWeight(size_t voter)
{
    return kVoterWeights[voter];
}

double ConsensusExtractor::defaultThreshold()
{
    return kThreshold;
}

double ConsensusExtractor::score(const ConsensusFeatures &features, size_t block)
{
    const ConsensusFeatures::Block &b = features.blocks()[block];
    double z = kBias;
    for (size_t f = 0; f < ConsensusFeatures::Count; ++f)
        z += kWeights[f] * b.values[f];
    for (size_t v = 0; v < ConsensusFeatures::voters().size(); ++v)
        z += kVoterWeights[v] * features.share(block, v);
    return logistic(z);
}

const ExtractorInfo &ConsensusExtractor::info() const
{
    using T = ParamDescriptor::Type;
    static const ExtractorInfo i{
        "consensus",
        "Consensus (votes and cues)",
        "project (seed 000 §6, 003 §7)",
        ExtractorInput::Dom,
        "Text blocks kept by a fitted vote of the twenty built-in heuristics and structural "
        "cues (navigation, footers, repeated blocks, sections, code), with the renderer's "
        "signals when the page was rendered.",
        {{"threshold", T::Real, kThreshold, 0, 1, 0.01,
          "a block is kept when its weight (the logistic of its votes and cues) reaches this",
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
    const ConsensusFeatures features(doc, voterResults);
    const double threshold = values.at(Threshold);
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

    const auto voters = ConsensusFeatures::voters();
    Series series;
    series.chart = "consensus";
    series.name = "weight (votes and cues)";
    series.style = Series::Style::Bars;
    series.threshold = threshold;
    series.thresholdLabel = "threshold";
    std::uint32_t keptBlocks = 0, keptWords = 0, totalWords = 0;
    std::vector<NodeId> keptNodes;
    for (size_t b = 0; b < features.blocks().size(); ++b) {
        const ConsensusFeatures::Block &block = features.blocks()[b];
        const double weight = score(features, b);
        const Node &node = doc.node(block.node);
        const bool fixed = useRenderer && pinned[static_cast<size_t>(block.node)];
        const bool tiny = useRenderer && node.box.valid &&
                          (node.box.width < kMinBoxSide || node.box.height < kMinBoxSide);
        const bool kept = !fixed && !tiny && weight >= threshold;

        // The cue that pushed hardest towards the decision (the votes are named anyway).
        int strongest = -1;
        double strongestPart = 0;
        for (size_t f = F::VoteShare + 1; f < ConsensusFeatures::Count; ++f) {
            const double part = kWeights[f] * block.values[f];
            if ((kept ? part : -part) > strongestPart) {
                strongestPart = kept ? part : -part;
                strongest = static_cast<int>(f);
            }
        }
        const char *format = fixed  ? kFixedReason
                             : tiny ? kTinyReason
                             : strongest >= 0
                                 ? kCuePhrases[static_cast<size_t>(strongest)][kept ? 0 : 1]
                                 : kNoCue[kept ? 0 : 1];
        const double shown =
            tiny ? std::min(node.box.width, node.box.height)
                 : (strongest >= 0 ? cueValue(block, static_cast<F>(strongest)) : 0.0);
        const auto judgement = static_cast<std::int32_t>(r.judgements.size());
        r.judgements.push_back({block.node,
                                -1,
                                kept,
                                weight,
                                {format, {double(block.votes), weight, threshold, shown}}});

        // Every voter's share and what it added, then every cue that is present.
        // (vote-share is their mean: its weight is shared out among them.)
        const double perVoter = voters.empty() ? 0 : kWeights[F::VoteShare] / double(voters.size());
        for (size_t v = 0; v < voters.size(); ++v) {
            const double share = features.share(b, v);
            r.votes.push_back({judgement, voters[v]->info().id.c_str(), share,
                               (perVoter + kVoterWeights[v]) * share});
        }
        r.votes.push_back({judgement, "bias", 1, kBias});
        for (size_t f = F::VoteShare + 1; f < ConsensusFeatures::Count; ++f)
            if (block.values[f] != 0)
                r.votes.push_back({judgement, ConsensusFeatures::kNames[f].data(), block.values[f],
                                   kWeights[f] * block.values[f]});

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
    char summary[192];
    std::snprintf(summary, sizeof summary, "kept %u of %zu text blocks (%u of %u words)%s",
                  keptBlocks, features.blocks().size(), keptWords, totalWords,
                  features.fallback() ? ", read from <noscript>" : "");
    r.summary = summary;
    return r;
}

const Extractor &consensusExtractor()
{
    static const ConsensusExtractor e;
    return e;
}

} // namespace core
