#include "extractorcomparison.h"

#include "spancomparison.h"

#include <document/textrules.h>
#include <extraction/textassembler.h>

#include <algorithm>
#include <map>

namespace core {

namespace {

void appendPiece(std::string &to, std::string_view piece)
{
    const std::string text = TextRules::normalize(piece);
    if (text.empty())
        return;
    if (!to.empty())
        to += " … ";
    to += text;
}

SideReason sideOf(const Judgement &j)
{
    return {j.node, j.selected, j.reason.text()};
}

} // namespace

SideReason ExtractorComparison::reasonFor(const Document &doc, const ExtractionResult &result,
                                          NodeId node)
{
    const Judgement *nearest = nullptr, *inside = nullptr;
    for (const Judgement &j : result.judgements) {
        if (j.node == kNoNode)
            continue;
        if (j.node == node)
            return sideOf(j);
        if (doc.isAncestorOf(j.node, node)) {
            if (!nearest || j.node > nearest->node) // deeper in pre-order: nearer
                nearest = &j;
        } else if (!inside && doc.isAncestorOf(node, j.node)) {
            inside = &j;
        }
    }
    if (nearest)
        return sideOf(*nearest);
    if (inside)
        return sideOf(*inside);
    return {};
}

Comparison ExtractorComparison::compare(const Document &doc, const ExtractionResult &a,
                                        const ExtractionResult &b, const std::atomic<bool> *cancel)
{
    const auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    Comparison c;
    // SpanComparison's gold is A: its false negatives are what only A kept, its false
    // positives what only B kept.
    std::map<NodeId, Disagreement> blocks;
    for (const SpanComparison::Piece &piece : SpanComparison::compare(doc, a.spans, b.spans)) {
        const std::string_view text =
            doc.text(piece.span.node).substr(piece.span.begin, piece.span.end - piece.span.begin);
        const std::size_t words = TextRules::countWords(text);
        Disagreement &d = blocks[TextAssembler::blockOf(doc, piece.span.node)];
        const bool both = piece.kind == SpanComparison::Kind::TruePositive;
        const bool onlyA = piece.kind == SpanComparison::Kind::FalseNegative;
        (both ? c.both : onlyA ? c.onlyA : c.onlyB).push_back(piece.span);
        (both ? c.wordsBoth : onlyA ? c.wordsOnlyA : c.wordsOnlyB) += words;
        (both ? d.both : onlyA ? d.onlyA : d.onlyB) += words;
        if (!both)
            appendPiece(onlyA ? d.textOnlyA : d.textOnlyB, text);
    }
    // The reasons cost a pass over both results' judgements per block: on a large page this is
    // most of the work, and where a cancelled comparison stops.
    for (auto &[node, d] : blocks) {
        if (cancelled())
            return c;
        if (d.onlyA + d.onlyB == 0)
            continue;
        d.node = node;
        d.a = reasonFor(doc, a, node);
        d.b = reasonFor(doc, b, node);
        c.disagreements.push_back(std::move(d));
    }
    std::stable_sort(c.disagreements.begin(), c.disagreements.end(),
                     [](const Disagreement &x, const Disagreement &y) {
                         return x.onlyA + x.onlyB > y.onlyA + y.onlyB;
                     });
    return c;
}

} // namespace core
