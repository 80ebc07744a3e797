#include "chartlabelplan.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choices, measured on Qt Charts 6.4 screenshots with the default fonts, in lines of
// label text (below these, Qt Charts elides labels rather than dropping anything):
constexpr double kTitleLines = 2.2;        // the bold, 1.15× chart title with its padding
constexpr double kLegendLines = 2.5;       // one legend row with its markers and padding
constexpr double kAxisLabelLines = 1.5;    // a row of x tick labels
constexpr double kAxisTitleLines = 1.5;    // an axis title
constexpr double kMarginPx = 24;           // the chart's margins and the plot's frame, both axes
constexpr double kMinPlotLines = 3.5;      // a plot lower than this cannot show two y labels
constexpr double kYTickSpacingLines = 2.5; // y labels farther apart than this stay readable
constexpr double kXLabelGapChars = 3;      // space between two x labels
constexpr int kMinTicks = 2;
constexpr int kMaxTicks = 8;
constexpr double kLegendEntryChars = 14; // an average legend entry with its marker
// Qt Charts 6.4 gives each tick label an equal share of the axis's length, less this padding on
// both sides (ChartAxisElement::labelPadding(), used by HorizontalAxis and VerticalAxis::
// updateGeometry), and elides a label that does not fit its share to "…".
constexpr double kAxisLabelPaddingPx = 4;

// The most tick intervals (XRange::niceStep's maxTicks) for which every label keeps `each` of
// room. niceStep rounds its step up, so an axis asked for n intervals gets at most n of them,
// that is n + 1 labels sharing the room.
int ticks(double room, double each)
{
    if (each <= 0)
        return kMaxTicks;
    return std::clamp(int(std::floor(room / each)) - 1, kMinTicks, kMaxTicks);
}

} // namespace

ChartLabelPlan ChartLabelPlan::forSize(const Input &in)
{
    ChartLabelPlan plan;
    const double lh = std::max(1.0, in.lineHeight);
    // The legend wraps into as many rows as its entries need.
    const double legendRows = std::ceil(std::max(1, in.legendEntries) * kLegendEntryChars *
                                        in.charWidth / std::max(1.0, in.width - kMarginPx));
    const auto plotHeight = [&] {
        double h = in.height - kMarginPx - kAxisLabelLines * lh;
        if (plan.title)
            h -= kTitleLines * lh;
        if (plan.legend)
            h -= kLegendLines * lh * legendRows;
        if (plan.axisTitles)
            h -= kAxisTitleLines * lh;
        return h;
    };
    const double minPlot = kMinPlotLines * lh;
    // Dropped in this order: the legend repeats the title's colours, the axis titles are in the
    // tooltips, and the title last, since it names what is shown.
    const auto titlesFit = [&] { return in.yTitleWidth <= plotHeight(); };
    if (plotHeight() < minPlot || !titlesFit())
        plan.legend = false;
    if (plotHeight() < minPlot || !titlesFit())
        plan.axisTitles = false;
    if (plotHeight() < minPlot)
        plan.title = false;
    plan.plotHeight = std::max(0.0, plotHeight());
    plan.plotWidth = std::max(0.0, in.width - kMarginPx - in.yLabelChars * in.charWidth -
                                       (plan.axisTitles ? kAxisTitleLines * lh : 0));
    plan.yTicks = ticks(plan.plotHeight, kYTickSpacingLines * lh + 2 * kAxisLabelPaddingPx);
    plan.xTicks = ticks(plan.plotWidth, (in.xLabelChars + kXLabelGapChars) * in.charWidth +
                                            2 * kAxisLabelPaddingPx);
    return plan;
}

} // namespace ui
