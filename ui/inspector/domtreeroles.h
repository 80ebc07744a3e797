#pragma once

#include <Qt>

namespace ui {

// Item data roles of DomTreeModel beyond Qt's own.
enum DomTreeRole {
    NodeIdRole = Qt::UserRole + 1, // int: the core::NodeId of the row
    ScoreRole,    // double on a run column: that run's (first) score for the node; invalid if none
    ChosenByRole, // QStringList: ids of the runs whose selected set contains the node
    ReasonRole,   // QString: the run's reasons for the node (run column) or every run's (column 0)
    SearchRole,   // QString: what the filter matches: tag, #id, .classes, or the full text
};

} // namespace ui
