#pragma once

#include "common/analysis.h"
#include "judgementindex.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

namespace ui {

// The parsed document of an Analysis as a tree: element nodes and text nodes with words (the
// document node is hidden, so the root row is <html>; comments and whitespace-only text are
// skipped). Columns: Node, Words, Chars, Leaves (visible text nodes with words in the subtree),
// then one per run with its score for the node, coloured
// with the run's colour and bold with a check when the run selected the node. The child lists and
// each run's JudgementIndex are built once per analysis in O(n). Owns them and shares the
// Analysis; GUI thread only.
class DomTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NodeColumn, WordsColumn, CharsColumn, LeavesColumn, FirstRunColumn };

    explicit DomTreeModel(QObject *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    const std::shared_ptr<const Analysis> &analysis() const { return m_analysis; }

    // The row of node (column 0); invalid when the node has no row (comment, whitespace text).
    QModelIndex indexOf(core::NodeId node) const;
    core::NodeId nodeAt(const QModelIndex &index) const;
    // "div#main.post.wide" for elements, a quoted snippet for text.
    static QString label(const core::Document &doc, core::NodeId node);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    bool hasRow(core::NodeId node) const;
    QVariant runData(const ExtractorRun &run, const JudgementIndex &index, core::NodeId node,
                     int role) const;
    QStringList chosenBy(core::NodeId node) const;

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<JudgementIndex> m_indexes;
    // Rows as flat arrays (children in compressed form): the children of node p (p = 0 stands for
    // the hidden document node's rows) are m_children[m_childBegin[p] .. m_childBegin[p + 1]).
    std::vector<std::int32_t> m_childBegin;
    std::vector<core::NodeId> m_children;
    std::vector<std::int32_t> m_row;          // row of each node under its parent, -1 for no row
    std::vector<std::int32_t> m_leavesBefore; // wordful visible text nodes before each node
};

} // namespace ui
