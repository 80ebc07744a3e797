#pragma once

#include "evaluation.h"

#include <eval/evaluationsummary.h>
#include <measures/measure.h>

#include "fixedcolumnstablemodel.h"

#include <memory>
#include <vector>

namespace ui {

// One measure's summary broken down by page type, as `boilerscope-cli eval --measure M` prints
// it (core::EvaluationSummary::report): the rows over every document ("all"), then one row per
// page type and extractor. Columns: page type, extractor, documents, precision, recall, F1, F1
// standard deviation, and what the measure adds (accuracy for shingle F1 and the corpus sums;
// the share of `with` / `without` snippets found for the snippet measure), each shown with the
// CLI's four decimals, the number behind it in SortRole. Shares the Evaluation it shows; GUI
// thread only.
class PageTypeTableModel : public FixedColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        PageTypeColumn,
        ExtractorColumn,
        DocumentsColumn,
        PrecisionColumn,
        RecallColumn,
        F1Column,
        F1StdDevColumn,
        AccuracyColumn,
        WithFoundColumn,
        WithoutFoundColumn,
        ColumnCount
    };

    explicit PageTypeTableModel(QObject *parent = nullptr);

    // nullptr empties the table.
    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    void setMeasure(core::Measure measure);
    core::Measure measure() const { return m_measure; }
    // The page types of the results (none: the table only has the "all" rows).
    int pageTypeCount() const { return m_pageTypes; }
    const core::SummaryRow &summaryRow(int row) const { return m_rows[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    std::shared_ptr<const Evaluation> m_evaluation;
    core::Measure m_measure = core::Measure::Characters;
    std::vector<core::SummaryRow> m_rows;
    int m_pageTypes = 0;
};

} // namespace ui
