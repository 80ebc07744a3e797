#include "extraction/textassembler.h"
#include "extraction/tokenstream.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>

namespace core {

namespace {

// == The paper's (Pinto et al. 2002 as adapted by Gottron 2007 §5.3) ==
// d(k) = number of tag tokens among the first k tokens (the document slope curve). A window of l
// tokens with 50 % overlap passes over the document; a window is low-slope when its average slope
// is below half the document's average slope; three consecutive low-slope windows open a
// low-slope area, which lasts until three consecutive windows with a slope above half the average
// are found. Gottron's variation extracts the words of all low-slope areas.
constexpr double kSlopeFraction = 0.5; // "half the average slope", Gottron 2007 §5.3
constexpr int kOpenRun = 3;            // "three consecutive low slope windows", §5.3
constexpr int kCloseRun = 3;           // "until three consecutive windows ... higher", §5.3
constexpr double kDefaultWindow = 40;  // l in tokens: project choice (Gottron 2007 gives none)
// == The project's documented choices ==
// * Tokens come from the shared TokenStream; comments and invisible text count as tags (B = 1).
// * Window w covers tokens [w * l/2, w * l/2 + l); the last window is cut at the document's end.
// * An area covers its windows from the first of the three that opened it to the last window
//   before the three that closed it (an area still open at the end runs to the last window that
//   is not above half the average). A window exactly at half the average is neither low nor
//   high: it breaks both runs of three.
// * When nothing can be found the summary says why. Without tags, half the average slope is 0 and
//   no window is below it. With at most three windows (at most l + 2·step = 2l tokens) an area
//   needs all of them low, but they cover every token, so their tags add up to at least the
//   page's t, while each holds fewer than its length × t / 2n: at most t (2l + n − l) / 2n =
//   t (l + n) / 2n < t tags, since n > l (one window otherwise). Impossible.

// Traces (docs/traces.md): one step per window for the first kTraceWindows windows, one per
// state change (an area opens or closes) for the first kTraceChanges, one per area for the first
// kTraceAreas. Project choice: a page's first screens of windows; every change on real pages.
constexpr std::size_t kTraceWindows = 300;
constexpr std::size_t kTraceChanges = 200;
constexpr std::size_t kTraceAreas = 200;

class DscExtractor final : public TracedExtractor
{
public:
    const ExtractorInfo &info() const override
    {
        static const ExtractorInfo i{
            "dsc",
            "Document Slope Curves (DSC)",
            "Gottron 2007 §5.3; Mohammadzadeh et al. 2012 §2.2",
            ExtractorInput::Tokens,
            "The words of every low-slope area of the tag-count curve, found with overlapping "
            "windows.",
            {{"l", ParamDescriptor::Type::Integer, kDefaultWindow, 4, 1000, 2,
              "window length in tokens (windows overlap by half)",
              "project choice: Gottron 2007 §5.3 names l without a value"}}};
        return i;
    }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        ExtractionResult r;
        const TokenStream stream(doc);
        const std::span<const Token> tokens = stream.tokens();
        const std::size_t n = tokens.size();
        if (n == 0) {
            r.summary = "no tokens";
            return r;
        }
        const auto l = static_cast<std::size_t>(std::max(2.0, values[0]));
        const std::size_t step = std::max<std::size_t>(1, l / 2);

        // d[k] = tags among the first k tokens (d[0] = 0).
        std::vector<std::uint32_t> d(n + 1, 0);
        Series curve;
        curve.chart = "dsc";
        curve.name = "d(k): tags among the first k tokens";
        curve.y.resize(n);
        curve.nodes.resize(n);
        for (std::size_t k = 0; k < n; ++k) {
            d[k + 1] = d[k] + (tokens[k].isMarkup() ? 1 : 0);
            curve.y[k] = d[k + 1];
            curve.nodes[k] = tokens[k].node;
        }
        const double half = kSlopeFraction * double(d[n]) / double(n);
        if (trace) {
            trace->phase("curve", "Count the tags among the first k tokens, d(k): the document "
                                  "slope curve, and half its average slope.");
            trace->add(TraceStep::Kind::Overview)
                .range("dsc", 0, std::int64_t(n) - 1)
                .number("tokens", double(n))
                .number("tags", d[n])
                .number("average", double(d[n]) / double(n))
                .number("half", half)
                .number("l", double(l))
                .number("step", double(step))
                .say("{tokens} tokens, {tags} of them tags or code: the average slope is "
                     "{average}, half of it {half}. Windows of l = {l} tokens start every {step} "
                     "tokens.");
        }

        struct Window
        {
            std::size_t begin, end;
            double slope;
        };
        std::vector<Window> windows;
        windows.reserve(n / step + 1);
        for (std::size_t s = 0;; s += step) {
            const std::size_t e = std::min(s + l, n);
            windows.push_back({s, e, double(d[e] - d[s]) / double(e - s)});
            if (e == n)
                break;
        }

        // Areas as inclusive window ranges.
        std::vector<std::pair<std::size_t, std::size_t>> areas;
        bool open = false;
        int lowRun = 0, highRun = 0;
        std::size_t areaStart = 0;
        if (trace)
            trace->phase("windows", "Slide the windows: a window is low when its slope is below "
                                    "half the average; three low windows in a row open a "
                                    "low-slope area, three above half the average close it.");
        Trace::Items windowSteps(trace, "windows", kTraceWindows);
        Trace::Items changes(trace, "state changes", kTraceChanges);
        for (std::size_t w = 0; w < windows.size(); ++w) {
            const bool low = windows[w].slope<half, high = windows[w].slope> half;
            const bool wasOpen = open;
            if (!open) {
                lowRun = low ? lowRun + 1 : 0;
                if (lowRun == kOpenRun) {
                    open = true;
                    areaStart = w + 1 - kOpenRun;
                    highRun = 0;
                }
            } else {
                highRun = high ? highRun + 1 : 0;
                if (highRun == kCloseRun) {
                    areas.push_back({areaStart, w - kCloseRun});
                    open = false;
                    lowRun = 0;
                }
            }
            if (!trace)
                continue;
            if (TraceStep *s = windowSteps.next())
                traceWindow(*s, tokens, d, windows[w].begin, windows[w].end, w, half, low, high,
                            wasOpen ? highRun : lowRun, wasOpen);
            if (open != wasOpen)
                if (TraceStep *s = changes.next(TraceStep::Kind::Decision)) {
                    const std::size_t first = open ? areaStart : areas.back().first;
                    const std::size_t last = open ? w : areas.back().second;
                    s->node(tokens[windows[first].begin].node)
                        .range("dsc-slope", std::int64_t(first), std::int64_t(w))
                        .number("window", double(w))
                        .number("first", double(first))
                        .number("last", double(last));
                    s->say(open ? "Windows {first}..{window} are three low windows in a row: a "
                                  "low-slope area opens at window {first}."
                                : "Three windows in a row above half the average end at window "
                                  "{window}: the area {first}..{last} closes.");
                }
        }
        windowSteps.finish();
        changes.finish();
        if (open)
            areas.push_back({areaStart, windows.size() - 1 - static_cast<std::size_t>(highRun)});
        if (open && trace)
            trace->add(TraceStep::Kind::Decision)
                .node(tokens[windows[areaStart].begin].node)
                .range("dsc-slope", std::int64_t(areaStart), std::int64_t(areas.back().second))
                .number("first", double(areaStart))
                .number("last", double(areas.back().second))
                .number("high run", highRun)
                .say("The page ends with the area open: it runs from window {first} to the last "
                     "window not above half the average, {last}.");

        Series slopes;
        slopes.chart = "dsc-slope";
        slopes.name = "window slope (tags per token)";
        slopes.style = Series::Style::Bars;
        slopes.threshold = half;
        slopes.thresholdLabel = "half the document's average slope";
        slopes.y.reserve(windows.size());
        slopes.nodes.reserve(windows.size());
        std::vector<char> inArea(windows.size(), 0);
        std::uint32_t words = 0;
        if (trace)
            trace->phase("areas", "Extract the words of every low-slope area (Gottron's "
                                  "variant).");
        Trace::Items areaSteps(trace, "areas", kTraceAreas);
        for (const auto &[a, b] : areas) {
            std::fill(inArea.begin() + std::ptrdiff_t(a), inArea.begin() + std::ptrdiff_t(b) + 1,
                      1);
            const std::size_t first = windows[a].begin, last = windows[b].end - 1;
            const std::uint32_t before = words;
            for (std::size_t k = first; k <= last; ++k)
                if (tokens[k].isWord()) {
                    ++words;
                    TokenStream::appendWord(r.spans, tokens[k]);
                }
            curve.chosen.push_back({std::int32_t(first), std::int32_t(last)});
            slopes.chosen.push_back({std::int32_t(a), std::int32_t(b)});
            if (TraceStep *s = areaSteps.next(TraceStep::Kind::Decision))
                s->node(tokens[first].node)
                    .range("dsc", std::int64_t(first), std::int64_t(last))
                    .number("first window", double(a))
                    .number("last window", double(b))
                    .number("first token", double(first))
                    .number("last token", double(last))
                    .number("words", words - before)
                    .say("Windows {first window}..{last window} cover tokens {first token}.."
                         "{last token}: their {words} words are extracted.");
        }
        areaSteps.finish();

        r.judgements.reserve(windows.size());
        for (std::size_t w = 0; w < windows.size(); ++w) {
            const Window &win = windows[w];
            const bool low = win.slope < half;
            const char *format =
                inArea[w] ? (low ? "window {0} from token {1}: slope {2} < {3} (half the average "
                                   "slope), in a low-slope area"
                                 : "window {0} from token {1}: slope {2} >= {3} (half the "
                                   "average slope), inside a low-slope area that has not closed")
                          : (low ? "window {0} from token {1}: slope {2} < {3} (half the average "
                                   "slope), but not three low windows in a row"
                                 : "window {0} from token {1}: slope {2} >= {3} (half the "
                                   "average slope), outside any low-slope area");
            r.judgements.push_back({tokens[win.begin].node,
                                    std::int32_t(w),
                                    inArea[w] != 0,
                                    win.slope,
                                    {format, {double(w), double(win.begin), win.slope, half}}});
            slopes.y.push_back(win.slope);
            slopes.nodes.push_back(tokens[win.begin].node);
        }
        r.series.push_back(std::move(curve));
        r.series.push_back(std::move(slopes));

        r.selected = TextAssembler::cover(doc, r.spans);
        r.text = TextAssembler::assemble(doc, r.spans);
        if (d[n] == 0)
            r.summary = "no tag among the " + std::to_string(n) +
                        " tokens: every window's slope is 0, none below half the average (0): "
                        "nothing extracted";
        else if (windows.size() <= static_cast<std::size_t>(kOpenRun))
            r.summary = std::to_string(n) + " tokens, " + std::to_string(windows.size()) +
                        " windows of " + std::to_string(l) +
                        ": a low-slope area needs three low windows in a row, and with three "
                        "windows or fewer (at most " +
                        std::to_string(l + 2 * step) +
                        " tokens) they cannot all be below half the page's average slope: "
                        "nothing extracted";
        else
            r.summary = std::to_string(areas.size()) + " low-slope area(s), " +
                        std::to_string(words) + " words, from " + std::to_string(windows.size()) +
                        " windows of " + std::to_string(l) + " tokens";
        return r;
    }

    // One window: its slope against half the average, and the run of low (area closed) or
    // high (area open) windows it extends.
    static void traceWindow(TraceStep &s, std::span<const Token> tokens,
                            const std::vector<std::uint32_t> &d, std::size_t begin, std::size_t end,
                            std::size_t w, double half, bool low, bool high, int run, bool areaOpen)
    {
        s.node(tokens[begin].node)
            .range("dsc-slope", std::int64_t(w), std::int64_t(w))
            .number("window", double(w))
            .number("first token", double(begin))
            .number("last token", double(end - 1))
            .number("tags", d[end] - d[begin])
            .number("tokens", double(end - begin))
            .number("slope", double(d[end] - d[begin]) / double(end - begin))
            .number("half", half)
            .number("run", run);
        const std::string head = "Window {window} (tokens {first token}..{last token}): {tags} "
                                 "tags / {tokens} tokens = slope {slope}";
        if (!areaOpen)
            s.say(head + (low ? " < {half}: low, {run} low window(s) in a row."
                              : " >= {half}: not low; the count of low windows restarts."));
        else
            s.say(head + (high ? " > {half}: high, {run} high window(s) in a row inside the area."
                               : " <= {half}: not high; the area stays open."));
    }
};

} // namespace

const Extractor &dscExtractor()
{
    static const DscExtractor e;
    return e;
}

} // namespace core
