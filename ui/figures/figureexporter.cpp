#include "figureexporter.h"

#include "figurelayout.h"

#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsView>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

namespace ui {

namespace {

// Project choices: the legend's swatch is a short stroke of the extractor's line style, thick
// enough that dashes and dots read in print.
constexpr double kSwatchLines = 2.2; // swatch length, in text lines
constexpr double kSwatchWidthLines = 0.25;
constexpr double kSwatchGapLines = 0.5;

} // namespace

QSize FigureExporter::parseSize(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("^\\s*(\\d{1,6})\\s*[xX×]\\s*(\\d{1,6})\\s*$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return {};
    const int w = m.captured(1).toInt(), h = m.captured(2).toInt();
    if (w < kMinSide || h < kMinSide || w > kMaxSide || h > kMaxSide)
        return {};
    return {w, h};
}

void FigureExporter::paint(QPainter &painter, const Content &content, const QSize &size)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
    QFont font = painter.font();
    font.setPixelSize(int(FigureLayout::fontPixelSize(QSizeF(size))));
    painter.setFont(font);
    const QFontMetricsF fm(font);
    const double lh = fm.height();

    FigureLayout::Input in;
    in.size = QSizeF(size);
    in.charts = int(content.charts.size());
    in.lineHeight = lh;
    for (const LegendEntry &e : content.legend)
        in.legendWidths.append((kSwatchLines + kSwatchGapLines) * lh +
                               fm.horizontalAdvance(e.text));
    const FigureLayout layout = FigureLayout::compute(in);

    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(Qt::black);
    painter.drawText(
        layout.title, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetricsF(bold).elidedText(content.title, Qt::ElideRight, layout.title.width()));
    painter.setFont(font);

    if (!content.page.isNull()) {
        // The page keeps its proportions, at the top left of its place, with a thin frame.
        const QSizeF fitted =
            QSizeF(content.page.size()).scaled(layout.page.size(), Qt::KeepAspectRatio);
        const QRectF target(layout.page.topLeft(), fitted);
        painter.drawImage(target, content.page);
        painter.setPen(QPen(QColor(120, 120, 120), 1));
        painter.drawRect(target);
    }
    for (qsizetype i = 0; i < content.charts.size() && i < layout.charts.size(); ++i) {
        QGraphicsView *view = content.charts[i];
        auto *chartView = qobject_cast<QChartView *>(view);
        if (!chartView) {
            view->scene()->render(&painter, layout.charts[i], view->sceneRect(),
                                  Qt::KeepAspectRatio);
            continue;
        }
        // A chart is laid out again for its place in the figure, then as it was: drawn at the
        // aspect of the view it is shown in, it left the rest of a place of another aspect blank.
        QChart *chart = chartView->chart();
        const QSizeF shown = chart->size();
        chart->resize(layout.charts[i].size());
        if (chart->layout())
            chart->layout()->activate();
        view->scene()->render(&painter, layout.charts[i], QRectF(chart->pos(), chart->size()),
                              Qt::IgnoreAspectRatio);
        chart->resize(shown);
        if (chart->layout())
            chart->layout()->activate();
    }
    for (qsizetype i = 0; i < content.legend.size() && i < layout.legendEntries.size(); ++i) {
        const LegendEntry &e = content.legend[i];
        const QRectF r = layout.legendEntries[i];
        const double y = r.center().y();
        painter.setPen(QPen(e.color, kSwatchWidthLines * lh, e.style, Qt::FlatCap));
        painter.drawLine(QPointF(r.left(), y), QPointF(r.left() + kSwatchLines * lh, y));
        painter.setPen(Qt::black);
        const QRectF text = r.adjusted((kSwatchLines + kSwatchGapLines) * lh, 0, 0, 0);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                         fm.elidedText(e.text, Qt::ElideRight, text.width()));
    }
}

bool FigureExporter::write(const Content &content, const QSize &size, const QString &path,
                           QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (!formats().contains(suffix))
        return fail(QObject::tr("unknown figure type \"%1\": use .png, .svg or .pdf").arg(suffix));
    if (size.width() < kMinSide || size.height() < kMinSide || size.width() > kMaxSide ||
        size.height() > kMaxSide)
        return fail(QObject::tr("figure size %1x%2 out of range (%3 to %4 per side)")
                        .arg(size.width())
                        .arg(size.height())
                        .arg(kMinSide)
                        .arg(kMaxSide));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        paint(painter, content, size);
        painter.end();
        ok = image.save(&file, "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(content.title);
        svg.setDescription(QObject::tr("Boilerscope figure"));
        QPainter painter;
        if (painter.begin(&svg)) {
            paint(painter, content, size);
            ok = painter.end();
        }
    } else {
        // One page of the figure's size, 1 px = 1 pt, no margins.
        QPdfWriter pdf(&file);
        pdf.setResolution(72);
        pdf.setPageSize(
            QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(content.title);
        pdf.setCreator(QStringLiteral("Boilerscope"));
        QPainter painter;
        if (painter.begin(&pdf)) {
            paint(painter, content, size);
            ok = painter.end();
        }
    }
    if (!ok) {
        file.cancelWriting();
        return fail(QObject::tr("could not draw the figure"));
    }
    if (!file.commit())
        return fail(file.errorString());
    return true;
}

} // namespace ui
