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
    void heightFor_data();
    void heightFor();
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

void tst_PaneSplit::heightFor_data()
{
    QTest::addColumn<int>("detail");
    // Fewer than the reasons' least lines: the tree's rows and that least.
    QTest::newRow("a line") << kLine;
    // The tree's rows beside the reasons.
    QTest::newRow("a short node") << 200;
    // Reasons tall enough for the tree's share to pass its rows.
    QTest::newRow("six runs' reasons") << 600;
}

// The height for the reasons is the least at which forHeight gives the tree its rows and the
// reasons their height: a pixel less takes from one of them.
void tst_PaneSplit::heightFor()
{
    QFETCH(int, detail);
    const PaneSplit::Input in{0, kChrome, kRow, kLine};
    const int height = PaneSplit::heightFor(in, detail);
    const auto at = [&](int h) { return PaneSplit::forHeight({h, kChrome, kRow, kLine}); };
    QVERIFY2(at(height).tree >= kRows && at(height).detail >= detail,
             qPrintable(QStringLiteral("%1 px: the tree %2, the reasons %3")
                            .arg(height)
                            .arg(at(height).tree)
                            .arg(at(height).detail)));
    QVERIFY(at(height - 1).tree < kRows || at(height - 1).detail < detail);
    // The reasons never get fewer than their least lines, nor the tree less than its rows.
    QVERIFY(height >= kRows + std::max(detail, kDetailMin));
}

QTEST_APPLESS_MAIN(tst_PaneSplit)
#include "tst_panesplit.moc"
