// ChartLabelPlan: what a chart of a given size keeps, and its tick counts. The metrics are round
// numbers (a 10 px line, 5 px digits) so that every figure below follows from the plan's
// constants by hand: margins 24 px, x labels 1.5 lines, title 2.2, a legend row 2.5, an axis title
// 1.5, minimum plot 3.5 lines, y labels 2.5 lines apart, x labels 3 digits apart, each label
// padded by 4 px on both sides, 2 to 8 tick intervals (n intervals are n + 1 labels).
#include <charts/chartlabelplan.h>

#include <QtTest>

using ui::ChartLabelPlan;

class tst_ChartLabelPlan : public QObject
{
    Q_OBJECT
private slots:
    void plan_data();
    void plan();
    void labelsFitTheirShare_data();
    void labelsFitTheirShare();
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

    // 300 - 24 - 15 - 22 - 25 - 15 = 199 px of plot: a y label needs 25 + 8 = 33 px, 199 / 33
    // = 6 labels, 5 intervals. The plot is 400 - 24 - 3×5 - 15 = 346 wide: an x label needs
    // (3 + 3) × 5 + 8 = 38 px, 346 / 38 = 9 labels, 8 intervals.
    QTest::newRow("roomy keeps everything")
        << 400.0 << 300.0 << 0.0 << 1 << true << true << true << 199.0 << 5 << 8;
    // 200 px: 99 px of plot, 99 / 33 = 3 labels, 2 intervals. 200 wide: 146 px, 146 / 38 = 3
    // labels, 2 intervals.
    QTest::newRow("medium") << 200.0 << 200.0 << 0.0 << 1 << true << true << true << 99.0 << 2 << 2;
    // 130 px: 29 < 35, the legend goes: 54 px, 1 label of 33 px, still 2 intervals.
    QTest::newRow("short drops the legend")
        << 400.0 << 130.0 << 0.0 << 1 << true << false << true << 54.0 << 2 << 8;
    // 100 px: -1, then 24 without the legend (< 35), then 39 without the axis titles; the plot is
    // 15 px wider without the y title: 361 / 38 = 9 labels, 8 intervals.
    QTest::newRow("shorter drops the axis titles")
        << 400.0 << 100.0 << 0.0 << 1 << true << false << false << 39.0 << 2 << 8;
    // 80 px: 19 without legend and axis titles, 41 without the title too.
    QTest::newRow("tiny drops the title")
        << 400.0 << 80.0 << 0.0 << 1 << false << false << false << 41.0 << 2 << 8;
    // 60 px: nothing left to drop, 21 px of plot, still two ticks.
    QTest::newRow("tinier keeps two ticks")
        << 400.0 << 60.0 << 0.0 << 1 << false << false << false << 21.0 << 2 << 8;
    // A 250 px y title does not fit the 199 px plot: the legend goes (224 px), then the axis
    // titles (239 px): 239 / 33 = 7 labels, 6 intervals.
    QTest::newRow("long y title") << 400.0 << 300.0 << 250.0 << 1 << true << false << false << 239.0
                                  << 6 << 8;
    // Six legend entries of 14 × 5 = 70 px in 200 - 24 = 176 px wrap into 3 rows (75 px):
    // 200 - 24 - 15 - 22 - 75 - 15 = 49 px of plot, 2 intervals at least.
    QTest::newRow("legend wraps into rows")
        << 200.0 << 200.0 << 0.0 << 6 << true << true << true << 49.0 << 2 << 2;
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

void tst_ChartLabelPlan::labelsFitTheirShare_data()
{
    QTest::addColumn<double>("width");
    QTest::addColumn<int>("xLabelChars");
    // A 14 px line and 7 px digits, as a 10 pt sans label font has them; line and word indices up
    // to five digits (BTE's tokens, WLR's lines on a long page).
    for (const double width : {250.0, 366.0, 500.0, 800.0, 1200.0})
        for (const int chars : {1, 3, 4, 5, 6})
            QTest::addRow("%g px, %d digits", width, chars) << width << chars;
}

// Qt Charts gives each of an axis's labels an equal share of its length, less 4 px of padding on
// both sides, and elides a label wider than that to "…": with the x tick intervals the plan asks
// for (XRange::niceStep makes at most that many, one label more), every label fits its share
// unless the axis is at its fewest ticks already.
void tst_ChartLabelPlan::labelsFitTheirShare()
{
    QFETCH(double, width);
    QFETCH(int, xLabelChars);
    ChartLabelPlan::Input in;
    in.width = width;
    in.height = 300;
    in.lineHeight = 14;
    in.charWidth = 7;
    in.xLabelChars = xLabelChars;
    in.yLabelChars = 4;
    const ChartLabelPlan plan = ChartLabelPlan::forSize(in);
    const double share = plan.plotWidth / (plan.xTicks + 1) - 2 * 4;
    const double label = xLabelChars * in.charWidth;
    if (plan.xTicks > 2)
        QVERIFY2(share >= label, qPrintable(QStringLiteral("%1 intervals in %2 px: %3 px a label "
                                                           "of %4 px")
                                                .arg(plan.xTicks)
                                                .arg(plan.plotWidth)
                                                .arg(share)
                                                .arg(label)));
    const double yShare = plan.plotHeight / (plan.yTicks + 1) - 2 * 4;
    if (plan.yTicks > 2)
        QVERIFY2(yShare >= in.lineHeight, qPrintable(QString::number(yShare)));
}

QTEST_APPLESS_MAIN(tst_ChartLabelPlan)
#include "tst_chartlabelplan.moc"
