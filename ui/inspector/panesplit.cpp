#include "panesplit.h"

#include <algorithm>
#include <cmath>

namespace ui {

PaneSplit PaneSplit::forHeight(const Input &in)
{
    const int wanted = std::max(in.treeChrome + kTreeRows * in.rowHeight,
                                static_cast<int>(std::lround(kTreeShare * in.height)));
    const int least = in.treeChrome + kTreeRowsMin * in.rowHeight;
    const int tree = std::max(least, std::min(wanted, in.height - kDetailLines * in.lineHeight));
    return {tree, std::max(0, in.height - tree)};
}

int PaneSplit::heightFor(const Input &in, int detail)
{
    const int rows = in.treeChrome + kTreeRows * in.rowHeight;
    const auto fits = [&](int height) {
        Input at = in;
        at.height = height;
        const PaneSplit s = forHeight(at);
        return s.tree >= rows && s.detail >= detail;
    };
    // Both parts grow with the height (the tree by its share at most, the reasons by the rest),
    // so the least height that fits is found by halving; this one fits: the tree's rows, or its
    // share, with room for the reasons and their least lines.
    const int need = std::max(detail, kDetailLines * in.lineHeight);
    int high = rows + need + static_cast<int>(std::ceil(need * kTreeShare / (1 - kTreeShare))) + 1;
    int low = 0;
    while (low < high) {
        const int mid = low + (high - low) / 2;
        if (fits(mid))
            high = mid;
        else
            low = mid + 1;
    }
    return high;
}

} // namespace ui
