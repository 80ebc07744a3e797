// MetadataSummary: a run's metadata scores per field, over every document and per page type.

#include <eval/metadatasummary.h>

#include <QTest>

using core::MetadataSummaryRow;

class TestMetadataSummary : public QObject
{
    Q_OBJECT

private slots:
    void of();
    void programs();
    void nothingScored();
};

namespace {

core::MetadataRow row(std::size_t document, std::optional<double> title,
                      std::optional<double> author, bool goldDated, bool predictedDated,
                      bool sameDay)
{
    core::MetadataRow r;
    r.document = document;
    r.extractor = core::EvaluationResults::kMetadataExtractor;
    r.scores.titleF1 = title;
    r.scores.authorF1 = author;
    r.scores.goldDated = goldDated;
    r.scores.predictedDated = predictedDated;
    r.scores.sameDay = sameDay;
    return r;
}

} // namespace

void TestMetadataSummary::of()
{
    core::EvaluationResults results;
    results.documents = {"a", "b", "c", "d"};
    results.pageTypes = {"article", "article", "forum", ""};
    results.metadata = {
        row(0, 1.0, 0.5, true, true, true), row(1, 0.5, std::nullopt, true, true, false),
        row(2, 0.0, 1.0, true, false, false), row(3, 0.25, std::nullopt, false, true, false)};
    const std::vector<MetadataSummaryRow> s = core::MetadataSummary::of(results);
    QStringList got;
    for (const MetadataSummaryRow &r : s)
        got << QStringLiteral("%1 %2 %3")
                   .arg(QString::fromStdString(r.pageType), QString::fromStdString(r.field))
                   .arg(r.documents);
    // Every document: title, author, date; then the page types' (no site name anywhere).
    QCOMPARE(got,
             (QStringList{" title 4", " author 2", " date 3", "article title 2", "article author 1",
                          "article date 2", "forum title 1", "forum author 1", "forum date 1"}));
    QCOMPARE(s[0].score, (1.0 + 0.5 + 0.0 + 0.25) / 4);
    QCOMPARE(s[1].score, (0.5 + 1.0) / 2);
    // Three dated documents: one on the gold day; two with a predicted day, one of them right.
    QCOMPARE(s[2].score, 1.0 / 3);
    QCOMPARE(s[2].predicted, std::optional<std::size_t>(2));
    QCOMPARE(s[2].precision, std::optional<double>(1.0 / 2));
    QVERIFY(!s[0].predicted);
    QCOMPARE(s[5].score, 1.0 / 2);
    QCOMPARE(s[8].predicted, std::optional<std::size_t>(0));
    QCOMPARE(s[8].score, 0.0);
    QCOMPARE(s[0].extractor, std::string(core::EvaluationResults::kMetadataExtractor));
}

// A program's rows beside ours: ours first, then the programs in the run's order, each over its
// own rows; a program that returned metadata on no page has none.
void TestMetadataSummary::programs()
{
    core::EvaluationResults results;
    results.documents = {"a", "b"};
    results.pageTypes = {"article", "forum"};
    results.extractors = {"plain", "ext:second", "ext:silent", "ext:first"};
    auto of = [](core::MetadataRow r, const char *extractor, bool given) {
        r.extractor = extractor;
        r.given = given;
        return r;
    };
    results.metadata = {row(0, 1.0, std::nullopt, true, true, true),
                        of(row(0, 0.5, std::nullopt, true, true, false), "ext:first", true),
                        of(row(0, 0.25, std::nullopt, true, true, true), "ext:second", true),
                        of(row(0, 0.0, std::nullopt, true, false, false), "ext:silent", false),
                        row(1, 0.0, std::nullopt, false, false, false),
                        of(row(1, 0.0, std::nullopt, true, false, false), "ext:first", false),
                        of(row(1, 1.0, std::nullopt, false, false, false), "ext:second", true),
                        of(row(1, 0.0, std::nullopt, true, false, false), "ext:silent", false)};
    const std::vector<MetadataSummaryRow> s = core::MetadataSummary::of(results);
    QStringList got;
    for (const MetadataSummaryRow &r : s)
        got << QStringLiteral("%1 %2 %3 %4 %5")
                   .arg(QString::fromStdString(r.extractor), QString::fromStdString(r.pageType),
                        QString::fromStdString(r.field))
                   .arg(r.documents)
                   .arg(r.score);
    QCOMPARE(got, (QStringList{"boilerscope  title 2 0.5", "boilerscope  date 1 1",
                               "ext:second  title 2 0.625", "ext:second  date 1 1",
                               "ext:first  title 2 0.25", "ext:first  date 2 0",
                               "boilerscope article title 1 1", "boilerscope article date 1 1",
                               "ext:second article title 1 0.25", "ext:second article date 1 1",
                               "ext:first article title 1 0.5", "ext:first article date 1 0",
                               "boilerscope forum title 1 0", "ext:second forum title 1 1",
                               "ext:first forum title 1 0", "ext:first forum date 1 0"}));
}

void TestMetadataSummary::nothingScored()
{
    core::EvaluationResults results;
    results.documents = {"a"};
    results.pageTypes = {"article"};
    QVERIFY(core::MetadataSummary::of(results).empty());
}

QTEST_APPLESS_MAIN(TestMetadataSummary)
#include "tst_metadatasummary.moc"
