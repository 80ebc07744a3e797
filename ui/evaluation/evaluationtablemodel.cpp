#include "evaluationtablemodel.h"

#include "evaluationroles.h"
#include "extractors/extractorpalette.h"

#include <registry/extractorregistry.h>

namespace ui {

namespace {

QString measureDescription(core::Measure m)
{
    switch (m) {
    case core::Measure::Characters:
        return EvaluationTableModel::tr("Characters, common part = longest common subsequence "
                                        "(Gottron 2007 §3.1)");
    case core::Measure::WordSequence:
        return EvaluationTableModel::tr("Word tokens, common part = longest common subsequence "
                                        "(Gottron 2007 §3.2)");
    case core::Measure::BagOfWords:
        return EvaluationTableModel::tr("Word counts, common part = minimum counts "
                                        "(Gottron 2007 §3.3)");
    case core::Measure::SetOfWords:
        return EvaluationTableModel::tr("Distinct words (Gottron 2007 §3.4)");
    case core::Measure::LcString:
        return EvaluationTableModel::tr("Longest common substring of characters, spaces "
                                        "ignored (Moreno et al. 2009 §5.2)");
    case core::Measure::LcSequence:
        return EvaluationTableModel::tr("Longest common subsequence of characters, spaces "
                                        "ignored (Moreno et al. 2009 §5.2)");
    case core::Measure::ShingleF1:
        return EvaluationTableModel::tr("4-token shingles; precision and recall averaged as the "
                                        "article-extraction benchmark does");
    case core::Measure::WcxbWordF1:
        return EvaluationTableModel::tr("WCXB: bag of lower-cased \\w+ tokens, mean over pages");
    case core::Measure::Snippets:
        return EvaluationTableModel::tr("with/without snippets found; precision, recall and F1 "
                                        "of the summed counts (trafilatura)");
    }
    return {};
}

} // namespace

EvaluationTableModel::EvaluationTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void EvaluationTableModel::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    beginResetModel();
    m_evaluation = std::move(evaluation);
    endResetModel();
}

std::optional<core::Measure> EvaluationTableModel::measureOf(int column)
{
    if (column < 1 || column > static_cast<int>(core::kMeasureCount))
        return std::nullopt;
    return core::kMeasures[static_cast<std::size_t>(column - 1)];
}

int EvaluationTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_evaluation)
        return 0;
    return static_cast<int>(m_evaluation->results.extractors.size());
}

int EvaluationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant EvaluationTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto e = static_cast<std::size_t>(index.row());
    const QString id = QString::fromStdString(m_evaluation->results.extractors[e]);
    // Every measure's row has the same documents and seconds: they belong to the extractor.
    const core::SummaryRow &any = m_evaluation->summaryRow(e, core::Measure::Characters);
    if (role == ExtractorIdRole)
        return id;
    if (role == DocumentCountRole)
        return static_cast<int>(any.documents);
    if (role == SecondsPerKbRole)
        return any.secondsPerKb;

    const int column = index.column();
    if (column == kExtractorColumn) {
        switch (role) {
        case Qt::DisplayRole:
        case SortRole:
            return id;
        case Qt::DecorationRole:
            return ExtractorPalette::color(id.toStdString());
        case Qt::ToolTipRole:
            if (const core::Extractor *x = core::ExtractorRegistry::find(id.toStdString()))
                return QString::fromStdString(x->info().name);
            return id;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (column == kSecondsColumn) {
        // An external program's time includes starting and running it (ids ext:NAME, as the
        // definition format fixes them); marked † as in boilerscope-cli eval's summary.
        const bool external = id.startsWith(QLatin1String("ext:"));
        if (role == Qt::DisplayRole)
            return QString::number(any.secondsPerKb, 'g', 4) +
                   (external ? QStringLiteral(" †") : QString());
        if (role == Qt::ToolTipRole && external)
            return tr("Includes starting and running the external program");
        if (role == SortRole)
            return any.secondsPerKb;
        return {};
    }
    if (column == kDocumentsColumn) {
        if (role == Qt::DisplayRole || role == SortRole)
            return static_cast<int>(any.documents);
        return {};
    }
    const core::SummaryRow &s = m_evaluation->summaryRow(e, *measureOf(column));
    switch (role) {
    case Qt::DisplayRole:
        // One document has no spread: its standard deviation (n - 1) is not defined.
        if (s.documents == 1)
            return scoreText(s.f1);
        return s.documents > 0 ? tr("%1 ± %2").arg(scoreText(s.f1), scoreText(s.f1StdDev))
                               : QString();
    case Qt::ToolTipRole:
        return tr("%1, %2: precision %3, recall %4, F1 %5 ± %6 over %n document(s)", nullptr,
                  static_cast<int>(s.documents))
            .arg(id, QString::fromUtf8(core::measureName(s.measure)), scoreText(s.precision),
                 scoreText(s.recall), scoreText(s.f1), scoreText(s.f1StdDev));
    case SortRole:
    case F1Role:
        return s.f1;
    case PrecisionRole:
        return s.precision;
    case RecallRole:
        return s.recall;
    case F1StdDevRole:
        return s.f1StdDev;
    default:
        return {};
    }
}

QVariant EvaluationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= kColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        if (section == kExtractorColumn)
            return tr("extractor");
        if (section == kSecondsColumn)
            return tr("s/kB");
        if (section == kDocumentsColumn)
            return tr("docs");
        return QString::fromUtf8(core::measureName(*measureOf(section)));
    }
    if (role == Qt::ToolTipRole) {
        if (section == kExtractorColumn)
            return tr("Extractor id (as in boilerscope-cli)");
        if (section == kSecondsColumn)
            return tr("Mean seconds per kB of HTML for the extractor's run (parsing excluded); † "
                      "an external program's, starting and running it included");
        if (section == kDocumentsColumn)
            return tr("Documents scored");
        return tr("%1\nMean F1 ± standard deviation (n - 1)")
            .arg(measureDescription(*measureOf(section)));
    }
    return {};
}

} // namespace ui

#include "moc_evaluationtablemodel.cpp"
