#include "documentbuilder.h"

#include "asciicase.h"

#include "textrules.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <utility>

namespace core {

namespace {

// The value of one property in an inline style attribute ("display: none; ..."), lowercase and
// trimmed, or "" when absent. The last declaration wins, as in CSS.
std::string styleProperty(std::string_view style, std::string_view property)
{
    std::string result;
    const std::string s = asciiLower(style);
    size_t pos = 0;
    while (pos < s.size()) {
        size_t semi = s.find(';', pos);
        if (semi == std::string::npos)
            semi = s.size();
        const std::string_view decl(s.data() + pos, semi - pos);
        const size_t colon = decl.find(':');
        if (colon != std::string_view::npos) {
            std::string name = TextRules::normalize(decl.substr(0, colon));
            if (name == property) {
                result = TextRules::normalize(decl.substr(colon + 1));
                if (auto imp = result.find("!important"); imp != std::string::npos)
                    result = TextRules::normalize(std::string_view(result).substr(0, imp));
            }
        }
        pos = semi + 1;
    }
    return result;
}

// What a source-mode element's own `hidden` attribute and inline style say of its visibility:
// the one reading of them for the builder and for DocumentBuilder::shownReason.
struct SourceHiding
{
    bool attribute = false; // the `hidden` attribute
    std::string display, visibility;

    bool byDisplay() const { return display == "none"; }
    bool byVisibility() const { return visibility == "hidden" || visibility == "collapse"; }
};

SourceHiding sourceHiding(std::string_view style, bool hiddenAttribute)
{
    return {hiddenAttribute, styleProperty(style, "display"), styleProperty(style, "visibility")};
}

bool parsePosition(std::string_view v, Position &out)
{
    if (v == "static")
        out = Position::Static;
    else if (v == "relative")
        out = Position::Relative;
    else if (v == "absolute")
        out = Position::Absolute;
    else if (v == "fixed")
        out = Position::Fixed;
    else if (v == "sticky")
        out = Position::Sticky;
    else
        return false;
    return true;
}

Box parseBox(std::string_view v)
{
    Box box;
    float values[4];
    int n = 0;
    const char *p = v.data();
    const char *end = v.data() + v.size();
    while (n < 4 && p < end) {
        while (p < end && (*p == ' ' || *p == ','))
            ++p;
        char *next = nullptr;
        const std::string token(p, static_cast<size_t>(std::min<ptrdiff_t>(end - p, 32)));
        values[n] = std::strtof(token.c_str(), &next);
        if (next == token.c_str())
            return box;
        p += next - token.c_str();
        ++n;
    }
    if (n == 4) {
        box = {values[0], values[1], values[2], values[3], true};
    }
    return box;
}

// The renderer's attributes of one start tag, as resources/js/inspector.js writes them: after the
// page's own attributes, up to the tag's '>', ` data-bs-id="…" data-bs-visible="…"
// data-bs-position="…" data-bs-box="…"` (any of the four, double-quoted, nothing else between
// them). Their [begin, end) within the tag, or an empty range when the tag does not end so.
std::pair<size_t, size_t> rendererAttributes(std::string_view tag)
{
    constexpr std::string_view kNames[] = {"data-bs-id", "data-bs-visible", "data-bs-position",
                                           "data-bs-box"};
    const size_t begin = tag.find(" data-bs-id=\"");
    if (begin == std::string_view::npos || tag.size() < 2 || tag.back() != '>')
        return {0, 0};
    const size_t end = tag.size() - 1;
    size_t pos = begin;
    while (pos < end) {
        if (tag[pos] != ' ')
            return {0, 0};
        const size_t equals = tag.find("=\"", pos);
        if (equals == std::string_view::npos)
            return {0, 0};
        const std::string_view name = tag.substr(pos + 1, equals - pos - 1);
        if (std::find(std::begin(kNames), std::end(kNames), name) == std::end(kNames))
            return {0, 0};
        const size_t close = tag.find('"', equals + 2);
        if (close == std::string_view::npos || close >= end)
            return {0, 0};
        pos = close + 1;
    }
    return {begin, end};
}

// "<prefix>:<number>", React's ids of streamed parts: the number in lower-case hexadecimal
// (react-dom's server renderer writes `id.toString(16)`).
bool isStreamId(std::string_view id, char prefix)
{
    return id.size() > 2 && id[0] == prefix && id[1] == ':' &&
           std::all_of(id.begin() + 2, id.end(), [](char c) {
               return std::isdigit(static_cast<unsigned char>(c)) || (c >= 'a' && c <= 'f');
           });
}

} // namespace

bool DocumentBuilder::isStreamPlaceholder(Tag tag, std::string_view id)
{
    return tag == Tag::template_ && (isStreamId(id, 'B') || isStreamId(id, 'P'));
}

bool DocumentBuilder::isStreamedContent(Tag tag, std::string_view id)
{
    return tag == Tag::div && isStreamId(id, 'S');
}

bool DocumentBuilder::isDisclosedPanel(std::string_view role)
{
    const std::string r = TextRules::normalize(role);
    return asciiEqualsIgnoreCase(r, "tabpanel") || asciiEqualsIgnoreCase(r, "region");
}

bool DocumentBuilder::isDisclosureClass(std::string_view classes)
{
    for (std::string_view stem : {"accordion", "collaps", "expander", "faq"})
        if (asciiContainsIgnoreCase(classes, stem))
            return true;
    return false;
}

std::string DocumentBuilder::shownReason(const Document &doc, NodeId id)
{
    if (doc.rendered() || id <= 0 || id >= doc.size())
        return {};
    const Node &n = doc.node(id);
    if (n.shownBy == ShownBy::None)
        return {};
    const SourceHiding h = sourceHiding(doc.attribute(id, "style"), doc.hasAttribute(id, "hidden"));
    const std::string how = h.attribute     ? "its hidden attribute"
                            : h.byDisplay() ? "its inline style display: none"
                                            : "its inline style visibility: " + h.visibility;
    const std::string hidden = "Hidden in the source by " + how + ", read as shown: ";
    if (n.shownBy == ShownBy::Streamed)
        return hidden + "React's streamed content, which the page's script moves into its "
                        "placeholder.";
    if (n.shownBy == ShownBy::Panel) {
        if (const std::string_view role = doc.attribute(id, "role"); isDisclosedPanel(role))
            return hidden + "the panel of a tab list or an accordion (role \"" +
                   TextRules::normalize(role) + "\"), which the page shows on one click.";
        return hidden + "the panel of a disclosure widget (class \"" +
               TextRules::normalize(doc.attribute(id, "class")) +
               "\"), which the page shows on one click.";
    }
    // The share now, with every cover lifted; each was weighed against the text shown before it.
    const std::uint32_t words = doc.subtreeWords(id), total = doc.subtreeWords(doc.root());
    const long percent = total > 0 ? std::lround(100.0 * words / total) : 0;
    return hidden + "a cover over most of the page's text, which the page's scripts lift: " +
           std::to_string(words) + " of its " + std::to_string(total) + " words (" +
           std::to_string(percent) + " %; a cover holds at least " +
           std::to_string(std::lround(100 * kCoverShare)) + " % and " +
           std::to_string(kCoverMinWords) + " words).";
}

// Why the snapshot's renderer attributes leave source(): BTE, DSC, CCB, CETR, DANAg and the other
// extractors that count markup would count them as the page's code (about 80 bytes per tag), and
// decide differently on the rendered page than on the same HTML without them (seen on a
// link-dense article: AdDANAg found nothing). Every source offset is moved back by the bytes cut
// before it; the attributes were read already.
void DocumentBuilder::stripRendererAttributes()
{
    std::vector<std::pair<std::uint32_t, std::uint32_t>> cuts; // [begin, end) in the source
    const std::string_view source = m_doc.m_source;
    for (const Node &n : m_doc.m_nodes) {
        if (n.kind != NodeKind::Element || n.renderId < 0 || n.startTagLength == 0)
            continue;
        const auto [begin, end] = rendererAttributes(source.substr(n.srcBegin, n.startTagLength));
        if (end > begin)
            cuts.emplace_back(n.srcBegin + begin, n.srcBegin + end);
    }
    if (cuts.empty())
        return;
    std::sort(cuts.begin(), cuts.end());
    struct Cut
    {
        std::uint32_t begin, end, removedThroughEnd;
    };
    std::vector<Cut> made;
    std::string stripped;
    stripped.reserve(source.size());
    std::uint32_t from = 0, removed = 0;
    for (const auto &[begin, end] : cuts) {
        if (begin < from) // overlapping: tags do not overlap, so only in a broken snapshot
            continue;
        stripped.append(source.substr(from, begin - from));
        removed += end - begin;
        made.push_back({begin, end, removed});
        from = end;
    }
    stripped.append(source.substr(from));
    const auto moved = [&made](std::uint32_t offset) {
        // Minus the bytes of the cuts that end at or before offset; an offset inside a cut moves
        // to where the cut was.
        const auto it = std::upper_bound(made.begin(), made.end(), offset,
                                         [](std::uint32_t o, const Cut &c) { return o < c.end; });
        std::uint32_t result = offset - (it == made.begin() ? 0 : std::prev(it)->removedThroughEnd);
        if (it != made.end() && offset > it->begin)
            result -= offset - it->begin;
        return result;
    };
    for (Node &n : m_doc.m_nodes) {
        const std::uint32_t tagEnd = moved(n.srcBegin + n.startTagLength);
        n.srcBegin = moved(n.srcBegin);
        n.srcEnd = moved(n.srcEnd);
        n.startTagLength = tagEnd - n.srcBegin;
    }
    m_doc.m_snapshot = std::move(m_doc.m_source);
    m_doc.m_source = std::move(stripped);
}

DocumentBuilder::DocumentBuilder(std::string utf8Source, std::string encoding)
{
    m_doc.m_source = std::move(utf8Source);
    m_doc.m_encoding = std::move(encoding);
    m_doc.m_names.emplace_back();
    Node document;
    document.kind = NodeKind::Document;
    document.srcEnd = static_cast<std::uint32_t>(m_doc.m_source.size());
    append(document);
    m_open.push_back(0);
}

void DocumentBuilder::reserve(std::size_t nodes, std::size_t attributes, std::size_t textBytes)
{
    m_doc.m_nodes.reserve(nodes);
    m_lastChild.reserve(nodes);
    m_doc.m_attributes.reserve(attributes);
    m_doc.m_text.reserve(textBytes);
}

NodeId DocumentBuilder::append(Node node)
{
    const auto id = static_cast<NodeId>(m_doc.m_nodes.size());
    if (!m_open.empty()) {
        const NodeId parent = m_open.back();
        Node &p = m_doc.m_nodes[static_cast<size_t>(parent)];
        node.parent = parent;
        node.depth = p.depth + 1;
        node.visible = p.visible && node.selfVisible && !isNonContent(node.tag);
        if (p.firstChild == kNoNode)
            p.firstChild = id;
        else
            m_doc.m_nodes[static_cast<size_t>(m_lastChild[static_cast<size_t>(parent)])]
                .nextSibling = id;
        ++p.childCount;
        m_lastChild[static_cast<size_t>(parent)] = id;
    }
    node.end = id + 1;
    m_doc.m_nodes.push_back(node);
    m_lastChild.push_back(kNoNode);
    return id;
}

void DocumentBuilder::openElement(Tag tag, std::string_view name, std::vector<Attribute> attributes,
                                  std::uint32_t srcBegin, std::uint32_t startTagLength)
{
    Node n;
    n.kind = NodeKind::Element;
    n.tag = tag;
    n.srcBegin = srcBegin;
    n.srcEnd = srcBegin + startTagLength;
    n.startTagLength = startTagLength;
    if (tag == Tag::Unknown) {
        n.unknownName = static_cast<std::uint32_t>(m_doc.m_names.size());
        m_doc.m_names.push_back(asciiLower(name));
    }

    bool haveRenderedVisibility = false, haveRenderedPosition = false, hiddenAttribute = false;
    bool streamedId = false, placeholderId = false; // isStreamedContent, isStreamPlaceholder
    std::string style;
    n.attrBegin = static_cast<std::uint32_t>(m_doc.m_attributes.size());
    for (auto &a : attributes) {
        if (a.name == "data-bs-id") {
            std::from_chars(a.value.data(), a.value.data() + a.value.size(), n.renderId);
            m_doc.m_rendered = true;
            continue;
        }
        if (a.name == "data-bs-visible") {
            n.selfVisible = a.value != "0";
            haveRenderedVisibility = true;
            continue;
        }
        if (a.name == "data-bs-position") {
            haveRenderedPosition = parsePosition(a.value, n.position);
            continue;
        }
        if (a.name == "data-bs-box") {
            n.box = parseBox(a.value);
            continue;
        }
        if (a.name == "style")
            style = a.value;
        if (a.name == "hidden")
            hiddenAttribute = true;
        if (a.name == "id") {
            streamedId = isStreamedContent(tag, a.value);
            placeholderId = isStreamPlaceholder(tag, a.value);
        }
        m_doc.m_attributes.push_back(std::move(a));
        ++n.attrCount;
    }
    // Source mode: only the `hidden` attribute and inline styles can tell (no style sheet is
    // applied).
    bool cover = false;
    if (!haveRenderedVisibility) {
        const SourceHiding h = sourceHiding(style, hiddenAttribute);
        const bool streamed = m_streamPlaceholder && h.attribute && streamedId;
        const bool hidden = (h.attribute && !streamed) || h.byDisplay() || h.byVisibility();
        if (hidden && isPanel(n))
            n.shownBy = ShownBy::Panel;
        else if (!hidden && streamed)
            n.shownBy = ShownBy::Streamed;
        n.selfVisible = !hidden || n.shownBy == ShownBy::Panel;
        m_streamPlaceholder = m_streamPlaceholder || placeholderId;
        cover = !n.selfVisible;
    }
    if (!haveRenderedPosition)
        parsePosition(styleProperty(style, "position"), n.position);

    const NodeId id = append(n);
    if (cover)
        m_covers.push_back(id);
    if (tag == Tag::html && m_doc.m_html == kNoNode)
        m_doc.m_html = id;
    if (tag == Tag::body && m_doc.m_body == kNoNode)
        m_doc.m_body = id;
    m_open.push_back(id);
}

// Read only for a hidden element (few on a page): its attributes are in m_attributes already.
bool DocumentBuilder::isPanel(const Node &n) const
{
    for (std::uint32_t i = n.attrBegin; i < n.attrBegin + n.attrCount; ++i) {
        const Attribute &a = m_doc.m_attributes[i];
        if ((a.name == "role" && isDisclosedPanel(a.value)) ||
            (a.name == "class" && isDisclosureClass(a.value)))
            return true;
    }
    return false;
}

void DocumentBuilder::closeElement(std::uint32_t srcEnd, std::uint32_t endTagLength)
{
    if (m_open.size() <= 1)
        return;
    Node &n = m_doc.m_nodes[static_cast<size_t>(m_open.back())];
    n.srcEnd = std::max(srcEnd + endTagLength, n.srcBegin + n.startTagLength);
    n.endTagLength = endTagLength;
    n.end = static_cast<NodeId>(m_doc.m_nodes.size());
    m_open.pop_back();
}

void DocumentBuilder::addText(std::string_view text, std::uint32_t srcBegin, std::uint32_t srcEnd)
{
    Node n;
    n.kind = NodeKind::Text;
    n.srcBegin = srcBegin;
    n.srcEnd = srcEnd;
    const std::string collapsed = TextRules::collapse(text);
    n.textBegin = static_cast<std::uint32_t>(m_doc.m_text.size());
    n.textLength = static_cast<std::uint32_t>(collapsed.size());
    n.chars = TextRules::countChars(collapsed);
    n.words = TextRules::countWords(collapsed);
    m_doc.m_text += collapsed;
    append(n);
}

void DocumentBuilder::addComment(std::string_view text, std::uint32_t srcBegin,
                                 std::uint32_t srcEnd)
{
    Node n;
    n.kind = NodeKind::Comment;
    n.selfVisible = false;
    n.srcBegin = srcBegin;
    n.srcEnd = srcEnd;
    n.textBegin = static_cast<std::uint32_t>(m_doc.m_text.size());
    n.textLength = static_cast<std::uint32_t>(text.size());
    m_doc.m_text += text;
    append(n);
}

void DocumentBuilder::liftLoadingCovers()
{
    auto &nodes = m_doc.m_nodes;
    const size_t count = nodes.size();
    // m_covers is in document order, so sorted.
    const auto isCover = [this](size_t i) {
        return std::binary_search(m_covers.begin(), m_covers.end(), static_cast<NodeId>(i));
    };
    // Words of text nodes: all of them up to each node (to rule covers out cheaply), and those
    // that show.
    std::vector<std::uint64_t> rawPrefix(count + 1, 0);
    std::uint64_t shown = 0;
    for (size_t i = 0; i < count; ++i) {
        const bool text = nodes[i].kind == NodeKind::Text;
        rawPrefix[i + 1] = rawPrefix[i] + (text ? nodes[i].words : 0);
        if (text && nodes[i].visible)
            shown += nodes[i].words;
    }
    const auto coverHolds = [](double words, double others) {
        return words >= kCoverMinWords && words >= kCoverShare * (words + others);
    };
    int walks = 0;
    std::vector<char> would; // per node of the cover's subtree: shown were the covers lifted
    for (const NodeId c : m_covers) {
        Node &cover = nodes[static_cast<size_t>(c)];
        if (cover.selfVisible || cover.parent == kNoNode ||
            !nodes[static_cast<size_t>(cover.parent)].visible || isNonContent(cover.tag))
            continue;
        const auto begin = static_cast<size_t>(c), end = static_cast<size_t>(cover.end);
        if (!coverHolds(static_cast<double>(rawPrefix[end] - rawPrefix[begin]),
                        static_cast<double>(shown)))
            continue;
        if (++walks > kMaxCoverWalks)
            break;
        // The words that would show with it and the covers inside it lifted (a cover inside a
        // cover is weighed on its own next).
        would.assign(end - begin, 0);
        would[0] = 1;
        std::uint64_t words = 0;
        for (size_t i = begin + 1; i < end; ++i) {
            const Node &n = nodes[i];
            would[i - begin] = would[static_cast<size_t>(n.parent) - begin] &&
                               (n.selfVisible || isCover(i)) && !isNonContent(n.tag);
            if (would[i - begin] && n.kind == NodeKind::Text)
                words += n.words;
        }
        if (!coverHolds(static_cast<double>(words), static_cast<double>(shown)))
            continue;
        cover.selfVisible = true;
        cover.shownBy = ShownBy::Cover;
        cover.visible = true;
        for (size_t i = begin + 1; i < end; ++i) {
            Node &n = nodes[i];
            n.visible = nodes[static_cast<size_t>(n.parent)].visible && n.selfVisible &&
                        !isNonContent(n.tag);
            if (n.visible && n.kind == NodeKind::Text)
                shown += n.words;
        }
    }
}

Document DocumentBuilder::finish()
{
    while (m_open.size() > 1)
        closeElement(m_doc.m_nodes[static_cast<size_t>(m_open.back())].srcEnd, 0);
    auto &nodes = m_doc.m_nodes;
    nodes[0].end = static_cast<NodeId>(nodes.size());
    if (!m_covers.empty())
        liftLoadingCovers();

    const size_t count = nodes.size();
    m_doc.m_wordsPrefix.assign(count + 1, 0);
    m_doc.m_charsPrefix.assign(count + 1, 0);
    std::int32_t maxRenderId = -1;
    for (size_t i = 0; i < count; ++i) {
        const Node &n = nodes[i];
        const bool counts = n.kind == NodeKind::Text && n.visible;
        m_doc.m_wordsPrefix[i + 1] = m_doc.m_wordsPrefix[i] + (counts ? n.words : 0);
        m_doc.m_charsPrefix[i + 1] = m_doc.m_charsPrefix[i] + (counts ? n.chars : 0);
        maxRenderId = std::max(maxRenderId, n.renderId);
    }
    if (maxRenderId >= 0 && static_cast<size_t>(maxRenderId) < 8 * count + 1024) {
        m_doc.m_byRenderId.assign(static_cast<size_t>(maxRenderId) + 1, kNoNode);
        for (size_t i = 0; i < count; ++i)
            if (nodes[i].renderId >= 0)
                m_doc.m_byRenderId[static_cast<size_t>(nodes[i].renderId)] = static_cast<NodeId>(i);
    }
    if (m_doc.m_rendered)
        stripRendererAttributes();
    m_open.clear();
    return std::move(m_doc);
}

} // namespace core
