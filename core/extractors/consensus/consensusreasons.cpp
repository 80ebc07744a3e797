#include "consensusreasons.h"

#include "consensustrees.h"

#include <array>
#include <cmath>

namespace core {

namespace {

using F = ConsensusFeatures::Feature;

// The phrase that names a cue in a reason; {3} is the cue's value as cueValue() gives it.
// Variants: kept, dropped, and the same against the page's relative threshold.
#define BOILERSCOPE_CUE(phrase)                                                                    \
    {                                                                                              \
        "kept: {0} of 20 heuristics chose it, weight {1} >= {2}; " phrase,                         \
            "dropped: {0} of 20 heuristics chose it, weight {1} < {2}; " phrase,                   \
            "kept: {0} of 20 heuristics chose it, weight {1} >= {2} (relative to the page's "      \
            "best); " phrase,                                                                      \
            "dropped: {0} of 20 heuristics chose it, weight {1} < {2} (relative to the page's "    \
            "best); " phrase                                                                       \
    }
constexpr std::array<std::array<const char *, 4>, ConsensusFeatures::Count> kCuePhrases = {{
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
    BOILERSCOPE_CUE("the heuristics chose {3} of the block before"),
    BOILERSCOPE_CUE("the heuristics chose {3} of the block after"),
    BOILERSCOPE_CUE("the heuristics chose {3} of its parent's blocks"),
    BOILERSCOPE_CUE("the heuristics chose {3} of its grandparent's blocks"),
    BOILERSCOPE_CUE("the heuristics chose {3} of its great-grandparent's blocks"),
    BOILERSCOPE_CUE("the heuristics chose {3} of the page"),
    BOILERSCOPE_CUE("its votes are {3} of the page's best block's"),
    BOILERSCOPE_CUE("the page has {3} blocks"),
    BOILERSCOPE_CUE("the page has {3} words"),
    BOILERSCOPE_CUE("{3} of the page's words are links"),
    BOILERSCOPE_CUE("{3} of the page's words are in repeated blocks"),
    BOILERSCOPE_CUE("the page's largest group of similar blocks holds {3} of its words"),
    BOILERSCOPE_CUE("{3} of the page's words are in <main> or <article>"),
    BOILERSCOPE_CUE("{3} of the page's words are in paragraphs"),
    BOILERSCOPE_CUE("{3} of the page's words are in blocks that end a sentence"),
    BOILERSCOPE_CUE("the page says it is an article"),
    BOILERSCOPE_CUE("the page says it is a product"),
    BOILERSCOPE_CUE("the page says it is a forum thread or question"),
    BOILERSCOPE_CUE("the page says it is a list"),
    BOILERSCOPE_CUE("the page says it is a FAQ"),
}};
constexpr std::array<std::array<const char *, 4>, ConsensusContext::kContextCount> kContextPhrases =
    {{
        BOILERSCOPE_CUE("the block before weighs {3} on the first pass"),
        BOILERSCOPE_CUE("the block after weighs {3} on the first pass"),
        BOILERSCOPE_CUE("its parent's blocks weigh {3} on the first pass"),
        BOILERSCOPE_CUE("its grandparent's blocks weigh {3} on the first pass"),
        BOILERSCOPE_CUE("its great-grandparent's blocks weigh {3} on the first pass"),
        BOILERSCOPE_CUE("the page's blocks weigh {3} on the first pass"),
        BOILERSCOPE_CUE("its group of alike siblings weighs {3} on the first pass"),
    }};
#undef BOILERSCOPE_CUE
// A context added without its phrase would be named by an empty reason.
static_assert(kContextPhrases.back()[0] != nullptr);
constexpr const char *kNoCue[4] = {
    "kept: {0} of 20 heuristics chose it, weight {1} >= {2}",
    "dropped: {0} of 20 heuristics chose it, weight {1} < {2}",
    "kept: {0} of 20 heuristics chose it, weight {1} >= {2} (relative to the page's best)",
    "dropped: {0} of 20 heuristics chose it, weight {1} < {2} (relative to the page's best)"};
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
    case F::PageLogBlocks:
    case F::PageLogWords:
        return std::round(std::expm1(b.values[f]));
    default:
        return b.values[f];
    }
}

} // namespace

Reason ConsensusReasons::reason(const ConsensusFeatures &features, const Weighing &w)
{
    const ConsensusFeatures::Block &block = features.blocks()[w.block];
    // The cue or context that pushed hardest towards the decision (the votes are named
    // anyway): cues first (numbers below Count), then the contexts.
    int strongest = -1;
    double strongestPart = 0;
    auto consider = [&](size_t index, double part) {
        if ((w.kept ? part : -part) > strongestPart) {
            strongestPart = w.kept ? part : -part;
            strongest = static_cast<int>(index);
        }
    };
    constexpr size_t V = ConsensusFeatures::kVoterCount;
    // Only cues the block has: the phrases say what is there ("inside the page footer"),
    // while a tree can also credit a cue's absence (listed among the votes with value 0).
    for (size_t f = F::VoteShare + 1; f < ConsensusFeatures::Count; ++f)
        if (block.values[f] != 0)
            consider(f, ConsensusContext::firstPassWeight() * w.parts[V + f]);
    for (size_t c = 0; c < ConsensusContext::kContextCount; ++c)
        consider(ConsensusFeatures::Count + c, ConsensusContext::contextWeight(c) * w.context[c]);
    const auto cue = static_cast<size_t>(strongest);
    const size_t variant = (w.relative ? 2 : 0) + !w.kept;
    const char *format = w.fixed         ? kFixedReason
                         : w.tiny        ? kTinyReason
                         : strongest < 0 ? kNoCue[variant]
                         : cue < ConsensusFeatures::Count
                             ? kCuePhrases[cue][variant]
                             : kContextPhrases[cue - ConsensusFeatures::Count][variant];
    const double shown = w.tiny          ? w.boxSide
                         : strongest < 0 ? 0.0
                         : cue < ConsensusFeatures::Count
                             ? cueValue(block, static_cast<F>(cue))
                             : w.context[cue - ConsensusFeatures::Count];
    return {format, {double(block.votes), w.weight, w.cut, shown}};
}

void ConsensusReasons::addVotes(const ConsensusFeatures &features, const Weighing &w,
                                std::span<const Extractor *const> voters, std::int32_t judgement,
                                std::vector<Vote> &votes)
{
    // The log-odds of a block before any input: the second pass's bias and its first pass's.
    static const double bias =
        ConsensusContext::contextBias() +
        ConsensusContext::firstPassWeight() * ConsensusTrees::firstPassBias();
    const double scale = ConsensusContext::firstPassWeight();
    const ConsensusFeatures::Block &block = features.blocks()[w.block];
    constexpr size_t V = ConsensusFeatures::kVoterCount;
    for (size_t v = 0; v < voters.size(); ++v)
        votes.push_back({judgement, voters[v]->info().id.c_str(), features.share(w.block, v),
                         scale * w.parts[v]});
    votes.push_back({judgement, "bias", 1, bias});
    for (size_t f = 0; f < ConsensusFeatures::Count; ++f)
        if (block.values[f] != 0 || w.parts[V + f] != 0)
            votes.push_back({judgement, ConsensusFeatures::kNames[f].data(), block.values[f],
                             scale * w.parts[V + f]});
    for (size_t c = 0; c < ConsensusContext::kContextCount; ++c)
        votes.push_back({judgement, ConsensusContext::kContextNames[c].data(), w.context[c],
                         ConsensusContext::contextWeight(c) * w.context[c]});
}

} // namespace core
