#pragma once

#include "goldannotation.h"

#include <document/document.h>

#include <cstddef>
#include <span>
#include <string_view>
#include <vector>

namespace core {

// How many clicks an annotator needs to turn a pre-annotation into the gold (docs/annotation.md
// "Clicks per article"). The model:
// * units are the page's visible text nodes with a word (Agreement::units, as for κ); the
//   pre-annotation keeps a unit when it covers a word of it (Agreement::labels);
// * a gold given as text only (WCXB's main_content) is placed on the units by goldLabels();
//   units without a word token need no fix either way;
// * a click on an element acts on its whole subtree as annotation mode does: it unmarks every
//   unit when any of them is kept, and marks them all otherwise (so the opposite takes two
//   clicks); a unit alone is fixed by one text selection, counted as one click. Clicks go from
//   the top down (a click on an element acts on the state its ancestors' clicks left).
// clicks = the fewest such clicks that give every unit the gold's label (found by dynamic
// programming over the tree, linear in the page's nodes).
// Stateless, thread-safe.
class AnnotationClicks
{
public:
    struct Count
    {
        std::size_t units = 0;    // the page's units
        std::size_t content = 0;  // units the gold keeps
        std::size_t toAdd = 0;    // units the gold keeps and the pre-annotation does not
        std::size_t toRemove = 0; // units the pre-annotation keeps and the gold does not
        // (content, toAdd and toRemove leave out the neutral units)
        std::size_t clicks = 0;
    };

    // Places a gold text on the units in document order: a unit is content when its words occur,
    // in order and contiguous, in the gold's words at or after the end of the previous content
    // unit. Words are WCXB's tokens (lower-cased `\w+` runs, WordRuns), so that the gold's
    // typography (WCXB writes straight quotes where the page has curly ones) does not matter.
    // Project choice, against chance matches of short boilerplate ("Home", "Share") further on: a
    // unit of fewer than kAnchorWords words counts only when its match starts within kShortReach
    // words of that point.
    static std::vector<bool> goldLabels(const Document &doc, std::span<const NodeId> units,
                                        std::string_view goldText);
    // The clicks from `pre` to `gold` (labels per unit, as units, in document order); the units
    // marked in `neutral` need no fix either way.
    static Count count(const Document &doc, std::span<const NodeId> units,
                       const std::vector<bool> &pre, const std::vector<bool> &gold,
                       const std::vector<bool> &neutral = {});
    // Both steps for a page, its pre-annotation and its gold text; a unit without a word token
    // needs no fix either way.
    static Count count(const Document &doc, const GoldAnnotation &pre, std::string_view goldText);

    static constexpr std::size_t kAnchorWords = 3;
    static constexpr std::size_t kShortReach = 20;
};

} // namespace core
