#include "contentoutline.h"

#include "document/asciicase.h"

#include "document/textrules.h"
#include "extraction/textassembler.h"

#include <algorithm>

namespace core {

namespace {

// The structures kept as themselves (ContentOutline's comment); others are unwrapped.
bool isKeptBlock(Tag tag)
{
    switch (tag) {
    case Tag::p:
    case Tag::h1:
    case Tag::h2:
    case Tag::h3:
    case Tag::h4:
    case Tag::h5:
    case Tag::h6:
    case Tag::ul:
    case Tag::ol:
    case Tag::li:
    case Tag::table:
    case Tag::tr:
    case Tag::th:
    case Tag::td:
    case Tag::caption:
    case Tag::blockquote:
    case Tag::pre:
    case Tag::figure:
    case Tag::figcaption:
    case Tag::dl:
    case Tag::dt:
    case Tag::dd:
        return true;
    default:
        return false;
    }
}

// Synonyms of the kept structures; Tag::None when the element is not one.
Tag keptBlockTag(Tag tag)
{
    if (tag == Tag::menu || tag == Tag::dir)
        return Tag::ul;
    if (tag == Tag::listing || tag == Tag::xmp)
        return Tag::pre;
    return isKeptBlock(tag) ? tag : Tag::None;
}

Tag keptInlineTag(Tag tag)
{
    switch (tag) {
    case Tag::a:
        return Tag::a;
    case Tag::b:
    case Tag::strong:
        return Tag::strong;
    case Tag::i:
    case Tag::em:
        return Tag::em;
    case Tag::code:
    case Tag::kbd:
    case Tag::samp:
    case Tag::tt:
        return Tag::code;
    case Tag::s:
    case Tag::strike:
    case Tag::del:
        return Tag::del;
    case Tag::sub:
        return Tag::sub;
    case Tag::sup:
        return Tag::sup;
    default:
        return Tag::None;
    }
}

// Blocks whose content may be inline; loose inline content elsewhere gets an implicit block.
bool acceptsInline(Tag tag)
{
    switch (tag) {
    case Tag::p:
    case Tag::h1:
    case Tag::h2:
    case Tag::h3:
    case Tag::h4:
    case Tag::h5:
    case Tag::h6:
    case Tag::li:
    case Tag::th:
    case Tag::td:
    case Tag::caption:
    case Tag::pre:
    case Tag::figcaption:
    case Tag::dt:
    case Tag::dd:
        return true;
    default:
        return false;
    }
}

Tag implicitBlockFor(Tag container)
{
    if (container == Tag::ul || container == Tag::ol)
        return Tag::li;
    if (container == Tag::dl)
        return Tag::dd;
    if (container == Tag::table)
        return Tag::caption; // the parser moves stray table text out; this is a safe place
    if (container == Tag::tr)
        return Tag::td;
    return Tag::p;
}

std::int32_t positiveAttribute(const Document &doc, NodeId id, std::string_view name,
                               std::int32_t fallback)
{
    const std::string_view value = doc.attribute(id, name);
    std::int32_t n = 0;
    size_t i = 0;
    for (; i < value.size() && value[i] >= '0' && value[i] <= '9' && n < 100000; ++i)
        n = n * 10 + (value[i] - '0');
    return i > 0 && n > 0 ? n : fallback;
}

// Addresses worth keeping out of the page: not scripts (javascript:, vbscript:), not the
// author's own disk (file:), not inline data (data:, usually a lazy-loading placeholder).
bool usableUrl(std::string_view url)
{
    const std::string_view trimmed =
        url.substr(std::min(url.size(), url.find_first_not_of(" \t\n")));
    if (trimmed.empty())
        return false;
    const std::string scheme = asciiLower(trimmed.substr(0, 11));
    for (const char *bad : {"javascript:", "vbscript:", "file:", "data:"})
        if (scheme.starts_with(bad))
            return false;
    return true;
}

std::string imageSource(const Document &doc, NodeId id)
{
    // Lazy-loading pages keep the real address in data-src and a placeholder in src.
    std::string_view src = doc.attribute(id, "src");
    if (!usableUrl(src))
        src = doc.attribute(id, "data-src");
    return usableUrl(src) ? TextRules::normalize(src) : std::string();
}

class Builder
{
public:
    Builder(const Document &doc, const ExtractionResult &result) : m_doc(doc)
    {
        m_spans = result.spans.empty() && !result.selected.empty()
                      ? TextAssembler::spansOf(doc, result.selected)
                      : result.spans;
        std::stable_sort(m_spans.begin(), m_spans.end(), [](const TextSpan &a, const TextSpan &b) {
            return a.node != b.node ? a.node < b.node : a.begin < b.begin;
        });
        std::erase_if(m_spans, [&](const TextSpan &s) {
            return s.begin >= s.end || s.node < 0 || s.node >= doc.size() ||
                   !doc.node(s.node).isText() || s.end > doc.node(s.node).textLength;
        });
        for (NodeId id : result.selected)
            if (id >= 0 && id < doc.size())
                m_selected.push_back(id);
    }

    ContentOutline build()
    {
        markKept();
        m_out.items.push_back({});
        m_blocks.push_back(0);
        m_implicit.push_back(false);
        walk();
        prune();
        m_out.title = title();
        return std::move(m_out);
    }

private:
    enum class Exit : std::uint8_t { None, Boundary, Block, Inline };
    struct Frame
    {
        NodeId end;
        Exit exit;
    };
    struct InlineFrame
    {
        Tag tag;
        std::string url;
    };

    void markKept()
    {
        const NodeId n = m_doc.size();
        m_keep.assign(static_cast<size_t>(n), 0);
        std::vector<char> chosen(static_cast<size_t>(n), 0);
        for (const TextSpan &s : m_spans)
            chosen[static_cast<size_t>(s.node)] = 1;
        // Wholly chosen: the elements the spans cover, and those the extractor selected (which
        // may hold no words, e.g. a figure).
        std::vector<char> covered(static_cast<size_t>(n), 0);
        std::vector<NodeId> roots = TextAssembler::cover(m_doc, m_spans);
        roots.insert(roots.end(), m_selected.begin(), m_selected.end());
        std::sort(roots.begin(), roots.end());
        NodeId until = 0; // roots nest; each node is marked once
        for (NodeId r : roots) {
            for (NodeId i = std::max(r, until); i < m_doc.node(r).end; ++i)
                covered[static_cast<size_t>(i)] = 1;
            until = std::max(until, m_doc.node(r).end);
        }
        auto wordful = [&](NodeId i) {
            const Node &node = m_doc.node(i);
            return node.isText() && node.visible && node.words > 0;
        };
        // The wordful text node before each node and the first one after its subtree.
        std::vector<NodeId> before(static_cast<size_t>(n), kNoNode);
        for (NodeId i = 0, last = kNoNode; i < n; ++i) {
            before[static_cast<size_t>(i)] = last;
            if (wordful(i))
                last = i;
        }
        std::vector<NodeId> from(static_cast<size_t>(n) + 1, kNoNode);
        for (NodeId i = n - 1; i >= 0; --i)
            from[static_cast<size_t>(i)] = wordful(i) ? i : from[static_cast<size_t>(i) + 1];
        auto keepUp = [&](NodeId i) {
            for (; i != kNoNode && !m_keep[static_cast<size_t>(i)]; i = m_doc.node(i).parent)
                m_keep[static_cast<size_t>(i)] = 1;
        };
        for (NodeId i = 0; i < n; ++i) {
            const Node &node = m_doc.node(i);
            if (chosen[static_cast<size_t>(i)]) {
                keepUp(i);
            } else if (node.isElement() && node.visible &&
                       (node.tag == Tag::img || node.tag == Tag::image || node.tag == Tag::br ||
                        node.tag == Tag::hr)) {
                const NodeId prev = before[static_cast<size_t>(i)];
                const NodeId next = from[static_cast<size_t>(node.end)];
                const bool between = prev != kNoNode && next != kNoNode &&
                                     chosen[static_cast<size_t>(prev)] &&
                                     chosen[static_cast<size_t>(next)];
                if (covered[static_cast<size_t>(i)] || between)
                    keepUp(i);
            }
        }
    }

    std::int32_t add(ContentOutline::Item item, std::int32_t parent)
    {
        const auto index = static_cast<std::int32_t>(m_out.items.size());
        m_out.items.push_back(std::move(item));
        m_out.items[static_cast<size_t>(parent)].children.push_back(index);
        return index;
    }

    std::int32_t current() const { return m_open.empty() ? m_blocks.back() : m_open.back(); }
    int depth() const { return static_cast<int>(m_blocks.size() + m_source.size()); }

    void appendText(std::string_view text)
    {
        const std::int32_t container = current();
        auto &children = m_out.items[static_cast<size_t>(container)].children;
        if (!children.empty()) {
            ContentOutline::Item &last = m_out.items[static_cast<size_t>(children.back())];
            if (last.kind == ContentOutline::Kind::Text) {
                last.text += text;
                return;
            }
        }
        add({ContentOutline::Kind::Text, Tag::None, std::string(text), {}, 0, {}}, container);
    }

    // Opens what inline content needs: an implicit block when the container takes no inline
    // content, then the source's open inline elements not yet open in the output.
    void ensureInline()
    {
        const Tag container = m_out.items[static_cast<size_t>(m_blocks.back())].tag;
        if (m_open.empty() && !acceptsInline(container)) {
            const std::int32_t block =
                add({ContentOutline::Kind::Block, implicitBlockFor(container), {}, {}, 0, {}},
                    m_blocks.back());
            m_blocks.push_back(block);
            m_implicit.push_back(true);
            m_hasContent = false;
        }
        if (m_pendingSpace && m_hasContent)
            appendText(" ");
        m_pendingSpace = false;
        while (m_open.size() < m_source.size()) {
            const InlineFrame &f = m_source[m_open.size()];
            m_open.push_back(
                add({ContentOutline::Kind::Inline, f.tag, {}, f.url, 0, {}}, current()));
        }
    }

    void boundary()
    {
        m_open.clear();
        while (m_implicit.back()) {
            m_blocks.pop_back();
            m_implicit.pop_back();
        }
        m_pendingSpace = false;
        m_hasContent = false;
    }

    void text(std::string_view t)
    {
        if (t.empty())
            return;
        if (t.front() == ' ')
            m_pendingSpace = true;
        const bool trailing = t.back() == ' ';
        const size_t b = t.find_first_not_of(' ');
        if (b == std::string_view::npos)
            return;
        const size_t e = t.find_last_not_of(' ');
        ensureInline();
        appendText(t.substr(b, e - b + 1));
        m_hasContent = true;
        m_pendingSpace = trailing;
    }

    void enterElement(NodeId id, std::vector<Frame> &frames)
    {
        const Node &node = m_doc.node(id);
        const Tag block = keptBlockTag(node.tag);
        const Tag inlineTag = keptInlineTag(node.tag);
        if (node.tag == Tag::img || node.tag == Tag::image) {
            std::string src = imageSource(m_doc, id);
            if (!src.empty()) {
                ensureInline();
                add({ContentOutline::Kind::Image,
                     Tag::None,
                     TextRules::normalize(m_doc.attribute(id, "alt")),
                     std::move(src),
                     0,
                     {}},
                    current());
                m_hasContent = true;
            }
            frames.push_back({node.end, Exit::None});
        } else if (node.tag == Tag::br) {
            m_pendingSpace = false; // white space around a line break is no content
            if (m_hasContent) {
                ensureInline();
                add({ContentOutline::Kind::Break, Tag::None, {}, {}, 0, {}}, current());
            }
            m_pendingSpace = false;
            frames.push_back({node.end, Exit::None});
        } else if (node.tag == Tag::hr) {
            boundary();
            add({ContentOutline::Kind::Rule, Tag::None, {}, {}, 0, {}}, m_blocks.back());
            frames.push_back({node.end, Exit::None});
        } else if (block != Tag::None && depth() < ContentOutline::kMaxDepth) {
            boundary();
            // A list's blocks live in items, a definition list's in definitions: a block put
            // directly into one (<ul><ul>, as pages write nested lists) gets an implicit one,
            // and an item out of any list an implicit list, as browsers show it.
            const Tag container = m_out.items[static_cast<size_t>(m_blocks.back())].tag;
            const bool isList = container == Tag::ul || container == Tag::ol;
            Tag wrapper = Tag::None;
            if (isList && block != Tag::li)
                wrapper = Tag::li;
            else if (container == Tag::dl && block != Tag::dt && block != Tag::dd)
                wrapper = Tag::dd;
            else if (!isList && block == Tag::li)
                wrapper = Tag::ul;
            if (wrapper != Tag::None) {
                m_blocks.push_back(
                    add({ContentOutline::Kind::Block, wrapper, {}, {}, 0, {}}, m_blocks.back()));
                m_implicit.push_back(true);
            }
            std::int32_t number = 0;
            if (block == Tag::ol)
                number = positiveAttribute(m_doc, id, "start", 1);
            else if (block == Tag::td || block == Tag::th)
                number = positiveAttribute(m_doc, id, "colspan", 1);
            m_blocks.push_back(
                add({ContentOutline::Kind::Block, block, {}, {}, number, {}}, m_blocks.back()));
            m_implicit.push_back(false);
            frames.push_back({node.end, Exit::Block});
        } else if (inlineTag != Tag::None && depth() < ContentOutline::kMaxDepth &&
                   (inlineTag != Tag::a || usableUrl(m_doc.attribute(id, "href")))) {
            std::string url;
            if (inlineTag == Tag::a)
                url = TextRules::normalize(m_doc.attribute(id, "href"));
            m_source.push_back({inlineTag, std::move(url)});
            frames.push_back({node.end, Exit::Inline});
        } else if (isBlock(node.tag)) {
            boundary();
            frames.push_back({node.end, Exit::Boundary});
        } else {
            frames.push_back({node.end, Exit::None});
        }
    }

    void exitElement(Exit exit)
    {
        switch (exit) {
        case Exit::None:
            break;
        case Exit::Boundary:
            boundary();
            break;
        case Exit::Block:
            boundary();
            m_blocks.pop_back();
            m_implicit.pop_back();
            break;
        case Exit::Inline:
            if (m_open.size() == m_source.size())
                m_open.pop_back();
            m_source.pop_back();
            break;
        }
    }

    // What an unchosen node between chosen ones leaves: a paragraph break for a block, a space
    // for text (chosen words on either side stay apart, as in TextAssembler::assemble).
    void skip(NodeId id)
    {
        const Node &node = m_doc.node(id);
        if (!node.visible)
            return;
        if (node.isElement() && isBlock(node.tag))
            boundary();
        else if ((node.isText() && node.textLength > 0) ||
                 (node.isElement() && m_doc.subtreeChars(id) > 0))
            m_pendingSpace = true;
    }

    void walk()
    {
        std::vector<Frame> frames;
        size_t span = 0;
        const NodeId n = m_doc.size();
        for (NodeId i = 0; i < n;) {
            while (!frames.empty() && frames.back().end <= i) {
                exitElement(frames.back().exit);
                frames.pop_back();
            }
            const Node &node = m_doc.node(i);
            if (!m_keep[static_cast<size_t>(i)] || !node.visible) {
                skip(i);
                i = std::max(node.end, i + 1);
                continue;
            }
            if (node.isElement()) {
                enterElement(i, frames);
            } else if (node.isText()) {
                while (span < m_spans.size() && m_spans[span].node < i)
                    ++span;
                const std::string_view all = m_doc.text(i);
                for (; span < m_spans.size() && m_spans[span].node == i; ++span) {
                    const TextSpan &s = m_spans[span];
                    if (s.begin > 0)
                        m_pendingSpace = true; // cut inside the node: at a word boundary
                    text(all.substr(s.begin, s.end - s.begin));
                    if (s.end < all.size())
                        m_pendingSpace = true;
                }
            }
            ++i;
        }
        while (!frames.empty()) {
            exitElement(frames.back().exit);
            frames.pop_back();
        }
    }

    // Drops blocks and inline elements left empty (white space only, or emptied children).
    void prune()
    {
        std::vector<char> dead(m_out.items.size(), 0);
        for (size_t i = m_out.items.size(); i-- > 0;) {
            ContentOutline::Item &item = m_out.items[i];
            std::erase_if(item.children,
                          [&](std::int32_t c) { return dead[static_cast<size_t>(c)] != 0; });
            const bool container = item.kind == ContentOutline::Kind::Block ||
                                   item.kind == ContentOutline::Kind::Inline;
            if (i > 0 && ((container && item.children.empty()) ||
                          (item.kind == ContentOutline::Kind::Text && item.text.empty())))
                dead[i] = 1;
        }
    }

    std::string title() const
    {
        for (NodeId i = 0; i < m_doc.size(); ++i) {
            if (m_doc.node(i).tag != Tag::title)
                continue;
            std::string t;
            for (NodeId c = i + 1; c < m_doc.node(i).end; ++c)
                if (m_doc.node(c).isText())
                    t += m_doc.text(c);
            return TextRules::normalize(t);
        }
        return {};
    }

    const Document &m_doc;
    std::vector<TextSpan> m_spans;
    std::vector<NodeId> m_selected;
    std::vector<char> m_keep;
    ContentOutline m_out;
    std::vector<std::int32_t> m_blocks; // output blocks open, the root first
    std::vector<bool> m_implicit;       // per open block: opened for loose inline content
    std::vector<InlineFrame> m_source;  // inline elements open in the source
    std::vector<std::int32_t> m_open;   // of those, the ones open in the output (a prefix)
    bool m_pendingSpace = false;
    bool m_hasContent = false;
};

} // namespace

ContentOutline ContentOutline::build(const Document &doc, const ExtractionResult &result)
{
    return Builder(doc, result).build();
}

} // namespace core
