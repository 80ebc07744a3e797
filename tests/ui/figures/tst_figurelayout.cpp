// FigureLayout: the parts of a figure stay inside it, never overlap, and go where the
// orientation says; the legend wraps. Line height 20 px: margin 16, title 28, legend rows 30 px,
// 30 px between entries.
#include <figures/figurelayout.h>

#include <QtTest>

using ui::FigureLayout;

class tst_FigureLayout : public QObject
{
    Q_OBJECT
private slots:
    void layout_data();
    void layout();
    void fontSize();
};

void tst_FigureLayout::layout_data()
{
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<int>("charts");
    QTest::addColumn<QList<double>>("legend");
    QTest::addColumn<int>("legendRows");
    QTest::newRow("landscape, three charts")
        << QSizeF(1600, 1000) << 3 << QList<double>{300, 300, 300} << 1;
    QTest::newRow("portrait, two charts") << QSizeF(800, 1200) << 2 << QList<double>{300, 300} << 1;
    QTest::newRow("no charts") << QSizeF(1000, 700) << 0 << QList<double>{200} << 1;
    QTest::newRow("no legend") << QSizeF(1000, 700) << 1 << QList<double>{} << 0;
    // 1000 - 32 = 968 px wide: 400 + 30 + 400 = 830 fits, a third entry (1260) wraps, and so on.
    QTest::newRow("legend wraps") << QSizeF(1000, 700) << 2
                                  << QList<double>{400, 400, 400, 400, 400} << 3;
}

void tst_FigureLayout::layout()
{
    QFETCH(QSizeF, size);
    QFETCH(int, charts);
    QFETCH(QList<double>, legend);
    QFETCH(int, legendRows);
    FigureLayout::Input in;
    in.size = size;
    in.charts = charts;
    in.legendWidths = legend;
    in.lineHeight = 20;
    const FigureLayout f = FigureLayout::compute(in);
    const QRectF figure(QPointF(0, 0), size);

    QList<QRectF> parts{f.title, f.page};
    parts += f.charts;
    parts += f.legendEntries;
    for (const QRectF &r : parts)
        QVERIFY2(figure.contains(r) && !r.isEmpty(), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                    .arg(r.x())
                                                                    .arg(r.y())
                                                                    .arg(r.width())
                                                                    .arg(r.height())));
    for (qsizetype i = 0; i < parts.size(); ++i)
        for (qsizetype j = i + 1; j < parts.size(); ++j)
            QVERIFY2(!parts[i].intersects(parts[j]),
                     qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));

    QCOMPARE(f.charts.size(), charts);
    QCOMPARE(f.legendEntries.size(), legend.size());
    QCOMPARE(f.legend.height(), legendRows * 30.0);
    QVERIFY(f.title.bottom() <= f.page.top());
    if (!legend.isEmpty())
        QVERIFY(f.page.bottom() <= f.legend.top());
    if (charts == 0) {
        // The page takes the whole body: the figure's width less the two margins.
        QCOMPARE(f.page.width(), size.width() - 32);
    } else if (size.width() >= size.height()) {
        for (const QRectF &c : f.charts)
            QVERIFY(c.left() >= f.page.right());
        // Page and charts share the width 60:40 after the margin between them.
        QCOMPARE(f.page.width(), (size.width() - 32 - 16) * 0.6);
    } else {
        for (const QRectF &c : f.charts)
            QVERIFY(c.top() >= f.page.bottom());
    }
}

void tst_FigureLayout::fontSize()
{
    // A sixtieth of the height, between 11 and 28 px.
    QCOMPARE(FigureLayout::fontPixelSize(QSizeF(1600, 1200)), 20.0);
    QCOMPARE(FigureLayout::fontPixelSize(QSizeF(300, 300)), 11.0);
    QCOMPARE(FigureLayout::fontPixelSize(QSizeF(4000, 3000)), 28.0);
}

QTEST_APPLESS_MAIN(tst_FigureLayout)
#include "tst_figurelayout.moc"
