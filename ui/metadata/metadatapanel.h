#pragma once

#include "metadatamodel.h"

#include <document/document.h>
#include <metadata/metadata.h>

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QTreeView;

namespace ui {

// The Metadata panel: the page's metadata as a tree (MetadataModel: each field, its value and
// source, its candidates below it; the external programs' values in a column each, shown right
// after ours), and under it, for the selected row, its value, where it was read (the element's
// path, and whether the page draws it), its reason, the rule that chose, and what each program
// said. Emits nodeSelected when the user picks a row read from an element; selectRow() picks a
// row for a caller. Owns its model and views, shares the metadata and its document; GUI thread
// only.
class MetadataPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MetadataPanel(QWidget *parent = nullptr);

    // The metadata of the document shown (nullptr, nullptr: no page).
    void setMetadata(std::shared_ptr<const core::Metadata> metadata,
                     std::shared_ptr<const core::Document> document);
    // The page's metadata is being read: the panel says so until setMetadata.
    void setBusy();
    // The external programs' own metadata on the page shown (MetadataModel::setPrograms).
    void setPrograms(std::vector<MetadataModel::Program> programs);

    // Selects a field's row (candidate -1) or one of its candidates' rows, as a click would (it
    // emits nodeSelected); false when there is no such row.
    bool selectRow(core::MetadataField field, int candidate = -1);

    QTreeView *treeView() const { return m_tree; }
    MetadataModel *model() const { return m_model; }
    // What the panel says below the tree about the selected row (for tests and copying).
    QString detailText() const;
    QString statusText() const;

signals:
    void nodeSelected(core::NodeId node);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void onCurrentChanged(const QModelIndex &current);
    // Says what the row holds below the tree; the element it was read from (kNoNode: none).
    core::NodeId showDetail(const QModelIndex &current);
    void sizeColumns();
    // The programs' columns right after the value column, in their order.
    void placeProgramColumns();

    QLabel *m_status = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_detail = nullptr;
    MetadataModel *m_model = nullptr;
    std::shared_ptr<const core::Document> m_document;
};

} // namespace ui
