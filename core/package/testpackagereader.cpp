#include "testpackagereader.h"

#include "document/filereader.h"
#include "document/textdecoder.h"
#include "io/atomicfile.h"
#include "packagejson.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

namespace core {

namespace fs = std::filesystem;

namespace {

// Which of a document's files exist.
struct DocumentFiles
{
    bool html = false, htmlGz = false, gold = false, meta = false, goldNodes = false,
         rendered = false, snippets = false;
    std::vector<std::string> annotationKeys; // sorted, as the names are
};

// KEY of ".annotation.KEY.json", or "" when ext is not an annotation's.
std::string annotationKeyOf(std::string_view ext)
{
    const std::string_view prefix = TestPackage::kAnnotationPrefix,
                           suffix = TestPackage::kAnnotationSuffix;
    if (ext.size() <= prefix.size() + suffix.size() || !ext.starts_with(prefix) ||
        !ext.ends_with(suffix))
        return {};
    const std::string key(ext.substr(prefix.size(), ext.size() - prefix.size() - suffix.size()));
    return TestPackage::annotatorKey(key) == key ? key : std::string();
}

class Validator
{
public:
    explicit Validator(TestPackageReader::Result &result) : m_result(result) {}

    void warn(const std::string &file, const std::string &message)
    {
        m_result.issues.push_back({PackageIssue::Severity::Warning, file, message});
    }
    void fail(const std::string &file, const std::string &message)
    {
        m_result.issues.push_back({PackageIssue::Severity::Error, file, message});
    }
    void warnAll(const std::string &file, std::vector<std::string> &warnings)
    {
        for (const std::string &w : warnings)
            warn(file, w);
        warnings.clear();
    }

private:
    TestPackageReader::Result &m_result;
};

// Sorts a directory entry into its document's files; false when it belongs to none.
bool classify(const std::string &name, std::map<std::string, DocumentFiles> &docs)
{
    const std::size_t dot = name.find('.');
    if (dot == std::string::npos || dot == 0)
        return false;
    const std::string stem = name.substr(0, dot);
    const std::string_view ext = std::string_view(name).substr(dot);
    if (!TestPackage::validStem(stem))
        return false;
    bool DocumentFiles::*flag = nullptr;
    if (ext == TestPackage::kHtml)
        flag = &DocumentFiles::html;
    else if (ext == TestPackage::kHtmlGz)
        flag = &DocumentFiles::htmlGz;
    else if (ext == TestPackage::kGold)
        flag = &DocumentFiles::gold;
    else if (ext == TestPackage::kMeta)
        flag = &DocumentFiles::meta;
    else if (ext == TestPackage::kGoldNodes)
        flag = &DocumentFiles::goldNodes;
    else if (ext == TestPackage::kRendered)
        flag = &DocumentFiles::rendered;
    else if (ext == TestPackage::kSnippets)
        flag = &DocumentFiles::snippets;
    else if (std::string key = annotationKeyOf(ext); !key.empty()) {
        docs[stem].annotationKeys.push_back(std::move(key));
        return true;
    } else
        return false;
    docs[stem].*flag = true;
    return true;
}

// Checks that the page is there and plausible without reading it all: not empty, and a .gz
// starts with the gzip signature. Corrupt content beyond that is found when the page is loaded.
bool checkPage(const fs::path &path, bool compressed, std::string &error)
{
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    if (ec) {
        error = "cannot read (" + ec.message() + ")";
        return false;
    }
    if (size == 0) {
        error = "empty file";
        return false;
    }
    if (compressed) {
        std::ifstream in(path, std::ios::binary);
        char magic[2] = {};
        in.read(magic, 2);
        if (!in || static_cast<unsigned char>(magic[0]) != 0x1f ||
            static_cast<unsigned char>(magic[1]) != 0x8b) {
            error = "not gzip data";
            return false;
        }
    }
    return true;
}

std::optional<PackageDocument> readDocument(const fs::path &dir, const std::string &stem,
                                            const DocumentFiles &f, Validator &v)
{
    PackageDocument doc;
    doc.stem = stem;
    bool ok = true;
    std::string error;
    std::vector<std::string> warnings;

    if (f.html && f.htmlGz) {
        v.fail(stem + std::string(TestPackage::kHtmlGz),
               "both " + stem + ".html and " + stem + ".html.gz exist; keep one");
        ok = false;
    } else if (!f.html && !f.htmlGz) {
        v.fail(stem + std::string(TestPackage::kHtml), "missing (the page, .html or .html.gz)");
        ok = false;
    } else {
        doc.compressed = f.htmlGz;
        const std::string page =
            stem + std::string(f.htmlGz ? TestPackage::kHtmlGz : TestPackage::kHtml);
        if (!checkPage(dir / page, doc.compressed, error)) {
            v.fail(page, error);
            ok = false;
        }
    }

    // No gold text is allowed (version 2): a snippets-only document, or one not annotated yet.
    const std::string goldFile = stem + std::string(TestPackage::kGold);
    doc.hasGoldText = f.gold;
    if (f.gold && !FileReader::read((dir / goldFile).string(), doc.goldText, error)) {
        v.fail(goldFile, error);
        ok = false;
    } else if (f.gold && !TextDecoder::isValidUtf8(doc.goldText)) {
        v.fail(goldFile, "not valid UTF-8");
        ok = false;
    }

    // The metadata file is written last, so its absence marks an interrupted write.
    const std::string metaFile = stem + std::string(TestPackage::kMeta);
    std::string text;
    if (!f.meta) {
        v.fail(metaFile, "missing (incomplete document, perhaps an interrupted write)");
        ok = false;
    } else if (!FileReader::read((dir / metaFile).string(), text, error)) {
        v.fail(metaFile, error);
        ok = false;
    } else if (auto meta = PackageJson::parseMetadata(text, error, warnings)) {
        doc.metadata = std::move(*meta);
        v.warnAll(metaFile, warnings);
    } else {
        v.fail(metaFile, error);
        ok = false;
    }

    const std::string nodesFile = stem + std::string(TestPackage::kGoldNodes);
    if (f.goldNodes) {
        if (!FileReader::read((dir / nodesFile).string(), text, error)) {
            v.fail(nodesFile, error);
            ok = false;
        } else if (auto nodes = PackageJson::parseGoldNodes(text, error, warnings)) {
            doc.goldNodes = std::move(nodes->nodes);
            doc.goldNodesOfRendered = nodes->ofRendered;
            v.warnAll(nodesFile, warnings);
            if (doc.goldNodesOfRendered && !f.rendered) {
                v.fail(nodesFile, "refers to " + stem + ".rendered.html, which is missing");
                ok = false;
            }
        } else {
            v.fail(nodesFile, error);
            ok = false;
        }
    }
    doc.hasRendered = f.rendered;

    const std::string snippetsFile = stem + std::string(TestPackage::kSnippets);
    if (f.snippets) {
        if (!FileReader::read((dir / snippetsFile).string(), text, error)) {
            v.fail(snippetsFile, error);
            ok = false;
        } else if (auto snippets = PackageJson::parseSnippets(text, error, warnings)) {
            doc.snippets = std::move(*snippets);
            v.warnAll(snippetsFile, warnings);
        } else {
            v.fail(snippetsFile, error);
            ok = false;
        }
    }

    // A broken annotation costs that annotation only: the others and the gold stay usable.
    for (const std::string &key : f.annotationKeys) {
        const std::string file = stem + std::string(TestPackage::kAnnotationPrefix) + key +
                                 std::string(TestPackage::kAnnotationSuffix);
        if (!FileReader::read((dir / file).string(), text, error)) {
            v.warn(file, error + "; annotation ignored");
        } else if (auto annotation = PackageJson::parseAnnotation(text, error, warnings)) {
            annotation->key = key;
            doc.annotations.push_back(std::move(*annotation));
            v.warnAll(file, warnings);
        } else {
            v.warn(file, error + "; annotation ignored");
        }
    }

    if (!ok) {
        v.fail(stem, "document skipped");
        return std::nullopt;
    }
    return doc;
}

} // namespace

TestPackageReader::Result TestPackageReader::read(const std::string &directory)
{
    Result result;
    Validator v(result);
    const fs::path dir(directory);
    const std::string descriptionFile(TestPackage::kDescriptionFile);
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        v.fail(directory, "not a directory");
        return result;
    }
    std::string text, error;
    std::vector<std::string> warnings;
    if (!FileReader::read((dir / descriptionFile).string(), text, error)) {
        v.fail(descriptionFile, "missing or unreadable: not a test package");
        return result;
    }
    int version = 0;
    std::optional<PackageDescription> description =
        PackageJson::parseDescription(text, error, warnings, &version);
    if (!description) {
        v.fail(descriptionFile, error);
        return result;
    }
    v.warnAll(descriptionFile, warnings);

    std::map<std::string, DocumentFiles> docs;
    std::vector<std::string> names;
    for (const fs::directory_entry &entry : fs::directory_iterator(dir, ec))
        names.push_back(entry.path().filename().string());
    if (ec) {
        v.fail(directory, "cannot list (" + ec.message() + ")");
        return result;
    }
    std::sort(names.begin(), names.end());
    for (const std::string &name : names) {
        if (name == descriptionFile || name == TestPackage::kGuidelinesFile)
            continue;
        if (fs::is_directory(dir / name, ec))
            v.warn(name, "a directory inside the package; ignored");
        else if (AtomicFile::isTemporaryName(name))
            v.warn(name, "left-over temporary file of an interrupted write; ignored");
        else if (!classify(name, docs))
            v.warn(name, "not part of any document (expected STEM.html, STEM.txt, "
                         "STEM.meta.json, ...; a stem is letters, digits, - and _); ignored");
    }

    TestPackage package;
    package.directory = directory;
    package.description = std::move(*description);
    package.version = version;
    const fs::path guidelines = dir / std::string(TestPackage::kGuidelinesFile);
    if (fs::exists(guidelines, ec)) {
        if (!FileReader::read(guidelines.string(), package.guidelines, error))
            v.warn(std::string(TestPackage::kGuidelinesFile), error + "; no guidelines");
        else if (!TextDecoder::isValidUtf8(package.guidelines)) {
            v.warn(std::string(TestPackage::kGuidelinesFile), "not valid UTF-8; no guidelines");
            package.guidelines.clear();
        }
    }
    for (const auto &[stem, files] : docs)
        if (auto doc = readDocument(dir, stem, files, v))
            package.documents.push_back(std::move(*doc));
    result.package = std::move(package);
    return result;
}

} // namespace core
