#include "hyperlinknormaliser.h"

#include "document/markupscan.h"
#include "document/textrules.h"

#include <algorithm>

namespace core {

namespace {

// Mohammadzadeh et al. 2012 §3.1: "a placeholder text of length LT - 5, where the subtracted 5
// comes from the length of <a></a>" (which is 7 characters long; the formula is the definition we
// follow).
constexpr std::uint32_t kSubtracted = 5;
// "<a " and ">" around the placeholder.
constexpr std::uint32_t kTagFrame = 4;

// Does an <a start tag (open) or an </a end tag (!open) begin at s[i]?
bool anchorTagAt(std::string_view s, size_t i, bool open)
{
    return tagNamedAt(s, i, "a", !open);
}

// LT of the anchor text in s[begin, end): tags removed, runs joined by one space.
std::uint32_t anchorTextLength(std::string_view s, size_t begin, size_t end)
{
    std::uint32_t length = 0, runs = 0;
    size_t k = begin;
    while (k < end) {
        size_t lt = s.find('<', k);
        if (lt == std::string_view::npos || lt > end)
            lt = end;
        const std::uint32_t chars = TextRules::countChars(s.substr(k, lt - k));
        if (chars > 0) {
            length += chars + (runs > 0 ? 1 : 0);
            ++runs;
        }
        k = lt < end ? tagEnd(s, lt, end) : end;
    }
    return length;
}

} // namespace

std::uint32_t HyperlinkNormaliser::placeholderLength(std::uint32_t anchorTextLength)
{
    return anchorTextLength > kSubtracted ? anchorTextLength - kSubtracted : 0;
}

std::uint32_t HyperlinkNormaliser::startTagLength(std::uint32_t anchorTextLength)
{
    return kTagFrame + placeholderLength(anchorTextLength);
}

std::string HyperlinkNormaliser::normalise(std::string_view html)
{
    std::string out;
    out.reserve(html.size());
    size_t i = 0;
    while (i < html.size()) {
        const size_t lt = html.find('<', i);
        if (lt == std::string_view::npos) {
            out.append(html.substr(i));
            break;
        }
        out.append(html.substr(i, lt - i));
        if (!anchorTagAt(html, lt, true)) {
            out.push_back('<');
            i = lt + 1;
            continue;
        }
        const size_t textBegin = tagEnd(html, lt, html.size());
        size_t textEnd = textBegin;
        while (textEnd < html.size() && !anchorTagAt(html, textEnd, false) &&
               !anchorTagAt(html, textEnd, true))
            textEnd = std::min(html.find('<', textEnd + 1), html.size());
        out.append("<a ");
        out.append(placeholderLength(anchorTextLength(html, textBegin, textEnd)), '_');
        out.push_back('>');
        i = textBegin;
    }
    return out;
}

} // namespace core
