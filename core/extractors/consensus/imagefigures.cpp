#include "imagefigures.h"

namespace core {

bool ImageFigures::holds(const Document &doc, NodeId node)
{
    for (NodeId n = node; n != kNoNode; n = doc.node(n).parent) {
        const Node &e = doc.node(n);
        if (!e.isElement() || e.tag != Tag::figure)
            continue;
        bool kept = false;
        for (NodeId d = n + 1; d < e.end && !kept; ++d)
            kept = doc.node(d).isElement() &&
                   (doc.node(d).tag == Tag::table || doc.node(d).tag == Tag::blockquote);
        if (!kept)
            return true;
    }
    return false;
}

} // namespace core
