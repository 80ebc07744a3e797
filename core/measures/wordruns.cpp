#include "wordruns.h"

#include "document/textrules.h"

#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utf8.h>

namespace core {

namespace {

void appendUtf8(std::string &out, char32_t c)
{
    char buf[U8_MAX_LENGTH];
    std::int32_t n = 0;
    U8_APPEND_UNSAFE(buf, n, static_cast<UChar32>(c));
    out.append(buf, static_cast<std::size_t>(n));
}

} // namespace

bool WordRuns::isWordChar(char32_t c)
{
    if (c == U'_')
        return true;
    const auto cp = static_cast<UChar32>(c);
    switch (u_charType(cp)) {
    case U_UPPERCASE_LETTER:
    case U_LOWERCASE_LETTER:
    case U_TITLECASE_LETTER:
    case U_MODIFIER_LETTER:
    case U_OTHER_LETTER:
        return true; // str.isalpha()
    default:
        // str.isdecimal() / isdigit() / isnumeric(): any numeric type.
        return u_getIntPropertyValue(cp, UCHAR_NUMERIC_TYPE) != U_NT_NONE;
    }
}

std::vector<std::string> WordRuns::tokens(std::string_view utf8)
{
    std::vector<std::string> out;
    std::string current;
    for (std::size_t i = 0; i < utf8.size();) {
        const char32_t c = TextRules::decode(utf8, i);
        if (isWordChar(c)) {
            appendUtf8(current, c);
        } else if (!current.empty()) {
            out.push_back(std::move(current));
            current.clear();
        }
    }
    if (!current.empty())
        out.push_back(std::move(current));
    return out;
}

bool WordRuns::isSpace(char32_t c)
{
    return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000;
}

std::string WordRuns::collapsedSpace(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    bool pendingSpace = false;
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t begin = i;
        const char32_t c = TextRules::decode(utf8, i);
        if (isSpace(c)) {
            pendingSpace = !out.empty();
            continue;
        }
        if (pendingSpace)
            out.push_back(' ');
        pendingSpace = false;
        out.append(utf8.substr(begin, i - begin));
    }
    return out;
}

std::string WordRuns::lower(std::string_view utf8)
{
    std::u16string source;
    source.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const auto c = static_cast<UChar32>(TextRules::decode(utf8, i));
        if (U_IS_BMP(c)) {
            source.push_back(static_cast<char16_t>(c));
        } else {
            source.push_back(static_cast<char16_t>(U16_LEAD(c)));
            source.push_back(static_cast<char16_t>(U16_TRAIL(c)));
        }
    }
    // Lower-casing may lengthen the text (U+0130 becomes two code units): one retry with the
    // size ICU asks for.
    std::u16string lowered(source.size(), u'\0');
    for (int attempt = 0; attempt < 2; ++attempt) {
        UErrorCode status = U_ZERO_ERROR;
        const std::int32_t length = u_strToLower(
            reinterpret_cast<UChar *>(lowered.data()), static_cast<std::int32_t>(lowered.size()),
            reinterpret_cast<const UChar *>(source.data()),
            static_cast<std::int32_t>(source.size()), "", &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            lowered.assign(static_cast<std::size_t>(length), u'\0');
            continue;
        }
        if (U_FAILURE(status))
            return std::string(utf8); // not reached for valid UTF-16; never lose the text
        lowered.resize(static_cast<std::size_t>(length));
        break;
    }
    std::string out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < lowered.size();) {
        UChar32 c = 0;
        U16_NEXT(lowered.data(), i, lowered.size(), c);
        appendUtf8(out, static_cast<char32_t>(c));
    }
    return out;
}

} // namespace core
