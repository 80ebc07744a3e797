#pragma once

#include "importer.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// Imports CleanEval (Baroni et al. 2008) and datasets in its gold format: gold files NAME.txt
// that start with a "URL: ..." line, then text blocks each opened by <p> (paragraph), <h>
// (heading) or <l> (list item) at the start of a line; the pages beside them, NAME.html (or
// .htm, .html.gz). The gold text has one block per line; the block kinds are not kept (the
// package's gold is plain text). Stateless, thread-safe.
class CleanevalImporter final : public Importer
{
public:
    struct Block
    {
        char kind = 'p';  // 'p', 'h' or 'l'
        std::string text; // white space collapsed
    };
    // One gold file, parsed. Plain value.
    struct Gold
    {
        std::string url;
        std::vector<Block> blocks;
        std::vector<std::string> warnings;

        std::string text() const; // the blocks, one per line
    };

    std::string_view id() const override { return "cleaneval"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;

    // Parses a gold file (a pure function of its bytes, for tests and fuzzing). Bytes that are
    // not UTF-8 are decoded by detection (TextDecoder) with a warning.
    static Gold parseGold(std::string_view bytes);
};

} // namespace core
