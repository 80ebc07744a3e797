#pragma once

#include "exporter.h"

namespace core {

// Writes a package in the article-extraction benchmark's layout (ScrapinghubImporter reads it
// back): OUT/ground-truth.json {STEM: {"articleBody": gold text, "url": URL}} and
// OUT/html/STEM.html.gz. Documents without a gold text are left out. Stateless, thread-safe.
class ScrapinghubExporter final : public Exporter
{
public:
    std::string_view id() const override { return "scrapinghub"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;
};

} // namespace core
