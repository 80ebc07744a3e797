#include "goldannotation.h"

#include "measures/spancomparison.h"

#include <document/textrules.h>
#include <extraction/textassembler.h>

#include <algorithm>

namespace core {

namespace {

bool before(const TextSpan &a, const TextSpan &b)
{
    return a.node != b.node ? a.node < b.node : a.begin < b.begin;
}

// Does [begin, end) hold every word of the text node? The document's text is collapsed, so
// ' ' is its only white space.
bool coversAllWords(const Document &doc, const TextSpan &s)
{
    const std::string_view text = doc.text(s.node);
    const auto blank = [](std::string_view part) {
        return part.find_first_not_of(' ') == std::string_view::npos;
    };
    return blank(text.substr(0, s.begin)) && blank(text.substr(s.end));
}

bool carriesWords(const Document &doc, NodeId n)
{
    const Node &node = doc.node(n);
    if (node.isText())
        return node.visible && node.words > 0;
    return node.isElement() && doc.subtreeWords(n) > 0;
}

} // namespace

bool GoldAnnotation::operator==(const GoldAnnotation &other) const
{
    return m_nodes == other.m_nodes &&
           std::equal(m_ranges.begin(), m_ranges.end(), other.m_ranges.begin(),
                      other.m_ranges.end(), [](const TextSpan &a, const TextSpan &b) {
                          return a.node == b.node && a.begin == b.begin && a.end == b.end;
                      });
}

bool GoldAnnotation::isMarked(NodeId node) const
{
    return std::binary_search(m_nodes.begin(), m_nodes.end(), node);
}

NodeId GoldAnnotation::markedAncestor(const Document &doc, NodeId node) const
{
    for (NodeId p = node; p != kNoNode; p = doc.node(p).parent)
        if (isMarked(p))
            return p;
    return kNoNode;
}

void GoldAnnotation::insertNode(NodeId node)
{
    const auto it = std::lower_bound(m_nodes.begin(), m_nodes.end(), node);
    if (it == m_nodes.end() || *it != node)
        m_nodes.insert(it, node);
}

void GoldAnnotation::dropInside(const Document &doc, NodeId node)
{
    const NodeId end = doc.node(node).end;
    const auto inside = [&](NodeId n) { return n >= node && n < end; };
    std::erase_if(m_nodes, inside);
    std::erase_if(m_ranges, [&](const TextSpan &s) { return inside(s.node); });
}

void GoldAnnotation::mark(const Document &doc, NodeId node)
{
    if (node < 0 || node >= doc.size() || markedAncestor(doc, node) != kNoNode)
        return;
    dropInside(doc, node);
    insertNode(node);
}

void GoldAnnotation::unmark(const Document &doc, NodeId node)
{
    if (node < 0 || node >= doc.size())
        return;
    const NodeId ancestor = markedAncestor(doc, node);
    dropInside(doc, node);
    if (ancestor == kNoNode || ancestor == node)
        return;
    std::erase(m_nodes, ancestor);
    // Re-mark everything of the ancestor but node's subtree: at each level of the path down to
    // node, the siblings of the path's next step.
    for (NodeId current = ancestor; current != node;) {
        NodeId step = node;
        while (doc.node(step).parent != current)
            step = doc.node(step).parent;
        for (NodeId c = doc.node(current).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
            if (c != step && carriesWords(doc, c))
                insertNode(c);
        current = step;
    }
}

void GoldAnnotation::toggle(const Document &doc, NodeId node)
{
    if (node < 0 || node >= doc.size())
        return;
    const NodeId end = doc.node(node).end;
    const bool rangeInside = std::any_of(m_ranges.begin(), m_ranges.end(), [&](const TextSpan &s) {
        return s.node >= node && s.node < end;
    });
    if (rangeInside || markedAncestor(doc, node) != kNoNode)
        unmark(doc, node);
    else
        mark(doc, node);
}

void GoldAnnotation::markRange(const Document &doc, NodeId from, std::uint32_t fromByte, NodeId to,
                               std::uint32_t toByte)
{
    if (from < 0 || to >= doc.size() || from > to || !doc.node(from).isText() ||
        !doc.node(to).isText())
        return;
    std::vector<TextSpan> added;
    for (NodeId n = from; n <= to; ++n) {
        const Node &node = doc.node(n);
        if (!node.isText() || !node.visible || node.words == 0 || markedAncestor(doc, n) != kNoNode)
            continue;
        const std::string_view text = doc.text(n);
        std::uint32_t begin = n == from ? std::min<std::uint32_t>(fromByte, node.textLength) : 0;
        std::uint32_t end =
            n == to ? std::min<std::uint32_t>(toByte, node.textLength) : node.textLength;
        // Widen to whole words: an annotator's selection rarely hits a word boundary exactly.
        while (begin > 0 && begin < node.textLength && text[begin] != ' ' && text[begin - 1] != ' ')
            --begin;
        while (end < node.textLength && end > 0 && text[end - 1] != ' ' && text[end] != ' ')
            ++end;
        if (begin < end && TextRules::countWords(text.substr(begin, end - begin)) > 0)
            added.push_back({n, begin, end});
    }
    if (added.empty())
        return;
    added.insert(added.end(), m_ranges.begin(), m_ranges.end());
    m_ranges = SpanComparison::normalised(added);
}

std::vector<TextSpan> GoldAnnotation::spans(const Document &doc) const
{
    std::vector<TextSpan> all = TextAssembler::spansOf(doc, m_nodes);
    all.insert(all.end(), m_ranges.begin(), m_ranges.end());
    std::sort(all.begin(), all.end(), before);
    return SpanComparison::normalised(all);
}

std::string GoldAnnotation::text(const Document &doc) const
{
    const std::vector<TextSpan> s = spans(doc);
    return TextAssembler::assemble(doc, s);
}

std::vector<GoldNode> GoldAnnotation::goldNodes(const Document &doc) const
{
    // Marked nodes and ranges in document order; a range over every word of its text node is the
    // whole node, so that the node-level gold names it by path alone.
    std::vector<TextSpan> entries;
    entries.reserve(m_nodes.size() + m_ranges.size());
    for (NodeId n : m_nodes)
        entries.push_back({n, 0, 0});
    for (const TextSpan &s : m_ranges)
        entries.push_back(coversAllWords(doc, s) ? TextSpan{s.node, 0, 0} : s);
    std::sort(entries.begin(), entries.end(), before);
    std::vector<GoldNode> out;
    out.reserve(entries.size());
    std::vector<NodeId> ids;
    ids.reserve(entries.size());
    for (const TextSpan &s : entries)
        ids.push_back(s.node);
    std::vector<std::string> paths = doc.paths(ids);
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const TextSpan &s = entries[i];
        GoldNode g{std::move(paths[i]), doc.node(s.node).renderId, std::nullopt, std::nullopt};
        if (s.begin < s.end) {
            g.begin = s.begin;
            g.end = s.end;
        }
        out.push_back(std::move(g));
    }
    return out;
}

GoldAnnotation GoldAnnotation::fromGoldNodes(const Document &doc, const std::vector<GoldNode> &gold,
                                             std::size_t *unresolved, std::size_t *unrestoredRanges)
{
    GoldAnnotation a;
    std::size_t missing = 0, badRanges = 0;
    for (const GoldNode &g : gold) {
        const NodeId n = doc.findPath(g.path);
        const bool range = g.begin && g.end;
        if (!range) {
            if (n == kNoNode || n == doc.root())
                ++missing;
            else
                a.mark(doc, n);
            continue;
        }
        // The page may have changed since it was annotated: a range past the end of the text
        // is cut at the end, one that starts there (or names no text node) is left out.
        const std::uint32_t end =
            n == kNoNode ? 0 : std::min<std::uint32_t>(*g.end, doc.node(n).textLength);
        if (n == kNoNode || !doc.node(n).isText() || *g.begin >= end)
            ++badRanges;
        else
            a.markRange(doc, n, *g.begin, n, end);
    }
    // goldNodes() names a text node whose every word is marked by its path alone; a package
    // written elsewhere (or by hand) may give that node's byte range instead. Read it as
    // goldNodes() writes it, so that writing what was read and reading it again gives the same
    // annotation.
    std::vector<NodeId> whole;
    for (const TextSpan &s : a.m_ranges)
        if (coversAllWords(doc, s))
            whole.push_back(s.node);
    for (NodeId n : whole)
        a.mark(doc, n);
    if (unresolved)
        *unresolved = missing;
    if (unrestoredRanges)
        *unrestoredRanges = badRanges;
    return a;
}

GoldAnnotation GoldAnnotation::fromExtraction(const Document &doc, const ExtractionResult &result)
{
    GoldAnnotation gold;
    for (const NodeId node : result.selected)
        if (node != kNoNode)
            gold.mark(doc, node);
    // Extractors that choose text rather than nodes (or part of a text node) report spans only.
    for (const TextSpan &span : result.spans)
        if (span.end > span.begin && gold.markedAncestor(doc, span.node) == kNoNode)
            gold.markRange(doc, span.node, span.begin, span.node, span.end);
    return gold;
}

} // namespace core
