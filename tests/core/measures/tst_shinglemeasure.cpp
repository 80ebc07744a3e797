#include <measures/shinglemeasure.h>

#include "referenceshingles.h"

#include <QTest>

class TestShingleMeasure : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void shingles();
    void matchesReference();
};

void TestShingleMeasure::pages_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("extracted");
    QTest::addColumn<double>("tp"); // normalised by TP+FP+FN
    QTest::addColumn<double>("fp");
    QTest::addColumn<double>("fn");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    QTest::addColumn<double>("f1");
    QTest::addColumn<double>("accuracy");

    // Gold: 5 tokens, shingles "a b c d" and "b c d e"; extracted: the first only. TP 1, FN 1
    // of 2: P = 1, R = 0.5, F1 = 2·0.5/1.5 = 2/3.
    QTest::newRow("prefix") << "a b c d e"
                            << "a b c d" << 0.5 << 0.0 << 0.5 << 1.0 << 0.5 << 2 / 3.0 << 0.0;
    // Fewer than 4 tokens: one shingle of all of them.
    QTest::newRow("short, equal") << "a b"
                                  << "a b" << 1.0 << 0.0 << 0.0 << 1.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("short, one more token")
        << "a b"
        << "a b c" << 0.0 << 0.5 << 0.5 << 0.0 << 0.0 << 0.0 << 0.0;
    // Case is kept: no shingle matches.
    QTest::newRow("case") << "The cat sat down"
                          << "the cat sat down" << 0.0 << 0.5 << 0.5 << 0.0 << 0.0 << 0.0 << 0.0;
    // Punctuation and white space are not tokens: the token sequences are equal.
    QTest::newRow("punctuation") << "Hello, world!\nFoo bar."
                                 << "Hello world Foo bar" << 1.0 << 0.0 << 0.0 << 1.0 << 1.0 << 1.0
                                 << 1.0;
    // Nothing extracted: TP = FP = 0, so precision 0 (evaluate.py's second rule), recall 0.
    QTest::newRow("nothing extracted") << "a b c d"
                                       << "" << 0.0 << 0.0 << 1.0 << 0.0 << 0.0 << 0.0 << 0.0;
    // Both without tokens: no shingle at all, FP = FN = 0, so 1; the (empty) sequences agree.
    QTest::newRow("both empty") << ""
                                << " ... " << 0.0 << 0.0 << 0.0 << 1.0 << 1.0 << 1.0 << 1.0;
    // Repeated shingles count: gold "a b c d a b c d" has 5 shingles, "a b c d" twice; the
    // extraction has it once. TP 1, FN 4 of 5: R = 0.2, F1 = 0.4/1.2.
    QTest::newRow("repeats") << "a b c d a b c d"
                             << "a b c d" << 0.2 << 0.0 << 0.8 << 1.0 << 0.2 << 1 / 3.0 << 0.0;
}

void TestShingleMeasure::pages()
{
    QFETCH(QString, gold);
    QFETCH(QString, extracted);
    QFETCH(double, tp);
    QFETCH(double, fp);
    QFETCH(double, fn);
    QFETCH(double, precision);
    QFETCH(double, recall);
    QFETCH(double, f1);
    QFETCH(double, accuracy);
    const core::Score s = core::ShingleMeasure(gold.toStdString()).score(extracted.toStdString());
    QVERIFY(s.applies);
    QCOMPARE(s.tp, tp);
    QCOMPARE(s.fp, fp);
    QCOMPARE(s.fn, fn);
    QCOMPARE(s.precision, precision);
    QCOMPARE(s.recall, recall);
    QCOMPARE(s.f1, f1);
    QCOMPARE(s.accuracy, accuracy);
}

void TestShingleMeasure::shingles()
{
    using V = std::vector<std::string>;
    QCOMPARE(core::ShingleMeasure::shingles({}), V{});
    QCOMPARE(core::ShingleMeasure::shingles({"a", "b"}), V{"a\x1f"
                                                           "b"});
    QCOMPARE(core::ShingleMeasure::shingles({"a", "b", "c", "d", "e"}), (V{"a\x1f"
                                                                           "b\x1f"
                                                                           "c\x1f"
                                                                           "d",
                                                                           "b\x1f"
                                                                           "c\x1f"
                                                                           "d\x1f"
                                                                           "e"}));
}

void TestShingleMeasure::matchesReference()
{
    QRandomGenerator random(4);
    for (int i = 0; i < 1500; ++i) {
        // Mostly few words, so that short texts (one shingle) and empty ones come up often.
        const int maxWords = i % 3 == 0 ? 3 : 25;
        const QString gold = referencewords::randomWords(random, maxWords);
        const QString extracted = i % 5 == 0 ? referencewords::randomText(random, 20)
                                             : referencewords::randomWords(random, maxWords);
        const referenceshingles::Page want = referenceshingles::page(gold, extracted);
        const core::Score got =
            core::ShingleMeasure(gold.toStdString()).score(extracted.toStdString());
        const QByteArray where = (gold + " | " + extracted).toUtf8();
        QVERIFY2(qFuzzyCompare(1 + got.tp, 1 + want.tp), where);
        QVERIFY2(qFuzzyCompare(1 + got.fp, 1 + want.fp), where);
        QVERIFY2(qFuzzyCompare(1 + got.fn, 1 + want.fn), where);
        QVERIFY2(qFuzzyCompare(1 + got.precision, 1 + want.precision), where);
        QVERIFY2(qFuzzyCompare(1 + got.recall, 1 + want.recall), where);
        QCOMPARE(got.accuracy, want.exact ? 1.0 : 0.0);
    }
}

QTEST_APPLESS_MAIN(TestShingleMeasure)
#include "tst_shinglemeasure.moc"
