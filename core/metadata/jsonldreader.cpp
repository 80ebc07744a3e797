#include "jsonldreader.h"

#include "document/textrules.h"
#include "metadatarules.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <utility>

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

void jsonLdAppendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// Readability.js's _unescapeHtmlEntities: &quot; &amp; &apos; &lt; &gt; and numeric references
// (&#8211; &#x26;), a reference to no character (0, a surrogate, past U+10FFFF) as U+FFFD. A
// <script>'s text is not decoded by the HTML parser, and WordPress writes entities into its
// JSON-LD ("Tips &#8211; Tools").
std::string jsonLdUnescaped(std::string_view s)
{
    static constexpr std::array<std::pair<std::string_view, char>, 5> kNamed = {
        {{"quot", '"'}, {"amp", '&'}, {"apos", '\''}, {"lt", '<'}, {"gt", '>'}}};
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        // The ';' is looked for only as far as the longest reference reaches, so that a string
        // of '&'s costs linear time.
        constexpr std::size_t kLongestReference = 10; // "&#x10FFFF;"
        const std::size_t end =
            s[i] == '&' ? s.substr(i, kLongestReference + 1).find(';') : std::string_view::npos;
        const std::size_t semi = end == std::string_view::npos ? end : i + end;
        if (semi == std::string_view::npos) {
            out += s[i++];
            continue;
        }
        const std::string_view name = s.substr(i + 1, semi - i - 1);
        bool done = false;
        for (const auto &[entity, c] : kNamed)
            if (name == entity) {
                out += c;
                done = true;
            }
        if (!done && name.size() >= 2 && name[0] == '#') {
            const bool hex = name[1] == 'x' || name[1] == 'X';
            const std::string_view digits = name.substr(hex ? 2 : 1);
            char32_t code = 0;
            bool valid = !digits.empty();
            for (char d : digits) {
                const int v = d >= '0' && d <= '9'          ? d - '0'
                              : hex && d >= 'a' && d <= 'f' ? d - 'a' + 10
                              : hex && d >= 'A' && d <= 'F' ? d - 'A' + 10
                                                            : -1;
                valid = valid && v >= 0;
                if (valid)
                    code = std::min<char32_t>(code * (hex ? 16 : 10) + v, 0x110000);
            }
            if (valid) {
                if (code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
                    code = 0xFFFD;
                jsonLdAppendUtf8(out, code);
                done = true;
            }
        }
        if (done)
            i = semi + 1;
        else
            out += s[i++];
    }
    return out;
}

std::string textOf(const json &value)
{
    return value.is_string() ? TextRules::normalize(jsonLdUnescaped(value.get<std::string>()))
                             : std::string();
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
