#pragma once

#include "goldannotation.h"

#include <document/document.h>
#include <extraction/extractionresult.h>

#include <cstddef>
#include <vector>

namespace core {

// The adjudication of several annotators' golds of one page into one gold, unit by unit. The
// units are Agreement's: the page's visible text nodes with a word. Only units some annotator
// kept are listed; for each, who kept it (with two annotators: only the first, only the second,
// both — what the adjudication view paints) and the adjudicator's decision. A unit every
// annotator kept starts as Keep, a disputed one as Undecided (the result leaves it out until it
// is kept). Keeping a unit keeps the union of the annotators' text in it, so a range one of them
// marked stays a range. The result is a GoldAnnotation on the same page, which becomes the
// document's gold (TestPackageWriter::writeGold with DocumentMetadata::adjudicatedFrom). The
// Document must outlive the object; plain value otherwise, not thread-safe for writing.
class Adjudication
{
public:
    enum class Decision { Undecided, Keep, Drop };

    struct Unit
    {
        NodeId node = kNoNode;
        std::vector<bool> keptBy;    // per annotation, in the order given
        std::vector<TextSpan> spans; // the union of the annotators' spans in the node
        Decision decision = Decision::Undecided;

        bool unanimous() const;
    };

    Adjudication(const Document &doc, const std::vector<GoldAnnotation> &annotations);

    const std::vector<Unit> &units() const { return m_units; }
    std::size_t annotations() const { return m_annotations; }
    // The unit of a text node; -1 when no annotator kept it.
    int unitOf(NodeId node) const;

    void decide(std::size_t unit, Decision decision);
    // Every disputed unit as one annotator has it: kept where they kept it, dropped elsewhere.
    void acceptAllOf(std::size_t annotation);
    std::size_t undecided() const;

    // The kept units as a gold: elements whose every unit is kept wholly are marked as elements,
    // the other text as text nodes or ranges.
    GoldAnnotation result() const;

private:
    const Document &m_doc;
    std::size_t m_annotations = 0;
    std::vector<Unit> m_units; // by node
};

} // namespace core
