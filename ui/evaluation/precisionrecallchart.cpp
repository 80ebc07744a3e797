#include "precisionrecallchart.h"

#include "extractors/extractorpalette.h"

#include <QCursor>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

namespace ui {

namespace {

// Project choice: the means stand out from the documents' cloud by size and a dark rim.
constexpr qreal kMeanMarkerSize = 16;
constexpr qreal kDocumentMarkerSize = 8;
// Project choice: a margin around [0, 1], so that points at 0 or 1 are not cut by the frame.
constexpr qreal kAxisMargin = 0.03;

// An axis over [0, 1] with ticks at 0, 0.2, ..., 1 whatever the margin.
QValueAxis *unitAxis(const QString &title)
{
    auto *axis = new QValueAxis;
    axis->setRange(-kAxisMargin, 1 + kAxisMargin);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(0.2);
    axis->setLabelFormat(QStringLiteral("%.1f"));
    axis->setTitleText(title);
    return axis;
}

} // namespace

PrecisionRecallChart::PrecisionRecallChart(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);
    chart()->legend()->setAlignment(Qt::AlignRight);
    rebuild();
}

void PrecisionRecallChart::setEvaluation(std::shared_ptr<const Evaluation> evaluation)
{
    m_evaluation = std::move(evaluation);
    if (!m_evaluation || m_extractor >= static_cast<int>(m_evaluation->results.extractors.size()))
        m_extractor = kNoExtractor;
    rebuild();
}

void PrecisionRecallChart::setMeasure(core::Measure measure)
{
    m_measure = measure;
    rebuild();
}

void PrecisionRecallChart::setExtractor(int extractor)
{
    m_extractor = extractor;
    rebuild();
}

QString PrecisionRecallChart::documentAt(const QPointF &point) const
{
    // The series reports the point's own coordinates: the nearest stored point is that one.
    const DocumentPoint *best = nullptr;
    qreal bestDistance = 0;
    for (const DocumentPoint &p : m_documentPoints) {
        const QPointF d = p.point - point;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (!best || distance < bestDistance) {
            best = &p;
            bestDistance = distance;
        }
    }
    return best ? best->stem : QString();
}

void PrecisionRecallChart::rebuild()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    m_documentPoints.clear();
    const QString measure = QString::fromUtf8(core::measureName(m_measure));
    c->setTitle(tr("Precision / recall (%1)").arg(measure));

    auto *axisX = unitAxis(tr("recall"));
    auto *axisY = unitAxis(tr("precision"));
    c->addAxis(axisX, Qt::AlignBottom);
    c->addAxis(axisY, Qt::AlignLeft);
    if (!m_evaluation)
        return;

    const core::EvaluationResults &r = m_evaluation->results;
    const auto k = static_cast<std::size_t>(m_measure);
    if (m_extractor != kNoExtractor) {
        const std::string &id = r.extractors[static_cast<std::size_t>(m_extractor)];
        auto *docs = new QScatterSeries;
        docs->setName(tr("%1: documents").arg(QString::fromStdString(id)));
        QColor color = ExtractorPalette::color(id);
        color.setAlpha(110);
        docs->setColor(color);
        docs->setBorderColor(color);
        docs->setMarkerSize(kDocumentMarkerSize);
        for (const core::EvaluationRow &row : r.rows) {
            if (row.extractor != static_cast<std::size_t>(m_extractor))
                continue;
            const QPointF p(row.scores[k].recall, row.scores[k].precision);
            docs->append(p);
            m_documentPoints.push_back({p, QString::fromStdString(r.documents[row.document])});
        }
        connect(docs, &QScatterSeries::hovered, this, [this](const QPointF &p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                               tr("%1\nprecision %2, recall %3 (click to open)")
                                   .arg(documentAt(p), QString::number(p.y(), 'f', 4),
                                        QString::number(p.x(), 'f', 4)));
        });
        connect(docs, &QScatterSeries::clicked, this,
                [this](const QPointF &p) { emit documentClicked(documentAt(p)); });
        c->addSeries(docs);
        docs->attachAxis(axisX);
        docs->attachAxis(axisY);
    }
    for (std::size_t e = 0; e < r.extractors.size(); ++e) {
        const core::SummaryRow &s = m_evaluation->summaryRow(e, m_measure);
        if (s.documents == 0)
            continue;
        auto *mean = new QScatterSeries;
        const QString id = QString::fromStdString(s.extractor);
        mean->setName(id);
        mean->setColor(ExtractorPalette::color(s.extractor));
        mean->setBorderColor(ExtractorPalette::color(s.extractor).darker(160));
        mean->setMarkerSize(kMeanMarkerSize);
        mean->append(s.recall, s.precision);
        // Means often lie close together near (1, 1): the id beside each point tells them apart.
        mean->setPointLabelsFormat(id);
        mean->setPointLabelsVisible(true);
        mean->setPointLabelsColor(ExtractorPalette::color(s.extractor).darker(150));
        const QString tip =
            tr("%1 (mean over %n document(s))\nprecision %2, recall %3, F1 %4", nullptr,
               static_cast<int>(s.documents))
                .arg(id, QString::number(s.precision, 'f', 4), QString::number(s.recall, 'f', 4),
                     QString::number(s.f1, 'f', 4));
        connect(mean, &QScatterSeries::hovered, this, [tip](const QPointF &, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), tip);
            else
                QToolTip::hideText();
        });
        c->addSeries(mean);
        mean->attachAxis(axisX);
        mean->attachAxis(axisY);
    }
}

} // namespace ui

#include "moc_precisionrecallchart.cpp"
