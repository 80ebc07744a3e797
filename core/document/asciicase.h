#pragma once

#include <string>
#include <string_view>

namespace core {

// ASCII case folding for the names markup and protocols define case-insensitively (tag and
// attribute names, <meta> keys, charsets, MIME types, header fields): only A–Z change, so that a
// UTF-8 byte is never altered and the result does not depend on the C locale (std::tolower does).
// Header-only; pure, thread-safe.
inline char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

inline std::string asciiLower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

inline bool asciiEqualsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z')
            x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = static_cast<char>(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

// Whether haystack holds needle, ASCII case-insensitive (a class name's word: "Message-Signature"
// holds "signature"); no lower-cased copy is made.
inline bool asciiContainsIgnoreCase(std::string_view haystack, std::string_view needle)
{
    if (needle.empty())
        return true;
    const char first = asciiLower(needle.front());
    for (std::size_t at = 0; at + needle.size() <= haystack.size(); ++at)
        if (asciiLower(haystack[at]) == first &&
            asciiEqualsIgnoreCase(haystack.substr(at, needle.size()), needle))
            return true;
    return false;
}

// ASCII whitespace as the HTML Living Standard defines it (2.3.2, also CSS's "whitespace"):
// space, tab, line feed, carriage return and form feed.
inline bool isAsciiWhitespace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

// Calls f(token) for each token of a list separated by ASCII whitespace (an attribute such as
// class: HTML's "set of space-separated tokens", 2.3.8), in order, and stops at the first call
// that returns true; says whether one did.
template <typename TokenVisitor> bool forEachAsciiToken(std::string_view list, TokenVisitor &&f)
{
    std::size_t at = 0;
    while (at < list.size()) {
        while (at < list.size() && isAsciiWhitespace(list[at]))
            ++at;
        std::size_t end = at;
        while (end < list.size() && !isAsciiWhitespace(list[end]))
            ++end;
        if (end > at && f(list.substr(at, end - at)))
            return true;
        at = end;
    }
    return false;
}

// Calls f(word) for each word of text, in order, lower-cased: the runs of ASCII letters, digits
// and underscores and of the bytes of non-ASCII characters (Readability.js's split at \W, with
// the letters of other scripts kept whole: no Unicode tables). word is valid during the call.
template <typename WordVisitor> void forEachAsciiWord(std::string_view text, WordVisitor &&f)
{
    std::string word;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') ||
            u == '_' || u >= 0x80) {
            word += asciiLower(c);
        } else if (!word.empty()) {
            f(static_cast<const std::string &>(word));
            word.clear();
        }
    }
    if (!word.empty())
        f(static_cast<const std::string &>(word));
}

} // namespace core
