#include "../extractor.h"
#include "../textassembler.h"
#include "contentcodelines.h"

#include <string>

namespace core {

namespace {

// --- The paper's (seed 004 §3) ----------------------------------------------------------------
// Lines with content T_i and code S_i (ContentCodeLines, which also does the pre-processing and,
// for AdDANAg, the hyperlink normalisation of §3.1); the smoothing of formula (1):
//   D_i = (T_{i-1} - S_{i-1}) + (T_i - S_i) + (T_{i+1} - S_{i+1});
// paragraphs = maximal runs of lines with D > 0.
//
// --- The project's (ALGORITHMS.md) ------------------------------------------------------------
// Seed 004 refers to the DANAg paper for how the main-content paragraphs are chosen. Project
// rule: start from the paragraph with the most content characters; add every paragraph whose
// content is >= alpha times that and that starts at most g lines after the region's last line (or
// ends at most g lines before its first), until nothing changes. Since only the region's ends
// matter, growing outwards paragraph by paragraph finds the fixpoint in one pass. Ties for the
// largest paragraph go to the first; the lines before the first and after the last count 0 in D.
constexpr double kDefaultAlpha = 0.1;
constexpr double kDefaultGap = 10;

struct Paragraph
{
    std::int32_t first = 0, last = 0; // lines, inclusive
    std::int64_t content = 0;         // sum of T over its lines
    bool chosen = false;
    std::int64_t gap = 0; // chosen: lines from the region when it joined
};

// DANAg, or AdDANAg when `adapted`. Holds only its descriptor: thread-safe.
class DanagExtractor final : public Extractor
{
public:
    explicit DanagExtractor(bool adapted)
        : m_adapted(adapted),
          m_info{adapted ? "addanag" : "danag",
                 adapted ? "AdDANAg (Mohammadzadeh et al.)" : "DANAg (Mohammadzadeh et al. 2011)",
                 "004 §3",
                 ExtractorInput::SourceLines,
                 adapted ? "DANAg on source whose hyperlinks are normalised: <a ...> attributes "
                           "become a placeholder of the anchor text's length - 5."
                         : "Per source line content minus code characters, smoothed over three "
                           "lines; keeps the paragraphs around the one with the most content.",
                 {{"alpha", ParamDescriptor::Type::Real, kDefaultAlpha, 0, 1, 0.01,
                   "a paragraph joins when its content is >= alpha x the largest paragraph's",
                   "project choice (ALGORITHMS.md): seed 004 §3.2 leaves this step to DANAg's "
                   "paper"},
                  {"g", ParamDescriptor::Type::Integer, kDefaultGap, 0, 100000, 1,
                   "a paragraph joins when it lies within g lines of the region chosen so far",
                   "project choice (ALGORITHMS.md): seed 004 §3.2 leaves this step to DANAg's "
                   "paper"}}}
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

    ExtractionResult run(const Document &doc, const ParamValues &values) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const double alpha = values.at(0);
        const auto g = static_cast<std::int64_t>(values.at(1));
        ExtractionResult r;
        const ContentCodeLines cc(doc, m_adapted);
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

        const auto pcount = static_cast<std::int32_t>(paragraphs.size());
        std::int32_t best = -1;
        for (std::int32_t p = 0; p < pcount; ++p)
            if (best < 0 || paragraphs[size_t(p)].content > paragraphs[size_t(best)].content)
                best = p;
        const double maxContent = best >= 0 ? double(paragraphs[size_t(best)].content) : 0;
        const double threshold = alpha * maxContent;
        const auto qualifies = [&](const Paragraph &p) { return double(p.content) >= threshold; };
        std::int32_t lo = 0, hi = -1; // the region's first and last line
        if (maxContent > 0) {
            paragraphs[size_t(best)].chosen = true;
            lo = paragraphs[size_t(best)].first;
            hi = paragraphs[size_t(best)].last;
            for (std::int32_t p = best + 1; p < pcount && paragraphs[size_t(p)].first - hi <= g;
                 ++p)
                if (qualifies(paragraphs[size_t(p)])) {
                    paragraphs[size_t(p)].chosen = true;
                    paragraphs[size_t(p)].gap = paragraphs[size_t(p)].first - hi;
                    hi = paragraphs[size_t(p)].last;
                }
            for (std::int32_t p = best - 1; p >= 0 && lo - paragraphs[size_t(p)].last <= g; --p)
                if (qualifies(paragraphs[size_t(p)])) {
                    paragraphs[size_t(p)].chosen = true;
                    paragraphs[size_t(p)].gap = lo - paragraphs[size_t(p)].last;
                    lo = paragraphs[size_t(p)].first;
                }
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
