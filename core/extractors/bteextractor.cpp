#include "bteextractor.h"

#include "extraction/textassembler.h"
#include "extraction/tokenstream.h"
#include "extraction/trace.h"

namespace core {

// == The paper's (Gottron 2007 §5.2, after Finn et al. 2001) ==
// Tokens: each tag has B = 1, each word B = 0. Choose i <= j maximising
//   T(i,j) = sum_{n<i} B_n + sum_{i<=n<=j} (1 - B_n) + sum_{n>j} B_n
// and output the words between i and j. Since T(i,j) = (all tags) + sum_{i<=n<=j} v_n with
// v_n = +1 for a word and -1 for a tag, this is the maximum-subarray problem: one linear pass.
// The paper has no parameters.
// == The project's documented choices ==
// * Tokens come from the shared TokenStream; comments and invisible text (scripts, styles,
//   hidden elements) are one code token each and count as tags (B = 1): they are not words a
//   reader sees.
// * Ties: the earliest maximal run; within it the shortest (Kadane restarts when the running sum
//   drops to 0), so the run starts and ends with a word.
// * Judgements: the chosen run and the best runs of the other segments it beat.
namespace {

constexpr std::size_t kRunnersUp = 5; // project choice: enough to see what BTE weighed
// Traces (docs/traces.md): one step per segment of the scan for the first kTraceSegments, and
// one per segment that raised the best run so far for the first kTraceBest (there are at most
// sqrt(2n) such segments: each needs a higher score, so more tokens, than the one before).
// Project choice: a page's first screens of segments; every new best on real pages.
constexpr std::size_t kTraceSegments = 300;
constexpr std::size_t kTraceBest = 300;

} // namespace

std::vector<BteExtractor::Run>
BteExtractor::bestRuns(std::span<const std::int8_t> values, std::size_t count,
                       const std::function<void(const Segment &)> &onSegment)
{
    std::vector<Run> best; // descending sum, earlier first on ties
    if (count == 0)
        return best;
    best.reserve(count + 1);
    const auto offer = [&](const Run &r) {
        if (r.sum <= 0)
            return;
        if (best.size() == count && r.sum <= best.back().sum)
            return;
        auto at = best.end();
        while (at != best.begin() && (at - 1)->sum < r.sum)
            --at;
        best.insert(at, r);
        if (best.size() > count)
            best.pop_back();
    };
    Run segment; // the best run starting where the current segment started
    std::int64_t running = 0;
    const auto n = static_cast<std::int64_t>(values.size());
    for (std::int64_t k = 0; k < n; ++k) {
        if (running <= 0) {
            if (k > 0 && onSegment)
                onSegment({segment.begin, k - 1, segment, running});
            offer(segment);
            segment = {k, -1, 0};
            running = 0;
        }
        running += values[static_cast<std::size_t>(k)];
        if (running > segment.sum) {
            segment.sum = running;
            segment.end = k;
        }
    }
    if (n > 0 && onSegment)
        onSegment({segment.begin, n - 1, segment, running});
    offer(segment);
    return best;
}

const ExtractorInfo &BteExtractor::info() const
{
    static const ExtractorInfo i{"bte",
                                 "Body Text Extraction (BTE)",
                                 "Gottron 2007 §5.2; Mohammadzadeh et al. 2012 §2.2",
                                 ExtractorInput::Tokens,
                                 "The one run of tokens with the most words inside and the most "
                                 "tags outside (a maximum subarray over +1 word / -1 tag).",
                                 {}};
    return i;
}

ExtractionResult BteExtractor::compute(const Document &doc, const ParamValues &, Trace *trace) const
{
    if (auto frameset = framesetPageResult(doc))
        return std::move(*frameset);
    ExtractionResult r;
    const TokenStream stream(doc);
    const std::span<const Token> tokens = stream.tokens();
    const std::size_t n = tokens.size();

    std::vector<std::int8_t> v(n);
    Series curve;
    curve.chart = "bte";
    curve.name = "cumulative score (words - tags)";
    curve.y.resize(n);
    curve.nodes.resize(n);
    double cumulative = 0;
    for (std::size_t k = 0; k < n; ++k) {
        v[k] = tokens[k].isWord() ? 1 : -1;
        cumulative += v[k];
        curve.y[k] = cumulative;
        curve.nodes[k] = tokens[k].node;
    }

    const double tags = stream.markupCount();
    if (trace) {
        trace->phase("tokens", "Score every token: +1 for a word, −1 for a tag or code; the "
                               "chart is the cumulative score.");
        TraceStep &s = trace->add(TraceStep::Kind::Overview);
        if (n > 0)
            s.range("bte", 0, std::int64_t(n) - 1);
        s.number("tokens", double(n))
            .number("words", stream.wordCount())
            .number("tags", tags)
            .say("{tokens} tokens: {words} words count +1, {tags} tags and code tokens count −1. "
                 "T(i,j) = tags outside i..j + words inside it = {tags} + (words − tags inside), "
                 "so the best run is the one with the highest words − tags.");
        trace->phase("scan", "One pass keeps a running score, words − tags since the current "
                             "segment began; when it falls to 0 or below, the next token starts a "
                             "new segment. Each segment's best run is weighed against the best "
                             "run so far.");
    }
    Trace::Items segments(trace, "segments", kTraceSegments);
    Trace::Items raised(trace, "segments that raised the best run", kTraceBest);
    // Tokens where the running score never rose above 0 (tags one after another restart it at
    // every token) are one step per stretch, not one per token.
    Run bestSoFar;
    std::int64_t flatBegin = -1, flatEnd = -1;
    const auto flushFlat = [&]() {
        if (flatBegin < 0)
            return;
        if (TraceStep *s = segments.next())
            s->node(tokens[std::size_t(flatBegin)].node)
                .range("bte", flatBegin, flatEnd)
                .number("begin", double(flatBegin))
                .number("end", double(flatEnd))
                .say("Tokens {begin}..{end}: the running score never rises above 0 (a tag "
                     "restarts it); no run starts here.");
        flatBegin = -1;
    };
    std::function<void(const Segment &)> onSegment;
    if (trace)
        onSegment = [&](const Segment &g) {
            if (g.best.sum <= 0) {
                if (flatBegin < 0)
                    flatBegin = g.begin;
                flatEnd = g.end;
                return;
            }
            flushFlat();
            const bool better = g.best.sum > bestSoFar.sum;
            if (better)
                bestSoFar = g.best;
            TraceStep *s = better ? raised.next(TraceStep::Kind::Decision) : segments.next();
            if (!s)
                return;
            s->node(tokens[std::size_t(g.begin)].node)
                .range("bte", g.begin, g.end)
                .number("begin", double(g.begin))
                .number("end", double(g.end))
                .number("peak", double(g.best.sum))
                .number("peak at", double(g.best.end))
                .number("running", double(g.running))
                .number("best begin", double(bestSoFar.begin))
                .number("best end", double(bestSoFar.end))
                .number("best", double(bestSoFar.sum));
            if (better)
                s->say("Segment {begin}..{end}: the running score peaks at {peak} at token "
                       "{peak at}, above the best so far: the best run is now tokens "
                       "{best begin}..{best end}, score {best}.");
            else
                s->say("Segment {begin}..{end}: the running score peaks at {peak} at token "
                       "{peak at}, not above the best run so far (tokens {best begin}..{best end}, "
                       "score {best}).");
        };
    const std::vector<Run> runs = bestRuns(v, kRunnersUp + 1, onSegment);
    flushFlat();
    segments.finish();
    raised.finish();
    if (runs.empty()) {
        r.summary = "no words: nothing to extract";
        r.series.push_back(std::move(curve));
        return r;
    }
    const Run &chosen = runs.front();
    std::uint32_t words = 0;
    for (auto k = chosen.begin; k <= chosen.end; ++k) {
        const Token &t = tokens[static_cast<std::size_t>(k)];
        if (t.isWord()) {
            ++words;
            TokenStream::appendWord(r.spans, t);
        }
    }
    const auto tagsInside = static_cast<double>(chosen.end - chosen.begin + 1 - words);
    const double best = tags + static_cast<double>(chosen.sum);
    r.judgements.push_back(
        {tokens[static_cast<std::size_t>(chosen.begin)].node,
         static_cast<std::int32_t>(chosen.begin),
         true,
         best,
         {"chosen run, tokens {0}-{1}: {2} words, {3} tags inside; T(i,j) = "
          "tags outside + words inside is the maximum",
          {double(chosen.begin), double(chosen.end), double(words), tagsInside}}});
    for (std::size_t k = 1; k < runs.size(); ++k) {
        const Run &o = runs[k];
        r.judgements.push_back(
            {tokens[static_cast<std::size_t>(o.begin)].node,
             static_cast<std::int32_t>(o.begin),
             false,
             tags + static_cast<double>(o.sum),
             {"run of tokens {0}-{1}: T(i,j) = {2}, {3} below the chosen run",
              {double(o.begin), double(o.end), tags + double(o.sum), double(chosen.sum - o.sum)}}});
    }
    curve.chosen.push_back(
        {static_cast<std::int32_t>(chosen.begin), static_cast<std::int32_t>(chosen.end)});
    if (trace) {
        trace->phase("best", "The best run and its score T(i,j).");
        trace->add(TraceStep::Kind::Decision)
            .node(tokens[static_cast<std::size_t>(chosen.begin)].node)
            .range("bte", chosen.begin, chosen.end)
            .number("i", double(chosen.begin))
            .number("j", double(chosen.end))
            .number("words inside", words)
            .number("tags inside", tagsInside)
            .number("tags outside", tags - tagsInside)
            .number("T", best)
            .say("Tokens {i}..{j} hold {words inside} words and {tags inside} tags: T = "
                 "{tags outside} tags outside + {words inside} words inside = {T}, the maximum; "
                 "their words are the text.");
    }
    r.series.push_back(std::move(curve));

    r.selected = TextAssembler::cover(doc, r.spans);
    r.text = TextAssembler::assemble(doc, r.spans);
    r.summary = "tokens " + std::to_string(chosen.begin) + "-" + std::to_string(chosen.end) + ": " +
                std::to_string(words) + " words, T = " + std::to_string(std::int64_t(best)) +
                " of " + std::to_string(n) + " tokens";
    return r;
}

const Extractor &bteExtractor()
{
    static const BteExtractor e;
    return e;
}

} // namespace core
