#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace core {

namespace {

// --- The paper's (Moreno et al. 2009 §4) -----------------------------------------------------
// c1 and c2 "were chosen manually ... c1 = 0.333 and c2 = 4".
constexpr double kDefaultC1 = 0.333;
constexpr double kDefaultC2 = 4;

// Structural tags: the paper names <p>, <table>, <br>, <div>, <h1>, <h2>, .. and <li>, "not
// limited to", with a footnote to XHTML 1.0. Project choice: the paper's tags plus XHTML 1.0
// Transitional's block-level elements (%block; and the list / table parts inside them) plus the
// HTML5 sectioning elements that modern pages use where older pages used <div>. Everything else
// (b, a, font, span, img, ...) is non-structural and ignored, as the paper says.
constexpr Tag kStructural[] = {
    // Moreno et al. 2009 §4, named
    Tag::p, Tag::table, Tag::br, Tag::div, Tag::h1, Tag::h2, Tag::h3, Tag::h4, Tag::h5, Tag::h6,
    Tag::li,
    // XHTML 1.0 Transitional %block; (noscript and noframes are never visible: not listed)
    Tag::ul, Tag::ol, Tag::dl, Tag::dir, Tag::menu, Tag::pre, Tag::hr, Tag::blockquote,
    Tag::address, Tag::center, Tag::fieldset, Tag::form,
    // XHTML list and table parts
    Tag::dt, Tag::dd, Tag::caption, Tag::thead, Tag::tbody, Tag::tfoot, Tag::tr, Tag::td, Tag::th,
    // HTML5 sectioning and grouping elements
    Tag::article, Tag::section, Tag::nav, Tag::aside, Tag::header, Tag::footer, Tag::main,
    Tag::figure, Tag::figcaption, Tag::hgroup, Tag::details, Tag::summary, Tag::dialog};

constexpr auto kStructuralSet = [] {
    std::array<bool, static_cast<size_t>(Tag::Count)> set{};
    for (Tag t : kStructural)
        set[static_cast<size_t>(t)] = true;
    return set;
}();

bool isStructural(Tag tag)
{
    return kStructuralSet[static_cast<size_t>(tag)];
}

// One string s_i of L: where it starts and how long it is.
struct Entry
{
    NodeId node = kNoNode; // the structural element that opened it (string 0: the body)
    NodeId textBegin = 0;  // its text nodes lie in [textBegin, next string's textBegin)
    std::uint32_t length = 0;
    std::uint32_t pieces = 0; // non-empty text nodes appended so far
};

// Traces (docs/traces.md): one step per string of L for the first kTraceStrings strings, one per
// string the region growing examines for the first kDensityTraceGrowSteps on each side. Project
// choice: a page's first screens of strings, and any region a reader can follow one string at a
// time.
constexpr std::size_t kTraceStrings = 300;
constexpr std::size_t kDensityTraceGrowSteps = 200;

// --- The project's choices (documented, not the paper's) --------------------------------------
// * L is built from <body> (the whole document when there is none); string 0 is the body's own.
// * A structural element opens its string once, at its start tag (the paper's parser "visits
//   every node"; end tags do not open strings). Elements the HTML parser inserted (an implied
//   <tbody>, a <p> opened by a stray </p>) open none: the paper's parser saw only written tags.
// * Invisible subtrees (script, style, noscript, hidden elements: Node::visible) and comments
//   are removed entirely, tags included, like the paper's ignored JavaScript and styles.
// * length(s_i) counts code points of the string as TextAssembler joins it: each text node's
//   whitespace-collapsed, trimmed text, joined with one space. Inter-word spaces count, as in
//   the paper's string length.
// * Ties for maxL go to the leftmost string.
// Holds no state: thread-safe.
class DensityExtractor final : public TracedExtractor
{
public:
    const ExtractorInfo &info() const override
    {
        static const ExtractorInfo i{
            "density",
            "Density (Moreno et al. 2009)",
            "Moreno et al. 2009 §4",
            ExtractorInput::Dom,
            "Splits the text at structural tags into a string list L and keeps the densest "
            "region around the longest string.",
            {{"c1", ParamDescriptor::Type::Real, kDefaultC1, 0, 1, 0.001,
              "cutoff = c1 · maxL: only strings longer than this join the region",
              "Moreno et al. 2009 §4"},
             {"c2", ParamDescriptor::Type::Integer, kDefaultC2, 1, 1000, 1,
              "a string joins the region when |i - j| < c2 for a string j already in it",
              "Moreno et al. 2009 §4"}}};
        return i;
    }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const double c1 = values.at(0);
        const auto c2 = static_cast<std::int64_t>(values.at(1));
        ExtractionResult r;

        const NodeId root = doc.body() != kNoNode ? doc.body() : doc.root();
        const NodeId end = doc.node(root).end;
        std::vector<Entry> L;
        L.push_back({root, root, 0, 0});
        for (NodeId i = root + 1; i < end;) {
            const Node &n = doc.node(i);
            if (!n.visible) {
                i = n.end;
                continue;
            }
            if (n.isElement() && isStructural(n.tag) && n.startTagLength > 0) {
                L.push_back({i, i, 0, 0});
            } else if (n.isText() && n.chars > 0) {
                Entry &s = L.back();
                s.length += n.chars + (s.pieces > 0 ? 1 : 0);
                ++s.pieces;
            }
            ++i;
        }

        const auto count = static_cast<std::int64_t>(L.size());
        std::int64_t smax = 0;
        for (std::int64_t k = 1; k < count; ++k)
            if (L[size_t(k)].length > L[size_t(smax)].length)
                smax = k;
        const double maxL = L[size_t(smax)].length;
        const double cutoff = c1 * maxL;
        const auto isLong = [&](std::int64_t k) { return L[size_t(k)].length > cutoff; };
        if (trace)
            traceStrings(*trace, doc, L, c1, double(c2), smax, cutoff);

        // R is the chain of long strings around smax whose gaps are < c2 (a long string between
        // two members of R is itself within c2 of one), so growing outwards finds it in O(|L|).
        // from[k]: the member of R that brought string k in.
        std::vector<std::int64_t> from(L.size(), -1);
        std::int64_t l = smax, rr = smax;
        if (maxL > 0 && trace)
            trace->phase("grow", "Grow the region R from s_max, right then left: a string longer "
                                 "than the cutoff joins when it lies fewer than c2 strings from "
                                 "R's edge (Moreno et al. 2009 §4).");
        Trace::Items right(maxL > 0 ? trace : nullptr, "strings examined right of s_max",
                           kDensityTraceGrowSteps);
        std::int64_t k = smax + 1;
        for (; k < count && k - rr < c2; ++k) {
            const bool joins = isLong(k);
            if (joins) {
                from[size_t(k)] = rr;
                rr = k;
            }
            if (TraceStep *s =
                    right.next(joins ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                traceGrowStep(*s, L, k, joins, joins ? from[size_t(k)] : rr, l, rr, cutoff, c2);
        }
        right.finish();
        if (maxL > 0 && trace)
            traceGrowEnd(trace->add(TraceStep::Kind::Decision), k, count, rr, l, rr, c2, true);
        Trace::Items left(maxL > 0 ? trace : nullptr, "strings examined left of s_max",
                          kDensityTraceGrowSteps);
        for (k = smax - 1; k >= 0 && l - k < c2; --k) {
            const bool joins = isLong(k);
            if (joins) {
                from[size_t(k)] = l;
                l = k;
            }
            if (TraceStep *s = left.next(joins ? TraceStep::Kind::Decision : TraceStep::Kind::Item))
                traceGrowStep(*s, L, k, joins, joins ? from[size_t(k)] : l, l, rr, cutoff, c2);
        }
        left.finish();
        if (maxL > 0 && trace)
            traceGrowEnd(trace->add(TraceStep::Kind::Decision), k, count, l, l, rr, c2, false);
        if (maxL == 0)
            l = 1, rr = 0; // no text at all: nothing to choose

        std::vector<TextSpan> spans;
        r.judgements.reserve(L.size());
        Series series{"density", "string length L", Series::Style::Bars, {}, {}, cutoff, "c1·maxL",
                      {}};
        series.y.reserve(L.size());
        series.nodes.reserve(L.size());
        for (std::int64_t k = 0; k < count; ++k) {
            const Entry &s = L[size_t(k)];
            const bool chosen = l <= k && k <= rr;
            const double len = s.length;
            // A container's string is only the text before its first structural child: a
            // 98-word <div> of paragraphs has length 0, its words counted in its children's
            // strings, and its reason says so rather than "0 <= cutoff" alone.
            const double words = len == 0 ? double(doc.subtreeWords(s.node)) : 0;
            Reason why;
            if (maxL > 0 && k == smax)
                why = {"length {0} = maxL: s_max, the seed of R", {len}};
            else if (chosen && isLong(k))
                why = {"length {0} > cutoff {1}, |i-j| = {2} < c2 from string {3} in R",
                       {len, cutoff, double(std::llabs(k - from[size_t(k)])),
                        double(from[size_t(k)])}};
            else if (chosen && len == 0 && words > 0)
                why = {"length 0, word count {0}: its text lies in the strings of the elements "
                       "inside it; inside l..r = {1}..{2}",
                       {words, double(l), double(rr)}};
            else if (chosen)
                why = {"length {0} <= cutoff {1}, inside l..r = {2}..{3}",
                       {len, cutoff, double(l), double(rr)}};
            else if (maxL > 0 && isLong(k))
                why = {"length {0} > cutoff {1}, but |i-j| = {2} >= c2 = {3} to R",
                       {len, cutoff, double(k < l ? l - k : k - rr), double(c2)}};
            else if (len == 0 && words > 0)
                why = {"length 0, word count {0}: its text lies in the strings of the elements "
                       "inside it; outside the region",
                       {words}};
            else
                why = {"length {0} <= cutoff {1}, outside the region", {len, cutoff}};
            r.judgements.push_back({s.node, static_cast<std::int32_t>(k), chosen, len, why});
            series.y.push_back(len);
            series.nodes.push_back(s.node);
            if (!chosen)
                continue;
            const NodeId stop = k + 1 < count ? L[size_t(k + 1)].textBegin : end;
            for (NodeId i = s.textBegin; i < stop;) {
                const Node &n = doc.node(i);
                if (!n.visible) {
                    i = n.end;
                    continue;
                }
                if (n.isText() && n.chars > 0)
                    spans.push_back(TextAssembler::wholeNode(doc, i));
                ++i;
            }
        }
        if (l <= rr)
            series.chosen.emplace_back(static_cast<std::int32_t>(l), static_cast<std::int32_t>(rr));
        r.series.push_back(std::move(series));

        r.selected = TextAssembler::cover(doc, spans);
        r.text = TextAssembler::assemble(doc, spans);
        r.spans = std::move(spans);
        if (maxL == 0)
            r.summary = "no visible text: nothing chosen";
        else
            r.summary = "strings " + std::to_string(l) + ".." + std::to_string(rr) + " of " +
                        std::to_string(count) + " (maxL " + std::to_string(L[size_t(smax)].length) +
                        " at string " + std::to_string(smax) + ", cutoff " +
                        Reason{"{0}", {cutoff}}.text() + ", c2 " + std::to_string(c2) + ")";
        return r;
    }

    // The "strings" and "cutoff" phases, from L as built.
    static void traceStrings(Trace &trace, const Document &doc, const std::vector<Entry> &L,
                             double c1, double c2, std::int64_t smax, double cutoff)
    {
        const auto count = static_cast<std::int64_t>(L.size());
        trace.phase("strings", "Split the visible text at structural tags into the string list L "
                               "(Moreno et al. 2009 §4).");
        trace.add(TraceStep::Kind::Overview)
            .node(L.front().node)
            .range("density", 0, count - 1)
            .number("strings", double(count))
            .number("c1", c1)
            .number("c2", c2)
            .say("A structural tag (p, div, td, li, h1...) opens a new string, other tags do not: "
                 "L has {strings} strings; c1 = {c1}, c2 = {c2}.");
        Trace::Items items(&trace, "strings", kTraceStrings);
        for (std::int64_t k = 0; k < count; ++k)
            if (TraceStep *s = items.next())
                s->node(L[size_t(k)].node)
                    .range("density", k, k)
                    .number("i", double(k))
                    .number("length", L[size_t(k)].length)
                    .number("text nodes", L[size_t(k)].pieces)
                    .say("String {i}, opened by <" + std::string(doc.name(L[size_t(k)].node)) +
                         ">: {length} characters from {text nodes} text node(s).");
        items.finish();

        trace.phase("cutoff", "Find the longest string s_max and the cutoff c1 · maxL.");
        const double maxL = L[size_t(smax)].length;
        std::int64_t longer = 0;
        for (const Entry &e : L)
            longer += e.length > cutoff;
        TraceStep &s = trace.add(TraceStep::Kind::Decision);
        s.node(L[size_t(smax)].node)
            .range("density", smax, smax)
            .number("s_max", double(smax))
            .number("maxL", maxL)
            .number("c1", c1)
            .number("cutoff", cutoff)
            .number("longer", double(longer));
        if (maxL == 0)
            s.say("No string has a character: there is no visible text, nothing to choose.");
        else
            s.say("The longest string is string {s_max}, maxL = {maxL} characters; cutoff = c1 "
                  "× maxL = {c1} × {maxL} = {cutoff}; {longer} string(s) are longer than it.");
    }

    // One string the growing examined: k joined R (brought in by `by`), or did not (R's edge
    // `by` stays).
    static void traceGrowStep(TraceStep &s, const std::vector<Entry> &L, std::int64_t k, bool joins,
                              std::int64_t by, std::int64_t l, std::int64_t r, double cutoff,
                              std::int64_t c2)
    {
        s.node(L[size_t(k)].node)
            .range("density", l, r)
            .number("i", double(k))
            .number("length", L[size_t(k)].length)
            .number("cutoff", cutoff)
            .number("gap", double(std::llabs(k - by)))
            .number("c2", double(c2))
            .number("edge", double(by))
            .number("l", double(l))
            .number("r", double(r));
        if (joins)
            s.say("String {i}: length {length} > cutoff {cutoff}, and |i − j| = {gap} < c2 = "
                  "{c2} from string {edge} in R: it joins; R is now {l}..{r}.");
        else
            s.say("String {i}: length {length} <= cutoff {cutoff}: it does not join; R's edge "
                  "stays at string {edge}, {gap} away.");
    }

    // Why the growing stopped on one side: the next string k is c2 or more from R's edge, or L
    // ended.
    static void traceGrowEnd(TraceStep &s, std::int64_t k, std::int64_t count, std::int64_t edge,
                             std::int64_t l, std::int64_t r, std::int64_t c2, bool rightwards)
    {
        s.range("density", l, r)
            .number("i", double(k))
            .number("edge", double(edge))
            .number("gap", double(std::llabs(k - edge)))
            .number("c2", double(c2))
            .number("l", double(l))
            .number("r", double(r));
        if (k < 0 || k >= count)
            s.say(rightwards ? "L ends: growing right stops; R is {l}..{r}."
                             : "L begins here: growing left stops; R is {l}..{r}.");
        else
            s.say(rightwards ? "String {i} would be {gap} >= c2 = {c2} strings from R's edge "
                               "{edge}: growing right stops; R is {l}..{r}."
                             : "String {i} would be {gap} >= c2 = {c2} strings from R's edge "
                               "{edge}: growing left stops; R is {l}..{r}.");
    }
};

} // namespace

const Extractor &densityExtractor()
{
    static const DensityExtractor e;
    return e;
}

} // namespace core
