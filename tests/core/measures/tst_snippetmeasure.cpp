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
};

void TestSnippetMeasure::pages_data()
{
    QTest::addColumn<QStringList>("with");
    QTest::addColumn<QStringList>("without");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<double>>("counts");  // tp, fp, fn, tn
    QTest::addColumn<QList<double>>("figures"); // precision, recall, f1, accuracy

    // Case and white space do not matter.
    QTest::newRow("found, not found")
        << QStringList{"Hello World"} << QStringList{"Login"} << "hello   world\nmore"
        << QList<double>{1, 0, 0, 1} << QList<double>{1, 1, 1, 1};
    // A `without` snippet found: P 1/2, F1 2/(2+1), accuracy 1/2.
    QTest::newRow("boilerplate kept")
        << QStringList{"Hello World"} << QStringList{"Login"} << "Hello World. LOGIN here"
        << QList<double>{1, 1, 0, 0} << QList<double>{0.5, 1, 2 / 3.0, 0.5};
    QTest::newRow("snippet white space") << QStringList{"a\n  b"} << QStringList{} << "A B"
                                         << QList<double>{1, 0, 0, 0} << QList<double>{1, 1, 1, 1};
    // Substrings, not words, as in trafilatura: "bobcat sat" holds "cat sat".
    QTest::newRow("substring") << QStringList{"cat sat"} << QStringList{} << "bobcat sat"
                               << QList<double>{1, 0, 0, 0} << QList<double>{1, 1, 1, 1};
    // Nothing to find and nothing wrong: the ratios over nothing are 1.
    QTest::newRow("only without, clean") << QStringList{} << QStringList{"x"} << "y"
                                         << QList<double>{0, 0, 0, 1} << QList<double>{1, 1, 1, 1};
    QTest::newRow("only without, found") << QStringList{} << QStringList{"x"} << "x"
                                         << QList<double>{0, 1, 0, 0} << QList<double>{0, 0, 0, 0};
    // An empty snippet would match anything: not counted. "a" is missed: P over nothing with a
    // miss is 0.
    QTest::newRow("empty snippet ignored")
        << QStringList{"  ", "a"} << QStringList{} << "" << QList<double>{0, 0, 1, 0}
        << QList<double>{0, 0, 0, 0};
}

void TestSnippetMeasure::pages()
{
    QFETCH(QStringList, with);
    QFETCH(QStringList, without);
    QFETCH(QString, text);
    QFETCH(QList<double>, counts);
    QFETCH(QList<double>, figures);
    const core::Score s =
        core::SnippetMeasure(toStd(with), toStd(without)).score(text.toStdString());
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
    // trafilatura's evaluate_result, written plainly: both sides simplified and lower-cased,
    // then substring tests.
    QRandomGenerator random(5);
    for (int i = 0; i < 1500; ++i) {
        QStringList with, without;
        for (int n = int(random.bounded(4)); n > 0; --n)
            with << referencewords::randomWords(random, 3);
        for (int n = int(random.bounded(4)); n > 0; --n)
            without << referencewords::randomWords(random, 3);
        const QString text = referencewords::randomWords(random, 20);
        const QString haystack = text.simplified().toLower();
        double tp = 0, fp = 0, fn = 0, tn = 0;
        for (const QString &s : with) {
            if (s.simplified().isEmpty())
                continue;
            haystack.contains(s.simplified().toLower()) ? ++tp : ++fn;
        }
        for (const QString &s : without) {
            if (s.simplified().isEmpty())
                continue;
            haystack.contains(s.simplified().toLower()) ? ++fp : ++tn;
        }
        const core::SnippetMeasure measure(toStd(with), toStd(without));
        QCOMPARE(measure.applies(), tp + fp + fn + tn > 0);
        if (!measure.applies())
            continue;
        const core::Score s = measure.score(text.toStdString());
        QCOMPARE((QList<double>{s.tp, s.fp, s.fn, s.tn}), (QList<double>{tp, fp, fn, tn}));
    }
}

QTEST_APPLESS_MAIN(TestSnippetMeasure)
#include "tst_snippetmeasure.moc"
