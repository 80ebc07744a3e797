#include "preannotation.h"

namespace ui {

core::GoldAnnotation PreAnnotation::fromResult(const core::Document &doc,
                                               const core::ExtractionResult &result)
{
    return core::GoldAnnotation::fromExtraction(doc, result);
}

} // namespace ui
