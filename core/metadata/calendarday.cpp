#include "calendarday.h"

#include "document/asciicase.h"
#include "document/textrules.h"
#include "document/webaddress.h"
#include "metadatarules.h"

#include <array>
#include <cstdio>
#include <utility>

namespace core {

namespace {

struct Token
{
    enum class Kind { Number, Word, Mark };
    Kind kind = Kind::Mark;
    std::size_t begin = 0, end = 0;
};

// Digits, letters (any non-ASCII code point that is not white space counts as a letter, so that
// "März" and "décembre" are words) and single marks; white space separates and is dropped.
std::vector<Token> tokenize(std::string_view s)
{
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < s.size()) {
        const std::size_t start = i;
        const char32_t c = TextRules::decode(s, i);
        if (TextRules::isSpace(c))
            continue;
        const auto kindOf = [](char32_t ch) {
            if (ch >= '0' && ch <= '9')
                return Token::Kind::Number;
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                (ch >= 0x80 && !TextRules::isSpace(ch)))
                return Token::Kind::Word;
            return Token::Kind::Mark;
        };
        const Token::Kind kind = kindOf(c);
        if (kind != Token::Kind::Mark) {
            std::size_t next = i;
            while (next < s.size()) {
                std::size_t probe = next;
                if (kindOf(TextRules::decode(s, probe)) != kind)
                    break;
                next = probe;
            }
            i = next;
        }
        tokens.push_back({kind, start, i});
    }
    return tokens;
}

// Month names and abbreviations in English, German, French and Spanish, lower case (project
// choice: the languages of most of the WCXB development pages that are not English).
constexpr std::array<std::pair<std::string_view, int>, 63> kMonths = {{
    {"jan", 1},       {"january", 1},   {"januar", 1},     {"jänner", 1},     {"janvier", 1},
    {"enero", 1},     {"feb", 2},       {"february", 2},   {"februar", 2},    {"février", 2},
    {"fevrier", 2},   {"febrero", 2},   {"mar", 3},        {"march", 3},      {"märz", 3},
    {"mars", 3},      {"marzo", 3},     {"apr", 4},        {"april", 4},      {"avril", 4},
    {"abril", 4},     {"may", 5},       {"mai", 5},        {"mayo", 5},       {"jun", 6},
    {"june", 6},      {"juni", 6},      {"juin", 6},       {"junio", 6},      {"jul", 7},
    {"july", 7},      {"juli", 7},      {"juillet", 7},    {"julio", 7},      {"aug", 8},
    {"august", 8},    {"août", 8},      {"aout", 8},       {"agosto", 8},     {"sep", 9},
    {"sept", 9},      {"september", 9}, {"septembre", 9},  {"septiembre", 9}, {"oct", 10},
    {"october", 10},  {"oktober", 10},  {"octobre", 10},   {"octubre", 10},   {"nov", 11},
    {"november", 11}, {"novembre", 11}, {"noviembre", 11}, {"dec", 12},       {"december", 12},
    {"dezember", 12}, {"décembre", 12}, {"decembre", 12},  {"diciembre", 12}, {"okt", 10},
    {"dez", 12},      {"setiembre", 9}, {"mär", 3},
}};

int monthOf(std::string_view word)
{
    const std::string w = asciiLower(word);
    for (const auto &[name, month] : kMonths)
        if (w == name)
            return month;
    return 0;
}

int numberOf(std::string_view digits)
{
    int n = 0;
    for (char c : digits)
        n = n * 10 + (c - '0');
    return n;
}

bool isOrdinal(std::string_view word)
{
    const std::string w = asciiLower(word);
    return w == "st" || w == "nd" || w == "rd" || w == "th";
}

// Reads tokens of one text from a position; every accessor is safe past the end.
class Reader
{
public:
    Reader(std::string_view text, const std::vector<Token> &tokens) : m_text(text), m_tokens(tokens)
    {
    }

    bool number(std::size_t i, std::size_t minDigits, std::size_t maxDigits) const
    {
        if (i >= m_tokens.size() || m_tokens[i].kind != Token::Kind::Number)
            return false;
        const std::size_t n = m_tokens[i].end - m_tokens[i].begin;
        return n >= minDigits && n <= maxDigits;
    }
    bool mark(std::size_t i, char c) const
    {
        return i < m_tokens.size() && m_tokens[i].kind == Token::Kind::Mark &&
               m_text[m_tokens[i].begin] == c;
    }
    bool word(std::size_t i) const
    {
        return i < m_tokens.size() && m_tokens[i].kind == Token::Kind::Word;
    }
    std::string_view text(std::size_t i) const
    {
        return m_text.substr(m_tokens[i].begin, m_tokens[i].end - m_tokens[i].begin);
    }
    int value(std::size_t i) const { return numberOf(text(i)); }
    int month(std::size_t i) const { return word(i) ? monthOf(text(i)) : 0; }
    std::size_t size() const { return m_tokens.size(); }

private:
    std::string_view m_text;
    const std::vector<Token> &m_tokens;
};

struct Match
{
    CalendarDay day;
    std::size_t lastToken = 0;
};

// The date patterns starting at token i, most specific first.
std::optional<Match> matchAt(const Reader &r, std::size_t i)
{
    // 2021-05-17, 2021/05/17, 2021.05.17 (ISO 8601 and its common variants)
    if (r.number(i, 4, 4))
        for (char sep : {'-', '/', '.'})
            if (r.mark(i + 1, sep) && r.number(i + 2, 1, 2) && r.mark(i + 3, sep) &&
                r.number(i + 4, 1, 2))
                return Match{{r.value(i), r.value(i + 2), r.value(i + 4)}, i + 4};
    // 17.05.2021, 17-05-2021 (day first, as written outside the United States), 05/17/2021
    // (month first, as written in the United States; day first when the first number cannot be
    // a month)
    if (r.number(i, 1, 2))
        for (char sep : {'.', '-', '/'})
            if (r.mark(i + 1, sep) && r.number(i + 2, 1, 2) && r.mark(i + 3, sep) &&
                r.number(i + 4, 4, 4)) {
                int day = r.value(i), month = r.value(i + 2);
                if (sep == '/' && day <= 12)
                    std::swap(day, month);
                return Match{{r.value(i + 4), month, day}, i + 4};
            }
    // May 17, 2021; Sept. 3rd 2021
    if (const int month = r.month(i)) {
        std::size_t j = i + 1;
        if (r.mark(j, '.'))
            ++j;
        if (r.number(j, 1, 2)) {
            const int day = r.value(j++);
            if (r.word(j) && isOrdinal(r.text(j)))
                ++j;
            if (r.mark(j, ','))
                ++j;
            if (r.number(j, 4, 4))
                return Match{{r.value(j), month, day}, j};
        }
    }
    // 17 May 2021; 17th of May, 2021; 17. Mai 2021; 17 de mayo de 2021
    if (r.number(i, 1, 2)) {
        const int day = r.value(i);
        std::size_t j = i + 1;
        if (r.word(j) && isOrdinal(r.text(j)))
            ++j;
        if (r.mark(j, '.'))
            ++j;
        if (r.word(j) && (asciiLower(r.text(j)) == "of" || asciiLower(r.text(j)) == "de"))
            ++j;
        if (const int month = r.month(j)) {
            ++j;
            if (r.mark(j, '.'))
                ++j;
            if (r.word(j) && asciiLower(r.text(j)) == "de")
                ++j;
            if (r.mark(j, ','))
                ++j;
            if (r.number(j, 4, 4))
                return Match{{r.value(j), month, day}, j};
        }
    }
    return std::nullopt;
}

} // namespace

std::string CalendarDay::iso() const
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02d-%02d", year, month, day);
    return buffer;
}

bool CalendarDay::valid() const
{
    if (year < MetadataRules::kEarliestYear || year > MetadataRules::kLatestYear || month < 1 ||
        month > 12 || day < 1)
        return false;
    static constexpr std::array<int, 12> kDays = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    const int last = month == 2 && !leap ? 28 : kDays[static_cast<std::size_t>(month - 1)];
    return day <= last;
}

std::vector<CalendarDay::Found> CalendarDay::findAll(std::string_view text)
{
    std::vector<Found> found;
    const std::vector<Token> tokens = tokenize(text);
    const Reader reader(text, tokens);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const std::optional<Match> m = matchAt(reader, i);
        if (!m || !m->day.valid())
            continue;
        found.push_back({m->day, tokens[i].begin, tokens[m->lastToken].end - tokens[i].begin});
        i = m->lastToken;
    }
    return found;
}

std::optional<CalendarDay> CalendarDay::parse(std::string_view text)
{
    const std::vector<Token> tokens = tokenize(text);
    const Reader reader(text, tokens);
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (const std::optional<Match> m = matchAt(reader, i); m && m->day.valid())
            return m->day;
    return std::nullopt;
}

std::optional<CalendarDay> CalendarDay::ofUrl(std::string_view url)
{
    // The path alone: a date in the host name is no page date.
    const std::string path = WebAddress::of(url).path();
    const std::vector<Token> tokens = tokenize(path);
    const Reader reader(path, tokens);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (reader.number(i, 8, 8)) {
            const int n = reader.value(i);
            const CalendarDay day{n / 10000, n / 100 % 100, n % 100};
            if (day.valid())
                return day;
            continue;
        }
        if (!reader.number(i, 4, 4))
            continue;
        for (char sep : {'/', '-', '_'})
            if (reader.mark(i + 1, sep) && reader.number(i + 2, 2, 2) && reader.mark(i + 3, sep) &&
                reader.number(i + 4, 2, 2)) {
                const CalendarDay day{reader.value(i), reader.value(i + 2), reader.value(i + 4)};
                if (day.valid())
                    return day;
            }
    }
    return std::nullopt;
}

} // namespace core
