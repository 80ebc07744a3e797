#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A defect found in a test package, named by the file it is in (relative to the package).
// Error: the document it belongs to was skipped (or, for package.json, the package could not be
// read). Warning: noted, nothing skipped. Plain value.
struct PackageIssue
{
    enum class Severity { Warning, Error };

    Severity severity = Severity::Error;
    std::string file;
    std::string message;

    std::string text() const; // "FILE: message"
};

// The description file, package.json (docs/test-package.md). Plain value.
struct PackageDescription
{
    std::string name;
    std::string description;
    std::string source;  // where the pages and the gold come from
    std::string license; // of the pages and the gold, when known
};

// Seed 002 §4.1's meta information plus who annotated the page and when (DESIGN.md).
// Unknown flags stay empty. Plain value.
struct DocumentMetadata
{
    std::string url;
    std::string language;                 // BCP 47 tag, "" when unknown
    std::optional<bool> fragmented;       // main content interrupted by additional content
    std::optional<bool> multipleArticles; // the page holds several articles
    std::string annotator;
    std::string date; // ISO 8601, "" when unknown
    std::string title;
};

// One node marked as main content, for node-level scores: a Document::path() and, for a
// rendered snapshot, the renderer's element number (-1 when none). A text node may be marked only
// in part: then [begin, end) are byte offsets into its whitespace-collapsed text
// (Document::text, the offsets of TextSpan); both absent means the whole node.
struct GoldNode
{
    std::string path;
    std::int32_t renderId = -1;
    std::optional<std::uint32_t> begin, end;
};

// One document of a package: files that share the stem and differ by extension. Plain value.
struct PackageDocument
{
    std::string stem;
    bool compressed = false; // the page is STEM.html.gz rather than STEM.html
    std::string goldText;    // STEM.txt
    DocumentMetadata metadata;
    // STEM.gold-nodes.json; empty when the package has no node-level gold for this page.
    std::vector<GoldNode> goldNodes;
    bool goldNodesOfRendered = false; // the paths refer to STEM.rendered.html, not the page
    bool hasRendered = false;         // STEM.rendered.html exists
};

// A test package (seed 002 §4.1, DESIGN.md "Test packages"): a folder with a description file
// and per document the page, its gold text and its metadata. Holds everything but the pages,
// which are read when needed (TestPackage::htmlPath), so that large packages stay cheap to open.
// Plain value; read by TestPackageReader, written by TestPackageWriter.
struct TestPackage
{
    static constexpr std::string_view kDescriptionFile = "package.json";
    static constexpr std::string_view kFormat = "boilerscope-test-package";
    static constexpr int kVersion = 1;
    // Extensions after the stem (the stem has no dot, so the first dot splits them).
    static constexpr std::string_view kHtml = ".html", kHtmlGz = ".html.gz", kGold = ".txt",
                                      kMeta = ".meta.json", kGoldNodes = ".gold-nodes.json",
                                      kRendered = ".rendered.html";

    std::string directory;
    PackageDescription description;
    std::vector<PackageDocument> documents; // sorted by stem

    std::string htmlPath(const PackageDocument &doc) const;
    std::string pathOf(const PackageDocument &doc, std::string_view extension) const;
    // Stems are 1-128 ASCII letters, digits, '-' and '_': portable file names without dots.
    static bool validStem(std::string_view stem);
};

} // namespace core
