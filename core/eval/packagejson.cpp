#include "packagejson.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <utility>

namespace core {

using nlohmann::json;

namespace {

// Project choice: two-space indentation, one key per line, so that packages diff well and can be
// edited by hand (seed 002 §4.1 wants a format that "allows easy recompilation ... manually").
constexpr int kIndent = 2;

json jsonOrNull(const std::optional<bool> &flag)
{
    return flag ? json(*flag) : json(nullptr);
}

// Parses text as a JSON object; on failure sets error.
std::optional<json> parseObject(std::string_view text, std::string &error)
{
    try {
        json j = json::parse(text);
        if (!j.is_object()) {
            error = "not a JSON object";
            return std::nullopt;
        }
        return j;
    } catch (const json::exception &e) { // parse_error, or out_of_range for a number like 1e999
        error = std::string("invalid JSON (") + e.what() + ")";
        return std::nullopt;
    }
}

// A string from the file in a message, quoted as JSON writes it: its control characters (a key
// may hold a newline) come out escaped, so that every message stays on one line.
std::string jsonQuoted(const std::string &text)
{
    return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
}

void warnUnknownKeys(const json &j, std::initializer_list<std::string_view> known,
                     std::vector<std::string> &warnings)
{
    for (const auto &[key, value] : j.items()) {
        bool isKnown = false;
        for (std::string_view k : known)
            isKnown = isKnown || key == k;
        if (!isKnown)
            warnings.push_back("unknown key " + jsonQuoted(key) + " ignored");
    }
}

bool readString(const json &j, const char *key, bool required, std::string &out, std::string &error)
{
    const auto it = j.find(key);
    if (it == j.end()) {
        if (required)
            error = std::string("missing key \"") + key + "\"";
        return !required;
    }
    if (!it->is_string()) {
        error = std::string("\"") + key + "\" must be a string";
        return false;
    }
    out = it->get<std::string>();
    return true;
}

bool readFlag(const json &j, const char *key, std::optional<bool> &out, std::string &error)
{
    const auto it = j.find(key);
    if (it == j.end()) {
        error = std::string("missing key \"") + key + "\" (true, false or null)";
        return false;
    }
    if (it->is_null()) {
        out.reset();
        return true;
    }
    if (!it->is_boolean()) {
        error = std::string("\"") + key + "\" must be true, false or null";
        return false;
    }
    out = it->get<bool>();
    return true;
}

} // namespace

std::string PackageJson::description(const PackageDescription &d)
{
    json j = json::object();
    j["format"] = TestPackage::kFormat;
    j["version"] = TestPackage::kVersion;
    j["name"] = d.name;
    j["description"] = d.description;
    j["source"] = d.source;
    j["license"] = d.license;
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<PackageDescription> PackageJson::parseDescription(std::string_view text,
                                                                std::string &error,
                                                                std::vector<std::string> &warnings)
{
    const std::optional<json> j = parseObject(text, error);
    if (!j)
        return std::nullopt;
    std::string format;
    if (!readString(*j, "format", true, format, error))
        return std::nullopt;
    if (format != TestPackage::kFormat) {
        error = "\"format\" is " + jsonQuoted(format) + ", expected \"" +
                std::string(TestPackage::kFormat) + "\"";
        return std::nullopt;
    }
    const auto version = j->find("version");
    if (version == j->end() || !version->is_number_integer()) {
        error = "\"version\" must be an integer";
        return std::nullopt;
    }
    if (version->get<int>() > TestPackage::kVersion || version->get<int>() < 1) {
        error = "version " + std::to_string(version->get<int>()) +
                " is not supported (this program reads version " +
                std::to_string(TestPackage::kVersion) + ")";
        return std::nullopt;
    }
    PackageDescription d;
    if (!readString(*j, "name", true, d.name, error) ||
        !readString(*j, "description", false, d.description, error) ||
        !readString(*j, "source", false, d.source, error) ||
        !readString(*j, "license", false, d.license, error))
        return std::nullopt;
    warnUnknownKeys(*j, {"format", "version", "name", "description", "source", "license"},
                    warnings);
    return d;
}

std::string PackageJson::metadata(const DocumentMetadata &m)
{
    json j = json::object();
    j["url"] = m.url;
    j["language"] = m.language;
    j["fragmented"] = jsonOrNull(m.fragmented);
    j["multipleArticles"] = jsonOrNull(m.multipleArticles);
    j["annotator"] = m.annotator;
    j["date"] = m.date;
    j["title"] = m.title;
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<DocumentMetadata> PackageJson::parseMetadata(std::string_view text,
                                                           std::string &error,
                                                           std::vector<std::string> &warnings)
{
    const std::optional<json> j = parseObject(text, error);
    if (!j)
        return std::nullopt;
    DocumentMetadata m;
    if (!readString(*j, "url", true, m.url, error) ||
        !readString(*j, "language", true, m.language, error) ||
        !readFlag(*j, "fragmented", m.fragmented, error) ||
        !readFlag(*j, "multipleArticles", m.multipleArticles, error) ||
        !readString(*j, "annotator", true, m.annotator, error) ||
        !readString(*j, "date", true, m.date, error) ||
        !readString(*j, "title", false, m.title, error))
        return std::nullopt;
    warnUnknownKeys(
        *j, {"url", "language", "fragmented", "multipleArticles", "annotator", "date", "title"},
        warnings);
    return m;
}

std::string PackageJson::goldNodes(const std::vector<GoldNode> &nodes, bool ofRendered)
{
    json list = json::array();
    for (const GoldNode &n : nodes) {
        json o = json::object();
        o["path"] = n.path;
        if (n.renderId >= 0)
            o["renderId"] = n.renderId;
        if (n.begin && n.end) {
            o["begin"] = *n.begin;
            o["end"] = *n.end;
        }
        list.push_back(std::move(o));
    }
    json j = json::object();
    j["document"] = ofRendered ? "rendered" : "html";
    j["nodes"] = std::move(list);
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<PackageJson::GoldNodes>
PackageJson::parseGoldNodes(std::string_view text, std::string &error,
                            std::vector<std::string> &warnings)
{
    const std::optional<json> j = parseObject(text, error);
    if (!j)
        return std::nullopt;
    GoldNodes g;
    std::string document = "html";
    if (!readString(*j, "document", false, document, error))
        return std::nullopt;
    if (document != "html" && document != "rendered") {
        error = "\"document\" must be \"html\" or \"rendered\"";
        return std::nullopt;
    }
    g.ofRendered = document == "rendered";
    const auto nodes = j->find("nodes");
    if (nodes == j->end() || !nodes->is_array()) {
        error = "\"nodes\" must be an array";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < nodes->size(); ++i) {
        const json &o = (*nodes)[i];
        const std::string where = "nodes[" + std::to_string(i) + "]";
        if (!o.is_object() || !o.contains("path") || !o["path"].is_string()) {
            error = where + " must be an object with a string \"path\"";
            return std::nullopt;
        }
        GoldNode n;
        n.path = o["path"].get<std::string>();
        if (n.path.empty() || n.path.front() != '/') {
            error = where + ": path " + jsonQuoted(n.path) + " must start with /";
            return std::nullopt;
        }
        if (const auto id = o.find("renderId"); id != o.end()) {
            if (!id->is_number_integer() || id->get<long long>() < 0 ||
                id->get<long long>() > INT32_MAX) {
                error = where + ": \"renderId\" must be a non-negative integer";
                return std::nullopt;
            }
            n.renderId = static_cast<std::int32_t>(id->get<long long>());
        }
        const auto begin = o.find("begin"), end = o.find("end");
        if ((begin == o.end()) != (end == o.end())) {
            error = where + ": \"" + (begin == o.end() ? "end" : "begin") + "\" needs \"" +
                    (begin == o.end() ? "begin" : "end") + "\" too";
            return std::nullopt;
        }
        if (begin != o.end()) {
            for (const auto &[key, value] : {std::pair{"begin", begin}, std::pair{"end", end}})
                if (!value->is_number_integer() || value->get<long long>() < 0 ||
                    value->get<long long>() > UINT32_MAX) {
                    error = where + ": \"" + key + "\" must be a non-negative integer";
                    return std::nullopt;
                }
            n.begin = static_cast<std::uint32_t>(begin->get<long long>());
            n.end = static_cast<std::uint32_t>(end->get<long long>());
            if (*n.begin >= *n.end) {
                error = where + ": \"begin\" must be less than \"end\"";
                return std::nullopt;
            }
        }
        g.nodes.push_back(std::move(n));
    }
    warnUnknownKeys(*j, {"document", "nodes"}, warnings);
    return g;
}

} // namespace core
