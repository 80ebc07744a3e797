#pragma once

#include "textrules.h"

#include <cstddef>
#include <string_view>

namespace core {

// Calls emit(begin, end) for every run of s between white space (TextRules::isSpace, UTF-8
// aware), in order: the "tokens" of the vote's 5-grams and the spans the output mapper aligns.
// Header-only so that a change to it rebuilds only its users. Pure; thread-safe.
template <typename F> void forEachSpaceDelimited(std::string_view s, F &&emit)
{
    std::size_t i = 0;
    while (i < s.size()) {
        std::size_t next = i;
        if (TextRules::isSpace(TextRules::decode(s, next))) {
            i = next;
            continue;
        }
        const std::size_t begin = i;
        std::size_t end = next;
        while (end < s.size()) {
            std::size_t after = end;
            if (TextRules::isSpace(TextRules::decode(s, after)))
                break;
            end = after;
        }
        emit(begin, end);
        i = end;
    }
}

} // namespace core
