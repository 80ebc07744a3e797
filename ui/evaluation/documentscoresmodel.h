#pragma once

#include "evaluation.h"

#include <measures/measure.h>

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace ui {

// The per-document drill-down of an evaluation for one measure: one row per document that was
// evaluated (package order). With no extractor chosen the columns are the document and each
// extractor's F1 (precision and recall in the roles and the tooltip); with one extractor chosen
// they are the document, precision, recall, F1 and seconds per kB of that extractor. A cell of an
// extractor that failed on the document is empty. Numbers through the roles of
// evaluationroles.h; DocumentStemRole on every cell names the document to open. Shares the
// Evaluation it shows; GUI thread only.
class DocumentScoresModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int kAllExtractors = -1;
    // Columns when one extractor is chosen.
    enum Column { DocumentColumn, PrecisionColumn, RecallColumn, F1Column, SecondsColumn };

    explicit DocumentScoresModel(QObject *parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    const std::shared_ptr<const Evaluation> &evaluation() const { return m_evaluation; }
    void setMeasure(core::Measure measure);
    core::Measure measure() const { return m_measure; }
    // An index into the evaluation's extractors, or kAllExtractors.
    void setExtractor(int extractor);
    int extractor() const { return m_extractor; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    const core::EvaluationRow *row(int documentRow, std::size_t extractor) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    core::Measure m_measure = core::Measure::Characters;
    int m_extractor = kAllExtractors;
    std::vector<std::size_t> m_documents; // evaluated documents (indices into results.documents)
    std::vector<int> m_rowOf;             // [document row * extractors + extractor] -> row or -1
};

} // namespace ui
