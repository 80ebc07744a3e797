#include "tokenstream.h"

namespace core {

namespace {

void addWords(const Document &doc, NodeId id, std::vector<Token> &out, std::uint32_t &words)
{
    // Text is stored whitespace-collapsed (TextRules::collapse): the only space left is ' '.
    const std::string_view text = doc.text(id);
    const auto size = static_cast<std::uint32_t>(text.size());
    std::uint32_t i = 0;
    const std::size_t first = out.size();
    while (i < size) {
        while (i < size && text[i] == ' ')
            ++i;
        if (i == size)
            break;
        const std::uint32_t begin = i;
        std::uint32_t codePoints = 0;
        while (i < size && text[i] != ' ') {
            codePoints += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
            ++i;
        }
        out.push_back({id, begin, i, codePoints, TokenKind::Word, false, false});
        ++words;
    }
    if (out.size() > first)
        out.back().lastInNode = true;
}

} // namespace

TokenStream::TokenStream(const Document &doc)
{
    // The tokens are counted first, so that the vector (20 bytes a token, 3.6 times the size of
    // a page of plain prose) is allocated once, not grown by doubling.
    std::size_t count = 0;
    for (const Node &n : doc.nodes()) {
        if (n.kind == NodeKind::Element)
            count += (n.startTagLength > 0) + (n.endTagLength > 0);
        else if (n.kind == NodeKind::Text)
            count += n.visible ? n.words : n.words > 0;
        else if (n.kind == NodeKind::Comment)
            ++count;
    }
    m_tokens.reserve(count);
    // End tags are emitted when the pre-order walk leaves a subtree: a stack of open elements.
    std::vector<NodeId> open;
    const auto closeUntil = [&](NodeId next) {
        while (!open.empty() && doc.node(open.back()).end <= next) {
            const NodeId e = open.back();
            open.pop_back();
            const Node &n = doc.node(e);
            if (n.endTagLength > 0)
                m_tokens.push_back({e, n.srcEnd - n.endTagLength, n.srcEnd, n.endTagLength,
                                    TokenKind::EndTag, n.tag == Tag::a, false});
        }
    };
    const NodeId size = doc.size();
    for (NodeId id = 1; id < size; ++id) {
        closeUntil(id);
        const Node &n = doc.node(id);
        switch (n.kind) {
        case NodeKind::Element:
            if (n.startTagLength > 0)
                m_tokens.push_back({id, n.srcBegin, n.srcBegin + n.startTagLength, n.startTagLength,
                                    TokenKind::StartTag, n.tag == Tag::a, false});
            open.push_back(id);
            break;
        case NodeKind::Text:
            if (n.visible)
                addWords(doc, id, m_tokens, m_words);
            else if (n.words > 0)
                m_tokens.push_back({id, n.srcBegin, n.srcEnd, n.srcEnd - n.srcBegin,
                                    TokenKind::Code, false, false});
            break;
        case NodeKind::Comment:
            m_tokens.push_back(
                {id, n.srcBegin, n.srcEnd, n.srcEnd - n.srcBegin, TokenKind::Code, false, false});
            break;
        case NodeKind::Document:
            break;
        }
    }
    closeUntil(size);
}

void TokenStream::appendWord(std::vector<TextSpan> &spans, const Token &word)
{
    if (!spans.empty() && spans.back().node == word.node && spans.back().end + 1 == word.begin)
        spans.back().end = word.end;
    else
        spans.push_back({word.node, word.begin, word.end});
}

} // namespace core
