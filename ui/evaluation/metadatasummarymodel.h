#pragma once

#include "evaluation.h"

#include <eval/metadatasummary.h>

#include "fixedcolumnstablemodel.h"

#include <memory>
#include <vector>

namespace ui {

// The metadata's scores of a run as `boilerscope-cli eval --metadata` prints them
// (core::MetadataSummary): ours and each external program that returned metadata, per field,
// over every document ("all") and then per page type. Columns: page type, extractor, field,
// documents with that gold, score (word F1, or for the date the share of dated documents on the
// gold day), dated documents where a day was named, and the share of those on the gold day; each
// figure with the CLI's four decimals, the number behind it in SortRole. Shares the Evaluation it
// shows; GUI thread only.
class MetadataSummaryModel : public FixedColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        PageTypeColumn,
        ExtractorColumn,
        FieldColumn,
        DocumentsColumn,
        ScoreColumn,
        PredictedColumn,
        PrecisionColumn,
        ColumnCount
    };

    explicit MetadataSummaryModel(QObject *parent = nullptr);

    // nullptr empties the table; so does a run that scored no metadata.
    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    const core::MetadataSummaryRow &summaryRow(int row) const { return m_rows[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Evaluation> m_evaluation;
    std::vector<core::MetadataSummaryRow> m_rows;
};

} // namespace ui
