#include "yview.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choices. On every fifth page of WCXB's development split (299 pages, their source
// HTML), these clip AdDANAg's content/code chart on 20 pages, where script lines of 10^4 to 10^6
// characters beside text lines of at most a few thousand had flattened the content bars (the
// opening keeps a median quarter of the whole extent there), and the density chart on 2; the
// other charts open on their whole extent as before.
constexpr double kYPadding = 0.05;           // headroom above/below the data
constexpr double kOutlierQuantile = 0.99;    // the magnitude most values stay under
constexpr double kOutlierRatio = 10;         // an outlier is more than ten times that magnitude
constexpr std::size_t kMinValuesToClip = 50; // fewer values: each may be the point of the chart

} // namespace

XRange YView::padded(double lo, double hi)
{
    lo = std::min(lo, 0.0);
    hi = std::max(hi, 0.0);
    if (hi <= lo)
        hi = lo + 1;
    const double pad = (hi - lo) * kYPadding;
    // Rounded outwards to a step of the finest tick interval the axis can get.
    const double step = XRange::niceStep(hi - lo, 8);
    return {std::floor((lo < 0 ? lo - pad : lo) / step) * step,
            std::ceil((hi + pad) / step) * step};
}

YView YView::of(const std::vector<Value> &values, std::optional<double> threshold)
{
    double lo = 0, hi = 0;
    std::vector<double> magnitudes;
    magnitudes.reserve(values.size());
    for (const Value &v : values) {
        lo = std::min(lo, v.y);
        hi = std::max(hi, v.y);
        if (v.y != 0)
            magnitudes.push_back(std::abs(v.y));
    }
    if (threshold) {
        lo = std::min(lo, *threshold);
        hi = std::max(hi, *threshold);
    }
    YView view;
    view.bounds = view.opening = padded(lo, hi);
    if (magnitudes.size() < kMinValuesToClip)
        return view;
    const auto at = magnitudes.begin() +
                    std::ptrdiff_t(std::floor(kOutlierQuantile * double(magnitudes.size() - 1)));
    std::nth_element(magnitudes.begin(), at, magnitudes.end());
    const double limit = kOutlierRatio * *at;
    double keptLo = 0, keptHi = 0;
    for (const Value &v : values) {
        if (std::abs(v.y) > limit) {
            view.outliers.push_back(v);
        } else {
            keptLo = std::min(keptLo, v.y);
            keptHi = std::max(keptHi, v.y);
        }
    }
    if (view.outliers.empty())
        return view;
    if (threshold) {
        keptLo = std::min(keptLo, *threshold);
        keptHi = std::max(keptHi, *threshold);
    }
    view.opening = padded(keptLo, keptHi);
    return view;
}

YView::Hidden YView::hidden(const XRange &range) const
{
    Hidden h;
    double farthest = 0;
    for (const Value &v : outliers) {
        const double beyond = v.y < range.lo ? range.lo - v.y : v.y > range.hi ? v.y - range.hi : 0;
        if (beyond <= 0)
            continue;
        ++(v.y < range.lo ? h.below : h.above);
        if (beyond > farthest) {
            farthest = beyond;
            h.farthest = v;
        }
    }
    return h;
}

} // namespace ui
