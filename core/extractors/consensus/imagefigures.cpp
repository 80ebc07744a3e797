#include "imagefigures.h"

#include <algorithm>

namespace core {

std::vector<char> ImageFigures::of(const Document &doc)
{
    std::vector<char> inside(static_cast<size_t>(doc.size()), 0);
    for (NodeId n = 0; n < doc.size(); ++n) {
        const Node &e = doc.node(n);
        if (!e.isElement() || e.tag != Tag::figure)
            continue;
        bool kept = false;
        for (NodeId d = n + 1; d < e.end && !kept; ++d)
            kept = doc.node(d).isElement() &&
                   (doc.node(d).tag == Tag::table || doc.node(d).tag == Tag::blockquote);
        if (!kept)
            std::fill(inside.begin() + n, inside.begin() + e.end, char(1));
    }
    return inside;
}

} // namespace core
