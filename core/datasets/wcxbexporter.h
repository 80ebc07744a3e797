#pragma once

#include "exporter.h"

namespace core {

// Writes a package in WCXB's layout (WcxbImporter reads it back): OUT/html/STEM.html.gz and
// OUT/ground-truth/STEM.json with schema_version, url, file_id, _internal.page_type.primary and
// ground_truth {title, author, publish_date (null when unknown), main_content, with, without}. A
// document without a gold text is left out: WCXB scores a missing main_content as an empty one.
// Stateless, thread-safe.
class WcxbExporter final : public Exporter
{
public:
    std::string_view id() const override { return "wcxb"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;
};

} // namespace core
