#pragma once

#include "document/document.h"

#include <cstdint>
#include <vector>

namespace core {

// Readability.js's paragraph scores (Mozilla's @mozilla/readability 0.6.0, Readability.js,
// _grabArticle), computed once on a parsed document as evidence for the consensus
// (docs/consensus.md#readabilitys-paragraph-score): every paragraph-like element of at least
// kMinParagraphChars characters scores 1 + (the pieces its commas split its text into) +
// min(characters / kCharsPerPoint, kMaxLengthPoints). The paragraphs are the ones _grabArticle
// scores: section, h2-h6, p, td and pre; a div without block-level descendants (which it renames
// <p>); and the runs of phrasing content in the other divs (which it wraps in a <p>: a run starts
// at a child that is not whitespace, a child that is not phrasing content ends it).
//
// Readability goes on to add these scores to the paragraphs' ancestors, weigh them by tag,
// class and link density and assemble the best one's subtree; as cues of the consensus those
// steps lowered the cross-validated score on product and forum pages (docs/consensus-fit.md),
// so only the paragraph score is computed. Its node-removing cleaning passes (unlikely
// candidates, bylines, a title header) are not run: the document is never changed. Hidden nodes
// do not count, as Readability removes them; characters are the document's (code points of the
// whitespace-collapsed text nodes), not JavaScript's UTF-16 units of textContent.
//
// Scores live here, per node id, never on the nodes. Owns its vector; immutable after
// construction, so const use is thread-safe. No reference to the document is kept.
class ReadabilityParagraphs
{
public:
    // _grabArticle (@mozilla/readability 0.6.0): a paragraph of fewer characters is not scored.
    static constexpr std::uint32_t kMinParagraphChars = 25;
    // _grabArticle: a point per this many characters, at most kMaxLengthPoints.
    static constexpr std::uint32_t kCharsPerPoint = 100;
    static constexpr std::uint32_t kMaxLengthPoints = 3;

    explicit ReadabilityParagraphs(const Document &doc);

    // The sum of the scores of the paragraphs the element is (itself, or the runs of phrasing
    // content Readability wraps in a <p> inside it); 0 when none is scored.
    double score(NodeId id) const { return m_score[static_cast<size_t>(id)]; }

    // A paragraph's score: 1 + (commas + 1) + min(chars / kCharsPerPoint, kMaxLengthPoints);
    // 0 under kMinParagraphChars characters.
    static double scoreOf(std::uint32_t chars, std::uint32_t commas);

private:
    std::vector<double> m_score;
};

} // namespace core
