#include <extractors/hyperlinknormaliser.h>

#include <QTest>

using namespace core;

class TestHyperlinkNormaliser : public QObject
{
    Q_OBJECT

private slots:
    void lengths_data()
    {
        QTest::addColumn<uint>("lt");
        QTest::addColumn<uint>("placeholder");
        QTest::addColumn<uint>("startTag");
        // placeholder = max(0, LT - 5); start tag "<a " + placeholder + ">" = 4 + placeholder.
        QTest::newRow("BBC Web Site") << 12u << 7u << 11u;
        QTest::newRow("LT 6") << 6u << 1u << 5u;
        QTest::newRow("LT 5") << 5u << 0u << 4u;
        QTest::newRow("LT 1") << 1u << 0u << 4u;
        QTest::newRow("empty anchor") << 0u << 0u << 4u;
    }

    void lengths()
    {
        QFETCH(uint, lt);
        QFETCH(uint, placeholder);
        QFETCH(uint, startTag);
        QCOMPARE(HyperlinkNormaliser::placeholderLength(lt), placeholder);
        QCOMPARE(HyperlinkNormaliser::startTagLength(lt), startTag);
    }

    void normalise_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("expected");
        // Mohammadzadeh et al. 2012 §3.1's example. LT = |BBC Web Site| = 12, placeholder 12 - 5 =
        // 7 underscores. The paper's printed result "<a >BBC Web Site</a>" lost its underscores in
        // text extraction; its rule (a placeholder of length LT - 5) is what we follow.
        QTest::newRow("paper's BBC link") << R"(<a href="http://www.BBC.com/">BBC Web Site</a>)"
                                          << "<a _______>BBC Web Site</a>";
        // LT = 4 ("Home"): max(0, 4 - 5) = 0.
        QTest::newRow("short anchor") << R"(<a href="/x">Home</a>)"
                                      << "<a >Home</a>";
        // LT = 6 ("Events"): one underscore.
        QTest::newRow("LT 6") << R"(<a href="/events">Events</a>)"
                              << "<a _>Events</a>";
        // Tags inside the anchor do not count; runs "Big" (3) and "news" (4) join with one
        // space: LT = 3 + 1 + 4 = 8, placeholder 3. Upper case and single quotes are anchors too.
        QTest::newRow("nested tags") << R"(<A HREF='x' class="y">  <b>Big</b>   news </A>)"
                                     << "<a ___>  <b>Big</b>   news </A>";
        // A quoted '>' does not end the tag. LT = |Example link| = 12: 7 underscores.
        QTest::newRow("quoted >") << R"(<a title="a>b" href="u">Example link</a> after)"
                                  << "<a _______>Example link</a> after";
        // Other tags starting with a are untouched.
        QTest::newRow("not anchors") << R"(<abbr title="x">abbr</abbr><area href="y">)"
                                     << R"(<abbr title="x">abbr</abbr><area href="y">)";
        // An unclosed anchor ends at the next <a: "first link" (10) -> 5, "second" (6) -> 1.
        QTest::newRow("unclosed") << R"(<p><a href=1>first link<a href=2>second</a></p>)"
                                  << "<p><a _____>first link<a _>second</a></p>";
        // Attribute-less anchors get the placeholder too ("Wikipedia" 9 -> 4).
        QTest::newRow("no attributes") << "x <a>Wikipedia</a> y"
                                       << "x <a ____>Wikipedia</a> y";
        QTest::newRow("no anchor") << "<p>plain</p>"
                                   << "<p>plain</p>";
    }

    void normalise()
    {
        QFETCH(QString, html);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(HyperlinkNormaliser::normalise(html.toStdString())),
                 expected);
    }
};

QTEST_APPLESS_MAIN(TestHyperlinkNormaliser)
#include "tst_hyperlinknormaliser.moc"
