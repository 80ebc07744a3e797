#include "overlayplan.h"

#include "extractors/colorcontrast.h"
#include "extractors/extractorpalette.h"
#include "overlaymark.h"

#include <QHash>

#include <algorithm>
#include <iterator>
#include <unordered_set>

namespace ui {

namespace {

// The nodes a run draws: its kept blocks for a combined decision, else its chosen nodes.
std::vector<core::NodeId> drawnNodes(const ExtractorRun &run)
{
    if (run.result.votes.empty())
        return run.result.selected;
    std::vector<core::NodeId> out;
    for (const core::Judgement &j : run.result.judgements)
        if (j.selected)
            out.push_back(j.node);
    return out;
}

// Nothing a reader sees separates two siblings: white space text and comments only.
bool onlySpaceBetween(const core::Document &doc, core::NodeId a, core::NodeId b)
{
    for (core::NodeId n = doc.node(a).nextSibling; n != core::kNoNode;
         n = doc.node(n).nextSibling) {
        if (n == b)
            return true;
        const core::Node &node = doc.node(n);
        if (node.isElement() || (node.isText() && node.chars > 0))
            return false;
    }
    return false;
}

// ColorBrewer's sequential YlGnBu scheme (Harrower and Brewer 2003, colorbrewer2.org), its
// classes 3 to 9 of 9: the two lightest are left out, too pale for a 4 px bar on a white page.
// Sequential (one lightness ramp) so that more agreement reads as more, whatever the hue vision.
constexpr QRgb kAgreement[] = {0xc7e9b4, 0x7fcdbb, 0x41b6c4, 0x1d91c0,
                               0x225ea8, 0x253494, 0x081d58};

} // namespace

QColor OverlayPlan::agreementColor(int count, int total)
{
    constexpr int last = int(std::size(kAgreement)) - 1;
    const double t = total <= 1 ? 1.0 : std::clamp(double(count - 1) / (total - 1), 0.0, 1.0);
    const double at = t * last;
    const int low = std::min(int(at), last - 1);
    const double f = at - low;
    const QColor a(kAgreement[low]), b(kAgreement[low + 1]);
    return QColor::fromRgbF(float(a.redF() + f * (b.redF() - a.redF())),
                            float(a.greenF() + f * (b.greenF() - a.greenF())),
                            float(a.blueF() + f * (b.blueF() - a.blueF())));
}

QColor OverlayPlan::agreementEdge(int count, int total)
{
    return ColorContrast::against(agreementColor(count, total), Qt::white);
}

OverlayPlan OverlayPlan::only(const QString &id) const
{
    OverlayPlan out;
    int keep = -1;
    for (int l = 0; l < int(layers.size()); ++l)
        if (layers[l].id == id)
            keep = l;
    if (keep < 0)
        return out;
    out.layers = {layers[keep]};
    for (Region region : regions)
        if (region.layer == keep) {
            region.layer = 0;
            out.regions << region;
        }
    // Alone, it agrees with itself on what it chose: its regions' elements.
    for (const Region &region : out.regions)
        for (int element : region.elements)
            out.blocks << Block{element, {id}};
    return out;
}

std::vector<std::vector<core::NodeId>> OverlayPlan::regionsOf(const core::Document &doc,
                                                              std::vector<core::NodeId> chosen)
{
    std::sort(chosen.begin(), chosen.end());
    chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
    std::vector<std::vector<core::NodeId>> regions;
    core::NodeId outer = core::kNoNode; // the last node kept: a later node inside it is its part
    for (core::NodeId n : chosen) {
        if (n < 0 || n >= doc.size())
            continue;
        if (outer != core::kNoNode && doc.isAncestorOf(outer, n))
            continue;
        if (outer != core::kNoNode && doc.node(outer).parent == doc.node(n).parent &&
            onlySpaceBetween(doc, outer, n))
            regions.back().push_back(n);
        else
            regions.push_back({n});
        outer = n;
    }
    return regions;
}

OverlayPlan OverlayPlan::of(const Analysis &analysis, const NodeMapper &mapper,
                            const std::vector<const core::Extractor *> &extractors)
{
    OverlayPlan plan;
    if (!analysis.document)
        return plan;
    const core::Document &doc = *analysis.document;
    // The tip and shade of each (run, element), as the marks have them.
    QHash<QString, QHash<int, OverlayMark>> marks;
    for (const OverlayMark &m : OverlayMark::marksOf(analysis, mapper, extractors))
        marks[m.label].insert(m.element, m);

    std::vector<std::unordered_set<core::NodeId>> chosen;
    std::vector<core::NodeId> all;
    for (const ExtractorRun &run : analysis.runs) {
        Layer layer;
        layer.id = QString::fromStdString(run.id);
        layer.name = layer.id;
        for (const core::Extractor *e : extractors)
            if (e->info().id == run.id)
                layer.name = QString::fromStdString(e->info().name);
        layer.color = run.color;
        layer.style = ExtractorPalette::lineStyle(run.id);
        const int index = int(plan.layers.size());
        plan.layers << layer;

        const std::vector<core::NodeId> nodes = drawnNodes(run);
        chosen.emplace_back(nodes.begin(), nodes.end());
        all.insert(all.end(), nodes.begin(), nodes.end());
        const QHash<int, OverlayMark> &own = marks[layer.id];
        for (const std::vector<core::NodeId> &group : regionsOf(doc, nodes)) {
            Region region;
            region.layer = index;
            for (core::NodeId n : group) {
                const int element = mapper.elementOf(n);
                if (element < 0 || region.elements.contains(element))
                    continue;
                const OverlayMark mark = own.value(element);
                region.elements << element;
                region.tips << mark.tip;
                region.shades << mark.shade;
            }
            if (!region.elements.isEmpty())
                plan.regions << region;
        }
    }

    // The blocks: every node drawn by some run, with the runs that chose it or an ancestor.
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    QHash<core::NodeId, QStringList> choosers;
    for (core::NodeId n : all) {
        if (n < 0 || n >= doc.size())
            continue;
        QStringList ids;
        for (size_t r = 0; r < chosen.size(); ++r)
            for (core::NodeId a = n; a != core::kNoNode; a = doc.node(a).parent)
                if (chosen[r].count(a)) {
                    ids << plan.layers[int(r)].id;
                    break;
                }
        // The nearest enclosing block: the same extractors there say nothing new here.
        core::NodeId up = doc.node(n).parent;
        while (up != core::kNoNode && !choosers.contains(up))
            up = doc.node(up).parent;
        choosers.insert(n, ids);
        if (up != core::kNoNode && choosers.value(up) == ids)
            continue;
        const int element = mapper.elementOf(n);
        if (element >= 0)
            plan.blocks << Block{element, ids};
    }
    return plan;
}

} // namespace ui
