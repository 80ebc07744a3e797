// PageTypeEvidence: the cues of a page's kind, each with its value and reason, from its URL, what
// it declares, its platform's markup and the consensus's structure shares.

#include <extractors/consensus/pagetypeevidence.h>

#include <testpages.h>

#include <QTest>

#include <cmath>
#include <string>

using core::PageTypeEvidence;

namespace {

PageTypeEvidence::Cue cueNamed(const QString &name)
{
    for (size_t c = 0; c < PageTypeEvidence::Count; ++c)
        if (PageTypeEvidence::kNames[c] == name.toStdString())
            return static_cast<PageTypeEvidence::Cue>(c);
    qFatal("no cue %s", qPrintable(name));
}

const std::string kProse = "<p>The council approved the new budget on Monday after a long "
                           "debate.</p>";

} // namespace

class TestPageTypeEvidence : public QObject
{
    Q_OBJECT

private slots:
    void cue_data()
    {
        QTest::addColumn<QString>("head");
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("cue");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("reason"); // a part of it; "" when none is given
        const QString prose = QString::fromStdString(kProse);
        QTest::newRow("a forum thread's path") << "" << prose << "https://example.org/t/noise/48213"
                                               << "url-forum" << 1.0 << "the URL's path has /t/";
        QTest::newRow("a documentation host")
            << "" << prose << "https://docs.example.org/intro"
            << "url-docs" << 1.0 << "the host name starts with docs.";
        QTest::newRow("www. is no host label")
            << "" << prose << "https://www.forum.example.org/x"
            << "url-forum" << 1.0 << "the host name starts with forum.";
        QTest::newRow("a segment's extension is left out")
            << "" << prose << "https://example.org/viewtopic.php?t=12"
            << "url-forum" << 1.0 << "/viewtopic.php/";
        QTest::newRow("a word inside a segment is no segment")
            << "" << prose << "https://example.org/products-we-love"
            << "url-product" << 0.0 << "";
        QTest::newRow("no URL") << "" << prose << ""
                                << "url-known" << 0.0 << "";
        QTest::newRow("the canonical link stands in")
            << "<link rel=canonical href=\"https://example.org/products/teapot\">" << prose << ""
            << "url-product" << 1.0 << "/products/";
        QTest::newRow("a given URL wins over the canonical link")
            << "<link rel=canonical href=\"https://shop.example.org/products/teapot\">" << prose
            << "https://example.org/blog/teapots"
            << "url-product" << 0.0 << "";
        // A local file's path says nothing of the page's kind (its folders are the user's).
        QTest::newRow("a file: URL leaves the canonical link to speak")
            << "<link rel=canonical href=\"https://example.org/products/teapot\">" << prose
            << "file:///home/me/t/48213/page.html"
            << "url-product" << 1.0 << "/products/";
        QTest::newRow("a file: URL's folders are no forum")
            << "" << prose << "FILE:///srv/t/48213/page.html"
            << "url-forum" << 0.0 << "";
        QTest::newRow("a file: URL is no URL") << "" << prose << "file:///home/me/page.html"
                                               << "url-known" << 0.0 << "";
        QTest::newRow("about:blank is no URL") << "" << prose << "about:blank"
                                               << "url-known" << 0.0 << "";
        QTest::newRow("a program's resource is no URL")
            << "" << prose << "qrc:/lessons/forum/t/48213.html"
            << "url-forum" << 0.0 << "";
        QTest::newRow("an address without its scheme is read")
            << "" << prose << "example.org/t/noise/48213"
            << "url-forum" << 1.0 << "the URL's path has /t/";
        QTest::newRow("a port is no scheme") << "" << prose << "example.org:8080/t/noise/48213"
                                             << "url-forum" << 1.0 << "the URL's path has /t/";
        QTest::newRow("HTTPS in capitals is the web's")
            << "" << prose << "HTTPS://example.org/t/noise/48213"
            << "url-forum" << 1.0 << "the URL's path has /t/";
        QTest::newRow("a query") << "" << prose << "https://example.org/search?q=tea#top"
                                 << "url-query" << 1.0 << "?q=tea";
        QTest::newRow("a day in the path") << "" << prose << "https://example.org/2024/05/17/budget"
                                           << "url-date" << 1.0 << "2024-05-17";
        QTest::newRow("the slug's words")
            << "" << prose << "https://example.org/blog/how-to-fix-a-boiler.html"
            << "url-slug-words" << 5.0 << "has 5 words";
        QTest::newRow("the path's segments") << "" << prose << "https://example.org/a/b/c/"
                                             << "url-depth" << 3.0 << "3 segments";
        QTest::newRow("a number") << "" << prose << "https://example.org/t/noise/48213"
                                  << "url-numeric-id" << 1.0 << "/48213/";
        QTest::newRow("a year is no number") << "" << prose << "https://example.org/2024/noise"
                                             << "url-numeric-id" << 0.0 << "";
        QTest::newRow("a home page") << "" << prose << "https://example.org/"
                                     << "url-root" << 1.0 << "empty";
        QTest::newRow("og:type article") << "<meta property=og:type content=article>" << prose << ""
                                         << "og-article" << 1.0 << "og:type \"article\"";
        QTest::newRow("og:type product.item")
            << "<meta property=og:type content=product.item>" << prose << ""
            << "og-product" << 1.0 << "product.item";
        QTest::newRow("JSON-LD Product")
            << "<script type=application/ld+json>{\"@type\":\"Product\",\"name\":\"x\"}</script>"
            << prose << ""
            << "ld-product" << 1.0 << "JSON-LD @type Product";
        QTest::newRow("JSON-LD in a @graph, by URL")
            << "<script type=application/ld+json>{\"@graph\":[{\"@type\":\"https://schema.org/"
               "FAQPage\"}]}</script>"
            << prose << ""
            << "ld-faq" << 1.0 << "FAQPage";
        QTest::newRow("JSON-LD NewsArticle is an article")
            << "<script type=application/ld+json>{\"@type\":\"NewsArticle\"}</script>" << prose
            << ""
            << "ld-article" << 1.0 << "NewsArticle";
        QTest::newRow("JSON-LD that is not JSON says nothing")
            << "<script type=application/ld+json>{\"@type\":\"Product\",</script>" << prose << ""
            << "ld-product" << 0.0 << "";
        QTest::newRow("Discourse's generator")
            << "<meta name=generator content=\"Discourse 3.2.0\">" << prose << ""
            << "platform-forum" << 1.0 << "Discourse's markup";
        QTest::newRow("XenForo's html id") << ""
                                           << "<div id=XF>" + prose + "</div>"
                                           << ""
                                           << "platform-forum" << 1.0 << "XenForo";
        QTest::newRow("MkDocs' class") << ""
                                       << "<div class=\"md-content x\">" + prose + "</div>"
                                       << ""
                                       << "platform-docs" << 1.0 << "class \"md-content\"";
        QTest::newRow("a class that only begins like one")
            << ""
            << "<div class=md-content-wrapper>" + prose + "</div>"
            << ""
            << "platform-docs" << 0.0 << "";
        QTest::newRow("Shopify's section class") << ""
                                                 << "<div class=shopify-section>" + prose + "</div>"
                                                 << ""
                                                 << "platform-shop" << 1.0 << "Shopify";
        // Two blocks of 10 words each, one of them code: half the words are code.
        QTest::newRow("the code share")
            << ""
            << "<p>one two three four five six seven eight nine ten</p><pre>a b c d e f g h i "
               "j</pre>"
            << ""
            << "code-share" << 0.5 << "50% of the words in code";
        QTest::newRow("a shop's title") << "<title>Teapots | Tea Shop</title>" << prose << ""
                                        << "title-shop" << 1.0 << "the word shop";
        QTest::newRow("a word inside a title word is none")
            << "<title>Shopping for teapots</title>" << prose << ""
            << "title-shop" << 0.0 << "";
        QTest::newRow("a category's title") << "<title>Category: Teapots</title>" << prose << ""
                                            << "title-collection" << 1.0 << "category";
        QTest::newRow("a service page's title") << "<title>Pricing - Acme</title>" << prose << ""
                                                << "title-service" << 1.0 << "pricing";
        QTest::newRow("a blog's title") << "<title>Why tea | Acme Blog</title>" << prose << ""
                                        << "title-article" << 1.0 << "blog";
        QTest::newRow("a forum's title") << "<title>Boiler noise - Topic</title>" << prose << ""
                                         << "title-forum" << 1.0 << "topic";
        QTest::newRow("a documentation title") << "<title>API Reference</title>" << prose << ""
                                               << "title-docs" << 1.0 << "api";
        QTest::newRow("a listing's title") << "<title>Archives - Acme</title>" << prose << ""
                                           << "title-listing" << 1.0 << "archives";
        QTest::newRow("the title's words") << "<title>Teapots | Tea Shop</title>" << prose << ""
                                           << "title-words" << 3.0 << "3 words";
        QTest::newRow("<h1> headings") << ""
                                       << "<h1>Teapots</h1>" + prose + "<h1>Cups</h1>"
                                       << ""
                                       << "h1-count" << 2.0 << "2 <h1> headings";
        QTest::newRow("buying buttons: a phrase and a class")
            << ""
            << prose + "<button>Add to Cart</button><a class=add-to-cart-button href=/c>Buy</a>"
            << ""
            << "cart-buttons" << 2.0 << "2 buying buttons";
        // $12.99 (a sign before), 9,99 € (a sign after), 10 EUR (a code after); a phone number
        // and a lone sign are none.
        QTest::newRow("prices")
            << ""
            << "<p>Was $12.99, now 9,99 &euro; or 10 EUR; call 555 1234, pay in $.</p>"
            << ""
            << "price-count" << 3.0 << "3 prices";
        QTest::newRow("itemprop=price") << "" << prose + "<span itemprop=price content=9>9</span>"
                                        << ""
                                        << "itemprop-price" << 1.0 << "1 elements";
        QTest::newRow("<article> elements")
            << ""
            << "<article>" + prose + "</article><article>" + prose + "</article>"
            << ""
            << "article-count" << 2.0 << "2 <article>";
        QTest::newRow("images") << "" << prose + "<img src=a.png><img src=b.png><img src=c.png>"
                                << ""
                                << "image-count" << 3.0 << "3 images";
        QTest::newRow("<time> elements") << "" << prose + "<time datetime=2024-05-17>May 17</time>"
                                         << ""
                                         << "time-count" << 1.0 << "1 <time>";
        // card, post-card and product-item-info are cards; cards is another word.
        QTest::newRow("cards")
            << ""
            << prose + "<div class=card>a</div><div class=\"post-card x\">b</div><div "
                       "class=cards>c</div><div id=product-item-info>d</div>"
            << ""
            << "card-count" << 3.0 << "3 elements";
        // 4 of the 10 words are inside links.
        QTest::newRow("the link share")
            << ""
            << "<p>one two three four five six <a href=/x>seven eight nine ten</a></p>"
            << ""
            << "page-link-share" << 0.4 << "40% of the words in links";
    }
    void cue()
    {
        QFETCH(QString, head);
        QFETCH(QString, body);
        QFETCH(QString, url);
        QFETCH(QString, cue);
        QFETCH(double, value);
        QFETCH(QString, reason);
        const core::Document doc = testpages::parsePage(
            ("<html><head>" + QString(head.contains("<title>") ? "" : "<title>t</title>") + head +
             "</head><body>" + body + "</body></html>")
                .toStdString());
        const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
        const PageTypeEvidence e(doc, url.toStdString(), features);
        const PageTypeEvidence::Cue c = cueNamed(cue);
        QVERIFY2(std::fabs(e.value(c) - value) < 1e-6,
                 qPrintable(QString("%1 = %2").arg(cue).arg(e.value(c))));
        const QString why = QString::fromStdString(e.reason(c));
        if (reason.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(reason), qPrintable(why));
    }

    // A page without text or markup: every cue 0, no reason but the structure's.
    void emptyPage()
    {
        const core::Document doc = testpages::parsePage("");
        const core::ConsensusFeatures features(doc, testpages::findExtractor("consensus").voters());
        const PageTypeEvidence e(doc, {}, features);
        for (size_t c = 0; c < PageTypeEvidence::Count; ++c)
            QCOMPARE(e.values()[c], 0.f);
        QVERIFY(e.url().empty());
    }
};

QTEST_APPLESS_MAIN(TestPageTypeEvidence)
#include "tst_pagetypeevidence.moc"
