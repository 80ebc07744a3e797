#pragma once

#include "common/analysis.h"
#include "common/nodemapper.h"

#include <extraction/extractor.h>

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <string>
#include <vector>

namespace ui {

// One extractor's mark on one element of the page, as the page view sends it to our page script
// (PageView::setMarks). A plain value; marksOf() is a pure function, thread-safe.
struct OverlayMark
{
    Q_DECLARE_TR_FUNCTIONS(OverlayMark)
public:
    int element = -1;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine; // of the outline (ExtractorPalette::lineStyle)
    QString label;                      // short: the extractor id
    QString tip;                        // extractor, node, score, reason
    // A vote strength in [0, 1] (the consensus extractor's weight): the box is filled in its
    // colour, the stronger the vote the stronger the fill; < 0: the usual faint fill.
    double shade = -1;

    // The marks of an analysis: for each ticked extractor's run (Analysis::runs, in their order),
    // one mark per chosen node in the run's colour and its extractor's line style, the tip naming
    // the extractor (from `extractors`; by id alone when it is not there), the node and the
    // judgement behind the choice. A combined decision (a run with votes, the consensus) is drawn
    // block by block instead, each block shaded by its vote strength. Elements are the mapper's
    // (-1 for a node that has no element on the page; the page view leaves those out).
    static QList<OverlayMark> marksOf(const Analysis &analysis, const NodeMapper &mapper,
                                      const std::vector<const core::Extractor *> &extractors);

    // A node as the tips and the status line name it: <tag#id.class> and its path.
    static QString describe(const core::Document &doc, core::NodeId node);
    // The same with the node's path already known (Document::paths gives many at once).
    static QString describe(const core::Document &doc, core::NodeId node, const std::string &path);

    friend bool operator==(const OverlayMark &, const OverlayMark &) = default;
};

} // namespace ui
