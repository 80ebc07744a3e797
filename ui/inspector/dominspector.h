#pragma once

#include "common/analysis.h"
#include "panesplit.h"

#include <QWidget>

#include <memory>

class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTimer;
class QTreeView;

namespace ui {

class DomTreeModel;
class NodeDetailView;

// The DOM inspector: the document tree with every run's score per node (DomTreeModel), a filter
// box matching tag, #id, .class or text (keeping the ancestors of matches), and the selected
// node's details (NodeDetailView) below, the height shared between them by PaneSplit until the
// user moves the split. Emits nodeSelected when the user picks a row;
// selectNode() follows a selection made elsewhere without echoing it. Owns its model and views;
// GUI thread only.
class DomInspector : public QWidget
{
    Q_OBJECT
public:
    explicit DomInspector(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // Expands to, scrolls to and selects node's row (the nearest ancestor with a row for nodes
    // without one); clears a filter that hides it. Does not emit nodeSelected.
    void selectNode(core::NodeId node);
    core::NodeId selectedNode() const { return m_selected; }
    // Applies the filter box now (it applies itself after a pause in the typing, or on Enter).
    void applyFilter();

    // The height at which the tree keeps its rows (PaneSplit) and the selected node's details
    // read whole, at the present width: what --select needs of the column.
    int neededHeight() const;

    QTreeView *treeView() const { return m_tree; }
    QLineEdit *filterEdit() const { return m_filter; }
    DomTreeModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    NodeDetailView *detailView() const { return m_detail; }

signals:
    void nodeSelected(core::NodeId node);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The tree's metrics for PaneSplit (its height unset).
    PaneSplit::Input splitInput() const;
    void splitByHeight();
    void onCurrentChanged(const QModelIndex &current);
    void showNode(core::NodeId node, bool clearHidingFilter);
    void expandMatches();

    QLineEdit *m_filter = nullptr;
    QTreeView *m_tree = nullptr;
    DomTreeModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    NodeDetailView *m_detail = nullptr;
    QTimer *m_filterDelay = nullptr;
    core::NodeId m_selected = core::kNoNode;
    bool m_programmatic = false;
    QSplitter *m_split = nullptr;
    bool m_userSplit = false; // the user moved the split: it stays where they left it
};

} // namespace ui
