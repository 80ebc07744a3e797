#include "markdownwriter.h"

#include "document/textrules.h"

#include <algorithm>
#include <cctype>

namespace core {

namespace {

using Item = ContentOutline::Item;
using Kind = ContentOutline::Kind;
using Lines = std::vector<std::string>;

// Placeholders for emphasis markers until a line is complete (resolveEmphasis).
constexpr char kOpen = '\x01';
constexpr char kClose = '\x02';

bool isWordByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || u >= 0x80;
}

bool isListTag(Tag tag)
{
    return tag == Tag::ul || tag == Tag::ol;
}

// True when text starts with what CommonMark decodes as an entity or numeric character
// reference ("&amp;", "&#38;", "&#x26;").
bool startsEntity(std::string_view text)
{
    size_t j = 1;
    if (j < text.size() && text[j] == '#')
        ++j;
    const size_t start = j;
    while (j < text.size() && std::isalnum(static_cast<unsigned char>(text[j])))
        ++j;
    return j > start && j < text.size() && text[j] == ';';
}

// Backslash-escapes what CommonMark would read as markup inside a line of text.
std::string escapeText(std::string_view text, bool table)
{
    std::string out;
    out.reserve(text.size() + 8);
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const char prev = i > 0 ? text[i - 1] : ' ';
        const char next = i + 1 < text.size() ? text[i + 1] : ' ';
        bool escape = false;
        if (c == kOpen || c == kClose)
            continue; // control bytes, meaningless in text; they mark emphasis here
        switch (c) {
        case '\\':
        case '`':
        case '*':
        case '[':
        case ']':
        case '~':
            escape = true;
            break;
        case '_': // intraword underscores never emphasise (CommonMark §6.2)
            escape = !(isWordByte(prev) && isWordByte(next));
            break;
        case '<':
            escape = std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' ||
                     next == '?';
            break;
        case '&': // an entity reference would be decoded
            escape = startsEntity(text.substr(i));
            break;
        case '|':
            escape = table;
            break;
        default:
            break;
        }
        if (escape)
            out += '\\';
        out += c;
    }
    return out;
}

// Escapes what would open a block at the start of a paragraph's line.
std::string escapeLineStart(std::string line)
{
    const size_t lead = line.find_first_not_of(' ');
    if (lead == std::string::npos)
        return {};
    line.erase(0, lead);
    const char c = line[0];
    auto followedBySpace = [&](size_t i) { return i >= line.size() || line[i] == ' '; };
    if (c == '#') {
        size_t run = line.find_first_not_of('#');
        if (run == std::string::npos)
            run = line.size();
        if (run <= 6 && followedBySpace(run))
            line.insert(0, 1, '\\');
    } else if (c == '>' || ((c == '+' || c == '-') && followedBySpace(1))) {
        line.insert(0, 1, '\\');
    } else if ((c == '-' || c == '=') && line.find_first_not_of(c) == std::string::npos) {
        line.insert(0, 1, '\\'); // a setext underline or a thematic break
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
        size_t d = 0;
        while (d < line.size() && std::isdigit(static_cast<unsigned char>(line[d])))
            ++d;
        if (d <= 9 && d < line.size() && (line[d] == '.' || line[d] == ')') &&
            followedBySpace(d + 1))
            line.insert(d, 1, '\\');
    }
    return line;
}

// A link destination: as it is, or in angle brackets when it holds what would end it; a
// backslash is doubled either way (it would escape the character after it), and in a table a
// '|' is escaped.
std::string destination(std::string_view url, bool table)
{
    const bool bracket = url.empty() || url.find_first_of(" ()<>") != std::string_view::npos;
    std::string out = bracket ? "<" : "";
    for (size_t i = 0; i < url.size(); ++i) {
        const char c = url[i];
        // An entity would be decoded, and cmark-gfm 0.29 decodes it even after a backslash:
        // the ampersand as a character reference is read the same everywhere.
        if (c == '&' && startsEntity(url.substr(i))) {
            out += "&#38;";
            continue;
        }
        // GFM splits table cells at '|' before it reads links.
        if (c == '\\' || (bracket && (c == '<' || c == '>')) || (table && c == '|'))
            out += '\\';
        out += c;
    }
    return bracket ? out + ">" : out;
}

constexpr std::string_view kHardBreak = "\\\n";

// The white space and hard breaks at the start (end) of text: they stay outside emphasis
// markers and link brackets, which do not open or close next to them.
size_t leadingSpace(std::string_view text)
{
    size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ')
            ++i;
        else if (text.substr(i).starts_with(kHardBreak))
            i += kHardBreak.size();
        else
            break;
    }
    return i;
}

size_t trailingSpace(std::string_view text)
{
    size_t n = 0;
    while (n < text.size()) {
        const std::string_view rest = text.substr(0, text.size() - n);
        if (rest.back() == ' ')
            ++n;
        else if (rest.ends_with(kHardBreak))
            n += kHardBreak.size();
        else
            break;
    }
    return n;
}

// open + content + close, the space and breaks at content's ends left outside; content alone
// when it has nothing else.
std::string wrap(std::string_view open, const std::string &content, std::string_view close)
{
    const size_t lead = leadingSpace(content);
    if (lead == content.size())
        return content;
    const size_t trail = trailingSpace(content);
    std::string out = content.substr(0, lead);
    out += open;
    out += std::string_view(content).substr(lead, content.size() - lead - trail);
    out += close;
    out += std::string_view(content).substr(content.size() - trail);
    return out;
}

// Emphasis is written as placeholders first (kOpen / kClose and the marker's kind) and
// resolved once the whole line is known: CommonMark lets a delimiter run open emphasis only when
// it is left-flanking and close it only when right-flanking (§6.2), which depends on the
// characters around it. A pair that would not work is dropped, its text kept.
std::string emphasise(char kind, const std::string &content)
{
    return wrap(std::string{kOpen, kind}, content, std::string{kClose, kind});
}

std::string_view markerOf(char kind)
{
    return kind == '2' ? "**" : kind == '3' ? "~~" : "*";
}

// CommonMark's punctuation: ASCII punctuation and, beyond ASCII, the common punctuation and
// symbol blocks (project choice: without a Unicode database, the ranges pages use: Latin-1
// signs, general punctuation, CJK and full-width punctuation).
bool isPunctuation(char32_t c)
{
    if (c < 0x80)
        return std::ispunct(static_cast<int>(c)) != 0;
    return (c >= 0xA1 && c <= 0xBF) || c == 0xD7 || c == 0xF7 || (c >= 0x2010 && c <= 0x2027) ||
           (c >= 0x2030 && c <= 0x205E) || (c >= 0x3001 && c <= 0x303F) ||
           (c >= 0xFF01 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
           (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65);
}

// The code point before position i in text, skipping placeholders; a line's start is space.
char32_t before(std::string_view text, size_t i)
{
    while (i > 0) {
        size_t start = i - 1;
        while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
            --start;
        if (start > 0 && (text[start - 1] == kOpen || text[start - 1] == kClose)) {
            i = start - 1; // the kind byte of a placeholder
            continue;
        }
        size_t k = start;
        return TextRules::decode(text, k);
    }
    return U' ';
}

char32_t after(std::string_view text, size_t i)
{
    while (i < text.size() && (text[i] == kOpen || text[i] == kClose))
        i += 2;
    if (i >= text.size())
        return U' ';
    return TextRules::decode(text, i);
}

bool leftFlanking(char32_t prev, char32_t next)
{
    return !TextRules::isSpace(next) &&
           (!isPunctuation(next) || TextRules::isSpace(prev) || isPunctuation(prev));
}

bool rightFlanking(char32_t prev, char32_t next)
{
    return !TextRules::isSpace(prev) &&
           (!isPunctuation(prev) || TextRules::isSpace(next) || isPunctuation(next));
}

// Replaces the placeholders by markers, or by nothing where the pair would not work.
std::string resolveEmphasis(std::string text)
{
    if (text.find(kOpen) == std::string::npos)
        return text;
    // <em>b</em><em>y</em> is one emphasis: "*b**y*" would not read so. One pass.
    std::string merged;
    merged.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == kClose && i + 3 < text.size() && text[i + 2] == kOpen &&
            text[i + 3] == text[i + 1]) {
            i += 3;
            continue;
        }
        merged += text[i];
    }
    text = std::move(merged);
    std::vector<char> keep(text.size(), 0);
    std::vector<size_t> open;
    for (size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == kOpen) {
            open.push_back(i);
            ++i;
        } else if (text[i] == kClose && !open.empty()) {
            const size_t o = open.back();
            open.pop_back();
            const bool works = leftFlanking(before(text, o), after(text, o + 2)) &&
                               rightFlanking(before(text, i), after(text, i + 2));
            keep[o] = keep[i] = works;
            ++i;
        }
    }
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if ((text[i] == kOpen || text[i] == kClose) && i + 1 < text.size()) {
            if (keep[i])
                out += markerOf(text[i + 1]);
            ++i;
            continue;
        }
        out += text[i];
    }
    return out;
}

// A paragraph's inline text with its breaks tidied: none at the ends, one for a run of them.
std::string tidyBreaks(const std::string &text)
{
    std::string_view t = text;
    t.remove_prefix(leadingSpace(t));
    t.remove_suffix(trailingSpace(t));
    std::string out;
    size_t i = 0;
    while (i < t.size()) {
        if (t.substr(i).starts_with(kHardBreak)) {
            out += kHardBreak;
            i += leadingSpace(t.substr(i)); // and any spaces and breaks after it
            continue;
        }
        out += t[i++];
    }
    return out;
}

// What the inline content being written sits in.
struct Style
{
    bool strong = false, em = false, del = false, link = false;
    bool flat = false;  // headings and table cells: one line, breaks as spaces
    bool table = false; // escape '|'
};

class Writer
{
public:
    explicit Writer(const ContentOutline &outline) : m_o(outline) {}

    std::string write()
    {
        if (m_o.empty())
            return {};
        std::string out;
        for (const std::string &line : blocks(m_o.root().children, false)) {
            out += line;
            out += '\n';
        }
        return out;
    }

private:
    const Item &item(std::int32_t i) const { return m_o.items[static_cast<size_t>(i)]; }

    static bool isInline(const Item &it) { return it.kind != Kind::Block && it.kind != Kind::Rule; }

    // The text of a subtree as it reads, without markup: code spans and fenced code.
    std::string plain(const Item &it, bool breaksAsNewlines) const
    {
        switch (it.kind) {
        case Kind::Text:
            return it.text;
        case Kind::Image:
            return it.text;
        case Kind::Break:
            return breaksAsNewlines ? "\n" : " ";
        case Kind::Rule:
            return {};
        case Kind::Block:
        case Kind::Inline:
            break;
        }
        std::string out;
        for (std::int32_t c : it.children) {
            if (item(c).kind == Kind::Block && !out.empty())
                out += breaksAsNewlines ? "\n" : " ";
            out += plain(item(c), breaksAsNewlines);
        }
        return out;
    }

    std::string code(const Item &it) const
    {
        const std::string text = plain(it, false);
        size_t longest = 0, run = 0;
        for (char c : text) {
            run = c == '`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        const std::string ticks(longest + 1, '`');
        const bool pad = !text.empty() && (text.front() == '`' || text.back() == '`');
        return ticks + (pad ? " " : "") + text + (pad ? " " : "") + ticks;
    }

    std::string inlines(const std::vector<std::int32_t> &children, Style style) const
    {
        std::string out;
        bool afterBlock = false;
        for (std::int32_t c : children) {
            const Item &it = item(c);
            const bool block = it.kind == Kind::Block;
            std::string piece = inlineItem(it, style);
            // A block flattened into a line (in a heading or a table cell) keeps its words
            // apart from what stands beside it.
            if ((block || afterBlock) && !out.empty() && !piece.empty() && out.back() != ' ' &&
                piece.front() != ' ')
                out += ' ';
            out += piece;
            afterBlock = block;
        }
        return out;
    }

    std::string inlineItem(const Item &it, Style style) const
    {
        switch (it.kind) {
        case Kind::Text:
            return escapeText(it.text, style.table);
        case Kind::Image:
            return "![" + escapeText(it.text, style.table) + "](" +
                   destination(it.url, style.table) + ")";
        case Kind::Break:
            return style.flat ? " " : std::string(kHardBreak);
        case Kind::Rule:
            return " ";
        case Kind::Block: // a block inside inline content (a heading's or a cell's): flattened
            return inlines(it.children, style);
        case Kind::Inline:
            break;
        }
        switch (it.tag) {
        case Tag::a: {
            if (style.link)
                return inlines(it.children, style);
            style.link = true;
            return wrap("[", inlines(it.children, style),
                        "](" + destination(it.url, style.table) + ")");
        }
        case Tag::strong:
            if (style.strong)
                return inlines(it.children, style);
            style.strong = true;
            return emphasise('2', inlines(it.children, style));
        case Tag::em:
            if (style.em)
                return inlines(it.children, style);
            style.em = true;
            return emphasise('1', inlines(it.children, style));
        case Tag::del:
            if (style.del)
                return inlines(it.children, style);
            style.del = true;
            return emphasise('3', inlines(it.children, style));
        case Tag::code: {
            std::string span = code(it);
            if (style.table) { // GFM splits cells at '|' even inside code spans
                std::string escaped;
                for (char c : span)
                    escaped += c == '|' ? std::string("\\|") : std::string(1, c);
                return escaped;
            }
            return span;
        }
        default:
            return inlines(it.children, style);
        }
    }

    // Inline content as the lines of a paragraph.
    Lines paragraph(const std::vector<std::int32_t> &children, Style style = {}) const
    {
        // A hard break at the end of a paragraph would read as a backslash.
        const std::string text = resolveEmphasis(tidyBreaks(inlines(children, style)));
        Lines lines;
        size_t pos = 0;
        while (pos <= text.size()) {
            size_t nl = text.find('\n', pos);
            if (nl == std::string::npos)
                nl = text.size();
            std::string line = escapeLineStart(text.substr(pos, nl - pos));
            while (line.ends_with(' ') && !line.ends_with("\\ "))
                line.pop_back();
            if (!line.empty())
                lines.push_back(std::move(line));
            pos = nl + 1;
        }
        return lines;
    }

    Lines heading(const Item &it) const
    {
        Style style;
        style.flat = true;
        std::string text = resolveEmphasis(inlines(it.children, style));
        const size_t b = text.find_first_not_of(' ');
        if (b == std::string::npos)
            return {};
        text = text.substr(b, text.find_last_not_of(' ') - b + 1);
        if (text.ends_with('#')) // a closing sequence would be dropped
            text.insert(text.find_last_not_of('#') + 1, 1, '\\');
        const int level = static_cast<int>(it.tag) - static_cast<int>(Tag::h1) + 1;
        return {std::string(static_cast<size_t>(level), '#') + " " + text};
    }

    Lines listItem(const Item &it, const std::string &marker) const
    {
        const Lines content = blocks(it.kind == Kind::Block && it.tag == Tag::li
                                         ? it.children
                                         : std::vector<std::int32_t>{indexOf(it)},
                                     true);
        Lines out;
        const std::string indent(marker.size(), ' ');
        for (size_t i = 0; i < content.size(); ++i) {
            if (i == 0)
                out.push_back(marker + content[i]);
            else
                out.push_back(content[i].empty() ? std::string() : indent + content[i]);
        }
        return out;
    }

    std::int32_t indexOf(const Item &it) const
    {
        return static_cast<std::int32_t>(&it - m_o.items.data());
    }

    Lines list(const Item &it) const
    {
        Lines out;
        // CommonMark allows at most nine digits in an ordered list marker.
        long long number = std::min<long long>(it.number, 999999990);
        for (std::int32_t c : it.children) {
            const std::string marker =
                it.tag == Tag::ol ? std::to_string(number++) + ". " : std::string("- ");
            const Lines item = listItem(this->item(c), marker);
            out.insert(out.end(), item.begin(), item.end());
        }
        return out;
    }

    Lines table(const Item &it) const
    {
        Lines before;
        std::vector<std::vector<std::string>> rows;
        Style style;
        style.flat = true;
        style.table = true;
        for (std::int32_t c : it.children) {
            const Item &child = item(c);
            if (child.kind != Kind::Block || child.tag != Tag::tr) {
                const Lines lines = paragraph({c});
                if (!before.empty() && !lines.empty())
                    before.push_back("");
                before.insert(before.end(), lines.begin(), lines.end());
                continue;
            }
            std::vector<std::string> row;
            for (std::int32_t cell : child.children) {
                const Item &ci = item(cell);
                std::string text = resolveEmphasis(
                    ci.kind == Kind::Block ? inlines(ci.children, style) : inlineItem(ci, style));
                const size_t b = text.find_first_not_of(' ');
                text = b == std::string::npos ? std::string()
                                              : text.substr(b, text.find_last_not_of(' ') - b + 1);
                row.push_back(std::move(text));
                for (std::int32_t span = 1; span < std::min(ci.number, 1000); ++span)
                    row.emplace_back();
            }
            rows.push_back(std::move(row));
        }
        size_t columns = 0;
        for (const auto &row : rows)
            columns = std::max(columns, row.size());
        Lines out = before;
        if (columns == 0)
            return out;
        if (!out.empty())
            out.push_back("");
        for (size_t r = 0; r < rows.size(); ++r) {
            std::string line = "|";
            for (size_t k = 0; k < columns; ++k) {
                line += ' ';
                if (k < rows[r].size())
                    line += rows[r][k];
                line += " |";
            }
            out.push_back(std::move(line));
            if (r == 0) {
                std::string rule = "|";
                for (size_t k = 0; k < columns; ++k)
                    rule += " --- |";
                out.push_back(std::move(rule));
            }
        }
        return out;
    }

    Lines fenced(const Item &it) const
    {
        const std::string text = plain(it, true);
        if (text.find_first_not_of(" \n") == std::string::npos)
            return {};
        size_t longest = 0, run = 0;
        for (char c : text) {
            run = c == '`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        const std::string fence(std::max<size_t>(3, longest + 1), '`');
        Lines out{fence};
        size_t pos = 0;
        while (pos <= text.size()) {
            size_t nl = text.find('\n', pos);
            if (nl == std::string::npos)
                nl = text.size();
            out.push_back(text.substr(pos, nl - pos));
            pos = nl + 1;
        }
        out.push_back(fence);
        return out;
    }

    Lines block(const Item &it) const
    {
        if (it.kind == Kind::Rule)
            return {"***"};
        switch (it.tag) {
        case Tag::h1:
        case Tag::h2:
        case Tag::h3:
        case Tag::h4:
        case Tag::h5:
        case Tag::h6:
            return heading(it);
        case Tag::ul:
        case Tag::ol:
            return list(it);
        case Tag::table:
            return table(it);
        case Tag::pre:
            return fenced(it);
        case Tag::blockquote: {
            Lines out;
            for (const std::string &line : blocks(it.children, false))
                out.push_back(line.empty() ? ">" : "> " + line);
            return out;
        }
        case Tag::dt: { // a term in bold on a line of its own
            Style style;
            style.strong = true;
            style.flat = true;
            const std::string text = inlines(it.children, style);
            if (text.find_first_not_of(' ') == std::string::npos)
                return {};
            return {escapeLineStart(resolveEmphasis(emphasise('2', text)))};
        }
        default:
            break;
        }
        // Containers of blocks (figure, dl, li and table parts out of place, the root).
        const bool onlyInline = std::all_of(it.children.begin(), it.children.end(),
                                            [&](std::int32_t c) { return isInline(item(c)); });
        return onlyInline ? paragraph(it.children) : blocks(it.children, false);
    }

    // Blocks separated by blank lines; runs of inline items make paragraphs. tight: a list
    // right after a paragraph follows without a blank line (a list item's text and its nested
    // list), where CommonMark allows it.
    Lines blocks(const std::vector<std::int32_t> &children, bool tight) const
    {
        Lines out;
        std::vector<std::int32_t> run;
        auto append = [&](const Lines &lines, bool list) {
            if (lines.empty())
                return;
            if (!out.empty() && !(tight && list))
                out.push_back("");
            out.insert(out.end(), lines.begin(), lines.end());
        };
        auto flush = [&] {
            if (!run.empty())
                append(paragraph(run), false);
            run.clear();
        };
        for (std::int32_t c : children) {
            const Item &it = item(c);
            if (isInline(it)) {
                run.push_back(c);
                continue;
            }
            flush();
            // An ordered list may interrupt a paragraph only when it starts at 1 (CommonMark
            // §5.2); other lists need the blank line.
            const bool list = it.kind == Kind::Block && isListTag(it.tag) &&
                              (it.tag == Tag::ul || it.number == 1);
            append(block(it), list);
        }
        flush();
        return out;
    }

    const ContentOutline &m_o;
};

} // namespace

std::string MarkdownWriter::write(const ContentOutline &outline)
{
    return Writer(outline).write();
}

} // namespace core
