#pragma once

#include <QList>
#include <QPointF>

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace ui {

// Reduces a long series to what a chart of a given pixel width can show (min and max per pixel
// bucket), so that pages with 10^5 strings or lines stay responsive, while every drawn point keeps
// its source x (the x -> node mapping stays exact). Also builds the outlines the charts draw:
// lines, bars and shaded x ranges. Stateless, thread-safe.
class SeriesDownsampler
{
public:
    struct Sample
    {
        std::int32_t x = 0;
        double y = 0;
    };
    // Consecutive source positions [first, last] drawn as one column, with their extremes.
    struct Bucket
    {
        std::int32_t first = 0;
        std::int32_t last = 0;
        Sample min;
        Sample max;
    };

    // The x positions of y inside [lo, hi] (clamped to the series) split into at most `count`
    // buckets of equal width; one bucket per x when they fit.
    static std::vector<Bucket> buckets(std::span<const double> y, double lo, double hi, int count);
    // A line through the buckets: each bucket's min and max in x order (one point for single-x
    // buckets), so peaks survive the reduction.
    static QList<QPointF> linePoints(const std::vector<Bucket> &buckets);
    // The outline of bars from the axis: a column per bucket reaching its extreme (the max, or the
    // min drawn below the axis when negative), each x one unit wide minus a small gap.
    static QList<QPointF> barOutline(const std::vector<Bucket> &buckets, bool negative);
    // A step outline between yBottom and yTop raised over the given inclusive x ranges (sorted or
    // not) clipped to [lo, hi]; ranges closer than minGap merge, so 10^5 chosen lines stay cheap.
    static QList<QPointF>
    rangeOutline(std::span<const std::pair<std::int32_t, std::int32_t>> ranges, double lo,
                 double hi, double minGap, double yBottom, double yTop);
};

} // namespace ui
