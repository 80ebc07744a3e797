#include "testpackagewriter.h"

#include "document/filereader.h"
#include "io/atomicfile.h"
#include "packagejson.h"

#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <vector>

namespace core {

namespace fs = std::filesystem;

namespace {

std::string descriptionPath(const std::string &directory)
{
    return directory + "/" + std::string(TestPackage::kDescriptionFile);
}

// Raises package.json to the current version when it is older (module comment). A missing or
// unreadable package.json is left alone: the document files do not need it to be written, and
// the reader reports it.
bool upgrade(const std::string &directory, std::string &error)
{
    const std::string path = descriptionPath(directory);
    std::string text, ignored;
    if (!FileReader::read(path, text, ignored))
        return true;
    std::vector<std::string> warnings;
    int version = 0;
    const std::optional<PackageDescription> d =
        PackageJson::parseDescription(text, ignored, warnings, &version);
    if (!d || version >= TestPackage::kVersion)
        return true;
    return AtomicFile::write(path, PackageJson::description(*d), error);
}

// Stages (phase 1) and commits (phase 2) files of one document; see writeDocument.
bool stageAll(const std::vector<std::pair<std::string, std::string>> &contents,
              std::vector<AtomicFile> &staged, std::string &error)
{
    staged.reserve(contents.size());
    for (const auto &[path, bytes] : contents) {
        staged.emplace_back(path);
        if (!staged.back().write(bytes, error))
            return false;
    }
    return true;
}

bool removeIfPresent(const std::string &path, std::string &error)
{
    std::error_code ec;
    if (!fs::remove(path, ec) && ec) {
        error = path + ": cannot remove (" + ec.message() + ")";
        return false;
    }
    return true;
}

} // namespace

std::string TestPackageWriter::gzip(std::string_view data)
{
    z_stream zs{};
    // 15 window bits + 16: a gzip header and trailer rather than a raw zlib stream.
    deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&zs, static_cast<uLong>(data.size())), '\0');
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(zs.total_out);
    deflateEnd(&zs);
    return out;
}

bool TestPackageWriter::create(const std::string &directory, const PackageDescription &description,
                               bool overwrite, std::string &error, std::string_view guidelines)
{
    std::error_code ec;
    fs::create_directories(directory, ec);
    if (ec) {
        error = directory + ": cannot create (" + ec.message() + ")";
        return false;
    }
    const std::string path = descriptionPath(directory);
    if (!overwrite && fs::exists(path, ec)) {
        error = path + ": a package exists already (not overwritten)";
        return false;
    }
    if (!AtomicFile::write(path, PackageJson::description(description), error))
        return false;
    const std::string guidelinesPath = directory + "/" + std::string(TestPackage::kGuidelinesFile);
    if (fs::exists(guidelinesPath, ec))
        return true;
    return AtomicFile::write(
        guidelinesPath, guidelines.empty() ? TestPackage::defaultGuidelines() : guidelines, error);
}

bool TestPackageWriter::writeGuidelines(const std::string &directory, std::string_view text,
                                        std::string &error)
{
    return upgrade(directory, error) &&
           AtomicFile::write(directory + "/" + std::string(TestPackage::kGuidelinesFile), text,
                             error);
}

bool TestPackageWriter::writeDocument(const std::string &directory, const PackageDocument &doc,
                                      std::string_view html, std::string_view rendered,
                                      bool overwrite, std::string &error)
{
    return write(directory, doc, html, false, rendered, overwrite, error);
}

bool TestPackageWriter::writeGzippedDocument(const std::string &directory,
                                             const PackageDocument &doc, std::string_view gzipped,
                                             bool overwrite, std::string &error)
{
    return write(directory, doc, gzipped, true, {}, overwrite, error);
}

bool TestPackageWriter::write(const std::string &directory, const PackageDocument &doc,
                              std::string_view html, bool gzipped, std::string_view rendered,
                              bool overwrite, std::string &error)
{
    if (!TestPackage::validStem(doc.stem)) {
        error = "\"" + doc.stem + "\": not a valid document name (letters, digits, - and _)";
        return false;
    }
    if (gzipped && !doc.compressed) {
        error = doc.stem + ": gzip page data for a document stored uncompressed";
        return false;
    }
    TestPackage package;
    package.directory = directory;
    auto path = [&](std::string_view ext) { return package.pathOf(doc, ext); };
    std::error_code ec;
    // The metadata file comes first: removing it first marks the old document incomplete.
    const std::string_view extensions[] = {
        TestPackage::kMeta,      TestPackage::kHtml,     TestPackage::kHtmlGz,  TestPackage::kGold,
        TestPackage::kGoldNodes, TestPackage::kRendered, TestPackage::kSnippets};
    bool exists = false;
    for (std::string_view ext : extensions)
        exists = exists || fs::exists(path(ext), ec);
    if (exists && !overwrite) {
        error = path(TestPackage::kHtml) + ": document \"" + doc.stem +
                "\" exists already (not overwritten)";
        return false;
    }
    if (!upgrade(directory, error))
        return false;

    // Phase 1: every new file into a temporary; any failure leaves the old document as it was.
    std::vector<std::pair<std::string_view, std::string>> contents;
    contents.emplace_back(doc.compressed ? TestPackage::kHtmlGz : TestPackage::kHtml,
                          doc.compressed && !gzipped ? gzip(html) : std::string(html));
    if (doc.hasGoldText)
        contents.emplace_back(TestPackage::kGold, doc.goldText);
    if (!doc.goldNodes.empty())
        contents.emplace_back(TestPackage::kGoldNodes,
                              PackageJson::goldNodes(doc.goldNodes, doc.goldNodesOfRendered));
    if (!rendered.empty())
        contents.emplace_back(TestPackage::kRendered, std::string(rendered));
    if (!doc.snippets.empty())
        contents.emplace_back(TestPackage::kSnippets, PackageJson::snippets(doc.snippets));
    contents.emplace_back(TestPackage::kMeta, PackageJson::metadata(doc.metadata));
    std::vector<std::pair<std::string, std::string>> files;
    for (auto &[ext, bytes] : contents)
        files.emplace_back(path(ext), std::move(bytes));
    std::vector<AtomicFile> staged;
    if (!stageAll(files, staged, error))
        return false;

    // Phase 2: the old metadata goes first and the new metadata comes last, so that an
    // interruption leaves a document that reads as incomplete, never a mix; files the new
    // document does not have go too.
    for (std::string_view ext : extensions) {
        const bool replaced =
            ext != TestPackage::kMeta && std::any_of(contents.begin(), contents.end(),
                                                     [&](const auto &c) { return c.first == ext; });
        if (!replaced && !removeIfPresent(path(ext), error))
            return false;
    }
    for (AtomicFile &file : staged)
        if (!file.commit(error))
            return false;
    return true;
}

bool TestPackageWriter::writeAnnotation(const std::string &directory, const std::string &stem,
                                        const Annotation &annotation, bool overwrite,
                                        std::string &error)
{
    TestPackage package;
    package.directory = directory;
    PackageDocument doc;
    doc.stem = stem;
    std::error_code ec;
    if (!TestPackage::validStem(stem) || !fs::exists(package.pathOf(doc, TestPackage::kMeta), ec)) {
        error = package.pathOf(doc, TestPackage::kMeta) + ": no such document to annotate";
        return false;
    }
    const std::string key = TestPackage::annotatorKey(annotation.annotator);
    const std::string path = package.annotationPath(doc, key);
    std::string old;
    if (FileReader::read(path, old, error)) {
        std::vector<std::string> warnings;
        const std::optional<Annotation> existing =
            PackageJson::parseAnnotation(old, error, warnings);
        if (existing && existing->annotator != annotation.annotator) {
            error = path + ": holds the annotation of \"" + existing->annotator +
                    "\", whose name "
                    "gives the same file name as \"" +
                    annotation.annotator + "\" (not overwritten)";
            return false;
        }
        if (!overwrite) {
            error = path + ": an annotation by \"" + annotation.annotator +
                    "\" exists already (not overwritten)";
            return false;
        }
    }
    return upgrade(directory, error) &&
           AtomicFile::write(path, PackageJson::annotation(annotation), error);
}

bool TestPackageWriter::writeGold(const std::string &directory, const std::string &stem,
                                  const std::string &goldText,
                                  const std::vector<GoldNode> &goldNodes, bool goldNodesOfRendered,
                                  const DocumentMetadata &metadata, std::string &error)
{
    TestPackage package;
    package.directory = directory;
    PackageDocument doc;
    doc.stem = stem;
    std::error_code ec;
    const std::string meta = package.pathOf(doc, TestPackage::kMeta);
    if (!TestPackage::validStem(stem) || !fs::exists(meta, ec)) {
        error = meta + ": no such document";
        return false;
    }
    if (!upgrade(directory, error))
        return false;
    std::vector<std::pair<std::string, std::string>> files;
    files.emplace_back(package.pathOf(doc, TestPackage::kGold), goldText);
    if (!goldNodes.empty())
        files.emplace_back(package.pathOf(doc, TestPackage::kGoldNodes),
                           PackageJson::goldNodes(goldNodes, goldNodesOfRendered));
    files.emplace_back(meta, PackageJson::metadata(metadata));
    std::vector<AtomicFile> staged;
    if (!stageAll(files, staged, error) || !removeIfPresent(meta, error))
        return false;
    if (goldNodes.empty() && !removeIfPresent(package.pathOf(doc, TestPackage::kGoldNodes), error))
        return false;
    for (AtomicFile &file : staged)
        if (!file.commit(error))
            return false;
    return true;
}

} // namespace core
