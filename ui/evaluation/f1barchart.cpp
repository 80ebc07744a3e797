#include "f1barchart.h"

#include "extractors/extractorpalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

namespace ui {

F1BarChart::F1BarChart(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);
    chart()->legend()->hide();
    rebuild();
}

void F1BarChart::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    m_evaluation = std::move(evaluation);
    rebuild();
}

void F1BarChart::setMeasure(core::Measure measure)
{
    m_measure = measure;
    rebuild();
}

void F1BarChart::rebuild()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    const QString measure = QString::fromUtf8(core::measureName(m_measure));
    c->setTitle(tr("Mean F1 per extractor (%1)").arg(measure));
    if (!m_evaluation || m_evaluation->results.extractors.empty())
        return;

    const std::vector<std::string> &ids = m_evaluation->results.extractors;
    // Horizontal bar charts list categories bottom-up: ascending F1 puts the best on top.
    std::vector<std::size_t> order(ids.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return m_evaluation->summaryRow(a, m_measure).f1 <
               m_evaluation->summaryRow(b, m_measure).f1;
    });

    // One set per extractor with its value in its own category only: each bar gets the
    // extractor's colour, which a single QBarSet cannot do.
    auto *series = new QHorizontalStackedBarSeries;
    QStringList categories;
    for (std::size_t pos = 0; pos < order.size(); ++pos) {
        const core::SummaryRow &s = m_evaluation->summaryRow(order[pos], m_measure);
        const QString id = QString::fromStdString(s.extractor);
        // One document has no spread: its standard deviation (n - 1) is not defined.
        categories << (s.documents > 1 ? tr("%1  %2 ± %3")
                                             .arg(id, QString::number(s.f1, 'f', 3),
                                                  QString::number(s.f1StdDev, 'f', 3))
                                       : tr("%1  %2").arg(id, QString::number(s.f1, 'f', 3)));
        auto *set = new QBarSet(id);
        set->setColor(ExtractorPalette::color(s.extractor));
        set->setBorderColor(ExtractorPalette::color(s.extractor).darker(130));
        for (std::size_t k = 0; k < order.size(); ++k)
            *set << (k == pos ? s.f1 : 0.0);
        const QString tip =
            tr("%1, %2: F1 %3 ± %4, precision %5, recall %6 (%n document(s))", nullptr,
               static_cast<int>(s.documents))
                .arg(id, measure, QString::number(s.f1, 'f', 4),
                     QString::number(s.f1StdDev, 'f', 4), QString::number(s.precision, 'f', 4),
                     QString::number(s.recall, 'f', 4));
        connect(set, &QBarSet::hovered, this, [tip](bool status, int) {
            if (status)
                QToolTip::showText(QCursor::pos(), tip);
            else
                QToolTip::hideText();
        });
        series->append(set);
    }
    series->setBarWidth(0.7);
    c->addSeries(series);

    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    c->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis;
    axisX->setRange(0, 1);
    axisX->setTickCount(6);
    axisX->setLabelFormat(QStringLiteral("%.1f"));
    axisX->setTitleText(tr("mean F1"));
    c->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
}

} // namespace ui

#include "moc_f1barchart.cpp"
