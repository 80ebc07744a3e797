#include "noscriptguard.h"

#include "asciicase.h"
#include "markupscan.h"
#include "tag.h"

#include <algorithm>
#include <span>

namespace core {

namespace {

// The index in rawTextTags() of the raw-text element a start tag at `at` opens, or -1.
int rawTextAt(std::string_view html, std::size_t at)
{
    const std::span<const Tag> tags = rawTextTags();
    const auto found = std::find_if(tags.begin(), tags.end(),
                                    [&](Tag tag) { return tagNamedAt(html, at, tagName(tag)); });
    return found == tags.end() ? -1 : static_cast<int>(found - tags.begin());
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
        if (raw < 0 && !tagNamedAt(html, at, "noscript")) {
            at = html.find('<', at + 1);
            continue;
        }
        const std::size_t end = tagEnd(html, at, html.size());
        if (html[end - 1] != '>')
            break; // the page ends inside the tag
        if (raw >= 0) {
            const std::size_t close =
                findEndTag(html, end, html.size(), tagName(rawTextTags()[raw]));
            at = close == std::string_view::npos ? close : html.find('<', close + 2);
            continue;
        }
        std::size_t close = findEndTag(html, end, html.size(), "noscript");
        if (close == std::string_view::npos)
            close = html.size();
        // Per raw-text element, whether one of it was found unclosed in this noscript: the later
        // ones are too, and its end tag is not looked for again.
        std::vector<char> unclosed(rawTextTags().size(), 0);
        for (std::size_t inner = html.find('<', end); inner < close;
             inner = html.find('<', inner + 1)) {
            const int raw = rawTextAt(html, inner);
            if (raw < 0)
                continue;
            const std::size_t innerEnd = tagEnd(html, inner, close);
            if (html[innerEnd - 1] != '>')
                break; // the tag runs past the noscript's end
            const std::size_t endAt =
                unclosed[raw] ? std::string_view::npos
                              : findEndTag(html, innerEnd, close, tagName(rawTextTags()[raw]));
            if (endAt == std::string_view::npos) {
                unclosed[raw] = 1;
                found.emplace_back(inner, innerEnd);
                inner = innerEnd - 1;
            } else {
                inner = endAt + 1;
            }
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
