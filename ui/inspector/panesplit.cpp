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

} // namespace ui
