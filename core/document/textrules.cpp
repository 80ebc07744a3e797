#include "textrules.h"

namespace core {

bool TextRules::isSpace(char32_t c)
{
    if (c <= 0x20)
        return true; // ASCII space and C0 controls (tab, newline, CR, form feed...)
    if (c < 0x85)
        return false;
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200B) || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF;
}

char32_t TextRules::decode(std::string_view s, size_t &i)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        ++i;
        return b0;
    }
    int len = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 0;
    if (len == 0 || i + static_cast<size_t>(len) > s.size()) {
        ++i;
        return 0xFFFD;
    }
    char32_t c = b0 & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(s[i + static_cast<size_t>(k)]);
        if ((b & 0xC0) != 0x80) {
            ++i;
            return 0xFFFD;
        }
        c = (c << 6) | (b & 0x3F);
    }
    i += static_cast<size_t>(len);
    return c;
}

namespace {

// Calls f(isSpace, begin, end) for every code point of s.
template <typename F> void forEachCodePoint(std::string_view s, F &&f)
{
    size_t i = 0;
    while (i < s.size()) {
        const size_t begin = i;
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            ++i;
            f(b <= 0x20, begin, i);
        } else {
            const char32_t c = TextRules::decode(s, i);
            f(TextRules::isSpace(c), begin, i);
        }
    }
}

} // namespace

std::string TextRules::collapse(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    // Each run of non-space code points is copied whole when a space (or the end) closes it: one
    // append per word instead of one per character, which made this the parse's costliest step
    // of ours (7 % of `extract -e consensus`'s instructions).
    bool pendingSpace = false;
    size_t run = std::string_view::npos; // where the open run of non-space code points began
    forEachCodePoint(utf8, [&](bool space, size_t b, size_t) {
        if (space) {
            if (run != std::string_view::npos) {
                out.append(utf8.substr(run, b - run));
                run = std::string_view::npos;
            }
            pendingSpace = true;
            return;
        }
        if (run == std::string_view::npos) {
            if (pendingSpace)
                out.push_back(' ');
            pendingSpace = false;
            run = b;
        }
    });
    if (run != std::string_view::npos)
        out.append(utf8.substr(run));
    if (pendingSpace)
        out.push_back(' ');
    return out;
}

std::string TextRules::normalize(std::string_view utf8)
{
    std::string s = collapse(utf8);
    const size_t b = s.find_first_not_of(' ');
    if (b == std::string::npos)
        return {};
    const size_t e = s.find_last_not_of(' ');
    return s.substr(b, e - b + 1);
}

std::string TextRules::clip(std::string_view utf8, size_t maxBytes)
{
    if (utf8.size() <= maxBytes)
        return std::string(utf8);
    size_t cut = maxBytes;
    while (cut > 0 && (static_cast<unsigned char>(utf8[cut]) & 0xC0) == 0x80)
        --cut; // not inside a UTF-8 sequence
    return std::string(utf8.substr(0, cut)) + "…";
}

std::uint32_t TextRules::countWords(std::string_view utf8)
{
    std::uint32_t words = 0;
    bool inWord = false;
    forEachCodePoint(utf8, [&](bool space, size_t, size_t) {
        if (!space && !inWord)
            ++words;
        inWord = !space;
    });
    return words;
}

std::uint32_t TextRules::countChars(std::string_view utf8)
{
    std::uint32_t total = 0, untilLastNonSpace = 0;
    bool started = false;
    forEachCodePoint(utf8, [&](bool space, size_t, size_t) {
        if (!space)
            started = true;
        if (started) {
            ++total;
            if (!space)
                untilLastNonSpace = total;
        }
    });
    return untilLastNonSpace;
}

std::uint32_t TextRules::codePoints(std::string_view utf8)
{
    std::uint32_t n = 0;
    for (char c : utf8)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

} // namespace core
