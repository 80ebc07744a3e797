// The metadata's scores of a run: every row of core::MetadataSummary in its order, the figures
// with four decimals and the numbers in SortRole, the date's extra columns only on date rows.
// The expected means are recomputed here from the run's per-document rows. (The agreement with
// `boilerscope-cli eval --metadata` is checked on the real dashboard: tst_evaluationdashboard.)
#include <evaluation/evaluationroles.h>
#include <evaluation/metadatasummarymodel.h>

#include <datasets/importer.h>
#include <eval/evaluationrunner.h>
#include <package/testpackagereader.h>
#include <registry/extractorregistry.h>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using ui::MetadataSummaryModel;

class TstMetadataSummaryModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fieldsOverEveryDocument_data();
    void fieldsOverEveryDocument();
    void rowsPerPageTypeFollow();
    void emptyWithoutMetadata();

private:
    std::shared_ptr<ui::Evaluation> evaluate(core::EvaluationRunner::Metadata metadata) const;

    QTemporaryDir m_dir;
    std::unique_ptr<core::TestPackage> m_package;
    std::shared_ptr<ui::Evaluation> m_evaluation;
};

void TstMetadataSummaryModel::initTestCase()
{
    // The WCXB fixture: documents of several page types with title, author and date gold.
    const QString package = m_dir.filePath(QStringLiteral("wcxb"));
    QVERIFY(core::Importer::find("wcxb")
                ->run(BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb", package.toStdString(), false)
                .ok);
    core::TestPackageReader::Result read = core::TestPackageReader::read(package.toStdString());
    QVERIFY(read.package);
    m_package = std::make_unique<core::TestPackage>(std::move(*read.package));
    m_evaluation = evaluate(core::EvaluationRunner::Metadata::Scored);
}

std::shared_ptr<ui::Evaluation>
TstMetadataSummaryModel::evaluate(core::EvaluationRunner::Metadata metadata) const
{
    const core::Extractor *plain = core::ExtractorRegistry::find("plain");
    auto evaluation = std::make_shared<ui::Evaluation>();
    evaluation->results = core::EvaluationRunner({{plain, plain->info().defaults()}}, 1,
                                                 core::allMeasures(), metadata)
                              .run(*m_package);
    evaluation->summary = core::EvaluationSummary::of(evaluation->results);
    return evaluation;
}

void TstMetadataSummaryModel::fieldsOverEveryDocument_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("title") << "title";
    QTest::newRow("author") << "author";
    QTest::newRow("date") << "date";
}

void TstMetadataSummaryModel::fieldsOverEveryDocument()
{
    QFETCH(QString, field);
    MetadataSummaryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(m_evaluation);
    using C = MetadataSummaryModel;
    int row = 0;
    while (row < model.rowCount() &&
           !(model.index(row, C::PageTypeColumn).data().toString() == QStringLiteral("all") &&
             model.index(row, C::FieldColumn).data().toString() == field))
        ++row;
    QVERIFY2(row < model.rowCount(), "no row over every document for the field");
    // Only our extractor returns metadata: plain has none.
    QCOMPARE(model.index(row, C::ExtractorColumn).data().toString(),
             QString::fromUtf8(core::EvaluationResults::kMetadataExtractor));

    // The expected figures from the per-document rows.
    int documents = 0, named = 0;
    double sum = 0, right = 0;
    for (const core::MetadataRow &m : m_evaluation->results.metadata) {
        if (m.extractor != core::EvaluationResults::kMetadataExtractor)
            continue;
        const core::MetadataScores &s = m.scores;
        if (field == QStringLiteral("date")) {
            if (!s.goldDated)
                continue;
            ++documents;
            named += s.predictedDated;
            sum += s.sameDay;
            right += s.sameDay;
        } else {
            const std::optional<double> f1 =
                field == QStringLiteral("title") ? s.titleF1 : s.authorF1;
            if (!f1)
                continue;
            ++documents;
            sum += *f1;
        }
    }
    QVERIFY(documents > 0);
    QCOMPARE(model.index(row, C::DocumentsColumn).data().toInt(), documents);
    const double score = sum / documents;
    QCOMPARE(model.index(row, C::ScoreColumn).data(ui::SortRole).toDouble(), score);
    QCOMPARE(model.index(row, C::ScoreColumn).data().toString(), QString::number(score, 'f', 4));
    QVERIFY(!model.index(row, C::ScoreColumn).data(Qt::ToolTipRole).toString().isEmpty());
    if (field == QStringLiteral("date")) {
        QCOMPARE(model.index(row, C::PredictedColumn).data().toInt(), named);
        // The share of the named days on the gold day; 0 when no day was named (the summary's
        // convention, as `eval --metadata` prints it).
        QCOMPARE(model.index(row, C::PrecisionColumn).data(ui::SortRole).toDouble(),
                 named > 0 ? right / named : 0.0);
    } else {
        QCOMPARE(model.index(row, C::PredictedColumn).data().toString(), QStringLiteral("—"));
        QVERIFY(!model.index(row, C::PrecisionColumn).data(ui::SortRole).isValid());
    }
}

void TstMetadataSummaryModel::rowsPerPageTypeFollow()
{
    MetadataSummaryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEvaluation(m_evaluation);
    using C = MetadataSummaryModel;
    // Every row over all documents comes before the rows of a page type, and those name the
    // types of the documents with metadata gold.
    const core::EvaluationResults &results = m_evaluation->results;
    std::vector<std::string> types;
    for (const core::MetadataRow &m : results.metadata) {
        const std::string &type = results.pageTypes[m.document];
        if (!type.empty() && std::find(types.begin(), types.end(), type) == types.end())
            types.push_back(type);
    }
    QVERIFY(types.size() >= 2);
    bool typed = false;
    QSet<QString> seen;
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString type = model.index(row, C::PageTypeColumn).data().toString();
        if (type == QStringLiteral("all")) {
            QVERIFY2(!typed, "an \"all\" row after a page type's");
            continue;
        }
        typed = true;
        seen.insert(type);
        QVERIFY(std::find(types.begin(), types.end(), type.toStdString()) != types.end());
    }
    QVERIFY(typed);
    QCOMPARE(seen.size(), int(types.size()));
}

void TstMetadataSummaryModel::emptyWithoutMetadata()
{
    MetadataSummaryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    model.setEvaluation(m_evaluation);
    QVERIFY(model.rowCount() > 0);
    // A run that did not score metadata has no rows.
    model.setEvaluation(evaluate(core::EvaluationRunner::Metadata::Skipped));
    QCOMPARE(model.rowCount(), 0);
    model.setEvaluation(m_evaluation);
    QVERIFY(model.rowCount() > 0);
    model.setEvaluation(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TstMetadataSummaryModel)
#include "tst_metadatasummarymodel.moc"
