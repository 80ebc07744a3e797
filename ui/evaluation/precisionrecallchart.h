#pragma once

#include "evaluation.h"

#include <measures/measure.h>

#include <QChartView>
#include <QPointF>
#include <QString>

#include <memory>
#include <vector>

namespace ui {

// Precision/recall scatter of an evaluation on one measure: each extractor's mean as a large
// point in its ExtractorPalette colour (named in the legend), and for a chosen extractor one
// small point per document. Hovering a point names it; clicking a document's point emits
// documentClicked. Shares the Evaluation; GUI thread only.
class PrecisionRecallChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int kNoExtractor = -1;

    explicit PrecisionRecallChart(QWidget *parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    void setMeasure(core::Measure measure);
    // An index into the evaluation's extractors whose documents are drawn, or kNoExtractor.
    void setExtractor(int extractor);

signals:
    void documentClicked(const QString &stem);

private:
    void rebuild();
    QString documentAt(const QPointF &point) const;

    std::shared_ptr<const Evaluation> m_evaluation;
    core::Measure m_measure = core::Measure::Characters;
    int m_extractor = kNoExtractor;
    struct DocumentPoint
    {
        QPointF point; // (recall, precision)
        QString stem;
    };
    std::vector<DocumentPoint> m_documentPoints;
};

} // namespace ui
