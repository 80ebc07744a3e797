// TitleCleaner: the site's name taken off page titles.

#include <metadata/titlecleaner.h>

#include <QTest>

class TestTitleCleaner : public QObject
{
    Q_OBJECT

private slots:
    void clean_data();
    void clean();
    void cleanAtSiteRoot_data();
    void cleanAtSiteRoot();
    void hostName_data();
    void hostName();
    void isTrailingPart_data();
    void isTrailingPart();
    void withoutTrailingSite_data();
    void withoutTrailingSite();
    void splitLast_data();
    void splitLast();
};

void TestTitleCleaner::clean_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("site");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("cleaned");

    QTest::newRow("site name last") << "Machine learning, explained | MIT Sloan"
                                    << "MIT Sloan"
                                    << ""
                                    << "Machine learning, explained";
    QTest::newRow("site name first") << "MIT Sloan | Machine learning, explained"
                                     << "MIT Sloan"
                                     << ""
                                     << "Machine learning, explained";
    QTest::newRow("host name last") << "Wine for Beginners - Vinepair.com"
                                    << ""
                                    << "www.vinepair.com"
                                    << "Wine for Beginners";
    QTest::newRow("host name of a country domain") << "Rivers return – Daily Example"
                                                   << ""
                                                   << "news.dailyexample.co.uk"
                                                   << "Rivers return";
    QTest::newRow("unknown site: a short last part goes")
        << "Five Tips for Remote Work - Example Blog"
        << ""
        << ""
        << "Five Tips for Remote Work";
    QTest::newRow("unknown site: a long last part stays")
        << "Remote work - five tips to maximize productivity"
        << ""
        << ""
        << "Remote work - five tips to maximize productivity";
    QTest::newRow("several separators, the site last") << "Bread - Recipes - Kim's Kitchen"
                                                       << "Kim's Kitchen"
                                                       << ""
                                                       << "Bread - Recipes";
    QTest::newRow("the part before a remaining |")
        << "Organic SEO Consultant | Hire an Expert - Mike Khorev"
        << ""
        << "mikekhorev.com"
        << "Organic SEO Consultant";
    QTest::newRow("not when it has one word") << "Models | Django documentation"
                                              << ""
                                              << ""
                                              << "Models | Django documentation";
    QTest::newRow("one word left: the title stays whole") << "Home - Ohio Artisan Collective"
                                                          << "Ohio Artisan Collective"
                                                          << ""
                                                          << "Home - Ohio Artisan Collective";
    QTest::newRow("one word left by the host's name") << "Shop - The Barn Swallow"
                                                      << ""
                                                      << "www.thebarnswallow.com"
                                                      << "Shop - The Barn Swallow";
    QTest::newRow("two words left") << "Art Supplies | BLICK Art Materials"
                                    << "BLICK Art Materials"
                                    << ""
                                    << "Art Supplies";
    QTest::newRow("no separator") << "Just a title"
                                  << "Site"
                                  << ""
                                  << "Just a title";
    QTest::newRow("a hyphen inside a word is no separator") << "Short-form video in 2025"
                                                            << ""
                                                            << ""
                                                            << "Short-form video in 2025";
    QTest::newRow("only the site's name") << "MIT Sloan | MIT Sloan"
                                          << "MIT Sloan"
                                          << ""
                                          << "MIT Sloan";
}

void TestTitleCleaner::clean()
{
    QFETCH(QString, title);
    QFETCH(QString, site);
    QFETCH(QString, host);
    QFETCH(QString, cleaned);
    QCOMPARE(QString::fromStdString(core::TitleCleaner::clean(
                 title.toStdString(), site.toStdString(), host.toStdString())),
             cleaned);
}

void TestTitleCleaner::cleanAtSiteRoot_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("site");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("cleaned");

    QTest::newRow("the site's name first stays with its tagline")
        << "Talkspace - #1 Rated Online Therapy, 1 Million+ Users"
        << ""
        << "www.talkspace.com"
        << "Talkspace - #1 Rated Online Therapy, 1 Million+ Users";
    QTest::newRow("nor is the tagline cut at a |")
        << "BIG Wall Décor | High-Quality Wall Art and Decor"
        << "BIG Wall Décor"
        << ""
        << "BIG Wall Décor | High-Quality Wall Art and Decor";
    QTest::newRow("the site's name at the end still goes")
        << "OnePageCRM | CRM Software for Small Businesses | OnePageCRM"
        << "OnePageCRM"
        << ""
        << "OnePageCRM | CRM Software for Small Businesses";
    QTest::newRow("a title not starting with the site's name is cleaned as elsewhere")
        << "Push your ideas to the web | Netlify"
        << ""
        << "www.netlify.com"
        << "Push your ideas to the web";
}

// On a site's root page the title keeps a first part naming the site; the same titles elsewhere
// lose it (clean's rows "site name first").
void TestTitleCleaner::cleanAtSiteRoot()
{
    QFETCH(QString, title);
    QFETCH(QString, site);
    QFETCH(QString, host);
    QFETCH(QString, cleaned);
    QCOMPARE(QString::fromStdString(core::TitleCleaner::clean(
                 title.toStdString(), site.toStdString(), host.toStdString(), true)),
             cleaned);
}

void TestTitleCleaner::hostName_data()
{
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("name");
    QTest::newRow("www") << "www.example.com"
                         << "example";
    QTest::newRow("subdomain") << "news.example.org"
                               << "example";
    QTest::newRow("country second level") << "news.example.co.uk"
                                          << "example";
    QTest::newRow("plain country domain") << "example.de"
                                          << "example";
    QTest::newRow("one label") << "localhost"
                               << "localhost";
}

void TestTitleCleaner::hostName()
{
    QFETCH(QString, host);
    QFETCH(QString, name);
    QCOMPARE(QString::fromStdString(core::TitleCleaner::hostName(host.toStdString())), name);
}

void TestTitleCleaner::isTrailingPart_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("title");
    QTest::addColumn<bool>("trailing");
    QTest::newRow("the site's name after the title")
        << "The Rust Programming Language"
        << "What is Ownership? - The Rust Programming Language" << true;
    QTest::newRow("letters and digits compared") << "Bogleheads.org"
                                                 << "Review Request • bogleheads.org" << true;
    QTest::newRow("a middle part") << "Forum"
                                   << "Thread title | Forum | Example" << true;
    QTest::newRow("the first part is the title") << "Sudo"
                                                 << "Sudo - ArchWiki" << false;
    QTest::newRow("the whole title") << "Sudo - ArchWiki"
                                     << "Sudo - ArchWiki" << false;
    QTest::newRow("no separator") << "davidbau.com"
                                  << "davidbau.com Vibe Coding" << false;
    QTest::newRow("part of a part")
        << "Rust"
        << "What is Ownership? - The Rust Programming Language" << false;
}

void TestTitleCleaner::isTrailingPart()
{
    QFETCH(QString, text);
    QFETCH(QString, title);
    QFETCH(bool, trailing);
    QCOMPARE(core::TitleCleaner::isTrailingPart(text.toStdString(), title.toStdString()), trailing);
}

void TestTitleCleaner::withoutTrailingSite_data()
{
    QTest::addColumn<QString>("heading");
    QTest::addColumn<QString>("site");
    QTest::addColumn<QString>("host");
    QTest::addColumn<QString>("cleaned");
    QTest::newRow("the site's name last") << "Catering Tips | Cookshack"
                                          << "Cookshack"
                                          << ""
                                          << "Catering Tips";
    QTest::newRow("the host's name in a short last part")
        << "Marietta Electricians Costs & Prices - ProMatcher Cost Report"
        << ""
        << "www.promatcher.com"
        << "Marietta Electricians Costs & Prices";
    QTest::newRow("the site's name first stays") << "Cookshack | Catering Tips"
                                                 << "Cookshack"
                                                 << ""
                                                 << "Cookshack | Catering Tips";
    QTest::newRow("a short last part of an unknown site stays")
        << "Hifiman Sundara Headphones | 2020 Edition"
        << ""
        << ""
        << "Hifiman Sundara Headphones | 2020 Edition";
    QTest::newRow("only the site's name") << "Cookshack"
                                          << "Cookshack"
                                          << ""
                                          << "Cookshack";
}

void TestTitleCleaner::withoutTrailingSite()
{
    QFETCH(QString, heading);
    QFETCH(QString, site);
    QFETCH(QString, host);
    QFETCH(QString, cleaned);
    QCOMPARE(QString::fromStdString(core::TitleCleaner::withoutTrailingSite(
                 heading.toStdString(), site.toStdString(), host.toStdString())),
             cleaned);
}

void TestTitleCleaner::splitLast_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("head");
    QTest::addColumn<QString>("last");
    QTest::newRow("the last of three parts") << "Sudo | Security - ArchWiki"
                                             << "Sudo | Security"
                                             << "ArchWiki";
    QTest::newRow("a dash without spaces is no separator") << "Wi-Fi 7 routers - Reviews"
                                                           << "Wi-Fi 7 routers"
                                                           << "Reviews";
    QTest::newRow("none") << "Climbing Shoes"
                          << "Climbing Shoes"
                          << "";
    QTest::newRow("a separator at the start splits nothing") << "| Home"
                                                             << "| Home"
                                                             << "";
}

void TestTitleCleaner::splitLast()
{
    QFETCH(QString, title);
    QFETCH(QString, head);
    QFETCH(QString, last);
    const std::string t = title.toStdString();
    const auto [h, l] = core::TitleCleaner::splitLast(t);
    QCOMPARE(QString::fromUtf8(h.data(), qsizetype(h.size())), head);
    QCOMPARE(QString::fromUtf8(l.data(), qsizetype(l.size())), last);
}

QTEST_APPLESS_MAIN(TestTitleCleaner)
#include "tst_titlecleaner.moc"
