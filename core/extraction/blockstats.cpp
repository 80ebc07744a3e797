#include "blockstats.h"

namespace core {

BlockStats::BlockStats(const Document &doc, BlockTest isBlock)
    : m_owner(static_cast<size_t>(doc.size()), kNoNode), m_counts(static_cast<size_t>(doc.size()))
{
    // inAnchor is kept per node so that one forward pass over the pre-order array suffices: a
    // node's parent always comes before it.
    std::vector<char> inAnchor(static_cast<size_t>(doc.size()), 0);
    for (NodeId i = 1; i < doc.size(); ++i) {
        const Node &n = doc.node(i);
        const auto p = static_cast<size_t>(n.parent);
        const auto k = static_cast<size_t>(i);
        const bool element = n.isElement();
        m_owner[k] = element && isBlock(n.tag) ? i : m_owner[p];
        inAnchor[k] = (element && n.tag == Tag::a) || inAnchor[p];
        const NodeId o = m_owner[k];
        if (o == kNoNode || !n.visible)
            continue;
        Counts &c = m_counts[static_cast<size_t>(o)];
        if (n.isText()) {
            c.chars += n.chars;
            c.words += n.words;
            if (inAnchor[k]) {
                c.anchorChars += n.chars;
                c.anchorWords += n.words;
            }
        } else if (element && (n.tag == Tag::img || n.tag == Tag::image)) {
            ++c.images;
        }
    }
    for (NodeId i = 0; i < doc.size(); ++i) {
        const Counts &c = m_counts[static_cast<size_t>(i)];
        if (c.chars > 0 || c.images > 0)
            m_blocks.push_back(i);
    }
}

} // namespace core
