#include <charts/seriesdownsampler.h>

#include <QtTest>

#include <vector>

using ui::SeriesDownsampler;

class tst_SeriesDownsampler : public QObject
{
    Q_OBJECT
private slots:
    void buckets_data();
    void buckets();
    void keepsExtremes();
    void linePointsInXOrder();
    void barOutline();
    void rangeOutline_data();
    void rangeOutline();
};

void tst_SeriesDownsampler::buckets_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("expectedBuckets");
    QTest::addColumn<int>("expectedFirst");
    QTest::addColumn<int>("expectedLast");
    // Few points: one bucket per x.
    QTest::newRow("fits") << 8 << -0.5 << 7.5 << 100 << 8 << 0 << 7;
    // 100,000 points into 500 buckets of 200 x each.
    QTest::newRow("long") << 100000 << -0.5 << 99999.5 << 500 << 500 << 0 << 99999;
    // Visible [10.2, 19.7] -> x 10 .. 20 (floor / ceil): 11 positions.
    QTest::newRow("window") << 100 << 10.2 << 19.7 << 500 << 11 << 10 << 20;
    QTest::newRow("empty series") << 0 << 0.0 << 10.0 << 500 << 0 << -1 << -1;
}

void tst_SeriesDownsampler::buckets()
{
    QFETCH(int, size);
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(int, count);
    QFETCH(int, expectedBuckets);
    QFETCH(int, expectedFirst);
    QFETCH(int, expectedLast);
    std::vector<double> y(size_t(size), 1.0);
    const auto b = SeriesDownsampler::buckets(y, lo, hi, count);
    QCOMPARE(int(b.size()), expectedBuckets);
    if (b.empty())
        return;
    QCOMPARE(b.front().first, expectedFirst);
    QCOMPARE(b.back().last, expectedLast);
    // Buckets tile the range without gaps or overlaps.
    for (size_t i = 1; i < b.size(); ++i)
        QCOMPARE(b[i].first, b[i - 1].last + 1);
}

void tst_SeriesDownsampler::keepsExtremes()
{
    // 1,000 zeros with one spike up at 537 and one down at 538, into 10 buckets of 100: bucket 5
    // ([500, 600)) must carry both with their exact source x.
    std::vector<double> y(1000, 0.0);
    y[537] = 9;
    y[538] = -4;
    const auto b = SeriesDownsampler::buckets(y, 0, 999, 10);
    QCOMPARE(b.size(), size_t(10));
    QCOMPARE(b[5].first, 500);
    QCOMPARE(b[5].last, 599);
    QCOMPARE(b[5].max.x, 537);
    QCOMPARE(b[5].max.y, 9.0);
    QCOMPARE(b[5].min.x, 538);
    QCOMPARE(b[5].min.y, -4.0);
}

void tst_SeriesDownsampler::linePointsInXOrder()
{
    // Bucket [0, 3] of y = 5 1 7 2: min 1 at x 1, max 7 at x 2 -> points (1,1) (2,7); a single-x
    // bucket gives one point.
    std::vector<double> y = {5, 1, 7, 2, 4};
    std::vector<SeriesDownsampler::Bucket> b = {{0, 3, {1, 1}, {2, 7}}, {4, 4, {4, 4}, {4, 4}}};
    const QList<QPointF> points = SeriesDownsampler::linePoints(b);
    QCOMPARE(points, (QList<QPointF>{{1, 1}, {2, 7}, {4, 4}}));
    // With max before min the order flips to stay in x order.
    b = {{0, 3, {3, 1}, {0, 7}}};
    QCOMPARE(SeriesDownsampler::linePoints(b), (QList<QPointF>{{0, 7}, {3, 1}}));
    // All points survive when every bucket is one x.
    QCOMPARE(SeriesDownsampler::linePoints(SeriesDownsampler::buckets(y, 0, 4, 100)).size(), 5);
}

void tst_SeriesDownsampler::barOutline()
{
    // One bar at x 3 with height 5: a column from 2.6 to 3.4 (half width 0.4).
    const std::vector<SeriesDownsampler::Bucket> b = {{3, 3, {3, 5}, {3, 5}}};
    QCOMPARE(SeriesDownsampler::barOutline(b, false),
             (QList<QPointF>{{2.6, 0}, {2.6, 5}, {3.4, 5}, {3.4, 0}}));
    QCOMPARE(SeriesDownsampler::barOutline(b, true),
             (QList<QPointF>{{2.6, 0}, {2.6, -5}, {3.4, -5}, {3.4, 0}}));
}

void tst_SeriesDownsampler::rangeOutline_data()
{
    QTest::addColumn<QList<QPoint>>("ranges"); // inclusive x ranges as (first, last)
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<double>("minGap");
    QTest::addColumn<QList<QPointF>>("expected");
    // Range 2..3 covers [1.5, 3.5] between y 0 and 10.
    QTest::newRow("one") << QList<QPoint>{{2, 3}} << -0.5 << 7.5 << 0.0
                         << QList<QPointF>{{-0.5, 0}, {1.5, 0}, {1.5, 10},
                                           {3.5, 10}, {3.5, 0}, {7.5, 0}};
    // 5..5 = [4.5, 5.5] and 6..7 = [5.5, 7.5]: touching, so one step (gap 0 < minGap 0.1).
    QTest::newRow("touching merge")
        << QList<QPoint>{{6, 7}, {5, 5}} << -0.5 << 9.5 << 0.1
        << QList<QPointF>{{-0.5, 0}, {4.5, 0}, {4.5, 10}, {7.5, 10}, {7.5, 0}, {9.5, 0}};
    // Clipped to the visible [3, 6]: 0..4 -> [3, 4.5]; 8..9 is outside.
    QTest::newRow("clipped") << QList<QPoint>{{0, 4}, {8, 9}} << 3.0 << 6.0 << 0.0
                             << QList<QPointF>{{3, 0},    {3, 0},   {3, 10},
                                               {4.5, 10}, {4.5, 0}, {6, 0}};
    QTest::newRow("none") << QList<QPoint>{} << 0.0 << 5.0 << 0.0 << QList<QPointF>{{0, 0}, {5, 0}};
}

void tst_SeriesDownsampler::rangeOutline()
{
    QFETCH(QList<QPoint>, ranges);
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(double, minGap);
    QFETCH(QList<QPointF>, expected);
    std::vector<std::pair<std::int32_t, std::int32_t>> r;
    for (const QPoint &p : ranges)
        r.emplace_back(p.x(), p.y());
    QCOMPARE(SeriesDownsampler::rangeOutline(r, lo, hi, minGap, 0, 10), expected);
}

QTEST_GUILESS_MAIN(tst_SeriesDownsampler)
#include "tst_seriesdownsampler.moc"
