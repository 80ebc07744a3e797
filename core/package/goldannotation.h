#pragma once

#include "testpackage.h"

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <cstddef>
#include <string>
#include <vector>

namespace core {

// The gold main content of one page as an annotator marks it (docs/annotation.md: the
// gold-standard annotation mode): whole nodes (elements or text nodes) and text ranges inside text
// nodes. The gold text is TextAssembler::assemble of the marked visible text, so gold and extractor
// output follow the same visible-text rules. Node ids refer to the Document passed to every call;
// the node-level gold (paths, Document::path) carries an annotation over to a re-rendered document.
// Invariants: no marked node lies inside another, no range lies inside a marked node, ranges are
// disjoint, word-aligned and in document order. Plain value; not thread-safe for writing.
class GoldAnnotation
{
public:
    const std::vector<NodeId> &nodes() const { return m_nodes; }
    const std::vector<TextSpan> &ranges() const { return m_ranges; }
    bool empty() const { return m_nodes.empty() && m_ranges.empty(); }
    bool operator==(const GoldAnnotation &other) const;

    bool isMarked(NodeId node) const;
    // The marked node whose subtree holds node (node itself included); kNoNode when none.
    NodeId markedAncestor(const Document &doc, NodeId node) const;

    // Marks node's subtree; marks and ranges inside it are absorbed.
    void mark(const Document &doc, NodeId node);
    // Excludes node's subtree: a marked node is unmarked; inside a marked ancestor, the ancestor
    // is split into its marked remainder (the siblings along the path, which carry words); ranges
    // inside node are dropped.
    void unmark(const Document &doc, NodeId node);
    // unmark() when node's text is (partly) marked, mark() otherwise.
    void toggle(const Document &doc, NodeId node);
    // Marks the visible text from byte `fromByte` of text node `from` to byte `toByte` of text
    // node `to` (exclusive), widened to whole words. Both are text nodes, from <= to.
    void markRange(const Document &doc, NodeId from, std::uint32_t fromByte, NodeId to,
                   std::uint32_t toByte);

    // The marked visible text as spans in document order, merged per text node.
    std::vector<TextSpan> spans(const Document &doc) const;
    std::string text(const Document &doc) const;

    // An extractor's choice as marks (pre-annotation, docs/annotation.md "Campaigns"): every node
    // it chose is marked whole (its subtree); text it chose without choosing a node (a span
    // inside a text node) is marked as a range.
    static GoldAnnotation fromExtraction(const Document &doc, const ExtractionResult &result);

    // Node-level gold in document order: the marked nodes, the text nodes wholly covered by
    // ranges (by path alone) and the other ranges (path plus byte range).
    std::vector<GoldNode> goldNodes(const Document &doc) const;
    // The inverse of goldNodes(). Whole nodes whose paths do not resolve in doc are counted in
    // `unresolved`; ranges are cut at their node's text length, and those that name no text node
    // or start past its text are counted in `unrestoredRanges`.
    static GoldAnnotation fromGoldNodes(const Document &doc, const std::vector<GoldNode> &gold,
                                        std::size_t *unresolved = nullptr,
                                        std::size_t *unrestoredRanges = nullptr);

private:
    void dropInside(const Document &doc, NodeId node);
    void insertNode(NodeId node);

    std::vector<NodeId> m_nodes;    // sorted
    std::vector<TextSpan> m_ranges; // sorted by node, then begin
};

} // namespace core
