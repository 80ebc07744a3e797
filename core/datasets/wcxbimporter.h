#pragma once

#include "importer.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Imports WCXB, the Web Content eXtraction Benchmark (Foley 2026): SOURCE/html/ID.html.gz (or
// .html) and SOURCE/ground-truth/ID.json with `url`, `_internal.page_type.primary` and
// `ground_truth` {`title`, `author`, `publish_date`, `main_content`, `with`, `without`}. The gold
// text is main_content as written (headings on their own lines, paragraphs separated by a blank
// line; white space is not significant to the measures), the snippets are `with` / `without`,
// the page type is `primary` (WCXB's "category" is its collection type), and url, title, author
// and publication date go to the metadata. Every page is kept, as WCXB's scoring keeps it: a
// record whose main_content is empty, null or absent has an empty gold text (nothing on the page
// is main content), which the word measure scores 1 for an empty extraction and 0 otherwise.
// Pages keep their gzip bytes. Stateless, thread-safe.
class WcxbImporter final : public Importer
{
public:
    // WCXB's seven page types (its README and metadata.json).
    static constexpr std::array<std::string_view, 7> kPageTypes = {
        "article", "forum", "product", "collection", "listing", "documentation", "service"};

    // One ground-truth file, parsed. Plain value.
    struct Record
    {
        std::string url, fileId, pageType, title, author, published;
        std::string mainContent; // "" also when main_content is null or absent
        Snippets snippets;
        std::vector<std::string> warnings; // defects that cost nothing but a field
    };

    std::string_view id() const override { return "wcxb"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;

    // Parses one ground-truth/ID.json (a pure function of its bytes, for tests and fuzzing);
    // empty optional with a one-line error when it is not a usable record.
    static std::optional<Record> parseGroundTruth(std::string_view json, std::string &error);
};

} // namespace core
