#include "contentcodelines.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <string>

namespace core {

namespace {

// --- The paper's (Mohammadzadeh et al. 2012 §3) ------------------------------------------------
// Lines with content T_i and code S_i (ContentCodeLines, which also does the pre-processing and,
// for AdDANAg, the hyperlink normalisation of §3.1); the smoothing of formula (1):
//   D_i = (T_{i-1} - S_{i-1}) + (T_i - S_i) + (T_{i+1} - S_{i+1});
// paragraphs = maximal runs of lines with D > 0.
//
// --- The project's ---------------------------------------------------------------------------
// Mohammadzadeh et al. 2012 refers to the DANAg paper for how the main-content paragraphs are
// chosen. Project rule: start from the paragraph with the most content characters; add every
// paragraph whose content is >= alpha times that and that starts at most g lines after the region's
// last line (or ends at most g lines before its first), until nothing changes. Since only the
// region's ends matter, growing outwards paragraph by paragraph finds the fixpoint in one pass.
// Ties for the largest paragraph go to the first; the lines before the first and after the last
// count 0 in D.
constexpr double kDanagDefaultAlpha = 0.1;
constexpr double kDefaultGap = 10;
// Traces (docs/traces.md): one step per line in the line and smoothing phases and one per
// paragraph for the first kDanagTraceLines each; one per paragraph the region growing examines for
// the first kDanagTraceGrowSteps on each side. Project choice: a page's first screens of lines, and
// any region a reader can follow one paragraph at a time.
constexpr std::size_t kDanagTraceLines = 300;
constexpr std::size_t kDanagTraceGrowSteps = 200;

struct Paragraph
{
    std::int32_t first = 0, last = 0; // lines, inclusive
    std::int64_t content = 0;         // sum of T over its lines
    bool chosen = false;
    std::int64_t gap = 0; // chosen: lines from the region when it joined
};

// DANAg, or AdDANAg when `adapted`. Holds only its descriptor: thread-safe.
class DanagExtractor final : public TracedExtractor
{
public:
    explicit DanagExtractor(bool adapted)
        : m_adapted(adapted),
          m_info{adapted ? "addanag" : "danag",
                 adapted ? "AdDANAg (Mohammadzadeh et al. 2012)"
                         : "DANAg (Mohammadzadeh et al. 2011)",
                 "Mohammadzadeh et al. 2012 §3",
                 ExtractorInput::SourceLines,
                 adapted ? "DANAg on source whose hyperlinks are normalised: <a ...> attributes "
                           "become a placeholder of the anchor text's length - 5."
                         : "Per source line content minus code characters, smoothed over three "
                           "lines; keeps the paragraphs around the one with the most content.",
                 {{"alpha", ParamDescriptor::Type::Real, kDanagDefaultAlpha, 0, 1, 0.01,
                   "a paragraph joins when its content is >= alpha x the largest paragraph's",
                   "project choice: Mohammadzadeh et al. 2012 §3.2 leaves this step to "
                   "DANAg's paper"},
                  {"g", ParamDescriptor::Type::Integer, kDefaultGap, 0, 100000, 1,
                   "a paragraph joins when it lies within g lines of the region chosen so far",
                   "project choice: Mohammadzadeh et al. 2012 §3.2 leaves this step to "
                   "DANAg's paper"}}}
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const double alpha = values.at(0);
        const auto g = static_cast<std::int64_t>(values.at(1));
        ExtractionResult r;
        if (trace && m_adapted)
            trace->phase("normalisation",
                         "AdDANAg's hyperlink normalisation (Mohammadzadeh et al. 2012 §3.1): the "
                         "attributes of "
                         "every <a ...> become a placeholder of LT − 5 characters, LT the anchor "
                         "text's length, so that long URLs no longer outweigh the linked text.");
        const ContentCodeLines cc(doc, m_adapted, m_adapted ? trace : nullptr);
        const auto &lines = cc.lines();
        const auto n = static_cast<std::int32_t>(lines.size());

        const auto diff = [&](std::int32_t i) -> std::int64_t {
            if (i < 0 || i >= n)
                return 0;
            return std::int64_t(lines[size_t(i)].content) - std::int64_t(lines[size_t(i)].code);
        };
        std::vector<std::int64_t> D(size_t(n), 0);
        std::vector<std::int32_t> paragraphOf(size_t(n), -1);
        std::vector<Paragraph> paragraphs;
        for (std::int32_t i = 0; i < n; ++i) {
            D[size_t(i)] = diff(i - 1) + diff(i) + diff(i + 1);
            if (D[size_t(i)] <= 0)
                continue;
            if (i == 0 || D[size_t(i - 1)] <= 0)
                paragraphs.push_back({i, i, 0, false});
            paragraphs.back().last = i;
            paragraphs.back().content += lines[size_t(i)].content;
            paragraphOf[size_t(i)] = static_cast<std::int32_t>(paragraphs.size() - 1);
        }
        if (trace)
            traceLines(*trace, lines, D, paragraphs);

        const auto pcount = static_cast<std::int32_t>(paragraphs.size());
        std::int32_t best = -1;
        for (std::int32_t p = 0; p < pcount; ++p)
            if (best < 0 || paragraphs[size_t(p)].content > paragraphs[size_t(best)].content)
                best = p;
        const double maxContent = best >= 0 ? double(paragraphs[size_t(best)].content) : 0;
        const double threshold = alpha * maxContent;
        const auto qualifies = [&](const Paragraph &p) { return double(p.content) >= threshold; };
        std::int32_t lo = 0, hi = -1; // the region's first and last line
        if (trace) {
            trace->phase("largest", "Start from the paragraph with the most content characters.");
            TraceStep &s = trace->add(TraceStep::Kind::Decision);
            s.number("alpha", alpha).number("g", double(g));
            if (maxContent > 0) {
                const Paragraph &b = paragraphs[size_t(best)];
                s.node(lines[size_t(b.first)].node)
                    .range("content-code", b.first, b.last)
                    .number("paragraph", best)
                    .number("first", b.first)
                    .number("last", b.last)
                    .number("content", double(b.content))
                    .number("threshold", threshold)
                    .say("Paragraph {paragraph} (lines {first}..{last}) has the most content, "
                         "{content} characters. Another paragraph joins when its content is at "
                         "least alpha × {content} = {threshold} and it lies within g = {g} lines "
                         "of the region.");
            } else {
                s.say("No paragraph holds content: nothing to choose.");
            }
        }
        if (maxContent > 0) {
            paragraphs[size_t(best)].chosen = true;
            lo = paragraphs[size_t(best)].first;
            hi = paragraphs[size_t(best)].last;
            if (trace)
                trace->phase("grow", "Grow the region paragraph by paragraph, after it and then "
                                     "before it, while the next paragraph lies within g lines.");
            Trace::Items after(trace, "paragraphs examined after the largest",
                               kDanagTraceGrowSteps);
            std::int32_t p = best + 1;
            for (; p < pcount && paragraphs[size_t(p)].first - hi <= g; ++p) {
                const std::int64_t gap = paragraphs[size_t(p)].first - hi;
                const bool joins = qualifies(paragraphs[size_t(p)]);
                if (joins) {
                    paragraphs[size_t(p)].chosen = true;
                    paragraphs[size_t(p)].gap = gap;
                    hi = paragraphs[size_t(p)].last;
                }
                if (TraceStep *s =
                        after.next(joins ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                    traceGrowStep(*s, lines, paragraphs, p, joins, gap, lo, hi, threshold);
            }
            after.finish();
            if (trace)
                traceGrowEnd(trace->add(TraceStep::Kind::Decision), paragraphs, p, lo, hi, g, true);
            Trace::Items before(trace, "paragraphs examined before the largest",
                                kDanagTraceGrowSteps);
            for (p = best - 1; p >= 0 && lo - paragraphs[size_t(p)].last <= g; --p) {
                const std::int64_t gap = lo - paragraphs[size_t(p)].last;
                const bool joins = qualifies(paragraphs[size_t(p)]);
                if (joins) {
                    paragraphs[size_t(p)].chosen = true;
                    paragraphs[size_t(p)].gap = gap;
                    lo = paragraphs[size_t(p)].first;
                }
                if (TraceStep *s =
                        before.next(joins ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                    traceGrowStep(*s, lines, paragraphs, p, joins, gap, lo, hi, threshold);
            }
            before.finish();
            if (trace)
                traceGrowEnd(trace->add(TraceStep::Kind::Decision), paragraphs, p, lo, hi, g,
                             false);
        }

        Series t{"content-code", "T (content)", Series::Style::Bars, {}, {}, {}, {}, {}};
        Series s{"content-code", "S (code)", Series::Style::NegativeBars, {}, {}, {}, {}, {}};
        Series d{"content-code", "D (smoothed)", Series::Style::Line, {}, {}, {}, {}, {}};
        for (Series *x : {&t, &s, &d}) {
            x->y.reserve(size_t(n));
            x->nodes.reserve(size_t(n));
        }
        std::vector<TextSpan> spans;
        r.judgements.reserve(size_t(n));
        for (std::int32_t i = 0; i < n; ++i) {
            const ContentCodeLines::Line &line = lines[size_t(i)];
            const double T = line.content, S = line.code, Di = double(D[size_t(i)]);
            t.y.push_back(T);
            s.y.push_back(S);
            d.y.push_back(Di);
            for (Series *x : {&t, &s, &d})
                x->nodes.push_back(line.node);
            const std::int32_t pi = paragraphOf[size_t(i)];
            Reason why;
            bool chosen = false;
            if (pi < 0) {
                why = {"D = {0} <= 0 (T {1}, S {2}): not in a paragraph", {Di, T, S}};
            } else {
                const Paragraph &p = paragraphs[size_t(pi)];
                const double content = double(p.content);
                chosen = p.chosen;
                const double gap = chosen         ? double(p.gap)
                                   : p.last < lo  ? lo - p.last
                                   : p.first > hi ? p.first - hi
                                                  : 0;
                if (pi == best)
                    why = {"paragraph {0} (lines {1}..{2}): the most content, {3} characters",
                           {double(pi), double(p.first), double(p.last), content}};
                else if (chosen)
                    why = {"paragraph content {0} >= alpha·max {1}, {2} lines from the region "
                           "<= g",
                           {content, threshold, gap}};
                else if (!qualifies(p))
                    why = {"paragraph content {0} < alpha·max {1}", {content, threshold}};
                else
                    why = {"paragraph content {0} >= alpha·max {1}, but {2} lines from the region "
                           "> g = {3}",
                           {content, threshold, gap, double(g)}};
                if (chosen)
                    spans.insert(spans.end(), cc.spans().begin() + line.spanBegin,
                                 cc.spans().begin() + line.spanEnd);
            }
            r.judgements.push_back({line.node, i, chosen, Di, why});
        }
        std::int32_t chosenCount = 0;
        for (const Paragraph &p : paragraphs)
            if (p.chosen) {
                ++chosenCount;
                for (Series *x : {&t, &s, &d})
                    x->chosen.emplace_back(p.first, p.last);
            }
        // Moved one by one: an initializer list would copy them (its elements are const).
        r.series.reserve(3);
        for (Series *x : {&t, &s, &d})
            r.series.push_back(std::move(*x));

        r.selected = TextAssembler::cover(doc, spans);
        r.text = TextAssembler::assemble(doc, spans);
        r.spans = std::move(spans);
        if (maxContent <= 0) {
            r.summary = std::to_string(n) + " lines, no paragraph with content: nothing chosen";
        } else {
            const Paragraph &b = paragraphs[size_t(best)];
            r.summary = std::to_string(chosenCount) + " of " + std::to_string(pcount) +
                        " paragraphs, lines " + std::to_string(lo) + ".." + std::to_string(hi) +
                        " of " + std::to_string(n) + " (largest: lines " + std::to_string(b.first) +
                        ".." + std::to_string(b.last) + ", " + std::to_string(b.content) +
                        " characters; alpha·max " + Reason{"{0}", {threshold}}.text() + ", g " +
                        std::to_string(g) + ")";
        }
        return r;
    }

    // The "lines", "smoothing" and "paragraphs" phases, from the lines and D as computed.
    static void traceLines(Trace &trace, const std::vector<ContentCodeLines::Line> &lines,
                           const std::vector<std::int64_t> &D,
                           const std::vector<Paragraph> &paragraphs)
    {
        const auto n = static_cast<std::int64_t>(lines.size());
        std::int64_t content = 0, code = 0;
        for (const ContentCodeLines::Line &line : lines) {
            content += line.content;
            code += line.code;
        }
        trace.phase("lines", "Per line: T, the content characters, and S, the code characters "
                             "(tags as written); scripts, styles and comments are removed, and a "
                             "line holds at most one block.");
        TraceStep &o = trace.add(TraceStep::Kind::Overview);
        if (n > 0)
            o.range("content-code", 0, n - 1);
        o.number("lines", double(n))
            .number("T", double(content))
            .number("S", double(code))
            .say("{lines} lines: {T} content and {S} code characters in all.");
        Trace::Items lineSteps(&trace, "lines", kDanagTraceLines);
        for (std::int64_t i = 0; i < n; ++i)
            if (TraceStep *s = lineSteps.next())
                s->node(lines[size_t(i)].node)
                    .range("content-code", i, i)
                    .number("line", double(i))
                    .number("T", lines[size_t(i)].content)
                    .number("S", lines[size_t(i)].code)
                    .say("Line {line}: T = {T} content characters, S = {S} code characters.");
        lineSteps.finish();

        trace.phase("smoothing", "D_i = (T − S) of lines i − 1, i and i + 1 (formula (1)); a "
                                 "paragraph is a run of lines with D > 0.");
        const auto diff = [&](std::int64_t i) -> double {
            return i < 0 || i >= n ? 0 : double(lines[size_t(i)].content) - lines[size_t(i)].code;
        };
        Trace::Items dSteps(&trace, "lines", kDanagTraceLines);
        for (std::int64_t i = 0; i < n; ++i)
            if (TraceStep *s = dSteps.next())
                s->node(lines[size_t(i)].node)
                    .range("content-code", i, i)
                    .number("line", double(i))
                    .number("before", diff(i - 1))
                    .number("own", diff(i))
                    .number("after", diff(i + 1))
                    .number("D", double(D[size_t(i)]))
                    .say(D[size_t(i)] > 0 ? "Line {line}: D = {before} + {own} + {after} = {D} "
                                            "> 0: in a paragraph."
                                          : "Line {line}: D = {before} + {own} + {after} = {D} "
                                            "<= 0: not in a paragraph.");
        dSteps.finish();

        trace.phase("paragraphs", "The paragraphs and their content characters.");
        Trace::Items pSteps(&trace, "paragraphs", kDanagTraceLines);
        for (size_t p = 0; p < paragraphs.size(); ++p)
            if (TraceStep *s = pSteps.next())
                s->node(lines[size_t(paragraphs[p].first)].node)
                    .range("content-code", paragraphs[p].first, paragraphs[p].last)
                    .number("paragraph", double(p))
                    .number("first", paragraphs[p].first)
                    .number("last", paragraphs[p].last)
                    .number("content", double(paragraphs[p].content))
                    .say("Paragraph {paragraph}: lines {first}..{last}, {content} content "
                         "characters.");
        pSteps.finish();
    }

    // One paragraph the growing examined: it joined (the region is now lo..hi), or its content
    // is below alpha × the largest.
    static void traceGrowStep(TraceStep &s, const std::vector<ContentCodeLines::Line> &lines,
                              const std::vector<Paragraph> &paragraphs, std::int32_t p, bool joins,
                              std::int64_t gap, std::int32_t lo, std::int32_t hi, double threshold)
    {
        const Paragraph &q = paragraphs[size_t(p)];
        s.node(lines[size_t(q.first)].node)
            .range("content-code", std::min(lo, q.first), std::max(hi, q.last))
            .number("paragraph", p)
            .number("first", q.first)
            .number("last", q.last)
            .number("content", double(q.content))
            .number("threshold", threshold)
            .number("gap", double(gap))
            .number("region first", lo)
            .number("region last", hi);
        if (joins)
            s.say("Paragraph {paragraph} (lines {first}..{last}): content {content} >= alpha·max "
                  "{threshold}, {gap} lines from the region: it joins; the region is now lines "
                  "{region first}..{region last}.");
        else
            s.say("Paragraph {paragraph} (lines {first}..{last}): content {content} < alpha·max "
                  "{threshold}: it does not join (the region keeps its edge).");
    }

    // Why growing stopped on one side: paragraph p lies more than g lines away, or there is none.
    static void traceGrowEnd(TraceStep &s, const std::vector<Paragraph> &paragraphs, std::int32_t p,
                             std::int32_t lo, std::int32_t hi, std::int64_t g, bool after)
    {
        const auto count = static_cast<std::int32_t>(paragraphs.size());
        s.range("content-code", lo, hi)
            .number("region first", lo)
            .number("region last", hi)
            .number("g", double(g));
        if (p < 0 || p >= count) {
            s.say(after ? "No paragraph follows: growing after the region stops; the region is "
                          "lines {region first}..{region last}."
                        : "No paragraph precedes: growing before the region stops; the region "
                          "is lines {region first}..{region last}.");
            return;
        }
        const Paragraph &q = paragraphs[size_t(p)];
        s.number("paragraph", p).number("gap", double(after ? q.first - hi : lo - q.last));
        s.say(after ? "Paragraph {paragraph} starts {gap} lines after the region, more than g = "
                      "{g}: growing after it stops; the region is lines {region first}.."
                      "{region last}."
                    : "Paragraph {paragraph} ends {gap} lines before the region, more than g = "
                      "{g}: growing before it stops; the region is lines {region first}.."
                      "{region last}.");
    }

private:
    const bool m_adapted;
    const ExtractorInfo m_info;
};

} // namespace

const Extractor &danagExtractor()
{
    static const DanagExtractor e(false);
    return e;
}

const Extractor &addanagExtractor()
{
    static const DanagExtractor e(true);
    return e;
}

} // namespace core
