#include "extraction/textassembler.h"
#include "extraction/tokenstream.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <vector>

namespace core {

namespace {

// == The paper's (Gottron 2008, as summarised in Moreno et al. 2009 §2 and Mohammadzadeh et al.
// 2012 §2.2) == The content code vector (CCV) holds 1 for each content element and 0 for each code
// element; elements are characters (CCB, ACCB) or tokens (TCCB). Blurring it with a Gaussian filter
// gives each element's content code ratio (CCR): the share of content around it. Elements whose
// ratio is at least t are extracted. ACCB ignores anchor tags when building the CCV, so that linked
// words stay continuous with the sentence around them. Two parameters: the filter's width and t.
constexpr double kDefaultThreshold = 0.5; // t, project choice: mostly content around
constexpr double kAccbSigma = 40;         // "ACCB-40", Mohammadzadeh et al. 2012 Table 4
constexpr double kTccbSigma = 18;         // "TCCB-18", idem (TCCB-25 is -p sigma=25)
// == The project's documented choices ==
// * The number after the variant's name in Mohammadzadeh et al. 2012 (ACCB-40, TCCB-18, TCCB-25) is
// read as the
//   Gaussian's standard deviation, in elements (characters or tokens).
// * CCB gets the same sigma as ACCB-40 (neither paper names a value for it), so that the two differ
//   only in the anchor rule.
// * "Blur repeatedly until the values stabilise": repeated Gaussian blurring on a finite vector
//   only stabilises when everything has flattened to the page's mean, so the passes must be
//   bounded. The project applies one Gaussian of standard deviation sigma, realised as
//   kBoxPasses box filters (by the central limit theorem three box passes approximate a Gaussian
//   within a few per cent; odd widths chosen so the variance is as close to sigma^2 as they allow,
//   after Kovesi 2010).
//   Each pass is an integer running sum: O(n), whatever sigma is. At the ends of the vector the
//   blur only weighs elements that exist (normalised convolution: blur(CCV) / blur(ones)), so a
//   uniform vector stays uniform.
// * Characters (CCB, ACCB): content = the code points of visible words plus the one space
//   between two words of a text node; code = the source bytes of every tag, comment and invisible
//   text node (TokenStream). Whitespace between tags in the source is neither.
// * Whole words: a word is extracted when at least half of its characters have a ratio >= t, so
//   no word is cut in two (TCCB decides per word token anyway).
// * Chart: one point per token (the mean ratio over the token's characters), so x maps back to
//   the token's node. Judgements: one per visible text node.
constexpr int kBoxPasses = 3;
// Traces (docs/traces.md): one step per run of content or code tokens in the vector, per run of
// tokens on one side of t, and per judged text node, each for the first kTraceRuns. Project
// choice: a page's first screens; the chart shows the rest.
constexpr std::size_t kTraceRuns = 300;
// Keeps the product of the three box widths (about (2 sigma)^3) within 32-bit sums.
constexpr double kMaxSigma = 500;

enum class CcbVariant { Characters, CharactersWithoutAnchors, Tokens };

// Box radii whose kBoxPasses passes have a variance as close to sigma^2 as odd widths allow
// (Kovesi 2010: m passes of width wl, the rest of width wl + 2).
std::array<std::size_t, kBoxPasses> boxRadii(double sigma)
{
    const double n = kBoxPasses;
    const double ideal = std::sqrt(12 * sigma * sigma / n + 1);
    auto lower = static_cast<std::int64_t>(std::floor(ideal));
    if (lower % 2 == 0)
        --lower;
    lower = std::max<std::int64_t>(lower, 1);
    const double wl = double(lower);
    const auto m =
        std::llround((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4));
    std::array<std::size_t, kBoxPasses> radii{};
    for (int i = 0; i < kBoxPasses; ++i) {
        const std::int64_t width = i < m ? lower : lower + 2;
        radii[static_cast<std::size_t>(i)] = static_cast<std::size_t>((width - 1) / 2);
    }
    return radii;
}

// One box pass of the given radius, in place: each element becomes the sum of the elements within
// `radius` that exist (zero padding). Integer sums keep the running sum exact and its dependency
// chain one cycle long: O(n) whatever the radius. The last radius + 1 original values live in a
// ring, so the pass needs no second vector (fresh memory is what costs most on large pages).
void boxPass(std::vector<std::uint32_t> &v, std::size_t radius, std::vector<std::uint32_t> &ring)
{
    const std::size_t n = v.size();
    ring.assign(radius + 1, 0);
    std::uint32_t sum = 0;
    for (std::size_t j = 0; j < std::min(n, radius + 1); ++j)
        sum += v[j];
    // ring[slot] holds the original v[i]; the next slot holds the original v[i - radius].
    std::size_t slot = 0, i = 0;
    const auto step = [&](std::uint32_t add, bool subtract) {
        ring[slot] = v[i];
        slot = slot == radius ? 0 : slot + 1;
        v[i] = sum;
        sum += add - (subtract ? ring[slot] : 0);
    };
    // Ends with bounds checks; the bulk, where the window is whole on both sides, without.
    const std::size_t middleBegin = std::min(n, radius);
    const std::size_t middleEnd = std::max(middleBegin, n > radius + 1 ? n - radius - 1 : 0);
    for (; i < middleBegin; ++i)
        step(i + radius + 1 < n ? v[i + radius + 1] : 0, false);
    for (; i < middleEnd; ++i)
        step(v[i + radius + 1], true);
    for (; i < n; ++i)
        step(0, i >= radius);
}

// Blurs `v` in place with the kBoxPasses boxes (zero padding, unnormalised).
void blur(std::vector<std::uint32_t> &v, const std::array<std::size_t, kBoxPasses> &radii)
{
    std::vector<std::uint32_t> ring;
    for (std::size_t radius : radii)
        boxPass(v, radius, ring);
}

// The blurred content code vector, element by element in order, computed a block at a time: a
// block of kBlockElements elements is blurred together with the `reach` elements on either side
// that its values depend on, so that every value is exactly what blurring the whole vector
// gives, while memory stays O(kBlockElements) instead of 4 bytes per character of the page.
// CellsOf gives a token's elements in the vector; the elements of words are 1, the others 0.
template <typename CellsOf> class BlurredCcv
{
public:
    BlurredCcv(std::span<const Token> tokens, CellsOf cellsOf, std::size_t cells,
               const std::array<std::size_t, kBoxPasses> &radii)
        : m_tokens(tokens), m_cellsOf(cellsOf), m_cells(cells), m_radii(radii),
          m_reach(radii[0] + radii[1] + radii[2])
    {
    }

    // The next element's blurred value; peek() leaves it to be read again.
    std::uint32_t next()
    {
        const std::uint32_t v = peek();
        ++m_pos;
        return v;
    }
    std::uint32_t peek()
    {
        if (m_pos == m_end)
            load();
        return m_window[m_pos - m_left];
    }

private:
    // Project choice: large enough that the `reach` elements blurred again on either side of a
    // block (at most 3,000 for sigma 500) cost little, small enough to stay in the cache.
    static constexpr std::size_t kBlockElements = std::size_t(1) << 16;

    void load()
    {
        m_end = std::min(m_cells, m_pos + kBlockElements);
        m_left = m_pos >= m_reach ? m_pos - m_reach : 0;
        const std::size_t right = std::min(m_cells, m_end + m_reach);
        m_window.assign(right - m_left, 0);
        // The first token reaching into the window, then every token's elements in it.
        while (m_tokenCell + m_cellsOf(m_tokens[m_token]) <= m_left)
            m_tokenCell += m_cellsOf(m_tokens[m_token++]);
        std::size_t cell = m_tokenCell;
        for (std::size_t k = m_token; k < m_tokens.size() && cell < right; ++k) {
            const std::size_t end = cell + m_cellsOf(m_tokens[k]);
            if (m_tokens[k].isWord() && end > m_left)
                std::fill(m_window.begin() + std::ptrdiff_t(std::max(cell, m_left) - m_left),
                          m_window.begin() + std::ptrdiff_t(std::min(end, right) - m_left), 1u);
            cell = end;
        }
        blur(m_window, m_radii);
    }

    std::span<const Token> m_tokens;
    CellsOf m_cellsOf;
    std::size_t m_cells;
    std::array<std::size_t, kBoxPasses> m_radii;
    std::size_t m_reach;
    std::size_t m_pos = 0, m_end = 0; // the next element; the end of the block loaded
    std::size_t m_left = 0;           // the element m_window starts at
    std::vector<std::uint32_t> m_window;
    std::size_t m_token = 0, m_tokenCell = 0; // a token at or before m_left, and its first element
};

class CcbExtractor final : public TracedExtractor
{
public:
    CcbExtractor(CcbVariant variant, ExtractorInfo info)
        : m_variant(variant), m_info(std::move(info))
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        ExtractionResult r;
        const double sigma = values[0], t = values[1];
        const TokenStream stream(doc);
        const std::span<const Token> tokens = stream.tokens();
        const std::size_t n = tokens.size();

        const auto radii = boxRadii(sigma);
        const std::size_t reach = radii[0] + radii[1] + radii[2];
        // A code token wider than kept = 2 (reach + 1) keeps only its first and last reach + 1
        // elements: every kept element still sees exactly the values it saw before (the blur
        // reaches `reach` elements each way, and the dropped middle was all code), and the
        // dropped elements' ratio is exactly 0. So large scripts cost no blurring, exactly.
        const std::size_t kept = 2 * (reach + 1);
        // The token's elements in the CCV.
        const auto cellsOf = [&](const Token &tk) -> std::uint32_t {
            if (m_variant == CcbVariant::Tokens)
                return 1;
            if (tk.isWord())
                return tk.chars + (tk.lastInNode ? 0 : 1);
            if (tk.anchor && m_variant == CcbVariant::CharactersWithoutAnchors)
                return 0;
            return std::min<std::uint32_t>(tk.chars, std::uint32_t(kept));
        };
        std::size_t cells = 0;
        for (const Token &tk : tokens)
            cells += cellsOf(tk);
        if (trace) {
            // cellBegin[k]: token k's first element in the CCV; cellBegin[n] = its length.
            std::vector<std::uint32_t> cellBegin(n + 1, 0);
            for (std::size_t k = 0; k < n; ++k)
                cellBegin[k + 1] = cellBegin[k] + cellsOf(tokens[k]);
            traceVector(*trace, tokens, cellBegin, kept);
        }
        if (cells == 0 || stream.wordCount() == 0) {
            r.summary = "no content";
            return r;
        }
        // Normalised convolution: ratio = blur(CCV) / blur(all ones). Both are integer sums of
        // the same kernel; the denominator only differs from the kernel's total within `reach`
        // elements of either end, so it is kept for those elements only.
        std::vector<std::uint32_t> ends(std::min(cells, 2 * reach + 1), 1u);
        blur(ends, radii);
        const bool shortVector = cells <= ends.size();
        const double interior = shortVector ? 0 : 1.0 / double(ends[reach]);
        if (trace)
            traceBlur(*trace, sigma, radii, cells, shortVector ? 0 : ends[reach]);
        // ratio >= t  <=>  blurred count >= t * kernel total, for integer counts.
        const auto interiorThreshold =
            shortVector ? 0u : static_cast<std::uint32_t>(std::ceil(t * double(ends[reach])));
        // The ratio of element c whose blurred count is v.
        const auto ratioAt = [&](std::size_t c, std::uint32_t v) {
            if (shortVector || c < reach)
                return double(v) / double(ends[c]);
            if (c >= cells - reach)
                return double(v) / double(ends[ends.size() - (cells - c)]);
            return double(v) * interior;
        };
        // The CCV: 1 for the elements of words, 0 for code, blurred a block at a time.
        BlurredCcv blurred(tokens, cellsOf, cells, radii);
        std::size_t consumed = 0; // the elements read so far
        Series series;
        series.chart = "ccb";
        series.name = m_variant == CcbVariant::Tokens ? "content code ratio per token"
                                                      : "content code ratio (mean over the token)";
        series.threshold = t;
        series.thresholdLabel = "t";
        series.y.resize(n);
        series.nodes.resize(n);

        std::uint32_t keptWords = 0;
        // The current text node's tallies, flushed into a judgement when the node ends.
        NodeId node = kNoNode;
        std::uint32_t nodeWords = 0, nodeKept = 0;
        double nodeRatioSum = 0;
        std::uint32_t nodeCells = 0;
        const auto flush = [&]() {
            if (node == kNoNode)
                return;
            const double mean = nodeRatioSum / double(std::max<std::uint32_t>(1, nodeCells));
            r.judgements.push_back(
                {node,
                 -1,
                 nodeKept > 0,
                 mean,
                 {nodeKept > 0 ? "{0} of {1} words have a content code ratio >= t = {2}; mean "
                                 "ratio {3}"
                               : "none of {1} words has a content code ratio >= t = {2}; mean "
                                 "ratio {3}",
                  {double(nodeKept), double(nodeWords), t, mean}}});
            node = kNoNode;
            nodeWords = nodeKept = nodeCells = 0;
            nodeRatioSum = 0;
        };
        std::int32_t runStart = -1;
        std::uint32_t last = 0; // the blurred count of element consumed - 1
        for (std::size_t k = 0; k < n; ++k) {
            const Token &tk = tokens[k];
            const std::size_t b = consumed, e = consumed + cellsOf(tk);
            double sum = 0;
            std::uint32_t high = 0;
            if (!shortVector && b >= reach && e <= cells - reach) {
                // Away from the ends the denominator is the kernel's total: integer arithmetic.
                std::uint64_t total = 0;
                for (std::size_t c = b; c < e; ++c) {
                    last = blurred.next();
                    total += last;
                    high += last >= interiorThreshold;
                }
                sum = double(total) * interior;
            } else {
                for (std::size_t c = b; c < e; ++c) {
                    last = blurred.next();
                    const double v = ratioAt(c, last);
                    sum += v;
                    high += v >= t;
                }
            }
            consumed = e;
            // A capped code token's dropped elements have ratio 0: divide by its full width.
            const std::uint32_t width = tk.isWord() || m_variant == CcbVariant::Tokens ? e - b
                                        : e > b                                        ? tk.chars
                                                                                       : 0;
            double y = 0;
            if (width > 0) {
                y = sum / double(width);
            } else if (b < cells) { // an element-less token: the ratio of the next element
                y = ratioAt(b, blurred.peek());
            } else {
                y = ratioAt(cells - 1, last);
            }
            series.y[k] = y;
            series.nodes[k] = tk.node;
            if (y >= t && runStart < 0)
                runStart = std::int32_t(k);
            if (y < t && runStart >= 0) {
                series.chosen.push_back({runStart, std::int32_t(k) - 1});
                runStart = -1;
            }
            if (!tk.isWord())
                continue;
            if (tk.node != node) {
                flush();
                node = tk.node;
            }
            // The word's own characters, without the space cell that follows it.
            const std::uint32_t own = m_variant == CcbVariant::Tokens ? 1 : tk.chars;
            std::uint32_t ownHigh = high;
            if (own < e - b)
                ownHigh -= ratioAt(e - 1, last) >= t;
            ++nodeWords;
            nodeRatioSum += sum;
            nodeCells += static_cast<std::uint32_t>(e - b);
            if (2 * ownHigh >= own) {
                ++nodeKept;
                ++keptWords;
                TokenStream::appendWord(r.spans, tk);
            }
        }
        flush();
        if (runStart >= 0)
            series.chosen.push_back({runStart, std::int32_t(n) - 1});
        if (trace)
            traceThreshold(*trace, series, tokens, r.judgements, t);
        r.series.push_back(std::move(series));

        r.selected = TextAssembler::cover(doc, r.spans);
        r.text = TextAssembler::assemble(doc, r.spans);
        r.summary = std::to_string(keptWords) + " of " + std::to_string(stream.wordCount()) +
                    " words with content code ratio >= " + std::to_string(t).substr(0, 4) +
                    " (sigma " + std::to_string(sigma).substr(0, 5) + ", " + std::to_string(cells) +
                    " elements)";
        return r;
    }

    // The "vector" phase: what became content and code, run by run.
    void traceVector(Trace &trace, std::span<const Token> tokens,
                     const std::vector<std::uint32_t> &cellBegin, std::size_t kept) const
    {
        const std::size_t n = tokens.size();
        const bool perToken = m_variant == CcbVariant::Tokens;
        std::size_t content = 0, dropped = 0, capped = 0;
        for (std::size_t k = 0; k < n; ++k) {
            const std::uint32_t c = cellBegin[k + 1] - cellBegin[k];
            if (tokens[k].isWord())
                content += c;
            else if (c == 0)
                ++dropped;
            else if (!perToken && c < tokens[k].chars)
                ++capped;
        }
        trace.phase("vector", perToken ? "Build the content code vector: 1 for each word token, "
                                         "0 for each tag or code token."
                                       : "Build the content code vector: 1 for each character of "
                                         "a word (and the space after it), 0 for each character "
                                         "of a tag or code.");
        TraceStep &o = trace.add(TraceStep::Kind::Overview);
        if (n > 0)
            o.range("ccb", 0, std::int64_t(n) - 1);
        o.number("tokens", double(n))
            .number("elements", cellBegin[n])
            .number("content", double(content))
            .number("code", double(cellBegin[n] - content))
            .number("anchor tags left out", double(dropped))
            .number("capped code tokens", double(capped))
            .number("edge", double(kept / 2));
        std::string text = "{tokens} tokens give {elements} elements: {content} content, {code} "
                           "code.";
        if (m_variant == CcbVariant::CharactersWithoutAnchors)
            text += " ACCB leaves the {anchor tags left out} anchor tags out of the code, so "
                    "linked words stay with their sentence.";
        if (capped > 0)
            text +=
                " {capped code tokens} long code token(s) keep only their first and last {edge} "
                "elements: the blur cannot reach further in, where the ratio is exactly 0.";
        o.say(text);
        Trace::Items runs(&trace, "runs of content or code tokens", kTraceRuns);
        for (std::size_t a = 0; a < n;) {
            const bool word = tokens[a].isWord();
            std::size_t b = a, count = 0;
            // A token without elements (an ACCB anchor tag) does not end a run.
            for (; b < n && (tokens[b].isWord() == word || cellBegin[b + 1] == cellBegin[b]); ++b)
                count += tokens[b].isWord() == word;
            if (TraceStep *s = runs.next()) {
                s->node(tokens[a].node)
                    .range("ccb", std::int64_t(a), std::int64_t(b) - 1)
                    .number("first", double(a))
                    .number("last", double(b - 1))
                    .number("tokens", double(count))
                    .number("elements", cellBegin[b] - cellBegin[a]);
                s->say(word ? "Tokens {first}..{last}: {tokens} word(s), {elements} content "
                              "elements (1)."
                            : "Tokens {first}..{last}: {tokens} tag or code token(s), {elements} "
                              "code elements (0).");
            }
            a = b;
        }
        runs.finish();
    }

    // The "blur" phase: the Gaussian as box passes.
    static void traceBlur(Trace &trace, double sigma,
                          const std::array<std::size_t, kBoxPasses> &radii, std::size_t cells,
                          std::uint32_t kernelTotal)
    {
        trace.phase("blur", "Blur the vector with a Gaussian: each element's content code ratio "
                            "is the weighted share of content around it.");
        TraceStep &s = trace.add(TraceStep::Kind::Overview);
        double variance = 0;
        for (int i = 0; i < kBoxPasses; ++i) {
            const double width = double(2 * radii[std::size_t(i)] + 1);
            variance += (width * width - 1) / 12;
            s.number("width " + std::to_string(i + 1), width);
        }
        s.number("sigma", sigma)
            .number("variance", variance)
            .number("sigma²", sigma * sigma)
            .number("elements", double(cells))
            .number("kernel total", kernelTotal)
            .say("A Gaussian of sigma {sigma} as three box passes of widths {width 1}, {width 2} "
                 "and {width 3} (variance {variance}, sigma² = {sigma²}); a ratio is the blurred "
                 "vector divided by the blurred all-ones vector, which is {kernel total} away "
                 "from the ends and smaller near them.");
    }

    // The "threshold" and "words" phases: the runs of tokens on each side of t, then each text
    // node's words.
    void traceThreshold(Trace &trace, const Series &series, std::span<const Token> tokens,
                        const std::vector<Judgement> &judgements, double t) const
    {
        trace.phase("threshold", "Keep what has a content code ratio of at least t.");
        trace.add(TraceStep::Kind::Overview)
            .range("ccb", 0, std::int64_t(series.y.size()) - 1)
            .number("t", t)
            .say(m_variant == CcbVariant::Tokens
                     ? "A word token is kept when its ratio is at least t = {t}."
                     : "A word is kept when at least half of its characters have a ratio of at "
                       "least t = {t}; the chart shows each token's mean ratio.");
        Trace::Items runs(&trace, "runs of tokens on one side of t", kTraceRuns);
        const std::size_t n = series.y.size();
        for (std::size_t a = 0; a < n;) {
            const bool high = series.y[a] >= t;
            std::size_t b = a;
            double lo = series.y[a], hi = series.y[a];
            for (; b < n && (series.y[b] >= t) == high; ++b) {
                lo = std::min(lo, series.y[b]);
                hi = std::max(hi, series.y[b]);
            }
            if (TraceStep *s = runs.next(high ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                s->node(tokens[a].node)
                    .range("ccb", std::int64_t(a), std::int64_t(b) - 1)
                    .number("first", double(a))
                    .number("last", double(b - 1))
                    .number("lowest", lo)
                    .number("highest", hi)
                    .number("t", t)
                    .say(high ? "Tokens {first}..{last}: ratios {lowest} to {highest}, at least "
                                "t = {t}."
                              : "Tokens {first}..{last}: ratios {lowest} to {highest}, below t = "
                                "{t}.");
            a = b;
        }
        runs.finish();
        trace.phase("words", "Each text node keeps the words that passed.");
        Trace::Items nodes(&trace, "text nodes", kTraceRuns);
        for (const Judgement &j : judgements)
            if (TraceStep *s =
                    nodes.next(j.selected ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                s->node(j.node)
                    .number("kept", j.reason.values[0])
                    .number("words", j.reason.values[1])
                    .number("t", t)
                    .number("mean ratio", j.score)
                    .say("{kept} of {words} words kept (mean ratio {mean ratio}, t = {t}).");
        nodes.finish();
    }

private:
    CcbVariant m_variant;
    ExtractorInfo m_info;
};

std::vector<ParamDescriptor> params(double sigma, const char *sigmaSource, const char *unit)
{
    return {{"sigma", ParamDescriptor::Type::Real, sigma, 1, kMaxSigma, 1,
             std::string("standard deviation of the Gaussian blur, in ") + unit, sigmaSource},
            {"t", ParamDescriptor::Type::Real, kDefaultThreshold, 0, 1, 0.05,
             "minimum content code ratio of extracted content",
             "project choice: at least half of the surroundings content"}};
}

} // namespace

const Extractor &ccbExtractor()
{
    static const CcbExtractor e(
        CcbVariant::Characters,
        {"ccb", "Content Code Blurring (CCB)",
         "Moreno et al. 2009 §2; Mohammadzadeh et al. 2012 §2.2", ExtractorInput::Characters,
         "Characters whose blurred share of content around them is at least t.",
         params(kAccbSigma,
                "project choice: ACCB-40's value (Mohammadzadeh et al. 2012 Table 4); no value for "
                "CCB",
                "characters")});
    return e;
}

const Extractor &accbExtractor()
{
    static const CcbExtractor e(
        CcbVariant::CharactersWithoutAnchors,
        {"accb", "Adapted Content Code Blurring (ACCB)",
         "Moreno et al. 2009 §2; Mohammadzadeh et al. 2012 §2.2", ExtractorInput::Characters,
         "CCB with anchor tags left out of the code, so linked words stay with their sentence.",
         params(kAccbSigma, "Mohammadzadeh et al. 2012 Table 4 (ACCB-40)", "characters")});
    return e;
}

const Extractor &tccbExtractor()
{
    static const CcbExtractor e(
        CcbVariant::Tokens,
        {"tccb", "Token-based Content Code Blurring (TCCB)",
         "Moreno et al. 2009 §2; Mohammadzadeh et al. 2012 §2.2", ExtractorInput::Tokens,
         "CCB over tokens: words are content, tags are code.",
         params(kTccbSigma, "Mohammadzadeh et al. 2012 Table 4 (TCCB-18; TCCB-25 is sigma=25)",
                "tokens")});
    return e;
}

} // namespace core
