// MetadataScorer: predicted metadata against the gold, field by field.

#include <eval/metadatascorer.h>

#include <QTest>

using core::MetadataScorer;

class TestMetadataScorer : public QObject
{
    Q_OBJECT

private slots:
    void foldedWordF1_data();
    void foldedWordF1();
    void nameF1_data();
    void nameF1();
    void score_data();
    void score();
};

namespace {

double f1(double overlap, double predicted, double gold)
{
    const double p = overlap / predicted, r = overlap / gold;
    return 2 * p * r / (p + r);
}

} // namespace

void TestMetadataScorer::foldedWordF1_data()
{
    QTest::addColumn<QString>("predicted");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<double>("expected");
    QTest::newRow("equal but for case and spaces") << "The  Big DAY "
                                                   << "the big day" << 1.0;
    QTest::newRow("2 of 3 words") << "The Big Night"
                                  << "the big day" << f1(2, 3, 3);
    QTest::newRow("punctuation stays attached") << "Trends, 2024"
                                                << "Trends 2024" << f1(1, 2, 2);
    QTest::newRow("a site name too many") << "Machine learning | MIT Sloan"
                                          << "Machine learning" << f1(2, 5, 2);
    QTest::newRow("repeated words count once each") << "a a a"
                                                    << "a b" << f1(1, 3, 2);
    QTest::newRow("nothing predicted") << ""
                                       << "gold" << 0.0;
    QTest::newRow("folding is Unicode's") << "ÉTÉ À PARIS"
                                          << "été à paris" << 1.0;
}

void TestMetadataScorer::foldedWordF1()
{
    QFETCH(QString, predicted);
    QFETCH(QString, gold);
    QFETCH(double, expected);
    QCOMPARE(MetadataScorer::foldedWordF1(predicted.toStdString(), gold.toStdString()), expected);
}

void TestMetadataScorer::nameF1_data()
{
    QTest::addColumn<QString>("predicted");
    QTest::addColumn<QString>("gold");
    QTest::addColumn<double>("expected");
    QTest::newRow("commas and initials' dots do not count") << "Ann Lee, J. Smith"
                                                            << "ann lee j smith" << 1.0;
    QTest::newRow("one of two authors") << "Ann Lee"
                                        << "Ann Lee, Bo Chan" << f1(2, 2, 4);
    QTest::newRow("credentials are words of the gold")
        << "Dylan Bailey"
        << "Dylan Bailey, MS, RD, FAND" << f1(2, 2, 5);
    QTest::newRow("someone else") << "Desk Editor"
                                  << "Ann Lee" << 0.0;
}

void TestMetadataScorer::nameF1()
{
    QFETCH(QString, predicted);
    QFETCH(QString, gold);
    QFETCH(double, expected);
    QCOMPARE(MetadataScorer::nameF1(predicted.toStdString(), gold.toStdString()), expected);
}

void TestMetadataScorer::score_data()
{
    QTest::addColumn<QString>("predictedDay");
    QTest::addColumn<QString>("goldDate");
    QTest::addColumn<bool>("goldDated");
    QTest::addColumn<bool>("predictedDated");
    QTest::addColumn<bool>("sameDay");
    QTest::newRow("same day") << "2024-08-15"
                              << "2024-08-15" << true << true << true;
    QTest::newRow("gold with a time") << "2024-08-15"
                                      << "2024-08-15T23:00:00Z" << true << true << true;
    QTest::newRow("a day off") << "2024-08-16"
                               << "2024-08-15" << true << true << false;
    QTest::newRow("no prediction") << ""
                                   << "2024-08-15" << true << false << false;
    QTest::newRow("no gold day") << "2024-08-15"
                                 << "" << false << true << false;
    QTest::newRow("neither") << ""
                             << "" << false << false << false;
}

void TestMetadataScorer::score()
{
    QFETCH(QString, predictedDay);
    QFETCH(QString, goldDate);
    QFETCH(bool, goldDated);
    QFETCH(bool, predictedDated);
    QFETCH(bool, sameDay);
    core::Metadata predicted;
    predicted[core::MetadataField::Published].value = predictedDay.toStdString();
    predicted[core::MetadataField::Title].value = "A Title";
    core::DocumentMetadata gold;
    gold.published = goldDate.toStdString();
    gold.title = "a title";
    const core::MetadataScores s = MetadataScorer::score(predicted, gold);
    QCOMPARE(s.goldDated, goldDated);
    QCOMPARE(s.predictedDated, predictedDated);
    QCOMPARE(s.sameDay, sameDay);
    QCOMPARE(s.titleF1, std::optional<double>(1.0));
    // No gold author or site name: not scored.
    QVERIFY(!s.authorF1);
    QVERIFY(!s.siteF1);
    QCOMPARE(s.published, predictedDay.toStdString());
}

QTEST_APPLESS_MAIN(TestMetadataScorer)
#include "tst_metadatascorer.moc"
