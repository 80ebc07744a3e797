#include <document/documentloader.h>
#include <extraction/blockstats.h>

#include <QTest>

// BlockStats with core::isBlock: a block's counts exclude its nested blocks.
// Characters are code points of the trimmed text, inner spaces included.
//   div#outer owns "Intro" (5 chars, 1 word) and the anchor "Read more" (9 chars, 2 words),
//   and one image; p#inner owns "Inner text" (10 chars, 2 words) and the anchor "x" (1 char);
//   the <span> is inline, so its "tail" (4 chars) belongs to div#outer too.
// div#outer: 5 + 9 + 4 = 18 chars, 9 of them anchor; 1 + 2 + 1 = 4 words, 2 anchor; 1 image.
// p#inner:   10 + 1 = 11 chars, 1 anchor; 2 + 1 = 3 words, 1 anchor; no image.
static const char *kPage = "<html><body><div id=\"outer\">Intro<a href=\"#\">Read more</a>"
                           "<img src=\"i.png\"><p id=\"inner\">Inner text<a href=\"#\">x</a></p>"
                           "<span>tail</span></div></body></html>";

class TestBlockStats : public QObject
{
    Q_OBJECT

private slots:
    void counts_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<uint>("chars");
        QTest::addColumn<uint>("anchorChars");
        QTest::addColumn<uint>("words");
        QTest::addColumn<uint>("anchorWords");
        QTest::addColumn<uint>("images");
        QTest::newRow("outer") << "outer" << 18u << 9u << 4u << 2u << 1u;
        QTest::newRow("inner") << "inner" << 11u << 1u << 3u << 1u << 0u;
    }
    void counts()
    {
        QFETCH(QString, id);
        QFETCH(uint, chars);
        QFETCH(uint, anchorChars);
        QFETCH(uint, words);
        QFETCH(uint, anchorWords);
        QFETCH(uint, images);
        auto loaded = core::DocumentLoader::loadBytes(kPage);
        QVERIFY(loaded.document);
        const core::Document &doc = *loaded.document;
        const core::BlockStats stats(doc, core::isBlock);
        const core::NodeId node =
            doc.findPath(id == "outer" ? "/html/body/div" : "/html/body/div/p");
        QVERIFY(node != core::kNoNode);
        const core::BlockStats::Counts &c = stats.counts(node);
        QCOMPARE(c.chars, chars);
        QCOMPARE(c.anchorChars, anchorChars);
        QCOMPARE(c.words, words);
        QCOMPARE(c.anchorWords, anchorWords);
        QCOMPARE(c.images, images);
    }

    void blocksAndSpans()
    {
        auto loaded = core::DocumentLoader::loadBytes(kPage);
        QVERIFY(loaded.document);
        const core::Document &doc = *loaded.document;
        const core::BlockStats stats(doc, core::isBlock);
        const core::NodeId outer = doc.findPath("/html/body/div");
        const core::NodeId inner = doc.findPath("/html/body/div/p");
        // body and html own no text: only the two blocks, in document order.
        QCOMPARE(std::vector<core::NodeId>(stats.blocks().begin(), stats.blocks().end()),
                 (std::vector<core::NodeId>{outer, inner}));
        QCOMPARE(stats.owner(doc.findPath("/html/body/div/span")), outer);
        // Keeping only the inner block keeps its two text nodes.
        const auto spans = stats.keptSpans(doc, [&](core::NodeId b) { return b == inner; });
        QCOMPARE(spans.size(), size_t(2));
        for (const core::TextSpan &s : spans)
            QCOMPARE(stats.owner(s.node), inner);
    }
};

QTEST_GUILESS_MAIN(TestBlockStats)
#include "tst_blockstats.moc"
