#include "nestingprobe.h"

#include "asciicase.h"
#include "markupscan.h"
#include "tag.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace core {

namespace {

// Longer than any name in core's tag set: such names are Tag::Unknown without a lookup (which
// would allocate).
constexpr std::size_t kLongestKnownName = 16;
constexpr std::size_t kTagCount = static_cast<std::size_t>(Tag::Count);

bool isAsciiAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The categories of the HTML Living Standard's tree construction (13.2.4.2, 13.2.6) that decide
// which elements a tag closes. Those with a kTop* index are tracked on the stack.
enum Category : std::uint16_t {
    kSpecial = 1 << 0,     // the "special" category (plus svg and math: a conservative choice)
    kLiBlocker = 1 << 1,   // special except address, div and p: stops <li>, <dd>, <dt> closing
    kScope = 1 << 2,       // ends "has an element in scope"
    kListScope = 1 << 3,   // ... in list item scope
    kButtonScope = 1 << 4, // ... in button scope
    kTableScope = 1 << 5,  // ... in table scope
    kFormatting = 1 << 6,  // in the list of active formatting elements
    kMarker = 1 << 7,      // puts a marker on that list
    kClosesP = 1 << 8,     // its start tag closes a <p> in button scope
    kNoPush = 1 << 9,      // never on the stack: void, or html/head/body (merged, never nested)
    kTablePart = 1 << 10,  // ignored outside tables: caption, colgroup, tbody, tr, td, ...
};
constexpr int kTrackedCategories = 6; // kSpecial .. kTableScope

using CategoryTable = std::array<std::uint16_t, kTagCount>;

template <std::size_t N>
constexpr void add(CategoryTable &table, const Tag (&tags)[N], std::uint16_t category)
{
    for (Tag t : tags)
        table[static_cast<std::size_t>(t)] |= category;
}

constexpr Tag kSpecialTags[] = {
    Tag::address,    Tag::applet,  Tag::area,       Tag::article,   Tag::aside,    Tag::base,
    Tag::basefont,   Tag::bgsound, Tag::blockquote, Tag::body,      Tag::br,       Tag::button,
    Tag::caption,    Tag::center,  Tag::col,        Tag::colgroup,  Tag::dd,       Tag::details,
    Tag::dir,        Tag::div,     Tag::dl,         Tag::dt,        Tag::embed,    Tag::fieldset,
    Tag::figcaption, Tag::figure,  Tag::footer,     Tag::form,      Tag::frame,    Tag::frameset,
    Tag::h1,         Tag::h2,      Tag::h3,         Tag::h4,        Tag::h5,       Tag::h6,
    Tag::head,       Tag::header,  Tag::hgroup,     Tag::hr,        Tag::html,     Tag::iframe,
    Tag::img,        Tag::image,   Tag::input,      Tag::isindex,   Tag::keygen,   Tag::li,
    Tag::link,       Tag::listing, Tag::main,       Tag::marquee,   Tag::menu,     Tag::menuitem,
    Tag::meta,       Tag::nav,     Tag::noembed,    Tag::noframes,  Tag::noscript, Tag::object,
    Tag::ol,         Tag::p,       Tag::param,      Tag::plaintext, Tag::pre,      Tag::script,
    Tag::search,     Tag::section, Tag::select,     Tag::source,    Tag::style,    Tag::summary,
    Tag::table,      Tag::tbody,   Tag::td,         Tag::template_, Tag::textarea, Tag::tfoot,
    Tag::th,         Tag::thead,   Tag::title,      Tag::tr,        Tag::track,    Tag::ul,
    Tag::wbr,        Tag::xmp,     Tag::svg,        Tag::math};
constexpr Tag kScopeTags[] = {Tag::applet,    Tag::caption, Tag::html,    Tag::table,
                              Tag::td,        Tag::th,      Tag::marquee, Tag::object,
                              Tag::template_, Tag::svg,     Tag::math};
constexpr Tag kTableScopeTags[] = {Tag::html, Tag::table, Tag::template_};
constexpr Tag kFormattingTags[] = {Tag::a,      Tag::b,      Tag::big,  Tag::code, Tag::em,
                                   Tag::font,   Tag::i,      Tag::nobr, Tag::s,    Tag::small,
                                   Tag::strike, Tag::strong, Tag::tt,   Tag::u};
constexpr Tag kMarkerTags[] = {Tag::applet, Tag::marquee, Tag::object,   Tag::td,
                               Tag::th,     Tag::caption, Tag::template_};
// Not <table>: in quirks mode it leaves the <p> open.
constexpr Tag kClosesPTags[] = {
    Tag::address, Tag::article, Tag::aside,   Tag::blockquote, Tag::center,   Tag::details,
    Tag::dialog,  Tag::dir,     Tag::div,     Tag::dl,         Tag::fieldset, Tag::figcaption,
    Tag::figure,  Tag::footer,  Tag::header,  Tag::hgroup,     Tag::main,     Tag::menu,
    Tag::nav,     Tag::ol,      Tag::p,       Tag::search,     Tag::section,  Tag::summary,
    Tag::ul,      Tag::h1,      Tag::h2,      Tag::h3,         Tag::h4,       Tag::h5,
    Tag::h6,      Tag::pre,     Tag::listing, Tag::form,       Tag::li,       Tag::dd,
    Tag::dt,      Tag::hr,      Tag::xmp,     Tag::plaintext};

constexpr CategoryTable makeCategories()
{
    CategoryTable t{};
    add(t, kSpecialTags, kSpecial | kLiBlocker);
    for (Tag tag : {Tag::address, Tag::div, Tag::p})
        t[static_cast<std::size_t>(tag)] &= static_cast<std::uint16_t>(~kLiBlocker);
    add(t, kScopeTags, kScope | kListScope | kButtonScope);
    for (Tag tag : {Tag::ol, Tag::ul})
        t[static_cast<std::size_t>(tag)] |= kListScope;
    t[static_cast<std::size_t>(Tag::button)] |= kButtonScope;
    add(t, kTableScopeTags, kTableScope);
    add(t, kFormattingTags, kFormatting);
    add(t, kMarkerTags, kMarker);
    add(t, kClosesPTags, kClosesP);
    for (Tag tag : {Tag::caption, Tag::colgroup, Tag::tbody, Tag::thead, Tag::tfoot, Tag::tr,
                    Tag::td, Tag::th})
        t[static_cast<std::size_t>(tag)] |= kTablePart;
    for (Tag tag : {Tag::html, Tag::head, Tag::body})
        t[static_cast<std::size_t>(tag)] |= kNoPush;
    return t;
}
constexpr CategoryTable kCategories = makeCategories();

std::uint16_t categories(Tag tag)
{
    return kCategories[static_cast<std::size_t>(tag)];
}

bool isHeading(Tag tag)
{
    return tag == Tag::h1 || tag == Tag::h2 || tag == Tag::h3 || tag == Tag::h4 || tag == Tag::h5 ||
           tag == Tag::h6;
}

// Index of a formatting tag among kFormattingTags.
std::size_t formattingIndex(Tag tag)
{
    return static_cast<std::size_t>(
        std::find(std::begin(kFormattingTags), std::end(kFormattingTags), tag) -
        std::begin(kFormattingTags));
}

Tag tagOf(std::string_view name)
{
    return name.size() > kLongestKnownName ? Tag::Unknown : tagFromName(name);
}

// The end of the name that starts at i (a tag name ends at space, '/' or '>').
std::size_t nameEnd(std::string_view s, std::size_t i)
{
    while (i < s.size() && !isAsciiWhitespace(s[i]) && s[i] != '/' && s[i] != '>')
        ++i;
    return i;
}

// Past the '>' that ends the tag whose attributes start at i (the end of the input when none
// does), following the tokenizer's attribute states (HTML Living Standard 13.2.5.32-42): counts
// the attributes and tells whether the tag ended in the self-closing "/>".
std::size_t tagEnd(std::string_view s, std::size_t i, std::size_t &attributes, bool &selfClosing)
{
    attributes = 0;
    selfClosing = false;
    bool inName = false;    // inside an attribute name
    bool afterName = false; // whitespace after a name, where '=' still opens its value
    bool slash = false;     // the last character was a '/' between attributes
    while (i < s.size()) {
        const char c = s[i];
        if (c == '>') {
            selfClosing = slash;
            return i + 1;
        }
        slash = c == '/';
        if (isAsciiWhitespace(c) || c == '/') {
            afterName = (inName || afterName) && c != '/';
            inName = false;
            ++i;
            continue;
        }
        if (c == '=' && (inName || afterName)) {
            inName = false;
            afterName = false;
            ++i;
            while (i < s.size() && isAsciiWhitespace(s[i]))
                ++i;
            if (i < s.size() && (s[i] == '"' || s[i] == '\'')) {
                const std::size_t close = s.find(s[i], i + 1);
                if (close == std::string_view::npos)
                    return s.size();
                i = close + 1;
            } else {
                while (i < s.size() && !isAsciiWhitespace(s[i]) && s[i] != '>')
                    ++i;
            }
            continue;
        }
        if (!inName) {
            ++attributes; // a name starts, also right after a quoted value or a '/'
            inName = true;
            afterName = false;
        }
        ++i;
    }
    return s.size();
}

// Past the end tag "</name" (any case) that ends a raw-text element whose content starts at i.
std::size_t rawTextEnd(std::string_view s, std::size_t i, std::string_view name)
{
    const std::size_t at = findEndTag(s, i, s.size(), name);
    if (at == std::string_view::npos)
        return s.size();
    std::size_t ignored;
    bool alsoIgnored;
    return tagEnd(s, at + 2 + name.size(), ignored, alsoIgnored);
}

// The parser's stack of open elements as far as the depth needs it, with O(1) access to the
// topmost element of a tag and of each tracked category, and the formatting elements that
// another element's end tag closed and the parser will reopen (HTML Living Standard 13.2.4.3).
// A formatting element is identified by its start tag as written (name and attributes): equal
// texts mean equal elements; unequal texts may still be equal, which only over-estimates.
class OpenElements
{
public:
    OpenElements()
    {
        m_top.fill(kNone);
        m_topOf.fill(kNone);
        m_frames.emplace_back();
    }

    std::size_t depth() const { return m_stack.size() + m_reopened; }
    std::size_t size() const { return m_stack.size(); }
    Tag current() const { return m_stack.empty() ? Tag::None : m_stack.back().tag; }
    // Index of the topmost open element of the tag; kNone (-1) when none.
    std::int64_t top(Tag tag) const { return m_top[static_cast<std::size_t>(tag)]; }
    std::int64_t topOf(Category category) const { return m_topOf[categoryIndex(category)]; }

    // startTag: the start tag's text after '<' (name and attributes).
    void push(Tag tag, std::string_view startTag)
    {
        const std::uint16_t c = categories(tag);
        const auto index = static_cast<std::int64_t>(m_stack.size());
        Entry e{tag, startTag, m_top[static_cast<std::size_t>(tag)], {}};
        m_top[static_cast<std::size_t>(tag)] = index;
        for (int k = 0; k < kTrackedCategories; ++k) {
            e.previousOf[k] = m_topOf[k];
            if (c & (1u << k))
                m_topOf[k] = index;
        }
        m_stack.push_back(e);
        if (c & kMarker)
            m_frames.emplace_back();
    }

    // Pops the elements above index and the one at index; formatting elements above it stay
    // counted as reopened.
    void popTo(std::int64_t index)
    {
        while (static_cast<std::int64_t>(m_stack.size()) > index) {
            const Entry e = m_stack.back();
            m_stack.pop_back();
            m_top[static_cast<std::size_t>(e.tag)] = e.previousSame;
            const std::uint16_t c = categories(e.tag);
            for (int k = 0; k < kTrackedCategories; ++k)
                m_topOf[k] = e.previousOf[k];
            if (c & kMarker) {
                m_reopened -= m_frames.back().total;
                m_frames.pop_back();
            }
            if ((c & kFormatting) && static_cast<std::int64_t>(m_stack.size()) > index)
                reopenLater(e);
        }
    }

    // The parser drops a reopenable formatting element of the tag after the last marker (its
    // own end tag, or a new <a>), if there is one.
    void dropReopened(Tag tag)
    {
        Frame &f = m_frames.back();
        std::vector<std::string_view> &keys = f.byTag[formattingIndex(tag)];
        while (!keys.empty()) {
            const auto it = f.count.find(keys.back());
            keys.pop_back();
            if (it != f.count.end() && it->second > 0) {
                --it->second;
                --f.total;
                --m_reopened;
                return;
            }
        }
    }

    static constexpr std::int64_t kNone = -1;

private:
    struct Entry
    {
        Tag tag;
        std::string_view startTag;
        std::int64_t previousSame;
        std::array<std::int64_t, kTrackedCategories> previousOf;
    };

    // A formatting element closed by another element's end tag stays in the list of active
    // formatting elements, which keeps at most three equal ones after the last marker (the
    // Noah's Ark clause): at most three equal ones wait to be reopened.
    void reopenLater(const Entry &e)
    {
        constexpr std::size_t kMaxEqual = 3;
        Frame &f = m_frames.back();
        std::size_t &n = f.count[e.startTag];
        if (n == kMaxEqual)
            return;
        ++n;
        f.byTag[formattingIndex(e.tag)].push_back(e.startTag);
        ++f.total;
        ++m_reopened;
    }

    static std::size_t categoryIndex(Category category)
    {
        std::size_t k = 0;
        while ((1u << k) != category)
            ++k;
        return k;
    }

    // The reopenable formatting elements after one marker: how many of each start tag, and
    // for each tag the start tags in the order they became reopenable (entries whose count
    // dropped to zero are skipped lazily).
    struct Frame
    {
        std::unordered_map<std::string_view, std::size_t> count;
        std::array<std::vector<std::string_view>, std::size(kFormattingTags)> byTag;
        std::size_t total = 0;
    };

    std::vector<Entry> m_stack;
    std::array<std::int64_t, kTagCount> m_top;
    std::array<std::int64_t, kTrackedCategories> m_topOf;
    std::vector<Frame> m_frames;
    std::size_t m_reopened = 0;
};

// Pops to the open element at index `target` when no element of the category `blocker` lies
// above it.
void closeUnlessBlocked(OpenElements &open, std::int64_t target, Category blocker)
{
    if (target != OpenElements::kNone && open.topOf(blocker) <= target)
        open.popTo(target);
}

// What a start tag closes before it is inserted (HTML Living Standard 13.2.6.4.7, "in body",
// and the table modes).
void closeForStartTag(OpenElements &open, Tag tag)
{
    const std::uint16_t c = categories(tag);
    if (c & kClosesP)
        closeUnlessBlocked(open, open.top(Tag::p), kButtonScope);
    switch (tag) {
    case Tag::li:
        closeUnlessBlocked(open, open.top(Tag::li), kLiBlocker);
        break;
    case Tag::dd:
    case Tag::dt:
        closeUnlessBlocked(open, std::max(open.top(Tag::dd), open.top(Tag::dt)), kLiBlocker);
        break;
    case Tag::td:
    case Tag::th:
        closeUnlessBlocked(open, std::max(open.top(Tag::td), open.top(Tag::th)), kTableScope);
        break;
    case Tag::tr:
        closeUnlessBlocked(open, open.top(Tag::tr), kTableScope);
        break;
    case Tag::tbody:
    case Tag::thead:
    case Tag::tfoot:
        closeUnlessBlocked(
            open, std::max({open.top(Tag::tbody), open.top(Tag::thead), open.top(Tag::tfoot)}),
            kTableScope);
        break;
    case Tag::option:
    case Tag::optgroup:
        if (open.current() == Tag::option)
            open.popTo(static_cast<std::int64_t>(open.size()) - 1);
        break;
    case Tag::table:
        // A table's start tag right inside another table (not in a cell) ends that table.
        if (open.current() == Tag::table || open.current() == Tag::tbody ||
            open.current() == Tag::thead || open.current() == Tag::tfoot ||
            open.current() == Tag::tr)
            open.popTo(open.top(Tag::table));
        break;
    case Tag::button:
        closeUnlessBlocked(open, open.top(Tag::button), kScope);
        break;
    case Tag::a:
    case Tag::nobr:
        // The adoption agency closes an open one; a new <a> also drops a reopenable one.
        if (open.top(tag) == OpenElements::kNone) {
            if (tag == Tag::a)
                open.dropReopened(tag);
        } else {
            closeUnlessBlocked(open, open.top(tag), kSpecial);
        }
        break;
    default:
        if (isHeading(tag) && isHeading(open.current()))
            open.popTo(static_cast<std::int64_t>(open.size()) - 1);
        break;
    }
}

// What an end tag closes (HTML Living Standard 13.2.6.4.7): the topmost open element of its
// name (any heading for a heading), unless the parser would stop before reaching it.
void closeForEndTag(OpenElements &open, Tag tag)
{
    std::int64_t target = open.top(tag);
    if (isHeading(tag))
        target = std::max({open.top(Tag::h1), open.top(Tag::h2), open.top(Tag::h3),
                           open.top(Tag::h4), open.top(Tag::h5), open.top(Tag::h6)});
    const std::uint16_t c = categories(tag);
    if (target == OpenElements::kNone) {
        if (c & kFormatting)
            open.dropReopened(tag);
        return;
    }
    Category blocker = kScope;
    if (c & kFormatting)
        blocker = kSpecial; // with a special element above, the adoption agency keeps the depth
    else if (tag == Tag::li)
        blocker = kListScope;
    else if (tag == Tag::p)
        blocker = kButtonScope;
    else if (tag == Tag::td || tag == Tag::th || tag == Tag::tr || tag == Tag::tbody ||
             tag == Tag::thead || tag == Tag::tfoot || tag == Tag::table || tag == Tag::caption)
        blocker = kTableScope;
    else if (!(c & kSpecial))
        blocker = kSpecial;
    closeUnlessBlocked(open, target, blocker);
}

} // namespace

NestingProbe::Shape NestingProbe::scan(std::string_view html, const Shape &stopAt)
{
    Shape shape;
    OpenElements open;
    // The stack size below which SVG or MathML content lies (0: none), where "/>" closes an
    // element and raw-text elements do not exist.
    std::size_t foreignAt = 0;
    auto exceeded = [&] {
        return shape.depth > stopAt.depth || shape.attributes > stopAt.attributes ||
               shape.rootAttributes > stopAt.rootAttributes;
    };
    std::size_t i = 0;
    while ((i = html.find('<', i)) != std::string_view::npos) {
        if (i + 1 >= html.size())
            break;
        const char next = html[i + 1];
        if (next == '!') {
            if (html.substr(i + 2, 2) == "--") {
                // "<!-->" and "<!--->" end at once; otherwise the comment ends at "-->".
                const std::size_t body = i + 4;
                if (html.substr(body, 1) == ">")
                    i = body + 1;
                else if (html.substr(body, 2) == "->")
                    i = body + 2;
                else {
                    const std::size_t close = html.find("-->", body);
                    i = close == std::string_view::npos ? html.size() : close + 3;
                }
            } else {
                const std::size_t close = html.find('>', i + 2); // doctype, CDATA, bogus comment
                i = close == std::string_view::npos ? html.size() : close + 1;
            }
            continue;
        }
        if (next == '?') {
            const std::size_t close = html.find('>', i + 2);
            i = close == std::string_view::npos ? html.size() : close + 1;
            continue;
        }
        std::size_t attributes = 0;
        bool selfClosing = false;
        if (next == '/') {
            if (i + 2 < html.size() && isAsciiAlpha(html[i + 2])) {
                const std::size_t end = nameEnd(html, i + 2);
                const Tag tag = tagOf(html.substr(i + 2, end - i - 2));
                i = tagEnd(html, end, attributes, selfClosing);
                shape.attributes = std::max(shape.attributes, attributes);
                if (!(categories(tag) & kNoPush)) {
                    closeForEndTag(open, tag);
                    if (open.size() < foreignAt)
                        foreignAt = 0;
                }
                if (exceeded())
                    break;
            } else {
                const std::size_t close = html.find('>', i + 2); // "</>" or a bogus comment
                i = close == std::string_view::npos ? html.size() : close + 1;
            }
            continue;
        }
        if (!isAsciiAlpha(next)) {
            ++i; // a '<' in text
            continue;
        }
        const std::size_t end = nameEnd(html, i + 1);
        const std::string_view name = html.substr(i + 1, end - i - 1);
        const Tag tag = tagOf(name);
        const std::size_t start = i + 1;
        i = tagEnd(html, end, attributes, selfClosing);
        const std::string_view startTag = html.substr(start, i - 1 - start);
        shape.attributes = std::max(shape.attributes, attributes);
        if (tag == Tag::html || tag == Tag::body)
            shape.rootAttributes += attributes;
        if (exceeded())
            break;
        // HTML ignores "/>" on its own elements (<div/> opens a div); SVG and MathML honour it.
        if (selfClosing && (foreignAt > 0 || tag == Tag::svg || tag == Tag::math))
            continue;
        if (foreignAt == 0) {
            // Outside tables (and templates) the parser ignores the tags of table parts.
            if ((categories(tag) & kTablePart) && open.top(Tag::table) == OpenElements::kNone &&
                open.top(Tag::template_) == OpenElements::kNone)
                continue;
            closeForStartTag(open, tag);
            if (tag == Tag::plaintext)
                break; // the rest of the page is text
            if (isRawText(tag)) {
                i = rawTextEnd(html, i, name);
                continue;
            }
        }
        if (isVoid(tag) || (categories(tag) & kNoPush))
            continue;
        open.push(tag, startTag);
        if (foreignAt == 0 && (tag == Tag::svg || tag == Tag::math))
            foreignAt = open.size();
        shape.depth = std::max(shape.depth, open.depth());
        if (exceeded())
            break;
    }
    return shape;
}

std::size_t NestingProbe::maxDepth(std::string_view html, std::size_t stopAt)
{
    constexpr std::size_t kNoStop = std::numeric_limits<std::size_t>::max();
    return scan(html, {stopAt, kNoStop, kNoStop}).depth;
}

} // namespace core
