#include <eval/evaluationreport.h>

#include <QTest>

#include <sstream>

class TestEvaluationReport : public QObject
{
    Q_OBJECT

private slots:
    void rowsPerDocumentExtractorMeasure();
    void floorsRoundDown();
    void markdownTable();
    void markdownMarksExternalTimes();
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
    core::EvaluationReport::writeRows(out, results);
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + int(core::kMeasureCount));
    QCOMPARE(lines[0], QStringLiteral("document\textractor\tmeasure\tprecision\trecall\tf1\t"
                                      "seconds_per_kb"));
    // 0.001 s over 2 kB = 0.0005 s/kB.
    QCOMPARE(lines[1], QStringLiteral("page\tplain\tcharacters\t0.250000\t1.000000\t0.400000\t"
                                      "0.0005"));
    QVERIFY(lines[6].startsWith("page\tplain\tlcsequence\t"));
}

void TestEvaluationReport::floorsRoundDown()
{
    core::SummaryRow r;
    r.extractor = "plain";
    r.measure = core::Measure::WordSequence;
    r.f1 = 0.80949;
    std::ostringstream out;
    core::EvaluationReport::writeFloors(out, {r}, "0123456789abcdef");
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
    core::EvaluationReport::writeSummaryMarkdown(out, {r});
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
    core::EvaluationReport::writeSummaryMarkdown(out, {builtIn, external});
    const QStringList lines = QString::fromStdString(out.str()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QVERIFY(lines[2].endsWith("| 1e-06 |"));
    QVERIFY(lines[3].endsWith("| 0.01 † |"));
    QVERIFY(lines[4].startsWith("† external program: its seconds per kB include starting"));
}

QTEST_APPLESS_MAIN(TestEvaluationReport)
#include "tst_evaluationreport.moc"
