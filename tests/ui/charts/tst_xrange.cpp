#include <charts/xrange.h>

#include <QtTest>

using ui::XRange;

Q_DECLARE_METATYPE(XRange)

class tst_XRange : public QObject
{
    Q_OBJECT
private slots:
    void clamped_data();
    void clamped();
    void zoomed_data();
    void zoomed();
    void panned_data();
    void panned();
    void niceStep_data();
    void niceStep();
    void labelStep_data();
    void labelStep();
};

void tst_XRange::clamped_data()
{
    QTest::addColumn<XRange>("range");
    QTest::addColumn<XRange>("expected");
    // Bounds [0, 100], minimum span 10.
    QTest::newRow("inside stays") << XRange{20, 40} << XRange{20, 40};
    QTest::newRow("left overflow shifts right") << XRange{-5, 15} << XRange{0, 20};
    QTest::newRow("right overflow shifts left") << XRange{90, 110} << XRange{80, 100};
    // Span 2 widens to 10 around the centre 51: [46, 56].
    QTest::newRow("too narrow widens") << XRange{50, 52} << XRange{46, 56};
    QTest::newRow("too wide is the bounds") << XRange{-50, 150} << XRange{0, 100};
}

void tst_XRange::clamped()
{
    QFETCH(XRange, range);
    QFETCH(XRange, expected);
    QCOMPARE(range.clamped({0, 100}, 10), expected);
}

void tst_XRange::zoomed_data()
{
    QTest::addColumn<XRange>("range");
    QTest::addColumn<double>("anchor");
    QTest::addColumn<double>("factor");
    QTest::addColumn<XRange>("expected");
    // Bounds [0, 100], minimum span 10.
    // Anchor 50 at t = 0.5 of [0, 100]; span 100 * 0.5 = 50: [50 - 25, 50 + 25].
    QTest::newRow("halve around centre") << XRange{0, 100} << 50.0 << 0.5 << XRange{25, 75};
    // Anchor 20 at t = 0.2; span 50: left = 20 - 0.2 * 50 = 10 -> [10, 60]; 20 stays at 20%.
    QTest::newRow("anchor keeps its place") << XRange{0, 100} << 20.0 << 0.5 << XRange{10, 60};
    // Span 20 * 0.1 = 2 < 10 -> 10; anchor 30 at t = 0.5 of [20, 40]: [25, 35].
    QTest::newRow("stops at min span") << XRange{20, 40} << 30.0 << 0.1 << XRange{25, 35};
    // Span 50 * 4 = 200 > 100 -> the bounds.
    QTest::newRow("zoom out stops at bounds") << XRange{25, 75} << 50.0 << 4.0 << XRange{0, 100};
    // Span 40 * 1.5 = 60; anchor 90 at t = 0.75 of [60, 100]: left 90 - 45 = 45 -> [45, 105],
    // clamped to [40, 100].
    QTest::newRow("zoom out near edge") << XRange{60, 100} << 90.0 << 1.5 << XRange{40, 100};
}

void tst_XRange::zoomed()
{
    QFETCH(XRange, range);
    QFETCH(double, anchor);
    QFETCH(double, factor);
    QFETCH(XRange, expected);
    const XRange got = range.zoomed(anchor, factor, {0, 100}, 10);
    QCOMPARE(got.lo, expected.lo);
    QCOMPARE(got.hi, expected.hi);
}

void tst_XRange::panned_data()
{
    QTest::addColumn<XRange>("range");
    QTest::addColumn<double>("dx");
    QTest::addColumn<XRange>("expected");
    QTest::newRow("right") << XRange{10, 30} << 15.0 << XRange{25, 45};
    QTest::newRow("stops at right") << XRange{70, 90} << 30.0 << XRange{80, 100};
    QTest::newRow("stops at left") << XRange{10, 30} << -30.0 << XRange{0, 20};
    QTest::newRow("whole range cannot move") << XRange{0, 100} << 5.0 << XRange{0, 100};
}

void tst_XRange::panned()
{
    QFETCH(XRange, range);
    QFETCH(double, dx);
    QFETCH(XRange, expected);
    QCOMPARE(range.panned(dx, {0, 100}), expected);
}

void tst_XRange::niceStep_data()
{
    QTest::addColumn<double>("span");
    QTest::addColumn<int>("maxTicks");
    QTest::addColumn<double>("expected");
    // raw = span / maxTicks, rounded up to 1, 2 or 5 times a power of ten.
    QTest::newRow("494/8 = 61.75 -> 100") << 494.0 << 8 << 100.0;
    QTest::newRow("100/8 = 12.5 -> 20") << 100.0 << 8 << 20.0;
    QTest::newRow("30/8 = 3.75 -> 5") << 30.0 << 8 << 5.0;
    QTest::newRow("80/8 = 10 -> 10") << 80.0 << 8 << 10.0;
    QTest::newRow("1/8 = 0.125 -> 0.2") << 1.0 << 8 << 0.2;
    QTest::newRow("100000/6 = 16666.7 -> 20000") << 100000.0 << 6 << 20000.0;
    QTest::newRow("empty span") << 0.0 << 8 << 1.0;
}

void tst_XRange::niceStep()
{
    QFETCH(double, span);
    QFETCH(int, maxTicks);
    QFETCH(double, expected);
    QCOMPARE(XRange::niceStep(span, maxTicks), expected);
}

void tst_XRange::labelStep_data()
{
    QTest::addColumn<XRange>("range");
    QTest::addColumn<int>("maxTicks");
    QTest::addColumn<double>("expected");
    // niceStep(500, 2) = 500 (250 rounded up): of its multiples only 0 lies in [-200, 300]; 200
    // labels -200, 0 and 200, three, at most maxTicks + 1.
    QTest::newRow("one label -> finer") << XRange{-200, 300} << 2 << 200.0;
    // niceStep(450, 2) = 500 (225 up): 0 alone in [-50, 400]; 200 labels 0, 200 and 400.
    QTest::newRow("finer by one step") << XRange{-50, 400} << 2 << 200.0;
    // niceStep(45000, 2) = 50000: only 0 in [-35000, 10000]; 20000 labels -20000 and 0.
    QTest::newRow("script-clipped content/code") << XRange{-35000, 10000} << 2 << 20000.0;
    // niceStep(1.2, 8) = 0.2 (0.15 up): 0 to 1.2 in 0.2 is seven labels, kept.
    QTest::newRow("enough labels: unchanged") << XRange{0, 1.2} << 8 << 0.2;
    // niceStep(10, 2) = 5 (5 exactly): [101, 111] holds 105 and 110, two, kept.
    QTest::newRow("two labels: unchanged") << XRange{101, 111} << 2 << 5.0;
    // niceStep(0.9, 1) = 1 (0.9 up): none of its multiples in [0.05, 0.95]; 0.5 labels only 0.5,
    // 0.2 labels 0.2, 0.4, 0.6 and 0.8, four, more than maxTicks + 1 = 2: niceStep's 1 stays.
    QTest::newRow("finer would crowd: unchanged") << XRange{0.05, 0.95} << 1 << 1.0;
}

void tst_XRange::labelStep()
{
    QFETCH(XRange, range);
    QFETCH(int, maxTicks);
    QFETCH(double, expected);
    QCOMPARE(range.labelStep(maxTicks), expected);
}

QTEST_GUILESS_MAIN(tst_XRange)
#include "tst_xrange.moc"
