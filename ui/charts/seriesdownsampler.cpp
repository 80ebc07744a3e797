#include "seriesdownsampler.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choice: bars keep a tenth of a unit free on each side so that neighbours stay apart
// when there are few of them.
constexpr double kBarHalfWidth = 0.4;

} // namespace

std::vector<SeriesDownsampler::Bucket> SeriesDownsampler::buckets(std::span<const double> y,
                                                                  double lo, double hi, int count)
{
    std::vector<Bucket> out;
    const auto n = static_cast<std::int64_t>(y.size());
    if (n == 0 || count <= 0)
        return out;
    const auto first = static_cast<std::int64_t>(std::clamp(std::floor(lo), 0.0, double(n - 1)));
    const auto last = static_cast<std::int64_t>(std::clamp(std::ceil(hi), 0.0, double(n - 1)));
    if (last < first)
        return out;
    const std::int64_t total = last - first + 1;
    const std::int64_t k = std::min<std::int64_t>(total, count);
    out.reserve(static_cast<size_t>(k));
    for (std::int64_t b = 0; b < k; ++b) {
        // Bucket b covers [first + b*total/k, first + (b+1)*total/k): equal widths within one.
        const std::int64_t begin = first + b * total / k;
        const std::int64_t end = first + (b + 1) * total / k;
        Bucket bucket{std::int32_t(begin),
                      std::int32_t(end - 1),
                      {std::int32_t(begin), y[begin]},
                      {std::int32_t(begin), y[begin]}};
        for (std::int64_t x = begin + 1; x < end; ++x) {
            if (y[x] < bucket.min.y)
                bucket.min = {std::int32_t(x), y[x]};
            if (y[x] > bucket.max.y)
                bucket.max = {std::int32_t(x), y[x]};
        }
        out.push_back(bucket);
    }
    return out;
}

QList<QPointF> SeriesDownsampler::linePoints(const std::vector<Bucket> &buckets)
{
    QList<QPointF> points;
    points.reserve(qsizetype(buckets.size() * 2));
    for (const Bucket &b : buckets) {
        if (b.min.x == b.max.x) {
            points.append(QPointF(b.min.x, b.min.y));
            continue;
        }
        const Sample &a = b.min.x < b.max.x ? b.min : b.max;
        const Sample &c = b.min.x < b.max.x ? b.max : b.min;
        points.append(QPointF(a.x, a.y));
        points.append(QPointF(c.x, c.y));
    }
    return points;
}

QList<QPointF> SeriesDownsampler::barOutline(const std::vector<Bucket> &buckets, bool negative)
{
    QList<QPointF> points;
    points.reserve(qsizetype(buckets.size() * 4));
    for (const Bucket &b : buckets) {
        const double top = negative ? -b.max.y : b.max.y;
        const double left = b.first - kBarHalfWidth;
        const double right = b.last + kBarHalfWidth;
        points.append(QPointF(left, 0));
        points.append(QPointF(left, top));
        points.append(QPointF(right, top));
        points.append(QPointF(right, 0));
    }
    return points;
}

QList<QPointF>
SeriesDownsampler::rangeOutline(std::span<const std::pair<std::int32_t, std::int32_t>> ranges,
                                double lo, double hi, double minGap, double yBottom, double yTop)
{
    std::vector<std::pair<double, double>> spans;
    spans.reserve(ranges.size());
    for (const auto &[a, b] : ranges) {
        const double left = std::max(lo, a - 0.5);
        const double right = std::min(hi, b + 0.5);
        if (left < right)
            spans.emplace_back(left, right);
    }
    std::sort(spans.begin(), spans.end());
    QList<QPointF> points;
    points.append(QPointF(lo, yBottom));
    for (size_t i = 0; i < spans.size();) {
        double left = spans[i].first;
        double right = spans[i].second;
        for (++i; i < spans.size() && spans[i].first - right < minGap; ++i)
            right = std::max(right, spans[i].second);
        points.append(QPointF(left, yBottom));
        points.append(QPointF(left, yTop));
        points.append(QPointF(right, yTop));
        points.append(QPointF(right, yBottom));
    }
    points.append(QPointF(hi, yBottom));
    return points;
}

} // namespace ui
