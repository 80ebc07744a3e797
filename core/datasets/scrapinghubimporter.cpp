#include "scrapinghubimporter.h"

#include "datasetfiles.h"
#include "document/filereader.h"
#include "importsession.h"
#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>

namespace core {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char *kGroundTruth = "ground-truth.json";
constexpr const char *kScrapinghubAnnotator = "article-extraction-benchmark (Zyte) ground truth";

} // namespace

std::string_view ScrapinghubImporter::description() const
{
    return "article-extraction-benchmark: DIR/ground-truth.json ({ID: {articleBody, url}}) and "
           "DIR/html/ID.html.gz";
}

std::optional<std::vector<ScrapinghubImporter::Entry>>
ScrapinghubImporter::parseGroundTruth(std::string_view text, std::string &error)
{
    const std::optional<json> parsed =
        JsonObject::parse(text, error, " of {ID: {articleBody, url}}");
    if (!parsed)
        return std::nullopt;
    const json &j = *parsed;
    std::vector<Entry> out;
    for (const auto &[id, value] : j.items()) {
        Entry e;
        e.id = id;
        if (!value.is_object()) {
            e.problem = "not an object";
        } else {
            e.url = JsonObject::stringOf(value, "url");
            const auto body = value.find("articleBody");
            if (body == value.end() || body->is_null())
                e.warning = "no \"articleBody\": an empty gold text, as the benchmark scores it";
            else if (body->is_string())
                e.articleBody = body->get<std::string>();
            else
                e.problem = "\"articleBody\" is not a string";
        }
        out.push_back(std::move(e));
    }
    return out;
}

Importer::Result ScrapinghubImporter::run(const std::string &source, const std::string &package,
                                          const Options &options) const
{
    Result failed;
    const std::string groundTruth = (fs::path(source) / kGroundTruth).string();
    std::string text;
    std::optional<std::vector<Entry>> entries;
    if (FileReader::read(groundTruth, text, failed.error))
        entries = parseGroundTruth(text, failed.error);
    if (!entries) {
        failed.error = groundTruth + ": " + failed.error;
        return failed;
    }
    const std::string htmlDir = (fs::path(source) / "html").string();
    std::vector<std::string> pages;
    if (!DatasetFiles::list(htmlDir, DatasetFiles::isPageName, pages, failed.error))
        return failed;
    std::map<std::string, std::string> pageOf;
    for (const std::string &page : pages)
        pageOf[DatasetFiles::withoutPageExtension(page)] = page;

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "The article-extraction benchmark: news and blog articles with their article body as "
        "ground truth.",
        "article-extraction-benchmark (Zyte/Scrapinghub), imported from " + source, ""};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(entries->size());

    for (const Entry &e : *entries) {
        if (session.cancelled())
            break;
        const std::string item = std::string(kGroundTruth) + ": " + JsonObject::quoted(e.id);
        const auto page = pageOf.find(e.id);
        if (!e.problem.empty() || page == pageOf.end()) {
            session.error(item, e.problem.empty()
                                    ? "no page " + JsonObject::quoted("html/" + e.id + ".html.gz") +
                                          "; skipped"
                                    : e.problem + "; skipped");
            session.skip(e.id);
            if (page != pageOf.end())
                pageOf.erase(page);
            continue;
        }
        if (!e.warning.empty())
            session.warning(item, e.warning);
        const std::string pageItem = "html/" + page->second;
        std::string bytes, plain, error;
        bool gzipped = false;
        const bool read = DatasetFiles::readPage((fs::path(htmlDir) / page->second).string(), bytes,
                                                 plain, gzipped, error);
        pageOf.erase(page);
        if (!read) {
            session.error(pageItem, error + "; skipped");
            session.skip(e.id);
            continue;
        }
        PackageDocument doc;
        doc.stem = session.stemFor(e.id);
        doc.goldText = e.articleBody;
        doc.metadata.url = e.url;
        doc.metadata.annotator = kScrapinghubAnnotator;
        session.add(std::move(doc), bytes, gzipped, plain, pageItem);
    }
    for (const auto &[id, page] : pageOf)
        if (!session.cancelled())
            session.error("html/" + page, "no entry in ground-truth.json; skipped");
    return session.finish();
}

} // namespace core
