#pragma once

#include "document/document.h"

#include <cstdint>
#include <vector>

namespace core {

// The figures of Insa et al. 2013 §4 for one document and one of its four ratios (CNR, WNR, CLR,
// WLR): the content nodes set C (Def. 4.1), tw and l (Def. 4.2, Figure 5), the ratio (Def. 4.4),
// the initial set I (Def. 4.5), weight and relevance (Def. 4.6) and the best node (Def. 4.7).
// Computed in the constructor in O(n) without recursion (pages nest 10^5 deep); the
// DomRatioExtractor turns it into an ExtractionResult, tests read the figures directly.
// Owns its arrays; immutable once built, so const use is thread-safe.
class DomRatio
{
public:
    // Numerator: words (W*) or characters (C*); denominator: every content node of the subtree
    // (*NR, the node itself included) or its leaves as Figure 5's leaves() counts them (*LR).
    enum class Unit : std::uint8_t { Words, Characters };
    enum class Denominator : std::uint8_t { Nodes, Leaves };
    // What a node's children pass up into M(n) = max(W(n), Σ ...): their M (the project's
    // repair) or their R, as Def. 4.6 and §4's prose have it, which always chooses the root for
    // CLR and WLR. See domratio.cpp.
    enum class Reading : std::uint8_t { Repaired, Printed };

    // The two relevance rules, named for users, and why there are two: for the extractors'
    // parameter (the GUI's control, `boilerscope-cli list`) and the teaching material.
    static constexpr const char *kRepairedLabel =
        "project's repair: children pass up M(n) = max(W(n), ΣM(children)), R(n) = ratio(n) × M(n)";
    static constexpr const char *kPrintedLabel =
        "as printed (Def. 4.6): R(n) = ratio(n) × max(W(n), ΣR(children))";
    static constexpr const char *kRelevanceRuleExplanation =
        "Insa et al. 2013 print R(n) = ratio(n) × max(W(n), ΣR(children)) (Def. 4.6), and §4's "
        "prose "
        "says the same. As printed, CLR and WLR always choose the root, <body>: every content "
        "leaf holds a word, so a node's characters or words per leaf are at least 1, R(parent) "
        ">= R(child) all the way up, and the root's lowest id wins any tie. The project's "
        "repair passes M(n) = max(W(n), ΣM(children)) up instead of R, so the ratio applies "
        "once, at n, and a thin ancestor can lose to a dense descendant, as §4 intends. CNR "
        "and WNR count every node, so their ratio can fall below 1 and the printed rule can "
        "stop lower.";
    // Where a node of the root's subtree stands with respect to C. Nodes inside a removed
    // subtree carry the reason of its topmost removed root; nodes outside the root's subtree
    // (the head, for instance) are OutsideRoot.
    enum class Membership : std::uint8_t { Content, NotValid, NotVisible, NoWords, OutsideRoot };

    // The figures of one content node; index k in figures() is the paper's identifier id(n).
    struct Figures
    {
        NodeId node = kNoNode;
        std::int32_t parent = -1;      // id of the parent content node, -1 for the root
        std::int32_t size = 0;         // content nodes in the subtree, n included: ids k..k+size-1
        std::uint32_t total = 0;       // tw(n): words or characters of the subtree
        std::uint32_t denominator = 0; // l(n), or the content nodes of the subtree
        // A single leaf that joins its siblings' run in leaves() (Figure 5). Beside the 32-bit
        // fields, where it costs no space: the figures are read on every run.
        bool joins = false;
        double ratio = 0;
        double weight = 0;    // W(n) = relativePosition(k) × relativeRatio(k) in I, else 0
        double combined = 0;  // M(n) = max(W(n), Σ over the children): R(n) = ratio × M(n)
        double relevance = 0; // R(n)
    };

    DomRatio(const Document &doc, Unit unit, Denominator denominator, Reading reading);

    // <body> (Def. 3.1), the document node when there is none.
    NodeId root() const { return m_root; }
    const std::vector<Figures> &figures() const { return m_figures; }
    std::int32_t count() const { return static_cast<std::int32_t>(m_figures.size()); }
    // id(n) of a document node, -1 when it is not a content node.
    std::int32_t identifier(NodeId id) const;
    Membership membership(NodeId id) const;
    bool initial(std::int32_t k) const
    {
        return m_figures[static_cast<size_t>(k)].ratio >= m_threshold;
    }

    double maxRatio() const { return m_maxRatio; }
    double minRatio() const { return m_minRatio; }
    double rootRatio() const { return m_figures.empty() ? 0 : m_figures.front().ratio; }
    // sqrt(maxRatio × ratio(root)) (Def. 4.5).
    double threshold() const { return m_threshold; }
    std::int32_t initialCount() const { return m_initialCount; }
    std::int32_t minInitial() const { return m_minInitial; }
    std::int32_t maxInitial() const { return m_maxInitial; }
    // rpos(n) and rWLR(n) of the node with id k (Def. 4.6), whose product is W(n) in I. Computed
    // when asked (the constructor and traces), not stored: the figures are read on every run.
    double relativePosition(std::int32_t k) const;
    double relativeRatio(std::int32_t k) const;
    // id of the best node (Def. 4.7), -1 when C is empty (no visible words).
    std::int32_t best() const { return m_best; }

private:
    NodeId m_root = kNoNode;
    NodeId m_end = 0;
    std::vector<Membership> m_membership; // per document node in [m_root, m_end)
    std::vector<std::int32_t> m_identifier;
    std::vector<Figures> m_figures;
    double m_maxRatio = 0, m_minRatio = 0, m_threshold = 0;
    std::int32_t m_initialCount = 0, m_minInitial = -1, m_maxInitial = -1;
    std::int32_t m_best = -1;
};

} // namespace core
