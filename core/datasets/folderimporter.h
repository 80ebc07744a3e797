#pragma once

#include "importer.h"

namespace core {

// Imports a folder of pages and a folder of gold texts with the same stems: PAGES/NAME.html (or
// .htm, .html.gz) and GOLD/NAME.txt (UTF-8). SOURCE is either a folder holding pages/ and gold/,
// or the pages' folder itself with the gold folder given as Options::gold. Without any gold
// folder the pages come in without gold: the starting point of an annotation campaign. A gold
// text without its page is reported and skipped; a page without its gold (when there is a gold
// folder) is imported without gold and reported as a warning. Stateless, thread-safe.
class FolderImporter final : public Importer
{
public:
    std::string_view id() const override { return "folder"; }
    std::string_view description() const override;
    using Importer::run;
    Result run(const std::string &source, const std::string &package,
               const Options &options) const override;
};

} // namespace core
