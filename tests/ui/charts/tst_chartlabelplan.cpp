// ChartLabelPlan: what a chart of a given size keeps, and its tick counts. The metrics are round
// numbers (a 10 px line, 5 px digits) so that every figure below follows from the plan's
// constants by hand: margins 24 px, x labels 1.5 lines, title 2.2, a legend row 2.5, an axis title
// 1.5, minimum plot 3.5 lines, y labels 2.5 lines apart, x labels 3 digits apart, 2 to 8 ticks.
#include <charts/chartlabelplan.h>

#include <QtTest>

using ui::ChartLabelPlan;

class tst_ChartLabelPlan : public QObject
{
    Q_OBJECT
private slots:
    void plan_data();
    void plan();
};

void tst_ChartLabelPlan::plan_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("height");
    QTest::addColumn<double>("yTitleWidth");
    QTest::addColumn<int>("legendEntries");
    QTest::addColumn<bool>("title");
    QTest::addColumn<bool>("legend");
    QTest::addColumn<bool>("axisTitles");
    QTest::addColumn<double>("plotHeight");
    QTest::addColumn<int>("yTicks");
    QTest::addColumn<int>("xTicks");

    // 300 - 24 - 15 - 22 - 25 - 15 = 199 px of plot: 199 / 25 = 7 steps, 8 ticks. The plot is
    // 400 - 24 - 3×5 - 15 = 346 wide: 346 / ((3 + 3) × 5) = 11 steps, clamped to 8 ticks.
    QTest::newRow("roomy keeps everything")
        << 400.0 << 300.0 << 0.0 << 1 << true << true << true << 199.0 << 8 << 8;
    // 200 px: 99 px of plot, 3 steps. 200 wide: 146 px, 4 steps.
    QTest::newRow("medium") << 200.0 << 200.0 << 0.0 << 1 << true << true << true << 99.0 << 4 << 5;
    // 130 px: 29 < 35, the legend goes: 54 px, 2 steps.
    QTest::newRow("short drops the legend")
        << 400.0 << 130.0 << 0.0 << 1 << true << false << true << 54.0 << 3 << 8;
    // 100 px: -1, then 24 without the legend (< 35), then 39 without the axis titles; the plot is
    // 15 px wider without the y title: 361 / 30 = 12 steps, still 8 ticks.
    QTest::newRow("shorter drops the axis titles")
        << 400.0 << 100.0 << 0.0 << 1 << true << false << false << 39.0 << 2 << 8;
    // 80 px: 19 without legend and axis titles, 41 without the title too.
    QTest::newRow("tiny drops the title")
        << 400.0 << 80.0 << 0.0 << 1 << false << false << false << 41.0 << 2 << 8;
    // 60 px: nothing left to drop, 21 px of plot, still two ticks.
    QTest::newRow("tinier keeps two ticks")
        << 400.0 << 60.0 << 0.0 << 1 << false << false << false << 21.0 << 2 << 8;
    // A 250 px y title does not fit the 199 px plot: the legend goes (224 px), then the axis
    // titles (239 px).
    QTest::newRow("long y title") << 400.0 << 300.0 << 250.0 << 1 << true << false << false << 239.0
                                  << 8 << 8;
    // Six legend entries of 14 × 5 = 70 px in 200 - 24 = 176 px wrap into 3 rows (75 px):
    // 200 - 24 - 15 - 22 - 75 - 15 = 49 px of plot, 1 step.
    QTest::newRow("legend wraps into rows")
        << 200.0 << 200.0 << 0.0 << 6 << true << true << true << 49.0 << 2 << 5;
}

void tst_ChartLabelPlan::plan()
{
    QFETCH(double, width);
    QFETCH(double, height);
    QFETCH(double, yTitleWidth);
    QFETCH(int, legendEntries);
    ChartLabelPlan::Input in;
    in.width = width;
    in.height = height;
    in.lineHeight = 10;
    in.charWidth = 5;
    in.xLabelChars = 3;
    in.yLabelChars = 3;
    in.legendEntries = legendEntries;
    in.yTitleWidth = yTitleWidth;
    const ChartLabelPlan plan = ChartLabelPlan::forSize(in);
    QTEST(plan.title, "title");
    QTEST(plan.legend, "legend");
    QTEST(plan.axisTitles, "axisTitles");
    QFETCH(double, plotHeight);
    QVERIFY2(qAbs(plan.plotHeight - plotHeight) < 1e-9,
             qPrintable(QString::number(plan.plotHeight)));
    QTEST(plan.yTicks, "yTicks");
    QTEST(plan.xTicks, "xTicks");
}

QTEST_APPLESS_MAIN(tst_ChartLabelPlan)
#include "tst_chartlabelplan.moc"
