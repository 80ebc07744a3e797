#pragma once

#include "evaluation.h"

#include <measures/measure.h>

#include <QChartView>

#include <memory>

namespace ui {

// Bar chart of each extractor's mean F1 on one measure of an evaluation, one horizontal bar per
// extractor in its ExtractorPalette colour, best on top; the axis labels carry "mean ± sd" (Qt
// Charts has no error bars) and hovering a bar shows precision and recall. Shares the
// Evaluation; GUI thread only.
class F1BarChart : public QChartView
{
    Q_OBJECT
public:
    explicit F1BarChart(QWidget *parent = nullptr);

    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    void setMeasure(core::Measure measure);
    core::Measure measure() const { return m_measure; }

private:
    void rebuild();

    std::shared_ptr<const Evaluation> m_evaluation;
    core::Measure m_measure = core::Measure::Characters;
};

} // namespace ui
