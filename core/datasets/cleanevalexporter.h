#pragma once

#include "exporter.h"

namespace core {

// Writes a package in CleanEval's format (CleanevalImporter reads it back): OUT/STEM.html, the
// page uncompressed, and OUT/STEM.txt, "URL: " and the URL on the first line, then every
// non-empty line of the gold text as a <p> block (the package keeps no block kinds, so headings
// and list items come out as paragraphs). Documents without a gold text are left out.
// Stateless, thread-safe.
class CleanevalExporter final : public Exporter
{
public:
    std::string_view id() const override { return "cleaneval"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;

    // The gold file of a document (a pure function, for tests).
    static std::string goldFile(const std::string &url, const std::string &goldText);
};

} // namespace core
