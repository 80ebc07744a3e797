#pragma once

namespace ui {

// The visible x interval of a chart and the zoom/pan arithmetic on it, kept out of the widgets so
// that it can be tested without a GUI. A plain value, thread-safe.
struct XRange
{
    double lo = 0;
    double hi = 1;

    double span() const { return hi - lo; }
    bool operator==(const XRange &) const = default;

    // This range moved inside bounds (keeping its span when it fits) with a span of at least
    // minSpan (or the whole bounds when they are narrower).
    XRange clamped(const XRange &bounds, double minSpan) const;
    // Scaled by factor (< 1 zooms in) around anchor, which stays at the same screen position.
    XRange zoomed(double anchor, double factor, const XRange &bounds, double minSpan) const;
    // Shifted by dx, stopping at the bounds.
    XRange panned(double dx, const XRange &bounds) const;

    // A 1, 2 or 5 times a power of ten tick interval giving at most maxTicks ticks over span.
    static double niceStep(double span, int maxTicks);
    // The tick interval for labels at the multiples of the step (anchored at 0) inside this
    // range: niceStep(span(), maxTicks), or, when fewer than two of its multiples fall inside
    // the range ([-200, 300] in steps of 500 labels only the 0), the largest finer 1, 2 or 5
    // step that labels two to maxTicks + 1 of them; niceStep's when none does.
    double labelStep(int maxTicks) const;
};

} // namespace ui
