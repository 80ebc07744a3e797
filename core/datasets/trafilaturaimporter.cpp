#include "trafilaturaimporter.h"

#include "datasetfiles.h"
#include "document/filereader.h"
#include "importsession.h"
#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace core {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char *kEvalData = "evaldata.json";
constexpr const char *kTrafilaturaAnnotator = "trafilatura evaluation (with/without snippets)";
// Where trafilatura's tests keep the pages.
constexpr const char *kPageFolders[] = {"eval", "cache"};

// A list of strings; false when present and not one.
bool stringsOf(const json &o, const char *key, std::vector<std::string> &out)
{
    const auto it = o.find(key);
    if (it == o.end() || it->is_null())
        return true;
    if (!it->is_array())
        return false;
    for (const json &v : *it) {
        if (!v.is_string())
            return false;
        out.push_back(v.get<std::string>());
    }
    return true;
}

} // namespace

std::string_view TrafilaturaImporter::description() const
{
    return "trafilatura evaluation: DIR/evaldata.json ({URL: {file, with, without}}) and pages "
           "in DIR/eval/ or DIR/cache/; snippets only, no gold text";
}

std::optional<std::vector<TrafilaturaImporter::Entry>>
TrafilaturaImporter::parseEvalData(std::string_view text, std::string &error)
{
    const std::optional<json> parsed =
        JsonObject::parse(text, error, " of {URL: {file, with, without}}");
    if (!parsed)
        return std::nullopt;
    const json &j = *parsed;
    std::vector<Entry> out;
    for (const auto &[url, value] : j.items()) {
        Entry e;
        e.url = url;
        if (!value.is_object()) {
            e.problem = "not an object";
        } else {
            e.file = JsonObject::stringOf(value, "file");
            e.author = JsonObject::stringOf(value, "author");
            e.title = JsonObject::stringOf(value, "title");
            e.date = JsonObject::stringOf(value, "date");
            if (e.file.empty())
                e.problem = "no \"file\"";
            else if (e.file.find('/') != std::string::npos || e.file == "..")
                e.problem = "\"file\" must be a file name, not a path";
            else if (!stringsOf(value, "with", e.snippets.with) ||
                     !stringsOf(value, "without", e.snippets.without))
                e.problem = "\"with\" and \"without\" must be lists of strings";
            else if (e.snippets.empty())
                e.problem = "no snippets: no gold";
        }
        out.push_back(std::move(e));
    }
    return out;
}

Importer::Result TrafilaturaImporter::run(const std::string &source, const std::string &package,
                                          const Options &options) const
{
    Result failed;
    const std::string evalData = (fs::path(source) / kEvalData).string();
    std::string text;
    std::optional<std::vector<Entry>> entries;
    if (FileReader::read(evalData, text, failed.error))
        entries = parseEvalData(text, failed.error);
    if (!entries) {
        failed.error = evalData + ": " + failed.error;
        return failed;
    }

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "trafilatura's evaluation pages: the gold is snippets a correct extraction must (with) "
        "or must not (without) contain; there is no gold text.",
        "trafilatura evaluation data, imported from " + source, ""};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(entries->size());

    for (const Entry &e : *entries) {
        if (session.cancelled())
            break;
        const std::string item = std::string(kEvalData) + ": " + JsonObject::quoted(e.url);
        if (!e.problem.empty()) {
            session.error(item, e.problem + "; skipped");
            session.skip(e.url);
            continue;
        }
        std::string path, shown;
        for (const char *folder : kPageFolders) {
            const fs::path candidate = fs::path(source) / folder / e.file;
            std::error_code ec;
            if (fs::is_regular_file(candidate, ec)) {
                path = candidate.string();
                shown = std::string(folder) + "/" + e.file;
                break;
            }
        }
        if (path.empty()) {
            session.error(item, "no page " + JsonObject::quoted("eval/" + e.file) + " or " +
                                    JsonObject::quoted("cache/" + e.file) + "; skipped");
            session.skip(e.url);
            continue;
        }
        std::string bytes, plain, error;
        bool gzipped = false;
        if (!DatasetFiles::readPage(path, bytes, plain, gzipped, error)) {
            session.error(shown, error + "; skipped");
            session.skip(e.url);
            continue;
        }
        PackageDocument doc;
        doc.stem = session.stemFor(DatasetFiles::withoutPageExtension(e.file));
        doc.hasGoldText = false;
        doc.snippets = e.snippets;
        doc.snippets.caseSensitive = true; // trafilatura's evaluation compares case and all
        doc.metadata.url = e.url;
        doc.metadata.title = e.title;
        doc.metadata.author = e.author;
        doc.metadata.published = e.date;
        doc.metadata.annotator = kTrafilaturaAnnotator;
        session.add(std::move(doc), bytes, gzipped, plain, shown);
    }
    return session.finish();
}

} // namespace core
