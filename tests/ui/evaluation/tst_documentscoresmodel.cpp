#include <evaluation/documentscoresmodel.h>
#include <evaluation/evaluationroles.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using core::Measure;
using ui::DocumentScoresModel;

namespace {

core::MeasureScores same(double p, double r, double f1)
{
    core::MeasureScores s;
    s.fill({p, r, f1});
    return s;
}

// Four documents, two extractors, a cancelled run: d was never evaluated, density failed on c.
//   plain   a: P 1, R 1/3, F1 0.5; b: 1, 1, 1; c: 0, 0, 0. Word sequence: F1 0.9 everywhere.
//   density a: P 0.5, R 0.5, F1 0.5; b: P 0.2, R 0.2, F1 0.2.
// Seconds per kB: plain on a 0.002 s / 2 kB = 0.001; the others 0.
std::shared_ptr<ui::Evaluation> fixture()
{
    auto e = std::make_shared<ui::Evaluation>();
    e->packagePath = QStringLiteral("/tmp/package");
    e->packageDocuments = 4;
    core::EvaluationResults &r = e->results;
    r.documents = {"a", "b", "c", "d"};
    r.extractors = {"plain", "density"};
    r.documentsDone = 3;
    r.cancelled = true;
    auto add = [&](std::size_t d, std::size_t x, core::MeasureScores scores, double seconds) {
        core::EvaluationRow row;
        row.document = d;
        row.extractor = x;
        row.htmlBytes = 2000;
        row.seconds = seconds;
        row.scores = scores;
        r.rows.push_back(row);
    };
    auto plain = [](double p, double rec, double f1) {
        core::MeasureScores s = same(p, rec, f1);
        s[static_cast<std::size_t>(Measure::WordSequence)] = {0.9, 0.9, 0.9};
        return s;
    };
    add(0, 0, plain(1, 1.0 / 3, 0.5), 0.002);
    add(0, 1, same(0.5, 0.5, 0.5), 0);
    add(1, 0, plain(1, 1, 1), 0);
    add(1, 1, same(0.2, 0.2, 0.2), 0);
    add(2, 0, plain(0, 0, 0), 0);
    e->summary = core::EvaluationSummary::of(r);
    return e;
}

} // namespace

class TestDocumentScoresModel : public QObject
{
    Q_OBJECT

private slots:
    void passesModelTester();
    void allExtractors_data();
    void allExtractors();
    void oneExtractor();
    void measureChangesValues();
    void failedExtractorHasEmptyCell();
    void sortsOnValues();
    void stemOnEveryCell();
};

void TestDocumentScoresModel::passesModelTester()
{
    DocumentScoresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(fixture());
    model.setExtractor(1);
    model.setMeasure(Measure::BagOfWords);
    model.setExtractor(DocumentScoresModel::kAllExtractors);
    model.setMeasure(Measure::LcString);
    model.setExtractor(7); // out of range: all extractors
    model.setEvaluation(nullptr);
}

void TestDocumentScoresModel::allExtractors_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("display");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");

    QTest::newRow("a plain") << 0 << 1 << "0.5000" << 1.0 << 1.0 / 3;
    QTest::newRow("a density") << 0 << 2 << "0.5000" << 0.5 << 0.5;
    QTest::newRow("b plain") << 1 << 1 << "1.0000" << 1.0 << 1.0;
    QTest::newRow("b density") << 1 << 2 << "0.2000" << 0.2 << 0.2;
    QTest::newRow("c plain") << 2 << 1 << "0.0000" << 0.0 << 0.0;
}

void TestDocumentScoresModel::allExtractors()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, display);
    QFETCH(double, precision);
    QFETCH(double, recall);
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    // d was not evaluated (cancelled run): three rows. Document, plain, density.
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("plain"));
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("density"));
    const QModelIndex i = model.index(row, column);
    QCOMPARE(i.data().toString(), display);
    QCOMPARE(i.data(ui::F1Role).toDouble(), display.toDouble());
    QCOMPARE(i.data(ui::PrecisionRole).toDouble(), precision);
    QCOMPARE(i.data(ui::RecallRole).toDouble(), recall);
    QCOMPARE(i.data(ui::ExtractorIdRole).toString(),
             column == 1 ? QStringLiteral("plain") : QStringLiteral("density"));
}

void TestDocumentScoresModel::oneExtractor()
{
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    model.setExtractor(0);
    QCOMPARE(model.extractor(), 0);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.headerData(DocumentScoresModel::F1Column, Qt::Horizontal).toString(),
             QStringLiteral("F1"));
    // plain on a: P 1, R 1/3 = 0.3333, F1 0.5, 0.002 s / 2 kB = 0.001 s/kB.
    QCOMPARE(model.index(0, DocumentScoresModel::DocumentColumn).data().toString(),
             QStringLiteral("a"));
    QCOMPARE(model.index(0, DocumentScoresModel::PrecisionColumn).data().toString(),
             QStringLiteral("1.0000"));
    QCOMPARE(model.index(0, DocumentScoresModel::RecallColumn).data().toString(),
             QStringLiteral("0.3333"));
    QCOMPARE(model.index(0, DocumentScoresModel::F1Column).data().toString(),
             QStringLiteral("0.5000"));
    QCOMPARE(model.index(0, DocumentScoresModel::SecondsColumn).data().toString(),
             QStringLiteral("0.001"));
    QCOMPARE(model.index(0, DocumentScoresModel::RecallColumn).data(ui::SortRole).toDouble(),
             1.0 / 3);
}

void TestDocumentScoresModel::measureChangesValues()
{
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setMeasure(Measure::WordSequence);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("0.9000")); // plain
    QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("0.5000")); // density
    model.setMeasure(Measure::WordSequence);
    QCOMPARE(changed.size(), 1); // no change, no signal
}

void TestDocumentScoresModel::failedExtractorHasEmptyCell()
{
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    const QModelIndex cDensity = model.index(2, 2);
    QCOMPARE(cDensity.data(ui::DocumentStemRole).toString(), QStringLiteral("c"));
    QVERIFY(!cDensity.data().isValid());
    QVERIFY(!cDensity.data(ui::F1Role).isValid());
    QCOMPARE(cDensity.data(ui::SortRole).toDouble(), -1.0); // sorts as the worst
    QVERIFY(cDensity.data(Qt::ToolTipRole).toString().contains("failed"));
    model.setExtractor(1);
    QVERIFY(!model.index(2, DocumentScoresModel::F1Column).data().isValid());
}

void TestDocumentScoresModel::sortsOnValues()
{
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ui::SortRole);
    proxy.sort(1, Qt::AscendingOrder); // plain's F1: c 0, a 0.5, b 1
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("c"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("a"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("b"));
    proxy.sort(2, Qt::DescendingOrder); // density's F1: a 0.5, b 0.2, c failed (-1)
    QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("a"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QStringLiteral("b"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QStringLiteral("c"));
}

void TestDocumentScoresModel::stemOnEveryCell()
{
    DocumentScoresModel model;
    model.setEvaluation(fixture());
    for (int row = 0; row < model.rowCount(); ++row)
        for (int column = 0; column < model.columnCount(); ++column)
            QCOMPARE(model.index(row, column).data(ui::DocumentStemRole).toString(),
                     QString(QChar(u'a' + row)));
}

QTEST_MAIN(TestDocumentScoresModel)
#include "tst_documentscoresmodel.moc"
