// The summary of one measure by page type: the rows over every document ("all") first, then one
// block per page type, each with one row per extractor, following the measure chosen; figures
// with four decimals and the core's numbers in SortRole. (The agreement with `boilerscope-cli
// eval --measure` is checked on the real dashboard: tst_evaluationdashboard.)
#include <evaluation/evaluationroles.h>
#include <evaluation/pagetypetablemodel.h>

#include <datasets/importer.h>
#include <eval/evaluationrunner.h>
#include <package/testpackagereader.h>
#include <registry/extractorregistry.h>

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using core::Measure;
using ui::PageTypeTableModel;

class TstPageTypeTableModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsByPageType_data();
    void rowsByPageType();
    void emptyWithoutResults();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<ui::Evaluation> m_evaluation;
};

void TstPageTypeTableModel::initTestCase()
{
    // The WCXB fixture: documents of several page types, gold texts and snippets.
    const QString package = m_dir.filePath(QStringLiteral("wcxb"));
    QVERIFY(core::Importer::find("wcxb")
                ->run(BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb", package.toStdString(), false)
                .ok);
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(package.toStdString());
    QVERIFY(read.package);
    std::vector<core::EvaluatedExtractor> extractors;
    for (const char *id : {"plain", "density"}) {
        const core::Extractor *e = core::ExtractorRegistry::find(id);
        QVERIFY(e);
        extractors.push_back({e, e->info().defaults()});
    }
    m_evaluation = std::make_shared<ui::Evaluation>();
    m_evaluation->results = core::EvaluationRunner(extractors, 1).run(*read.package);
    m_evaluation->summary = core::EvaluationSummary::of(m_evaluation->results);
}

void TstPageTypeTableModel::rowsByPageType_data()
{
    QTest::addColumn<Measure>("measure");
    QTest::newRow("wcxb-word-f1") << Measure::WcxbWordF1;
    QTest::newRow("snippets") << Measure::Snippets;
    QTest::newRow("bag-of-words") << Measure::BagOfWords;
}

void TstPageTypeTableModel::rowsByPageType()
{
    QFETCH(Measure, measure);
    PageTypeTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(m_evaluation);
    model.setMeasure(measure);
    const std::vector<std::string> types =
        core::EvaluationSummary::pageTypes(m_evaluation->results);
    QVERIFY(!types.empty());
    QCOMPARE(model.pageTypeCount(), int(types.size()));
    // Two extractors: two "all" rows, then two per page type, in the core's order of types.
    QCOMPARE(model.rowCount(), 2 * (1 + int(types.size())));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString type = model.index(row, PageTypeTableModel::PageTypeColumn).data().toString();
        QCOMPARE(type, row < 2 ? QStringLiteral("all")
                               : QString::fromStdString(types[std::size_t(row / 2 - 1)]));
        QCOMPARE(model.index(row, PageTypeTableModel::ExtractorColumn).data().toString(),
                 row % 2 == 0 ? QStringLiteral("plain") : QStringLiteral("density"));
        const core::SummaryRow &summary = model.summaryRow(row);
        QCOMPARE(summary.measure, measure);
        // Each type's rows are the core's summary of that type's documents.
        const std::vector<core::SummaryRow> expected =
            row < 2 ? core::EvaluationSummary::of(m_evaluation->results)
                    : core::EvaluationSummary::of(m_evaluation->results,
                                                  types[std::size_t(row / 2 - 1)]);
        const core::SummaryRow &e =
            expected[std::size_t(row % 2) * core::kMeasureCount + std::size_t(measure)];
        QCOMPARE(model.index(row, PageTypeTableModel::DocumentsColumn).data().toInt(),
                 int(e.documents));
        QCOMPARE(model.index(row, PageTypeTableModel::F1Column).data(ui::SortRole).toDouble(),
                 e.f1);
        QCOMPARE(model.index(row, PageTypeTableModel::F1Column).data().toString(),
                 QString::number(e.f1, 'f', 4));
        // Only the snippet measure has the shares of snippets found: over every document (the
        // fixture has snippets), and for a page type when its documents have some.
        const bool shares =
            model.index(row, PageTypeTableModel::WithFoundColumn).data(ui::SortRole).isValid();
        QCOMPARE(shares, e.withFound.has_value());
        if (measure != Measure::Snippets)
            QVERIFY(!shares);
        else if (row < 2)
            QVERIFY(shares);
    }
}

void TstPageTypeTableModel::emptyWithoutResults()
{
    PageTypeTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setEvaluation(m_evaluation);
    QVERIFY(model.rowCount() > 0);
    model.setEvaluation(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TstPageTypeTableModel)
#include "tst_pagetypetablemodel.moc"
