// WordBag: the words of a text as a bag, and the bag-of-words F1 of two bags.

#include <measures/wordbag.h>

#include <QTest>

#include <string>
#include <vector>

using core::WordBag;

namespace {

std::vector<std::string> words(const QStringList &list)
{
    std::vector<std::string> out;
    for (const QString &w : list)
        out.push_back(w.toStdString());
    return out;
}

} // namespace

class TestWordBag : public QObject
{
    Q_OBJECT

private slots:
    void folded_data();
    void folded();
    void f1_data();
    void f1();
};

void TestWordBag::folded_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("white space collapsed")
        << u"  Bike \t Helmets\n"_qs << QStringList{u"bike"_qs, u"helmets"_qs};
    // Python's str.lower() of "İ" is "i" with a combining dot (U+0307), and Σ at a word's end
    // lower-cases to a final sigma.
    QTest::newRow("full case mapping")
        << u"İSTANBUL ΟΔΟΣ"_qs << QStringList{u"i\u0307stanbul"_qs, u"οδος"_qs};
    QTest::newRow("punctuation stays")
        << u"REI Co-op | Bikes"_qs << QStringList{u"rei"_qs, u"co-op"_qs, u"|"_qs, u"bikes"_qs};
}

void TestWordBag::folded()
{
    QFETCH(QString, text);
    QFETCH(QStringList, words);
    QCOMPARE(WordBag::folded(text.toStdString()), ::words(words));
}

void TestWordBag::f1_data()
{
    QTest::addColumn<QStringList>("a");
    QTest::addColumn<QStringList>("b");
    QTest::addColumn<int>("shared");
    QTest::addColumn<double>("f1");
    const QStringList x{u"a"_qs, u"b"_qs, u"b"_qs, u"c"_qs};
    // shared counts each word as often as it stands in both: b twice in x, once here.
    QTest::newRow("multiplicity") << x << QStringList{u"b"_qs, u"c"_qs, u"d"_qs} << 2
                                  << 2.0 * 2 / (4 + 3);
    QTest::newRow("same bag") << x << QStringList{u"c"_qs, u"b"_qs, u"a"_qs, u"b"_qs} << 4 << 1.0;
    QTest::newRow("nothing shared") << x << QStringList{u"z"_qs} << 0 << 0.0;
    QTest::newRow("one empty") << x << QStringList() << 0 << 0.0;
    QTest::newRow("both empty") << QStringList() << QStringList() << 0 << 0.0;
}

void TestWordBag::f1()
{
    QFETCH(QStringList, a);
    QFETCH(QStringList, b);
    QFETCH(int, shared);
    QFETCH(double, f1);
    QCOMPARE(WordBag::shared(words(a), words(b)), std::size_t(shared));
    QCOMPARE(WordBag::shared(words(b), words(a)), std::size_t(shared));
    QCOMPARE(WordBag::f1(words(a), words(b)), f1);
}

QTEST_APPLESS_MAIN(TestWordBag)
#include "tst_wordbag.moc"
