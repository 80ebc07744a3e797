#include "textassembler.h"

#include "document/textrules.h"

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

// What separates text node a from a later text node b: a line break when a block-level element
// closes or opens in between (ancestors of a that do not contain b close; elements in (a, b]
// open), a space when white space stands in between (a white-space-only text node, since spans
// carry only wordful nodes), else nothing: "<a>code</a>?" reads "code?", not "code ?".
char separatorBetween(const Document &doc, NodeId a, NodeId b)
{
    for (NodeId p = doc.node(a).parent; p != kNoNode && !doc.isAncestorOf(p, b);
         p = doc.node(p).parent)
        if (doc.node(p).isElement() && isBlock(doc.node(p).tag))
            return '\n';
    char separator = 0;
    for (NodeId k = a + 1; k <= b; ++k) {
        const Node &n = doc.node(k);
        if (n.isElement() && isBlock(n.tag))
            return '\n';
        if (k < b && n.isText() && n.visible && n.textLength > 0)
            separator = ' ';
    }
    return separator;
}

// Normalizes each line of text in place (TextRules::normalize) and drops the empty ones: a
// line never grows, so the text is rewritten front to back without a second buffer.
void trimLines(std::string &text)
{
    size_t write = 0;
    size_t pos = 0;
    while (pos <= text.size()) {
        size_t nl = text.find('\n', pos);
        if (nl == std::string::npos)
            nl = text.size();
        const std::string line = TextRules::normalize(std::string_view(text).substr(pos, nl - pos));
        if (!line.empty()) {
            if (write > 0)
                text[write++] = '\n';
            text.replace(write, line.size(), line);
            write += line.size();
        }
        pos = nl + 1;
    }
    text.resize(write);
}

} // namespace

std::string TextAssembler::assemble(const Document &doc, std::span<const TextSpan> spans)
{
    // One separator at most per span: reserved at once, the text is built without regrowth.
    size_t size = 0;
    for (const TextSpan &s : spans)
        size += s.begin < s.end ? s.end - s.begin + 1 : 0;
    std::string raw;
    raw.reserve(size);
    NodeId prev = kNoNode;
    std::uint32_t prevEnd = 0;
    for (const TextSpan &s : spans) {
        if (s.begin >= s.end)
            continue;
        if (prev != kNoNode) {
            // A span cut inside its node ends or starts at a word boundary: keep the words apart.
            const bool cut = s.node == prev ? s.begin != prevEnd
                                            : prevEnd < doc.node(prev).textLength || s.begin > 0;
            const char separator = s.node == prev ? 0 : separatorBetween(doc, prev, s.node);
            if (separator == '\n')
                raw.push_back('\n');
            else if (separator == ' ' || cut)
                raw.push_back(' ');
        }
        const std::string_view text = doc.text(s.node);
        raw.append(text.substr(s.begin, s.end - s.begin));
        prev = s.node;
        prevEnd = s.end;
    }
    trimLines(raw);
    return raw;
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

NodeId TextAssembler::blockOf(const Document &doc, NodeId node)
{
    const NodeId parent = doc.node(node).parent;
    for (NodeId p = parent; p != kNoNode; p = doc.node(p).parent)
        if (doc.node(p).isElement() && isBlock(doc.node(p).tag))
            return p;
    return parent;
}

void TextAssembler::complete(const Document &doc, ExtractionResult &result)
{
    if (result.spans.empty() && !result.selected.empty())
        result.spans = spansOf(doc, result.selected);
    result.text = assemble(doc, result.spans);
}

} // namespace core
