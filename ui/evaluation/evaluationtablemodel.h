#pragma once

#include "evaluation.h"

#include <measures/measure.h>

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace ui {

// The summary of an evaluation as a table: one row per extractor (in the run's order), one column
// per measure holding "mean F1 ± standard deviation", then the mean seconds per kB and the number
// of documents scored. Every figure comes from the Evaluation's core::SummaryRow; the numbers are
// also available through the roles of evaluationroles.h (SortRole sorts on the value, not the
// text). Shares the Evaluation it shows; GUI thread only.
class EvaluationTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int kExtractorColumn = 0;
    static constexpr int kSecondsColumn = 1 + static_cast<int>(core::kMeasureCount);
    static constexpr int kDocumentsColumn = kSecondsColumn + 1;
    static constexpr int kColumnCount = kDocumentsColumn + 1;

    explicit EvaluationTableModel(QObject *parent = nullptr);

    // nullptr empties the table.
    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    const std::shared_ptr<const Evaluation> &evaluation() const { return m_evaluation; }

    static int columnOf(core::Measure measure) { return 1 + static_cast<int>(measure); }
    static std::optional<core::Measure> measureOf(int column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Evaluation> m_evaluation;
};

} // namespace ui
