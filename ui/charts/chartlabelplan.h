#pragma once

namespace ui {

// What a chart of a given size can show without Qt Charts eliding its labels to "…": the title,
// the legend and the axis titles are dropped, in that order of need, until the plot keeps room
// for its tick labels and its y axis title fits along the plot's height (Qt Charts squeezes the
// whole layout, and elides every label, when it does not), and the tick counts follow the room
// left. Sizes are in pixels; the label
// metrics come from the chart's fonts. A plain value computed without a GUI (house style 6);
// thread-safe.
struct ChartLabelPlan
{
    struct Input
    {
        double width = 0;
        double height = 0;
        double lineHeight = 14; // height of one line of label text
        double charWidth = 7;   // width of a digit of the label font
        int xLabelChars = 3;    // the widest x tick label, in characters
        int yLabelChars = 3;    // the widest y tick label, in characters
        int legendEntries = 1;  // entries shown in the legend
        double yTitleWidth = 0; // the y axis title's text width (drawn turned along the axis)
    };

    bool title = true;
    bool legend = true;
    bool axisTitles = true;
    int xTicks = 2;
    int yTicks = 2;
    double plotWidth = 0; // the room left to the plot
    double plotHeight = 0;

    static ChartLabelPlan forSize(const Input &in);
};

} // namespace ui
