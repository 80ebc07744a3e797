#pragma once

#include "exporter.h"

namespace core {

// Writes a package in trafilatura's evaluation layout (TrafilaturaImporter reads it back):
// OUT/evaldata.json {URL: {"file": "STEM.html", "with": [...], "without": [...]}} and the pages
// uncompressed as OUT/eval/STEM.html. Only documents with snippets are written; a document
// without URL is keyed by its stem (with a warning), a second document with the same URL is left
// out. Stateless, thread-safe.
class TrafilaturaExporter final : public Exporter
{
public:
    std::string_view id() const override { return "trafilatura"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;
};

} // namespace core
