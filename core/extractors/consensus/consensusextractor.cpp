#include "consensusextractor.h"

#include "articlebodyprofile.h"
#include "codeblocks.h"
#include "consensuscontext.h"
#include "consensusmodel.generated.h"
#include "consensusreasons.h"
#include "consensustrees.h"
#include "consentbanners.h"
#include "customerreviews.h"
#include "documentationcontainers.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "forumpostcontainers.h"
#include "forumquotes.h"
#include "forumrepeatedlines.h"
#include "forumsignatures.h"
#include "imagefigures.h"
#include "pagelandmarks.h"
#include "pagetypeclassifier.h"
#include "productdescription.h"
#include "readercomments.h"
#include "repeateditems.h"
#include "textcopies.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <stdexcept>

namespace core {

namespace {

using M = ConsensusModel;

enum ConsensusParam { Threshold, Relative, Renderer, Profile };

constexpr size_t kInputs = ConsensusTrees::kInputCount;

// The page types on which post containers, documentation containers and product descriptions
// decide (PageTypeClassifier::kTypeNames).
constexpr std::string_view kForumType = "forum";
constexpr std::string_view kDocumentationType = "documentation";
constexpr std::string_view kProductType = "product";
constexpr std::string_view kCollectionType = "collection";
constexpr std::string_view kListingType = "listing";

double logistic(double z)
{
    return 1 / (1 + std::exp(-z));
}

// The name of a block's input k in the trace: the voter's id, else the cue's name.
std::string_view consensusInputName(size_t k)
{
    return k < ConsensusFeatures::kVoterCount
               ? ConsensusFeatures::kVoterIds[k]
               : ConsensusFeatures::kNames[k - ConsensusFeatures::kVoterCount];
}

// The "page-type" phase: the classifier's decision on the page, every type's probability, and
// the cues that moved the chosen type's margin most, each with its reason.
void traceConsensusPageType(Trace &trace, const PageTypeClassifier::Result &type)
{
    trace.phase("page-type", "What kind of page this is: the page classifier's most probable "
                             "type, every type's probability and the cues behind it "
                             "(docs/page-types.md).");
    TraceStep &d = trace.add(TraceStep::Kind::Decision);
    d.number("probability", type.probability);
    for (size_t k = 0; k < PageTypeClassifier::kTypeCount; ++k)
        d.number(PageTypeClassifier::kTypeNames[k], type.probabilities[k]);
    d.number("bias", type.bias);
    d.say("The page reads as " + std::string(type.typeName()) +
          " (probability {probability}); its margin starts from {bias} and its cues move it.");
    Trace::Items cues(&trace, "cues", ConsensusExtractor::kTraceCues);
    for (const PageTypeClassifier::Cue &c : type.cues)
        if (TraceStep *s = cues.next())
            s->number("value", c.value)
                .number("log-odds", c.part)
                .say(std::string(PageTypeEvidence::kNames[c.cue]) + " = {value} (" + c.reason +
                     ") adds {log-odds} to the " + std::string(type.typeName()) + " margin.");
    cues.finish();
}

// The "blocks" and "votes" phases: the page cut into blocks, and every heuristic's share of
// each block's words.
void traceConsensusBlocks(Trace &trace, const ConsensusFeatures &features,
                          std::span<const Extractor *const> voters)
{
    const auto &blocks = features.blocks();
    const auto last = static_cast<std::int64_t>(blocks.size()) - 1;
    trace.phase("blocks", "Cut the page into text blocks: a block-level element and the text "
                          "whose nearest block-level ancestor it is.");
    double words = 0;
    for (const ConsensusFeatures::Block &b : blocks)
        words += b.words;
    TraceStep &o = trace.add(TraceStep::Kind::Overview);
    if (last >= 0)
        o.range("consensus", 0, last);
    o.number("blocks", double(blocks.size()))
        .number("words", words)
        .say("{blocks} text blocks hold the page's {words} words.");
    Trace::Items items(&trace, "blocks", ConsensusExtractor::kTraceBlocks);
    for (size_t b = 0; b < blocks.size(); ++b)
        if (TraceStep *s = items.next())
            s->node(blocks[b].node)
                .range("consensus", std::int64_t(b), std::int64_t(b))
                .number("block", double(b + 1))
                .number("words", blocks[b].words)
                .number("link share", blocks[b].values[ConsensusFeatures::LinkShare])
                .say("Block {block}: {words} words, link share {link share}.");
    items.finish();

    trace.phase("votes", "Every heuristic runs on the page; its vote on a block is the share of "
                         "the block's words it chose, and it chose the block when that share "
                         "reaches one half.");
    TraceStep &v = trace.add(TraceStep::Kind::Overview);
    v.number("heuristics", double(voters.size()))
        .say("{heuristics} heuristics vote on every block.");
    Trace::Items votes(&trace, "blocks", ConsensusExtractor::kTraceBlocks);
    for (size_t b = 0; b < blocks.size(); ++b) {
        TraceStep *s = votes.next();
        if (!s)
            continue;
        std::string chosen;
        for (size_t k = 0; k < voters.size(); ++k) {
            s->number(voters[k]->info().id, features.share(b, k));
            if (features.share(b, k) >= 0.5f)
                chosen += (chosen.empty() ? "" : ", ") + voters[k]->info().id;
        }
        s->node(blocks[b].node)
            .range("consensus", std::int64_t(b), std::int64_t(b))
            .number("block", double(b + 1))
            .number("heuristics", double(voters.size()))
            .number("chosen by", blocks[b].votes)
            .number("vote share", blocks[b].values[ConsensusFeatures::VoteShare])
            .say(chosen.empty()
                     ? "Block {block}: no heuristic chose it (mean share {vote share})."
                     : "Block {block}: {chosen by} of {heuristics} heuristics chose it (" + chosen +
                           "); mean share {vote share}.");
    }
    votes.finish();
}

// One block's step of the "trees" phase: its first-pass log-odds and the inputs whose parts of
// it are largest.
void traceConsensusTrees(TraceStep &s, const ConsensusFeatures::Block &block, size_t b,
                         double logOdds, std::span<const double> parts)
{
    std::array<size_t, ConsensusTrees::kInputCount> order;
    for (size_t k = 0; k < order.size(); ++k)
        order[k] = k;
    const size_t top = std::min(ConsensusExtractor::kTraceParts, order.size());
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(top), order.end(),
                      [&](size_t a, size_t c) { return std::abs(parts[a]) > std::abs(parts[c]); });
    s.node(block.node)
        .range("consensus", std::int64_t(b), std::int64_t(b))
        .number("block", double(b + 1))
        .number("log-odds", logOdds)
        .number("first-pass weight", logistic(logOdds));
    std::string largest;
    for (size_t i = 0; i < top && parts[order[i]] != 0; ++i) {
        const std::string name(consensusInputName(order[i]));
        s.number(name, parts[order[i]]);
        largest += (largest.empty() ? "" : ", ") + name + " {" + name + "}";
    }
    s.say("Block {block}: the trees give log-odds {log-odds} (first-pass weight "
          "{first-pass weight})" +
          (largest.empty() ? std::string(".") : "; the largest parts: " + largest + "."));
}

// The "profile" phase of profile article-body: where the body starts, and each kept block the
// profile drops before it, with why.
void traceConsensusProfile(Trace &trace, const ConsensusFeatures &features,
                           const ArticleBodyProfile::Outcome &profile)
{
    using Drop = ArticleBodyProfile::Drop;
    const auto &blocks = features.blocks();
    trace.phase("profile", "The article-body profile: an article's body without its headline "
                           "(the article-extraction benchmark's articleBody), so before the "
                           "body's first text the kept headline that repeats the page's title "
                           "and the kept byline and date lines are dropped.");
    TraceStep &o = trace.add(TraceStep::Kind::Overview);
    o.number("dropped", double(std::count_if(profile.drops.begin(), profile.drops.end(),
                                             [](Drop d) { return d != Drop::None; })))
        .number("likeness", ArticleBodyProfile::kHeadlineLikeness)
        .number("characters", double(ArticleBodyProfile::kBylineMaxChars));
    if (profile.bodyStart < blocks.size()) {
        o.node(blocks[profile.bodyStart].node)
            .range("consensus", std::int64_t(profile.bodyStart), std::int64_t(profile.bodyStart))
            .number("body", double(profile.bodyStart + 1))
            .say("The body starts at block {body}; before it, {dropped} kept blocks are the "
                 "headline (likeness to the title above {likeness}) or byline and date lines "
                 "(under {characters} characters).");
    } else {
        o.say("No kept block starts a body; {dropped} kept blocks are the headline (likeness to "
              "the title above {likeness}) or byline and date lines (under {characters} "
              "characters).");
    }
    Trace::Items drops(&trace, "blocks", ConsensusExtractor::kTraceBlocks);
    for (size_t b = 0; b < blocks.size(); ++b) {
        if (profile.drops[b] == Drop::None)
            continue;
        TraceStep *s = drops.next(TraceStep::Kind::Decision);
        if (!s)
            continue;
        s->node(blocks[b].node)
            .range("consensus", std::int64_t(b), std::int64_t(b))
            .number("block", double(b + 1));
        if (profile.drops[b] == Drop::Headline)
            s->number("likeness", profile.likeness[b])
                .say("Block {block}: headline dropped, its words are the page's title's \"" +
                     profile.title + "\" (likeness {likeness}).");
        else
            s->say("Block {block}: byline or date line dropped: it shows the page's author or "
                   "date, or sits in byline or date markup, before the body.");
    }
    drops.finish();
}

// The kept blocks a rule marks (marks(block)) and the words of the kept blocks it marks and of
// those it does not: what the rules that drop a kind of part weigh before they drop it.
struct KeptParts
{
    std::vector<char> marked;
    std::uint32_t inside = 0;
    std::uint32_t outside = 0;

    bool any() const { return std::find(marked.begin(), marked.end(), 1) != marked.end(); }
    void clear() { std::fill(marked.begin(), marked.end(), char(0)); }
    void dropFrom(std::vector<char> &kept) const
    {
        for (size_t b = 0; b < kept.size(); ++b)
            kept[b] = kept[b] && !marked[b];
    }
};

template <typename Marks>
KeptParts keptParts(const ConsensusFeatures &features, const std::vector<char> &kept, Marks marks)
{
    KeptParts parts;
    parts.marked.assign(kept.size(), 0);
    for (size_t b = 0; b < kept.size(); ++b) {
        if (!kept[b])
            continue;
        const ConsensusFeatures::Block &block = features.blocks()[b];
        if (marks(block)) {
            parts.marked[b] = 1;
            parts.inside += block.words;
        } else {
            parts.outside += block.words;
        }
    }
    return parts;
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
          "project choice: docs/consensus.md"},
         {"profile",
          T::Integer,
          0,
          0,
          1,
          1,
          "what main content means: the page's main content with its title and headings "
          "(WCXB's gold), or an article's body without its headline, byline and date lines "
          "(the article-extraction benchmark's articleBody)",
          "project choice: WCXB's and the article-extraction benchmark's written conventions, "
          "docs/consensus.md#profiles",
          {std::string(kMainContentProfile), std::string(kArticleBodyProfile)},
          "main-content keeps what the consensus decided. article-body then drops, before the "
          "body's first text, the first h1 or h2 that repeats the page's declared title and "
          "the short lines that show its author or date (Readability.js's rules for both); "
          "the body's own subheadings stay. Each dropped block's reason says so."}}};
    return i;
}

ExtractionResult ConsensusExtractor::compute(const Document &doc, const ParamValues &values,
                                             Trace *trace) const
{
    return compute(doc, values, {}, {}, trace);
}

ExtractionResult
ConsensusExtractor::run(const Document &doc, const ParamValues &values,
                        std::span<const ExtractionResult *const> voterResults) const
{
    return compute(doc, values, voterResults, {}, nullptr);
}

ExtractionResult
ConsensusExtractor::runPageWithVoters(const PageInput &page, const ParamValues &values,
                                      std::span<const ExtractionResult *const> voterResults) const
{
    return compute(*page.document, values, voterResults, page.url, nullptr);
}

ExtractionResult ConsensusExtractor::recordPageSteps(const PageInput &page,
                                                     const ParamValues &values, Trace &trace) const
{
    return compute(*page.document, values, {}, page.url, &trace);
}

ExtractionResult ConsensusExtractor::compute(const Document &doc, const ParamValues &values,
                                             std::span<const ExtractionResult *const> voterResults,
                                             std::string_view url, Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    return computeOn(doc, values, ConsensusFeatures(doc, m_voters, voterResults), url, trace);
}

ExtractionResult ConsensusExtractor::runOn(const Document &doc, const ParamValues &values,
                                           const ConsensusFeatures &features, std::string_view url,
                                           Trace *trace) const
{
    if (!trace)
        return computeOn(doc, values, features, url, nullptr);
    trace->reset(info().id);
    ExtractionResult r = computeOn(doc, values, features, url, trace);
    trace->addResult(r);
    return r;
}

ExtractionResult ConsensusExtractor::computeOn(const Document &doc, const ParamValues &values,
                                               const ConsensusFeatures &features,
                                               std::string_view url, Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    const double threshold = values.at(Threshold);
    const double relative = values.at(Relative);
    const bool useRenderer = values.at(Renderer) != 0 && doc.rendered();
    // The page's type, which the trace shows and the forum rule asks (computed once, when
    // either needs it).
    std::optional<PageTypeClassifier::Result> pageType;
    auto classified = [&]() -> const PageTypeClassifier::Result & {
        if (!pageType)
            pageType = PageTypeClassifier::classify(PageTypeEvidence(doc, url, features));
        return *pageType;
    };
    if (trace) {
        traceConsensusPageType(*trace, classified());
        traceConsensusBlocks(*trace, features, m_voters);
    }

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
    if (trace) {
        trace->phase("trees", "The first pass: gradient-boosted trees add up each block's "
                              "log-odds from its votes and cues; each input's part is what the "
                              "splits reading it changed (path attribution).");
        trace->add(TraceStep::Kind::Overview)
            .number("trees", double(ConsensusTrees::treeCount()))
            .number("depth", double(ConsensusTrees::treeDepth()))
            .number("bias", ConsensusTrees::firstPassBias())
            .say("{trees} trees of depth {depth}; every block starts from log-odds {bias}.");
    }
    Trace::Items treeSteps(trace, "blocks", kTraceBlocks);
    for (size_t b = 0; b < n; ++b) {
        const auto blockParts = std::span<double>(parts).subspan(b * kInputs, kInputs);
        firstLogOdds[b] = ConsensusTrees::firstPassLogOdds(features, b, blockParts);
        firstPass[b] = logistic(firstLogOdds[b]);
        if (TraceStep *s = treeSteps.next())
            traceConsensusTrees(*s, features.blocks()[b], b, firstLogOdds[b], blockParts);
    }
    treeSteps.finish();
    const auto context = ConsensusContext::contexts(features, firstPass);
    if (trace) {
        trace->phase("context", "The second pass: a block's log-odds from its first pass's and "
                                "from the first-pass weights around it (its neighbours, its "
                                "containers, the page, its group of alike siblings), by a "
                                "logistic regression.");
        TraceStep &o = trace->add(TraceStep::Kind::Overview);
        o.number("bias", ConsensusContext::contextBias())
            .number("first pass", ConsensusContext::firstPassWeight());
        for (size_t c = 0; c < ConsensusContext::kContextCount; ++c)
            o.number(ConsensusContext::kContextNames[c], ConsensusContext::contextWeight(c));
        o.say("log-odds = {bias} + {first pass} x the first pass's + a weight per context "
              "(previous block {previous-block}, next block {next-block}, parent's blocks "
              "{parent-blocks}, the page's blocks {page-blocks}, its group of alike siblings "
              "{own-group-blocks}, ...) x its first-pass weight.");
    }
    Trace::Items contextSteps(trace, "blocks", kTraceBlocks);
    double best = 0;
    for (size_t b = 0; b < n; ++b) {
        const double z = ConsensusContext::logOdds(firstLogOdds[b], context[b]);
        weights[b] = logistic(z);
        best = std::max(best, weights[b]);
        if (TraceStep *s = contextSteps.next()) {
            s->node(features.blocks()[b].node)
                .range("consensus", std::int64_t(b), std::int64_t(b))
                .number("block", double(b + 1));
            for (size_t c = 0; c < ConsensusContext::kContextCount; ++c)
                s->number(ConsensusContext::kContextNames[c], context[b][c]);
            s->number("log-odds", z)
                .number("weight", weights[b])
                .say("Block {block}: the blocks before and after weigh {previous-block} and "
                     "{next-block}, its parent's {parent-blocks}, the page's {page-blocks}, its "
                     "group of alike siblings {own-group-blocks}: "
                     "log-odds {log-odds}, weight {weight}.");
        }
    }
    contextSteps.finish();
    // The page's threshold: the fitted one, or lower when the page's evidence is weak overall
    // (its best blocks are still its content), unless even its best block weighs next to nothing.
    const double cut = pageThreshold(threshold, relative, best);
    if (trace) {
        trace->phase("threshold", "The page's threshold: the fitted one, or a share of the "
                                  "page's best weight when that is lower and the best reaches "
                                  "the floor.");
        TraceStep &d = trace->add(TraceStep::Kind::Decision);
        if (n > 0)
            d.range("consensus", 0, std::int64_t(n) - 1);
        d.number("threshold", threshold)
            .number("relative", relative)
            .number("best", best)
            .number("floor", M::kRelativeFloor)
            .number("cut", cut)
            .say(cut < threshold
                     ? "The page's best weight {best} reaches the floor {floor}: blocks are held "
                       "to {relative} x {best} = {cut}, below the threshold {threshold}."
                     : "Blocks are held to the threshold {cut} (the page's best weight is "
                       "{best}).");
    }
    // The consensus's decision on each block: its weight against the page's threshold, unless
    // the renderer drops it; then the profile's pass over the blocks it kept.
    const size_t blockCount = features.blocks().size();
    std::vector<char> keptByConsensus(blockCount), fixedBlock(blockCount), tinyBlock(blockCount);
    for (size_t b = 0; b < blockCount; ++b) {
        const NodeId id = features.blocks()[b].node;
        const Node &node = doc.node(id);
        fixedBlock[b] = useRenderer && pinned[static_cast<size_t>(id)];
        tinyBlock[b] = useRenderer && node.box.valid &&
                       (node.box.width < kMinBoxSide || node.box.height < kMinBoxSide);
        keptByConsensus[b] = !fixedBlock[b] && !tinyBlock[b] && weights[b] >= cut;
    }
    // A collection's or a listing's items (RepeatedItems): on a page the classifier reads as
    // either, every item of a group of alike siblings of which the consensus kept one is kept
    // (unless the renderer drops it). itemsKept[b]: the number of items of the group that kept
    // block b, else 0.
    std::vector<std::uint32_t> itemsKept = RepeatedItems::of(features, keptByConsensus);
    if (std::any_of(itemsKept.begin(), itemsKept.end(), [](std::uint32_t k) { return k; }) &&
        classified().typeName() != kCollectionType && classified().typeName() != kListingType)
        std::fill(itemsKept.begin(), itemsKept.end(), 0U);
    for (size_t b = 0; b < blockCount; ++b) {
        if (fixedBlock[b] || tinyBlock[b])
            itemsKept[b] = 0;
        keptByConsensus[b] = keptByConsensus[b] || itemsKept[b] != 0;
    }
    // Code (CodeBlocks): on every page, a block inside <pre> or <code> is kept whatever its
    // weight (unless the renderer drops it); the rules below may still drop it.
    std::vector<char> codeKept(blockCount, 0);
    for (size_t b = 0; b < blockCount; ++b)
        if (!keptByConsensus[b] && !fixedBlock[b] && !tinyBlock[b] &&
            CodeBlocks::holds(features.blocks()[b])) {
            codeKept[b] = 1;
            keptByConsensus[b] = 1;
        }
    // Forum posts by their platforms' markup (ForumPostContainers): on a page the classifier
    // reads as a forum, a block inside a post container is kept whatever its weight (unless the
    // renderer drops it). forumKept[b]: 1 + the platform that kept block b, else 0.
    std::vector<std::uint8_t> forumKept(blockCount, 0);
    std::vector<char> forumDropped;
    {
        const std::vector<std::uint8_t> posts = ForumPostContainers::of(doc);
        for (size_t b = 0; b < blockCount; ++b)
            if (!keptByConsensus[b] && !fixedBlock[b] && !tinyBlock[b])
                forumKept[b] = posts[static_cast<size_t>(features.blocks()[b].node)];
        if (std::any_of(forumKept.begin(), forumKept.end(), [](std::uint8_t p) { return p; }) &&
            classified().typeName() != kForumType)
            std::fill(forumKept.begin(), forumKept.end(), std::uint8_t(0));
        for (size_t b = 0; b < blockCount; ++b)
            keptByConsensus[b] = keptByConsensus[b] || forumKept[b];
        // The short lines repeated between the posts (ForumRepeatedLines): reply bars, vote
        // counts, signatures, dropped on a page the classifier reads as a forum.
        // And the blocks in a poster's signature box (ForumSignatures) outside the posts, and
        // those in a quote of another post (ForumQuotes), inside the posts too.
        // forumDropped[b]: 1 a repeated short line, 2 in a signature box, 3 in a quote, else 0.
        forumDropped = ForumRepeatedLines::of(features, posts, keptByConsensus);
        for (size_t b = 0; b < blockCount; ++b) {
            const NodeId node = features.blocks()[b].node;
            if (forumDropped[b] || !keptByConsensus[b])
                continue;
            if (posts[static_cast<size_t>(node)] == 0 && ForumSignatures::holds(doc, node))
                forumDropped[b] = 2;
            else if (ForumQuotes::holds(doc, node))
                forumDropped[b] = 3;
        }
        if (std::any_of(forumDropped.begin(), forumDropped.end(), [](char d) { return d; }) &&
            classified().typeName() != kForumType)
            std::fill(forumDropped.begin(), forumDropped.end(), char(0));
        for (size_t b = 0; b < blockCount; ++b) {
            keptByConsensus[b] = keptByConsensus[b] && !forumDropped[b];
            if (forumDropped[b])
                forumKept[b] = 0;
        }
    }
    // Documentation frameworks' markup (DocumentationContainers): on a page the classifier reads
    // as documentation, a block inside a framework's content container is kept whatever its
    // weight (unless the renderer drops it), one in its navigation parts dropped. docsKept[b],
    // docsDropped[b]: 1 + the framework that kept / dropped block b, else 0.
    std::vector<std::uint8_t> docsKept(blockCount, 0), docsDropped(blockCount, 0);
    {
        const DocumentationContainers::Marks marks = DocumentationContainers::of(doc);
        bool any = false;
        for (size_t b = 0; b < blockCount; ++b) {
            const auto node = static_cast<size_t>(features.blocks()[b].node);
            if (marks.navigation[node] != 0)
                docsDropped[b] = keptByConsensus[b] ? marks.navigation[node] : 0;
            else if (!keptByConsensus[b] && !fixedBlock[b] && !tinyBlock[b])
                docsKept[b] = marks.content[node];
            any = any || docsDropped[b] || docsKept[b];
        }
        if (any && classified().typeName() != kDocumentationType) {
            std::fill(docsKept.begin(), docsKept.end(), std::uint8_t(0));
            std::fill(docsDropped.begin(), docsDropped.end(), std::uint8_t(0));
        }
        for (size_t b = 0; b < blockCount; ++b)
            keptByConsensus[b] = (keptByConsensus[b] || docsKept[b]) && !docsDropped[b];
    }
    // Product descriptions (ProductDescription): on a page the classifier reads as a product,
    // when the blocks kept hold too little text, a block whose words stand mostly in the page's
    // JSON-LD Product description is kept too (unless the renderer drops it).
    std::vector<char> productKept(blockCount, 0);
    ProductDescription::Cover productCover;
    {
        ProductDescription::Outcome product =
            ProductDescription::apply(doc, features, keptByConsensus);
        for (size_t b = 0; b < blockCount; ++b)
            productKept[b] = product.added[b] && !fixedBlock[b] && !tinyBlock[b];
        if (std::any_of(productKept.begin(), productKept.end(), [](char k) { return k != 0; }) &&
            classified().typeName() != kProductType)
            std::fill(productKept.begin(), productKept.end(), char(0));
        for (size_t b = 0; b < blockCount; ++b)
            keptByConsensus[b] = keptByConsensus[b] || productKept[b];
        productCover = std::move(product.cover);
    }
    // Reader comments (ReaderComments): on a page the classifier does not read as a forum, the
    // blocks kept inside a comment section are dropped, when the blocks kept outside them hold
    // enough words to be the page's own text.
    KeptParts comments =
        keptParts(features, keptByConsensus, [&](const ConsensusFeatures::Block &block) {
            return ReaderComments::holds(doc, block.node);
        });
    if (comments.any() && (comments.outside < ReaderComments::kMinWordsOutside ||
                           classified().typeName() == kForumType))
        comments.clear();
    comments.dropFrom(keptByConsensus);
    // Customer reviews (CustomerReviews): on a page the classifier reads as a product, the
    // blocks kept inside the reviews are dropped, when the blocks kept outside them hold enough
    // words to be the product's own text.
    KeptParts reviews =
        keptParts(features, keptByConsensus, [&](const ConsensusFeatures::Block &block) {
            return CustomerReviews::holds(doc, block.node);
        });
    if (reviews.any() && (reviews.outside < CustomerReviews::kMinWordsOutside ||
                          classified().typeName() != kProductType))
        reviews.clear();
    reviews.dropFrom(keptByConsensus);
    // Figures (ImageFigures): on every page, the blocks kept inside a figure that holds no table
    // and no quotation are dropped, code excepted, when the blocks kept outside the figures hold
    // more words.
    const std::vector<char> inFigure = ImageFigures::of(doc);
    KeptParts figures =
        keptParts(features, keptByConsensus, [&](const ConsensusFeatures::Block &block) {
            return !CodeBlocks::holds(block) && inFigure[static_cast<size_t>(block.node)] != 0;
        });
    if (figures.outside <= figures.inside)
        figures.clear();
    figures.dropFrom(keptByConsensus);
    // Cookie and consent banners (ConsentBanners): on every page, a block kept inside one is
    // dropped, whatever kept it.
    std::vector<char> consentDropped(blockCount, 0);
    ConsentBanners banners(doc);
    for (size_t b = 0; b < blockCount; ++b)
        if (keptByConsensus[b] && banners.holds(features.blocks()[b].node)) {
            consentDropped[b] = 1;
            keptByConsensus[b] = 0;
        }
    // The page's landmarks (PageLandmarks): on every page, a block kept inside the page's
    // header, footer, navigation or complementary part is dropped, whatever kept it.
    // landmarkDropped[b]: the PageLandmarks::Kind that dropped block b, else Kind::None.
    std::vector<PageLandmarks::Kind> landmarkDropped(blockCount, PageLandmarks::Kind::None);
    {
        const std::vector<PageLandmarks::Kind> landmarks = PageLandmarks::of(doc);
        for (size_t b = 0; b < blockCount; ++b) {
            const PageLandmarks::Kind kind =
                landmarks[static_cast<size_t>(features.blocks()[b].node)];
            if (keptByConsensus[b] && kind != PageLandmarks::Kind::None) {
                landmarkDropped[b] = kind;
                keptByConsensus[b] = 0;
            }
        }
    }
    // Copies of a kept text (TextCopies): on a page the classifier does not read as
    // documentation, a kept block whose text a kept block before it has is dropped, unless the
    // two are siblings, code and table cells excepted. copyOf[b]: 1 + that block, else 0.
    std::vector<std::uint32_t> copyOf(blockCount, 0);
    if (classified().typeName() != kDocumentationType)
        copyOf = TextCopies::of(doc, features, keptByConsensus);
    // Their reasons quote the text: formats the result owns (reasonTexts), reserved whole so
    // that the pointers into them stay valid; copyReasonAt[b]: block b's among them.
    auto copyReasons = std::make_shared<std::vector<std::string>>();
    copyReasons->reserve(static_cast<size_t>(
        std::count_if(copyOf.begin(), copyOf.end(), [](std::uint32_t c) { return c != 0; })));
    std::vector<size_t> copyReasonAt(blockCount, 0);
    for (size_t b = 0; b < blockCount; ++b) {
        keptByConsensus[b] = keptByConsensus[b] && copyOf[b] == 0;
        if (copyOf[b] != 0) {
            copyReasonAt[b] = copyReasons->size();
            copyReasons->push_back(TextCopies::reasonFormat(doc, features, b));
        }
    }
    // Guarded: a parameter list saved before the profile existed has no entry for it.
    std::optional<ArticleBodyProfile::Outcome> profile;
    if (values.size() > Profile && values[Profile] == 1) {
        profile = ArticleBodyProfile::apply(doc, features, keptByConsensus);
        if (trace)
            traceConsensusProfile(*trace, features, *profile);
    }
    if (trace)
        trace->phase("decisions",
                     "Each block is kept when its weight reaches the page's threshold, and so is "
                     "code, unless the renderer drops it; then the page type's rules keep or drop "
                     "some (a collection's or a listing's items, forum posts, documentation "
                     "containers, a product's description, the "
                     "reader comments of a page that is not a forum, a product's customer "
                     "reviews), the figures, the cookie "
                     "banners and the page's own header, footer, navigation and asides drop what "
                     "they hold, a second copy of a kept text is dropped but on documentation, and "
                     "the profile drops its own. Each block's reason says which decided.");
    Trace::Items decisionSteps(trace, "blocks", kTraceBlocks);
    Series series;
    series.chart = "consensus";
    series.name = "weight (votes and cues)";
    series.style = Series::Style::Bars;
    series.threshold = cut;
    series.thresholdLabel =
        cut < threshold ? "threshold (relative to the page's best)" : "threshold";
    std::uint32_t keptBlocks = 0, keptWords = 0, totalWords = 0, headlines = 0, bylines = 0;
    std::vector<NodeId> keptNodes;
    for (size_t b = 0; b < blockCount; ++b) {
        const ConsensusFeatures::Block &block = features.blocks()[b];
        const double weight = weights[b];
        const Node &node = doc.node(block.node);
        const ArticleBodyProfile::Drop drop =
            profile ? profile->drops[b] : ArticleBodyProfile::Drop::None;
        const bool kept = keptByConsensus[b] && drop == ArticleBodyProfile::Drop::None;

        const ConsensusReasons::Weighing weighing{
            b,
            std::span<const double>(parts).subspan(b * kInputs, kInputs),
            context[b],
            weight,
            cut,
            cut < threshold,
            keptByConsensus[b] != 0,
            fixedBlock[b] != 0,
            tinyBlock[b] != 0,
            std::min(node.box.width, node.box.height)};
        const auto judgement = static_cast<std::int32_t>(r.judgements.size());
        const double votes = block.votes;
        Reason reason;
        if (drop == ArticleBodyProfile::Drop::Headline) {
            reason = {ArticleBodyProfile::kHeadlineReason,
                      {votes, weight, cut, profile->likeness[b]}};
            ++headlines;
        } else if (drop == ArticleBodyProfile::Drop::Byline) {
            reason = {ArticleBodyProfile::kBylineReason, {votes, weight, cut, 0}};
            ++bylines;
        } else if (consentDropped[b] != 0) {
            reason = {ConsentBanners::kReason, {votes, weight, cut, 0}};
        } else if (comments.marked[b] != 0) {
            reason = {ReaderComments::kReason, {votes, weight, cut, double(comments.outside)}};
        } else if (reviews.marked[b] != 0) {
            reason = {CustomerReviews::kReason, {votes, weight, cut, pageType->probability}};
        } else if (figures.marked[b] != 0) {
            reason = {ImageFigures::kReason, {votes, weight, cut, 0}};
        } else if (landmarkDropped[b] != PageLandmarks::Kind::None) {
            reason = {PageLandmarks::kReasons[static_cast<size_t>(landmarkDropped[b]) - 1],
                      {votes, weight, cut, 0}};
        } else if (copyOf[b] != 0) {
            reason = {(*copyReasons)[copyReasonAt[b]].c_str(),
                      {votes, weight, cut, double(copyOf[b])}};
        } else if (forumKept[b] != 0) {
            reason = {ForumPostContainers::kReasons[forumKept[b] - 1],
                      {votes, weight, cut, pageType->probability}};
        } else if (forumDropped[b] != 0) {
            reason = {forumDropped[b] == 1   ? ForumRepeatedLines::kReason
                      : forumDropped[b] == 2 ? ForumSignatures::kReason
                                             : ForumQuotes::kReason,
                      {votes, weight, cut, pageType->probability}};
        } else if (docsKept[b] != 0) {
            reason = {DocumentationContainers::kKeptReasons[docsKept[b] - 1],
                      {votes, weight, cut, pageType->probability}};
        } else if (docsDropped[b] != 0) {
            reason = {DocumentationContainers::kDroppedReasons[docsDropped[b] - 1],
                      {votes, weight, cut, pageType->probability}};
        } else if (productKept[b] != 0) {
            reason = {ProductDescription::kReason, {votes, weight, cut, productCover.share(b)}};
        } else if (itemsKept[b] != 0) {
            reason = {RepeatedItems::kReason, {votes, weight, cut, double(itemsKept[b])}};
        } else if (codeKept[b] != 0 && keptByConsensus[b]) {
            reason = {CodeBlocks::kReason, {votes, weight, cut, 0}};
        } else {
            reason = ConsensusReasons::reason(features, weighing);
        }
        if (TraceStep *s = decisionSteps.next(TraceStep::Kind::Decision))
            s->node(block.node)
                .range("consensus", std::int64_t(b), std::int64_t(b))
                .number("block", double(b + 1))
                .number("weight", weight)
                .number("cut", cut)
                .number("kept", kept)
                .say("Block {block}: " + reason.text() + ".");
        r.judgements.push_back({block.node, -1, kept, weight, reason});
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
    decisionSteps.finish();
    if (!copyReasons->empty())
        r.reasonTexts = std::move(copyReasons);
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
    char profileNote[128] = "";
    if (profile)
        std::snprintf(profileNote, sizeof profileNote,
                      "; profile article-body: %u headline and %u byline or date lines dropped",
                      headlines, bylines);
    std::snprintf(summary, sizeof summary, "kept %u of %zu text blocks (%u of %u words)%s%s%s",
                  keptBlocks, features.blocks().size(), keptWords, totalWords,
                  features.fallback() ? ", read from <noscript>" : "", relativeNote, profileNote);
    r.summary = summary;
    return r;
}

} // namespace core
