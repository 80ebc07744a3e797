#include "metadatacolumnplan.h"

#include <algorithm>
#include <numeric>

namespace ui {

MetadataColumnPlan MetadataColumnPlan::forWidths(const Input &in)
{
    MetadataColumnPlan plan;
    plan.field = in.field;
    plan.values = in.values;
    plan.source = in.source;
    const int room = in.width - in.field;
    const int wanted = std::accumulate(in.values.begin(), in.values.end(), 0);
    if (wanted + in.source <= room || in.values.empty()) {
        const int left = room - wanted - in.source;
        plan.reason = left >= kReasonMin ? left : 0;
        return plan;
    }
    plan.source = std::min(in.source, std::max(kSourceMin, room - wanted));
    // The values share what the source leaves: each needing less than an equal share keeps what
    // it needs, and the others split the rest equally (water filling), none below kValueMin.
    int left = room - plan.source;
    std::vector<std::size_t> order(in.values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return in.values[a] < in.values[b]; });
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int share = left / static_cast<int>(order.size() - k);
        const int want = in.values[order[k]];
        const int width = std::min(want, std::max(share, std::min(want, kValueMin)));
        plan.values[order[k]] = width;
        left -= width;
    }
    return plan;
}

} // namespace ui
