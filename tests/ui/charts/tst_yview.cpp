#include <charts/yview.h>

#include <QtTest>

#include <cmath>

using ui::XRange;
using ui::YView;

Q_DECLARE_METATYPE(XRange)
Q_DECLARE_METATYPE(std::vector<YView::Value>)
Q_DECLARE_METATYPE(std::optional<double>)

namespace {

// n values of magnitude `each` at x = 0.., then `extra` at the x after them.
std::vector<YView::Value> flat(int n, double each, std::vector<double> extra = {})
{
    std::vector<YView::Value> v;
    for (int x = 0; x < n; ++x)
        v.push_back({each, x});
    for (double e : extra)
        v.push_back({e, std::int32_t(v.size())});
    return v;
}

} // namespace

class tst_YView : public QObject
{
    Q_OBJECT
private slots:
    void padded_data();
    void padded();
    void opening_data();
    void opening();
    void hidden();
};

void tst_YView::padded_data()
{
    QTest::addColumn<double>("lo");
    QTest::addColumn<double>("hi");
    QTest::addColumn<XRange>("expected");
    // 5 % of 5 is 0.25 above; the finest step for a span of 5 in 8 ticks is 1: 5.25 -> 6. Nothing
    // below 0, which is the axis.
    QTest::newRow("positive") << 2.0 << 5.0 << XRange{0, 6};
    // Span 60, pad 3, step 10 (60 / 8 = 7.5 -> 10): -43 -> -50, 23 -> 30.
    QTest::newRow("both signs") << -40.0 << 20.0 << XRange{-50, 30};
    // Nothing to show: [0, 1] with 0.05 above, step 0.2 (1 / 8 = 0.125 -> 0.2): 1.05 -> 1.2.
    QTest::newRow("all zero: one high") << 0.0 << 0.0 << XRange{0, 1.2};
}

void tst_YView::padded()
{
    QFETCH(double, lo);
    QFETCH(double, hi);
    QFETCH(XRange, expected);
    const XRange r = YView::padded(lo, hi);
    QVERIFY2(std::abs(r.lo - expected.lo) < 1e-9 && std::abs(r.hi - expected.hi) < 1e-9,
             qPrintable(QStringLiteral("[%1, %2]").arg(r.lo).arg(r.hi)));
}

void tst_YView::opening_data()
{
    QTest::addColumn<std::vector<YView::Value>>("values");
    QTest::addColumn<std::optional<double>>("threshold");
    QTest::addColumn<double>("keptLo");
    QTest::addColumn<double>("keptHi");
    QTest::addColumn<int>("outliers");

    // 100 bars of 5 and a script line of two million characters below the axis: the 99th
    // percentile of the 101 magnitudes (rank floor(0.99 * 100) = 99 of 0..100) is 5, and
    // -2,000,000 lies beyond ten times that.
    QTest::newRow("one script line")
        << flat(100, 5, {-2e6}) << std::optional<double>() << 0.0 << 5.0 << 1;
    // 49 nonzero values are too few to call any of them an outlier.
    QTest::newRow("too few values")
        << flat(48, 5, {-2e6}) << std::optional<double>() << -2e6 << 5.0 << 0;
    // Zeros do not count towards the percentile: 60 zeros and 10 values are still too few.
    QTest::newRow("zeros do not count") <<
        [] {
            auto v = flat(60, 0);
            for (int i = 0; i < 9; ++i)
                v.push_back({5, std::int32_t(v.size())});
            v.push_back({1e6, std::int32_t(v.size())});
            return v;
        }() << std::optional<double>() << 0.0
                                        << 1e6 << 0;
    // Ten times the 99th percentile is the limit: 50 exactly there stays in.
    QTest::newRow("at the limit") << flat(100, 5, {50}) << std::optional<double>() << 0.0 << 50.0
                                  << 0;
    QTest::newRow("just beyond") << flat(100, 5, {50.5}) << std::optional<double>() << 0.0 << 5.0
                                 << 1;
    // The threshold line always stays in view, even where the values alone would not reach it.
    QTest::newRow("threshold kept")
        << flat(100, 5, {1e6}) << std::optional<double>(30.0) << 0.0 << 30.0 << 1;
    // Two outliers on either side.
    QTest::newRow("both sides") << flat(200, -3, {1e5, -1e5}) << std::optional<double>() << -3.0
                                << 0.0 << 2;
}

void tst_YView::opening()
{
    QFETCH(std::vector<YView::Value>, values);
    QFETCH(std::optional<double>, threshold);
    QFETCH(double, keptLo);
    QFETCH(double, keptHi);
    QFETCH(int, outliers);
    const YView view = YView::of(values, threshold);
    double lo = 0, hi = 0;
    for (const YView::Value &v : values) {
        lo = std::min(lo, v.y);
        hi = std::max(hi, v.y);
    }
    if (threshold) {
        lo = std::min(lo, *threshold);
        hi = std::max(hi, *threshold);
    }
    QCOMPARE(view.bounds, YView::padded(lo, hi));
    QCOMPARE(view.opening, YView::padded(keptLo, keptHi));
    QCOMPARE(int(view.outliers.size()), outliers);
    for (const YView::Value &v : view.outliers)
        QVERIFY(v.y < view.opening.lo || v.y > view.opening.hi);
}

void tst_YView::hidden()
{
    const YView view = YView::of(flat(200, -3, {1e5, -1e5, -2e5}), {});
    QCOMPARE(int(view.outliers.size()), 3);
    YView::Hidden h = view.hidden(view.opening);
    QCOMPARE(h.above, 1);
    QCOMPARE(h.below, 2);
    // The farthest is -200,000, at x = 202.
    QCOMPARE(h.farthest.y, -2e5);
    QCOMPARE(h.farthest.x, 202);
    // Zoomed out to -150,000: only that one is left out below.
    h = view.hidden({-1.5e5, 1.5e5});
    QCOMPARE(h.above, 0);
    QCOMPARE(h.below, 1);
    QCOMPARE(h.farthest.x, 202);
    h = view.hidden(view.bounds);
    QCOMPARE(h.above + h.below, 0);
    QCOMPARE(h.farthest.x, -1);
}

QTEST_APPLESS_MAIN(tst_YView)
#include "tst_yview.moc"
