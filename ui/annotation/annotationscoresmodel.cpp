#include "annotationscoresmodel.h"

#include <measures/textmetrics.h>

namespace ui {

void AnnotationScoresModel::setGoldAndAnalysis(const QString &gold,
                                               std::shared_ptr<const Analysis> analysis)
{
    m_gold = gold;
    m_analysis = std::move(analysis);
    recompute();
}

void AnnotationScoresModel::setGold(const QString &gold)
{
    if (gold == m_gold && !m_rows.empty())
        return;
    m_gold = gold;
    recompute();
}

void AnnotationScoresModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    recompute();
}

void AnnotationScoresModel::recompute()
{
    beginResetModel();
    m_rows.clear();
    if (m_analysis) {
        // The gold is prepared once for all extractors.
        const core::TextMetrics metrics(m_gold.toStdString());
        for (const ExtractorRun &run : m_analysis->runs)
            m_rows.push_back(
                {QString::fromStdString(run.id), run.color, metrics.score(run.result.text)});
    }
    endResetModel();
}

const core::MeasureScores *AnnotationScoresModel::scores(const QString &extractor) const
{
    for (const Row &row : m_rows)
        if (row.extractor == extractor)
            return &row.scores;
    return nullptr;
}

int AnnotationScoresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size() * core::kMeasureCount);
}

int AnnotationScoresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumns;
}

QVariant AnnotationScoresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[size_t(index.row()) / core::kMeasureCount];
    const size_t m = size_t(index.row()) % core::kMeasureCount;
    const core::Score &s = row.scores[m];
    const double value = index.column() == PrecisionColumn ? s.precision
                         : index.column() == RecallColumn  ? s.recall
                                                           : s.f1;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == ExtractorColumn)
            return m == 0 ? row.extractor : QString();
        if (index.column() == MeasureColumn)
            return QString::fromLatin1(core::measureName(core::kMeasures[m]));
        return QString::number(value, 'f', 3);
    case Qt::UserRole:
        if (index.column() == ExtractorColumn)
            return row.extractor;
        if (index.column() == MeasureColumn)
            return QString::fromLatin1(core::measureName(core::kMeasures[m]));
        return value;
    case Qt::DecorationRole:
        return index.column() == ExtractorColumn && m == 0 ? QVariant(row.color) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= PrecisionColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                 : QVariant();
    default:
        return {};
    }
}

QVariant AnnotationScoresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= kColumns)
        return {};
    static const char *const names[] = {QT_TR_NOOP("Extractor"), QT_TR_NOOP("Measure"),
                                        QT_TR_NOOP("P"), QT_TR_NOOP("R"), QT_TR_NOOP("F1")};
    return tr(names[section]);
}

} // namespace ui

#include "moc_annotationscoresmodel.cpp"
