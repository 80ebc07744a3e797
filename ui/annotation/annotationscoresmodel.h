#pragma once

#include "common/analysis.h"

#include <measures/score.h>

#include <QAbstractTableModel>
#include <QColor>

#include <memory>
#include <vector>

namespace ui {

// Scores while annotating (docs/annotation.md): one row per ticked
// extractor and evaluation measure (core::kMeasures), columns extractor, measure, precision,
// recall, F1 of the extractor's text against the current gold text (core::TextMetrics). Owns the
// computed scores; recomputed whole on setGold / setAnalysis. Display role: the figure with three
// decimals; Qt::UserRole: the double. GUI thread only.
class AnnotationScoresModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ExtractorColumn, MeasureColumn, PrecisionColumn, RecallColumn, F1Column };
    static constexpr int kColumns = 5;

    using QAbstractTableModel::QAbstractTableModel;

    // Both at once avoid one recomputation.
    void setGoldAndAnalysis(const QString &gold, std::shared_ptr<const Analysis> analysis);
    void setGold(const QString &gold);
    void setAnalysis(std::shared_ptr<const Analysis> analysis);

    // The scores of one extractor, nullptr when it has no row.
    const core::MeasureScores *scores(const QString &extractor) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString extractor;
        QColor color;
        core::MeasureScores scores;
    };
    void recompute();

    QString m_gold;
    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Row> m_rows; // one per extractor; table rows = extractors x measures
};

} // namespace ui
