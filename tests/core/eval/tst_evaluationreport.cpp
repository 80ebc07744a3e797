#include <eval/evaluationreport.h>

#include <QTest>

#include <sstream>

using Timings = core::EvaluationReport::Timings;
using MetadataRows = std::vector<core::MetadataSummaryRow>;
Q_DECLARE_METATYPE(Timings)

namespace {

constexpr Timings kTimed = Timings::Included;

// Which of the three tables.
enum class Table { Rows, Summary, Markdown };

// A table of one document scored by plain and an external extractor, each having taken
// `seconds`.
std::string table(Table which, Timings timings, double seconds)
{
    core::EvaluationResults results;
    results.documents = {"page"};
    results.extractors = {"plain", "ext:echo"};
    core::EvaluationRow row;
    row.htmlBytes = 2000;
    row.seconds = seconds;
    row.scores.fill({0.25, 1.0, 0.4});
    results.rows = {row, row};
    results.rows[1].extractor = 1;
    results.applicable = {core::MeasureSet().set()};
    results.pageTypes = {""};
    std::ostringstream out;
    switch (which) {
    case Table::Rows:
        core::EvaluationReport::writeRows(out, results, timings);
        break;
    case Table::Summary:
        core::EvaluationReport::writeSummary(
            out, core::EvaluationSummary::report(results, core::MeasureSet()), timings);
        break;
    case Table::Markdown:
        core::EvaluationReport::writeSummaryMarkdown(
            out, core::EvaluationSummary::report(results, core::MeasureSet()), timings);
        break;
    }
    return out.str();
}

} // namespace

Q_DECLARE_METATYPE(Table)

class TestEvaluationReport : public QObject
{
    Q_OBJECT

private slots:
    void rowsPerDocumentExtractorMeasure();
    void floorsRoundDown();
    void markdownTable();
    void markdownMarksExternalTimes();
    void summaryWithPageTypes();
    void timingsOnlyWhenAsked_data();
    void timingsOnlyWhenAsked();
    void metadataTables();
    void metadataRows();
};

void TestEvaluationReport::rowsPerDocumentExtractorMeasure()
{
    core::EvaluationResults results;
    results.documents = {"page"};
    results.extractors = {"plain"};
    core::EvaluationRow row;
    row.htmlBytes = 2000;
    row.seconds = 0.001;
    row.scores.fill({0.25, 1.0, 0.4});
    results.rows = {row};
    std::ostringstream out;
    core::EvaluationReport::writeRows(out, results, kTimed);
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + int(core::kMeasureCount));
    QCOMPARE(lines[0], QStringLiteral("document\textractor\tmeasure\tprecision\trecall\tf1\t"
                                      "seconds_per_kb\tpage_type\ttp\tfp\tfn\ttn\taccuracy"));
    // 0.001 s over 2 kB = 0.0005 s/kB; no page type, counts 0; no tn or accuracy for a
    // page-mean measure.
    QCOMPARE(lines[1], QStringLiteral("page\tplain\tcharacters\t0.250000\t1.000000\t0.400000\t"
                                      "0.0005\t\t0\t0\t0\t\t"));
    QVERIFY(lines[6].startsWith("page\tplain\tlcsequence\t"));
    // The snippet measure has true negatives and an accuracy.
    QVERIFY2(lines[9].startsWith("page\tplain\tsnippets\t") && lines[9].endsWith("\t0\t0.000000"),
             qPrintable(lines[9]));

    // A measure that does not apply to the document has no row.
    results.rows[0].scores[size_t(core::Measure::Snippets)] = core::Score::notApplicable();
    std::ostringstream fewer;
    core::EvaluationReport::writeRows(fewer, results, kTimed);
    QCOMPARE(QString::fromStdString(fewer.str()).split('\n', Qt::SkipEmptyParts).size(),
             int(core::kMeasureCount));
}

void TestEvaluationReport::floorsRoundDown()
{
    core::SummaryRow r;
    r.extractor = "plain";
    r.measure = core::Measure::WordSequence;
    r.f1 = 0.80949;
    r.documents = 3;
    // Rows that scored no document, and page-type rows, pin nothing.
    core::SummaryRow none = r;
    none.measure = core::Measure::Snippets;
    none.documents = 0;
    core::SummaryRow typed = r;
    typed.pageType = "article";
    std::ostringstream out;
    core::EvaluationReport::writeFloors(out, {r, none, typed}, "0123456789abcdef");
    QStringList lines;
    for (const QString &line : QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts))
        if (!line.startsWith('#'))
            lines << line;
    // 0.80949 rounds down to 0.809, never up: a floor must not exceed the value it pins.
    QCOMPARE(lines, (QStringList{"corpus\t0123456789abcdef", "plain\tword-sequence\t0.809"}));
}

void TestEvaluationReport::markdownTable()
{
    core::SummaryRow r;
    r.extractor = "plain";
    r.measure = core::Measure::LcString;
    r.documents = 130;
    r.precision = 0.62064;
    r.recall = 0.81336;
    r.f1 = 0.67659;
    r.f1StdDev = 0.30314;
    r.secondsPerKb = 1.397e-6;
    std::ostringstream out;
    core::EvaluationReport::writeSummaryMarkdown(out, {r}, kTimed);
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(
        lines[2],
        QStringLiteral("| plain | lcstring | 130 | 0.621 | 0.813 | 0.677 | 0.303 | 1.397e-06 |"));
}

void TestEvaluationReport::markdownMarksExternalTimes()
{
    // An external extractor's time includes its process: marked, and explained once.
    core::SummaryRow builtIn, external;
    builtIn.extractor = "plain";
    builtIn.secondsPerKb = 1e-6;
    external.extractor = "ext:readability-lxml";
    external.secondsPerKb = 0.01;
    std::ostringstream out;
    core::EvaluationReport::writeSummaryMarkdown(out, {builtIn, external}, kTimed);
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[2].endsWith("| 1e-06 |"));
    QVERIFY(lines[3].endsWith("| 0.01 † |"));
    QVERIFY(lines[4].startsWith("† external program: its seconds per kB include starting"));

    // With page types, the mark's explanation comes under the page-type table.
    core::SummaryRow typed = external;
    typed.pageType = "article";
    std::ostringstream md;
    core::EvaluationReport::writeSummaryMarkdown(md, {builtIn, external, typed}, kTimed);
    const QStringList both = QString::fromStdString(md.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(both.size(), 4 + 2 + 2 + 1);
    QCOMPARE(both[4], QStringLiteral("| extractor | measure | all (0) | article (0) |"));
    QVERIFY(both[7].startsWith("| ext:readability-lxml | "));
    QVERIFY(both[8].startsWith("† external program: its seconds per kB include starting"));
}

void TestEvaluationReport::summaryWithPageTypes()
{
    core::SummaryRow all;
    all.extractor = "plain";
    all.measure = core::Measure::Snippets;
    all.documents = 4;
    all.skipped = 1;
    all.precision = 0.5;
    all.recall = 0.75;
    all.f1 = 0.6;
    all.accuracy = 0.625;
    all.withFound = 0.75;
    all.withoutFound = 0.5;
    core::SummaryRow article = all;
    article.pageType = "article";
    article.documents = 3;
    article.f1 = 0.8;
    article.withoutFound.reset();

    std::ostringstream tsv;
    core::EvaluationReport::writeSummary(tsv, {all, article}, kTimed);
    const QStringList lines = QString::fromStdString(tsv.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0],
             QStringLiteral("extractor\tmeasure\tdocuments\tprecision\trecall\tf1\tf1_sd\t"
                            "seconds_per_kb\tpage_type\tskipped\taccuracy\twith_found\t"
                            "without_found"));
    QCOMPARE(lines[1], QStringLiteral("plain\tsnippets\t4\t0.5000\t0.7500\t0.6000\t0.0000\t0\tall\t"
                                      "1\t0.6250\t0.7500\t0.5000"));
    // A figure the rows do not have is an empty cell.
    QVERIFY(lines[2].startsWith("plain\tsnippets\t3\t"));
    QVERIFY(lines[2].endsWith("\tarticle\t1\t0.6250\t0.7500\t"));

    std::ostringstream md;
    core::EvaluationReport::writeSummaryMarkdown(md, {all, article}, kTimed);
    const QStringList table = QString::fromStdString(md.str()).split('\n', Qt::SkipEmptyParts);
    // The overall table with the extra columns, then F1 by page type.
    QCOMPARE(table.size(), 3 + 3);
    QVERIFY(table[0].contains("| accuracy | with found | without found |"));
    QCOMPARE(table[2], QStringLiteral("| plain | snippets | 4 | 0.500 | 0.750 | 0.600 | 0.000 | "
                                      "0.625 | 0.750 | 0.500 | 0 |"));
    QCOMPARE(table[3], QStringLiteral("| extractor | measure | all (4) | article (3) |"));
    QCOMPARE(table[5], QStringLiteral("| plain | snippets | 0.600 | 0.800 |"));
}

void TestEvaluationReport::timingsOnlyWhenAsked_data()
{
    QTest::addColumn<Table>("which");
    QTest::addColumn<Timings>("timings");
    QTest::addColumn<bool>("differ"); // whether two runs' different times show
    QTest::newRow("rows") << Table::Rows << Timings::Omitted << false;
    QTest::newRow("rows, timed") << Table::Rows << Timings::Included << true;
    QTest::newRow("summary") << Table::Summary << Timings::Omitted << false;
    QTest::newRow("summary, timed") << Table::Summary << Timings::Included << true;
    QTest::newRow("markdown") << Table::Markdown << Timings::Omitted << false;
    QTest::newRow("markdown, timed") << Table::Markdown << Timings::Included << true;
}

// Runs that took different times give the same table unless timings are asked for; without
// them the TSV keeps its seconds_per_kb column empty and Markdown has no s/kB column and no
// note on external programs' times.
void TestEvaluationReport::timingsOnlyWhenAsked()
{
    QFETCH(Table, which);
    QFETCH(Timings, timings);
    QFETCH(bool, differ);
    const std::string fast = table(which, timings, 0.001), slow = table(which, timings, 0.5);
    QCOMPARE(fast != slow, differ);
    const QStringList lines = QString::fromStdString(fast).split('\n', Qt::SkipEmptyParts);
    if (which == Table::Markdown) {
        QCOMPARE(lines[0].endsWith(" s/kB |"), differ);
        QCOMPARE(fast.find("external program") != std::string::npos, differ);
        return;
    }
    const qsizetype column = lines[0].split('\t').indexOf("seconds_per_kb");
    QVERIFY(column > 0);
    for (const QString &line : lines.mid(1))
        QCOMPARE(line.split('\t')[column].isEmpty(), !differ);
}

// The metadata summary as TSV and Markdown: the date row has its predicted count and
// precision, the others leave them empty.
void TestEvaluationReport::metadataTables()
{
    MetadataRows rows = {{"boilerscope", "title", "", 1497, 0.93456},
                         {"boilerscope", "date", "", 782, 0.8567, 700, 0.957},
                         {"boilerscope", "title", "forum", 113, 0.8}};
    std::ostringstream tsv;
    core::EvaluationReport::writeMetadataSummary(tsv, rows);
    QCOMPARE(QString::fromStdString(tsv.str()),
             QStringLiteral("extractor\tfield\tdocuments\tscore\tpredicted\tprecision\tpage_type\n"
                            "boilerscope\ttitle\t1497\t0.9346\t\t\tall\n"
                            "boilerscope\tdate\t782\t0.8567\t700\t0.9570\tall\n"
                            "boilerscope\ttitle\t113\t0.8000\t\t\tforum\n"));
    std::ostringstream md;
    core::EvaluationReport::writeMetadataMarkdown(md, rows);
    const QStringList lines = QString::fromStdString(md.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 8);
    QCOMPARE(lines[2], QStringLiteral("| boilerscope | title | 1497 | 0.935 |  |  |"));
    QCOMPARE(lines[3], QStringLiteral("| boilerscope | date | 782 | 0.857 | 700 | 0.957 |"));
    QCOMPARE(lines[4], QStringLiteral("| extractor | metadata | all | forum |"));
    QCOMPARE(lines[6], QStringLiteral("| boilerscope | title | 0.935 (1497) | 0.800 (113) |"));
    QCOMPARE(lines[7], QStringLiteral("| boilerscope | date | 0.857 (782) | – |"));
    std::ostringstream none;
    core::EvaluationReport::writeMetadataMarkdown(none, {});
    QVERIFY(none.str().empty());
}

// The metadata per document: a row for each field the gold has, the date's score 1 or 0 on the
// gold day and empty without a gold day; a program that returned no metadata has no rows; a
// predicted value stays on its line.
void TestEvaluationReport::metadataRows()
{
    core::EvaluationResults results;
    results.documents = {"a", "b"};
    results.pageTypes = {"forum", ""};
    core::MetadataRow ours;
    ours.extractor = "boilerscope";
    ours.scores.title = "Thread:\tNew\nrules";
    ours.scores.titleF1 = 0.5;
    ours.scores.authors = "Ann Lee";
    ours.scores.authorF1 = 1.0;
    ours.scores.published = "2024-01-02";
    ours.scores.goldDated = ours.scores.predictedDated = true;
    core::MetadataRow silent;
    silent.extractor = "ext:echo";
    silent.given = false;
    silent.scores.titleF1 = 0.0;
    core::MetadataRow undated;
    undated.document = 1;
    undated.extractor = "boilerscope";
    undated.scores.published = "2020-05-05";
    undated.scores.predictedDated = true;
    undated.scores.siteName = "Example";
    undated.scores.siteF1 = 0.25;
    results.metadata = {ours, silent, undated};
    std::ostringstream out;
    core::EvaluationReport::writeMetadataRows(out, results);
    QCOMPARE(QString::fromStdString(out.str()),
             QStringLiteral("document\textractor\tfield\tpredicted\tscore\tpage_type\n"
                            "a\tboilerscope\ttitle\tThread: New rules\t0.500000\tforum\n"
                            "a\tboilerscope\tauthor\tAnn Lee\t1.000000\tforum\n"
                            "a\tboilerscope\tdate\t2024-01-02\t0.000000\tforum\n"
                            "b\tboilerscope\tdate\t2020-05-05\t\t\n"
                            "b\tboilerscope\tsite_name\tExample\t0.250000\t\n"));
}

QTEST_APPLESS_MAIN(TestEvaluationReport)
#include "tst_evaluationreport.moc"
