#pragma once

#include "common/analysis.h"
#include "common/nodemapper.h"

#include <extraction/extractor.h>

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace ui {

// What the overlay draws of an analysis, before any geometry: each ticked extractor's chosen
// elements merged into regions, and how many of the ticked extractors chose each block. The page
// script (resources/js/inspector.js) measures the regions' elements and places one outline and
// one label per region; the agreement mode paints the blocks. Merging here keeps the number of
// outlines and labels that of the regions a person sees, not that of the nodes an extractor
// chose (a paragraph-level extractor chooses dozens of adjacent paragraphs: one region). A plain
// value; of() and regionsOf() are pure functions, thread-safe.
struct OverlayPlan
{
    // One ticked extractor's layer: its colour and line style (ExtractorPalette).
    struct Layer
    {
        QString id;
        QString name;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        friend bool operator==(const Layer &, const Layer &) = default;
    };
    // A run of chosen elements that are one block on the page: one chosen element and its
    // subtree, or chosen siblings with nothing but white space between them.
    struct Region
    {
        int layer = 0;        // index into layers
        QList<int> elements;  // rendered elements (PageView numbers), in page order
        QStringList tips;     // per element: extractor, node, score, reason (OverlayMark::tip)
        QList<double> shades; // per element: vote strength in [0, 1], or -1 (OverlayMark::shade)
        friend bool operator==(const Region &, const Region &) = default;
    };
    // An element chosen by at least one ticked extractor (or inside one's choice), with the ids
    // of those that chose it or an ancestor of it.
    struct Block
    {
        int element = -1;
        QStringList extractors;
        friend bool operator==(const Block &, const Block &) = default;
    };

    QList<Layer> layers;   // one per ticked run, in the runs' order
    QList<Region> regions; // by layer, then page order
    // In page order; a block chosen by the same extractors as the block around it is left out
    // (it would paint the same count twice).
    QList<Block> blocks;

    // The plan of an analysis. The nodes of a run are its chosen nodes, or for a combined
    // decision (votes) its kept blocks, as OverlayMark::marksOf draws them; nodes without an
    // element on the page are left out.
    static OverlayPlan of(const Analysis &analysis, const NodeMapper &mapper,
                          const std::vector<const core::Extractor *> &extractors);
    // Chosen nodes grouped into regions, in document order: a node inside another chosen node is
    // part of the outer one's region; chosen siblings separated by nothing but white space text
    // and comments are one region.
    static std::vector<std::vector<core::NodeId>> regionsOf(const core::Document &doc,
                                                            std::vector<core::NodeId> chosen);

    // The plan of one layer alone (reader view shows one extractor's content): its regions, and
    // its blocks as if it were the only extractor ticked; empty when no layer has this id.
    OverlayPlan only(const QString &id) const;

    // The colour of a block that count of total ticked extractors chose, light for few and dark
    // for all (the agreement mode and its legend).
    static QColor agreementColor(int count, int total);
    // The outline of such a block and the edge of its bar: agreementColor darkened just enough
    // to reach WCAG 2.1's 3:1 for graphics against a white page (ColorContrast), as the
    // extractors' colours are; the ramp's light end (one extractor, 0xc7e9b4) reads 1.3:1 there.
    // The bar's fill keeps the ramp's colour, which says the count.
    static QColor agreementEdge(int count, int total);

    friend bool operator==(const OverlayPlan &, const OverlayPlan &) = default;
};

} // namespace ui
