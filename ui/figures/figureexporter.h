#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

class QGraphicsView;
class QPainter;

namespace ui {

// Writes one figure: the page with its overlay, the charts and a legend of the extractors shown,
// at a chosen size, as PNG, SVG or PDF (Qt's PDF writer, one page of the figure's size in points),
// the format taken from the file's suffix (FigureLayout places the parts). Charts are drawn from
// their scenes, so they stay vector drawings in SVG and PDF, each laid out for its place (a chart
// view's chart is resized for the drawing and back); the page is the picture of the rendered
// page. The file is written to a temporary and renamed (QSaveFile). Stateless; GUI
// thread only (it reads widgets).
class FigureExporter
{
public:
    struct LegendEntry
    {
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        QString text; // "Density (Moreno et al. 2009) · density · 9 chosen"
    };
    struct Content
    {
        QString title;
        QImage page;
        QList<QGraphicsView *> charts; // chart views, drawn in this order
        QList<LegendEntry> legend;
    };

    // The suffixes written; anything else is refused with a message.
    static QStringList formats()
    {
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    }
    // Smallest and largest side accepted, in pixels (points for PDF).
    static constexpr int kMinSide = 200;
    static constexpr int kMaxSide = 10000;

    // False with a one-line message naming the file and the reason.
    static bool write(const Content &content, const QSize &size, const QString &path,
                      QString *error);
    // "1600x1000" → the size; an invalid size when malformed or out of range.
    static QSize parseSize(const QString &text);

private:
    static void paint(QPainter &painter, const Content &content, const QSize &size);
};

} // namespace ui
