#include "packagejson.h"

#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <initializer_list>
#include <utility>

namespace core {

using nlohmann::json;

namespace {

// Project choice: two-space indentation, one key per line, so that packages diff well and can be
// edited by hand (Gottron 2007 §4.1 wants a format that "allows easy recompilation ... manually").
constexpr int kIndent = 2;

json jsonOrNull(const std::optional<bool> &flag)
{
    return flag ? json(*flag) : json(nullptr);
}

void warnUnknownKeys(const json &j, std::initializer_list<std::string_view> known,
                     std::vector<std::string> &warnings)
{
    for (const auto &[key, value] : j.items()) {
        bool isKnown = false;
        for (std::string_view k : known)
            isKnown = isKnown || key == k;
        if (!isKnown)
            warnings.push_back("unknown key " + JsonObject::quoted(key) + " ignored");
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

// An optional array of strings; absent leaves out unchanged.
bool readStrings(const json &j, const char *key, std::vector<std::string> &out, std::string &error)
{
    const auto it = j.find(key);
    if (it == j.end())
        return true;
    if (!it->is_array()) {
        error = std::string("\"") + key + "\" must be an array of strings";
        return false;
    }
    out.clear();
    for (const json &v : *it) {
        if (!v.is_string()) {
            error = std::string("\"") + key + "\" must be an array of strings";
            return false;
        }
        out.push_back(v.get<std::string>());
    }
    return true;
}

json nodesJson(const std::vector<GoldNode> &nodes)
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
    return list;
}

// "document" and "nodes" of a gold-nodes object (STEM.gold-nodes.json, an annotation).
bool readNodes(const json &j, PackageJson::GoldNodes &g, std::string &error)
{
    std::string document = "html";
    if (!readString(j, "document", false, document, error))
        return false;
    if (document != "html" && document != "rendered") {
        error = "\"document\" must be \"html\" or \"rendered\"";
        return false;
    }
    g.ofRendered = document == "rendered";
    const auto nodes = j.find("nodes");
    if (nodes == j.end() || !nodes->is_array()) {
        error = "\"nodes\" must be an array";
        return false;
    }
    for (std::size_t i = 0; i < nodes->size(); ++i) {
        const json &o = (*nodes)[i];
        const std::string where = "nodes[" + std::to_string(i) + "]";
        if (!o.is_object() || !o.contains("path") || !o["path"].is_string()) {
            error = where + " must be an object with a string \"path\"";
            return false;
        }
        GoldNode n;
        n.path = o["path"].get<std::string>();
        if (n.path.empty() || n.path.front() != '/') {
            error = where + ": path " + JsonObject::quoted(n.path) + " must start with /";
            return false;
        }
        if (const auto id = o.find("renderId"); id != o.end()) {
            if (!id->is_number_integer() || id->get<long long>() < 0 ||
                id->get<long long>() > INT32_MAX) {
                error = where + ": \"renderId\" must be a non-negative integer";
                return false;
            }
            n.renderId = static_cast<std::int32_t>(id->get<long long>());
        }
        const auto begin = o.find("begin"), end = o.find("end");
        if ((begin == o.end()) != (end == o.end())) {
            error = where + ": \"" + (begin == o.end() ? "end" : "begin") + "\" needs \"" +
                    (begin == o.end() ? "begin" : "end") + "\" too";
            return false;
        }
        if (begin != o.end()) {
            for (const auto &[key, value] : {std::pair{"begin", begin}, std::pair{"end", end}})
                if (!value->is_number_integer() || value->get<long long>() < 0 ||
                    value->get<long long>() > UINT32_MAX) {
                    error = where + ": \"" + key + "\" must be a non-negative integer";
                    return false;
                }
            n.begin = static_cast<std::uint32_t>(begin->get<long long>());
            n.end = static_cast<std::uint32_t>(end->get<long long>());
            if (*n.begin >= *n.end) {
                error = where + ": \"begin\" must be less than \"end\"";
                return false;
            }
        }
        g.nodes.push_back(std::move(n));
    }
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
                                                                std::vector<std::string> &warnings,
                                                                int *versionOut)
{
    const std::optional<json> j = JsonObject::parse(text, error);
    if (!j)
        return std::nullopt;
    std::string format;
    if (!readString(*j, "format", true, format, error))
        return std::nullopt;
    if (format != TestPackage::kFormat) {
        error = "\"format\" is " + JsonObject::quoted(format) + ", expected \"" +
                std::string(TestPackage::kFormat) + "\"";
        return std::nullopt;
    }
    // A package.json without "version" is read as version 1, the first format, so that
    // hand-written descriptions of old packages work.
    const auto version = j->find("version");
    int number = 1;
    if (version != j->end()) {
        if (!version->is_number_integer()) {
            error = "\"version\" must be an integer";
            return std::nullopt;
        }
        number = version->get<int>();
    }
    if (number > TestPackage::kVersion || number < 1) {
        error = "version " + std::to_string(number) +
                " is not supported (this program reads versions 1 to " +
                std::to_string(TestPackage::kVersion) + ")";
        return std::nullopt;
    }
    if (versionOut)
        *versionOut = number;
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
    j["pageType"] = m.pageType;
    j["author"] = m.author;
    j["published"] = m.published;
    // Optional, written only when known, so that packages without it stay byte for byte.
    if (!m.siteName.empty())
        j["siteName"] = m.siteName;
    if (!m.adjudicatedFrom.empty())
        j["adjudicatedFrom"] = m.adjudicatedFrom;
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<DocumentMetadata> PackageJson::parseMetadata(std::string_view text,
                                                           std::string &error,
                                                           std::vector<std::string> &warnings)
{
    const std::optional<json> j = JsonObject::parse(text, error);
    if (!j)
        return std::nullopt;
    DocumentMetadata m;
    if (!readString(*j, "url", true, m.url, error) ||
        !readString(*j, "language", true, m.language, error) ||
        !readFlag(*j, "fragmented", m.fragmented, error) ||
        !readFlag(*j, "multipleArticles", m.multipleArticles, error) ||
        !readString(*j, "annotator", true, m.annotator, error) ||
        !readString(*j, "date", true, m.date, error) ||
        !readString(*j, "title", false, m.title, error) ||
        !readString(*j, "pageType", false, m.pageType, error) ||
        !readString(*j, "author", false, m.author, error) ||
        !readString(*j, "published", false, m.published, error) ||
        !readString(*j, "siteName", false, m.siteName, error) ||
        !readStrings(*j, "adjudicatedFrom", m.adjudicatedFrom, error))
        return std::nullopt;
    warnUnknownKeys(*j,
                    {"url", "language", "fragmented", "multipleArticles", "annotator", "date",
                     "title", "pageType", "author", "published", "siteName", "adjudicatedFrom"},
                    warnings);
    return m;
}

std::string PackageJson::goldNodes(const std::vector<GoldNode> &nodes, bool ofRendered)
{
    json j = json::object();
    j["document"] = ofRendered ? "rendered" : "html";
    j["nodes"] = nodesJson(nodes);
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<PackageJson::GoldNodes>
PackageJson::parseGoldNodes(std::string_view text, std::string &error,
                            std::vector<std::string> &warnings)
{
    const std::optional<json> j = JsonObject::parse(text, error);
    if (!j)
        return std::nullopt;
    GoldNodes g;
    if (!readNodes(*j, g, error))
        return std::nullopt;
    warnUnknownKeys(*j, {"document", "nodes"}, warnings);
    return g;
}

std::string PackageJson::snippets(const Snippets &s)
{
    json j = json::object();
    j["with"] = s.with;
    j["without"] = s.without;
    if (s.caseSensitive)
        j["caseSensitive"] = true;
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<Snippets> PackageJson::parseSnippets(std::string_view text, std::string &error,
                                                   std::vector<std::string> &warnings)
{
    const std::optional<json> j = JsonObject::parse(text, error);
    if (!j)
        return std::nullopt;
    Snippets s;
    if (!readStrings(*j, "with", s.with, error) || !readStrings(*j, "without", s.without, error))
        return std::nullopt;
    if (const auto it = j->find("caseSensitive"); it != j->end() && !it->is_null()) {
        if (!it->is_boolean()) {
            error = "\"caseSensitive\" must be true, false or null";
            return std::nullopt;
        }
        s.caseSensitive = it->get<bool>();
    }
    warnUnknownKeys(*j, {"with", "without", "caseSensitive"}, warnings);
    return s;
}

std::string PackageJson::annotation(const Annotation &a)
{
    json j = json::object();
    j["annotator"] = a.annotator;
    j["date"] = a.date;
    j["text"] = a.text;
    j["document"] = a.nodesOfRendered ? "rendered" : "html";
    j["nodes"] = nodesJson(a.nodes);
    return j.dump(kIndent, ' ', false, json::error_handler_t::replace) + "\n";
}

std::optional<Annotation> PackageJson::parseAnnotation(std::string_view text, std::string &error,
                                                       std::vector<std::string> &warnings)
{
    const std::optional<json> j = JsonObject::parse(text, error);
    if (!j)
        return std::nullopt;
    Annotation a;
    GoldNodes g;
    if (!readString(*j, "annotator", true, a.annotator, error) ||
        !readString(*j, "date", false, a.date, error) ||
        !readString(*j, "text", true, a.text, error) || !readNodes(*j, g, error))
        return std::nullopt;
    a.nodes = std::move(g.nodes);
    a.nodesOfRendered = g.ofRendered;
    warnUnknownKeys(*j, {"annotator", "date", "text", "document", "nodes"}, warnings);
    return a;
}

} // namespace core
