#pragma once

#include <cstddef>
#include <string_view>

namespace core {

// Scanning markup without parsing it, for the passes that look at a page's source before or
// beside the parser (NoscriptGuard, HyperlinkNormaliser). Header-only; pure, thread-safe.

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
