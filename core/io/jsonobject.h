#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace core {

// Reads one JSON object, the shape of every JSON file of packages, datasets and rules, with a
// one-line error otherwise. For core's .cpp files only: nlohmann-json stays out of public
// headers. Stateless, thread-safe.
class JsonObject
{
public:
    // Empty optional with error "invalid JSON (...)" or "not a JSON object" followed by
    // `expected` (e.g. " of {ID: {articleBody, url}}").
    static std::optional<nlohmann::json> parse(std::string_view text, std::string &error,
                                               std::string_view expected = {});
    // A string from a file in a message, quoted as JSON writes it: its control characters (a
    // key may hold a newline) come out escaped, so that every message stays on one line.
    static std::string quoted(std::string_view text);
    // The string member `key` of object, or "" when it is missing or not a string (the optional
    // text fields of datasets, rules and JSON Lines records).
    static std::string stringOf(const nlohmann::json &object, const char *key);
};

} // namespace core
