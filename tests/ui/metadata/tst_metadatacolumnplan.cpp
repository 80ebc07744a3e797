// MetadataColumnPlan: the field column whole, the values before the source when the texts do not
// all fit, the reason only where it has room. Every expected width follows from the input and the
// plan's constants (kSourceMin, kValueMin, kReasonMin).
#include <metadata/metadatacolumnplan.h>

#include <QtTest>

#include <numeric>

using ui::MetadataColumnPlan;

class tst_MetadataColumnPlan : public QObject
{
    Q_OBJECT
private slots:
    void plan_data();
    void plan();
};

void tst_MetadataColumnPlan::plan_data()
{
    constexpr int sourceMin = MetadataColumnPlan::kSourceMin;
    constexpr int valueMin = MetadataColumnPlan::kValueMin;
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("field");
    QTest::addColumn<QList<int>>("values");
    QTest::addColumn<int>("source");
    QTest::addColumn<QList<int>>("expectedValues");
    QTest::addColumn<int>("expectedSource");
    QTest::addColumn<int>("expectedReason"); // 0: hidden

    QTest::newRow("all whole, the reason in the rest")
        << 1000 << 100 << QList<int>{200} << 150 << QList<int>{200} << 150 << 1000 - 450;
    QTest::newRow("all whole, too little left for the reason")
        << 500 << 100 << QList<int>{200} << 150 << QList<int>{200} << 150 << 0;
    // A forum's title in a dock at 1280 × 720: its JSON-LD source is long.
    QTest::newRow("the source gives way to the value")
        << 600 << 100 << QList<int>{210} << 400 << QList<int>{210} << 600 - 100 - 210 << 0;
    QTest::newRow("the source at its minimum, the value elided")
        << 405 << 115 << QList<int>{300} << 260 << QList<int>{405 - 115 - sourceMin} << sourceMin
        << 0;
    QTest::newRow("a source shorter than the minimum keeps its width")
        << 300 << 100 << QList<int>{400} << 50 << QList<int>{300 - 100 - 50} << 50 << 0;
    // Ours and a program's value: the short one whole, the long one the rest.
    QTest::newRow("a short value whole, the other the rest")
        << 500 << 100 << QList<int>{80, 400} << 200 << QList<int>{80, 500 - 100 - sourceMin - 80}
        << sourceMin << 0;
    QTest::newRow("two long values share equally")
        << 500 << 100 << QList<int>{400, 400} << 200
        << QList<int>{(500 - 100 - sourceMin) / 2, (500 - 100 - sourceMin) / 2} << sourceMin << 0;
    QTest::newRow("no room: the minimums") << 250 << 100 << QList<int>{300, 300} << 200
                                           << QList<int>{valueMin, valueMin} << sourceMin << 0;
}

void tst_MetadataColumnPlan::plan()
{
    QFETCH(int, width);
    QFETCH(int, field);
    QFETCH(QList<int>, values);
    QFETCH(int, source);
    QFETCH(QList<int>, expectedValues);
    QFETCH(int, expectedSource);
    QFETCH(int, expectedReason);
    MetadataColumnPlan::Input in;
    in.width = width;
    in.field = field;
    in.values.assign(values.begin(), values.end());
    in.source = source;
    const MetadataColumnPlan plan = MetadataColumnPlan::forWidths(in);
    QCOMPARE(plan.field, field);
    QCOMPARE(QList<int>(plan.values.begin(), plan.values.end()), expectedValues);
    QCOMPARE(plan.source, expectedSource);
    QCOMPARE(plan.reason, expectedReason);
    // Nothing beyond the tree's edge when the minimums fit in it.
    const int total = std::accumulate(plan.values.begin(), plan.values.end(), 0) + plan.field +
                      plan.source + plan.reason;
    const int minimums = field + int(values.size()) * MetadataColumnPlan::kValueMin +
                         std::min(source, MetadataColumnPlan::kSourceMin);
    if (minimums <= width)
        QVERIFY2(total <= width, qPrintable(QString::number(total)));
}

QTEST_APPLESS_MAIN(tst_MetadataColumnPlan)
#include "tst_metadatacolumnplan.moc"
