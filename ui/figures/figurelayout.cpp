#include "figurelayout.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choices for a figure that reads on a slide and in a paper:
constexpr double kMarginLines = 0.8;        // around the figure and between its parts
constexpr double kTitleLines = 1.4;         // the title row
constexpr double kLegendRowLines = 1.5;     // one row of legend entries
constexpr double kLegendGapLines = 1.5;     // between two entries of a row
constexpr double kPageShareLandscape = 0.6; // of the width left for page and charts
constexpr double kPageSharePortrait = 0.6;  // of the height
constexpr double kFontShare = 1.0 / 60;     // text size: a sixtieth of the figure's height
constexpr double kMinFontPx = 11;
constexpr double kMaxFontPx = 28;

} // namespace

double FigureLayout::fontPixelSize(const QSizeF &size)
{
    return std::clamp(std::round(size.height() * kFontShare), kMinFontPx, kMaxFontPx);
}

FigureLayout FigureLayout::compute(const Input &in)
{
    FigureLayout out;
    const double lh = std::max(1.0, in.lineHeight);
    const double margin = kMarginLines * lh;
    const double w = in.size.width(), h = in.size.height();
    const double inner = std::max(0.0, w - 2 * margin);

    out.title = QRectF(margin, margin, inner, kTitleLines * lh);

    // The legend: entries left to right, a new row when the next one does not fit.
    const double rowHeight = kLegendRowLines * lh;
    const double gap = kLegendGapLines * lh;
    double x = 0;
    int row = 0;
    QList<QPointF> at;
    for (const double ew : in.legendWidths) {
        if (x > 0 && x + ew > inner) {
            ++row;
            x = 0;
        }
        at.append(QPointF(x, row * rowHeight));
        x += std::min(ew, inner) + gap;
    }
    const int rows = in.legendWidths.isEmpty() ? 0 : row + 1;
    const double legendHeight = rows * rowHeight;
    out.legend = QRectF(margin, h - margin - legendHeight, inner, legendHeight);
    for (qsizetype k = 0; k < at.size(); ++k)
        out.legendEntries.append(QRectF(out.legend.topLeft() + at[k],
                                        QSizeF(std::min(in.legendWidths[k], inner), rowHeight)));

    // Page and charts share what is left between the title and the legend.
    const double top = out.title.bottom() + margin;
    const double bottom = rows > 0 ? out.legend.top() - margin : h - margin;
    const QRectF body(margin, top, inner, std::max(0.0, bottom - top));
    if (in.charts <= 0) {
        out.page = body;
        return out;
    }
    if (w >= h) {
        const double pageWidth = (body.width() - margin) * kPageShareLandscape;
        out.page = QRectF(body.left(), body.top(), pageWidth, body.height());
        const double left = out.page.right() + margin;
        const double chartWidth = body.right() - left;
        const double each = (body.height() - (in.charts - 1) * margin) / in.charts;
        for (int i = 0; i < in.charts; ++i)
            out.charts.append(
                QRectF(left, body.top() + i * (each + margin), chartWidth, std::max(0.0, each)));
    } else {
        const double pageHeight = (body.height() - margin) * kPageSharePortrait;
        out.page = QRectF(body.left(), body.top(), body.width(), pageHeight);
        const double chartTop = out.page.bottom() + margin;
        const double chartHeight = body.bottom() - chartTop;
        const double each = (body.width() - (in.charts - 1) * margin) / in.charts;
        for (int i = 0; i < in.charts; ++i)
            out.charts.append(QRectF(body.left() + i * (each + margin), chartTop,
                                     std::max(0.0, each), chartHeight));
    }
    return out;
}

} // namespace ui
