#include "chartpanel.h"

#include "extractors/extractorpalette.h"
#include "serieschartview.h"

#include "common/elidingcombobox.h"
#include "common/extractorname.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QSvgGenerator>
#include <QVBoxLayout>

namespace ui {

namespace {

std::vector<const core::Series *> seriesOf(const ExtractorRun &run, const std::string &chartId)
{
    std::vector<const core::Series *> out;
    for (const core::Series &s : run.result.series)
        if (s.chart == chartId)
            out.push_back(&s);
    return out;
}

// Project choice: the smallest chart that still shows its plot with two tick labels per axis.
constexpr QSize kMinChartSize(200, 120);
// Project choice: the two main charts stack when the panel is narrower than this many times its
// height (side by side each would be narrower than tall).
constexpr double kSideBySideAspect = 1.4;

} // namespace

ChartPanel::ChartPanel(QWidget *parent) : QWidget(parent)
{
    m_slots[DensityChart] = makeSlot(tr("Tick Density to see the text-density graph."));
    m_slots[ContentCodeChart] =
        makeSlot(tr("Tick DANAg or AdDANAg to see the content/code graph."));
    m_slots[OtherChart] =
        makeSlot(tr("Tick an extractor with a chart (BTE, DSC, CCB, CETR, …) to see its series."));

    auto *top = m_top = new QSplitter(Qt::Horizontal);
    top->addWidget(m_slots[DensityChart].stack);
    top->addWidget(m_slots[ContentCodeChart].stack);

    m_otherSelector = new ElidingComboBox;
    m_otherSelector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_otherSelector->setToolTip(tr("Series of the other ticked extractors"));
    auto *reset = new QPushButton(tr("Reset zoom"));
    reset->setToolTip(tr("Show every chart's whole x range (or double-click a chart)"));
    connect(reset, &QPushButton::clicked, this, &ChartPanel::resetZoom);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Other series:")));
    bar->addWidget(m_otherSelector);
    bar->addStretch();
    bar->addWidget(reset);
    auto *bottom = new QWidget;
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addLayout(bar);
    bottomLayout->addWidget(m_slots[OtherChart].stack);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(bottom);
    // The design card's two charts are the point of the panel: they get the larger share.
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400}); // scaled to the real height at the first layout
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_otherSelector, &QComboBox::currentIndexChanged, this, &ChartPanel::showOther);
}

ChartPanel::~ChartPanel() = default;

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const Qt::Orientation wanted =
        width() >= height() * kSideBySideAspect ? Qt::Horizontal : Qt::Vertical;
    if (m_top->orientation() != wanted)
        m_top->setOrientation(wanted);
}

ChartPanel::Slot ChartPanel::makeSlot(const QString &placeholder)
{
    Slot slot;
    slot.stack = new QStackedWidget;
    slot.placeholder = new QLabel(placeholder);
    slot.placeholder->setAlignment(Qt::AlignCenter);
    slot.placeholder->setWordWrap(true);
    slot.placeholder->setStyleSheet(QStringLiteral("color: palette(mid); font-size: 14px;"));
    slot.view = new SeriesChartView;
    slot.view->setMinimumSize(kMinChartSize);
    slot.stack->addWidget(slot.placeholder);
    slot.stack->addWidget(slot.view);
    connect(slot.view, &SeriesChartView::nodeHovered, this, &ChartPanel::nodeHovered);
    connect(slot.view, &SeriesChartView::nodeClicked, this, &ChartPanel::nodeClicked);
    return slot;
}

void ChartPanel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    const Analysis *a = m_analysis.get();
    const ExtractorRun *density = a ? a->run("density") : nullptr;
    showSeries(DensityChart, density, "density",
               density ? tr("Density found no strings on this page.")
                       : tr("Tick Density to see the text-density graph."));
    const ExtractorRun *contentCode = a ? a->run("addanag") : nullptr;
    if (!contentCode || seriesOf(*contentCode, "content-code").empty())
        contentCode = a && a->run("danag") ? a->run("danag") : contentCode;
    showSeries(ContentCodeChart, contentCode, "content-code",
               contentCode
                   ? tr("%1 found no lines on this page.").arg(extractorName(contentCode->id))
                   : tr("Tick DANAg or AdDANAg to see the content/code graph."));

    // Every other (run, chart id) pair, in run order then first appearance.
    m_others.clear();
    if (a) {
        for (size_t r = 0; r < a->runs.size(); ++r) {
            const ExtractorRun &run = a->runs[r];
            for (const core::Series &s : run.result.series) {
                const bool shownAbove = (&run == density && s.chart == "density") ||
                                        (&run == contentCode && s.chart == "content-code");
                const bool listed = std::any_of(m_others.begin(), m_others.end(), [&](auto &o) {
                    return o.run == r && o.chart == s.chart;
                });
                if (!shownAbove && !listed)
                    m_others.push_back({r, s.chart});
            }
        }
    }
    const QString previous = m_otherSelector->currentText();
    {
        const QSignalBlocker block(m_otherSelector);
        m_otherSelector->clear();
        for (const OtherEntry &o : m_others)
            m_otherSelector->addItem(QStringLiteral("%1 — %2").arg(
                extractorName(a->runs[o.run].id), QString::fromStdString(o.chart)));
        m_otherSelector->setEnabled(!m_others.empty());
        const int keep = m_otherSelector->findText(previous);
        m_otherSelector->setCurrentIndex(keep >= 0 ? keep : (m_others.empty() ? -1 : 0));
    }
    showOther(m_otherSelector->currentIndex());
}

void ChartPanel::showSeries(Which which, const ExtractorRun *run, const std::string &chartId,
                            const QString &placeholder)
{
    Slot &slot = m_slots[which];
    std::vector<const core::Series *> series;
    if (run)
        series = seriesOf(*run, chartId);
    slot.run.clear();
    slot.chart.clear();
    if (series.empty()) {
        slot.view->clearSeries();
        slot.placeholder->setText(placeholder);
        slot.stack->setCurrentWidget(slot.placeholder);
        return;
    }
    const QString title = which == DensityChart       ? tr("Text density: %1")
                          : which == ContentCodeChart ? tr("Content/code: %1")
                                                      : QStringLiteral("%1");
    if (which == DensityChart)
        slot.view->setAxisTitles(tr("string"), tr("length (chars)"));
    else if (which == ContentCodeChart)
        slot.view->setAxisTitles(tr("line"), tr("chars"));
    else
        slot.view->setAxisTitles(tr("x"), {});
    slot.view->setSeries(m_analysis, std::move(series), run->color,
                         title.arg(extractorName(run->id)) +
                             (which == OtherChart
                                  ? QStringLiteral(" — %1").arg(QString::fromStdString(chartId))
                                  : QString()),
                         ExtractorPalette::lineStyle(run->id));
    slot.view->setSelectedNode(m_selected);
    slot.run = run->id;
    slot.chart = chartId;
    if (m_step.run == slot.run && m_step.chart == slot.chart)
        slot.view->setStepRange(m_step.from, m_step.to);
    slot.stack->setCurrentWidget(slot.view);
}

int ChartPanel::setTraceStep(const std::string &run, const std::string &chartId, std::int32_t from,
                             std::int32_t to)
{
    m_step = chartId.empty() ? StepMark{} : StepMark{run, chartId, from, to};
    return applyTraceStep();
}

int ChartPanel::applyTraceStep()
{
    int shown = -1;
    for (int w = 0; w < int(m_slots.size()); ++w)
        if (!m_step.chart.empty() && m_slots[w].run == m_step.run &&
            m_slots[w].chart == m_step.chart)
            shown = w;
    if (shown < 0 && !m_step.chart.empty() && m_analysis) {
        // Not in sight: the "other series" box shows it.
        for (size_t o = 0; o < m_others.size(); ++o)
            if (m_analysis->runs[m_others[o].run].id == m_step.run &&
                m_others[o].chart == m_step.chart) {
                m_otherSelector->setCurrentIndex(int(o)); // showOther applies the step
                shown = OtherChart;
                break;
            }
    }
    for (int w = 0; w < int(m_slots.size()); ++w)
        m_slots[w].view->setStepRange(w == shown ? m_step.from : -1, w == shown ? m_step.to : -1);
    return shown;
}

int ChartPanel::traceStepChart() const
{
    for (int w = 0; w < int(m_slots.size()); ++w)
        if (m_slots[w].view->stepRange().first >= 0)
            return w;
    return -1;
}

void ChartPanel::showOther(int entry)
{
    if (entry < 0 || entry >= int(m_others.size())) {
        showSeries(
            OtherChart, nullptr, {},
            tr("Tick an extractor with a chart (BTE, DSC, CCB, CETR, …) to see its series."));
        return;
    }
    const OtherEntry &o = m_others[size_t(entry)];
    showSeries(OtherChart, &m_analysis->runs[o.run], o.chart, {});
}

void ChartPanel::setSelectedNode(core::NodeId node)
{
    m_selected = node;
    for (Slot &slot : m_slots)
        slot.view->setSelectedNode(node);
}

void ChartPanel::resetZoom()
{
    for (Slot &slot : m_slots)
        slot.view->resetZoom();
}

SeriesChartView *ChartPanel::view(Which which) const
{
    return m_slots[which].view;
}

QChart *ChartPanel::chart(Which which) const
{
    return m_slots[which].view->chart();
}

bool ChartPanel::showsChart(Which which) const
{
    return m_slots[which].stack->currentWidget() == m_slots[which].view;
}

QString ChartPanel::placeholderText(Which which) const
{
    return showsChart(which) ? QString() : m_slots[which].placeholder->text();
}

bool ChartPanel::exportChart(Which which, const QString &path, QString *error) const
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    SeriesChartView *view = m_slots[which].view;
    if (!view->hasSeries())
        return fail(tr("the chart shows no series"));
    // An unshown chart (e.g. the panel is hidden) still has a size to render at.
    const QSize size =
        view->size().isValid() && !view->size().isEmpty() ? view->size() : QSize(800, 500);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(view->chart()->title());
        QPainter painter;
        if (!painter.begin(&svg))
            return fail(tr("cannot write %1").arg(path));
        view->render(&painter, QRectF(QPointF(0, 0), size), QRect(QPoint(0, 0), size));
        painter.end();
        if (!QFileInfo(path).exists() || QFileInfo(path).size() == 0)
            return fail(tr("cannot write %1").arg(path));
        return true;
    }
    if (suffix != QLatin1String("png"))
        return fail(tr("unknown image type \"%1\": use .png or .svg").arg(suffix));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    view->render(&painter, QRectF(QPointF(0, 0), size), QRect(QPoint(0, 0), size));
    painter.end();
    if (!image.save(path, "PNG"))
        return fail(tr("cannot write %1").arg(path));
    return true;
}

} // namespace ui

#include "moc_chartpanel.cpp"
