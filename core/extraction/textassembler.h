#pragma once

#include "document/document.h"
#include "extractionresult.h"

#include <span>
#include <string>
#include <vector>

namespace core {

// Turns chosen nodes into chosen text and back, the same way for every extractor so that their
// outputs are comparable (project choice: one notion of visible text). Stateless, thread-safe.
class TextAssembler
{
public:
    // Every visible text node with at least one word inside the given subtrees, as whole spans.
    static std::vector<TextSpan> spansOf(const Document &doc, std::span<const NodeId> roots);
    // A whole visible text node as a span.
    static TextSpan wholeNode(const Document &doc, NodeId textNode);
    // The spans' text: inline text joined as written (one space where white space stands, none
    // where the source has none), each block-level element (and br)
    // on lines of its own, lines trimmed, empty lines dropped. Spans must be in document order.
    static std::string assemble(const Document &doc, std::span<const TextSpan> spans);
    // The topmost elements whose visible words all lie in chosen spans (a partly chosen text node
    // counts as chosen); text nodes stand for themselves where no element is wholly covered.
    static std::vector<NodeId> cover(const Document &doc, std::span<const TextSpan> spans);
    // The nearest block-level element around a node (its parent when none is): the unit the
    // text is laid out in, and the unit external extractors and comparisons report on.
    static NodeId blockOf(const Document &doc, NodeId node);
    // Fills result.spans from result.selected when empty, then result.text.
    static void complete(const Document &doc, ExtractionResult &result);
};

} // namespace core
