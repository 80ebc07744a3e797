#include "xrange.h"

#include <algorithm>
#include <cmath>

namespace ui {

XRange XRange::clamped(const XRange &bounds, double minSpan) const
{
    const double full = bounds.span();
    double width = std::clamp(span(), std::min(minSpan, full), full);
    double left = lo + (span() - width) / 2; // widening or narrowing keeps the centre
    left = std::clamp(left, bounds.lo, bounds.hi - width);
    return {left, left + width};
}

XRange XRange::zoomed(double anchor, double factor, const XRange &bounds, double minSpan) const
{
    const double full = bounds.span();
    const double width = std::clamp(span() * factor, std::min(minSpan, full), full);
    // The anchor keeps its relative position in the range, so the point under the mouse stays put.
    const double t = span() > 0 ? std::clamp((anchor - lo) / span(), 0.0, 1.0) : 0.5;
    const double left = anchor - t * width;
    return XRange{left, left + width}.clamped(bounds, minSpan);
}

XRange XRange::panned(double dx, const XRange &bounds) const
{
    const double left = std::clamp(lo + dx, bounds.lo, std::max(bounds.lo, bounds.hi - span()));
    return {left, left + span()};
}

double XRange::niceStep(double span, int maxTicks)
{
    if (span <= 0 || maxTicks <= 0)
        return 1;
    const double raw = span / maxTicks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0})
        if (m * power >= raw)
            return m * power;
    return 10 * power;
}

double XRange::labelStep(int maxTicks) const
{
    const double coarse = niceStep(span(), maxTicks);
    const auto labels = [this](double step) {
        return std::floor(hi / step) - std::ceil(lo / step) + 1;
    };
    if (labels(coarse) >= 2)
        return coarse;
    // The next finer nice steps below coarse: 5 -> 2 -> 1 -> 0.5 of the same power and so on.
    double step = coarse;
    for (int i = 0; i < 3; ++i) {
        const double power = std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        const double m = step / power;
        step = m > 4 ? 2 * power : m > 1.5 ? power : 0.5 * power;
        const double n = labels(step);
        if (n >= 2)
            return n <= maxTicks + 1 ? step : coarse;
    }
    return coarse;
}

} // namespace ui
