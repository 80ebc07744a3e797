#include <extractors/consensus/articlebodyprofile.h>

#include <testpages.h>

#include <QStringList>
#include <QTest>

#include <cmath>
#include <string>

using core::ArticleBodyProfile;

namespace {

// The length of words joined by single spaces.
double joinedLength(const QStringList &words)
{
    return words.join(' ').size();
}

} // namespace

// The likeness of a heading to the title (Readability.js's _textSimilarity): 1 minus the share,
// by joined length, of the heading's words the title lacks.
class TestArticleBodyProfile : public QObject
{
    Q_OBJECT

private slots:
    void likeness_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("heading");
        // The heading's words, lower-cased, that the title lacks: the likeness is computed here.
        QTest::addColumn<QStringList>("headingWords");
        QTest::addColumn<QStringList>("lacking");
        QTest::newRow("the same") << "Council approves budget"
                                  << "Council approves budget"
                                  << QStringList{"council", "approves", "budget"} << QStringList{};
        QTest::newRow("the title with the site's name")
            << "Council approves budget | The Town Paper"
            << "Council Approves Budget!" << QStringList{"council", "approves", "budget"}
            << QStringList{};
        QTest::newRow("one word more")
            << "Council approves budget"
            << "Council approves new budget" << QStringList{"council", "approves", "new", "budget"}
            << QStringList{"new"};
        QTest::newRow("another heading")
            << "Council approves budget"
            << "Late night at the town hall"
            << QStringList{"late", "night", "at", "the", "town", "hall"}
            << QStringList{"late", "night", "at", "the", "town", "hall"};
        QTest::newRow("UTF-8 letters stay in words")
            << "Café reopens"
            << "Café reopens" << QStringList{"café", "reopens"} << QStringList{};
    }
    void likeness()
    {
        QFETCH(QString, title);
        QFETCH(QString, heading);
        QFETCH(QStringList, headingWords);
        QFETCH(QStringList, lacking);
        const double expected = 1 - joinedLength(lacking) / joinedLength(headingWords);
        // Lengths in bytes of UTF-8 on the profile's side; these rows' words are ASCII or equal.
        QVERIFY(std::fabs(ArticleBodyProfile::likeness(title.toStdString(), heading.toStdString()) -
                          expected) < 1e-12);
        QCOMPARE(ArticleBodyProfile::likeness("", heading.toStdString()), 0.0);
        QCOMPARE(ArticleBodyProfile::likeness(title.toStdString(), "!!"), 0.0);
    }
};

QTEST_APPLESS_MAIN(TestArticleBodyProfile)
#include "tst_articlebodyprofile.moc"
