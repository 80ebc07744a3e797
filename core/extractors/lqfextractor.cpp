#include "extraction/blockstats.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <cstdio>

namespace core {

namespace {

// The paper's thresholds (Gottron 2007 §5.4: "As threshold we used ratios of 0.25, 0.5 and
// 0.75").
constexpr double kThreshold25 = 0.25;
constexpr double kThreshold50 = 0.5;
constexpr double kThreshold75 = 0.75;
// Traces (docs/traces.md): one step per judged block for the first kLqfTraceBlocks. Project choice:
// a page's first screens of blocks; the chart shows the rest.
constexpr std::size_t kLqfTraceBlocks = 300;

// `lqf-25`, `lqf-50`, `lqf-75`: the Link Quota Filter (Gottron 2007 §5.4; compared in Mohammadzadeh
// et al. 2012 Table 4). One class, parameterised by its default threshold; stateless, thread-safe.
//
// The paper's: each block-level element is analysed for the ratio of anchor text (text inside
// <a>) to all its text, nested block-level elements not considered; a block whose ratio is above
// the threshold is discarded; the thresholds 0.25, 0.5 and 0.75.
// The project's documented choices: "block-level" is core::isBlock (HTML's block and table
// formatting elements); text is counted in characters (TextRules); a discarded block loses its
// own text only, since its nested blocks are judged on their own (the reading under which "not
// considering nested blocks" is consistent: blocks partition the text); "above" is strict (a
// ratio equal to the threshold is kept); blocks without text are not judged (nothing to drop).
class LqfExtractor final : public TracedExtractor
{
public:
    LqfExtractor(const char *id, const char *name, double threshold)
        : m_info{id,
                 name,
                 "Gottron 2007 §5.4; Mohammadzadeh et al. 2012 Table 4",
                 ExtractorInput::Dom,
                 "Drops every block whose share of anchor text (nested blocks not counted) is "
                 "above the threshold; outputs what is left.",
                 {{"threshold", ParamDescriptor::Type::Real, threshold, 0, 1, 0.05,
                   "drop a block whose anchor characters / characters is above this",
                   "Gottron 2007 §5.4: thresholds 0.25, 0.5 and 0.75"}}}
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const double threshold = values.at(0);
        const BlockStats stats(doc, isBlock);
        if (trace) {
            trace->phase("blocks", "Judge every block-level element on its own text (nested "
                                   "blocks not counted): anchor characters / characters above "
                                   "the threshold drops it.");
            trace->add(TraceStep::Kind::Overview)
                .number("blocks", double(stats.blocks().size()))
                .number("threshold", threshold)
                .say("{blocks} block(s) own text or images; threshold {threshold}.");
        }
        Trace::Items steps(trace, "blocks", kLqfTraceBlocks);
        ExtractionResult r;
        // Kept flags per node, so that the output pass asks in O(1).
        std::vector<char> kept(static_cast<size_t>(doc.size()), 1);
        Series series{
            "lqf", "link ratio per block", Series::Style::Bars, {}, {}, threshold, "threshold", {}};
        size_t keptBlocks = 0, judged = 0;
        for (NodeId b : stats.blocks()) {
            const BlockStats::Counts &c = stats.counts(b);
            if (c.chars == 0)
                continue;
            const double ratio = double(c.anchorChars) / double(c.chars);
            const bool keep = !(ratio > threshold);
            kept[static_cast<size_t>(b)] = keep;
            const auto x = static_cast<std::int32_t>(series.y.size());
            series.y.push_back(ratio);
            series.nodes.push_back(b);
            if (keep) {
                ++keptBlocks;
                if (!series.chosen.empty() && series.chosen.back().second == x - 1)
                    series.chosen.back().second = x;
                else
                    series.chosen.emplace_back(x, x);
            }
            r.judgements.push_back(
                {b,
                 x,
                 keep,
                 ratio,
                 {keep ? "link ratio {0} = {1} anchor chars / {2} chars <= {3}: kept"
                       : "link ratio {0} = {1} anchor chars / {2} chars > {3}: dropped",
                  {ratio, double(c.anchorChars), double(c.chars), threshold}}});
            ++judged;
            if (TraceStep *s = steps.next(keep ? TraceStep::Kind::Item : TraceStep::Kind::Decision))
                s->node(b)
                    .range("lqf", x, x)
                    .number("anchor characters", c.anchorChars)
                    .number("characters", c.chars)
                    .number("ratio", ratio)
                    .number("threshold", threshold)
                    .say("<" + std::string(doc.name(b)) +
                         (keep ? ">: {anchor characters} anchor characters / {characters} "
                                 "characters = link ratio {ratio} <= {threshold}: kept."
                               : ">: {anchor characters} anchor characters / {characters} "
                                 "characters = link ratio {ratio} > {threshold}: dropped."));
        }
        steps.finish();
        r.spans = stats.keptSpans(doc, [&](NodeId o) { return kept[static_cast<size_t>(o)]; });
        r.selected = TextAssembler::cover(doc, r.spans);
        r.text = TextAssembler::assemble(doc, r.spans);
        r.series.push_back(std::move(series));
        char summary[128];
        std::snprintf(summary, sizeof summary, "kept %zu of %zu blocks (link ratio <= %g)",
                      keptBlocks, judged, threshold);
        r.summary = summary;
        return r;
    }

private:
    ExtractorInfo m_info;
};

} // namespace

const Extractor &lqf25Extractor()
{
    static const LqfExtractor e("lqf-25", "Link Quota Filter (0.25)", kThreshold25);
    return e;
}

const Extractor &lqf50Extractor()
{
    static const LqfExtractor e("lqf-50", "Link Quota Filter (0.5)", kThreshold50);
    return e;
}

const Extractor &lqf75Extractor()
{
    static const LqfExtractor e("lqf-75", "Link Quota Filter (0.75)", kThreshold75);
    return e;
}

} // namespace core
