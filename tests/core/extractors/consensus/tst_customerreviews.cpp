#include <extractors/consensus/customerreviews.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::CustomerReviews;

// The customer reviews of a product page, by their markup: which id and class values name them
// (a word that starts with "review", any case), and that such an element marks itself and every
// node inside it, and nothing else.
class TestCustomerReviews : public QObject
{
    Q_OBJECT

private slots:
    void holds_data()
    {
        QTest::addColumn<QString>("markup"); // holds <b id=x>
        QTest::addColumn<bool>("inside");
        auto row = [](const char *name, const char *markup, bool inside) {
            QTest::newRow(name) << QString::fromUtf8(markup) << inside;
        };
        row("id", "<div id=reviews><p><b id=x>a</b></p></div>", true);
        row("a word of the class", "<section class='pdp product-reviews'><b id=x>a</b></section>",
            true);
        row("after an underscore", "<div class=pipf-seo-reviews__reviews><b id=x>a</b></div>",
            true);
        row("capitals inside a word",
            "<div class='js-okeReviews-reviewContent'><b id=x>a</b></div>", true);
        row("Amazon's", "<div id=reviewsMedley><b id=x>a</b></div>", true);
        row("Bazaarvoice's", "<div class='bvseo-reviewsSection'><b id=x>a</b></div>", true);
        row("capital R", "<div class=Review><b id=x>a</b></div>", true);
        row("the element itself", "<div class=review id=x>a</div>", true);
        row("preview", "<div class=image-preview><b id=x>a</b></div>", false);
        row("overview", "<div id=overview><b id=x>a</b></div>", false);
        row("interviews", "<section class=interviews><b id=x>a</b></section>", false);
        row("review inside a word", "<div class=prereview><b id=x>a</b></div>", false);
        row("beside the reviews", "<div id=reviews>a</div><b id=x>b</b>", false);
        row("in another attribute", "<div title=reviews data-x=reviews><b id=x>a</b></div>", false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, inside);
        const auto [element, text] =
            testpages::holdsX(markup.toStdString(), CustomerReviews::holds);
        QCOMPARE(element, inside);
        QCOMPARE(text, inside); // the text inside x as well
    }
};

QTEST_APPLESS_MAIN(TestCustomerReviews)
#include "tst_customerreviews.moc"
