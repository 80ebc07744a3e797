#include <extractors/consensus/consensusreasons.h>
#include <extractors/consensus/consensustrees.h>

#include <testpages.h>

#include <QTest>

#include <cmath>
#include <span>
#include <string>
#include <vector>

using core::ConsensusContext;
using core::ConsensusFeatures;
using core::ConsensusReasons;
using core::ConsensusTrees;
using F = ConsensusFeatures::Feature;

namespace {

// Block 0 is the navigation (in-navigation is 1), block 1 the paragraph.
const char *kPage = "<html><body><nav><a href=/>Home</a> <a href=/n>News</a></nav>"
                    "<p>The council approved the new budget on Monday.</p></body></html>";

} // namespace

// The words and numbers of the consensus extractor's judgements: which cue or context a reason
// names, in which wording, and the votes that add up to a block's log-odds.
class TestConsensusReasons : public QObject
{
    Q_OBJECT

private slots:
    // A weighing made up for the row: the navigation block, one part of its first pass
    // (`input`, an index of ConsensusTrees's inputs, -1: none) or one context (-1: none) set.
    void reason_data()
    {
        QTest::addColumn<int>("input");
        QTest::addColumn<double>("part");
        QTest::addColumn<int>("context");
        QTest::addColumn<bool>("kept");
        QTest::addColumn<bool>("relative");
        QTest::addColumn<bool>("fixed");
        QTest::addColumn<bool>("tiny");
        QTest::addColumn<QString>("format");
        QTest::addColumn<double>("shown");
        const int nav = int(ConsensusFeatures::kVoterCount) + F::InNavigation;
        const int footer = int(ConsensusFeatures::kVoterCount) + F::InFooter;
        const QString dropped = "dropped: {0} of 20 heuristics chose it, weight {1} < {2}";
        const QString kept = "kept: {0} of 20 heuristics chose it, weight {1} >= {2}";
        const QString best = " (relative to the page's best)";
        QTest::newRow("dropped for its cue") << nav << -2.0 << -1 << false << false << false
                                             << false << dropped + "; inside navigation" << 1.0;
        QTest::newRow("relative threshold") << nav << -2.0 << -1 << false << true << false << false
                                            << dropped + best + "; inside navigation" << 1.0;
        // The cue pushed against keeping it: nothing pushed towards the decision.
        QTest::newRow("kept despite its cue")
            << nav << -2.0 << -1 << true << false << false << false << kept << 0.0;
        QTest::newRow("kept for its cue") << nav << 2.0 << -1 << true << false << false << false
                                          << kept + "; inside navigation" << 1.0;
        // The block is not in a footer: a tree crediting the cue's absence is not a reason.
        QTest::newRow("absent cue")
            << footer << -5.0 << -1 << false << false << false << false << dropped << 0.0;
        QTest::newRow("voter's part")
            << 0 << -5.0 << -1 << false << false << false << false << dropped << 0.0;
        QTest::newRow("context") << -1 << 0.0 << int(ConsensusContext::NextBlock) << true << false
                                 << false << false
                                 << kept + "; the block after weighs {3} on the first pass" << 0.9;
        QTest::newRow("own group's context")
            << -1 << 0.0 << int(ConsensusContext::OwnGroupBlocks) << true << false << false << false
            << kept + "; its group of alike siblings weighs {3} on the first pass" << 0.9;
        QTest::newRow("fixed")
            << nav << -2.0 << -1 << false << false << true << false
            << "dropped: fixed or sticky on screen (a banner, bar or overlay); {0} of 20 "
               "heuristics chose it, weight {1}"
            << 1.0;
        QTest::newRow("tiny") << nav << -2.0 << -1 << false << false << false << true
                              << "dropped: its box is {3} px, too small to read; {0} of 20 "
                                 "heuristics chose it, weight {1}"
                              << 1.5;
        QTest::newRow("fixed and tiny")
            << nav << -2.0 << -1 << false << false << true << true
            << "dropped: fixed or sticky on screen (a banner, bar or overlay); {0} of 20 "
               "heuristics chose it, weight {1}"
            << 1.5;
    }
    void reason()
    {
        QFETCH(int, input);
        QFETCH(double, part);
        QFETCH(int, context);
        QFETCH(bool, kept);
        QFETCH(bool, relative);
        QFETCH(bool, fixed);
        QFETCH(bool, tiny);
        QFETCH(QString, format);
        QFETCH(double, shown);
        const core::Document doc = testpages::parsePage(kPage);
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QCOMPARE(f.blocks()[0].values[F::InNavigation], 1.f);
        QCOMPARE(f.blocks()[0].values[F::InFooter], 0.f);
        std::vector<double> parts(ConsensusTrees::kInputCount, 0.0);
        if (input >= 0)
            parts[size_t(input)] = part;
        ConsensusContext::Values values{};
        if (context >= 0) {
            // A context that pushes towards keeping: its value times a positive weight.
            QVERIFY(ConsensusContext::contextWeight(size_t(context)) > 0);
            values[size_t(context)] = 0.9;
        }
        ConsensusReasons::Weighing w;
        w.block = 0;
        w.parts = parts;
        w.context = values;
        w.weight = kept ? 0.8 : 0.2;
        w.cut = 0.55;
        w.relative = relative;
        w.kept = kept;
        w.fixed = fixed;
        w.tiny = tiny;
        w.boxSide = tiny ? 1.5 : 0;
        const core::Reason r = ConsensusReasons::reason(f, w);
        QCOMPARE(QString::fromUtf8(r.format), format);
        QCOMPARE(r.values[0], double(f.blocks()[0].votes));
        QCOMPARE(r.values[1], w.weight);
        QCOMPARE(r.values[2], w.cut);
        QCOMPARE(r.values[3], shown);
    }

    // Every block's votes, from its true first pass: every voter, the bias, the cues present or
    // credited, every context; their weights add up to the second pass's log-odds.
    void votes()
    {
        const core::Document doc = testpages::parsePage(kPage);
        const auto voters = testpages::findExtractor("consensus").voters();
        const ConsensusFeatures f(doc, voters);
        const size_t n = f.blocks().size();
        std::vector<double> parts(n * ConsensusTrees::kInputCount, 0.0), z1(n), w1(n);
        for (size_t b = 0; b < n; ++b) {
            z1[b] = ConsensusTrees::firstPassLogOdds(
                f, b,
                std::span<double>(parts).subspan(b * ConsensusTrees::kInputCount,
                                                 ConsensusTrees::kInputCount));
            w1[b] = 1 / (1 + std::exp(-z1[b]));
        }
        const auto context = ConsensusContext::contexts(f, w1);
        for (size_t b = 0; b < n; ++b) {
            ConsensusReasons::Weighing w;
            w.block = b;
            w.parts = std::span<const double>(parts).subspan(b * ConsensusTrees::kInputCount,
                                                             ConsensusTrees::kInputCount);
            w.context = context[b];
            std::vector<core::Vote> votes;
            ConsensusReasons::addVotes(f, w, voters, 7, votes);
            QStringList sources;
            double sum = 0;
            for (const core::Vote &v : votes) {
                QCOMPARE(v.judgement, 7);
                sources << v.source;
                sum += v.weight;
            }
            for (size_t v = 0; v < voters.size(); ++v)
                QCOMPARE(sources[qsizetype(v)], QString::fromStdString(voters[v]->info().id));
            QCOMPARE(sources[qsizetype(voters.size())], QString("bias"));
            for (size_t c = 0; c < ConsensusFeatures::Count; ++c)
                QCOMPARE(sources.contains(ConsensusFeatures::kNames[c].data()),
                         f.blocks()[b].values[c] != 0 ||
                             w.parts[ConsensusFeatures::kVoterCount + c] != 0);
            QVERIFY(sources.contains("in-navigation") || b != 0);
            QCOMPARE(sources.mid(sources.size() - ConsensusContext::kContextCount).join(','),
                     QString("previous-block,next-block,parent-blocks,grandparent-blocks,"
                             "great-grandparent-blocks,page-blocks,own-group-blocks"));
            QVERIFY2(std::fabs(sum - ConsensusContext::logOdds(z1[b], context[b])) < 1e-9,
                     qPrintable(QString::number(b)));
        }
    }
};

QTEST_APPLESS_MAIN(TestConsensusReasons)
#include "tst_consensusreasons.moc"
