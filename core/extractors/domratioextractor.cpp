#include "domratio.h"
#include "extraction/textassembler.h"
#include "extraction/trace.h"
#include "extraction/tracedextractor.h"

#include <cstdio>

namespace core {

namespace {

// The texts of one of Insa et al. 2013's four ratios (§5: CNR and WNR count all nodes of the
// subtree, CLR and WLR its leaves; C* counts characters, W* words). Reasons are static strings.
struct DomRatioVariant
{
    const char *id;
    const char *name;
    const char *ratioName;
    const char *numerator; // what the ratio counts, for the summary
    const char *denominatorName;
    DomRatio::Unit unit;
    DomRatio::Denominator denominator;
    const char *inInitial;  // {0} ratio {1} total {2} denominator {3} weight
    const char *notInitial; // {0} ratio {1} total {2} denominator {3} threshold
    const char *description;
};

constexpr DomRatioVariant kCnr{
    "cnr",
    "CNR (chars-nodes ratio)",
    "CNR",
    "characters",
    "nodes",
    DomRatio::Unit::Characters,
    DomRatio::Denominator::Nodes,
    "CNR {0} = {1} characters / {2} nodes; in I, weight {3}",
    "CNR {0} = {1} characters / {2} nodes < threshold {3}: not in I",
    "The DOM node whose subtree's characters per node, combined over the "
    "densest nodes, give the highest relevance; its subtree's text."};
constexpr DomRatioVariant kWnr{
    "wnr",
    "WNR (words-nodes ratio)",
    "WNR",
    "words",
    "nodes",
    DomRatio::Unit::Words,
    DomRatio::Denominator::Nodes,
    "WNR {0} = {1} words / {2} nodes; in I, weight {3}",
    "WNR {0} = {1} words / {2} nodes < threshold {3}: not in I",
    "The DOM node whose subtree's words per node, combined over the densest "
    "nodes, give the highest relevance; its subtree's text."};
constexpr DomRatioVariant kClr{
    "clr",
    "CLR (chars-leaves ratio)",
    "CLR",
    "characters",
    "leaves",
    DomRatio::Unit::Characters,
    DomRatio::Denominator::Leaves,
    "CLR {0} = {1} characters / {2} leaves; in I, weight {3}",
    "CLR {0} = {1} characters / {2} leaves < threshold {3}: not in I",
    "The DOM node whose subtree's characters per leaf (formatted text joined "
    "into one leaf), combined over the densest nodes, give the highest "
    "relevance; its subtree's text."};
constexpr DomRatioVariant kWlr{
    "wlr",
    "WLR (words-leaves ratio)",
    "WLR",
    "words",
    "leaves",
    DomRatio::Unit::Words,
    DomRatio::Denominator::Leaves,
    "WLR {0} = {1} words / {2} leaves; in I, weight {3}",
    "WLR {0} = {1} words / {2} leaves < threshold {3}: not in I",
    "The DOM node whose subtree's words per leaf (formatted text joined into "
    "one leaf), combined over the densest nodes, give the highest relevance; "
    "its subtree's text."};

// Reasons for nodes outside C (Def. 4.1), for the GUI's "why not this node".
struct NotValidReason
{
    Tag tag;
    const char *self;
    const char *inside; // {0} the removed subtree's root
};

constexpr NotValidReason kNotValid[] = {
    {Tag::meta, "not content: <meta> (Def. 4.1)", "not content: inside <meta> node {0}"},
    {Tag::title, "not content: <title> (Def. 4.1)", "not content: inside <title> node {0}"},
    {Tag::head, "not content: <head> (Def. 4.1)", "not content: inside <head> node {0}"},
    {Tag::link, "not content: <link> (Def. 4.1)", "not content: inside <link> node {0}"},
    {Tag::style, "not content: <style> (Def. 4.1)", "not content: inside <style> node {0}"},
    {Tag::script, "not content: <script> (Def. 4.1)", "not content: inside <script> node {0}"},
    {Tag::select, "not content: <select> (Def. 4.1)", "not content: inside <select> node {0}"},
    {Tag::noscript, "not content: <noscript> (Def. 4.1)",
     "not content: inside <noscript> node {0}"},
    // The project's additions (domratio.cpp): the shared rule's other non-content tags.
    {Tag::template_, "not content: <template> (never rendered as text)",
     "not content: inside <template> node {0}"},
    {Tag::iframe, "not content: <iframe> (never rendered as text)",
     "not content: inside <iframe> node {0}"},
    {Tag::noframes, "not content: <noframes> (never rendered as text)",
     "not content: inside <noframes> node {0}"},
    {Tag::noembed, "not content: <noembed> (never rendered as text)",
     "not content: inside <noembed> node {0}"},
    {Tag::datalist, "not content: <datalist> (never rendered as text)",
     "not content: inside <datalist> node {0}"},
    {Tag::rp, "not content: <rp> (never rendered as text)", "not content: inside <rp> node {0}"},
    {Tag::video, "not content: <video> (never rendered as text)",
     "not content: inside <video> node {0}"},
    {Tag::audio, "not content: <audio> (never rendered as text)",
     "not content: inside <audio> node {0}"},
    {Tag::canvas, "not content: <canvas> (never rendered as text)",
     "not content: inside <canvas> node {0}"},
};

Reason notValidReason(const Node &root, bool self, NodeId rootId)
{
    if (root.kind == NodeKind::Comment)
        return {"not content: comment (Def. 4.1)", {}};
    for (const NotValidReason &r : kNotValid)
        if (r.tag == root.tag)
            return {self ? r.self : r.inside, {double(rootId)}};
    return {"not content (Def. 4.1 or the shared visible-text rule)", {}};
}

// Traces (docs/traces.md): one step per removed subtree, per joined run of leaves, per content
// node's ratio, per node of I, per node with a relevance above 0, and per ancestor on the climb,
// each for the first kDomRatioTraceNodes. Project choice: a page's first screens of nodes; the
// climb is as long as the page is deep.
constexpr std::size_t kDomRatioTraceNodes = 300;

// Insa et al. 2013 §4 (Algorithm 1) for one of the four ratios; the computation and its documented
// choices live in DomRatio. Parameter-free in the paper; `printed` switches from the project's
// repair of the relevance to the formula as printed. Immutable, thread-safe.
class DomRatioExtractor final : public TracedExtractor
{
public:
    explicit DomRatioExtractor(const DomRatioVariant &variant)
        : m_variant(variant),
          m_info{variant.id,
                 variant.name,
                 "Insa et al. 2013 §4",
                 ExtractorInput::Dom,
                 variant.description,
                 {{"printed",
                   ParamDescriptor::Type::Boolean,
                   0,
                   0,
                   1,
                   1,
                   "relevance rule: 0 the project's repair, 1 Def. 4.6 as printed (always the "
                   "root for CLR and WLR)",
                   "project's repair: Insa et al. 2013 Def. 4.6 as printed, which §4's prose "
                   "restates, "
                   "climbs to the root for CLR and WLR; see core/extractors/domratio.cpp",
                   {DomRatio::kRepairedLabel, DomRatio::kPrintedLabel},
                   DomRatio::kRelevanceRuleExplanation}}}
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

private:
    ExtractionResult compute(const Document &doc, const ParamValues &values,
                             Trace *trace) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const bool printed = !values.empty() && values[0] != 0;
        const DomRatio dr(doc, m_variant.unit, m_variant.denominator,
                          printed ? DomRatio::Reading::Printed : DomRatio::Reading::Repaired);
        ExtractionResult r;
        if (dr.root() == kNoNode)
            return r;
        if (trace) {
            // The other rule, computed on the same page, so that the trace sets them side by side.
            const DomRatio other(doc, m_variant.unit, m_variant.denominator,
                                 printed ? DomRatio::Reading::Repaired
                                         : DomRatio::Reading::Printed);
            traceRun(*trace, doc, printed ? other : dr, printed ? dr : other, printed);
        }
        const auto &figures = dr.figures();
        const std::int32_t best = dr.best();
        const std::int32_t bestEnd = best < 0 ? -1 : best + figures[static_cast<size_t>(best)].size;

        const NodeId end = doc.node(dr.root()).end;
        r.judgements.reserve(static_cast<size_t>(end - dr.root()));
        for (NodeId i = dr.root(); i < end;) {
            switch (dr.membership(i)) {
            case DomRatio::Membership::Content: {
                const std::int32_t k = dr.identifier(i);
                const DomRatio::Figures &f = figures[static_cast<size_t>(k)];
                const bool initial = dr.initial(k);
                r.judgements.push_back({i,
                                        -1,
                                        k >= best && k < bestEnd,
                                        f.relevance,
                                        {initial ? m_variant.inInitial : m_variant.notInitial,
                                         {f.ratio, double(f.total), double(f.denominator),
                                          initial ? f.weight : dr.threshold()}}});
                ++i;
                break;
            }
            case DomRatio::Membership::NoWords:
                r.judgements.push_back(
                    {i, -1, false, 0, {"no words in the subtree (Def. 4.1 notWords)", {}}});
                ++i;
                break;
            case DomRatio::Membership::NotValid:
            case DomRatio::Membership::NotVisible: {
                const bool hidden = dr.membership(i) == DomRatio::Membership::NotVisible;
                const NodeId subtreeEnd = doc.node(i).end;
                for (NodeId j = i; j < subtreeEnd; ++j)
                    r.judgements.push_back(
                        {j, -1, false, 0,
                         hidden ? Reason{j == i ? "not visible (Def. 4.1 notVisible)"
                                                : "not visible: inside hidden node {0}",
                                         {double(i)}}
                                : notValidReason(doc.node(i), j == i, i)});
                i = subtreeEnd;
                break;
            }
            case DomRatio::Membership::OutsideRoot:
                ++i;
                break;
            }
        }

        Series s;
        s.chart = "dom-ratio";
        s.name = m_variant.ratioName;
        s.y.reserve(figures.size());
        s.nodes.reserve(figures.size());
        for (const DomRatio::Figures &f : figures) {
            s.y.push_back(f.ratio);
            s.nodes.push_back(f.node);
        }
        if (best >= 0) {
            s.threshold = dr.threshold();
            s.thresholdLabel = std::string("sqrt(max ") + m_variant.ratioName + " × " +
                               m_variant.ratioName + "(root))";
            s.chosen.emplace_back(best, bestEnd - 1);
        }
        r.series.push_back(std::move(s));

        if (best < 0) {
            r.summary = "no content nodes: no visible words below <" +
                        std::string(doc.name(dr.root())) + ">";
            return r;
        }
        const DomRatio::Figures &f = figures[static_cast<size_t>(best)];
        r.selected.push_back(f.node);
        TextAssembler::complete(doc, r);
        char line[512];
        std::snprintf(line, sizeof line,
                      "best node <%s> (node %d, id %d): R %.4g, %s %.4g = %u %s / %u %s; threshold "
                      "%.4g = sqrt(%.4g × %.4g); %d of %d content nodes in I%s",
                      std::string(doc.name(f.node)).c_str(), int(f.node), int(best), f.relevance,
                      m_variant.ratioName, f.ratio, unsigned(f.total), m_variant.numerator,
                      unsigned(f.denominator), m_variant.denominatorName, dr.threshold(),
                      dr.maxRatio(), dr.rootRatio(), int(dr.initialCount()), int(dr.count()),
                      printed ? "; R as printed in Def. 4.6" : "");
        r.summary = line;
        return r;
    }

    // "<tag> (id k)" for a content node.
    static std::string named(const Document &doc, const DomRatio::Figures &f, std::int32_t k)
    {
        const std::string name(doc.name(f.node));
        return (doc.node(f.node).isElement() ? "<" + name + ">" : name) + " (id " +
               std::to_string(k) + ")";
    }

    void traceRun(Trace &trace, const Document &doc, const DomRatio &repaired,
                  const DomRatio &printed, bool printedActive) const
    {
        traceContentNodes(trace, doc, repaired);
        if (repaired.best() < 0)
            return;
        if (m_variant.denominator == DomRatio::Denominator::Leaves)
            traceLeaves(trace, doc, repaired);
        traceRatios(trace, doc, repaired);
        traceRelevance(trace, doc, repaired, printed);
        traceRules(trace, doc, repaired, printed, printedActive);
        traceClimb(trace, doc, repaired, printed);
    }

    // Def. 4.1: what was removed from the tree, topmost removed node first.
    static void traceContentNodes(Trace &trace, const Document &doc, const DomRatio &dr)
    {
        trace.phase("content", "Keep the content nodes C (Def. 4.1): remove notValid nodes "
                               "(script, style, head, comments...) and hidden ones with their "
                               "subtrees, then every node whose subtree holds no word.");
        // Calls visit(node, kind) for the topmost node of every removed subtree; kind 0
        // notValid, 1 hidden, 2 without words.
        const auto forEachRemoved = [&](auto visit) {
            for (NodeId i = dr.root(), end = doc.node(dr.root()).end; i < end;) {
                const DomRatio::Membership m = dr.membership(i);
                if (m == DomRatio::Membership::Content) {
                    ++i;
                    continue;
                }
                visit(i, m == DomRatio::Membership::NotValid     ? 0
                         : m == DomRatio::Membership::NotVisible ? 1
                                                                 : 2);
                i = doc.node(i).end;
            }
        };
        // White space between tags is a text node without words: counted, not shown.
        std::size_t removed[3] = {0, 0, 0}, blank = 0;
        forEachRemoved([&](NodeId i, int kind) {
            ++(kind == 2 && doc.node(i).isText() ? blank : removed[kind]);
        });
        trace.add(TraceStep::Kind::Overview)
            .node(dr.root())
            .number("content nodes", dr.count())
            .number("not valid", double(removed[0]))
            .number("hidden", double(removed[1]))
            .number("without words", double(removed[2]))
            .number("blank text", double(blank))
            .say("Below <" + std::string(doc.name(dr.root())) +
                 ">, {content nodes} content nodes remain; removed: {not valid} notValid "
                 "subtree(s), {hidden} hidden subtree(s), {without words} element subtree(s) "
                 "without words and {blank text} text node(s) of white space.");
        Trace::Items items(&trace, "removed subtrees", kDomRatioTraceNodes);
        forEachRemoved([&](NodeId i, int kind) {
            if (kind == 2 && doc.node(i).isText())
                return;
            TraceStep *s = items.next();
            if (!s)
                return;
            const std::string what = doc.node(i).isElement() ? "<" + std::string(doc.name(i)) + ">"
                                                             : std::string(doc.name(i));
            s->node(i).number("node", i);
            s->say(kind == 0   ? what + " (node {node}) is notValid: removed with its subtree."
                   : kind == 1 ? what + " (node {node}) is hidden (notVisible): removed with its "
                                        "subtree."
                               : what + " (node {node}) holds no word (notWords): removed with "
                                        "its subtree.");
        });
        items.finish();
    }

    // Figure 5's leaves(): the runs of consecutive single-leaf children that count as one leaf.
    static void traceLeaves(Trace &trace, const Document &doc, const DomRatio &dr)
    {
        trace.phase("leaves", "Count leaves with Figure 5's leaves(): a run of consecutive "
                              "children that are #text, p, a, u, b, i, em, span, sub, sup, "
                              "strong or div, statically positioned and a single leaf "
                              "themselves, counts as one leaf.");
        const auto &figures = dr.figures();
        // Each content node's content children, in id order.
        std::vector<std::int32_t> first(figures.size(), -1), next(figures.size(), -1),
            last(figures.size(), -1);
        for (std::int32_t k = 1; k < dr.count(); ++k) {
            const auto p = static_cast<size_t>(figures[size_t(k)].parent);
            (last[p] < 0 ? first[p] : next[size_t(last[p])]) = k;
            last[p] = k;
        }
        Trace::Items items(&trace, "joined runs", kDomRatioTraceNodes);
        for (std::int32_t k = 0; k < dr.count(); ++k)
            for (std::int32_t c = first[size_t(k)]; c >= 0;) {
                if (!figures[size_t(c)].joins) {
                    c = next[size_t(c)];
                    continue;
                }
                std::int32_t length = 0;
                std::string names;
                TraceStep step;
                for (; c >= 0 && figures[size_t(c)].joins; c = next[size_t(c)], ++length) {
                    step.node(figures[size_t(c)].node);
                    if (length < 4)
                        names += (length > 0 ? ", " : "") +
                                 std::string(doc.name(figures[size_t(c)].node));
                }
                if (length < 2)
                    continue;
                TraceStep *s = items.next();
                if (!s)
                    continue;
                s->nodes = std::move(step.nodes);
                s->nodesOmitted = step.nodesOmitted;
                s->range("dom-ratio", k, k)
                    .number("children", length)
                    .number("id", k)
                    .number("l", figures[size_t(k)].denominator)
                    .say("In " + named(doc, figures[size_t(k)], k) +
                         ", {children} consecutive children (" + names +
                         (length > 4 ? ", ..." : "") +
                         ") are single leaves that join: they count as one leaf; l = {l}.");
            }
        items.finish();
    }

    // Def. 4.4 and 4.5: every node's ratio, the threshold, and I with its weights.
    void traceRatios(Trace &trace, const Document &doc, const DomRatio &dr) const
    {
        const auto &figures = dr.figures();
        const std::string ratio = m_variant.ratioName;
        trace.phase("ratios", "Each content node's " + ratio + ": " + m_variant.numerator +
                                  " of its subtree per " + m_variant.denominatorName +
                                  " (Def. 4.4).");
        trace.add(TraceStep::Kind::Overview)
            .range("dom-ratio", 0, dr.count() - 1)
            .number("max", dr.maxRatio())
            .number("min", dr.minRatio())
            .number("root", dr.rootRatio())
            .say(ratio + " ranges from {min} to {max}; the root's is {root}.");
        Trace::Items items(&trace, "content nodes", kDomRatioTraceNodes);
        for (std::int32_t k = 0; k < dr.count(); ++k)
            if (TraceStep *s = items.next()) {
                const DomRatio::Figures &f = figures[size_t(k)];
                s->node(f.node)
                    .range("dom-ratio", k, k)
                    .number("id", k)
                    .number("total", f.total)
                    .number("denominator", f.denominator)
                    .number("ratio", f.ratio)
                    .say(named(doc, f, k) + ": {total} " + m_variant.numerator + " / " +
                         "{denominator} " + m_variant.denominatorName + " = " + ratio +
                         " {ratio}.");
            }
        items.finish();

        trace.phase("threshold", "The threshold sqrt(max " + ratio + " × " + ratio +
                                     "(root)) and the initial set I of the nodes at or above "
                                     "it, with their weights (Def. 4.5, 4.6).");
        trace.add(TraceStep::Kind::Decision)
            .range("dom-ratio", 0, dr.count() - 1)
            .number("max", dr.maxRatio())
            .number("root", dr.rootRatio())
            .number("threshold", dr.threshold())
            .number("I", dr.initialCount())
            .number("minid", dr.minInitial())
            .number("maxid", dr.maxInitial())
            .say("threshold = sqrt({max} × {root}) = {threshold}: I holds {I} node(s), ids "
                 "{minid}..{maxid}.");
        Trace::Items initial(&trace, "nodes of I", kDomRatioTraceNodes);
        for (std::int32_t k = 0; k < dr.count(); ++k) {
            if (!dr.initial(k))
                continue;
            if (TraceStep *s = initial.next()) {
                const DomRatio::Figures &f = figures[size_t(k)];
                s->node(f.node)
                    .range("dom-ratio", k, k)
                    .number("id", k)
                    .number("ratio", f.ratio)
                    .number("rpos", dr.relativePosition(k))
                    .number("rratio", dr.relativeRatio(k))
                    .number("W", f.weight)
                    .say(named(doc, f, k) + ": " + ratio +
                         " {ratio} >= threshold: in I. rpos = "
                         "1 − (id − minid) / (maxid − minid) = {rpos}, relative ratio (ratio − "
                         "min) / (max − min) = {rratio}, weight W = {rpos} × {rratio} = {W}.");
            }
        }
        initial.finish();
    }

    // Def. 4.6 bottom-up, both rules side by side, with each rule's best node so far.
    static void traceRelevance(Trace &trace, const Document &doc, const DomRatio &repaired,
                               const DomRatio &printed)
    {
        trace.phase("relevance",
                    "Relevance bottom-up (Def. 4.6) under both rules. The project's repair: "
                    "M(n) = max(W(n), ΣM(children)), R(n) = ratio(n) × M(n). As printed: R(n) = "
                    "ratio(n) × max(W(n), ΣR(children)). The highest R wins, ties to the lower "
                    "id.");
        const auto &a = repaired.figures();
        const auto &b = printed.figures();
        std::int32_t zero = 0;
        for (std::int32_t k = 0; k < repaired.count(); ++k)
            zero += a[size_t(k)].relevance == 0 && b[size_t(k)].relevance == 0;
        trace.add(TraceStep::Kind::Overview)
            .range("dom-ratio", 0, repaired.count() - 1)
            .number("zero", zero)
            .say("{zero} content node(s) have no node of I in their subtree: R = 0 under both "
                 "rules; the steps below are the others, children before parents.");
        Trace::Items items(&trace, "nodes with a relevance above 0", kDomRatioTraceNodes);
        double bestA = -1, bestB = -1;
        std::int32_t idA = -1, idB = -1;
        for (std::int32_t k = repaired.count() - 1; k >= 0; --k) {
            const DomRatio::Figures &fa = a[size_t(k)], &fb = b[size_t(k)];
            if (fa.relevance >= bestA)
                bestA = fa.relevance, idA = k;
            if (fb.relevance >= bestB)
                bestB = fb.relevance, idB = k;
            if (fa.relevance == 0 && fb.relevance == 0)
                continue;
            if (TraceStep *s = items.next())
                s->node(fa.node)
                    .range("dom-ratio", k, k)
                    .number("id", k)
                    .number("ratio", fa.ratio)
                    .number("W", fa.weight)
                    .number("M", fa.combined)
                    .number("R repaired", fa.relevance)
                    .number("best repaired", idA)
                    .number("max printed", fb.combined)
                    .number("R printed", fb.relevance)
                    .number("best printed", idB)
                    .say(named(doc, fa, k) + ": repaired R = {ratio} × M {M} = {R repaired} "
                                             "(best so far: id {best repaired}); printed R = "
                                             "{ratio} × {max printed} = {R printed} (best so "
                                             "far: id {best printed}).");
        }
        items.finish();
    }

    // Which rule picked which node, and which one this run used.
    static void traceRules(Trace &trace, const Document &doc, const DomRatio &repaired,
                           const DomRatio &printed, bool printedActive)
    {
        trace.phase("rules", "The two rules' best nodes (Def. 4.7).");
        const std::int32_t a = repaired.best(), b = printed.best();
        const DomRatio::Figures &fa = repaired.figures()[size_t(a)];
        const DomRatio::Figures &fb = printed.figures()[size_t(b)];
        trace.add(TraceStep::Kind::Decision)
            .node(fa.node)
            .node(fb.node)
            .range("dom-ratio", std::min(a, b), std::max(a, b))
            .number("repaired pick", a)
            .number("R repaired", fa.relevance)
            .number("printed pick", b)
            .number("R printed", fb.relevance)
            .number("printed", printedActive ? 1 : 0)
            .say("The project's repair picks " + named(doc, fa, a) +
                 " (R {R repaired}); Def. 4.6 as printed picks " + named(doc, fb, b) +
                 " (R {R printed})" + (a == b ? ": the same node" : "") + ". This run uses " +
                 (printedActive ? "the rule as printed (printed = 1)."
                                : "the project's repair (printed = 0)."));
    }

    // The path from the repair's pick to the root under the printed rule: a ratio of at least 1
    // can only raise R on the way up, so the root, with the lowest id, wins.
    static void traceClimb(Trace &trace, const Document &doc, const DomRatio &repaired,
                           const DomRatio &printed)
    {
        trace.phase("climb", "Why the printed rule climbs: from the repair's pick up to the "
                             "root, each parent's R as printed is its ratio times at least its "
                             "child's R, so a ratio of 1 or more never lets R fall.");
        const auto &a = repaired.figures();
        const auto &b = printed.figures();
        Trace::Items items(&trace, "ancestors", kDomRatioTraceNodes);
        for (std::int32_t child = repaired.best(), k = a[size_t(child)].parent; k >= 0;
             child = k, k = a[size_t(k)].parent)
            if (TraceStep *s = items.next(b[size_t(k)].ratio < 1 ? TraceStep::Kind::Decision
                                                                 : TraceStep::Kind::Item)) {
                s->node(a[size_t(k)].node)
                    .range("dom-ratio", k, k)
                    .number("id", k)
                    .number("child", child)
                    .number("ratio", b[size_t(k)].ratio)
                    .number("R printed", b[size_t(k)].relevance)
                    .number("R printed child", b[size_t(child)].relevance)
                    .number("R repaired", a[size_t(k)].relevance)
                    .number("R repaired child", a[size_t(child)].relevance);
                const std::string head = named(doc, a[size_t(k)], k);
                s->say(b[size_t(k)].ratio >= 1
                           ? head + ": ratio {ratio} >= 1, so printed R {R printed} >= the child "
                                    "id {child}'s {R printed child}; the repair applies the "
                                    "ratio once: R {R repaired} (child {R repaired child})."
                           : head + ": ratio {ratio} < 1: printed R {R printed} may fall below "
                                    "the child id {child}'s {R printed child}; the repair: R "
                                    "{R repaired} (child {R repaired child}).");
            }
        items.finish();
        const std::int32_t pick = printed.best();
        trace.add(TraceStep::Kind::Decision)
            .node(b[size_t(pick)].node)
            .range("dom-ratio", pick, pick)
            .number("printed pick", pick)
            .number("R printed", b[size_t(pick)].relevance)
            .say("As printed, the highest R is {R printed}, at " +
                 named(doc, b[size_t(pick)], pick) +
                 (pick == 0 ? ": the root, whose id, the lowest, wins any tie." : "."));
    }

    const DomRatioVariant &m_variant;
    ExtractorInfo m_info;
};

} // namespace

const Extractor &cnrExtractor()
{
    static const DomRatioExtractor e(kCnr);
    return e;
}

const Extractor &wnrExtractor()
{
    static const DomRatioExtractor e(kWnr);
    return e;
}

const Extractor &clrExtractor()
{
    static const DomRatioExtractor e(kClr);
    return e;
}

const Extractor &wlrExtractor()
{
    static const DomRatioExtractor e(kWlr);
    return e;
}

} // namespace core
