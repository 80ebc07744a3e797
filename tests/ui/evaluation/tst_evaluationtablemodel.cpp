#include <evaluation/evaluationroles.h>
#include <evaluation/evaluationtablemodel.h>
#include <extractors/extractorpalette.h>

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using core::Measure;
using ui::EvaluationTableModel;

namespace {

core::MeasureScores same(double p, double r, double f1)
{
    core::MeasureScores s;
    s.fill({p, r, f1});
    return s;
}

// Three documents, two extractors; density failed on c (no row), as the runner reports it.
//   plain   a: P 1, R 1/3, F1 0.5 (2·1·(1/3) / (4/3)), 0.002 s on 2000 B -> 0.001 s/kB
//           b: P 1, R 1,   F1 1,                       0.004 s on 1000 B -> 0.004 s/kB
//           c: P 0, R 0,   F1 0,                       0.001 s on 1000 B -> 0.001 s/kB
//   density a: P 0.5, R 0.5, F1 0.5, 0.00004 s on 2000 B -> 2e-05 s/kB
//           b: P 0.2, R 0.2, F1 0.2, 0.00002 s on 1000 B -> 2e-05 s/kB
// Bag of words differs for plain only: F1 0.9 on every document.
std::shared_ptr<ui::Evaluation> fixture()
{
    auto e = std::make_shared<ui::Evaluation>();
    e->packagePath = QStringLiteral("/tmp/package");
    e->packageDocuments = 3;
    core::EvaluationResults &r = e->results;
    r.documents = {"a", "b", "c"};
    r.extractors = {"plain", "density"};
    r.documentsDone = 3;
    auto add = [&](std::size_t d, std::size_t x, std::size_t bytes, double seconds,
                   core::MeasureScores scores) {
        core::EvaluationRow row;
        row.document = d;
        row.extractor = x;
        row.htmlBytes = bytes;
        row.seconds = seconds;
        row.scores = scores;
        r.rows.push_back(row);
    };
    auto plain = [](double p, double rec, double f1) {
        core::MeasureScores s = same(p, rec, f1);
        s[static_cast<std::size_t>(Measure::BagOfWords)] = {0.9, 0.9, 0.9};
        return s;
    };
    add(0, 0, 2000, 0.002, plain(1, 1.0 / 3, 0.5));
    add(0, 1, 2000, 0.00004, same(0.5, 0.5, 0.5));
    add(1, 0, 1000, 0.004, plain(1, 1, 1));
    add(1, 1, 1000, 0.00002, same(0.2, 0.2, 0.2));
    add(2, 0, 1000, 0.001, plain(0, 0, 0));
    e->summary = core::EvaluationSummary::of(r);
    return e;
}

} // namespace

class TestEvaluationTableModel : public QObject
{
    Q_OBJECT

private slots:
    void passesModelTester();
    void shape();
    void cells_data();
    void cells();
    void rolesEqualSummary();
    void sortsOnValues_data();
    void sortsOnValues();
    void emptyWithoutEvaluation();
};

void TestEvaluationTableModel::passesModelTester()
{
    EvaluationTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(fixture());
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(&model);
    proxy.setSortRole(ui::SortRole);
    proxy.sort(EvaluationTableModel::columnOf(Measure::Characters), Qt::DescendingOrder);
    model.setEvaluation(nullptr);
    model.setEvaluation(fixture());
}

void TestEvaluationTableModel::shape()
{
    EvaluationTableModel model;
    model.setEvaluation(fixture());
    QCOMPARE(model.rowCount(), 2);
    // extractor, the measures, s/kB, documents
    QCOMPARE(model.columnCount(), 3 + int(core::kMeasureCount));
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("extractor"));
    QCOMPARE(model.headerData(EvaluationTableModel::kDocumentsColumn, Qt::Horizontal).toString(),
             QStringLiteral("docs"));
    for (Measure m : core::kMeasures)
        QCOMPARE(model.headerData(EvaluationTableModel::columnOf(m), Qt::Horizontal).toString(),
                 QString::fromUtf8(core::measureName(m)));
    QCOMPARE(EvaluationTableModel::measureOf(EvaluationTableModel::columnOf(Measure::LcString)),
             std::optional<Measure>(Measure::LcString));
    QVERIFY(!EvaluationTableModel::measureOf(0));
    QVERIFY(!EvaluationTableModel::measureOf(EvaluationTableModel::kSecondsColumn));
    QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("density"));
    QCOMPARE(model.index(1, 0).data(Qt::DecorationRole).value<QColor>(),
             ui::ExtractorPalette::color("density"));
}

void TestEvaluationTableModel::cells_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("display");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    QTest::addColumn<double>("f1");

    const int chars = EvaluationTableModel::columnOf(Measure::Characters);
    const int bag = EvaluationTableModel::columnOf(Measure::BagOfWords);
    // plain, characters: F1 mean (0.5 + 1 + 0) / 3 = 0.5; deviations 0, 0.5, -0.5, so
    // sd = sqrt((0 + 0.25 + 0.25) / (3 - 1)) = 0.5. Precision (1 + 1 + 0) / 3 = 2/3; recall
    // (1/3 + 1 + 0) / 3 = 4/9.
    QTest::newRow("plain characters")
        << 0 << chars << "0.5000 ± 0.5000" << 2.0 / 3 << 4.0 / 9 << 0.5;
    // plain, bag of words: 0.9 everywhere, sd 0.
    QTest::newRow("plain bag-of-words") << 0 << bag << "0.9000 ± 0.0000" << 0.9 << 0.9 << 0.9;
    // density, characters: two documents, F1 (0.5 + 0.2) / 2 = 0.35; deviations ±0.15, so
    // sd = sqrt(2 · 0.0225 / 1) = 0.212132 -> 0.2121.
    QTest::newRow("density characters") << 1 << chars << "0.3500 ± 0.2121" << 0.35 << 0.35 << 0.35;
}

void TestEvaluationTableModel::cells()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, display);
    QFETCH(double, precision);
    QFETCH(double, recall);
    QFETCH(double, f1);
    EvaluationTableModel model;
    model.setEvaluation(fixture());
    const QModelIndex i = model.index(row, column);
    QCOMPARE(i.data().toString(), display);
    QCOMPARE(i.data(ui::PrecisionRole).toDouble(), precision);
    QCOMPARE(i.data(ui::RecallRole).toDouble(), recall);
    QCOMPARE(i.data(ui::F1Role).toDouble(), f1);
    QCOMPARE(i.data(ui::SortRole).toDouble(), f1);
    QVERIFY(i.data(Qt::ToolTipRole).toString().contains(QString::number(precision, 'f', 4)));
}

void TestEvaluationTableModel::rolesEqualSummary()
{
    const auto evaluation = fixture();
    EvaluationTableModel model;
    model.setEvaluation(evaluation);
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto e = static_cast<std::size_t>(row);
        for (Measure m : core::kMeasures) {
            const core::SummaryRow &s = evaluation->summaryRow(e, m);
            QCOMPARE(s.measure, m);
            const QModelIndex i = model.index(row, EvaluationTableModel::columnOf(m));
            QCOMPARE(i.data(ui::ExtractorIdRole).toString(), QString::fromStdString(s.extractor));
            QCOMPARE(i.data(ui::PrecisionRole).toDouble(), s.precision);
            QCOMPARE(i.data(ui::RecallRole).toDouble(), s.recall);
            QCOMPARE(i.data(ui::F1Role).toDouble(), s.f1);
            QCOMPARE(i.data(ui::F1StdDevRole).toDouble(), s.f1StdDev);
            QCOMPARE(i.data(ui::DocumentCountRole).toInt(), int(s.documents));
            QCOMPARE(i.data(ui::SecondsPerKbRole).toDouble(), s.secondsPerKb);
        }
    }
    // plain: 3 documents, (0.001 + 0.004 + 0.001) / 3 = 0.002 s/kB; density: 2, 2e-05.
    QCOMPARE(model.index(0, EvaluationTableModel::kDocumentsColumn).data().toInt(), 3);
    QCOMPARE(model.index(1, EvaluationTableModel::kDocumentsColumn).data().toInt(), 2);
    QCOMPARE(model.index(0, EvaluationTableModel::kSecondsColumn).data().toString(),
             QStringLiteral("0.002"));
    QCOMPARE(model.index(1, EvaluationTableModel::kSecondsColumn).data().toString(),
             QStringLiteral("2e-05"));
}

void TestEvaluationTableModel::sortsOnValues_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("first");

    // plain 0.5 > density 0.35
    QTest::newRow("characters descending")
        << EvaluationTableModel::columnOf(Measure::Characters) << Qt::DescendingOrder << "plain";
    QTest::newRow("characters ascending")
        << EvaluationTableModel::columnOf(Measure::Characters) << Qt::AscendingOrder << "density";
    // 2e-05 < 0.002 as numbers, though "2e-05" > "0.002" as text.
    QTest::newRow("seconds ascending")
        << EvaluationTableModel::kSecondsColumn << Qt::AscendingOrder << "density";
    QTest::newRow("extractor ascending") << 0 << Qt::AscendingOrder << "density";
    QTest::newRow("extractor descending") << 0 << Qt::DescendingOrder << "plain";
}

void TestEvaluationTableModel::sortsOnValues()
{
    QFETCH(int, column);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, first);
    EvaluationTableModel model;
    model.setEvaluation(fixture());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ui::SortRole);
    proxy.sort(column, order);
    QCOMPARE(proxy.index(0, 0).data().toString(), first);
}

void TestEvaluationTableModel::emptyWithoutEvaluation()
{
    EvaluationTableModel model;
    QCOMPARE(model.rowCount(), 0);
    model.setEvaluation(fixture());
    QCOMPARE(model.rowCount(), 2);
    model.setEvaluation(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.index(0, 1).isValid());
}

QTEST_MAIN(TestEvaluationTableModel)
#include "tst_evaluationtablemodel.moc"
