#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>

namespace ui {

// Where the parts of an exported figure go (File ▸ Export Figure…, --figure): a title line, the
// page with its overlay, the charts, and a legend of the extractors shown, inside a figure of a
// chosen size. Landscape figures put the page left and the charts in a column right of it;
// portrait ones put the charts in a row below the page. The legend wraps its entries into rows
// under everything. A plain value computed without a GUI (house style 6); thread-safe.
struct FigureLayout
{
    struct Input
    {
        QSizeF size;
        int charts = 0;
        QList<double> legendWidths; // each legend entry's width, swatch and text
        double lineHeight = 16;     // of the figure's text
    };

    QRectF title;
    QRectF page;
    QList<QRectF> charts;
    QRectF legend;
    QList<QRectF> legendEntries; // in the input's order

    static FigureLayout compute(const Input &in);
    // The figure's text size for a figure of this size (a readable share of its height).
    static double fontPixelSize(const QSizeF &size);
};

} // namespace ui
