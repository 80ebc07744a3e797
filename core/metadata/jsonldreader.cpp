#include "jsonldreader.h"

#include "document/textrules.h"
#include "metadatarules.h"

#include <nlohmann/json.hpp>

#include <array>

namespace core {

using nlohmann::json;

namespace {

// schema.org's Article and its subtypes, and the postings Readability.js also reads (its
// REGEXPS.jsonLdArticleTypes).
constexpr std::array<std::string_view, 20> kArticleTypes = {"Article",
                                                            "AdvertiserContentArticle",
                                                            "NewsArticle",
                                                            "AnalysisNewsArticle",
                                                            "AskPublicQuestion",
                                                            "BackgroundNewsArticle",
                                                            "OpinionNewsArticle",
                                                            "ReportageNewsArticle",
                                                            "ReviewNewsArticle",
                                                            "Report",
                                                            "SatiricalArticle",
                                                            "ScholarlyArticle",
                                                            "MedicalScholarlyArticle",
                                                            "SocialMediaPosting",
                                                            "BlogPosting",
                                                            "LiveBlogPosting",
                                                            "DiscussionForumPosting",
                                                            "TechArticle",
                                                            "APIReference",
                                                            "Review"};

// Types whose name is not the page's title.
bool isNotPage(std::string_view type)
{
    for (std::string_view t : {"WebSite", "Person", "Organization", "NewsMediaOrganization",
                               "Corporation", "LocalBusiness", "ImageObject", "VideoObject",
                               "BreadcrumbList", "ListItem", "SiteNavigationElement", "Brand",
                               "Place", "PostalAddress", "ContactPoint", "SearchAction"})
        if (t == type)
            return true;
    return false;
}

std::string typeOf(const json &object)
{
    const auto it = object.find("@type");
    if (it == object.end())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    if (it->is_array())
        for (const json &t : *it)
            if (t.is_string())
                return t.get<std::string>();
    return {};
}

std::string textOf(const json &value)
{
    return value.is_string() ? TextRules::normalize(value.get<std::string>()) : std::string();
}

// A person's or organisation's name: a string, {"name": …}, or a list of either (names joined
// by ", ").
std::string namesOf(const json &value, int depth)
{
    if (depth > MetadataRules::kMaxJsonLdDepth)
        return {};
    if (value.is_string())
        return textOf(value);
    if (value.is_object()) {
        const auto name = value.find("name");
        return name != value.end() ? namesOf(*name, depth + 1) : std::string();
    }
    std::string out;
    if (value.is_array())
        for (const json &item : value) {
            const std::string name = namesOf(item, depth + 1);
            if (name.empty() || out.find(name) != std::string::npos)
                continue;
            out += (out.empty() ? "" : ", ") + name;
        }
    return out;
}

void visit(const json &value, int depth, std::vector<JsonLdReader::Entry> &out)
{
    if (depth > MetadataRules::kMaxJsonLdDepth)
        return;
    if (value.is_array()) {
        for (const json &item : value)
            visit(item, depth + 1, out);
        return;
    }
    if (!value.is_object())
        return;
    if (const auto graph = value.find("@graph"); graph != value.end())
        visit(*graph, depth + 1, out);
    const std::string type = typeOf(value);
    if (!type.empty()) {
        const bool article = JsonLdReader::isArticleType(type);
        const auto add = [&](MetadataField field, const char *property, std::string text) {
            if (!text.empty())
                out.push_back({field, type, property, std::move(text), article});
        };
        const auto member = [&](const char *key) -> const json * {
            const auto it = value.find(key);
            return it != value.end() ? &*it : nullptr;
        };
        if (const json *v = member("headline"))
            add(MetadataField::Title, "headline", textOf(*v));
        // A site's, person's, organisation's, image's or breadcrumb's name is no page title.
        if (!isNotPage(type))
            if (const json *v = member("name"))
                add(MetadataField::Title, "name", textOf(*v));
        if (const json *v = member("author"))
            add(MetadataField::Authors, "author.name", namesOf(*v, depth + 1));
        if (const json *v = member("creator"))
            add(MetadataField::Authors, "creator.name", namesOf(*v, depth + 1));
        if (const json *v = member("datePublished"))
            add(MetadataField::Published, "datePublished", textOf(*v));
        if (const json *v = member("dateCreated"))
            add(MetadataField::Published, "dateCreated", textOf(*v));
        if (const json *v = member("uploadDate"))
            add(MetadataField::Published, "uploadDate", textOf(*v));
        if (const json *v = member("dateModified"))
            add(MetadataField::Modified, "dateModified", textOf(*v));
        if (const json *v = member("publisher"))
            add(MetadataField::SiteName, "publisher.name", namesOf(*v, depth + 1));
        if (type == "WebSite")
            if (const json *v = member("name"))
                add(MetadataField::SiteName, "name", textOf(*v));
        if (const json *v = member("description"))
            add(MetadataField::Description, "description", textOf(*v));
        if (const json *v = member("inLanguage"))
            add(MetadataField::Language, "inLanguage", textOf(*v));
    }
    if (const auto main = value.find("mainEntity"); main != value.end())
        visit(*main, depth + 1, out);
}

} // namespace

bool JsonLdReader::isArticleType(std::string_view type)
{
    for (std::string_view t : kArticleTypes)
        if (t == type)
            return true;
    return false;
}

std::vector<JsonLdReader::Entry> JsonLdReader::read(std::string_view text, std::string &error)
{
    std::vector<Entry> out;
    if (text.size() > MetadataRules::kMaxJsonLdBytes) {
        error = "JSON-LD block of " + std::to_string(text.size()) + " bytes not read";
        return out;
    }
    // Some sites wrap the block in an HTML comment or CDATA section.
    std::string_view body = text;
    for (std::string_view open : {"<!--", "<![CDATA["})
        if (const auto at = body.find(open);
            at != std::string_view::npos && body.find_first_not_of(" \t\r\n") == at)
            body.remove_prefix(at + open.size());
    for (std::string_view close : {"-->", "]]>"})
        if (const auto at = body.rfind(close);
            at != std::string_view::npos &&
            body.find_last_not_of(" \t\r\n") + 1 == at + close.size())
            body = body.substr(0, at);
    const json j = json::parse(body, nullptr, false);
    if (j.is_discarded()) {
        error = "not JSON";
        return out;
    }
    visit(j, 0, out);
    return out;
}

} // namespace core
