#include "consensusreference.h"

#include <extractors/consensus/consensustrees.h>

#include <testpages.h>

#include <QTest>

#include <cmath>
#include <string>
#include <vector>

using core::ConsensusFeatures;
using core::ConsensusTrees;

namespace {

// A page with navigation, an article and a footer: blocks the trees tell apart.
const char *kPage =
    "<html><body><nav><a href=/>Home</a> <a href=/n>News</a> <a href=/s>Sport</a></nav><main>"
    "<h1>Budget approved</h1><p>The council approved the new budget on Monday after a debate "
    "that lasted until late in the evening.</p><p>Schools will receive more money next year."
    "</p></main><footer><p>Copyright 2026 The Town Paper</p></footer></body></html>";

} // namespace

// The first pass: the fitted trees walked block by block, and every input's share of the
// log-odds (path attribution).
class TestConsensusTrees : public QObject
{
    Q_OBJECT

private slots:
    // A block's inputs: the voters' shares of its words, then its cues, in that order.
    void inputs()
    {
        const core::Document doc = testpages::parsePage(kPage);
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QCOMPARE(ConsensusTrees::kInputCount,
                 ConsensusFeatures::kVoterCount + size_t(ConsensusFeatures::Count));
        for (size_t b = 0; b < f.blocks().size(); ++b)
            for (size_t k = 0; k < ConsensusTrees::kInputCount; ++k)
                QCOMPARE(ConsensusTrees::input(f, b, k),
                         k < ConsensusFeatures::kVoterCount
                             ? double(f.share(b, k))
                             : double(f.blocks()[b].values[k - ConsensusFeatures::kVoterCount]));
    }

    // The log-odds is the base plus the leaf each tree sends the block to, found by walking
    // split() and nodeValue() from firstPassBias() (the base plus every root's value: along a
    // path the changes add up to leaf − root; consensusreference::firstPass); every part is the
    // sum of the changes of the splits that read its input, and the parts add up to the
    // log-odds from the bias.
    void logOdds()
    {
        const core::Document doc = testpages::parsePage(kPage);
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QVERIFY(f.blocks().size() >= 4);
        for (size_t b = 0; b < f.blocks().size(); ++b) {
            std::vector<double> expectedParts;
            const double z = consensusreference::firstPass(f, b, &expectedParts);
            std::vector<double> parts(ConsensusTrees::kInputCount, 0.0);
            const double logOdds = ConsensusTrees::firstPassLogOdds(f, b, parts);
            QVERIFY2(std::fabs(logOdds - z) < 1e-9, qPrintable(QString::number(b)));
            QCOMPARE(ConsensusTrees::firstPassLogOdds(f, b), logOdds);
            double sum = ConsensusTrees::firstPassBias();
            for (size_t k = 0; k < parts.size(); ++k) {
                QVERIFY(std::fabs(parts[k] - expectedParts[k]) < 1e-9);
                sum += parts[k];
            }
            QVERIFY(std::fabs(sum - logOdds) < 1e-9);
        }
    }
};

QTEST_APPLESS_MAIN(TestConsensusTrees)
#include "tst_consensustrees.moc"
