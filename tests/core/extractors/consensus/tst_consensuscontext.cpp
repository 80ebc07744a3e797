#include <extractors/consensus/consensuscontext.h>

#include <testpages.h>

#include <QTest>

#include <cmath>
#include <vector>

using core::ConsensusContext;
using core::ConsensusFeatures;

// The second pass: every block's context from the blocks' first-pass weights, and the log-odds
// the fitted weights make of it.
class TestConsensusContext : public QObject
{
    Q_OBJECT

private slots:
    // Made-up first-pass weights, so that every context is a known mix of them: the block
    // before and after (0 past the page's ends), and the word-weighted means over the blocks
    // of the block's parent, grandparent and great-grandparent element and over the page.
    void contexts()
    {
        const core::Document doc = testpages::parsePage(
            "<html><body><div><ul><li>One two three</li><li>Four five</li></ul><p>Six seven "
            "eight nine ten.</p></div><footer><p>Eleven</p></footer></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const auto &blocks = f.blocks();
        const size_t n = blocks.size();
        QCOMPARE(n, size_t(4));
        std::vector<double> w1(n);
        for (size_t b = 0; b < n; ++b)
            w1[b] = 0.1 + 0.2 * double(b);
        auto mean = [&](std::pair<std::uint32_t, std::uint32_t> range) {
            double sum = 0, words = 0;
            for (size_t k = range.first; k < range.second; ++k) {
                sum += blocks[k].words * w1[k];
                words += blocks[k].words;
            }
            return words > 0 ? sum / words : 0.0;
        };
        const auto context = ConsensusContext::contexts(f, w1);
        QCOMPARE(context.size(), n);
        for (size_t b = 0; b < n; ++b) {
            const auto &c = context[b];
            QCOMPARE(c[ConsensusContext::PreviousBlock], b > 0 ? w1[b - 1] : 0.0);
            QCOMPARE(c[ConsensusContext::NextBlock], b + 1 < n ? w1[b + 1] : 0.0);
            QVERIFY(std::fabs(c[ConsensusContext::ParentBlocks] - mean(blocks[b].containers[0])) <
                    1e-12);
            QVERIFY(std::fabs(c[ConsensusContext::GrandparentBlocks] -
                              mean(blocks[b].containers[1])) < 1e-12);
            QVERIFY(std::fabs(c[ConsensusContext::GreatGrandparentBlocks] -
                              mean(blocks[b].containers[2])) < 1e-12);
            QVERIFY(std::fabs(c[ConsensusContext::PageBlocks] - mean({0, n})) < 1e-12);
        }
        // The first <li>'s parent is the <ul>, whose blocks are the two items.
        QCOMPARE(context[0][ConsensusContext::ParentBlocks], (3 * w1[0] + 2 * w1[1]) / 5);
    }

    // The block's own group: the word-weighted mean first-pass weight of the blocks in all the
    // items of the repeated sibling group its element is an item of, else of the nearest one
    // above it; 0 outside any group. groupBlocks: the blocks of that group.
    void ownGroup_data()
    {
        QTest::addColumn<int>("block");
        QTest::addColumn<QList<int>>("groupBlocks");
        // Blocks in order: 0 q, 1 "One", 2 "Two words", 3 "Three more words" (the three <li>,
        // in q's post), 4 s, 5 t (the three div.post), 6 o.
        QTest::newRow("in a post") << 0 << QList<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("last post") << 5 << QList<int>{0, 1, 2, 3, 4, 5};
        QTest::newRow("list item inside a post: its own group") << 1 << QList<int>{1, 2, 3};
        QTest::newRow("last list item") << 3 << QList<int>{1, 2, 3};
        QTest::newRow("outside") << 6 << QList<int>{};
    }
    void ownGroup()
    {
        QFETCH(int, block);
        QFETCH(QList<int>, groupBlocks);
        const core::Document doc = testpages::parsePage(
            "<html><body><div><div class=post><p id=q>First post</p><ul><li>One</li><li>Two "
            "words</li><li>Three more words</li></ul></div><div class=post><p id=s>Second "
            "post</p></div><div class=post><p id=t>Third post here</p></div></div><p "
            "id=o>Tail text</p></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const auto &blocks = f.blocks();
        QCOMPARE(blocks.size(), size_t(7));
        std::vector<double> w1(blocks.size());
        for (size_t b = 0; b < w1.size(); ++b)
            w1[b] = 0.9 - 0.1 * double(b);
        double sum = 0, words = 0;
        for (int b : groupBlocks) {
            sum += blocks[size_t(b)].words * w1[size_t(b)];
            words += blocks[size_t(b)].words;
        }
        const double expected = words > 0 ? sum / words : 0.0;
        const auto context = ConsensusContext::contexts(f, w1);
        QVERIFY2(
            std::fabs(context[size_t(block)][ConsensusContext::OwnGroupBlocks] - expected) < 1e-12,
            qPrintable(QString::number(context[size_t(block)][ConsensusContext::OwnGroupBlocks]) +
                       " != " + QString::number(expected)));
    }

    // The log-odds: the bias, the first pass's log-odds times its weight, and every context
    // times its own.
    void logOdds_data()
    {
        QTest::addColumn<double>("firstPass");
        QTest::addColumn<int>("context");
        QTest::newRow("bias alone") << 0.0 << -1;
        QTest::newRow("first pass alone") << 2.5 << -1;
        for (int c = 0; c < ConsensusContext::kContextCount; ++c)
            QTest::newRow(ConsensusContext::kContextNames[size_t(c)].data()) << -1.0 << c;
    }
    void logOdds()
    {
        QFETCH(double, firstPass);
        QFETCH(int, context);
        ConsensusContext::Values values{};
        if (context >= 0)
            values[size_t(context)] = 0.75;
        const double expected =
            ConsensusContext::contextBias() + ConsensusContext::firstPassWeight() * firstPass +
            (context >= 0 ? ConsensusContext::contextWeight(size_t(context)) * 0.75 : 0.0);
        QVERIFY(std::fabs(ConsensusContext::logOdds(firstPass, values) - expected) < 1e-12);
    }
};

QTEST_APPLESS_MAIN(TestConsensusContext)
#include "tst_consensuscontext.moc"
