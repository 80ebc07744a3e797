#include "metadatasummarymodel.h"

#include "evaluationroles.h"
#include "figurecell.h"

namespace ui {

MetadataSummaryModel::MetadataSummaryModel(QObject *parent)
    : FixedColumnsTableModel({tr("Page type"), tr("Extractor"), tr("Field"), tr("Documents"),
                              tr("Score"), tr("Dated, day named"), tr("Precision")},
                             parent)
{
}

void MetadataSummaryModel::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_rows = m_evaluation ? core::MetadataSummary::of(m_evaluation->results)
                          : std::vector<core::MetadataSummaryRow>();
    endResetModel();
}

int MetadataSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MetadataSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::MetadataSummaryRow &r = m_rows[std::size_t(index.row())];
    const bool date = r.field == "date";
    if (role == Qt::TextAlignmentRole)
        return index.column() <= FieldColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                             : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == ScoreColumn)
            return date ? tr("The share of the %n dated document(s) whose predicted day is the "
                             "gold day",
                             nullptr, int(r.documents))
                        : tr("The mean word F1 over the %n document(s) whose gold has a %1 "
                             "(case and white space folded)",
                             nullptr, int(r.documents))
                              .arg(QString::fromStdString(r.field));
        if (index.column() == PrecisionColumn && date)
            return tr("Of the dated documents where a day was named, the share on the gold day");
        return {};
    }
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case PageTypeColumn:
        return r.pageType.empty() ? tr("all") : QString::fromStdString(r.pageType);
    case ExtractorColumn:
        return QString::fromStdString(r.extractor);
    case FieldColumn:
        return QString::fromStdString(r.field);
    case DocumentsColumn:
        return int(r.documents);
    case ScoreColumn:
        return FigureCell::data(r.score, role);
    case PredictedColumn:
        if (!r.predicted)
            return role == Qt::DisplayRole ? QVariant(QStringLiteral("—")) : QVariant();
        return int(*r.predicted);
    case PrecisionColumn:
        return FigureCell::data(r.precision, role);
    default:
        return {};
    }
}

} // namespace ui

#include "moc_metadatasummarymodel.cpp"
