#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>
#include <package/goldannotation.h>

namespace ui {

// Pre-annotation (docs/annotation.md "Campaigns"): an extractor's choice turned into marks an
// annotator then corrects. Every node the extractor chose is marked whole (its subtree); text it
// chose without choosing a node (a span inside a text node) is marked as a range
// (core::GoldAnnotation::fromExtraction, which the CLI's `clicks` shares). Stateless.
class PreAnnotation
{
public:
    static core::GoldAnnotation fromResult(const core::Document &doc,
                                           const core::ExtractionResult &result);
};

} // namespace ui
