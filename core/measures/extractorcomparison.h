#pragma once

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

namespace core {

// What one extractor said about a node of a comparison: the judgement on that node or, when it
// judged none there, on its nearest judged ancestor, else on the first judged node inside it.
// Plain value.
struct SideReason
{
    NodeId node = kNoNode; // the judged node; kNoNode: the extractor judged nothing there
    bool selected = false;
    std::string reason;
};

// One block where two extractors disagree: its words that only A kept, only B kept, both kept,
// the text of the disagreeing pieces and both extractors' reasons. Plain value.
struct Disagreement
{
    NodeId node = kNoNode;                      // the block (TextAssembler::blockOf of its text)
    std::size_t onlyA = 0, onlyB = 0, both = 0; // words
    std::string textOnlyA, textOnlyB;           // the pieces, joined by " … "
    SideReason a, b;
};

// A comparison of two extractors' results on one document. Plain value.
struct Comparison
{
    std::vector<TextSpan> onlyA, onlyB, both; // pieces of visible text, in document order
    std::size_t wordsOnlyA = 0, wordsOnlyB = 0, wordsBoth = 0;
    std::vector<Disagreement> disagreements; // the most disagreeing words first
};

// Compares two extractors on the same page (built-in or external,
// docs/external-extractors.md): the debugging question "why does A lose what B keeps". Text is
// classified piece by piece as SpanComparison does for gold and extraction; the disagreeing pieces
// are grouped by block, each block with both extractors' reasons. The CLI's diff command and the
// GUI's compare view use it. Stateless, thread-safe.
class ExtractorComparison
{
public:
    // cancel, when given, is polled between blocks (the window's compare view computes off the
    // GUI thread and abandons a comparison whose pair or page changed): once it is set the
    // comparison stops early and what it returns is incomplete, for the caller to drop.
    static Comparison compare(const Document &doc, const ExtractionResult &a,
                              const ExtractionResult &b, const std::atomic<bool> *cancel = nullptr);
    // The judgement of result on node as SideReason describes.
    static SideReason reasonFor(const Document &doc, const ExtractionResult &result, NodeId node);
};

} // namespace core
