#include "serieschartview.h"

#include "chartlabelplan.h"
#include "extractors/colorcontrast.h"
#include "seriesdownsampler.h"

#include <QAreaSeries>
#include <QContextMenuEvent>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QRubberBand>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choices for the interaction, tuned by hand on long pages:
constexpr double kMinVisibleX = 10;    // never zoom in further than ten x positions
constexpr double kWheelZoomStep = 0.8; // one wheel notch shows 80% of the range
constexpr int kDragThresholdPx = 4;    // a press that moves less than this is a click
constexpr int kMinBuckets = 100;       // resolution floor while the widget is still tiny
constexpr int kMarkerWidth = 2;
constexpr int kNoteBackingAlpha = 220;     // the clip note's backing: the bars show through faintly
constexpr double kMinVisibleYShare = 1e-3; // y zooms in to a thousandth of the opening extent
// Project choice, measured on Qt Charts 6.4 at the default fonts: the chart's margins and the
// title's padding take this much of the view's width from the title.
constexpr double kTitleMarginPx = 24;

// Colours of a chart's second and further series (the first takes the run's colour): greys that
// read on white next to any palette colour.
const QColor kOtherSeriesColors[] = {QColor(110, 110, 110), QColor(30, 30, 30),
                                     QColor(160, 120, 40)};

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

} // namespace

SeriesChartView::SeriesChartView(QWidget *parent) : QChartView(parent)
{
    // A dark desktop theme gets a dark chart (first: a theme resets fonts and colours).
    if (ColorContrast::isDark(palette().color(QPalette::Window)))
        chart()->setTheme(QChart::ChartThemeDark);
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setDragMode(QGraphicsView::NoDrag);
    setRubberBand(QChartView::NoRubberBand);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    m_axisX = new QValueAxis(this);
    m_axisY = new QValueAxis(this);
    m_axisX->setLabelFormat(QStringLiteral("%g"));
    m_axisX->setTickType(QValueAxis::TicksDynamic);
    m_axisX->setTickAnchor(0);
    m_axisY->setLabelFormat(QStringLiteral("%g"));
    m_axisY->setTickType(QValueAxis::TicksDynamic);
    m_axisY->setTickAnchor(0);
    QFont title = chart()->titleFont();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.15);
    chart()->setTitleFont(title);
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    // The note on a backing of the chart's background, so that the bars under it do not cross
    // its text; both in the theme's colours, light or dark.
    m_noteBox = new QGraphicsRectItem(chart());
    m_noteBox->setZValue(100); // over the series
    m_noteBox->setPen(Qt::NoPen);
    QColor backing = ColorContrast::textOn(m_axisY->labelsBrush().color());
    backing.setAlpha(kNoteBackingAlpha);
    m_noteBox->setBrush(backing);
    m_note = new QGraphicsSimpleTextItem(m_noteBox);
    m_note->setBrush(m_axisY->labelsBrush());
    m_noteBox->hide();
    connect(chart(), &QChart::plotAreaChanged, this, &SeriesChartView::updateNote);
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF &) {
        if (hasSeries() && m_series.front().samples > 0 &&
            bucketCount() != m_series.front().samples)
            resample();
    });
}

SeriesChartView::~SeriesChartView() = default;

void SeriesChartView::setAxisTitles(const QString &x, const QString &y)
{
    m_axisX->setTitleText(x);
    m_axisY->setTitleText(y);
}

void SeriesChartView::updateXTicks()
{
    // Whole x positions only: a string or line index has no fractions. Set before the range, or
    // a long range would briefly carry the short range's interval (100,000 ticks).
    m_axisX->setTickInterval(std::max(1.0, XRange::niceStep(m_range.span(), m_xTicks)));
}

void SeriesChartView::updateLabels()
{
    const QFontMetricsF fm(m_axisX->labelsFont());
    ChartLabelPlan::Input in;
    in.width = width();
    in.height = height();
    in.lineHeight = fm.height();
    in.charWidth = fm.horizontalAdvance(QLatin1Char('0'));
    in.xLabelChars = int(QString::number(std::lround(m_bounds.hi)).size());
    const double yStep = XRange::niceStep(m_yRange.span(), 8);
    const auto chars = [yStep](double v) {
        return int(QString::asprintf("%g", std::round(v / yStep) * yStep).size());
    };
    in.yLabelChars = std::max(chars(m_yRange.lo), chars(m_yRange.hi));
    in.yTitleWidth = QFontMetricsF(m_axisY->titleFont()).horizontalAdvance(m_axisY->titleText());
    in.legendEntries = 0;
    for (QLegendMarker *m : chart()->legend()->markers())
        in.legendEntries += m->isVisible();
    const ChartLabelPlan plan = ChartLabelPlan::forSize(in);
    chart()->setTitle(plan.title ? fittedTitle() : QString());
    chart()->legend()->setVisible(plan.legend);
    m_axisX->setTitleVisible(plan.axisTitles);
    m_axisY->setTitleVisible(plan.axisTitles);
    m_xTicks = plan.xTicks;
    updateXTicks();
    m_axisY->setTickInterval(m_yRange.labelStep(plan.yTicks));
    updateNote();
}

QString SeriesChartView::clipNote() const
{
    if (!hasSeries())
        return {};
    const YView::Hidden h = m_yView.hidden(m_yRange);
    if (h.farthest.x < 0)
        return {};
    const QString below = h.below == 1 ? tr("1 value below") : tr("%1 values below").arg(h.below);
    const QString above = h.above == 1 ? tr("1 value above") : tr("%1 values above").arg(h.above);
    const QString where = h.below && h.above ? tr("%1, %2").arg(above, below)
                          : h.below          ? below
                                             : above;
    return tr("%1 the view (farthest: %2 at x = %3)")
        .arg(where, QString::number(h.farthest.y, 'g', 7))
        .arg(h.farthest.x);
}

void SeriesChartView::updateNote()
{
    const QString note = clipNote();
    m_noteBox->setVisible(!note.isEmpty());
    if (note.isEmpty())
        return;
    // The plot's top left corner, inside it, where the y axis' labels never are; a narrow plot
    // gets the note without the farthest value, then cut at its width.
    const QRectF plot = chart()->plotArea();
    const QFontMetricsF fm(m_note->font());
    const double room = std::max(0.0, plot.width() - 10);
    QString shown = note;
    if (fm.horizontalAdvance(shown) > room)
        shown = fm.elidedText(note.left(note.indexOf(QLatin1String(" ("))), Qt::ElideRight, room);
    m_note->setText(shown);
    const QRectF text = m_note->boundingRect();
    m_noteBox->setRect(0, 0, text.width() + 6, text.height() + 2);
    m_note->setPos(3, 1);
    m_noteBox->setPos(plot.left() + 2, plot.top() + 2);
}

QString SeriesChartView::fittedTitle() const
{
    const QFontMetricsF fm(chart()->titleFont());
    const double room = width() - kTitleMarginPx;
    if (fm.horizontalAdvance(m_title) <= room)
        return m_title;
    // The citations go first: what is charted and whose series it is stay, the source is in the
    // tooltip.
    static const QRegularExpression citation(QStringLiteral("\\s*\\([^)]*\\)"));
    QString shorter = m_title;
    shorter.remove(citation);
    if (fm.horizontalAdvance(shorter) <= room)
        return shorter;
    return fm.elidedText(shorter, Qt::ElideRight, room);
}

bool SeriesChartView::viewportEvent(QEvent *event)
{
    // Over the plot the hovered point's values are the tooltip (mouseMoveEvent); elsewhere the
    // whole title.
    if (event->type() == QEvent::ToolTip && xAt(static_cast<QHelpEvent *>(event)->pos()) >= 0)
        return true;
    return QChartView::viewportEvent(event);
}

void SeriesChartView::clearSeries()
{
    chart()->removeAllSeries();
    m_series.clear();
    m_threshold = nullptr;
    m_shade = nullptr;
    m_marker = nullptr;
    m_stepShade = nullptr;
    m_stepFrom = m_stepTo = -1;
    m_chosen.clear();
    m_nodeToX = {};
    m_yView = {};
    m_yRange = m_yView.opening;
    updateNote();
    m_analysis.reset();
    m_markerX = -1;
    m_hoverX = -1;
    m_title.clear();
    setToolTip({});
    chart()->setTitle({});
}

void SeriesChartView::setSeries(std::shared_ptr<const Analysis> analysis,
                                std::vector<const core::Series *> series, const QColor &runColor,
                                const QString &title, Qt::PenStyle style)
{
    clearSeries();
    if (!analysis || !analysis->document || series.empty())
        return;
    m_analysis = std::move(analysis);
    // Readable on the chart's background, light or dark theme alike.
    const QColor background = chart()->backgroundBrush().color();
    const QColor color = ColorContrast::against(runColor, background);
    m_title = title;
    setToolTip(title);
    chart()->setTitle(title);

    // Every value as drawn (NegativeBars below the axis), for the y interval the chart opens on.
    size_t longest = 0;
    const core::Series *mapping = series.front();
    std::vector<YView::Value> values;
    const core::Series *withThreshold = nullptr;
    for (const core::Series *s : series) {
        if (s->y.size() > longest) {
            longest = s->y.size();
            mapping = s;
        }
        const bool negative = s->style == core::Series::Style::NegativeBars;
        for (size_t x = 0; x < s->y.size(); ++x)
            values.push_back({negative ? -s->y[x] : s->y[x], std::int32_t(x)});
        if (s->threshold && !withThreshold)
            withThreshold = s;
        m_chosen.insert(m_chosen.end(), s->chosen.begin(), s->chosen.end());
    }
    m_yView = YView::of(values, withThreshold ? withThreshold->threshold : std::nullopt);
    m_yRange = m_yView.opening;
    m_axisY->setTickInterval(m_yRange.labelStep(4));
    m_axisY->setRange(m_yRange.lo, m_yRange.hi);
    m_bounds = {-0.5, std::max(0.5, double(longest) - 0.5)};
    m_range = m_bounds;
    updateXTicks();
    m_axisX->setRange(m_range.lo, m_range.hi);
    m_nodeToX = NodeToX(*m_analysis->document, mapping->nodes);

    const auto attach = [this](QAbstractSeries *s) {
        chart()->addSeries(s);
        s->attachAxis(m_axisX);
        s->attachAxis(m_axisY);
    };
    if (!m_chosen.empty()) {
        auto *upper = new QLineSeries();
        auto *lower = new QLineSeries();
        m_shade = new QAreaSeries(upper, lower);
        upper->setParent(m_shade);
        lower->setParent(m_shade);
        m_shade->setName(tr("chosen"));
        QColor fill = color;
        fill.setAlpha(40);
        m_shade->setColor(fill);
        m_shade->setBorderColor(Qt::transparent);
        attach(m_shade);
    }
    int other = 0;
    for (const core::Series *s : series) {
        Drawn d;
        d.source = s;
        const bool first = d.source == series.front();
        const QColor c =
            first ? color
                  : ColorContrast::against(
                        kOtherSeriesColors[other++ % std::size(kOtherSeriesColors)], background);
        d.line = new QLineSeries();
        if (s->style == core::Series::Style::Line) {
            d.line->setName(QString::fromStdString(s->name));
            d.line->setPen(QPen(c, 1.5, first ? style : Qt::SolidLine));
            attach(d.line);
        } else {
            auto *base = new QLineSeries();
            d.area = new QAreaSeries(d.line, base);
            d.line->setParent(d.area);
            base->setParent(d.area);
            d.area->setName(QString::fromStdString(s->name));
            QColor fill = c;
            fill.setAlpha(170);
            d.area->setColor(fill);
            QPen border(c, 1, first ? style : Qt::SolidLine);
            d.area->setPen(border);
            attach(d.area);
        }
        m_series.push_back(d);
    }
    if (withThreshold) {
        m_threshold = new QLineSeries();
        m_threshold->setName(withThreshold->thresholdLabel.empty()
                                 ? tr("threshold")
                                 : QString::fromStdString(withThreshold->thresholdLabel));
        m_threshold->setPen(
            QPen(ColorContrast::against(QColor(200, 30, 30), background), 1.5, Qt::DashLine));
        m_threshold->append(m_bounds.lo, *withThreshold->threshold);
        m_threshold->append(m_bounds.hi, *withThreshold->threshold);
        attach(m_threshold);
    }
    {
        auto *upper = new QLineSeries();
        auto *lower = new QLineSeries();
        m_stepShade = new QAreaSeries(upper, lower);
        upper->setParent(m_stepShade);
        lower->setParent(m_stepShade);
        m_stepShade->setName(tr("trace step"));
        // The page's step outline colour (resources/js/inspector.js, .step), translucent.
        m_stepShade->setColor(QColor(160, 0, 200, 60));
        m_stepShade->setBorderColor(QColor(160, 0, 200));
        attach(m_stepShade);
        hideFromLegend(chart(), m_stepShade);
    }
    m_marker = new QLineSeries();
    m_marker->setName(tr("selected node"));
    m_marker->setPen(QPen(ColorContrast::textOn(background), kMarkerWidth, Qt::DotLine));
    attach(m_marker);
    hideFromLegend(chart(), m_marker);
    updateLabels();
    resample();
    updateMarker();
}

int SeriesChartView::bucketCount() const
{
    return std::max(kMinBuckets, int(chart()->plotArea().width()));
}

void SeriesChartView::resample()
{
    const int count = bucketCount();
    for (Drawn &d : m_series) {
        const auto buckets = SeriesDownsampler::buckets(d.source->y, m_range.lo, m_range.hi, count);
        if (d.area) {
            d.line->replace(SeriesDownsampler::barOutline(
                buckets, d.source->style == core::Series::Style::NegativeBars));
            d.area->lowerSeries()->replace({QPointF(m_bounds.lo, 0), QPointF(m_bounds.hi, 0)});
        } else {
            d.line->replace(SeriesDownsampler::linePoints(buckets));
        }
        d.samples = int(buckets.size());
    }
    if (m_shade) {
        // Ranges closer than a pixel column merge: they could not be told apart anyway.
        const double minGap = m_range.span() / count;
        m_shade->upperSeries()->replace(SeriesDownsampler::rangeOutline(
            m_chosen, m_range.lo, m_range.hi, minGap, m_yView.bounds.lo, m_yView.bounds.hi));
        m_shade->lowerSeries()->replace(
            {QPointF(m_range.lo, m_yView.bounds.lo), QPointF(m_range.hi, m_yView.bounds.lo)});
    }
}

void SeriesChartView::setSelectedNode(core::NodeId node)
{
    m_selected = node;
    updateMarker();
}

void SeriesChartView::updateMarker()
{
    m_markerX = m_selected == core::kNoNode ? -1 : m_nodeToX.xOf(m_selected);
    if (!m_marker)
        return;
    if (m_markerX < 0) {
        m_marker->clear();
        return;
    }
    m_marker->replace(
        {QPointF(m_markerX, m_yView.bounds.lo), QPointF(m_markerX, m_yView.bounds.hi)});
}

void SeriesChartView::setStepRange(std::int32_t from, std::int32_t to)
{
    if (!hasSeries() || from < 0 || to < from) {
        from = to = -1;
    }
    m_stepFrom = from;
    m_stepTo = to;
    if (from >= 0 && (to + 0.5 < m_range.lo || from - 0.5 > m_range.hi)) {
        // Out of sight: centre the view on the step, keeping the zoom.
        const double centre = (from + to) / 2.0;
        setXRange(XRange{centre - m_range.span() / 2, centre + m_range.span() / 2});
    }
    updateStep();
}

void SeriesChartView::updateStep()
{
    if (!m_stepShade)
        return;
    if (m_stepFrom < 0) {
        m_stepShade->upperSeries()->clear();
        m_stepShade->lowerSeries()->clear();
        return;
    }
    // Each x is drawn centred on its integer: the range covers [from - 0.5, to + 0.5].
    const double lo = m_stepFrom - 0.5, hi = m_stepTo + 0.5;
    m_stepShade->upperSeries()->replace(
        {QPointF(lo, m_yView.bounds.hi), QPointF(hi, m_yView.bounds.hi)});
    m_stepShade->lowerSeries()->replace(
        {QPointF(lo, m_yView.bounds.lo), QPointF(hi, m_yView.bounds.lo)});
}

void SeriesChartView::resetZoom()
{
    setXRange(m_bounds);
    setYRange(m_yView.opening);
}

void SeriesChartView::setYRange(const XRange &range)
{
    if (!hasSeries())
        return;
    m_yRange = range.clamped(yBounds(), m_yView.opening.span() * kMinVisibleYShare);
    updateLabels();
    m_axisY->setRange(m_yRange.lo, m_yRange.hi);
}

void SeriesChartView::zoomToRect(const QRect &viewportRect)
{
    if (!hasSeries())
        return;
    const auto value = [this](const QPoint &p) {
        return chart()->mapToValue(chart()->mapFromScene(mapToScene(p)), drawnSeries(0));
    };
    const QPointF a = value(viewportRect.topLeft());
    const QPointF b = value(viewportRect.bottomRight());
    setXRange({std::min(a.x(), b.x()), std::max(a.x(), b.x())});
    setYRange({std::min(a.y(), b.y()), std::max(a.y(), b.y())});
}

void SeriesChartView::setXRange(const XRange &range)
{
    if (!hasSeries())
        return;
    m_range = range.clamped(m_bounds, kMinVisibleX);
    updateLabels();
    m_axisX->setRange(m_range.lo, m_range.hi);
    resample();
}

std::int32_t SeriesChartView::xAt(const QPoint &viewportPos) const
{
    if (!hasSeries())
        return -1;
    const QPointF inChart = chart()->mapFromScene(mapToScene(viewportPos));
    if (!chart()->plotArea().contains(inChart))
        return -1;
    const QPointF value = chart()->mapToValue(inChart, drawnSeries(0));
    const auto x = std::int32_t(std::lround(value.x()));
    return x >= 0 && x < m_nodeToX.size() ? x : -1;
}

QPoint SeriesChartView::positionOf(double x, double y) const
{
    if (!hasSeries())
        return {};
    const QPointF inChart = chart()->mapToPosition(QPointF(x, y), drawnSeries(0));
    return mapFromScene(chart()->mapToScene(inChart));
}

QAbstractSeries *SeriesChartView::drawnSeries(int i) const
{
    if (i < 0 || i >= int(m_series.size()))
        return nullptr;
    const Drawn &d = m_series[size_t(i)];
    return d.area ? static_cast<QAbstractSeries *>(d.area) : d.line;
}

int SeriesChartView::drawnSamples(int i) const
{
    return i >= 0 && i < int(m_series.size()) ? m_series[size_t(i)].samples : 0;
}

void SeriesChartView::showTooltip(std::int32_t x, const QPoint &globalPos)
{
    const core::Document &doc = *m_analysis->document;
    QStringList lines{tr("x = %1").arg(x)};
    for (const Drawn &d : m_series)
        if (x < std::int32_t(d.source->y.size()))
            lines.append(QStringLiteral("%1: %2")
                             .arg(QString::fromStdString(d.source->name))
                             .arg(d.source->y[size_t(x)], 0, 'g', 6));
    const core::NodeId node = m_nodeToX.nodeAt(x);
    if (node >= 0 && node < doc.size())
        lines.append(QStringLiteral("<%1> %2").arg(QString::fromUtf8(doc.name(node)),
                                                   QString::fromStdString(doc.path(node))));
    QToolTip::showText(globalPos, lines.join(QLatin1Char('\n')), this);
}

void SeriesChartView::wheelEvent(QWheelEvent *event)
{
    // Some platforms turn a Shift+wheel into a horizontal wheel: either delta counts.
    const int delta =
        event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
    if (!hasSeries() || delta == 0) {
        QChartView::wheelEvent(event);
        return;
    }
    const QPointF inChart = chart()->mapFromScene(mapToScene(event->position().toPoint()));
    const QPointF anchor = chart()->mapToValue(inChart, drawnSeries(0));
    const double factor = std::pow(kWheelZoomStep, delta / 120.0);
    if (event->modifiers() & Qt::ShiftModifier)
        setYRange(m_yRange.zoomed(anchor.y(), factor, yBounds(),
                                  m_yView.opening.span() * kMinVisibleYShare));
    else
        setXRange(m_range.zoomed(anchor.x(), factor, m_bounds, kMinVisibleX));
    event->accept();
}

void SeriesChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !hasSeries()) {
        QChartView::mousePressEvent(event);
        return;
    }
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_zooming = event->modifiers() & Qt::ControlModifier;
    if (m_zooming) {
        if (!m_rubberBand)
            m_rubberBand = new QRubberBand(QRubberBand::Rectangle, viewport());
        m_rubberBand->setGeometry(QRect(m_pressPos, QSize()));
        m_rubberBand->show();
    }
    m_pressRange = m_range;
    event->accept();
}

void SeriesChartView::mouseMoveEvent(QMouseEvent *event)
{
    if (!hasSeries()) {
        QChartView::mouseMoveEvent(event);
        return;
    }
    const QPoint pos = event->position().toPoint();
    if (m_pressed) {
        if ((pos - m_pressPos).manhattanLength() >= kDragThresholdPx)
            m_dragging = true;
        if (m_zooming) {
            m_rubberBand->setGeometry(QRect(m_pressPos, pos).normalized());
        } else if (m_dragging) {
            const double perPixel =
                m_pressRange.span() / std::max(1.0, chart()->plotArea().width());
            setXRange(m_pressRange.panned(-(pos.x() - m_pressPos.x()) * perPixel, m_bounds));
            setCursor(Qt::ClosedHandCursor);
        }
        event->accept();
        return;
    }
    const std::int32_t x = xAt(pos);
    if (x != m_hoverX) {
        m_hoverX = x;
        if (x >= 0) {
            showTooltip(x, event->globalPosition().toPoint());
            emit nodeHovered(m_nodeToX.nodeAt(x));
        } else {
            QToolTip::hideText();
        }
    }
    event->accept();
}

void SeriesChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_pressed) {
        QChartView::mouseReleaseEvent(event);
        return;
    }
    m_pressed = false;
    unsetCursor();
    if (m_zooming) {
        m_zooming = false;
        m_rubberBand->hide();
        const QRect rect = QRect(m_pressPos, event->position().toPoint()).normalized();
        if (m_dragging && rect.width() > 1 && rect.height() > 1)
            zoomToRect(rect);
    } else if (!m_dragging) {
        const std::int32_t x = xAt(event->position().toPoint());
        if (x >= 0)
            emit nodeClicked(m_nodeToX.nodeAt(x));
    }
    m_dragging = false;
    event->accept();
}

void SeriesChartView::mouseDoubleClickEvent(QMouseEvent *event)
{
    resetZoom();
    event->accept();
}

void SeriesChartView::leaveEvent(QEvent *event)
{
    m_hoverX = -1;
    QChartView::leaveEvent(event);
}

void SeriesChartView::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    if (hasSeries()) {
        updateLabels();
        resample();
    }
}

void SeriesChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *reset = menu.addAction(tr("Reset zoom"));
    reset->setEnabled(hasSeries() && !(m_range == m_bounds && m_yRange == m_yView.opening));
    if (menu.exec(event->globalPos()) == reset)
        resetZoom();
}

} // namespace ui

#include "moc_serieschartview.cpp"
