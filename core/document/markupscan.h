#pragma once

#include "asciicase.h"

#include <cstddef>
#include <string_view>

namespace core {

// Scanning markup without parsing it, for the passes that look at a page's source before or
// beside the parser (NestingProbe, NoscriptGuard, HyperlinkNormaliser). Header-only; pure,
// thread-safe.

// Whether s at `at` starts a tag named `name` (ASCII case-insensitive): "<name", or with
// endTag "</name", followed by white space, '/', '>' or the end of s.
inline bool tagNamedAt(std::string_view s, std::size_t at, std::string_view name,
                       bool endTag = false)
{
    const std::size_t nameAt = at + (endTag ? 2 : 1);
    if (s.size() < nameAt + name.size() || s[at] != '<' || (endTag && s[at + 1] != '/'))
        return false;
    if (!asciiEqualsIgnoreCase(s.substr(nameAt, name.size()), name))
        return false;
    const std::size_t after = nameAt + name.size();
    return after == s.size() || isAsciiWhitespace(s[after]) || s[after] == '/' || s[after] == '>';
}

// The first end tag "</name" in s within [from, to), or npos.
inline std::size_t findEndTag(std::string_view s, std::size_t from, std::size_t to,
                              std::string_view name)
{
    for (std::size_t i = s.find("</", from); i != std::string_view::npos && i < to;
         i = s.find("</", i + 2))
        if (tagNamedAt(s, i, name, true))
            return i;
    return std::string_view::npos;
}

// One past the '>' that closes the tag starting at s[at] (a '>' inside a quoted attribute value
// does not close it), or `limit` when none comes before limit.
inline std::size_t tagEnd(std::string_view s, std::size_t at, std::size_t limit)
{
    char quote = 0;
    for (std::size_t i = at + 1; i < limit; ++i) {
        const char c = s[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '>') {
            return i + 1;
        }
    }
    return limit;
}

} // namespace core
