#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace core {

// The word rule of the field's benchmarks, which differs from the project's own (TextRules: a
// word is a run of non-space characters): a token is a maximal run of characters that Python's
// `re` module matches with `\w` in a str pattern, i.e. str.isalnum() or '_' — letters (general
// categories Lu, Ll, Lt, Lm, Lo), characters with a numeric type (Nd, Nl, No and the few others
// Unicode gives a numeric value) and the underscore. Combining marks (Mn, Mc) are not word
// characters there, so they split tokens as they do in Python. The article-extraction benchmark
// (`re.findall(r'\w+', text)`, case kept) and WCXB (lower-cased) tokenise this way.
// Unicode classification and case mapping come from ICU (libicu, a Debian package): no Debian
// C++ regex library matches Python's `\w` class exactly, ICU's properties give it directly.
// Stateless, thread-safe.
class WordRuns
{
public:
    static bool isWordChar(char32_t c);
    // The tokens of the text in order; invalid UTF-8 decodes as U+FFFD, which is no word
    // character.
    static std::vector<std::string> tokens(std::string_view utf8);
    // Python's str.lower(): the full, language-independent lower-case mapping (so "İ" becomes
    // "i" + U+0307 and final sigma is handled), as ICU's root locale does it.
    static std::string lower(std::string_view utf8);
    // Python's str.isspace() for one character: tab to carriage return, U+001C-U+001F, space,
    // U+0085, and the characters Unicode gives the bidirectional types WS, B or S or the
    // category Zs (no-break space, U+2000-U+200A, ...; not the zero-width space or U+FEFF).
    static bool isSpace(char32_t c);
    // Python's " ".join(text.split()): the runs of characters that are not isSpace, joined by
    // one space, without leading or trailing space.
    static std::string collapsedSpace(std::string_view utf8);
};

} // namespace core
