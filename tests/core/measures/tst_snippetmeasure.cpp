#include <measures/snippetmeasure.h>

#include "referencewords.h"

#include <QTest>

namespace {

std::vector<std::string> toStd(const QStringList &list)
{
    std::vector<std::string> out;
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

} // namespace

class TestSnippetMeasure : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void noSnippetsDoesNotApply();
    void matchesReference();
    void summedCounts_data();
    void summedCounts();
};

void TestSnippetMeasure::pages_data()
{
    QTest::addColumn<QStringList>("with");
    QTest::addColumn<QStringList>("without");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<double>>("counts");  // tp, fp, fn, tn
    QTest::addColumn<QList<double>>("figures"); // precision, recall, f1, accuracy
    QTest::addColumn<bool>("caseSensitive");    // as trafilatura compares; else as WCXB

    // Case and white space do not matter.
    QTest::newRow("found, not found")
        << QStringList{"Hello World"} << QStringList{"Login"} << "hello   world\nmore"
        << QList<double>{1, 0, 0, 1} << QList<double>{1, 1, 1, 1} << false;
    // trafilatura's: case matters, white space does not.
    QTest::newRow("case-sensitive, other case")
        << QStringList{"Hello World"} << QStringList{"Login"} << "hello world. LOGIN"
        << QList<double>{0, 0, 1, 1} << QList<double>{0, 0, 0, 0.5} << true;
    QTest::newRow("case-sensitive, same case")
        << QStringList{"Hello World"} << QStringList{"Login"} << "Hello\n World. Login"
        << QList<double>{1, 1, 0, 0} << QList<double>{0.5, 1, 2 / 3.0, 0.5} << true;
    // Python's str.split(): a no-break space is white space, a zero-width space is not; a
    // snippet's ends are trimmed.
    QTest::newRow("no-break space")
        << QStringList{QStringLiteral(" a\u00a0b ")} << QStringList{QStringLiteral("c\u200bd")}
        << "a b c d" << QList<double>{1, 0, 0, 1} << QList<double>{1, 1, 1, 1} << false;
    // A `without` snippet found: P 1/2, F1 2/(2+1), accuracy 1/2.
    QTest::newRow("boilerplate kept")
        << QStringList{"Hello World"} << QStringList{"Login"} << "Hello World. LOGIN here"
        << QList<double>{1, 1, 0, 0} << QList<double>{0.5, 1, 2 / 3.0, 0.5} << false;
    QTest::newRow("snippet white space")
        << QStringList{"a\n  b"} << QStringList{} << "A B" << QList<double>{1, 0, 0, 0}
        << QList<double>{1, 1, 1, 1} << false;
    // Substrings, not words, as in trafilatura: "bobcat sat" holds "cat sat".
    QTest::newRow("substring") << QStringList{"cat sat"} << QStringList{} << "bobcat sat"
                               << QList<double>{1, 0, 0, 0} << QList<double>{1, 1, 1, 1} << false;
    // Nothing to find and nothing wrong: the ratios over nothing are 1.
    QTest::newRow("only without, clean")
        << QStringList{} << QStringList{"x"} << "y" << QList<double>{0, 0, 0, 1}
        << QList<double>{1, 1, 1, 1} << false;
    QTest::newRow("only without, found")
        << QStringList{} << QStringList{"x"} << "x" << QList<double>{0, 1, 0, 0}
        << QList<double>{0, 0, 0, 0} << false;
    // An empty snippet would match anything: not counted. "a" is missed: P over nothing with a
    // miss is 0.
    QTest::newRow("empty snippet ignored")
        << QStringList{"  ", "a"} << QStringList{} << "" << QList<double>{0, 0, 1, 0}
        << QList<double>{0, 0, 0, 0} << false;
}

void TestSnippetMeasure::pages()
{
    QFETCH(QStringList, with);
    QFETCH(QStringList, without);
    QFETCH(QString, text);
    QFETCH(QList<double>, counts);
    QFETCH(QList<double>, figures);
    QFETCH(bool, caseSensitive);
    const core::Score s =
        core::SnippetMeasure(toStd(with), toStd(without), caseSensitive).score(text.toStdString());
    QVERIFY(s.applies);
    QCOMPARE((QList<double>{s.tp, s.fp, s.fn, s.tn}), counts);
    QCOMPARE((QList<double>{s.precision, s.recall, s.f1, s.accuracy}), figures);
}

void TestSnippetMeasure::noSnippetsDoesNotApply()
{
    const core::SnippetMeasure none({}, {" "});
    QVERIFY(!none.applies());
    QVERIFY(!none.score("anything").applies);
}

void TestSnippetMeasure::matchesReference()
{
    // The checks written plainly: both sides simplified and, for WCXB's, lower-cased, then
    // substring tests.
    QRandomGenerator random(5);
    for (int i = 0; i < 3000; ++i) {
        const bool caseSensitive = i % 2;
        const auto folded = [&](const QString &s) {
            return caseSensitive ? s.simplified() : s.simplified().toLower();
        };
        QStringList with, without;
        for (int n = int(random.bounded(4)); n > 0; --n)
            with << referencewords::randomWords(random, 3);
        for (int n = int(random.bounded(4)); n > 0; --n)
            without << referencewords::randomWords(random, 3);
        const QString text = referencewords::randomWords(random, 20);
        const QString haystack = folded(text);
        double tp = 0, fp = 0, fn = 0, tn = 0;
        for (const QString &s : with) {
            if (s.simplified().isEmpty())
                continue;
            haystack.contains(folded(s)) ? ++tp : ++fn;
        }
        for (const QString &s : without) {
            if (s.simplified().isEmpty())
                continue;
            haystack.contains(folded(s)) ? ++fp : ++tn;
        }
        const core::SnippetMeasure measure(toStd(with), toStd(without), caseSensitive);
        QCOMPARE(measure.applies(), tp + fp + fn + tn > 0);
        if (!measure.applies())
            continue;
        const core::Score s = measure.score(text.toStdString());
        QCOMPARE((QList<double>{s.tp, s.fp, s.fn, s.tn}), (QList<double>{tp, fp, fn, tn}));
    }
}

void TestSnippetMeasure::summedCounts_data()
{
    QTest::addColumn<QList<double>>("counts");  // tp, fp, fn, tn summed over the pages
    QTest::addColumn<QList<double>>("figures"); // precision, recall, f1, accuracy

    // trafilatura's calculate_scores: P = TP/(TP+FP), R = TP/(TP+FN), F1 = 2PR/(P+R),
    // accuracy = (TP+TN)/all.
    const double p = 6 / 8.0, r = 6 / 9.0;
    QTest::newRow("counts") << QList<double>{6, 2, 3, 8}
                            << QList<double>{p, r, 2 * p * r / (p + r), (6 + 8) / 19.0};
    // A ratio over nothing is 0 there.
    QTest::newRow("nothing") << QList<double>{0, 0, 0, 0} << QList<double>{0, 0, 0, 0};
    QTest::newRow("nothing found, nothing wrong")
        << QList<double>{0, 0, 0, 3} << QList<double>{0, 0, 0, 1};
    QTest::newRow("every with missed") << QList<double>{0, 0, 4, 1} << QList<double>{0, 0, 0, 0.2};
}

void TestSnippetMeasure::summedCounts()
{
    QFETCH(QList<double>, counts);
    QFETCH(QList<double>, figures);
    const core::Score s =
        core::SnippetMeasure::fromSummedCounts(counts[0], counts[1], counts[2], counts[3]);
    QCOMPARE((QList<double>{s.tp, s.fp, s.fn, s.tn}), counts);
    const QList<double> got{s.precision, s.recall, s.f1, s.accuracy};
    for (int k = 0; k < 4; ++k)
        QVERIFY2(qAbs(got[k] - figures[k]) < 1e-12, qPrintable(QString::number(k)));
}

QTEST_APPLESS_MAIN(TestSnippetMeasure)
#include "tst_snippetmeasure.moc"
