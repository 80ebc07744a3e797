#pragma once

#include "common/analysis.h"

#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QChart;
class QComboBox;
class QLabel;
class QSplitter;
class QStackedWidget;

namespace ui {

class SeriesChartView;

// The charts (docs/window.md, Charts): the text-density graph (the `density` run) and the
// content/code graph (`addanag`, else `danag`) side by side, and below them any other run's
// series picked in a combo box. A chart whose extractor is not ticked shows what to tick instead.
// Hover and clicks report the node under the mouse; setSelectedNode marks a node in every chart.
// In a narrow dock (a side column) the two main charts stack instead of sharing a row.
// Owns its chart views and shares the Analysis; GUI thread only.
class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    enum Which { DensityChart, ContentCodeChart, OtherChart };

    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    void setSelectedNode(core::NodeId node);
    void resetZoom();
    // The trace player's step: shades [from, to] on the chart that shows run's series of chart
    // id chartId (choosing it in the "other series" box when needed), clears the step elsewhere.
    // The step stays set across new analyses. Empty chartId: no step. Returns the chart that
    // shows it, or -1 when no chart holds that series.
    int setTraceStep(const std::string &run, const std::string &chartId, std::int32_t from,
                     std::int32_t to);
    // The chart showing the trace step, -1 when none.
    int traceStepChart() const;

    // Writes the chart as PNG or SVG (by the path's suffix); false with a one-line error when the
    // chart shows no series, the suffix is unknown or the file cannot be written.
    bool exportChart(Which which, const QString &path, QString *error = nullptr) const;

    // For the window and tests.
    SeriesChartView *view(Which which) const;
    QChart *chart(Which which) const;
    bool showsChart(Which which) const;
    QString placeholderText(Which which) const;
    QComboBox *otherSelector() const { return m_otherSelector; }

signals:
    void nodeHovered(core::NodeId node);
    void nodeClicked(core::NodeId node);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Slot
    {
        QStackedWidget *stack = nullptr;
        QLabel *placeholder = nullptr;
        SeriesChartView *view = nullptr;
        std::string run, chart; // the series shown, empty when none
    };
    // One entry of the "other series" combo box: a run and one of its chart ids.
    struct OtherEntry
    {
        size_t run = 0;
        std::string chart;
    };

    Slot makeSlot(const QString &placeholder);
    void showSeries(Which which, const ExtractorRun *run, const std::string &chartId,
                    const QString &placeholder);
    void showOther(int entry);
    int applyTraceStep();

    std::shared_ptr<const Analysis> m_analysis;
    std::array<Slot, 3> m_slots;
    QSplitter *m_top = nullptr; // the two main charts: side by side, or stacked when narrow
    QComboBox *m_otherSelector = nullptr;
    std::vector<OtherEntry> m_others;
    core::NodeId m_selected = core::kNoNode;
    struct StepMark
    {
        std::string run, chart; // chart empty: no step
        std::int32_t from = -1, to = -1;
    };
    StepMark m_step;
};

} // namespace ui
