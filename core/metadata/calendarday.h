#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A calendar day (proleptic Gregorian), and the readers of the ways pages write one: ISO 8601
// (2021-05-17, 2021-05-17T10:00:00Z, 2021/05/17), day-month-year with dots or dashes
// (17.05.2021), month/day/year with slashes (05/17/2021, read day/month when the first number
// cannot be a month), and month names in English, German, French and Spanish (May 17, 2021;
// 17th of May 2021; 17. Mai 2021), in URLs (/2021/05/17/, 20210517). Only valid days between
// MetadataRules::kEarliestYear and kLatestYear are found. A plain value; the readers are pure
// functions, thread-safe.
struct CalendarDay
{
    int year = 0, month = 0, day = 0;

    // One day found in a text: where it starts and how many bytes it takes.
    struct Found;

    // "YYYY-MM-DD".
    std::string iso() const;
    bool valid() const;
    auto operator<=>(const CalendarDay &) const = default;

    // The first day written in text (a <meta> content, a datetime attribute, a date line).
    static std::optional<CalendarDay> parse(std::string_view text);
    // Every day written in text, in order, not overlapping.
    static std::vector<Found> findAll(std::string_view text);
    // A day in a URL's path: /2021/05/17/, /2021-05-17-, /20210517/ (htmldate's URL patterns,
    // Barbaresi 2020).
    static std::optional<CalendarDay> ofUrl(std::string_view url);
};

struct CalendarDay::Found
{
    CalendarDay day;
    std::size_t offset = 0, length = 0;
};

} // namespace core
