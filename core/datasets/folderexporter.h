#pragma once

#include "exporter.h"

namespace core {

// Writes a package as a folder of pages and one of gold texts (FolderImporter reads it back):
// OUT/pages/STEM.html (or .html.gz, as stored) and OUT/gold/STEM.txt for the documents that have
// a gold text. Stateless, thread-safe.
class FolderExporter final : public Exporter
{
public:
    std::string_view id() const override { return "folder"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;
};

} // namespace core
