#pragma once

// Whether a table's cell shows its whole text: for the GUI tests of tables that must never cut
// a value a person reads (the campaign queue, the trace player's numbers). GUI thread only.

#include <QHeaderView>
#include <QModelIndex>
#include <QString>
#include <QStyle>
#include <QTableView>

namespace testcells {

// "" when the text of the cell is drawn whole: its section leaves room for the text and the item
// delegate's margins (QStyle::PM_FocusFrameHMargin + 1 each side) and ends inside the viewport;
// else what is cut, by how much.
inline QString cutCell(const QTableView *table, const QModelIndex &index)
{
    const QString text = index.data().toString();
    const QHeaderView *header = table->horizontalHeader();
    const int margin = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    const int need = table->fontMetrics().horizontalAdvance(text) + margin;
    const int column = index.column();
    const int end = header->sectionViewportPosition(column) + header->sectionSize(column);
    if (header->sectionSize(column) >= need && end <= table->viewport()->width())
        return {};
    return QStringLiteral("\"%1\" in column %2: %3 px of %4 shown")
        .arg(text)
        .arg(column)
        .arg(header->sectionSize(column))
        .arg(need);
}

} // namespace testcells
