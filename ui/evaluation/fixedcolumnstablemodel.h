#pragma once

#include <QAbstractTableModel>
#include <QStringList>

namespace ui {

// A table whose columns are known when it is made: it owns their titles and answers
// columnCount() and the horizontal header with them; a subclass gives the rows. GUI thread only.
class FixedColumnsTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

protected:
    // titles: one per column, in column order.
    FixedColumnsTableModel(QStringList titles, QObject *parent);

private:
    QStringList m_titles;
};

} // namespace ui
