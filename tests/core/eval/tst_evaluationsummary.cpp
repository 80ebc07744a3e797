#include <eval/evaluationsummary.h>
#include <eval/goldscorer.h>

#include "referenceshingles.h"

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
    void shinglesAverageAsTheBenchmark();
    void shinglesWithoutAnyPrecisionPage();
    void snippetsSumOverTheCorpus();
    void pageTypesAndSkippedDocuments();
    void predictedTypes_data();
    void predictedTypes();
    void reportRows();
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

void TestEvaluationSummary::shinglesAverageAsTheBenchmark()
{
    // Random pages, with the edge cases evaluate.py filters: nothing extracted (TP+FP = 0: out of
    // the precision average) and nothing to find (TP+FN = 0: out of the recall average).
    QRandomGenerator random(3);
    QStringList golds, extracted;
    for (int i = 0; i < 60; ++i) {
        const QString gold = i % 10 == 1 ? QString() : referencewords::randomWords(random, 12);
        // Part of the gold with some words around it, so that shingles overlap partly.
        const int cut = int(random.bounded(gold.size() + 1));
        const QString part = i % 2 ? gold.left(cut) : gold.mid(cut);
        golds << gold;
        extracted << (i % 10 == 2 ? QString()
                                  : referencewords::randomWords(random, 3) + ' ' + part + ' ' +
                                        referencewords::randomWords(random, 3));
    }
    core::EvaluationResults results;
    results.extractors = {"x"};
    double precision = 0, recall = 0, accuracy = 0;
    int precisionPages = 0, recallPages = 0;
    for (int i = 0; i < golds.size(); ++i) {
        results.documents.push_back(std::to_string(i));
        core::EvaluationRow r;
        r.document = size_t(i);
        r.scores = core::GoldScorer(golds[i].toStdString(), {}).score(extracted[i].toStdString());
        results.rows.push_back(r);
        const referenceshingles::Page page = referenceshingles::page(golds[i], extracted[i]);
        if (page.tp + page.fp > 0)
            precision += page.precision, ++precisionPages;
        if (page.tp + page.fn > 0)
            recall += page.recall, ++recallPages;
        accuracy += page.exact;
    }
    QVERIFY(precisionPages < golds.size() && recallPages < golds.size());
    QVERIFY(precision > 0 && recall > 0);
    precision /= precisionPages;
    recall /= recallPages;
    const core::SummaryRow &s = core::EvaluationSummary::of(results)[size_t(Measure::ShingleF1)];
    QCOMPARE(s.documents, size_t(60));
    QVERIFY(qFuzzyCompare(s.precision, precision));
    QVERIFY(qFuzzyCompare(s.recall, recall));
    // F1 of the averages, not the average of the pages' F1.
    QVERIFY(qFuzzyCompare(s.f1, 2 * precision * recall / (precision + recall)));
    QCOMPARE(s.accuracy, std::optional<double>(accuracy / 60));
    QVERIFY(!s.withFound);
}

void TestEvaluationSummary::shinglesWithoutAnyPrecisionPage()
{
    // evaluate.py would average an empty list; the project's rule: 1 when no page has an error.
    for (const auto &[gold, text, expected] :
         {std::tuple{"a b", "", 0.0}, std::tuple{"", "", 1.0}}) {
        core::EvaluationResults results;
        results.documents = {"d"};
        results.extractors = {"x"};
        core::EvaluationRow r;
        r.scores = core::GoldScorer(std::string(gold), {}).score(text);
        results.rows = {r};
        const core::SummaryRow &s =
            core::EvaluationSummary::of(results)[size_t(Measure::ShingleF1)];
        QCOMPARE(s.precision, expected);
        QCOMPARE(s.f1, expected);
    }
}

void TestEvaluationSummary::snippetsSumOverTheCorpus()
{
    // Page 1: 3 `with`, 1 found; 1 `without`, found. Page 2: 1 `with`, found; 3 `without`, none
    // found. Summed: TP 2, FN 2, FP 1, TN 3: P 2/3, R 2/4, F1 4/(4+1+2) = 4/7, accuracy 5/8,
    // with found 2/4, without found 1/4. The mean of the pages' F1 would be (2/5 + 1)/2 = 0.7.
    core::EvaluationResults results;
    results.documents = {"p1", "p2"};
    results.extractors = {"x"};
    const core::GoldScorer p1(std::nullopt, {{"alpha", "beta", "gamma"}, {"menu"}});
    const core::GoldScorer p2(std::nullopt, {{"delta"}, {"login", "share", "cookie"}});
    core::EvaluationRow r1, r2;
    r1.scores = p1.score("alpha menu");
    r2.document = 1;
    r2.scores = p2.score("delta");
    results.rows = {r1, r2};
    const std::vector<core::SummaryRow> summary = core::EvaluationSummary::of(results);
    const core::SummaryRow &s = summary[size_t(Measure::Snippets)];
    QCOMPARE(s.documents, size_t(2));
    QCOMPARE(s.precision, 2 / 3.0);
    QCOMPARE(s.recall, 0.5);
    QCOMPARE(s.f1, 4 / 7.0);
    QCOMPARE(s.accuracy, std::optional<double>(5 / 8.0));
    QCOMPARE(s.withFound, std::optional<double>(0.5));
    QCOMPARE(s.withoutFound, std::optional<double>(0.25));
    // The full-text measures did not apply to these snippets-only pages.
    QCOMPARE(summary[size_t(Measure::Characters)].documents, size_t(0));
}

void TestEvaluationSummary::pageTypesAndSkippedDocuments()
{
    core::EvaluationResults results;
    results.documents = {"a", "b", "c", "d"};
    results.pageTypes = {"article", "forum", "article", ""};
    core::MeasureSet textOnly = core::allMeasures();
    textOnly.reset(size_t(Measure::Snippets));
    core::MeasureSet none;
    results.applicable = {textOnly, textOnly, textOnly, none};
    results.extractors = {"x"};
    results.rows = {row(0, 0, 0.2, 0.001, 1000), row(1, 0, 0.4, 0.001, 1000),
                    row(2, 0, 0.6, 0.001, 1000)};
    for (core::EvaluationRow &r : results.rows)
        r.scores[size_t(Measure::Snippets)] = core::Score::notApplicable();

    QCOMPARE(core::EvaluationSummary::pageTypes(results),
             (std::vector<std::string>{"article", "forum"}));
    const core::SummaryRow &all = core::EvaluationSummary::of(results)[size_t(Measure::BagOfWords)];
    QCOMPARE(all.pageType, std::string());
    QCOMPARE(all.documents, size_t(3));
    QCOMPARE(all.skipped, size_t(1)); // d has no gold at all
    QVERIFY(qFuzzyCompare(all.f1, 0.4));
    const core::SummaryRow &snippets =
        core::EvaluationSummary::of(results)[size_t(Measure::Snippets)];
    QCOMPARE(snippets.documents, size_t(0));
    QCOMPARE(snippets.skipped, size_t(4));

    const std::vector<core::SummaryRow> typed = core::EvaluationSummary::byPageType(results);
    QCOMPARE(typed.size(), size_t(2 * core::kMeasureCount));
    const core::SummaryRow &article = typed[size_t(Measure::BagOfWords)];
    QCOMPARE(article.pageType, std::string("article"));
    QCOMPARE(article.documents, size_t(2));
    QCOMPARE(article.skipped, size_t(0));
    QVERIFY(qFuzzyCompare(article.f1, 0.4)); // (0.2 + 0.6) / 2
    const core::SummaryRow &forum = typed[core::kMeasureCount + size_t(Measure::BagOfWords)];
    QCOMPARE(forum.pageType, std::string("forum"));
    QCOMPARE(forum.documents, size_t(1));
    QCOMPARE(forum.f1, 0.4);
}

void TestEvaluationSummary::predictedTypes_data()
{
    QTest::addColumn<QStringList>("gold");
    QTest::addColumn<QStringList>("predicted");
    // The gold's types and the classifier's differ; a document without a prediction ("": not
    // loaded) is in no group; the groups come in the classifier's order (forum after article).
    QTest::newRow("typed gold") << QStringList{"article", "forum", "article"}
                                << QStringList{"forum", "article", "forum"};
    QTest::newRow("no gold types")
        << QStringList{"", "", ""} << QStringList{"forum", "", "article"};
    QTest::newRow("no predictions") << QStringList{"article", "forum", "article"} << QStringList{};
}

// By predicted type: the documents the classifier gave each type, apart from the gold's types.
void TestEvaluationSummary::predictedTypes()
{
    QFETCH(QStringList, gold);
    QFETCH(QStringList, predicted);
    core::EvaluationResults results;
    results.documents = {"a", "b", "c"};
    for (const QString &t : gold)
        results.pageTypes.push_back(t.toStdString());
    for (const QString &t : predicted)
        results.predictedTypes.push_back(t.toStdString());
    results.extractors = {"x"};
    const std::vector<double> f1 = {0.2, 0.4, 0.9};
    for (size_t d = 0; d < f1.size(); ++d)
        results.rows.push_back(row(d, 0, f1[d], 0.001, 1000));

    std::vector<std::string> expectedTypes;
    for (const char *type :
         {"article", "documentation", "service", "forum", "listing", "product", "collection"})
        if (predicted.contains(type))
            expectedTypes.push_back(type);
    const std::vector<core::SummaryRow> rows = core::EvaluationSummary::byPredictedType(results);
    QCOMPARE(rows.size(), expectedTypes.size() * core::kMeasureCount);
    for (size_t g = 0; g < expectedTypes.size(); ++g) {
        const core::SummaryRow &r = rows[g * core::kMeasureCount + size_t(Measure::BagOfWords)];
        QCOMPARE(r.pageType, expectedTypes[g]);
        QVERIFY(r.predictedType);
        double sum = 0;
        size_t n = 0;
        for (qsizetype d = 0; d < predicted.size(); ++d)
            if (predicted[d].toStdString() == expectedTypes[g]) {
                sum += f1[size_t(d)];
                ++n;
            }
        QCOMPARE(r.documents, n);
        QVERIFY(qFuzzyCompare(r.f1, sum / double(n)));
    }
    // The report: every document, the gold's types, then the predicted ones.
    const std::vector<core::SummaryRow> report = core::EvaluationSummary::report(results, {});
    const size_t goldGroups = core::EvaluationSummary::pageTypes(results).size();
    const size_t measures = report.size() / (1 + goldGroups + expectedTypes.size());
    QCOMPARE(report.size(), measures * (1 + goldGroups + expectedTypes.size()));
    for (size_t i = 0; i < report.size(); ++i)
        QCOMPARE(report[i].predictedType, i >= measures * (1 + goldGroups));
}

void TestEvaluationSummary::reportRows()
{
    core::EvaluationResults results;
    results.documents = {"a", "b"};
    results.pageTypes = {"article", "forum"};
    results.extractors = {"x"};
    results.rows = {row(0, 0, 0.2, 0.001, 1000), row(1, 0, 0.4, 0.001, 1000)};
    for (core::EvaluationRow &r : results.rows)
        r.scores[size_t(Measure::Snippets)] = core::Score::notApplicable();
    // Nothing asked: the measures that scored a document (all but snippets), every document
    // first, then article, then forum.
    std::vector<core::SummaryRow> rows = core::EvaluationSummary::report(results, {});
    QCOMPARE(rows.size(), size_t(3 * (core::kMeasureCount - 1)));
    QCOMPARE(rows.front().pageType, std::string());
    QCOMPARE(rows[core::kMeasureCount - 1].pageType, std::string("article"));
    QCOMPARE(rows.back().pageType, std::string("forum"));
    for (const core::SummaryRow &r : rows)
        QVERIFY(r.measure != Measure::Snippets);
    // Asked for: exactly those, scored or not.
    core::MeasureSet asked;
    asked.set(size_t(Measure::Snippets));
    rows = core::EvaluationSummary::report(results, asked);
    QCOMPARE(rows.size(), size_t(3));
    QCOMPARE(rows[0].documents, size_t(0));
}

QTEST_APPLESS_MAIN(TestEvaluationSummary)
#include "tst_evaluationsummary.moc"
