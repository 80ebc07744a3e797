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
