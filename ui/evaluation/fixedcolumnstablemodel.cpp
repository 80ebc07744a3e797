#include "fixedcolumnstablemodel.h"

namespace ui {

FixedColumnsTableModel::FixedColumnsTableModel(QStringList titles, QObject *parent)
    : QAbstractTableModel(parent), m_titles(std::move(titles))
{
}

int FixedColumnsTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_titles.size());
}

QVariant FixedColumnsTableModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= m_titles.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    return m_titles.at(section);
}

} // namespace ui

#include "moc_fixedcolumnstablemodel.cpp"
