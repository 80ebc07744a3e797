#pragma once

#include "document.h"
#include "extractionresult.h"

#include <string>

namespace core {

// Writes a document's source back with an extractor's chosen nodes marked: chosen elements get a
// data-boilerscope-chosen attribute and an outline, chosen text outside them is wrapped in <mark>.
// Used by `boilerscope-cli extract --format html`. Stateless, thread-safe.
class HtmlMarker
{
public:
    static std::string mark(const Document &doc, const ExtractionResult &result,
                            const std::string &extractorId);
};

} // namespace core
