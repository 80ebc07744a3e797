#include "readabilityimporter.h"

#include "documentloader.h"
#include "filereader.h"
#include "testpackagewriter.h"
#include "textassembler.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace core {

namespace fs = std::filesystem;

namespace {

// The gold is Readability.js's output, not a person's: say so wherever the package is seen.
constexpr const char *kAnnotator = "Readability.js (expected.html of its test suite)";
constexpr const char *kLicense = "Apache-2.0 (Mozilla Readability; see the source's LICENSE.md)";

// Title and language from expected-metadata.json; both stay empty when absent or null.
DocumentMetadata metadataOf(const fs::path &file, const std::string &relative,
                            std::vector<PackageIssue> &issues)
{
    DocumentMetadata m;
    m.annotator = kAnnotator;
    std::string text, error;
    if (!FileReader::read(file.string(), text, error)) {
        issues.push_back(
            {PackageIssue::Severity::Warning, relative, error + "; no title/language"});
        return m;
    }
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object()) {
        issues.push_back({PackageIssue::Severity::Warning, relative, "not a JSON object; ignored"});
        return m;
    }
    if (j.contains("title") && j["title"].is_string())
        m.title = j["title"].get<std::string>();
    if (j.contains("lang") && j["lang"].is_string())
        m.language = j["lang"].get<std::string>();
    return m;
}

// DIR/NAME/BASE.html or, as the repository keeps them, BASE.html.gz; empty when neither exists.
fs::path pageFile(const fs::path &dir, const std::string &base)
{
    for (const char *suffix : {".html", ".html.gz"}) {
        fs::path p = dir / (base + suffix);
        std::error_code ec;
        if (fs::is_regular_file(p, ec))
            return p;
    }
    return {};
}

// The original bytes of a page file, gzip undone.
bool readPage(const fs::path &file, std::string &bytes, std::string &error)
{
    if (file.empty()) {
        error = "missing";
        return false;
    }
    if (!FileReader::read(file.string(), bytes, error))
        return false;
    if (file.extension() != ".gz")
        return true;
    std::optional<std::string> inflated = DocumentLoader::gunzip(bytes, error);
    if (!inflated)
        return false;
    bytes = std::move(*inflated);
    return true;
}

// Folder names become stems: characters a stem may not have become '-'.
std::string stemOf(const std::string &folder)
{
    std::string stem = folder.substr(0, 128);
    for (char &c : stem)
        if (!TestPackage::validStem(std::string_view(&c, 1)))
            c = '-';
    return stem;
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
                                          bool overwrite) const
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

    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "Mozilla Readability test pages; the gold is the visible text of Readability.js's "
        "expected output, so a high score means agreeing with Readability.js.",
        "Mozilla Readability test suite, imported from " + source, kLicense};
    if (!TestPackageWriter::create(package, description, overwrite, result.error))
        return result;

    for (const std::string &folder : folders) {
        const fs::path dir = fs::path(source) / folder;
        const fs::path sourceFile = pageFile(dir, "source");
        const fs::path expectedFile = pageFile(dir, "expected");
        const auto shown = [&folder](const fs::path &file, const char *fallback) {
            return folder + "/" + (file.empty() ? fallback : file.filename().string());
        };
        PackageDocument doc;
        doc.stem = stemOf(folder);
        std::string html, error;
        if (!readPage(sourceFile, html, error)) {
            result.issues.push_back({PackageIssue::Severity::Error,
                                     shown(sourceFile, "source.html"), error + "; page skipped"});
            continue;
        }
        std::optional<std::string> gold;
        if (expectedFile.empty())
            error = "missing";
        else
            gold = goldText(expectedFile.string(), error);
        if (!gold) {
            result.issues.push_back({PackageIssue::Severity::Error,
                                     shown(expectedFile, "expected.html"),
                                     error + "; page skipped"});
            continue;
        }
        doc.goldText = *gold;
        doc.metadata = metadataOf(dir / "expected-metadata.json",
                                  folder + "/expected-metadata.json", result.issues);
        if (!TestPackageWriter::writeDocument(package, doc, html, {}, overwrite, error)) {
            result.issues.push_back(
                {PackageIssue::Severity::Error, shown(sourceFile, "source.html"), error});
            continue;
        }
        ++result.imported;
    }
    result.ok = true;
    return result;
}

} // namespace core
