#include "../extractor.h"
#include "../textassembler.h"
#include "domratio.h"

#include <cstdio>

namespace core {

namespace {

// The texts of one of seed 003's four ratios (§5: CNR and WNR count all nodes of the subtree,
// CLR and WLR its leaves; C* counts characters, W* words). Reasons are static strings.
struct Variant
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

constexpr Variant kCnr{"cnr",
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
constexpr Variant kWnr{"wnr",
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
constexpr Variant kClr{"clr",
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
constexpr Variant kWlr{"wlr",
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

// Seed 003 §4 (Algorithm 1) for one of the four ratios; the computation and its documented
// choices live in DomRatio. Parameter-free in the paper; `printed` switches from the project's
// repair of the relevance to the formula as printed. Immutable, thread-safe.
class DomRatioExtractor final : public Extractor
{
public:
    explicit DomRatioExtractor(const Variant &variant)
        : m_variant(variant),
          m_info{variant.id,
                 variant.name,
                 "003 §4",
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
                   "project's repair: seed 003 Def. 4.6 as printed, which §4's prose restates, "
                   "climbs to the root for CLR and WLR; see core/extractors/domratio.cpp",
                   {DomRatio::kRepairedLabel, DomRatio::kPrintedLabel},
                   DomRatio::kRelevanceRuleExplanation}}}
    {
    }

    const ExtractorInfo &info() const override { return m_info; }

    ExtractionResult run(const Document &doc, const ParamValues &values) const override
    {
        if (auto frameset = framesetPageResult(doc))
            return std::move(*frameset);
        const bool printed = !values.empty() && values[0] != 0;
        const DomRatio dr(doc, m_variant.unit, m_variant.denominator,
                          printed ? DomRatio::Reading::Printed : DomRatio::Reading::Repaired);
        ExtractionResult r;
        if (dr.root() == kNoNode)
            return r;
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

private:
    const Variant &m_variant;
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
