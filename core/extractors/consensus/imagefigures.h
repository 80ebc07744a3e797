#pragma once

#include "document/document.h"

#include <vector>

namespace core {

// The figures of a page (docs/consensus.md#figures): a <figure> that holds no <table> and no
// <blockquote>, an image with its caption and credit lines. trafilatura cleans every figure from
// the page before it extracts anything (MANUALLY_CLEANED's "figure" in trafilatura 2.3.1's
// settings.py, unless images are asked for), but one that holds a table, which it keeps as a table
// (its issue #301); WCXB's gold leaves captions out. A figure around a blockquote is a quotation
// with its attribution (the HTML standard's markup for one), which the gold keeps: project choice,
// kept too. Stateless, thread-safe.
class ImageFigures
{
public:
    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold.
    static constexpr const char *kReason =
        "dropped: in a figure (an image's caption or credit; trafilatura cleans figures); {0} of "
        "20 heuristics chose it, weight {1} >= {2}";

    // For every node of doc, whether it is or lies inside a <figure> that holds no <table> and
    // no <blockquote>. One pass over the nodes, and one over each figure's own: linear in the
    // page for figures that do not nest.
    static std::vector<char> of(const Document &doc);
};

} // namespace core
