#include <measures/textmetrics.h>

#include <QTest>

using core::Measure;

class TestTextMetrics : public QObject
{
    Q_OBJECT

private slots:
    void measures_data();
    void measures();
    void words_data();
    void words();
    void preparedGoldIsReusable();
    void measureNamesRoundTrip();
};

void TestTextMetrics::measures_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("extracted");
    QTest::addColumn<QString>("measure");
    QTest::addColumn<double>("precision");
    QTest::addColumn<double>("recall");
    QTest::addColumn<double>("f1");

    // Gold "  The  cat\n\nsat. " normalises to "The cat sat." (12 code points, 3 words, no-space
    // form "Thecatsat." = 10); "The cat" has 7 code points, 2 words, no-space 6. Everything
    // extracted is in the gold, so precision is 1 throughout.
    const QString g1 = QStringLiteral("  The  cat\n\nsat. "), e1 = QStringLiteral("The cat");
    // characters: LCS 7; R = 7/12; F1 = 2·7/12 / (1 + 7/12) = 14/19.
    QTest::newRow("prefix, characters") << g1 << e1 << "characters" << 1.0 << 7 / 12.0 << 14 / 19.0;
    // words: 2 of 3; F1 = 2·2/3 / (5/3) = 0.8, for sequence, bag and set alike.
    QTest::newRow("prefix, word-sequence") << g1 << e1 << "word-sequence" << 1.0 << 2 / 3.0 << 0.8;
    QTest::newRow("prefix, bag-of-words") << g1 << e1 << "bag-of-words" << 1.0 << 2 / 3.0 << 0.8;
    QTest::newRow("prefix, set-of-words") << g1 << e1 << "set-of-words" << 1.0 << 2 / 3.0 << 0.8;
    // Spaces ignored: 6 of 10; F1 = 2·0.6 / 1.6 = 0.75.
    QTest::newRow("prefix, lcstring") << g1 << e1 << "lcstring" << 1.0 << 0.6 << 0.75;
    QTest::newRow("prefix, lcsequence") << g1 << e1 << "lcsequence" << 1.0 << 0.6 << 0.75;

    // The measures part ways on reordered words. Gold "a b c a", extracted "c a b b".
    const QString g2 = QStringLiteral("a b c a"), e2 = QStringLiteral("c a b b");
    // characters (7 each): "a b " is common (gold 1-4, extracted 3-6) and nothing follows it in
    // both; no 5-character subsequence exists: 4/7.
    QTest::newRow("reordered, characters")
        << g2 << e2 << "characters" << 4 / 7.0 << 4 / 7.0 << 4 / 7.0;
    // word sequence: "a b" or "c a", 2 of 4 each.
    QTest::newRow("reordered, word-sequence") << g2 << e2 << "word-sequence" << 0.5 << 0.5 << 0.5;
    // bag: gold a2 b1 c1, extracted a1 b2 c1; minima 1+1+1 = 3 of 4.
    QTest::newRow("reordered, bag-of-words") << g2 << e2 << "bag-of-words" << 0.75 << 0.75 << 0.75;
    // set: {a, b, c} on both sides.
    QTest::newRow("reordered, set-of-words") << g2 << e2 << "set-of-words" << 1.0 << 1.0 << 1.0;
    // "abca" vs "cabb": longest substrings "ab", "ca" = 2; subsequence "ab"/"ca" = 2: 2/4.
    QTest::newRow("reordered, lcstring") << g2 << e2 << "lcstring" << 0.5 << 0.5 << 0.5;
    QTest::newRow("reordered, lcsequence") << g2 << e2 << "lcsequence" << 0.5 << 0.5 << 0.5;

    // Extra words the gold lacks: gold "a", extracted "x x a".
    const QString g3 = QStringLiteral("a"), e3 = QStringLiteral("x x a");
    // characters: "a" of 5 code points: P = 1/5, R = 1, F1 = 0.4/1.2 = 1/3.
    QTest::newRow("extra words, characters") << g3 << e3 << "characters" << 0.2 << 1.0 << 1 / 3.0;
    // sequence and bag: 1 of 3 words: F1 = (2/3)/(4/3) = 0.5.
    QTest::newRow("extra words, word-sequence")
        << g3 << e3 << "word-sequence" << 1 / 3.0 << 1.0 << 0.5;
    QTest::newRow("extra words, bag-of-words")
        << g3 << e3 << "bag-of-words" << 1 / 3.0 << 1.0 << 0.5;
    // set: {x, a} against {a}: P = 1/2, F1 = 1/1.5 = 2/3.
    QTest::newRow("extra words, set-of-words")
        << g3 << e3 << "set-of-words" << 0.5 << 1.0 << 2 / 3.0;
    // "xxa" against "a": 1 of 3.
    QTest::newRow("extra words, lcstring") << g3 << e3 << "lcstring" << 1 / 3.0 << 1.0 << 0.5;

    // Case-sensitive code points: "Über straße" against "über Straße" (11 code points each).
    const QString g4 = QStringLiteral("Über straße"), e4 = QStringLiteral("über Straße");
    // characters: "ber " + "traße" = 9 of 11.
    QTest::newRow("case, characters")
        << g4 << e4 << "characters" << 9 / 11.0 << 9 / 11.0 << 9 / 11.0;
    // No word is equal.
    QTest::newRow("case, word-sequence") << g4 << e4 << "word-sequence" << 0.0 << 0.0 << 0.0;
    // "Überstraße" vs "überStraße" (10 each): substring "traße" = 5; subsequence
    // "ber" + "traße" = 8.
    QTest::newRow("case, lcstring") << g4 << e4 << "lcstring" << 0.5 << 0.5 << 0.5;
    QTest::newRow("case, lcsequence") << g4 << e4 << "lcsequence" << 0.8 << 0.8 << 0.8;

    // Empty texts (Score::fromCounts): nothing extracted scores 0, two empty texts agree.
    QTest::newRow("nothing extracted") << "x"
                                       << ""
                                       << "word-sequence" << 0.0 << 0.0 << 0.0;
    QTest::newRow("nothing extracted, chars") << "x"
                                              << ""
                                              << "characters" << 0.0 << 0.0 << 0.0;
    QTest::newRow("empty gold") << ""
                                << "y"
                                << "set-of-words" << 0.0 << 0.0 << 0.0;
    QTest::newRow("both empty") << " "
                                << "\n"
                                << "lcstring" << 1.0 << 1.0 << 1.0;
    QTest::newRow("both empty, bag") << ""
                                     << ""
                                     << "bag-of-words" << 1.0 << 1.0 << 1.0;

    // Other white space (tab, NBSP, ideographic space) counts as one space in the character
    // measure: both normalise to "a b c".
    QTest::newRow("unicode spaces")
        << QStringLiteral("a\tb\u00a0\u00a0c") << QStringLiteral("a\u3000b c") << "characters"
        << 1.0 << 1.0 << 1.0;
}

void TestTextMetrics::measures()
{
    QFETCH(QString, gold);
    QFETCH(QString, extracted);
    QFETCH(QString, measure);
    QFETCH(double, precision);
    QFETCH(double, recall);
    QFETCH(double, f1);
    const auto m = core::measureFromName(measure.toStdString());
    QVERIFY(m);
    const core::MeasureScores scores =
        core::TextMetrics::score(gold.toStdString(), extracted.toStdString());
    const core::Score &s = scores[static_cast<size_t>(*m)];
    QCOMPARE(s.precision, precision);
    QCOMPARE(s.recall, recall);
    QCOMPARE(s.f1, f1);
}

void TestTextMetrics::words_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("spaces only") << QStringLiteral(" \n\t ") << QStringList();
    QTest::newRow("punctuation stays")
        << QStringLiteral(" Hello, world! ") << QStringList{"Hello,", "world!"};
    QTest::newRow("nbsp separates")
        << QStringLiteral("a\u00a0b\u2009c") << QStringList{"a", "b", "c"};
    QTest::newRow("unicode words")
        << QStringLiteral("日本語 テキスト") << QStringList{"日本語", "テキスト"};
}

void TestTextMetrics::words()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    const std::string utf8 = text.toStdString();
    QStringList got;
    for (std::string_view w : core::TextMetrics::words(utf8))
        got << QString::fromUtf8(w.data(), static_cast<qsizetype>(w.size()));
    QCOMPARE(got, expected);
}

void TestTextMetrics::preparedGoldIsReusable()
{
    // One prepared gold, several extracted texts: the same as preparing it each time.
    const core::TextMetrics gold("the cat sat on the mat");
    for (const char *extracted : {"the cat", "mat the cat on the", "", "the cat sat on the mat"}) {
        const core::MeasureScores once = gold.score(extracted);
        const core::MeasureScores fresh =
            core::TextMetrics::score("the cat sat on the mat", extracted);
        for (size_t i = 0; i < core::kMeasureCount; ++i) {
            QCOMPARE(once[i].precision, fresh[i].precision);
            QCOMPARE(once[i].recall, fresh[i].recall);
        }
    }
    const core::MeasureScores same = gold.score("the cat sat on the mat");
    for (core::Measure m : core::kMeasures) {
        const core::Score &s = same[static_cast<size_t>(m)];
        // Every full-text measure applies; the snippet measure needs snippets (GoldScorer).
        QCOMPARE(s.applies, core::measureInfo(m).gold == core::MeasureInfo::Gold::Text);
        if (s.applies)
            QCOMPARE(s.f1, 1.0);
    }
}

void TestTextMetrics::measureNamesRoundTrip()
{
    for (core::Measure m : core::kMeasures)
        QCOMPARE(core::measureFromName(core::measureName(m)), std::optional<core::Measure>(m));
    QVERIFY(!core::measureFromName("chars"));
}

QTEST_APPLESS_MAIN(TestTextMetrics)
#include "tst_textmetrics.moc"
