#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace core {

// The one notion of whitespace, word and character that every extractor and metric uses
// (a word is a maximal run of non-space characters). Stateless, thread-safe.
class TextRules
{
public:
    // Unicode white space (ASCII space and controls, NBSP, the U+2000 range, ideographic space...).
    static bool isSpace(char32_t c);
    // Decodes one UTF-8 code point at s[i] and advances i; invalid bytes decode as U+FFFD.
    static char32_t decode(std::string_view s, size_t &i);
    // Runs of white space become one ASCII space; leading/trailing space is kept (as one space)
    // so that adjacent inline text nodes still join correctly.
    static std::string collapse(std::string_view utf8);
    // Collapse, then trim.
    static std::string normalize(std::string_view utf8);
    // utf8 cut to its first maxBytes bytes, at a code point's start, with "…" after it; utf8
    // itself when not longer (a quote in a reason, a line of a program's words).
    static std::string clip(std::string_view utf8, size_t maxBytes);
    static std::uint32_t countWords(std::string_view utf8);
    // Code points, not counting leading and trailing white space.
    static std::uint32_t countChars(std::string_view utf8);
    static std::uint32_t codePoints(std::string_view utf8);
};

} // namespace core
