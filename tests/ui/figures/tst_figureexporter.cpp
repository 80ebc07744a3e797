// FigureExporter: a chart of the window goes into its place of the figure laid out for that place,
// whatever the aspect of the view it is shown in (it was drawn at the view's aspect, leaving half
// of its place blank).
#include <figures/figureexporter.h>
#include <figures/figurelayout.h>

#include "testwait.h"

#include <QChart>
#include <QChartView>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

class tst_FigureExporter : public QObject
{
    Q_OBJECT
private slots:
    void chartFillsItsPlace_data();
    void chartFillsItsPlace();
};

namespace {

// Project choice: eight bands each way; the chart's diagonal line crosses every one of them
// whatever its margins, so a band without a drawn pixel is a part of the chart's place left blank.
constexpr int kBands = 8;

// The bands (rows when horizontal, else columns) of image holding only white (the figure's
// background).
QList<int> blankBands(const QImage &image, bool horizontal)
{
    const QRgb background = qRgb(255, 255, 255);
    const int extent = horizontal ? image.height() : image.width();
    const int across = horizontal ? image.width() : image.height();
    QList<int> blank;
    for (int band = 0; band < kBands; ++band) {
        bool drawn = false;
        for (int along = band * extent / kBands; !drawn && along < (band + 1) * extent / kBands;
             ++along)
            for (int a = 0; !drawn && a < across; ++a)
                drawn = (horizontal ? image.pixel(a, along) : image.pixel(along, a)) != background;
        if (!drawn)
            blank << band;
    }
    return blank;
}

} // namespace

void tst_FigureExporter::chartFillsItsPlace_data()
{
    QTest::addColumn<QSize>("window"); // the chart view's size, and the figure's
    QTest::addColumn<int>("charts");
    QTest::newRow("1366x768, one chart") << QSize(1366, 768) << 1;
    QTest::newRow("1600x1000, three charts") << QSize(1600, 1000) << 3;
    QTest::newRow("800x1200 (portrait), two charts") << QSize(800, 1200) << 2;
}

void tst_FigureExporter::chartFillsItsPlace()
{
    QFETCH(QSize, window);
    QFETCH(int, charts);
    QWidget top;
    auto *layout = new QVBoxLayout(&top);
    layout->setContentsMargins(0, 0, 0, 0);
    ui::FigureExporter::Content content;
    content.title = QStringLiteral("A figure");
    for (int c = 0; c < charts; ++c) {
        auto *view = new QChartView(&top);
        layout->addWidget(view);
        auto *series = new QLineSeries;
        for (int x = 0; x <= 100; ++x)
            series->append(x, x);
        view->chart()->addSeries(series);
        view->chart()->createDefaultAxes();
        view->chart()->legend()->hide();
        content.charts << view;
    }
    top.resize(window);
    top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&top));
    QList<QSize> before;
    QList<QSizeF> chartsBefore;
    for (QGraphicsView *v : std::as_const(content.charts)) {
        before << v->size();
        chartsBefore << static_cast<QChartView *>(v)->chart()->size();
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("figure.png"));
    QString error;
    QVERIFY2(ui::FigureExporter::write(content, window, path, &error), qPrintable(error));
    QImage image;
    QVERIFY(image.load(path));
    QCOMPARE(image.size(), window);

    // The places FigureExporter gives the charts, for its font on a figure of this size.
    QFont font;
    font.setPixelSize(int(ui::FigureLayout::fontPixelSize(QSizeF(window))));
    ui::FigureLayout::Input in;
    in.size = QSizeF(window);
    in.charts = charts;
    in.lineHeight = QFontMetricsF(font).height();
    const ui::FigureLayout places = ui::FigureLayout::compute(in);
    QCOMPARE(places.charts.size(), charts);
    for (int c = 0; c < charts; ++c) {
        const QImage place = image.copy(places.charts[c].toAlignedRect());
        QCOMPARE(blankBands(place, true), QList<int>());
        QCOMPARE(blankBands(place, false), QList<int>());
        // The window's chart is as it was.
        QCOMPARE(content.charts[c]->size(), before[c]);
        QCOMPARE(static_cast<QChartView *>(content.charts[c])->chart()->size(), chartsBefore[c]);
    }
}

QTEST_MAIN(tst_FigureExporter)
#include "tst_figureexporter.moc"
