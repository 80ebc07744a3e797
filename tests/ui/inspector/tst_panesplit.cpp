// PaneSplit: the tree keeps its rows (or its share of a tall inspector), the reasons take the
// rest, and on a short inspector the tree gives way first, down to its least rows. The metrics
// are round numbers (60 px of chrome, 16 px rows, 15 px lines) so that every figure below follows
// from the plan's constants.
#include <inspector/panesplit.h>

#include <QtTest>

#include <cmath>

using ui::PaneSplit;

class tst_PaneSplit : public QObject
{
    Q_OBJECT
private slots:
    void split_data();
    void split();
};

namespace {
constexpr int kChrome = 60, kRow = 16, kLine = 15;
constexpr int kRows = kChrome + PaneSplit::kTreeRows * kRow;     // the tree's rows
constexpr int kLeast = kChrome + PaneSplit::kTreeRowsMin * kRow; // its least
constexpr int kDetailMin = PaneSplit::kDetailLines * kLine;      // the reasons' least
} // namespace

void tst_PaneSplit::split_data()
{
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("tree");
    // The inspector at 1600 × 1000: the rows are more than the share.
    QTest::newRow("its rows") << 430 << kRows;
    // A tall inspector (a window of its own, a tall screen): the share.
    const int share = int(std::lround(PaneSplit::kTreeShare * 800));
    QTest::newRow("its share") << 800 << share;
    // Rows and the reasons' least just fit.
    QTest::newRow("rows and the reasons' least") << kRows + kDetailMin << kRows;
    // Shorter: the tree gives way to the reasons' least.
    QTest::newRow("the tree gives way") << kRows + kDetailMin - 30 << kRows - 30;
    // Too short for the tree's least and the reasons' least: the tree keeps its least.
    QTest::newRow("the tree's least") << kLeast + kDetailMin - 30 << kLeast;
}

void tst_PaneSplit::split()
{
    QFETCH(int, height);
    QFETCH(int, tree);
    QVERIFY(PaneSplit::kTreeShare * 430 < kRows && PaneSplit::kTreeShare * 800 > kRows);
    const PaneSplit s = PaneSplit::forHeight({height, kChrome, kRow, kLine});
    QCOMPARE(s.tree, tree);
    QCOMPARE(s.detail, height - tree);
}

QTEST_APPLESS_MAIN(tst_PaneSplit)
#include "tst_panesplit.moc"
