#include "jsonobject.h"

namespace core {

std::optional<nlohmann::json> JsonObject::parse(std::string_view text, std::string &error,
                                                std::string_view expected)
{
    try {
        nlohmann::json j = nlohmann::json::parse(text);
        if (!j.is_object()) {
            error = "not a JSON object" + std::string(expected);
            return std::nullopt;
        }
        return j;
    } catch (const nlohmann::json::exception &e) { // parse_error, or out_of_range for 1e999
        error = std::string("invalid JSON (") + e.what() + ")";
        return std::nullopt;
    }
}

std::string JsonObject::stringOf(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::string JsonObject::quoted(std::string_view text)
{
    return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace core
