#pragma once

#include "document/document.h"
#include "extractionresult.h"

#include <span>
#include <string>
#include <string_view>

namespace core {

// Writes a document's source back with an extractor's chosen nodes marked: chosen elements get a
// data-boilerscope-chosen attribute and an outline, chosen text outside them is wrapped in <mark>.
// Used by `boilerscope-cli extract --format html`. Stateless, thread-safe.
class HtmlMarker
{
public:
    static std::string mark(const Document &doc, const ExtractionResult &result,
                            const std::string &extractorId);
    // The same for any nodes: elements get attributeName="value", text nodes a <mark> with it;
    // a style rule draws them with the outline and background colours (CSS values). Used for the
    // gold of a test package as well (HtmlExporter).
    static std::string markNodes(const Document &doc, std::span<const NodeId> nodes,
                                 std::string_view attributeName, std::string_view value,
                                 std::string_view outline, std::string_view background);
};

} // namespace core
