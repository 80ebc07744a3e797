#include <extractors/consensus/productdescription.h>

#include <testpages.h>

#include <QTest>

#include <string>
#include <vector>

using core::ConsensusFeatures;
using core::ProductDescription;

namespace {

// A product page: its JSON-LD (a Product's description, or a web page's), the description's
// block (id=d, all four of its words in the description), a block with one word of it in five
// (id=h) and a block the consensus kept (id=k) with the row's text.
core::Document productPage(const std::string &type, const std::string &kept)
{
    return testpages::parsePage(
        "<html><head><script type=\"application/ld+json\">{\"@type\": \"" + type +
        "\", \"description\": \"Soft cotton shirt in navy blue\"}</script></head><body>"
        "<p id=d>Soft cotton shirt, navy.</p><p id=h>Warm hat for SOFT days.</p><p id=k>" +
        kept + "</p></body></html>");
}

size_t blockOf(const core::Document &doc, const ConsensusFeatures &f, const char *id)
{
    const core::NodeId node = testpages::byId(doc, id);
    for (size_t b = 0; b < f.blocks().size(); ++b)
        if (f.blocks()[b].node == node)
            return b;
    return f.blocks().size();
}

} // namespace

// rs-trafilatura's product rule on the consensus's blocks: the share of each block's words in
// the page's JSON-LD Product description, and the blocks it adds when the kept text is short.
class TestProductDescription : public QObject
{
    Q_OBJECT

private slots:
    // Words lower-cased and cut at punctuation: d's soft, cotton, shirt, navy all stand in the
    // description; of h's warm, hat, for, soft, days only soft.
    void cover()
    {
        const core::Document doc = productPage("https://schema.org/Product", "Hello");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const ProductDescription::Cover c = ProductDescription::cover(doc, f);
        QCOMPARE(c.words.size(), f.blocks().size());
        const size_t d = blockOf(doc, f, "d"), h = blockOf(doc, f, "h");
        QCOMPARE(c.words[d], 4u);
        QCOMPARE(c.found[d], 4u);
        QCOMPARE(c.words[h], 5u);
        QCOMPARE(c.found[h], 1u);
        QCOMPARE(c.share(h), 1.0 / 5);
    }

    // A web page's description (the meta description) is no product's.
    void otherTypes()
    {
        const core::Document doc = productPage("WebPage", "Hello");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QVERIFY(ProductDescription::cover(doc, f).empty());
    }

    // Only k kept (or nothing): d is added when the kept text is short, h never (1 of its 5 words
    // is below kMinCover).
    void apply_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<bool>("keepK");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<bool>("added");
        // 30 words x1 … x30: 9 of two characters, 21 of three and 29 spaces, 110 characters.
        const QString few = QString::fromStdString(testpages::words("x", 30));
        QTest::newRow("nothing kept") << "Product" << false << "Hello" << true;
        QTest::newRow("under 100 characters") << "Product" << true << "Free delivery" << true;
        // 110 characters, none of its 30 words in the description.
        QTest::newRow("under 500, little overlap") << "Product" << true << few << true;
        // 38 words, 8 in the description: 0.21 of them.
        QTest::newRow("under 500, overlap")
            << "Product" << true << few + " soft cotton shirt in navy blue soft shirt" << false;
        // 150 words: 9 x 2 + 90 x 3 + 51 x 4 characters and 149 spaces, 641.
        QTest::newRow("500 characters or more")
            << "Product" << true << QString::fromStdString(testpages::words("x", 150)) << false;
        QTest::newRow("no product description") << "WebPage" << false << "Hello" << false;
    }
    void apply()
    {
        QFETCH(QString, type);
        QFETCH(bool, keepK);
        QFETCH(QString, kept);
        QFETCH(bool, added);
        const core::Document doc = productPage(type.toStdString(), kept.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        std::vector<char> keep(f.blocks().size(), 0);
        const size_t k = blockOf(doc, f, "k");
        QVERIFY(k < keep.size());
        keep[k] = keepK;
        const ProductDescription::Outcome o = ProductDescription::apply(doc, f, keep);
        QCOMPARE(o.added.size(), keep.size());
        QCOMPARE(o.added[blockOf(doc, f, "d")] != 0, added);
        QCOMPARE(o.added[blockOf(doc, f, "h")], char(0));
        QCOMPARE(o.added[k], char(0));
    }
};

QTEST_APPLESS_MAIN(TestProductDescription)
#include "tst_productdescription.moc"
