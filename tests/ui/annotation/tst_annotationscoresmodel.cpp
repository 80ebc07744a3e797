// ui::AnnotationScoresModel: one row per extractor and measure, values equal core::TextMetrics,
// consistent under QAbstractItemModelTester while gold and analysis change.
#include <annotation/annotationscoresmodel.h>

#include <document/documentloader.h>
#include <measures/textmetrics.h>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const ui::Analysis> analysis(const QStringList &ids, const QStringList &texts)
{
    auto a = std::make_shared<ui::Analysis>();
    auto r = core::DocumentLoader::loadBytes("<p>x</p>");
    a->document = std::make_shared<const core::Document>(std::move(*r.document));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        ui::ExtractorRun run;
        run.id = ids[i].toStdString();
        run.color = Qt::red;
        run.result.text = texts[i].toStdString();
        a->runs.push_back(std::move(run));
    }
    return a;
}

} // namespace

class TstAnnotationScoresModel : public QObject
{
    Q_OBJECT

private slots:
    void valuesEqualTextMetrics_data();
    void valuesEqualTextMetrics();
    void emptyWithoutAnalysis();
};

void TstAnnotationScoresModel::valuesEqualTextMetrics_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QStringList>("texts");
    QTest::newRow("two extractors")
        << u"one two three four"_s << QStringList{u"one two"_s, u"two three four five six"_s};
    QTest::newRow("empty gold") << QString() << QStringList{u"one"_s, QString()};
}

void TstAnnotationScoresModel::valuesEqualTextMetrics()
{
    QFETCH(QString, gold);
    QFETCH(QStringList, texts);
    ui::AnnotationScoresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList ids{u"a"_s, u"b"_s};
    model.setGold(u"placeholder"_s);
    model.setAnalysis(analysis(ids, texts));
    model.setGold(gold);
    QCOMPARE(model.rowCount(), int(2 * core::kMeasureCount));
    QCOMPARE(model.columnCount(), 5);
    for (int e = 0; e < 2; ++e) {
        const core::MeasureScores expected =
            core::TextMetrics::score(gold.toStdString(), texts[e].toStdString());
        for (size_t m = 0; m < core::kMeasureCount; ++m) {
            const int row = e * int(core::kMeasureCount) + int(m);
            QCOMPARE(model.index(row, 0).data(Qt::UserRole).toString(), ids[e]);
            QCOMPARE(model.index(row, 1).data().toString(),
                     QString::fromLatin1(core::measureName(core::kMeasures[m])));
            QCOMPARE(model.index(row, 2).data(Qt::UserRole).toDouble(), expected[m].precision);
            QCOMPARE(model.index(row, 3).data(Qt::UserRole).toDouble(), expected[m].recall);
            QCOMPARE(model.index(row, 4).data(Qt::UserRole).toDouble(), expected[m].f1);
            QCOMPARE(model.index(row, 4).data().toString(),
                     QString::number(expected[m].f1, 'f', 3));
        }
    }
    // "one two" against "one two three four" (set of words): 2 common of 2 extracted, 4 gold.
    if (!gold.isEmpty())
        QCOMPARE(model.scores(u"a"_s)->at(size_t(core::Measure::SetOfWords)).recall, 0.5);
}

void TstAnnotationScoresModel::emptyWithoutAnalysis()
{
    ui::AnnotationScoresModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setGold(u"text"_s);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.scores(u"a"_s));
    QCOMPARE(model.headerData(4, Qt::Horizontal).toString(), u"F1"_s);
}

QTEST_GUILESS_MAIN(TstAnnotationScoresModel)
#include "tst_annotationscoresmodel.moc"
