// libFuzzer target (b): the test-package reader on packages made from the input: package.json,
// STEM.meta.json, STEM.gold-nodes.json, pages, gold texts, stray files, directories and left-over
// temporary files of interrupted writes, each file present or missing (broken and half-written
// packages). The input is a sequence of files, each introduced by a line "--- NAME" (fuzzfiles.h;
// no subfolders: a NAME with a "/" other than a trailing one, for a directory, is skipped, so
// nothing is written outside the package); e.g. tests/data/fuzz/package/.
// Beside the sanitizers it checks: every issue is one line naming a file; every document read
// loads (or fails with a one-line error naming its page); its node-level gold resolves on that
// page and survives GoldAnnotation's round trip; and what the reader accepted, TestPackageWriter
// writes and the reader reads back unchanged.

#include "fuzzcheck.h"
#include "fuzzfiles.h"

#include <document/documentloader.h>
#include <document/filereader.h>
#include <package/goldannotation.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace fs = std::filesystem;

namespace {

void checkIssues(const std::vector<core::PackageIssue> &issues)
{
    for (const core::PackageIssue &i : issues)
        FUZZ_CHECK(!i.file.empty() && !i.message.empty() &&
                       i.text().find('\n') == std::string::npos,
                   "issue '%s'", i.text().c_str());
}

// The node-level gold on the page it refers to: resolved, then written and resolved again.
void checkGold(const core::Document &doc, const std::vector<core::GoldNode> &nodes)
{
    std::size_t unresolved = 0, unrestored = 0;
    const core::GoldAnnotation gold =
        core::GoldAnnotation::fromGoldNodes(doc, nodes, &unresolved, &unrestored);
    FUZZ_CHECK(unresolved + unrestored <= nodes.size(), "%zu + %zu of %zu unresolved", unresolved,
               unrestored, nodes.size());
    gold.text(doc);
    const std::vector<core::GoldNode> again = gold.goldNodes(doc);
    std::size_t lost = 0;
    FUZZ_CHECK(core::GoldAnnotation::fromGoldNodes(doc, again, &lost) == gold && lost == 0,
               "the node-level gold does not survive its round trip (%zu lost)", lost);
}

bool sameMetadata(const core::DocumentMetadata &a, const core::DocumentMetadata &b)
{
    return a.url == b.url && a.language == b.language && a.fragmented == b.fragmented &&
           a.multipleArticles == b.multipleArticles && a.annotator == b.annotator &&
           a.date == b.date && a.title == b.title;
}

bool sameGold(const std::vector<core::GoldNode> &a, const std::vector<core::GoldNode> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].path != b[i].path || a[i].renderId != b[i].renderId || a[i].begin != b[i].begin ||
            a[i].end != b[i].end)
            return false;
    return true;
}

std::string readAll(const std::string &path)
{
    std::string bytes, error;
    FUZZ_CHECK(core::FileReader::read(path, bytes, error), "%s: %s", path.c_str(), error.c_str());
    return bytes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const fuzzfiles::Scratch scratch("package");
    scratch.reset("in");
    const fs::path in = scratch.path("in"), out = scratch.path("out");
    fuzzfiles::writeFiles(std::string_view(reinterpret_cast<const char *>(data), size), in, false);

    const core::TestPackageReader::Result read = core::TestPackageReader::read(in);
    checkIssues(read.issues);
    if (!read.package) {
        FUZZ_CHECK(!read.issues.empty(), "no package and no issue");
        return 0;
    }
    const core::TestPackage &package = *read.package;

    std::string error;
    FUZZ_CHECK(core::TestPackageWriter::create(out, package.description, false, error), "%s",
               error.c_str());
    std::vector<const core::PackageDocument *> written;
    for (const core::PackageDocument &doc : package.documents) {
        const std::string page = package.htmlPath(doc);
        const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(page);
        if (!loaded.document) {
            FUZZ_CHECK(loaded.error.starts_with(page + ": ") &&
                           loaded.error.find('\n') == std::string::npos,
                       "error '%s'", loaded.error.c_str());
            continue;
        }
        const std::string rendered =
            doc.hasRendered ? readAll(package.pathOf(doc, core::TestPackage::kRendered)) : "";
        if (!doc.goldNodesOfRendered) {
            checkGold(*loaded.document, doc.goldNodes);
        } else {
            core::DocumentLoader::Result snapshot = core::DocumentLoader::loadBytes(rendered);
            if (snapshot.document)
                checkGold(*snapshot.document, doc.goldNodes);
        }
        // The writer takes an empty snapshot for none (its contract), so the round trip cannot
        // keep an empty STEM.rendered.html.
        if (doc.hasRendered && rendered.empty())
            continue;
        FUZZ_CHECK(core::TestPackageWriter::writeDocument(
                       out, doc, std::string(loaded.originalBytes()), rendered, false, error),
                   "%s", error.c_str());
        written.push_back(&doc);
    }

    // What was accepted is written and read back unchanged.
    const core::TestPackageReader::Result back = core::TestPackageReader::read(out);
    FUZZ_CHECK(back.package && back.issues.empty(), "the written package reads with %zu issues: %s",
               back.issues.size(), back.issues.empty() ? "" : back.issues[0].text().c_str());
    const core::PackageDescription &d = package.description, &e = back.package->description;
    FUZZ_CHECK(d.name == e.name && d.description == e.description && d.source == e.source &&
                   d.license == e.license,
               "package.json changed in the round trip");
    FUZZ_CHECK(back.package->documents.size() == written.size(), "%zu of %zu documents back",
               back.package->documents.size(), written.size());
    for (std::size_t i = 0; i < written.size(); ++i) {
        const core::PackageDocument &a = *written[i], &b = back.package->documents[i];
        const char *stem = a.stem.c_str();
        FUZZ_CHECK(a.stem == b.stem && a.compressed == b.compressed && a.goldText == b.goldText &&
                       a.hasRendered == b.hasRendered,
                   "%s: files changed in the round trip", stem);
        FUZZ_CHECK(sameMetadata(a.metadata, b.metadata), "%s: metadata changed", stem);
        FUZZ_CHECK(sameGold(a.goldNodes, b.goldNodes) &&
                       (a.goldNodes.empty() || a.goldNodesOfRendered == b.goldNodesOfRendered),
                   "%s: node-level gold changed", stem);
    }
    return 0;
}
