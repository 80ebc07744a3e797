// MetadataExtractor: each field's value, where it was read and which candidates it beat, on
// pages that state their metadata in the ways pages do (tests/data/core/metadata/).

#include <document/documentloader.h>
#include <metadata/metadatacollector.h>
#include <metadata/metadataextractor.h>

#include <QTest>

#include <algorithm>
#include <optional>
#include <string>

namespace {

core::Metadata extractFixture(const QString &name, const QString &url)
{
    const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(
        QStringLiteral(BOILERSCOPE_TEST_DATA "/core/metadata/%1").arg(name).toStdString());
    if (!loaded.document)
        qFatal("cannot load %s: %s", qPrintable(name), loaded.error.c_str());
    return core::MetadataExtractor::extract(*loaded.document, url.toStdString());
}

std::optional<core::MetadataField> fieldNamed(const QString &name)
{
    for (core::MetadataField f : core::kMetadataFields)
        if (name.toStdString() == core::metadataFieldName(f))
            return f;
    return std::nullopt;
}

} // namespace

class TestMetadataExtractor : public QObject
{
    Q_OBJECT

private slots:
    void field_data();
    void field();
    void candidatesKeepTheirSource();
    void candidatesCarryTheirRank_data();
    void candidatesCarryTheirRank();
    void emptyDocument();
    void reasonsStayOneLine_data();
    void reasonsStayOneLine();
};

void TestMetadataExtractor::field_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("source"); // "" when no candidate was chosen
    QTest::addColumn<QString>("key");

    const QString a = QStringLiteral("jsonld-article.html");
    QTest::newRow("JSON-LD article headline before og:title and <title>; an <h1> they do not "
                  "confirm")
        << a << ""
        << "title"
        << "Rivers Return to the Valley"
        << "json-ld"
        << "NewsArticle.headline";
    QTest::newRow("JSON-LD authors before <meta name=author> and the byline")
        << a << ""
        << "authors"
        << "Ann Lee, Bo Chan"
        << "json-ld"
        << "NewsArticle.author.name";
    QTest::newRow("article:published_time before JSON-LD datePublished (htmldate's order)")
        << a << ""
        << "published"
        << "2021-05-18"
        << "og"
        << "article:published_time";
    QTest::newRow("JSON-LD dateModified") << a << ""
                                          << "modified"
                                          << "2021-06-01"
                                          << "json-ld"
                                          << "NewsArticle.dateModified";
    QTest::newRow("og:site_name before JSON-LD publisher") << a << ""
                                                           << "site_name"
                                                           << "The Daily Example"
                                                           << "og"
                                                           << "og:site_name";
    QTest::newRow("html lang") << a << ""
                               << "language"
                               << "en-GB"
                               << "html-lang"
                               << "lang";
    QTest::newRow("JSON-LD description of an article") << a << ""
                                                       << "description"
                                                       << "How the rivers came back."
                                                       << "json-ld"
                                                       << "NewsArticle.description";
    QTest::newRow("canonical link") << a << ""
                                    << "canonical_url"
                                    << "https://news.example.co.uk/valley/rivers-return"
                                    << "link"
                                    << "canonical";

    const QString m = QStringLiteral("meta-tags.html");
    QTest::newRow("the <h1> og:title confirms") << m << ""
                                                << "title"
                                                << "Le titre de la page"
                                                << "h1"
                                                << "h1";
    QTest::newRow("meta author; article:author is a URL, skipped") << m << ""
                                                                   << "authors"
                                                                   << "Claire Dubois"
                                                                   << "meta"
                                                                   << "author";
    QTest::newRow("og:url's day before article:published_time") << m << ""
                                                                << "published"
                                                                << "2019-11-05"
                                                                << "url"
                                                                << "url";
    QTest::newRow("article:modified_time") << m << ""
                                           << "modified"
                                           << "2019-11-07"
                                           << "og"
                                           << "article:modified_time";
    QTest::newRow("html lang before og:locale") << m << ""
                                                << "language"
                                                << "fr"
                                                << "html-lang"
                                                << "lang";
    QTest::newRow("og:description before meta description") << m << ""
                                                            << "description"
                                                            << "La description pour le partage."
                                                            << "og"
                                                            << "og:description";
    QTest::newRow("og:url without canonical link") << m << ""
                                                   << "canonical_url"
                                                   << "https://blog.example.fr/2019/11/05/titre"
                                                   << "og"
                                                   << "og:url";

    const QString b = QStringLiteral("byline-text.html");
    QTest::newRow("the <h1> whose words are in <title>") << b << ""
                                                         << "title"
                                                         << "Five Tips for Remote Work"
                                                         << "h1"
                                                         << "h1";
    QTest::newRow("byline class, without By and the date; comments' authors ignored")
        << b << ""
        << "authors"
        << "Jane Doe"
        << "byline"
        << "class/id \"byline\"";
    QTest::newRow("a date in the byline; comments' dates ignored") << b << ""
                                                                   << "published"
                                                                   << "2021-05-17"
                                                                   << "text"
                                                                   << "date class";

    const QString h = QStringLiteral("headline-site.html");
    QTest::newRow("an <h1> naming the site is passed over for one within the title")
        << h << ""
        << "title"
        << "Bike Helmets"
        << "h1"
        << "h1";
    QTest::newRow("a heading's words: <br> breaks them, soft hyphens and permalinks are "
                  "none")
        << QStringLiteral("heading-text.html") << ""
        << "title"
        << "Rebuilding the Legacy of American Made"
        << "h1"
        << "h1";
    QTest::newRow("an <h1> after the site's name in <title> that og:title confirms")
        << QStringLiteral("site-first-title.html") << ""
        << "title"
        << "New Trends in Care"
        << "h1"
        << "h1";
    QTest::newRow("an <h1> that is what the site adds to its titles is passed over")
        << QStringLiteral("banner-heading.html") << ""
        << "title"
        << "Ownership and borrowing explained"
        << "title"
        << "title";

    const QString slug = QStringLiteral("slug-heading.html");
    QTest::newRow("the <h1> whose words are the URL's last segment, the markup confirming none")
        << slug << "https://shop.example.com/c/climbing-shoes/"
        << "title"
        << "Climbing Shoes"
        << "h1"
        << "h1";
    QTest::newRow("the URL's last segment percent-decoded, without its extension")
        << slug << "https://shop.example.com/c/Climbing%20Shoes.html?page=2"
        << "title"
        << "Climbing Shoes"
        << "h1"
        << "h1";
    QTest::newRow("without a URL the title markup stays")
        << slug << ""
        << "title"
        << "Climbing Shoes: Rock Climbing, Bouldering & Indoor"
        << "og"
        << "og:title";
    QTest::newRow("a segment of other words names no heading")
        << slug << "https://shop.example.com/c/shoes/"
        << "title"
        << "Climbing Shoes: Rock Climbing, Bouldering & Indoor"
        << "og"
        << "og:title";
    QTest::newRow("a long <h1> in an element whose class says header, the markup confirming "
                  "none")
        << QStringLiteral("header-headline.html") << ""
        << "title"
        << "After Testing Over 40 Electric Toothbrushes, These Are the Best"
        << "h1"
        << "h1";
    QTest::newRow("a short <h1> in an element whose id says header leaves the markup")
        << QStringLiteral("header-headline-short.html") << ""
        << "title"
        << "Our Catering Menus for Weddings and Corporate Events"
        << "og"
        << "og:title";
    QTest::newRow("a long <h1> in a <header> without such a class leaves the markup")
        << QStringLiteral("header-element-headline.html") << ""
        << "title"
        << "Cloud Hosting for Teams"
        << "og"
        << "og:title";
    QTest::newRow("a headline's last part the page shows alone in a link goes")
        << QStringLiteral("shown-section.html") << ""
        << "title"
        << "How meditation rewires the brain"
        << "h1"
        << "h1";
    QTest::newRow("a title's last part the page shows alone in a breadcrumb goes")
        << QStringLiteral("shown-section-title.html") << ""
        << "title"
        << "What happened with Arch Linux ISO in 2024"
        << "title"
        << "title";
    QTest::newRow("a title's last part the page shows alone as its banner goes")
        << QStringLiteral("shown-section-banner.html") << ""
        << "title"
        << "What is Ownership?"
        << "title"
        << "title";
    QTest::newRow("a title's last part the page shows only within a sentence stays")
        << QStringLiteral("shown-section-absent.html") << ""
        << "title"
        << "Hifiman Sundara Headphones - 2020 Edition"
        << "h1"
        << "h1";
    QTest::newRow("a title's last part of more than 4 words stays, shown or not")
        << QStringLiteral("shown-section-long.html") << ""
        << "title"
        << "Top 10 Digital Cameras of 2025 - The Best Mirrorless Cameras on the Market"
        << "title"
        << "title";
    QTest::newRow("the <h1> a breadcrumb trail ends with before the markup it does not")
        << QStringLiteral("breadcrumb-headline.html") << ""
        << "title"
        << "Data Analytics Consulting"
        << "h1"
        << "h1";
    QTest::newRow("the markup a breadcrumb trail ends with stays before the <h1>")
        << QStringLiteral("breadcrumb-markup.html") << ""
        << "title"
        << "Custom Dashboards In Days"
        << "og"
        << "og:title";
    QTest::newRow("a title the site's name would leave one word of is kept whole")
        << QStringLiteral("section-title.html") << ""
        << "title"
        << "Home - Ohio Artisan Collective"
        << "title"
        << "title";
    const QString root = QStringLiteral("site-root-title.html");
    QTest::newRow("a site's root page keeps the site's name before its tagline")
        << root << "https://www.talkspace.com/"
        << "title"
        << "Talkspace - Online Therapy for Everyone"
        << "title"
        << "title";
    QTest::newRow("the root with a query is the root")
        << root << "https://www.talkspace.com/?ref=ad"
        << "title"
        << "Talkspace - Online Therapy for Everyone"
        << "title"
        << "title";
    QTest::newRow("a page below the root loses the site's name")
        << root << "https://www.talkspace.com/therapy/"
        << "title"
        << "Online Therapy for Everyone"
        << "title"
        << "title";
    QTest::newRow("the site's name at the end of a JSON-LD headline is taken off")
        << QStringLiteral("jsonld-headline-site.html") << ""
        << "title"
        << "Reliable Music Lesson Reviews"
        << "json-ld"
        << "Article.headline";
    QTest::newRow("a JSON-LD name keeps its own last part")
        << QStringLiteral("jsonld-name-parts.html") << ""
        << "title"
        << "Types of Lessons | Full Guide to Our Teaching Formats"
        << "json-ld"
        << "WebPage.name";
    QTest::newRow("an <h1> that is the markup with a label before it gives way to the markup")
        << QStringLiteral("labelled-heading.html") << ""
        << "title"
        << "What to look for in a web host"
        << "title"
        << "title";
    QTest::newRow("more words before the markup's are the headline's own")
        << QStringLiteral("long-prefix-heading.html") << ""
        << "title"
        << "Our Editors Picked Their Best Web Hosts"
        << "h1"
        << "h1";
    QTest::newRow("the site's name at the end of an <h1> is taken off")
        << QStringLiteral("heading-site-suffix.html") << ""
        << "title"
        << "Catering Tips"
        << "h1"
        << "h1";
    QTest::newRow("a title markup that is the site's name gives way to one that is not")
        << QStringLiteral("site-name-markup.html") << ""
        << "title"
        << "Desk Lamps"
        << "title"
        << "title";
    QTest::newRow("a title markup that is the host's name gives way to one that is not")
        << QStringLiteral("host-name-markup.html") << "https://www.lumenlamps.com/desk-lamps"
        << "title"
        << "Desk Lamps"
        << "title"
        << "title";
    QTest::newRow("without the host, the same markup is the title")
        << QStringLiteral("host-name-markup.html") << "https://shop.example.org/desk-lamps"
        << "title"
        << "Lumen Lamps"
        << "microdata"
        << "headline";
    QTest::newRow("a site's name is its title when every title markup is that name")
        << QStringLiteral("site-name-only.html") << ""
        << "title"
        << "Lumen Lamps"
        << "og"
        << "og:title";

    const QString t = QStringLiteral("time-element.html");
    QTest::newRow("rel=author") << t << ""
                                << "authors"
                                << "Sam Rivera"
                                << "byline"
                                << "rel=author";
    QTest::newRow("<time pubdate>") << t << ""
                                    << "published"
                                    << "2020-02-29"
                                    << "time"
                                    << "time";
    QTest::newRow("<time class=updated>") << t << ""
                                          << "modified"
                                          << "2020-03-02"
                                          << "time"
                                          << "time";

    const QString u = QStringLiteral("url-date.html");
    QTest::newRow("the URL's day when the page gives none")
        << u << "https://example.org/2019/07/04/an-old-post"
        << "published"
        << "2019-07-04"
        << "url"
        << "url";
    // htmldate (Barbaresi 2020) returns a full date in the URL before it reads the markup: the
    // publisher's day, where a UTC timestamp may name the next one.
    QTest::newRow("the URL's day before the markup's")
        << QStringLiteral("jsonld-article.html") << "https://news.example.co.uk/2021/05/17/rivers"
        << "published"
        << "2021-05-17"
        << "url"
        << "url";
    QTest::newRow("no URL, no day") << u << ""
                                    << "published"
                                    << ""
                                    << ""
                                    << "";

    const QString w = QStringLiteral("written-by.html");
    QTest::newRow("\"Written by\" and the name in the next text") << w << ""
                                                                  << "authors"
                                                                  << "Edzel Tabing"
                                                                  << "byline"
                                                                  << "text \"Written by\"";
    QTest::newRow("an update date, after \"Updated\"") << w << ""
                                                       << "modified"
                                                       << "2021-05-05"
                                                       << "text"
                                                       << "text";
    QTest::newRow("no publication date: the update date stands in") << w << ""
                                                                    << "published"
                                                                    << "2021-05-05"
                                                                    << "text"
                                                                    << "text";
    QTest::newRow("a twitter:data after a label that is no author's is none") << w << ""
                                                                              << "title"
                                                                              << "Garden Notes"
                                                                              << "h1"
                                                                              << "h1";

    QTest::newRow("twitter:data1 after twitter:label1 \"Written by\"")
        << QStringLiteral("twitter-label.html") << ""
        << "authors"
        << "Tyler Brown"
        << "twitter"
        << "twitter:label \"Written by\"";

    const QString i = QStringLiteral("inner-byline.html");
    QTest::newRow("the byline inside another byline") << i << ""
                                                      << "authors"
                                                      << "Team SimplyThrilled"
                                                      << "byline"
                                                      << "class/id \"author-name\"";
    QTest::newRow("a date above the headline") << i << ""
                                               << "published"
                                               << "2025-09-04"
                                               << "text"
                                               << "text";

    const QString c = QStringLiteral("comments-only.html");
    QTest::newRow("only comments have dates") << c << ""
                                              << "published"
                                              << ""
                                              << ""
                                              << "";
    QTest::newRow("only comments have authors") << c << ""
                                                << "authors"
                                                << ""
                                                << ""
                                                << "";

    const QString d = QStringLiteral("microdata.html");
    QTest::newRow("itemprop headline before <title>") << d << ""
                                                      << "title"
                                                      << "Bread Without Knead"
                                                      << "microdata"
                                                      << "headline";
    QTest::newRow("itemprop author's itemprop name") << d << ""
                                                     << "authors"
                                                     << "Kim Park"
                                                     << "microdata"
                                                     << "author";
    QTest::newRow("meta itemprop datePublished") << d << ""
                                                 << "published"
                                                 << "2018-09-30"
                                                 << "microdata"
                                                 << "datepublished";
    QTest::newRow("itemprop dateModified in text") << d << ""
                                                   << "modified"
                                                   << "2018-10-01"
                                                   << "microdata"
                                                   << "datemodified";

    // The original date: a day the page shows by its headline, earlier than the markup's day
    // that it does not show, is when the page was first published.
    QTest::newRow("a shown day earlier than the markup's, which is not shown")
        << QStringLiteral("original-date.html") << ""
        << "published"
        << "2024-08-25"
        << "text"
        << "date class";
    QTest::newRow("the markup's day when the page shows it too")
        << QStringLiteral("original-date-shown.html") << ""
        << "published"
        << "2025-06-24"
        << "og"
        << "article:published_time";
    QTest::newRow("the markup's day when the shown one is a day earlier (a time zone)")
        << QStringLiteral("original-date-next-day.html") << ""
        << "published"
        << "2024-08-26"
        << "og"
        << "article:published_time";

    const QString o = QStringLiteral("modified-markup-only.html");
    QTest::newRow("no publication date: the markup's update time does not stand in") << o << ""
                                                                                     << "published"
                                                                                     << ""
                                                                                     << ""
                                                                                     << "";
    QTest::newRow("the markup's update time is the modification date") << o << ""
                                                                       << "modified"
                                                                       << "2024-03-19"
                                                                       << "og"
                                                                       << "article:modified_time";
}

void TestMetadataExtractor::field()
{
    QFETCH(QString, fixture);
    QFETCH(QString, url);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, source);
    QFETCH(QString, key);
    const core::Metadata m = extractFixture(fixture, url);
    const std::optional<core::MetadataField> f = fieldNamed(field);
    QVERIFY(f);
    const core::MetadataValue &v = m[*f];
    QCOMPARE(QString::fromStdString(v.value), value);
    const core::MetadataCandidate *chosen = v.chosenCandidate();
    QCOMPARE(chosen ? QString::fromUtf8(core::metadataSourceName(chosen->source).data()) : "",
             source);
    QCOMPARE(chosen ? QString::fromStdString(chosen->key) : QString(), key);
    QVERIFY(!v.rule.empty());
    if (chosen && chosen->source != core::MetadataSource::Url) {
        QVERIFY(chosen->node != core::kNoNode);
        QVERIFY(!chosen->path.empty());
        QVERIFY(!chosen->reason.empty());
    }
}

// The candidates a field's value beat are kept, each naming the element it came from.
void TestMetadataExtractor::candidatesKeepTheirSource()
{
    const core::Metadata m = extractFixture(QStringLiteral("jsonld-article.html"), {});
    QStringList titles;
    for (const core::MetadataCandidate &c : m[core::MetadataField::Title].candidates)
        titles << QStringLiteral("%1 %2 %3")
                      .arg(QString::fromUtf8(core::metadataSourceName(c.source).data()),
                           QString::fromStdString(c.path), QString::fromStdString(c.value));
    // og:title loses its site name (og:site_name), <title> too; the <h1> is a candidate the
    // markup does not confirm.
    QCOMPARE(titles, (QStringList{"og /html/head/meta[2] Rivers Return to the Valley",
                                  "json-ld /html/head/script Rivers Return to the Valley",
                                  "title /html/head/title Rivers Return to the Valley",
                                  "h1 /html/body/h1 Valley News"}));
    QStringList published;
    for (const core::MetadataCandidate &c : m[core::MetadataField::Published].candidates)
        published << QString::fromStdString(c.value);
    // JSON-LD's day is the day as written (22:30 at -04:00 is still 17 May); the story's own
    // date in the text (3 March 2001) is a candidate, but not chosen.
    QCOMPARE(published, (QStringList{"2021-05-18", "2021-05-17", "2001-03-03"}));
}

void TestMetadataExtractor::candidatesCarryTheirRank_data()
{
    using C = core::MetadataCollector;
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("key"); // the candidate's key
    QTest::addColumn<int>("rank");    // the rule's rank of that kind of source
    const QString a = QStringLiteral("jsonld-article.html");
    // Titles in Readability.js's order: an article's JSON-LD headline, og:title, <title>, then
    // the first <h1>.
    QTest::newRow("title: JSON-LD headline of an article")
        << a << "title"
        << "NewsArticle.headline" << int(C::kFirst);
    QTest::newRow("title: og:title") << a << "title"
                                     << "og:title" << int(C::kSecond);
    QTest::newRow("title: <title>") << a << "title"
                                    << "title" << int(C::kFifth);
    QTest::newRow("title: <h1>") << a << "title"
                                 << "h1" << int(C::kSixth);
    // Dates in htmldate's order: the <meta> publication date before JSON-LD's, the text's last.
    QTest::newRow("published: article:published_time")
        << a << "published"
        << "article:published_time" << int(C::kFirst);
    QTest::newRow("published: JSON-LD datePublished")
        << a << "published"
        << "NewsArticle.datePublished" << int(C::kSecond);
    QTest::newRow("site_name: og:site_name") << a << "site_name"
                                             << "og:site_name" << int(C::kFirst);
}

void TestMetadataExtractor::candidatesCarryTheirRank()
{
    QFETCH(QString, fixture);
    QFETCH(QString, field);
    QFETCH(QString, key);
    QFETCH(int, rank);
    const core::Metadata m = extractFixture(fixture, {});
    const std::optional<core::MetadataField> f = fieldNamed(field);
    QVERIFY(f);
    const core::MetadataValue &v = m[*f];
    const auto it =
        std::find_if(v.candidates.begin(), v.candidates.end(),
                     [&](const core::MetadataCandidate &c) { return c.key == key.toStdString(); });
    QVERIFY2(it != v.candidates.end(), qPrintable(key));
    QCOMPARE(it->rank, rank);
    // Every candidate of the fixture is ranked, the first rank being 1.
    for (const core::MetadataCandidate &c : v.candidates)
        QVERIFY2(c.rank >= 1, c.key.c_str());
}

void TestMetadataExtractor::emptyDocument()
{
    const core::Metadata m = core::MetadataExtractor::extract(core::Document(), {});
    for (core::MetadataField f : core::kMetadataFields) {
        QVERIFY(m[f].value.empty());
        QCOMPARE(m[f].chosen, -1);
    }
}

void TestMetadataExtractor::reasonsStayOneLine_data()
{
    QTest::addColumn<QByteArray>("page");
    QTest::addColumn<QString>("language"); // the language chosen
    // Found by the fuzz target `document`: an unclosed lang attribute runs over the next lines.
    QTest::newRow("lang attribute over lines")
        << QByteArray("<!DOCTYPE html>\n<html lang=\"en<ins>\n<head>\n<meta charset=\"utf-8\">"
                      "\n<title>Rivers</title>\n<body><p>Text.</p>")
        << "en<ins> <head> <meta charset=";
    QTest::newRow("lang attribute with a tab and spaces")
        << QByteArray("<html lang=\" en\tGB \"><title>T</title><p>Text.</p>") << "en GB";
}

// Every candidate's reason is one line (the window's lists and `extract --explain` show one
// line per candidate), whatever the page's attributes hold; white space in an attribute value
// is collapsed as in the other fields' values.
void TestMetadataExtractor::reasonsStayOneLine()
{
    QFETCH(QByteArray, page);
    QFETCH(QString, language);
    const core::DocumentLoader::Result loaded =
        core::DocumentLoader::loadBytes(page.toStdString(), "page");
    QVERIFY(loaded.document);
    const core::Metadata m = core::MetadataExtractor::extract(*loaded.document, {});
    for (core::MetadataField f : core::kMetadataFields)
        for (const core::MetadataCandidate &c : m[f].candidates)
            QVERIFY2(c.reason.find('\n') == std::string::npos, c.reason.c_str());
    QCOMPARE(QString::fromStdString(m[core::MetadataField::Language].value), language);
    QVERIFY(!m[core::MetadataField::Language].candidates.empty());
}

QTEST_APPLESS_MAIN(TestMetadataExtractor)
#include "tst_metadataextractor.moc"
