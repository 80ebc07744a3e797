#pragma once

#include "importer.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Imports the article-extraction benchmark (Zyte, formerly Scrapinghub,
// github.com/scrapinghub/article-extraction-benchmark): SOURCE/ground-truth.json, an object
// {ID: {"articleBody": TEXT, "url": URL}}, and SOURCE/html/ID.html.gz (or .html). The gold text
// is articleBody; its other keys (headline, ...) are not kept. Every entry is kept, as the
// benchmark's evaluate.py keeps it: a missing or null articleBody is an empty gold text (its
// `.get('articleBody', '')`), with a warning. Stateless, thread-safe.
class ScrapinghubImporter final : public Importer
{
public:
    // One entry of ground-truth.json. Plain value.
    struct Entry
    {
        std::string id;
        std::string articleBody; // "" also when missing or null
        std::string url;
        std::string problem; // why the entry is unusable; "" when it is fine
        std::string warning; // a defect that costs nothing but a field; "" when none
    };

    std::string_view id() const override { return "scrapinghub"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;

    // Parses ground-truth.json (a pure function of its bytes, for tests and fuzzing): entries in
    // id order; empty optional with a one-line error when the file is not a JSON object.
    static std::optional<std::vector<Entry>> parseGroundTruth(std::string_view json,
                                                              std::string &error);
};

} // namespace core
