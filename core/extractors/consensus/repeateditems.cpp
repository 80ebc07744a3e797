#include "repeateditems.h"

#include <algorithm>

namespace core {

std::vector<std::uint32_t> RepeatedItems::of(const ConsensusFeatures &features,
                                             std::span<const char> kept)
{
    std::vector<std::uint32_t> added(kept.size(), 0);
    for (const auto &items : features.groups()) {
        if (items.size() < kMinItems)
            continue;
        const bool chosen = std::any_of(items.begin(), items.end(), [&](const auto &item) {
            return std::any_of(kept.begin() + item.first, kept.begin() + item.second,
                               [](char k) { return k != 0; });
        });
        if (!chosen)
            continue;
        for (const auto &[first, second] : items)
            for (std::uint32_t b = first; b < second; ++b)
                if (!kept[b] && added[b] == 0)
                    added[b] = static_cast<std::uint32_t>(items.size());
    }
    return added;
}

} // namespace core
