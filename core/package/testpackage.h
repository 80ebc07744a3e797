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

// Gottron 2007 §4.1's meta information plus who annotated the page and when, and since
// version 2 what the field's datasets carry: the page type (WCXB's seven types, or any other
// name), the article's author, publication date and site name. Unknown values stay empty. The
// title, author, publication date, site name and language are the metadata gold
// (docs/metadata.md). Plain value.
struct DocumentMetadata
{
    std::string url;
    std::string language;                 // BCP 47 tag, "" when unknown
    std::optional<bool> fragmented;       // main content interrupted by additional content
    std::optional<bool> multipleArticles; // the page holds several articles
    std::string annotator;
    std::string date; // ISO 8601, "" when unknown
    std::string title;
    std::string pageType;  // e.g. "article", "forum"; "" when unknown
    std::string author;    // of the article, as the page names it
    std::string published; // the article's publication date as given (ISO 8601 where known)
    std::string siteName;  // the site's name, as the page or the dataset names it
    // Non-empty when the gold was adjudicated: the keys of the annotations it was made from.
    std::vector<std::string> adjudicatedFrom;
};

// Short passages a correct extraction must (`with`) or must not (`without`) contain: the gold of
// trafilatura's evaluation and a second check in WCXB (STEM.snippets.json). Plain value.
struct Snippets
{
    std::vector<std::string> with, without;
    // Found only with the same case, as trafilatura's evaluation compares; WCXB's checks
    // ignore case (the default).
    bool caseSensitive = false;

    bool empty() const { return with.empty() && without.empty(); }
    bool operator==(const Snippets &) const = default;
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

// One annotator's gold for a document (STEM.annotation.KEY.json), kept beside the document's own
// gold so that several people can annotate the same page and be compared and adjudicated.
// Plain value.
struct Annotation
{
    std::string key;       // the file name's KEY: TestPackage::annotatorKey(annotator)
    std::string annotator; // the name as entered
    std::string date;      // ISO 8601, "" when unknown
    std::string text;      // the gold text
    std::vector<GoldNode> nodes;
    bool nodesOfRendered = false; // as PackageDocument::goldNodesOfRendered
};

// Where a document stands in an annotation campaign.
enum class AnnotationState {
    NotStarted,        // no gold text and no annotation
    Annotated,         // a gold text, or one annotator's annotation
    SeveralAnnotators, // two or more annotations, not adjudicated
    Adjudicated,       // the gold was adjudicated from the annotations
};

// One document of a package: files that share the stem and differ by extension. Plain value.
struct PackageDocument
{
    std::string stem;
    bool compressed = false; // the page is STEM.html.gz rather than STEM.html
    // STEM.txt; false when there is none (a snippets-only document, or one nobody annotated yet):
    // the full-text measures then skip the document.
    bool hasGoldText = true;
    std::string goldText;
    DocumentMetadata metadata;
    // STEM.gold-nodes.json; empty when the package has no node-level gold for this page.
    std::vector<GoldNode> goldNodes;
    bool goldNodesOfRendered = false;    // the paths refer to STEM.rendered.html, not the page
    bool hasRendered = false;            // STEM.rendered.html exists
    Snippets snippets;                   // STEM.snippets.json; empty when none
    std::vector<Annotation> annotations; // STEM.annotation.*.json, by key

    AnnotationState state() const;
    const Annotation *annotation(std::string_view key) const;
};

// A test package (Gottron 2007 §4.1; docs/test-package.md): a folder with a description file,
// the annotation guidelines, and per document the page, its gold and its metadata. Holds
// everything but the pages, which are read when needed (TestPackage::htmlPath), so that large
// packages stay cheap to open. Plain value; read by TestPackageReader, written by
// TestPackageWriter.
struct TestPackage
{
    static constexpr std::string_view kDescriptionFile = "package.json";
    static constexpr std::string_view kGuidelinesFile = "guidelines.md";
    static constexpr std::string_view kFormat = "boilerscope-test-package";
    // 1: page, gold text, metadata, node-level gold. 2: gold text optional, snippets, page type,
    // author and publication date, several annotators' golds, adjudication, guidelines.
    static constexpr int kVersion = 2;
    // Extensions after the stem (the stem has no dot, so the first dot splits them).
    static constexpr std::string_view kHtml = ".html", kHtmlGz = ".html.gz", kGold = ".txt",
                                      kMeta = ".meta.json", kGoldNodes = ".gold-nodes.json",
                                      kRendered = ".rendered.html", kSnippets = ".snippets.json";
    // STEM.annotation.KEY.json
    static constexpr std::string_view kAnnotationPrefix = ".annotation.",
                                      kAnnotationSuffix = ".json";

    std::string directory;
    PackageDescription description;
    int version = kVersion;                 // as package.json says
    std::string guidelines;                 // guidelines.md; "" when the package has none
    std::vector<PackageDocument> documents; // sorted by stem

    std::string htmlPath(const PackageDocument &doc) const;
    std::string pathOf(const PackageDocument &doc, std::string_view extension) const;
    std::string annotationPath(const PackageDocument &doc, std::string_view key) const;
    // Stems are 1-128 ASCII letters, digits, '-' and '_': portable file names without dots.
    static bool validStem(std::string_view stem);
    // The file-name key of an annotator: ASCII letters and digits lower-cased, every other run of
    // characters one '-', at most 64 characters; "anonymous" when nothing is left.
    static std::string annotatorKey(std::string_view annotator);
    // What main content is, for people annotating a package (written to guidelines.md of every
    // new package; CleanEval's and WCXB's definitions).
    static std::string_view defaultGuidelines();
};

} // namespace core
