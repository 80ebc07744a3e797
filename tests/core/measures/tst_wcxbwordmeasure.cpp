#include <measures/wcxbwordmeasure.h>

#include "referencewords.h"

#include <QMap>
#include <QTest>

namespace {

// WCXB's scoring as its README states it, written plainly: lower-case, \w+ tokens, bag overlap.
double referenceF1(const QString &gold, const QString &extracted)
{
    QMap<QString, int> g, e;
    int gn = 0, en = 0;
    for (const QString &t : referencewords::tokens(gold.toLower()))
        ++g[t], ++gn;
    for (const QString &t : referencewords::tokens(extracted.toLower()))
        ++e[t], ++en;
    if (gn == 0)
        return en == 0 ? 1 : 0;
    int overlap = 0;
    for (auto it = e.begin(); it != e.end(); ++it)
        overlap += std::min(it.value(), g.value(it.key()));
    if (overlap == 0)
        return 0;
    const double p = double(overlap) / en, r = double(overlap) / gn;
    return 2 * p * r / (p + r);
}

} // namespace

class TestWcxbWordMeasure : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void matchesReference();
};

void TestWcxbWordMeasure::pages_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("extracted");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    QTest::addColumn<double>("f1");

    // {the, cat, sat} against {the, cat}: P 1, R 2/3, F1 0.8; case and punctuation do not count.
    QTest::newRow("subset") << "The cat sat."
                            << "the CAT" << 1.0 << 2 / 3.0 << 0.8;
    // Bags: gold a2 b1, extracted a1 b3: overlap 1 + 1 = 2; P 2/4, R 2/3, F1 4/7.
    QTest::newRow("bag counts") << "a a b"
                                << "a, b b b" << 0.5 << 2 / 3.0 << 4 / 7.0;
    // Unicode lower-casing: "été straße" against "été strasse": 1 of 2 each.
    QTest::newRow("unicode case") << "ÉTÉ Straße"
                                  << "été STRASSE" << 0.5 << 0.5 << 0.5;
    // Python's final sigma: "ΟΔΟΣ" lower-cases to "οδος".
    QTest::newRow("final sigma") << "ΟΔΟΣ"
                                 << "οδος" << 1.0 << 1.0 << 1.0;
    // An empty reference scores 1 only for an empty prediction.
    QTest::newRow("both empty") << ""
                                << " - " << 1.0 << 1.0 << 1.0;
    QTest::newRow("empty reference") << ""
                                     << "x" << 0.0 << 0.0 << 0.0;
    QTest::newRow("empty prediction") << "a"
                                      << "" << 0.0 << 0.0 << 0.0;
}

void TestWcxbWordMeasure::pages()
{
    QFETCH(QString, gold);
    QFETCH(QString, extracted);
    QFETCH(double, precision);
    QFETCH(double, recall);
    QFETCH(double, f1);
    const core::Score s = core::WcxbWordMeasure(gold.toStdString()).score(extracted.toStdString());
    QCOMPARE(s.precision, precision);
    QCOMPARE(s.recall, recall);
    QCOMPARE(s.f1, f1);
}

void TestWcxbWordMeasure::matchesReference()
{
    QRandomGenerator random(11);
    for (int i = 0; i < 1500; ++i) {
        const QString gold = i % 2 ? referencewords::randomText(random, 25)
                                   : referencewords::randomWords(random, 15);
        const QString extracted = i % 3 ? referencewords::randomText(random, 25)
                                        : referencewords::randomWords(random, 15);
        const double got =
            core::WcxbWordMeasure(gold.toStdString()).score(extracted.toStdString()).f1;
        QVERIFY2(qFuzzyCompare(1 + got, 1 + referenceF1(gold, extracted)),
                 (gold + " | " + extracted).toUtf8());
    }
}

QTEST_APPLESS_MAIN(TestWcxbWordMeasure)
#include "tst_wcxbwordmeasure.moc"
