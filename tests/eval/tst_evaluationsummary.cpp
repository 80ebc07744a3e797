#include <eval/evaluationsummary.h>

#include <QTest>

#include <cmath>

using core::Measure;

namespace {

core::EvaluationRow row(size_t document, size_t extractor, double f1, double seconds, size_t bytes)
{
    core::EvaluationRow r;
    r.document = document;
    r.extractor = extractor;
    r.seconds = seconds;
    r.htmlBytes = bytes;
    for (core::Score &s : r.scores)
        s = {f1, 1.0, f1};
    // The character measure differs, to check that measures are kept apart.
    r.scores[size_t(Measure::Characters)] = {0.5, 0.5, 0.5};
    return r;
}

} // namespace

class TestEvaluationSummary : public QObject
{
    Q_OBJECT

private slots:
    void meansAndDeviation();
    void singleDocumentHasNoDeviation();
};

void TestEvaluationSummary::meansAndDeviation()
{
    core::EvaluationResults results;
    results.documents = {"a", "b", "c"};
    results.extractors = {"x", "y"};
    // x: F1 0.2, 0.4, 0.9 on 1000, 2000, 4000 bytes in 0.001, 0.004, 0.002 s.
    results.rows = {row(0, 0, 0.2, 0.001, 1000), row(0, 1, 1.0, 0, 1000),
                    row(1, 0, 0.4, 0.004, 2000), row(2, 0, 0.9, 0.002, 4000)};
    const std::vector<core::SummaryRow> summary = core::EvaluationSummary::of(results);
    QCOMPARE(summary.size(), size_t(2 * core::kMeasureCount));

    const core::SummaryRow &x = summary[size_t(Measure::WordSequence)];
    QCOMPARE(x.extractor, std::string("x"));
    QCOMPARE(x.measure, Measure::WordSequence);
    QCOMPARE(x.documents, size_t(3));
    // Mean F1 (0.2 + 0.4 + 0.9) / 3 = 0.5; deviations -0.3, -0.1, 0.4; squares 0.09 + 0.01 +
    // 0.16 = 0.26; divided by n - 1 = 2: 0.13; sd = sqrt(0.13).
    QCOMPARE(x.f1, 0.5);
    QCOMPARE(x.precision, 0.5);
    QCOMPARE(x.recall, 1.0);
    QCOMPARE(x.f1StdDev, std::sqrt(0.13));
    // Seconds per kB: 0.001/1, 0.004/2, 0.002/4 = 0.001, 0.002, 0.0005; mean 0.0035/3.
    QCOMPARE(x.secondsPerKb, 0.0035 / 3);

    const core::SummaryRow &xChars = summary[size_t(Measure::Characters)];
    QCOMPARE(xChars.f1, 0.5);
    QCOMPARE(xChars.f1StdDev, 0.0);

    const core::SummaryRow &y = summary[core::kMeasureCount + size_t(Measure::BagOfWords)];
    QCOMPARE(y.extractor, std::string("y"));
    QCOMPARE(y.documents, size_t(1));
    QCOMPARE(y.f1, 1.0);
}

void TestEvaluationSummary::singleDocumentHasNoDeviation()
{
    core::EvaluationResults results;
    results.documents = {"a"};
    results.extractors = {"x", "never-ran"};
    results.rows = {row(0, 0, 0.7, 0.001, 500)};
    const std::vector<core::SummaryRow> summary = core::EvaluationSummary::of(results);
    QCOMPARE(summary[0].f1StdDev, 0.0);
    QCOMPARE(summary[0].secondsPerKb, 0.002);
    // An extractor without rows keeps zeros and says so with documents = 0.
    QCOMPARE(summary[core::kMeasureCount].documents, size_t(0));
    QCOMPARE(summary[core::kMeasureCount].f1, 0.0);
}

QTEST_APPLESS_MAIN(TestEvaluationSummary)
#include "tst_evaluationsummary.moc"
