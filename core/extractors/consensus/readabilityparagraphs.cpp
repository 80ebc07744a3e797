#include "readabilityparagraphs.h"

#include "document/tagset.h"

#include <algorithm>

namespace core {

namespace {

// DEFAULT_TAGS_TO_SCORE.
constexpr TagSet kScored = {Tag::section, Tag::h2, Tag::h3, Tag::h4, Tag::h5,
                            Tag::h6,      Tag::p,  Tag::td, Tag::pre};
// DIV_TO_P_ELEMS: a div with none of these below it is scored as a paragraph.
constexpr TagSet kDivToP = {Tag::blockquote, Tag::dl,  Tag::div,   Tag::img, Tag::ol,
                            Tag::p,          Tag::pre, Tag::table, Tag::ul};
// PHRASING_ELEMS (a, del and ins too when everything in them is phrasing content).
constexpr TagSet kPhrasing = {
    Tag::abbr,     Tag::audio,  Tag::b,        Tag::bdo,      Tag::br,     Tag::button, Tag::cite,
    Tag::code,     Tag::data,   Tag::datalist, Tag::dfn,      Tag::em,     Tag::embed,  Tag::i,
    Tag::img,      Tag::input,  Tag::kbd,      Tag::label,    Tag::mark,   Tag::math,   Tag::meter,
    Tag::noscript, Tag::object, Tag::output,   Tag::progress, Tag::q,      Tag::ruby,   Tag::samp,
    Tag::script,   Tag::select, Tag::small,    Tag::span,     Tag::strong, Tag::sub,    Tag::sup,
    Tag::textarea, Tag::time,   Tag::var,      Tag::wbr};

// REGEXPS.commas: the comma of Latin script and its variants (U+060C, U+FE50, U+FE10, U+FE11,
// U+2E41, U+2E34, U+2E32, U+FF0C), counted in UTF-8.
std::uint32_t commasIn(std::string_view s)
{
    std::uint32_t n = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == ',') {
            ++n;
        } else if (c == 0xD8 && i + 1 < s.size()) {
            n += static_cast<unsigned char>(s[i + 1]) == 0x8C;
        } else if ((c == 0xEF || c == 0xE2) && i + 2 < s.size()) {
            const auto b = static_cast<unsigned char>(s[i + 1]);
            const auto d = static_cast<unsigned char>(s[i + 2]);
            if (c == 0xEF)
                n += (b == 0xB9 && d == 0x90) || (b == 0xB8 && (d == 0x90 || d == 0x91)) ||
                     (b == 0xBC && d == 0x8C);
            else
                n += (b == 0xB9 && d == 0x81) || (b == 0xB8 && (d == 0xB4 || d == 0xB2));
        }
    }
    return n;
}

} // namespace

double ReadabilityParagraphs::scoreOf(std::uint32_t chars, std::uint32_t commas)
{
    if (chars < kMinParagraphChars)
        return 0;
    return 1.0 + (commas + 1.0) + std::min(chars / kCharsPerPoint, kMaxLengthPoints);
}

ReadabilityParagraphs::ReadabilityParagraphs(const Document &doc)
{
    const NodeId n = doc.size();
    const auto N = static_cast<size_t>(n);
    m_score.assign(N, 0.0);

    // Prefix sums over the visible text, in pre-order: characters and commas (a subtree, or a
    // run of siblings, is a range [begin, end)).
    std::vector<std::uint32_t> chars(N + 1, 0), commas(N + 1, 0);
    for (NodeId i = 0; i < n; ++i) {
        const Node &nd = doc.node(i);
        const auto k = static_cast<size_t>(i);
        const bool counts = nd.isText() && nd.visible;
        chars[k + 1] = chars[k] + (counts ? nd.chars : 0);
        commas[k + 1] = commas[k] + (counts && nd.chars > 0 ? commasIn(doc.text(i)) : 0);
    }

    // Bottom-up: whether a visible element has a DIV_TO_P_ELEMS descendant, or one that is not
    // phrasing content (Readability removed the hidden ones before it asks).
    std::vector<char> blockBelow(N, 0), nonPhrasingBelow(N, 0);
    auto phrasing = [&](NodeId i) {
        const Node &nd = doc.node(i);
        if (nd.isText())
            return true;
        if (!nd.isElement())
            return false;
        return kPhrasing.contains(nd.tag) ||
               ((nd.tag == Tag::a || nd.tag == Tag::del || nd.tag == Tag::ins) &&
                !nonPhrasingBelow[static_cast<size_t>(i)]);
    };
    for (NodeId i = n - 1; i > 0; --i) {
        const Node &nd = doc.node(i);
        const auto k = static_cast<size_t>(i);
        const auto p = static_cast<size_t>(nd.parent);
        if (nd.isElement() && !nd.visible)
            continue;
        if (nd.isElement())
            blockBelow[p] = blockBelow[p] || blockBelow[k] || kDivToP.contains(nd.tag);
        nonPhrasingBelow[p] = nonPhrasingBelow[p] || nonPhrasingBelow[k] || !phrasing(i);
    }

    auto add = [&](NodeId owner, NodeId begin, NodeId end) {
        const auto b = static_cast<size_t>(begin), e = static_cast<size_t>(end);
        m_score[static_cast<size_t>(owner)] += scoreOf(chars[e] - chars[b], commas[e] - commas[b]);
    };
    for (NodeId i = 1; i < n; ++i) {
        const Node &nd = doc.node(i);
        if (!nd.isElement() || !nd.visible)
            continue;
        if (kScored.contains(nd.tag) ||
            (nd.tag == Tag::div && !blockBelow[static_cast<size_t>(i)])) {
            add(i, i, nd.end);
        } else if (nd.tag == Tag::div) {
            NodeId first = kNoNode, last = kNoNode;
            auto close = [&] {
                if (first != kNoNode)
                    add(i, first, doc.node(last).end);
                first = kNoNode;
            };
            for (NodeId c = nd.firstChild; c != kNoNode; c = doc.node(c).nextSibling) {
                const Node &child = doc.node(c);
                if (child.isElement() && !child.visible)
                    continue;
                if (!phrasing(c)) {
                    close();
                    continue;
                }
                const bool whitespace = (child.isText() && child.chars == 0) ||
                                        (child.isElement() && child.tag == Tag::br);
                if (first == kNoNode && whitespace)
                    continue;
                if (first == kNoNode)
                    first = c;
                last = c;
            }
            close();
        }
    }
}

} // namespace core
