// libFuzzer target (b): the test-package reader on packages made from the input: package.json,
// STEM.meta.json, STEM.gold-nodes.json, pages, gold texts, stray files, directories and left-over
// temporary files of interrupted writes, each file present or missing (broken and half-written
// packages). The input is a sequence of files, each introduced by a line "--- NAME" (NAME made of
// letters, digits, '.', '-' and '_', a trailing '/' for a directory; other names are skipped, so
// nothing is written outside the package); e.g. tests/data/fuzz/package/.
// Beside the sanitizers it checks: every issue is one line naming a file; every document read
// loads (or fails with a one-line error naming its page); its node-level gold resolves on that
// page and survives GoldAnnotation's round trip; and what the reader accepted, TestPackageWriter
// writes and the reader reads back unchanged.

#include "fuzzcheck.h"

#include <documentloader.h>
#include <eval/filereader.h>
#include <eval/goldannotation.h>
#include <eval/testpackagereader.h>
#include <eval/testpackagewriter.h>

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kHeader = "--- ";

// The scratch directories of this process, removed at exit: in/ holds the fuzzed package, out/
// what the writer makes of it. On tmpfs where there is one, because every input writes files.
class Scratch
{
public:
    Scratch()
    {
        const fs::path base =
            fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
        m_root = base / ("boilerscope-fuzz-package-" + std::to_string(::getpid()));
    }
    ~Scratch()
    {
        std::error_code ec;
        fs::remove_all(m_root, ec);
    }
    Scratch(const Scratch &) = delete;
    Scratch &operator=(const Scratch &) = delete;

    fs::path in() const { return m_root / "in"; }
    fs::path out() const { return m_root / "out"; }
    void reset() const
    {
        fs::remove_all(m_root);
        fs::create_directories(in());
    }

private:
    fs::path m_root;
};

bool safeName(std::string_view name)
{
    if (name.ends_with('/'))
        name.remove_suffix(1);
    if (name.empty() || name.size() > 200 || name == "." || name == "..")
        return false;
    for (char c : name)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '.' || c == '-' || c == '_'))
            return false;
    return true;
}

// Writes the files of the input into dir: "--- NAME\nCONTENT\n--- NAME\n...".
void writePackage(std::string_view input, const fs::path &dir)
{
    if (!input.starts_with(kHeader))
        return;
    size_t at = 0;
    while (at < input.size()) {
        const size_t nameBegin = at + kHeader.size();
        const size_t nameEnd = std::min(input.find('\n', nameBegin), input.size());
        const size_t next = input.find(std::string("\n").append(kHeader), nameEnd);
        const size_t contentBegin = std::min(nameEnd + 1, input.size());
        const size_t contentEnd = next == std::string_view::npos ? input.size() : next;
        const std::string_view name = input.substr(nameBegin, nameEnd - nameBegin);
        const std::string_view content =
            input.substr(contentBegin, contentEnd > contentBegin ? contentEnd - contentBegin : 0);
        if (safeName(name)) {
            std::error_code ec;
            if (name.ends_with('/')) {
                fs::create_directory(dir / name.substr(0, name.size() - 1), ec);
            } else {
                std::ofstream(dir / name, std::ios::binary | std::ios::trunc)
                    .write(content.data(), static_cast<std::streamsize>(content.size()));
            }
        }
        at = next == std::string_view::npos ? input.size() : next + 1;
    }
}

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
    static const Scratch scratch;
    scratch.reset();
    writePackage(std::string_view(reinterpret_cast<const char *>(data), size), scratch.in());

    const core::TestPackageReader::Result read = core::TestPackageReader::read(scratch.in());
    checkIssues(read.issues);
    if (!read.package) {
        FUZZ_CHECK(!read.issues.empty(), "no package and no issue");
        return 0;
    }
    const core::TestPackage &package = *read.package;

    std::string error;
    FUZZ_CHECK(core::TestPackageWriter::create(scratch.out(), package.description, false, error),
               "%s", error.c_str());
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
                       scratch.out(), doc, loaded.originalBytes(), rendered, false, error),
                   "%s", error.c_str());
        written.push_back(&doc);
    }

    // What was accepted is written and read back unchanged.
    const core::TestPackageReader::Result back = core::TestPackageReader::read(scratch.out());
    FUZZ_CHECK(back.package && back.issues.empty(), "the written package reads with %zu issues: %s",
               back.issues.size(), back.issues.empty() ? "" : back.issues.front().text().c_str());
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
