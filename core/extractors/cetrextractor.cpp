#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

namespace core {

namespace {

// == The paper's (Weninger & Hsu 2008, CETR-KM) ==
// As Insa et al. 2013 §2 and Mohammadzadeh et al. 2012 §2.2 summarise it. Script, style and
// comments are removed. Per line of the source: tag ratio = non-tag characters / number of tags
// (the number of characters when the line has no tag). The ratios are smoothed with a Gaussian
// (sigma = 1); for each line the absolute difference between its smoothed ratio and the mean of
// the next alpha = 3 lines is computed; the (ratio, difference) points are clustered with
// k-means, k = 3; the cluster whose centroid is nearest the origin is boilerplate, the others are
// content. (Removing script, style and comments first is the original paper's pre-processing;
// the two summaries do not mention it.)
constexpr double kDefaultSigma = 1;     // Gaussian smoothing, Weninger & Hsu 2008
constexpr double kCetrDefaultAlpha = 3; // lines ahead for the difference, idem
constexpr double kDefaultK = 3;         // k-means clusters, CETR-KM, idem
// == The project's documented choices ==
// * Lines are the source's '\n'-separated lines. Lines holding neither a tag nor text (blank, or
//   only script/style/comment bodies, which CETR removes) are dropped before smoothing.
// * Non-tag characters: the non-space code points of visible text nodes' source on that line
//   (indentation is layout, and text that is not visible is code: the shared rule). A tag counts on
//   the line where it starts; script and style tags are removed with their bodies.
// * The Gaussian kernel reaches ceil(3 sigma) lines each way and is renormalised at the ends.
// * Near the end fewer than alpha lines follow: the mean of those that exist (0 for the last).
// * k-means: centroids start evenly spaced on the diagonal from the (min ratio, min difference)
//   corner to the (max, max) corner — deterministic; Lloyd iterations until no point moves (at
//   most kCetrMaxIterations); ties go to the lower cluster; an empty cluster keeps its centroid.
// * When the points form fewer than two clusters there is nothing to separate: all lines are
//   kept (one-line, minified pages end up here).
// * A text node is kept when at least half of its counted characters lie on content lines.
constexpr int kCetrMaxIterations = 100;
// Traces (docs/traces.md): one step per kept line for the first kCetrTraceLines lines in the ratio
// and smoothing phases, per run of content lines for the first kCetrTraceLines runs; every k-means
// iteration (at most kCetrMaxIterations). Project choice: a page's first screens of lines.
constexpr std::size_t kCetrTraceLines = 300;

bool isSpaceByte(unsigned char c)
{
    return c <= 0x20;
}

class CetrExtractor final : public TracedExtractor
{
public:
    const ExtractorInfo &info() const override
    {
        static const ExtractorInfo i{
            "cetr",
            "Content Extraction via Tag Ratios (CETR)",
            "Insa et al. 2013 §2; Mohammadzadeh et al. 2012 §2.2",
            ExtractorInput::SourceLines,
            "Source lines whose smoothed text-to-tag ratio and its change cluster away from the "
            "origin (k-means).",
            {{"sigma", ParamDescriptor::Type::Real, kDefaultSigma, 0, 10, 0.5,
              "standard deviation of the Gaussian that smooths the tag ratios, in lines",
              "Weninger & Hsu 2008 (CETR-KM)"},
             {"alpha", ParamDescriptor::Type::Integer, kCetrDefaultAlpha, 1, 20, 1,
              "lines ahead whose mean the difference is taken against",
              "Weninger & Hsu 2008 (CETR-KM)"},
             {"k", ParamDescriptor::Type::Integer, kDefaultK, 2, 8, 1,
              "k-means clusters (the one nearest the origin is boilerplate)",
              "Weninger & Hsu 2008 (CETR-KM)"}}};
        return i;
    }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        ExtractionResult r;
        const double sigma = values[0];
        const auto alpha = static_cast<std::size_t>(std::max(1.0, values[1]));
        const auto k = static_cast<std::size_t>(std::max(2.0, values[2]));
        const std::string_view src = doc.source();
        const auto srcSize = static_cast<std::uint32_t>(src.size());

        // What lies on the source lines, gathered sparsely: a page of a million empty lines must
        // cost no per-line memory. Tags as TokenStream defines them (those written in the
        // source), read straight from the nodes: CETR needs no words. Visible text as pieces: the
        // non-space code points of a text node on one line, so that the nodes can be judged by
        // their lines afterwards without a second scan.
        struct Event
        {
            std::uint32_t offset;
            NodeId node;
            std::uint32_t text; // a tag: 0; a piece of text: its non-space code points
            std::uint32_t line; // index into the kept lines, filled in below
        };
        std::vector<Event> events;
        const NodeId size = doc.size();
        for (NodeId id = 0; id < size; ++id) {
            const Node &n = doc.node(id);
            if (!n.isElement() || n.tag == Tag::script || n.tag == Tag::style)
                continue;
            if (n.startTagLength > 0)
                events.push_back({n.srcBegin, id, 0, 0});
            if (n.endTagLength > 0)
                events.push_back({n.srcEnd - n.endTagLength, id, 0, 0});
        }
        const std::size_t tagEvents = events.size();
        for (NodeId id = 0; id < size; ++id) {
            const Node &n = doc.node(id);
            if (!n.isText() || !n.visible || n.words == 0)
                continue;
            const std::uint32_t b = std::min(n.srcBegin, srcSize), e = std::min(n.srcEnd, srcSize);
            std::uint32_t pieceStart = b, count = 0;
            for (std::uint32_t i = b; i < e; ++i) {
                const auto c = static_cast<unsigned char>(src[i]);
                if (c == '\n') {
                    if (count > 0)
                        events.push_back({pieceStart, id, count, 0});
                    pieceStart = i + 1;
                    count = 0;
                } else {
                    count += !isSpaceByte(c) && (c & 0xC0) != 0x80;
                }
            }
            if (count > 0)
                events.push_back({pieceStart, id, count, 0});
        }
        // Source lines by counting line feeds between the events in source order.
        std::vector<std::uint32_t> order(events.size());
        for (std::uint32_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
            return events[a].offset < events[b].offset;
        });
        // The kept lines (those with text or tags): number, text, tags, first text and tag node.
        std::vector<std::uint32_t> lineNo, text, tags;
        std::vector<NodeId> firstText, firstTag;
        std::uint32_t line = 0, scanned = 0;
        for (const std::uint32_t i : order) {
            Event &ev = events[i];
            const std::uint32_t at = std::min(ev.offset, srcSize);
            line +=
                static_cast<std::uint32_t>(std::count(src.data() + scanned, src.data() + at, '\n'));
            scanned = std::max(scanned, at);
            if (lineNo.empty() || lineNo.back() != line) {
                lineNo.push_back(line);
                text.push_back(0);
                tags.push_back(0);
                firstText.push_back(kNoNode);
                firstTag.push_back(kNoNode);
            }
            const std::size_t j = lineNo.size() - 1;
            ev.line = static_cast<std::uint32_t>(j);
            // First in node order, as the nodes are numbered.
            NodeId &first = ev.text > 0 ? firstText[j] : firstTag[j];
            if (first == kNoNode || ev.node < first)
                first = ev.node;
            if (ev.text > 0)
                text[j] += ev.text;
            else
                ++tags[j];
        }

        std::vector<double> ratio;
        Series series;
        series.chart = "cetr";
        series.name = "smoothed tag ratio per source line";
        ratio.reserve(lineNo.size());
        series.nodes.reserve(lineNo.size());
        for (std::size_t j = 0; j < lineNo.size(); ++j) {
            ratio.push_back(tags[j] > 0 ? double(text[j]) / tags[j] : double(text[j]));
            series.nodes.push_back(firstText[j] != kNoNode ? firstText[j] : firstTag[j]);
        }
        const std::size_t m = ratio.size();
        if (trace) {
            trace->phase("ratios", "Per source line: the tag ratio, non-tag characters / tags "
                                   "(the characters when the line has no tag); script, style "
                                   "and comments are removed first.");
            TraceStep &o = trace->add(TraceStep::Kind::Overview);
            if (m > 0)
                o.range("cetr", 0, std::int64_t(m) - 1);
            o.number("source lines", double(std::count(src.begin(), src.end(), '\n') + 1))
                .number("lines", double(m))
                .say("{source lines} source lines, {lines} of them with text or tags.");
            Trace::Items items(trace, "source lines", kCetrTraceLines);
            for (std::size_t j = 0; j < m; ++j)
                if (TraceStep *s = items.next())
                    s->node(series.nodes[j])
                        .range("cetr", std::int64_t(j), std::int64_t(j))
                        .number("line", double(lineNo[j] + 1))
                        .number("characters", text[j])
                        .number("tags", tags[j])
                        .number("ratio", ratio[j])
                        .say(tags[j] > 0
                                 ? "Source line {line}: {characters} characters / {tags} tags = "
                                   "tag ratio {ratio}."
                                 : "Source line {line}: {characters} characters and no tag: tag "
                                   "ratio {ratio}.");
            items.finish();
        }
        if (m == 0) {
            r.summary = "no lines with text or tags";
            return r;
        }

        // Gaussian smoothing, renormalised at the ends.
        const auto radius = static_cast<std::ptrdiff_t>(std::ceil(3 * sigma));
        std::vector<double> kernel(static_cast<std::size_t>(radius) + 1);
        for (std::ptrdiff_t d = 0; d <= radius; ++d)
            kernel[std::size_t(d)] = sigma > 0 ? std::exp(-double(d * d) / (2 * sigma * sigma)) : 1;
        std::vector<double> smooth(m);
        for (std::size_t j = 0; j < m; ++j) {
            double sum = 0, weight = 0;
            const auto lo = std::max<std::ptrdiff_t>(0, std::ptrdiff_t(j) - radius);
            const auto hi =
                std::min<std::ptrdiff_t>(std::ptrdiff_t(m) - 1, std::ptrdiff_t(j) + radius);
            for (std::ptrdiff_t q = lo; q <= hi; ++q) {
                const double w = kernel[std::size_t(std::abs(q - std::ptrdiff_t(j)))];
                sum += w * ratio[std::size_t(q)];
                weight += w;
            }
            smooth[j] = sum / weight;
        }
        // |mean of the next alpha smoothed ratios - own smoothed ratio|, via prefix sums.
        std::vector<double> prefix(m + 1, 0);
        for (std::size_t j = 0; j < m; ++j)
            prefix[j + 1] = prefix[j] + smooth[j];
        std::vector<double> diff(m, 0);
        for (std::size_t j = 0; j + 1 < m; ++j) {
            const std::size_t last = std::min(m, j + 1 + alpha);
            diff[j] = std::abs((prefix[last] - prefix[j + 1]) / double(last - j - 1) - smooth[j]);
        }
        if (trace)
            traceSmoothing(*trace, kernel, sigma, alpha, smooth, diff, prefix, series.nodes,
                           lineNo);

        // k-means on (smooth, diff).
        double minX = smooth[0], maxX = smooth[0], minY = diff[0], maxY = diff[0];
        for (std::size_t j = 0; j < m; ++j) {
            minX = std::min(minX, smooth[j]);
            maxX = std::max(maxX, smooth[j]);
            minY = std::min(minY, diff[j]);
            maxY = std::max(maxY, diff[j]);
        }
        std::vector<std::array<double, 2>> centroid(k);
        for (std::size_t c = 0; c < k; ++c) {
            const double f = double(c) / double(k - 1);
            centroid[c] = {minX + f * (maxX - minX), minY + f * (maxY - minY)};
        }
        std::vector<std::uint32_t> cluster(m, 0);
        std::vector<std::size_t> members(k, 0);
        if (trace) {
            trace->phase("k-means", "Cluster the (smoothed ratio, difference) points with "
                                    "k-means: assign each line to its nearest centroid, move "
                                    "each centroid to its lines' mean, until no line changes "
                                    "cluster.");
            TraceStep &s = trace->add(TraceStep::Kind::Overview);
            s.range("cetr", 0, std::int64_t(m) - 1).number("k", double(k));
            traceCentroids(s, centroid, nullptr);
            s.say("k = {k} centroids start evenly spaced on the diagonal from (lowest ratio, "
                  "lowest difference) = ({centroid 0 ratio}, {centroid 0 difference}) to "
                  "(highest, highest).");
        }
        int iterations = 0;
        for (; iterations < kCetrMaxIterations; ++iterations) {
            std::size_t changed = 0;
            for (std::size_t j = 0; j < m; ++j) {
                std::uint32_t best = 0;
                double bestD = 0;
                for (std::size_t c = 0; c < k; ++c) {
                    const double dx = smooth[j] - centroid[c][0], dy = diff[j] - centroid[c][1];
                    const double dist = dx * dx + dy * dy;
                    if (c == 0 || dist < bestD) {
                        best = std::uint32_t(c);
                        bestD = dist;
                    }
                }
                changed += cluster[j] != best;
                cluster[j] = best;
            }
            if (iterations > 0 && changed == 0) {
                if (trace)
                    trace->add(TraceStep::Kind::Decision)
                        .number("iteration", iterations)
                        .say("Iteration {iteration}: no line changes cluster: k-means has "
                             "converged.");
                break;
            }
            std::vector<std::array<double, 2>> sum(k, {0, 0});
            std::fill(members.begin(), members.end(), 0);
            for (std::size_t j = 0; j < m; ++j) {
                sum[cluster[j]][0] += smooth[j];
                sum[cluster[j]][1] += diff[j];
                ++members[cluster[j]];
            }
            for (std::size_t c = 0; c < k; ++c)
                if (members[c] > 0)
                    centroid[c] = {sum[c][0] / double(members[c]), sum[c][1] / double(members[c])};
            if (trace) {
                TraceStep &s = trace->add(TraceStep::Kind::Item);
                s.number("iteration", iterations).number("changed", double(changed));
                traceCentroids(s, centroid, &members);
                s.say(iterations == 0 ? "Iteration 0: every line goes to its nearest centroid; "
                                        "each centroid moves to the mean of its lines."
                                      : "Iteration {iteration}: {changed} line(s) change cluster; "
                                        "each centroid moves to the mean of its lines.");
            }
        }
        if (iterations == kCetrMaxIterations && trace)
            trace->add(TraceStep::Kind::Decision)
                .number("iterations", iterations)
                .say("k-means stops after {iterations} iterations, the bound.");
        std::size_t nonEmpty = 0, boiler = k;
        double boilerNorm = 0;
        for (std::size_t c = 0; c < k; ++c) {
            if (members[c] == 0)
                continue;
            ++nonEmpty;
            const double norm = std::hypot(centroid[c][0], centroid[c][1]);
            if (boiler == k || norm < boilerNorm) {
                boiler = c;
                boilerNorm = norm;
            }
        }
        if (nonEmpty < 2)
            boiler = k; // nothing to separate: keep everything
        if (trace) {
            trace->phase("pick", "The cluster whose centroid is nearest the origin is "
                                 "boilerplate; the others are content.");
            TraceStep &s = trace->add(TraceStep::Kind::Decision);
            s.number("clusters", double(nonEmpty)).number("boilerplate", double(boiler));
            for (std::size_t c = 0; c < k; ++c)
                if (members[c] > 0)
                    s.number("distance " + std::to_string(c),
                             std::hypot(centroid[c][0], centroid[c][1]));
            if (boiler == k)
                s.say("The lines form {clusters} cluster: nothing to separate, every line is "
                      "content.");
            else
                s.say("Cluster {boilerplate} is nearest the origin (distance {distance " +
                      std::to_string(boiler) + "}): its lines are boilerplate.");
        }

        std::vector<char> content(m, 0);
        std::size_t contentLines = 0;
        std::int32_t runStart = -1;
        r.judgements.reserve(m);
        for (std::size_t j = 0; j < m; ++j) {
            const bool keep = cluster[j] != boiler;
            content[j] = keep;
            contentLines += keep;
            r.judgements.push_back(
                {series.nodes[j],
                 std::int32_t(j),
                 keep,
                 smooth[j],
                 {keep ? (boiler == k ? "source line {0}: smoothed tag ratio {1}, difference {2}; "
                                        "a single cluster, nothing to separate: content"
                                      : "source line {0}: smoothed tag ratio {1}, difference {2}; "
                                        "cluster {3}, not the one nearest the origin: content")
                       : "source line {0}: smoothed tag ratio {1}, difference {2}; cluster {3} is "
                         "nearest the origin: boilerplate",
                  {double(lineNo[j] + 1), smooth[j], diff[j], double(cluster[j])}}});
            if (keep && runStart < 0)
                runStart = std::int32_t(j);
            if (!keep && runStart >= 0) {
                series.chosen.push_back({runStart, std::int32_t(j) - 1});
                runStart = -1;
            }
        }
        if (runStart >= 0)
            series.chosen.push_back({runStart, std::int32_t(m) - 1});
        if (trace) {
            trace->phase("lines", "The content lines: a text node is kept when at least half of "
                                  "its characters lie on them.");
            Trace::Items runs(trace, "runs of content lines", kCetrTraceLines);
            for (const auto &[a, b] : series.chosen)
                if (TraceStep *s = runs.next(TraceStep::Kind::Decision))
                    s->node(series.nodes[std::size_t(a)])
                        .range("cetr", a, b)
                        .number("first", double(lineNo[std::size_t(a)] + 1))
                        .number("last", double(lineNo[std::size_t(b)] + 1))
                        .number("lines", double(b - a + 1))
                        .say("Source lines {first}..{last} ({lines} line(s) with text or tags) "
                             "are content.");
            runs.finish();
        }
        series.y = std::move(smooth);
        r.series.push_back(std::move(series));

        // The pieces of text, in node order after the tags: a node is content when at least half
        // of its characters lie on content lines.
        for (std::size_t i = tagEvents; i < events.size();) {
            const NodeId id = events[i].node;
            std::uint32_t all = 0, kept = 0;
            for (; i < events.size() && events[i].node == id; ++i) {
                all += events[i].text;
                kept += content[events[i].line] ? events[i].text : 0;
            }
            if (2 * kept >= all)
                r.spans.push_back(TextAssembler::wholeNode(doc, id));
        }
        r.selected = TextAssembler::cover(doc, r.spans);
        r.text = TextAssembler::assemble(doc, r.spans);
        r.summary = std::to_string(contentLines) + " of " + std::to_string(m) +
                    " source lines are content (" + std::to_string(nonEmpty) +
                    " clusters, k-means " + std::to_string(iterations) + " iterations)";
        return r;
    }

    // The centroids (and, after an update, their member counts) as a step's numbers.
    static void traceCentroids(TraceStep &s, const std::vector<std::array<double, 2>> &centroid,
                               const std::vector<std::size_t> *members)
    {
        for (std::size_t c = 0; c < centroid.size(); ++c) {
            const std::string name = "centroid " + std::to_string(c);
            s.number(name + " ratio", centroid[c][0]).number(name + " difference", centroid[c][1]);
            if (members)
                s.number("members " + std::to_string(c), double((*members)[c]));
        }
    }

    // The "smoothing" phase: the kernel, then per line its smoothed ratio and the difference to
    // the mean of the next alpha lines.
    static void traceSmoothing(Trace &trace, const std::vector<double> &kernel, double sigma,
                               std::size_t alpha, const std::vector<double> &smooth,
                               const std::vector<double> &diff, const std::vector<double> &prefix,
                               const std::vector<NodeId> &nodes,
                               const std::vector<std::uint32_t> &lineNo)
    {
        const std::size_t m = smooth.size();
        trace.phase("smoothing", "Smooth the ratios with a Gaussian; then each line's difference "
                                 "is |mean of the next alpha smoothed ratios − its own|.");
        TraceStep &o = trace.add(TraceStep::Kind::Overview);
        o.range("cetr", 0, std::int64_t(m) - 1)
            .number("sigma", sigma)
            .number("radius", double(kernel.size() - 1))
            .number("alpha", double(alpha));
        for (std::size_t d = 0; d < kernel.size(); ++d)
            o.number("weight " + std::to_string(d), kernel[d]);
        o.say("A Gaussian of sigma {sigma} reaches {radius} line(s) each way (weights "
              "renormalised at the ends); the difference looks alpha = {alpha} lines ahead.");
        Trace::Items items(&trace, "smoothed lines", kCetrTraceLines);
        for (std::size_t j = 0; j < m; ++j) {
            TraceStep *s = items.next();
            if (!s)
                continue;
            const std::size_t last = std::min(m, j + 1 + alpha);
            s->node(nodes[j])
                .range("cetr", std::int64_t(j), std::int64_t(j))
                .number("line", double(lineNo[j] + 1))
                .number("smoothed", smooth[j])
                .number("ahead", double(last - j - 1))
                .number("mean ahead",
                        last > j + 1 ? (prefix[last] - prefix[j + 1]) / double(last - j - 1) : 0)
                .number("difference", diff[j]);
            s->say(last > j + 1 ? "Source line {line}: smoothed ratio {smoothed}; the next "
                                  "{ahead} line(s) average {mean ahead}: difference {difference}."
                                : "Source line {line}: smoothed ratio {smoothed}; no line follows: "
                                  "difference 0.");
        }
        items.finish();
    }
};

} // namespace

const Extractor &cetrExtractor()
{
    static const CetrExtractor e;
    return e;
}

} // namespace core
