#pragma once

namespace ui {

// How the DOM inspector shares its height between the tree (with its filter box, header and
// scroll bar) and the selected node's reasons below it: the tree keeps kTreeRows rows, or
// kTreeShare of the height when that is more, and the reasons take the rest (a person selecting
// a node wants every ticked extractor's reason readable, and on a laptop's 300–450 px dock a
// fixed 60 % for the tree left them one); on a dock too short for both, the tree gives way first,
// down to kTreeRowsMin rows. Pixels. A plain value computed without a GUI (house style 6);
// thread-safe.
struct PaneSplit
{
    // Project choice: the selected node with its parent and a few siblings.
    static constexpr int kTreeRows = 6;
    // Project choice: the node itself and one row of context.
    static constexpr int kTreeRowsMin = 2;
    // Project choice: on a tall dock (1600 × 1000: about 430 px) the tree gets 35 %, its 6 rows
    // and a little more, the reasons the rest.
    static constexpr double kTreeShare = 0.35;
    // Project choice: the reasons keep at least five lines of text.
    static constexpr int kDetailLines = 5;

    struct Input
    {
        int height = 0;     // the inspector's
        int treeChrome = 0; // the tree's filter box, header, scroll bar and frames
        int rowHeight = 0;  // one row of the tree
        int lineHeight = 0; // one line of the reasons' text
    };

    int tree = 0;
    int detail = 0;

    static PaneSplit forHeight(const Input &in);
    // The least inspector height (in.height unused) at which forHeight leaves the tree its
    // kTreeRows rows and the reasons `detail` px: the height the selected node's reasons need.
    static int heightFor(const Input &in, int detail);
};

} // namespace ui
