#include "documentscoresmodel.h"

#include "evaluationroles.h"
#include "extractors/extractorpalette.h"

#include <QPixmap>

namespace ui {

namespace {

// Project choice: an extractor that failed on a document sorts below every score, as the worst.
constexpr double kMissingSortValue = -1;

} // namespace

DocumentScoresModel::DocumentScoresModel(QObject *parent) : QAbstractTableModel(parent) {}

void DocumentScoresModel::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    m_documents.clear();
    m_rowOf.clear();
    const int extractors =
        m_evaluation ? static_cast<int>(m_evaluation->results.extractors.size()) : 0;
    if (m_extractor >= extractors)
        m_extractor = kAllExtractors;
    if (m_evaluation) {
        const core::EvaluationResults &r = m_evaluation->results;
        const std::size_t n = r.extractors.size();
        std::vector<int> firstOf(r.documents.size() * n, -1);
        std::vector<bool> evaluated(r.documents.size(), false);
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            firstOf[r.rows[i].document * n + r.rows[i].extractor] = static_cast<int>(i);
            evaluated[r.rows[i].document] = true;
        }
        for (std::size_t d = 0; d < r.documents.size(); ++d) {
            if (!evaluated[d])
                continue;
            m_documents.push_back(d);
            m_rowOf.insert(m_rowOf.end(), firstOf.begin() + static_cast<std::ptrdiff_t>(d * n),
                           firstOf.begin() + static_cast<std::ptrdiff_t>((d + 1) * n));
        }
    }
    endResetModel();
}

void DocumentScoresModel::setMeasure(core::Measure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void DocumentScoresModel::setExtractor(int extractor)
{
    if (!m_evaluation || extractor < 0 ||
        extractor >= static_cast<int>(m_evaluation->results.extractors.size()))
        extractor = kAllExtractors;
    if (extractor == m_extractor)
        return;
    beginResetModel();
    m_extractor = extractor;
    endResetModel();
}

int DocumentScoresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_documents.size());
}

int DocumentScoresModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_evaluation)
        return 0;
    if (m_extractor != kAllExtractors)
        return SecondsColumn + 1;
    return 1 + static_cast<int>(m_evaluation->results.extractors.size());
}

const core::EvaluationRow *DocumentScoresModel::row(int documentRow, std::size_t extractor) const
{
    const std::size_t n = m_evaluation->results.extractors.size();
    const int i = m_rowOf[static_cast<std::size_t>(documentRow) * n + extractor];
    return i < 0 ? nullptr : &m_evaluation->results.rows[static_cast<std::size_t>(i)];
}

QVariant DocumentScoresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::EvaluationResults &r = m_evaluation->results;
    const QString stem = QString::fromStdString(r.documents[m_documents[index.row()]]);
    if (role == DocumentStemRole)
        return stem;
    if (index.column() == DocumentColumn) {
        if (role == Qt::DisplayRole || role == SortRole)
            return stem;
        if (role == Qt::ToolTipRole)
            return tr("Double-click to open %1 with its gold").arg(stem);
        return {};
    }
    const std::size_t extractor = m_extractor == kAllExtractors
                                      ? static_cast<std::size_t>(index.column() - 1)
                                      : static_cast<std::size_t>(m_extractor);
    const QString id = QString::fromStdString(r.extractors[extractor]);
    if (role == ExtractorIdRole)
        return id;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    const core::EvaluationRow *x = row(index.row(), extractor);
    if (!x) {
        if (role == SortRole)
            return kMissingSortValue;
        if (role == Qt::ToolTipRole)
            return tr("%1 has no score on %2 (it failed; see the run's issues)").arg(id, stem);
        return {};
    }
    const core::Score &s = x->scores[static_cast<std::size_t>(m_measure)];
    int column = index.column();
    if (m_extractor == kAllExtractors)
        column = F1Column;
    switch (role) {
    case PrecisionRole:
        return s.precision;
    case RecallRole:
        return s.recall;
    case F1Role:
        return s.f1;
    case SecondsPerKbRole:
        return x->secondsPerKb();
    case Qt::ToolTipRole:
        return tr("%1 on %2, %3: precision %4, recall %5, F1 %6")
            .arg(id, stem, QString::fromUtf8(core::measureName(m_measure)), scoreText(s.precision),
                 scoreText(s.recall), scoreText(s.f1));
    case Qt::DisplayRole:
    case SortRole: {
        const double v = column == PrecisionColumn ? s.precision
                         : column == RecallColumn  ? s.recall
                         : column == F1Column      ? s.f1
                                                   : x->secondsPerKb();
        if (role == SortRole)
            return v;
        return column == SecondsColumn ? QString::number(v, 'g', 4) : scoreText(v);
    }
    default:
        return {};
    }
}

QVariant DocumentScoresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString measure = QString::fromUtf8(core::measureName(m_measure));
    if (section == DocumentColumn)
        return role == Qt::DisplayRole ? QVariant(tr("document")) : QVariant();
    if (m_extractor == kAllExtractors) {
        const std::string &id = m_evaluation->results.extractors[section - 1];
        switch (role) {
        case Qt::DisplayRole:
            return QString::fromStdString(id);
        case Qt::DecorationRole: {
            // Header views draw icons and pixmaps, not colours.
            QPixmap swatch(10, 10);
            swatch.fill(ExtractorPalette::color(id));
            return swatch;
        }
        case Qt::ToolTipRole:
            return tr("F1 of %1 (%2)").arg(QString::fromStdString(id), measure);
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PrecisionColumn:
            return tr("precision");
        case RecallColumn:
            return tr("recall");
        case F1Column:
            return tr("F1");
        default:
            return tr("s/kB");
        }
    }
    if (role == Qt::ToolTipRole)
        return section == SecondsColumn ? tr("Seconds per kB of HTML for the extractor's run")
                                        : tr("Measure: %1").arg(measure);
    return {};
}

} // namespace ui

#include "moc_documentscoresmodel.cpp"
