#include "textassembler.h"

#include "textrules.h"

namespace core {

std::vector<TextSpan> TextAssembler::spansOf(const Document &doc, std::span<const NodeId> roots)
{
    std::vector<TextSpan> spans;
    NodeId coveredUntil = 0;
    for (NodeId root : roots) {
        if (root < coveredUntil)
            continue; // inside a root already taken
        const NodeId end = doc.node(root).end;
        for (NodeId i = root; i < end; ++i) {
            const Node &n = doc.node(i);
            if (n.isText() && n.visible && n.words > 0)
                spans.push_back(wholeNode(doc, i));
        }
        coveredUntil = end;
    }
    return spans;
}

TextSpan TextAssembler::wholeNode(const Document &doc, NodeId textNode)
{
    return {textNode, 0, doc.node(textNode).textLength};
}

namespace {

// Is there a block boundary between text node a and a later node b? Ancestors of a that do not
// contain b close in between; elements in (a, b] open in between.
bool blockBetween(const Document &doc, NodeId a, NodeId b)
{
    for (NodeId p = doc.node(a).parent; p != kNoNode && !doc.isAncestorOf(p, b);
         p = doc.node(p).parent)
        if (doc.node(p).isElement() && isBlock(doc.node(p).tag))
            return true;
    for (NodeId k = a + 1; k <= b; ++k)
        if (doc.node(k).isElement() && isBlock(doc.node(k).tag))
            return true;
    return false;
}

void appendTrimmedLines(std::string &out, const std::string &raw)
{
    size_t pos = 0;
    while (pos <= raw.size()) {
        size_t nl = raw.find('\n', pos);
        if (nl == std::string::npos)
            nl = raw.size();
        std::string line = TextRules::normalize(std::string_view(raw).substr(pos, nl - pos));
        if (!line.empty()) {
            if (!out.empty())
                out.push_back('\n');
            out += line;
        }
        pos = nl + 1;
    }
}

} // namespace

std::string TextAssembler::assemble(const Document &doc, std::span<const TextSpan> spans)
{
    std::string raw;
    NodeId prev = kNoNode;
    std::uint32_t prevEnd = 0;
    for (const TextSpan &s : spans) {
        if (s.begin >= s.end)
            continue;
        if (prev != kNoNode) {
            if (s.node != prev)
                raw.push_back(blockBetween(doc, prev, s.node) ? '\n' : ' ');
            else if (s.begin != prevEnd)
                raw.push_back(' ');
        }
        const std::string_view text = doc.text(s.node);
        raw.append(text.substr(s.begin, s.end - s.begin));
        prev = s.node;
        prevEnd = s.end;
    }
    std::string out;
    appendTrimmedLines(out, raw);
    return out;
}

std::vector<NodeId> TextAssembler::cover(const Document &doc, std::span<const TextSpan> spans)
{
    const NodeId n = doc.size();
    // Prefix counts over pre-order: wordful visible text nodes, and those of them chosen.
    std::vector<std::int32_t> total(static_cast<size_t>(n) + 1, 0);
    std::vector<std::int32_t> chosen(static_cast<size_t>(n) + 1, 0);
    std::vector<char> isChosen(static_cast<size_t>(n), 0);
    for (const TextSpan &s : spans)
        if (s.begin < s.end)
            isChosen[static_cast<size_t>(s.node)] = 1;
    for (NodeId i = 0; i < n; ++i) {
        const Node &node = doc.node(i);
        const bool wordful = node.isText() && node.visible && node.words > 0;
        total[static_cast<size_t>(i) + 1] = total[static_cast<size_t>(i)] + wordful;
        chosen[static_cast<size_t>(i) + 1] =
            chosen[static_cast<size_t>(i)] + (wordful && isChosen[static_cast<size_t>(i)]);
    }
    std::vector<NodeId> out;
    for (NodeId i = 0; i < n;) {
        const Node &node = doc.node(i);
        const auto b = static_cast<size_t>(i), e = static_cast<size_t>(node.end);
        const std::int32_t t = total[e] - total[b], c = chosen[e] - chosen[b];
        if (c == 0) {
            i = node.end;
        } else if (c == t && (node.isElement() || node.isText())) {
            out.push_back(i);
            i = node.end;
        } else {
            ++i;
        }
    }
    return out;
}

void TextAssembler::complete(const Document &doc, ExtractionResult &result)
{
    if (result.spans.empty() && !result.selected.empty())
        result.spans = spansOf(doc, result.selected);
    result.text = assemble(doc, result.spans);
}

} // namespace core
