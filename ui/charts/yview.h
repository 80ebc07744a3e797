#pragma once

#include "xrange.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ui {

// The y interval a chart opens on. Usually the data's whole extent; but when a few values dwarf
// all the others (on real pages, an inline script's source line of two million characters beside
// text lines of a few hundred, in a content/code chart), the whole extent flattens every other
// bar onto the axis, so the chart opens on the extent of the rest and names the values it leaves
// out; zooming out still reaches them. Chart math without a GUI: a plain value, thread-safe.
struct YView
{
    struct Value
    {
        double y = 0;
        std::int32_t x = -1;
    };
    // What a y interval leaves out of the outliers: how many lie below and above it, and the one
    // farthest from it (x = -1 when none).
    struct Hidden
    {
        int below = 0;
        int above = 0;
        Value farthest;
    };

    XRange bounds{0, 1};         // the whole extent, padded and rounded: as far as y zooms out
    XRange opening{0, 1};        // what the chart opens on and resets to
    std::vector<Value> outliers; // the values outside `opening`, in the order given

    // values: every drawn value, signed as drawn (a series of bars below the axis negated), with
    // its x; threshold: a line the chart draws, which the opening interval always shows.
    static YView of(const std::vector<Value> &values, std::optional<double> threshold);
    // [min(lo, 0) .. max(hi, 0)] with 5 % headroom beyond the data (none below when lo >= 0),
    // rounded outwards to the finest tick step the axis can get; 1 high when empty.
    static XRange padded(double lo, double hi);
    Hidden hidden(const XRange &range) const;
};

} // namespace ui
