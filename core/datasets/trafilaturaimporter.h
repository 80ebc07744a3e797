#pragma once

#include "importer.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Imports trafilatura's evaluation data (github.com/adbar/trafilatura, tests/): SOURCE/
// evaldata.json, an object {URL: {"file": NAME, "with": [...], "without": [...]}} (optionally
// "author", "title", "date"), and the pages SOURCE/eval/NAME or SOURCE/cache/NAME. Its gold is
// snippets only, compared case-sensitively as trafilatura's evaluation does: the documents have
// no gold text, so the full-text measures skip them and the snippet measure scores them.
// Stateless, thread-safe.
class TrafilaturaImporter final : public Importer
{
public:
    // One entry of evaldata.json. Plain value.
    struct Entry
    {
        std::string url, file, author, title, date;
        Snippets snippets;
        std::string problem; // why the entry is unusable; "" when it is fine
    };

    std::string_view id() const override { return "trafilatura"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;

    // Parses evaldata.json (a pure function of its bytes, for tests and fuzzing): entries in URL
    // order; empty optional with a one-line error when the file is not a JSON object.
    static std::optional<std::vector<Entry>> parseEvalData(std::string_view json,
                                                           std::string &error);
};

} // namespace core
