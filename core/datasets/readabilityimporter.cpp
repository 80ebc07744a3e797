#include "readabilityimporter.h"

#include "datasetfiles.h"
#include "document/documentloader.h"
#include "document/filereader.h"
#include "extraction/textassembler.h"
#include "importsession.h"
#include "io/jsonobject.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace core {

namespace fs = std::filesystem;

namespace {

// The gold is Readability.js's output, not a person's: say so wherever the package is seen.
constexpr const char *kReadabilityAnnotator = "Readability.js (expected.html of its test suite)";
constexpr const char *kReadabilityLicense =
    "Apache-2.0 (Mozilla Readability; see the source's LICENSE.md)";

// The metadata gold from expected-metadata.json: title, lang, byline (the author),
// publishedTime and siteName; each stays empty when absent or null.
DocumentMetadata metadataOf(const fs::path &file, const std::string &relative,
                            std::vector<PackageIssue> &issues)
{
    DocumentMetadata m;
    m.annotator = kReadabilityAnnotator;
    std::string text, error;
    if (!FileReader::read(file.string(), text, error)) {
        issues.push_back({PackageIssue::Severity::Warning, relative, error + "; no metadata gold"});
        return m;
    }
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object()) {
        issues.push_back({PackageIssue::Severity::Warning, relative, "not a JSON object; ignored"});
        return m;
    }
    m.title = JsonObject::stringOf(j, "title");
    m.language = JsonObject::stringOf(j, "lang");
    m.author = JsonObject::stringOf(j, "byline");
    m.published = JsonObject::stringOf(j, "publishedTime");
    m.siteName = JsonObject::stringOf(j, "siteName");
    return m;
}

} // namespace

std::string_view ReadabilityImporter::description() const
{
    return "Mozilla Readability test pages: DIR/*/source.html, expected.html (each may be "
           "gzip-compressed as .html.gz), expected-metadata.json";
}

std::optional<std::string> ReadabilityImporter::goldText(const std::string &expectedHtml,
                                                         std::string &error)
{
    DocumentLoader::Result loaded = DocumentLoader::loadFile(expectedHtml);
    if (!loaded.document) {
        error = loaded.error;
        return std::nullopt;
    }
    const Document &doc = *loaded.document;
    const NodeId root = doc.body() != kNoNode ? doc.body() : doc.root();
    const std::vector<TextSpan> spans = TextAssembler::spansOf(doc, std::span(&root, 1));
    return TextAssembler::assemble(doc, spans);
}

Importer::Result ReadabilityImporter::run(const std::string &source, const std::string &package,
                                          const Options &options) const
{
    Result result;
    std::error_code ec;
    std::vector<std::string> folders;
    for (const fs::directory_entry &entry : fs::directory_iterator(source, ec))
        if (entry.is_directory())
            folders.push_back(entry.path().filename().string());
    if (ec) {
        result.error = source + ": cannot list (" + ec.message() + ")";
        return result;
    }
    std::sort(folders.begin(), folders.end());
    if (folders.empty()) {
        result.error =
            source + ": no page folders (expected DIR/NAME/source.html or source.html.gz)";
        return result;
    }

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "Mozilla Readability test pages; the gold is the visible text of Readability.js's "
        "expected output, so a high score means agreeing with Readability.js.",
        "Mozilla Readability test suite, imported from " + source, kReadabilityLicense};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(folders.size());

    for (const std::string &folder : folders) {
        if (session.cancelled())
            break;
        const std::string dir = (fs::path(source) / folder).string();
        const std::string sourceFile = DatasetFiles::findPage(dir, "source");
        const std::string expectedFile = DatasetFiles::findPage(dir, "expected");
        const auto shown = [&folder](const std::string &file, const char *fallback) {
            return folder + "/" + (file.empty() ? fallback : fs::path(file).filename().string());
        };
        PackageDocument doc;
        doc.stem = session.stemFor(folder);
        std::string bytes, html, error = "missing";
        bool gzipped = false;
        if (sourceFile.empty() ||
            !DatasetFiles::readPage(sourceFile, bytes, html, gzipped, error)) {
            session.error(shown(sourceFile, "source.html"), error + "; page skipped");
            session.skip(folder);
            continue;
        }
        std::optional<std::string> gold;
        error = "missing";
        if (!expectedFile.empty())
            gold = goldText(expectedFile, error);
        if (!gold) {
            session.error(shown(expectedFile, "expected.html"), error + "; page skipped");
            session.skip(folder);
            continue;
        }
        doc.goldText = *gold;
        std::vector<PackageIssue> issues;
        doc.metadata = metadataOf(fs::path(dir) / "expected-metadata.json",
                                  folder + "/expected-metadata.json", issues);
        for (const PackageIssue &issue : issues)
            session.warning(issue.file, issue.message);
        // The page is stored uncompressed, as the Readability repository keeps it.
        session.add(std::move(doc), html, false, html, shown(sourceFile, "source.html"));
    }
    return session.finish();
}

} // namespace core
