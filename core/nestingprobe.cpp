#include "nestingprobe.h"

#include "tag.h"

#include <array>

namespace core {

namespace {

// Longer than any name in core's tag set: such names are Tag::Unknown without a lookup (which
// would allocate).
constexpr std::size_t kLongestKnownName = 16;

bool isAsciiAlpha(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

template <std::size_t N>
constexpr std::array<bool, static_cast<std::size_t>(Tag::Count)> makeSet(const Tag (&tags)[N])
{
    std::array<bool, static_cast<std::size_t>(Tag::Count)> set{};
    for (Tag t : tags)
        set[static_cast<std::size_t>(t)] = true;
    return set;
}

// Elements whose end tag HTML makes optional (HTML Living Standard 13.1.2.4): the parser closes
// them by itself, so a page's unclosed chains of them never nest.
constexpr Tag kImplicitlyClosed[] = {
    Tag::p,  Tag::li, Tag::dt,    Tag::dd,    Tag::option, Tag::optgroup, Tag::tr,
    Tag::td, Tag::th, Tag::thead, Tag::tbody, Tag::tfoot,  Tag::caption,  Tag::colgroup,
    Tag::rb, Tag::rt, Tag::rtc,   Tag::rp,    Tag::html,   Tag::head,     Tag::body};
constexpr auto kImplicitlyClosedSet = makeSet(kImplicitlyClosed);

// Elements whose content the tokenizer reads as text up to their end tag (HTML Living Standard
// 13.2.5: RAWTEXT and RCDATA). Not noscript: gumbo parses its content as elements.
constexpr Tag kRawText[] = {Tag::script, Tag::style,  Tag::textarea, Tag::title,
                            Tag::xmp,    Tag::iframe, Tag::noembed,  Tag::noframes};
constexpr auto kRawTextSet = makeSet(kRawText);

bool in(const std::array<bool, static_cast<std::size_t>(Tag::Count)> &set, Tag tag)
{
    return set[static_cast<std::size_t>(tag)];
}

Tag tagOf(std::string_view name)
{
    return name.size() > kLongestKnownName ? Tag::Unknown : tagFromName(name);
}

// Whether the elements of the tag open a level that its end tag closes.
bool nests(Tag tag)
{
    return !isVoid(tag) && !in(kImplicitlyClosedSet, tag);
}

// The end of the name that starts at i (a tag name ends at space, '/' or '>').
std::size_t nameEnd(std::string_view s, std::size_t i)
{
    while (i < s.size() && !isSpace(s[i]) && s[i] != '/' && s[i] != '>')
        ++i;
    return i;
}

// Past the '>' that ends the tag whose attributes start at i, skipping quoted attribute values;
// selfClosing tells whether it ended in "/>".
std::size_t tagEnd(std::string_view s, std::size_t i, bool &selfClosing)
{
    selfClosing = false;
    while (i < s.size()) {
        const char c = s[i];
        if (c == '>') {
            selfClosing = s[i - 1] == '/';
            return i + 1;
        }
        if (c == '=') {
            ++i;
            while (i < s.size() && isSpace(s[i]))
                ++i;
            if (i < s.size() && (s[i] == '"' || s[i] == '\'')) {
                const std::size_t close = s.find(s[i], i + 1);
                if (close == std::string_view::npos)
                    return s.size();
                i = close + 1;
            }
            continue;
        }
        ++i;
    }
    return s.size();
}

// Past the end tag "</name" (any case) that ends a raw-text element whose content starts at i.
std::size_t rawTextEnd(std::string_view s, std::size_t i, std::string_view name)
{
    while ((i = s.find("</", i)) != std::string_view::npos) {
        std::size_t j = i + 2;
        std::size_t k = 0;
        while (k < name.size() && j < s.size() && lower(s[j]) == lower(name[k])) {
            ++j;
            ++k;
        }
        if (k == name.size() && (j == s.size() || isSpace(s[j]) || s[j] == '/' || s[j] == '>')) {
            bool ignored;
            return tagEnd(s, j, ignored);
        }
        i += 2;
    }
    return s.size();
}

} // namespace

std::size_t NestingProbe::maxDepth(std::string_view html, std::size_t stopAt)
{
    std::size_t depth = 0;
    std::size_t deepest = 0;
    // The depth below which SVG or MathML content lies (0: none), where "/>" closes an element.
    std::size_t foreignAt = 0;
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
        if (next == '/') {
            if (i + 2 < html.size() && isAsciiAlpha(html[i + 2])) {
                const std::size_t end = nameEnd(html, i + 2);
                const Tag tag = tagOf(html.substr(i + 2, end - i - 2));
                if (nests(tag) && depth > 0) {
                    --depth;
                    if (depth < foreignAt)
                        foreignAt = 0;
                }
                bool ignored;
                i = tagEnd(html, end, ignored);
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
        bool selfClosing;
        i = tagEnd(html, end, selfClosing);
        // HTML ignores "/>" on its own elements (<div/> opens a div); SVG and MathML honour it.
        if (selfClosing && (foreignAt > 0 || tag == Tag::svg || tag == Tag::math))
            continue;
        if (foreignAt == 0) {
            if (tag == Tag::plaintext)
                break; // the rest of the page is text
            if (in(kRawTextSet, tag)) {
                i = rawTextEnd(html, i, name);
                continue;
            }
        }
        if (!nests(tag))
            continue;
        ++depth;
        if (foreignAt == 0 && (tag == Tag::svg || tag == Tag::math))
            foreignAt = depth;
        if (depth > deepest) {
            deepest = depth;
            if (deepest > stopAt)
                break;
        }
    }
    return deepest;
}

} // namespace core
