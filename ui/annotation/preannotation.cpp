#include "preannotation.h"

namespace ui {

core::GoldAnnotation PreAnnotation::fromResult(const core::Document &doc,
                                               const core::ExtractionResult &result)
{
    core::GoldAnnotation gold;
    for (const core::NodeId node : result.selected)
        if (node != core::kNoNode)
            gold.mark(doc, node);
    // Extractors that choose text rather than nodes (or part of a text node) report spans only.
    for (const core::TextSpan &span : result.spans)
        if (span.end > span.begin && gold.markedAncestor(doc, span.node) == core::kNoNode)
            gold.markRange(doc, span.node, span.begin, span.node, span.end);
    return gold;
}

} // namespace ui
