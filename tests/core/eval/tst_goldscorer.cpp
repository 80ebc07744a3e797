#include <eval/goldscorer.h>

#include <QTest>

using core::Measure;

class TestGoldScorer : public QObject
{
    Q_OBJECT

private slots:
    void measuresFollowTheGold();
    void onlyTheMeasuresAskedFor();
};

void TestGoldScorer::measuresFollowTheGold()
{
    core::PackageDocument text;
    text.goldText = "Hello world";
    core::PackageDocument snippets;
    snippets.hasGoldText = false;
    snippets.snippets.with = {"hello"};
    core::PackageDocument both = text;
    both.snippets = snippets.snippets;

    for (const core::PackageDocument *doc : {&text, &snippets, &both}) {
        const core::MeasureScores scores = core::GoldScorer(*doc).score("Hello world");
        for (Measure m : core::kMeasures) {
            const bool full = core::measureInfo(m).gold == core::MeasureInfo::Gold::Text;
            const bool expected = full ? doc->hasGoldText : !doc->snippets.empty();
            QCOMPARE(scores[size_t(m)].applies, expected);
            // The extraction is the gold and holds the snippet: every applicable measure is 1.
            if (expected)
                QCOMPARE(scores[size_t(m)].f1, 1.0);
        }
    }
    // An empty gold text is a gold (WCXB has pages without main content): it applies.
    core::PackageDocument empty;
    QVERIFY(core::GoldScorer(empty).score("")[size_t(Measure::WcxbWordF1)].applies);
    QCOMPARE(core::GoldScorer(empty).score("x")[size_t(Measure::WcxbWordF1)].f1, 0.0);
}

void TestGoldScorer::onlyTheMeasuresAskedFor()
{
    core::MeasureSet which;
    which.set(size_t(Measure::ShingleF1));
    which.set(size_t(Measure::Snippets));
    const core::GoldScorer scorer(std::string("a b"), core::Snippets{{"b"}, {}}, which);
    const core::MeasureScores scores = scorer.score("a b");
    for (Measure m : core::kMeasures)
        QCOMPARE(scores[size_t(m)].applies, which.test(size_t(m)));
    // Only snippets asked for: the gold text is not even prepared, and the result is the same.
    core::MeasureSet snippets;
    snippets.set(size_t(Measure::Snippets));
    QCOMPARE(core::GoldScorer(std::string("a"), core::Snippets{{"b"}, {}}, snippets)
                 .score("b")[size_t(Measure::Snippets)]
                 .f1,
             1.0);
}

QTEST_APPLESS_MAIN(TestGoldScorer)
#include "tst_goldscorer.moc"
