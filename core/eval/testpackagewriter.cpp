#include "testpackagewriter.h"

#include "atomicfile.h"
#include "packagejson.h"

#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <vector>

namespace core {

namespace fs = std::filesystem;

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
                               bool overwrite, std::string &error)
{
    std::error_code ec;
    fs::create_directories(directory, ec);
    if (ec) {
        error = directory + ": cannot create (" + ec.message() + ")";
        return false;
    }
    const std::string path = directory + "/" + std::string(TestPackage::kDescriptionFile);
    if (!overwrite && fs::exists(path, ec)) {
        error = path + ": a package exists already (not overwritten)";
        return false;
    }
    return AtomicFile::write(path, PackageJson::description(description), error);
}

bool TestPackageWriter::writeDocument(const std::string &directory, const PackageDocument &doc,
                                      std::string_view html, std::string_view rendered,
                                      bool overwrite, std::string &error)
{
    if (!TestPackage::validStem(doc.stem)) {
        error = "\"" + doc.stem + "\": not a valid document name (letters, digits, - and _)";
        return false;
    }
    TestPackage package;
    package.directory = directory;
    auto path = [&](std::string_view ext) { return package.pathOf(doc, ext); };
    std::error_code ec;
    // The metadata file comes first: removing it first marks the old document incomplete.
    const std::string_view extensions[] = {TestPackage::kMeta,      TestPackage::kHtml,
                                           TestPackage::kHtmlGz,    TestPackage::kGold,
                                           TestPackage::kGoldNodes, TestPackage::kRendered};
    bool exists = false;
    for (std::string_view ext : extensions)
        exists = exists || fs::exists(path(ext), ec);
    if (exists && !overwrite) {
        error = path(TestPackage::kHtml) + ": document \"" + doc.stem +
                "\" exists already (not overwritten)";
        return false;
    }

    // Phase 1: every new file into a temporary; any failure leaves the old document as it was.
    std::vector<std::pair<std::string_view, std::string>> contents;
    contents.emplace_back(doc.compressed ? TestPackage::kHtmlGz : TestPackage::kHtml,
                          doc.compressed ? gzip(html) : std::string(html));
    contents.emplace_back(TestPackage::kGold, doc.goldText);
    if (!doc.goldNodes.empty())
        contents.emplace_back(TestPackage::kGoldNodes,
                              PackageJson::goldNodes(doc.goldNodes, doc.goldNodesOfRendered));
    if (!rendered.empty())
        contents.emplace_back(TestPackage::kRendered, std::string(rendered));
    contents.emplace_back(TestPackage::kMeta, PackageJson::metadata(doc.metadata));
    std::vector<AtomicFile> staged;
    staged.reserve(contents.size());
    for (const auto &[ext, bytes] : contents) {
        staged.emplace_back(path(ext));
        if (!staged.back().write(bytes, error))
            return false;
    }

    // Phase 2: the old metadata goes first and the new metadata comes last, so that an
    // interruption leaves a document that reads as incomplete, never a mix; files the new
    // document does not have go too.
    for (std::string_view ext : extensions) {
        const bool replaced =
            ext != TestPackage::kMeta && std::any_of(contents.begin(), contents.end(),
                                                     [&](const auto &c) { return c.first == ext; });
        if (!replaced && !fs::remove(path(ext), ec) && ec) {
            error = path(ext) + ": cannot remove (" + ec.message() + ")";
            return false;
        }
    }
    for (AtomicFile &file : staged)
        if (!file.commit(error))
            return false;
    return true;
}

} // namespace core
