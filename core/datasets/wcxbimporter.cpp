#include "wcxbimporter.h"

#include "datasetfiles.h"
#include "document/filereader.h"
#include "importsession.h"
#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>

namespace core {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char *kWcxbAnnotator = "WCXB (drafted, then reviewed by people in several passes)";
constexpr const char *kWcxbLicense =
    "CC-BY-4.0: \"WCXB: A Multi-Type Web Content Extraction Benchmark\", Foley 2026";
// WCXB's name for its collection pages in `_internal.page_type.primary`.
constexpr std::string_view kCategory = "category";

// A string or null (""); anything else is a warning and "".
std::string optionalString(const json &object, const char *key, std::vector<std::string> &warnings)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    warnings.push_back(std::string("\"") + key + "\" is not a string; ignored");
    return {};
}

std::vector<std::string> snippetList(const json &object, const char *key,
                                     std::vector<std::string> &warnings)
{
    std::vector<std::string> out;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return out;
    if (!it->is_array()) {
        warnings.push_back(std::string("\"") + key + "\" is not a list; ignored");
        return out;
    }
    for (const json &v : *it) {
        if (v.is_string())
            out.push_back(v.get<std::string>());
        else
            warnings.push_back(std::string("a \"") + key + "\" snippet is not a string; ignored");
    }
    return out;
}

bool isJsonName(std::string_view name)
{
    return name.size() > 5 && name.ends_with(".json");
}

} // namespace

std::string_view WcxbImporter::description() const
{
    return "WCXB: DIR/html/ID.html.gz and DIR/ground-truth/ID.json (main_content, with/without "
           "snippets, page type, url, title, author, publish_date)";
}

std::optional<WcxbImporter::Record> WcxbImporter::parseGroundTruth(std::string_view text,
                                                                   std::string &error)
{
    const std::optional<json> parsed = JsonObject::parse(text, error);
    if (!parsed)
        return std::nullopt;
    const json &j = *parsed;
    const auto truth = j.find("ground_truth");
    if (truth == j.end() || !truth->is_object()) {
        error = "no \"ground_truth\" object";
        return std::nullopt;
    }
    Record r;
    r.url = optionalString(j, "url", r.warnings);
    r.fileId = optionalString(j, "file_id", r.warnings);
    const auto content = truth->find("main_content");
    if (content == truth->end() || content->is_null()) {
        r.warnings.push_back("no main_content: an empty gold text, as WCXB scores it");
    } else if (content->is_string()) {
        r.mainContent = content->get<std::string>();
    } else {
        error = "\"main_content\" is not a string";
        return std::nullopt;
    }
    r.title = optionalString(*truth, "title", r.warnings);
    r.author = optionalString(*truth, "author", r.warnings);
    r.published = optionalString(*truth, "publish_date", r.warnings);
    r.snippets.with = snippetList(*truth, "with", r.warnings);
    r.snippets.without = snippetList(*truth, "without", r.warnings);

    const json *type = nullptr;
    if (const auto internal = j.find("_internal"); internal != j.end() && internal->is_object())
        if (const auto pt = internal->find("page_type"); pt != internal->end() && pt->is_object())
            if (const auto primary = pt->find("primary"); primary != pt->end())
                type = &*primary;
    if (!type || type->is_null()) {
        r.warnings.push_back("no page type (_internal.page_type.primary)");
    } else if (!type->is_string()) {
        r.warnings.push_back("page type is not a string; ignored");
    } else {
        r.pageType = type->get<std::string>();
        if (r.pageType == kCategory)
            r.pageType = "collection";
        if (std::find(kPageTypes.begin(), kPageTypes.end(), r.pageType) == kPageTypes.end())
            r.warnings.push_back("unknown page type " + JsonObject::quoted(r.pageType) +
                                 " (WCXB has article, forum, product, collection, listing, "
                                 "documentation, service); kept as given");
    }
    return r;
}

Importer::Result WcxbImporter::run(const std::string &source, const std::string &package,
                                   const Options &options) const
{
    const std::string htmlDir = (fs::path(source) / "html").string();
    const std::string goldDir = (fs::path(source) / "ground-truth").string();
    std::vector<std::string> pages, golds;
    Result failed;
    if (!DatasetFiles::list(htmlDir, DatasetFiles::isPageName, pages, failed.error) ||
        !DatasetFiles::list(goldDir, isJsonName, golds, failed.error)) {
        failed.error += " (expected DIR/html/ID.html.gz and DIR/ground-truth/ID.json)";
        return failed;
    }
    // Every id of either folder, with its page and its gold file when there is one.
    std::map<std::string, std::pair<std::string, std::string>> ids;
    for (const std::string &page : pages)
        ids[DatasetFiles::withoutPageExtension(page)].first = page;
    for (const std::string &gold : golds)
        ids[gold.substr(0, gold.size() - 5)].second = gold;
    if (ids.empty()) {
        failed.error = source + ": no pages and no ground truth";
        return failed;
    }

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "WCXB, the Web Content eXtraction Benchmark: pages of seven types whose main content "
        "people drafted and reviewed, with snippets a correct extraction must or must not "
        "contain.",
        "WCXB (Foley 2026), imported from " + source, kWcxbLicense};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(ids.size());

    for (const auto &[id, files] : ids) {
        if (session.cancelled())
            break;
        const std::string pageItem =
            "html/" + (files.first.empty() ? id + ".html.gz" : files.first);
        const std::string goldItem =
            "ground-truth/" + (files.second.empty() ? id + ".json" : files.second);
        if (files.second.empty()) {
            session.error(pageItem, "no ground truth (" + goldItem + "); page skipped");
            session.skip(id);
            continue;
        }
        if (files.first.empty()) {
            session.error(goldItem, "no page (html/" + id + ".html.gz); skipped");
            session.skip(id);
            continue;
        }
        std::string text, error;
        std::optional<Record> record;
        if (FileReader::read((fs::path(goldDir) / files.second).string(), text, error))
            record = parseGroundTruth(text, error);
        if (!record) {
            session.error(goldItem, error + "; page skipped");
            session.skip(id);
            continue;
        }
        for (const std::string &w : record->warnings)
            session.warning(goldItem, w);
        if (!record->fileId.empty() && record->fileId != id)
            session.warning(goldItem, "file_id " + JsonObject::quoted(record->fileId) +
                                          " differs from the file "
                                          "name; the file name is used");

        std::string bytes, plain;
        bool gzipped = false;
        if (!DatasetFiles::readPage((fs::path(htmlDir) / files.first).string(), bytes, plain,
                                    gzipped, error)) {
            session.error(pageItem, error + "; skipped");
            session.skip(id);
            continue;
        }
        PackageDocument doc;
        doc.stem = session.stemFor(id);
        doc.goldText = std::move(record->mainContent);
        doc.snippets = std::move(record->snippets);
        doc.metadata.url = record->url;
        doc.metadata.title = record->title;
        doc.metadata.author = record->author;
        doc.metadata.published = record->published;
        doc.metadata.pageType = record->pageType;
        doc.metadata.annotator = kWcxbAnnotator;
        session.add(std::move(doc), bytes, gzipped, plain, pageItem);
    }
    return session.finish();
}

} // namespace core
