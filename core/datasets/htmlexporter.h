#pragma once

#include "exporter.h"

namespace core {

// Writes every document's page with its gold marked, for tools that read marked-up HTML and for
// a look in a browser: OUT/STEM.html, the page's source (UTF-8) in which the topmost elements the
// node-level gold covers carry data-boilerscope-gold="gold" (and an outline), a partly marked
// text node counting as marked (TextAssembler::cover); gold text nodes outside such an element
// are wrapped in <mark data-boilerscope-gold="gold">. When the node-level gold refers to the
// rendered snapshot, the snapshot is the page written. A document without node-level gold (imported
// text gold) is written unmarked with a warning. Stateless, thread-safe.
class HtmlExporter final : public Exporter
{
public:
    static constexpr std::string_view kAttribute = "data-boilerscope-gold";

    std::string_view id() const override { return "html"; }
    std::string_view description() const override;
    Result run(const TestPackage &package, const std::string &out,
               const Options &options) const override;
};

} // namespace core
