#include "pagetypetablemodel.h"

#include "evaluationroles.h"
#include "figurecell.h"

namespace ui {

PageTypeTableModel::PageTypeTableModel(QObject *parent)
    : FixedColumnsTableModel({tr("Page type"), tr("Extractor"), tr("Documents"), tr("Precision"),
                              tr("Recall"), tr("F1"), tr("F1 sd"), tr("Accuracy"), tr("With found"),
                              tr("Without found")},
                             parent)
{
}

void PageTypeTableModel::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    m_evaluation = std::move(evaluation);
    rebuild();
}

void PageTypeTableModel::setMeasure(core::Measure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    rebuild();
}

void PageTypeTableModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    m_pageTypes = 0;
    if (m_evaluation) {
        core::MeasureSet asked;
        asked.set(static_cast<std::size_t>(m_measure));
        // The same rows `eval --measure` prints: every document, then by page type.
        m_rows = core::EvaluationSummary::report(m_evaluation->results, asked);
        m_pageTypes = int(core::EvaluationSummary::pageTypes(m_evaluation->results).size());
    }
    endResetModel();
}

int PageTypeTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PageTypeTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::TextAlignmentRole)
        return {};
    const core::SummaryRow &r = m_rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() <= ExtractorColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    switch (index.column()) {
    case PageTypeColumn:
        return r.pageType.empty() ? tr("all") : QString::fromStdString(r.pageType);
    case ExtractorColumn:
        return QString::fromStdString(r.extractor);
    case DocumentsColumn:
        return int(r.documents);
    case PrecisionColumn:
        return FigureCell::data(r.precision, role);
    case RecallColumn:
        return FigureCell::data(r.recall, role);
    case F1Column:
        return FigureCell::data(r.f1, role);
    case F1StdDevColumn:
        return FigureCell::data(r.f1StdDev, role);
    case AccuracyColumn:
        return FigureCell::data(r.accuracy, role);
    case WithFoundColumn:
        return FigureCell::data(r.withFound, role);
    case WithoutFoundColumn:
        return FigureCell::data(r.withoutFound, role);
    default:
        return {};
    }
}

} // namespace ui

#include "moc_pagetypetablemodel.cpp"
