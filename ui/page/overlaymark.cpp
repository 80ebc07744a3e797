#include "overlaymark.h"

#include "extractors/extractorpalette.h"

#include <unordered_map>

namespace ui {

QString OverlayMark::describe(const core::Document &doc, core::NodeId n)
{
    return describe(doc, n, doc.path(n));
}

QString OverlayMark::describe(const core::Document &doc, core::NodeId n, const std::string &path)
{
    QString s = QLatin1Char('<') + QString::fromUtf8(doc.name(n));
    if (const auto id = doc.attribute(n, "id"); !id.empty())
        s += QLatin1Char('#') + QString::fromUtf8(id);
    if (const auto cls = doc.attribute(n, "class"); !cls.empty())
        s += QLatin1Char('.') +
             QString::fromUtf8(cls).simplified().replace(QLatin1Char(' '), QLatin1Char('.'));
    return s + QStringLiteral("> ") + QString::fromStdString(path);
}

QList<OverlayMark> OverlayMark::marksOf(const Analysis &analysis, const NodeMapper &mapper,
                                        const std::vector<const core::Extractor *> &extractors)
{
    QList<OverlayMark> marks;
    if (!analysis.document)
        return marks;
    const core::Document &doc = *analysis.document;
    for (const ExtractorRun &run : analysis.runs) {
        QString name;
        for (const core::Extractor *e : extractors)
            if (e->info().id == run.id)
                name = QString::fromStdString(e->info().name);
        // The judgement of each chosen node, for the tip (one pass over the judgements).
        std::unordered_map<core::NodeId, const core::Judgement *> judged;
        for (core::NodeId n : run.result.selected)
            judged.emplace(n, nullptr);
        for (const core::Judgement &j : run.result.judgements) {
            const auto it = judged.find(j.node);
            if (it != judged.end() && (!it->second || (j.selected && !it->second->selected)))
                it->second = &j;
        }
        // A combined decision (consensus) is drawn block by block, each shaded by its vote
        // strength (the judgement's weight); the others on their chosen nodes.
        const bool votes = !run.result.votes.empty();
        std::vector<core::NodeId> drawn;
        if (votes) {
            for (const core::Judgement &j : run.result.judgements)
                if (j.selected) {
                    drawn.push_back(j.node);
                    judged[j.node] = &j;
                }
        }
        const std::vector<core::NodeId> &nodes = votes ? drawn : run.result.selected;
        // Every path in one pass over the document: one path() per mark would walk up from each
        // (quadratic on a page with thousands of chosen blocks).
        const std::vector<std::string> paths = doc.paths(nodes);
        for (std::size_t k = 0; k < nodes.size(); ++k) {
            const core::NodeId n = nodes[k];
            OverlayMark m;
            m.element = mapper.elementOf(n);
            m.color = run.color;
            m.style = ExtractorPalette::lineStyle(run.id);
            m.label = QString::fromStdString(run.id);
            const core::Judgement *j = judged[n];
            if (votes && j)
                m.shade = j->score;
            m.tip = QStringLiteral("%1 (%2)\n%3\n%4")
                        .arg(name, m.label, describe(doc, n, paths[k]),
                             j ? tr("score %1 — %2")
                                     .arg(j->score, 0, 'g', 4)
                                     .arg(QString::fromStdString(j->reason.text()))
                               : tr("chosen as the cover of its selected text"));
            marks << m;
        }
    }
    return marks;
}

} // namespace ui
