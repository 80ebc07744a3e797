#pragma once

#include "common/analysis.h"
#include "nodetox.h"
#include "xrange.h"
#include "yview.h"

#include <QChartView>
#include <QPointer>

#include <memory>
#include <vector>

class QAreaSeries;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QRubberBand;
class QLineSeries;
class QValueAxis;

namespace ui {

// One chart of core::Series sharing an x axis (one chart id of one run): lines, bars above or
// below the axis, the threshold line, the chosen x ranges shaded and a marker at the selected
// node. Long series are drawn downsampled to the visible range (SeriesDownsampler); hover and
// clicks map the mouse x back to the exact node. Wheel zooms x around the mouse, Shift+wheel zooms
// y, Ctrl+drag zooms into the dragged rectangle (x and y), dragging pans x, double-click or the
// context menu resets both. Tick counts, title, legend and axis titles follow the view's size
// (ChartLabelPlan), so that no label is ever elided to "…"; a title too long for the chart loses
// its citations (the whole title is the chart's tooltip). It opens on YView's y interval, which
// leaves out the few values that would flatten all others, and names in the plot's corner the
// values the visible interval leaves out. Owns its chart and shares the Analysis
// the series belong to; GUI thread only.
class SeriesChartView : public QChartView
{
    Q_OBJECT
public:
    explicit SeriesChartView(QWidget *parent = nullptr);
    ~SeriesChartView() override;

    // Draws `series` (pointers into analysis' runs, which the view keeps alive) in `color`.
    void setSeries(std::shared_ptr<const Analysis> analysis,
                   std::vector<const core::Series *> series, const QColor &color,
                   const QString &title, Qt::PenStyle style = Qt::SolidLine);
    void clearSeries();
    void setAxisTitles(const QString &x, const QString &y);
    bool hasSeries() const { return !m_series.empty(); }

    // Marks the first x inside node's subtree with a vertical line; kNoNode clears it.
    void setSelectedNode(core::NodeId node);
    // The marked x, -1 when no marker is shown.
    std::int32_t markerX() const { return m_markerX; }

    // Shades the inclusive x range [from, to] as the trace player's current step, and pans the
    // view to it when it is out of sight; from < 0 clears it.
    void setStepRange(std::int32_t from, std::int32_t to);
    // The shaded step range, {-1, -1} when none.
    std::pair<std::int32_t, std::int32_t> stepRange() const { return {m_stepFrom, m_stepTo}; }

    void resetZoom();
    void setXRange(const XRange &range);
    XRange xRange() const { return m_range; }
    XRange xBounds() const { return m_bounds; }
    // The visible y interval; zooming in y never leaves the data's extent (yBounds). The chart
    // opens on, and resets to, yOpening: the extent without the values that dwarf the others
    // (YView), which clipNote() then names.
    void setYRange(const XRange &range);
    XRange yRange() const { return m_yRange; }
    XRange yBounds() const { return m_yView.bounds; }
    XRange yOpening() const { return m_yView.opening; }
    // "" when the visible y interval shows every value; else what it leaves out, as the chart
    // says it in its corner.
    QString clipNote() const;
    // Zooms x and y to the viewport rectangle (the Ctrl+drag rubber band).
    void zoomToRect(const QRect &viewportRect);

    // Source x under a viewport position, -1 outside the plot or the series.
    std::int32_t xAt(const QPoint &viewportPos) const;
    // Viewport position of (x, y) in the chart's value space.
    QPoint positionOf(double x, double y) const;

    // Test accessors: the Qt series drawing series i, the number of source samples (points, or bar
    // columns) it currently draws, and the threshold line (nullptr when none).
    QAbstractSeries *drawnSeries(int i) const;
    int drawnSamples(int i) const;
    QLineSeries *thresholdLine() const { return m_threshold; }
    QAreaSeries *chosenShade() const { return m_shade; }

signals:
    void nodeHovered(core::NodeId node);
    void nodeClicked(core::NodeId node);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    struct Drawn
    {
        const core::Series *source = nullptr;
        QLineSeries *line = nullptr; // the line, or the upper outline of bars
        QAreaSeries *area = nullptr; // bars only
        int samples = 0;
    };

    void resample();
    void updateXTicks();
    void updateLabels();
    void updateMarker();
    void updateStep();
    void updateNote();
    void showTooltip(std::int32_t x, const QPoint &globalPos);
    int bucketCount() const;

    std::shared_ptr<const Analysis> m_analysis;
    std::vector<Drawn> m_series;
    NodeToX m_nodeToX;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    QLineSeries *m_threshold = nullptr;
    QAreaSeries *m_shade = nullptr;
    QLineSeries *m_marker = nullptr;
    QAreaSeries *m_stepShade = nullptr;
    std::int32_t m_stepFrom = -1, m_stepTo = -1;
    std::vector<std::pair<std::int32_t, std::int32_t>> m_chosen;
    XRange m_bounds;
    XRange m_range;
    YView m_yView;
    QGraphicsRectItem *m_noteBox = nullptr;    // the note's backing, in the plot's corner
    QGraphicsSimpleTextItem *m_note = nullptr; // clipNote()
    XRange m_yRange;
    QString m_title;
    // The title as it fits the chart's width.
    QString fittedTitle() const;
    int m_xTicks = 8;
    QRubberBand *m_rubberBand = nullptr;
    bool m_zooming = false;
    core::NodeId m_selected = core::kNoNode;
    std::int32_t m_markerX = -1;
    std::int32_t m_hoverX = -1;
    QPoint m_pressPos;
    XRange m_pressRange;
    bool m_dragging = false;
    bool m_pressed = false;
};

} // namespace ui
