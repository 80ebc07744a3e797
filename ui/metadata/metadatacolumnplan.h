#pragma once

#include <vector>

namespace ui {

// The widths of the Metadata panel's columns in a tree `width` px wide: the field column whole
// (a short name), then the values (ours and each external program's) before the source, since a
// person looking at a field wants its value: when the columns' texts do not all fit, the source
// gives way first, down to kSourceMin (room for its kind, `og`, `json-ld`, and the start of its
// key), and the values share the rest, each at most what it needs, none below kValueMin. The
// reason, last, takes what is left, and is hidden (0) when that is under kReasonMin: the selected
// row's reason reads whole below the tree. A column narrower than its text is elided (its tooltip
// whole, the selected row shown whole below the tree), and no column lies beyond the tree's
// right edge unless the minimums alone exceed it. A plain value computed without a GUI (house style
// 6); thread-safe.
struct MetadataColumnPlan
{
    // Project choice: a source of this width reads "json-ld · Dis…" or "og · og:title" at the
    // default 9–10 pt font (`og · og:title` measures 78 px in DejaVu Sans 9 pt).
    static constexpr int kSourceMin = 90;
    // Project choice: room for a date ("2018-10-17", 70 px) or the start of a short title.
    static constexpr int kValueMin = 120;
    // Project choice: less than this shows two or three words of a reason ("kept: 10 of…").
    static constexpr int kReasonMin = 120;

    struct Input
    {
        int width = 0;           // the tree's viewport
        int field = 0;           // the field column's text, widest row
        std::vector<int> values; // each value column's text, widest row (ours first)
        int source = 0;          // the source column's text, widest row
    };

    int field = 0;
    std::vector<int> values;
    int source = 0;
    int reason = 0; // 0: hidden

    static MetadataColumnPlan forWidths(const Input &in);
};

} // namespace ui
