#pragma once

#include "document/document.h"
#include "extractionresult.h"

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// Per-block text statistics for the DOM extractors that judge blocks (LQF, FE/KFE): every visible
// text node and every visible image belongs to its nearest ancestor-or-self element that passes
// the caller's block test, so nested blocks keep their own content apart ("nested block level
// elements are not considered", Gottron 2007 §5.4). Anchor text is text with an <a> ancestor.
// Built in one pass over the flat node array; owns its arrays; immutable afterwards, so it is
// safe to read from several threads.
class BlockStats
{
public:
    struct Counts
    {
        std::uint32_t chars = 0;       // visible characters (TextRules) of the block's own text
        std::uint32_t anchorChars = 0; // of them inside an <a>
        std::uint32_t words = 0;
        std::uint32_t anchorWords = 0;
        std::uint32_t images = 0; // visible <img> elements the block owns
    };
    using BlockTest = bool (*)(Tag);

    BlockStats(const Document &doc, BlockTest isBlock);

    // Blocks that own at least one visible character or image, in document order.
    std::span<const NodeId> blocks() const { return m_blocks; }
    // The block's own counts (zero for nodes that are not blocks).
    const Counts &counts(NodeId block) const { return m_counts[static_cast<size_t>(block)]; }
    // Nearest block ancestor-or-self of node; kNoNode when no ancestor passes the test.
    NodeId owner(NodeId node) const { return m_owner[static_cast<size_t>(node)]; }
    // Every visible text node with at least one word whose owner passes keep(owner), as whole
    // spans in document order: "output what is left" for extractors that keep or drop blocks.
    // Text outside every block (possible only with a block test that fails for <html>) is not
    // output.
    template <typename Keep> std::vector<TextSpan> keptSpans(const Document &doc, Keep keep) const
    {
        std::vector<TextSpan> spans;
        for (NodeId i = 0; i < doc.size(); ++i) {
            const Node &n = doc.node(i);
            const NodeId o = m_owner[static_cast<size_t>(i)];
            if (n.isText() && n.visible && n.words > 0 && o != kNoNode && keep(o))
                spans.push_back({i, 0, n.textLength});
        }
        return spans;
    }

private:
    std::vector<NodeId> m_owner;
    std::vector<Counts> m_counts;
    std::vector<NodeId> m_blocks;
};

} // namespace core
