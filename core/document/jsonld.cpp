#include "jsonld.h"

#include "asciicase.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include <nlohmann/json.hpp>

namespace core {

namespace {

// The depth of the deepest bracket of a JSON text, strings skipped: checked before parsing, so
// that neither the parser nor the walk below meets more than kMaxDepth levels.
int nesting(std::string_view json)
{
    int depth = 0, deepest = 0;
    bool inString = false;
    for (size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            deepest = std::max(deepest, ++depth);
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return deepest;
}

std::string typeName(std::string_view type)
{
    const size_t cut = type.find_last_of("/:#");
    return std::string(cut == std::string_view::npos ? type : type.substr(cut + 1));
}

std::string stringField(const nlohmann::json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

void collect(const nlohmann::json &value, std::vector<JsonLd::Object> &out)
{
    if (value.is_array()) {
        for (const nlohmann::json &item : value)
            collect(item, out);
        return;
    }
    if (!value.is_object())
        return;
    JsonLd::Object object;
    if (const auto type = value.find("@type"); type != value.end()) {
        if (type->is_string())
            object.types.push_back(typeName(type->get<std::string>()));
        else if (type->is_array())
            for (const nlohmann::json &t : *type)
                if (t.is_string())
                    object.types.push_back(typeName(t.get<std::string>()));
    }
    object.articleBody = stringField(value, "articleBody");
    object.description = stringField(value, "description");
    object.text = stringField(value, "text");
    out.push_back(std::move(object));
    for (const auto &[key, member] : value.items())
        if (member.is_structured())
            collect(member, out);
}

} // namespace

JsonLd JsonLd::of(const Document &doc)
{
    JsonLd result;
    for (NodeId i = 1; i < doc.size(); ++i) {
        const Node &nd = doc.node(i);
        if (!nd.isElement() || nd.tag != Tag::script ||
            !asciiEqualsIgnoreCase(doc.attribute(i, "type"), "application/ld+json"))
            continue;
        std::string json;
        for (NodeId c = nd.firstChild; c != kNoNode; c = doc.node(c).nextSibling)
            if (doc.node(c).isText())
                json += doc.text(c);
        if (nesting(json) > kMaxDepth)
            continue;
        const nlohmann::json parsed = nlohmann::json::parse(json, nullptr, false);
        if (!parsed.is_discarded())
            collect(parsed, result.objects);
    }
    return result;
}

std::vector<std::string> JsonLd::types() const
{
    std::vector<std::string> out;
    for (const Object &o : objects)
        for (const std::string &t : o.types)
            if (std::find(out.begin(), out.end(), t) == out.end())
                out.push_back(t);
    return out;
}

} // namespace core
