#include "noscriptguard.h"

#include "asciicase.h"
#include "markupscan.h"

#include <algorithm>
#include <iterator>

namespace core {

namespace {

// The elements whose content the tokenizer reads as text up to their own end tag (HTML 13.2.5:
// RAWTEXT, RCDATA and PLAINTEXT; script's data state ends the same way).
constexpr std::string_view kRawTextNames[] = {
    "iframe", "noembed", "noframes", "plaintext", "script", "style", "textarea", "title", "xmp"};

// Whether html at `at` starts a tag named `name`: "<name" (or "</name") followed by whitespace,
// '/', '>' or the end of the page.
bool tagNamed(std::string_view html, std::size_t at, std::string_view name, bool end = false)
{
    const std::size_t nameAt = at + (end ? 2 : 1);
    if (html.size() < nameAt + name.size() || html[at] != '<' || (end && html[at + 1] != '/'))
        return false;
    if (!asciiEqualsIgnoreCase(html.substr(nameAt, name.size()), name))
        return false;
    const std::size_t after = nameAt + name.size();
    return after == html.size() || isAsciiWhitespace(html[after]) || html[after] == '/' ||
           html[after] == '>';
}

// The index in kRawTextNames of the raw-text element a start tag at `at` opens, or -1.
int rawTextAt(std::string_view html, std::size_t at)
{
    const auto *found =
        std::find_if(std::begin(kRawTextNames), std::end(kRawTextNames),
                     [&](std::string_view name) { return tagNamed(html, at, name); });
    return found == std::end(kRawTextNames) ? -1
                                            : static_cast<int>(found - std::begin(kRawTextNames));
}

// The first end tag `</name` in [from, to), or npos.
std::size_t endTag(std::string_view html, std::size_t from, std::size_t to, std::string_view name)
{
    for (std::size_t i = html.find("</", from); i != std::string_view::npos && i < to;
         i = html.find("</", i + 2))
        if (tagNamed(html, i, name, true))
            return i;
    return std::string_view::npos;
}

} // namespace

std::vector<std::pair<std::size_t, std::size_t>>
NoscriptGuard::unclosedRawText(std::string_view html)
{
    std::vector<std::pair<std::size_t, std::size_t>> found;
    std::size_t at = html.find('<');
    while (at != std::string_view::npos) {
        if (html.substr(at, 4) == "<!--") {
            const std::size_t close = html.find("-->", at + 4);
            at = close == std::string_view::npos ? close : html.find('<', close + 3);
            continue;
        }
        // Only the tags looked for are read to their end: a '<' in text may open a quote no tag
        // closes.
        const int raw = rawTextAt(html, at);
        if (raw < 0 && !tagNamed(html, at, "noscript")) {
            at = html.find('<', at + 1);
            continue;
        }
        const std::size_t end = tagEnd(html, at, html.size());
        if (html[end - 1] != '>')
            break; // the page ends inside the tag
        if (raw >= 0) {
            const std::size_t close = endTag(html, end, html.size(), kRawTextNames[raw]);
            at = close == std::string_view::npos ? close : html.find('<', close + 2);
            continue;
        }
        std::size_t close = endTag(html, end, html.size(), "noscript");
        if (close == std::string_view::npos)
            close = html.size();
        // Per raw-text element, the first end tag in the noscript after the last of its start
        // tags looked at (close when none), so that each end tag is looked for once however many
        // start tags precede it.
        bool searched[std::size(kRawTextNames)] = {};
        std::size_t firstEnd[std::size(kRawTextNames)] = {};
        for (std::size_t inner = html.find('<', end); inner < close;
             inner = html.find('<', inner + 1)) {
            const int raw = rawTextAt(html, inner);
            if (raw < 0)
                continue;
            const std::size_t innerEnd = tagEnd(html, inner, close);
            if (html[innerEnd - 1] != '>')
                break; // the tag runs past the noscript's end
            if (!searched[raw] || firstEnd[raw] < innerEnd) {
                const std::size_t e = endTag(html, innerEnd, close, kRawTextNames[raw]);
                firstEnd[raw] = e == std::string_view::npos ? close : e;
                searched[raw] = true;
            }
            if (firstEnd[raw] == close)
                found.emplace_back(inner, innerEnd);
            inner = firstEnd[raw] == close ? innerEnd - 1 : firstEnd[raw] + 1;
        }
        at = close == html.size() ? std::string_view::npos : html.find('<', close + 2);
    }
    return found;
}

std::string NoscriptGuard::withoutUnclosedRawText(std::string_view html)
{
    const auto ranges = unclosedRawText(html);
    if (ranges.empty())
        return {};
    std::string copy(html);
    for (const auto &[begin, end] : ranges)
        std::fill(copy.begin() + static_cast<std::ptrdiff_t>(begin),
                  copy.begin() + static_cast<std::ptrdiff_t>(end), ' ');
    return copy;
}

} // namespace core
