#include <extractors/consensusextractor.h>

#include <testpages.h>

#include <QTest>

#include <cmath>

using core::ConsensusExtractor;
using core::ConsensusFeatures;

namespace {

const std::string kArticle =
    "<p>The council approved the new budget on Monday after a debate that lasted until late in "
    "the evening.</p><p>Schools will receive more money next year, and the roads in the north "
    "of the town will be repaired before the winter comes.</p><p>The mayor said that the "
    "decision was difficult but necessary, and that the town would review it in the spring.</p>";

const std::string kNav = "<nav><ul><li><a href=/>Home</a></li><li><a href=/n>News</a></li>"
                         "<li><a href=/s>Sport</a></li><li><a href=/c>Contact</a></li></ul></nav>";

std::string page(const std::string &body)
{
    return "<html><head><title>t</title></head><body>" + body + "</body></html>";
}

// The logistic of the fitted log-odds, computed here from the published constants and the
// features, independently of ConsensusExtractor::score.
double expectedWeight(const ConsensusFeatures &f, size_t b)
{
    double z = ConsensusExtractor::bias();
    for (size_t k = 0; k < ConsensusFeatures::Count; ++k)
        z += ConsensusExtractor::weight(static_cast<ConsensusFeatures::Feature>(k)) *
             f.blocks()[b].values[k];
    for (size_t v = 0; v < ConsensusFeatures::kVoterCount; ++v)
        z += ConsensusExtractor::voterWeight(v) * f.share(b, v);
    return 1 / (1 + std::exp(-z));
}

} // namespace

// The consensus extractor: its decision rule against the fitted constants, one page per rule
// (votes, navigation, footer, repeated posts, sections, code, renderer, <noscript> fallback),
// its reasons and its votes.
class TestConsensusExtractor : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        const core::Extractor &e = testpages::findExtractor("consensus");
        QCOMPARE(e.info().params.at(0).name, std::string("threshold"));
        QCOMPARE(e.info().params.at(0).defaultValue, ConsensusExtractor::defaultThreshold());
    }

    // Every block's judgement: weight = logistic(bias + Σ weights · cues + Σ voter weights ·
    // shares), kept when it reaches the threshold; the votes listed for it add up to its
    // log-odds; the reason names the heuristics that chose it and the weight.
    void decisionRule_data()
    {
        QTest::addColumn<QString>("threshold");
        QTest::newRow("default") << QString();
        QTest::newRow("keep everything") << "0";
        QTest::newRow("strict") << "0.9";
    }
    void decisionRule()
    {
        QFETCH(QString, threshold);
        const core::Document doc =
            testpages::parsePage(page(kNav + "<main>" + kArticle +
                                      "</main><footer><p>Copyright 2026 The Town "
                                      "Paper</p></footer>"));
        const ConsensusFeatures f(doc);
        const QStringList params =
            threshold.isEmpty() ? QStringList() : QStringList{"threshold=" + threshold};
        const double t =
            threshold.isEmpty() ? ConsensusExtractor::defaultThreshold() : threshold.toDouble();
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc, params);
        QCOMPARE(r.judgements.size(), f.blocks().size());
        for (size_t b = 0; b < f.blocks().size(); ++b) {
            const core::Judgement &j = r.judgements[b];
            const double w = expectedWeight(f, b);
            QCOMPARE(j.node, f.blocks()[b].node);
            QVERIFY(std::fabs(j.score - w) < 1e-9);
            QCOMPARE(j.selected, w >= t);
            double logOdds = 0;
            for (const core::Vote &v : r.votes)
                if (v.judgement == static_cast<std::int32_t>(b))
                    logOdds += v.weight;
            QVERIFY(std::fabs(logOdds - std::log(w / (1 - w))) < 1e-6);
            const std::string reason = j.reason.text();
            const std::string expected = std::string(j.selected ? "kept: " : "dropped: ") +
                                         std::to_string(f.blocks()[b].votes) +
                                         " of 20 heuristics chose it, weight ";
            QVERIFY2(reason.rfind(expected, 0) == 0, reason.c_str());
        }
        if (threshold == "0")
            QCOMPARE(r.text, testpages::runExtractor("plain", doc).text);
    }

    // One page per rule: the text that must be kept and the text that must be dropped.
    void rules_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QString>("dropped");
        QTest::newRow("navigation")
            << QString::fromStdString(kNav + kArticle) << "The council approved"
            << "Contact";
        QTest::newRow("footer") << QString::fromStdString(
                                       kArticle + "<footer><p>Copyright 2026 The Town Paper. "
                                                  "All rights reserved.</p></footer>")
                                << "Schools will receive"
                                << "Copyright";
        QTest::newRow("comments")
            << QString::fromStdString(
                   "<article>" + kArticle +
                   "</article><div id=comments><p>Great article, thanks for sharing it with "
                   "us.</p><p>I do not agree with the mayor at all.</p></div>")
            << "The mayor said"
            << "Great article";
        // A forum thread: four alike post blocks, the repeated-siblings cue.
        QTest::newRow("forum posts")
            << QString::fromStdString(
                   kNav +
                   "<div class=thread>"
                   "<div class=message><p>My boiler makes a loud noise every morning when the "
                   "heating starts. Has anyone seen this before?</p></div>"
                   "<div class=message><p>That is usually air in the system. Bleed the "
                   "radiators and check the pressure gauge.</p></div>"
                   "<div class=message><p>Thanks, I bled them and the pressure was low. I "
                   "topped it up and the noise is gone.</p></div>"
                   "<div class=message><p>Glad it worked. Check the pressure again in a week "
                   "in case there is a slow leak.</p></div></div>")
            << "Bleed the radiators"
            << "Contact";
        // A service page: several <section>s of short text.
        QTest::newRow("sections")
            << QString::fromStdString(
                   kNav + "<main><section><h2>Boiler repair</h2><p>We repair every make of boiler "
                          "within a day.</p></section><section><h2>Installation</h2><p>New boilers "
                          "fitted by certified engineers.</p></section><section><h2>Servicing</h2>"
                          "<p>A yearly service keeps your warranty valid.</p></section></main>")
            << "New boilers fitted"
            << "Contact";
        // Documentation: prose and a code block.
        QTest::newRow("code") << QString::fromStdString(
                                     kNav +
                                     "<main><h1>Installing</h1><p>Install the package with your "
                                     "system's package manager, then check the version.</p>"
                                     "<pre><code>apt-get install boilerscope\nboilerscope-cli "
                                     "--version</code></pre><p>The command prints the version and "
                                     "exits.</p></main>")
                              << "apt-get install boilerscope"
                              << "Contact";
    }
    void rules()
    {
        QFETCH(QString, body);
        QFETCH(QString, kept);
        QFETCH(QString, dropped);
        const core::Document doc = testpages::parsePage(page(body.toStdString()));
        const std::string text = testpages::runExtractor("consensus", doc).text;
        QVERIFY2(text.find(kept.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(text.find(dropped.toStdString()) == std::string::npos, text.c_str());
    }

    // The renderer's signals (a GUI snapshot: data-bs-* attributes): a fixed box and a box too
    // small to read are dropped whatever their weight; with renderer=off they are not.
    void renderer_data()
    {
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<QString>("reason");
        QTest::newRow("fixed") << "data-bs-position=fixed data-bs-box=\"0,0,800,200\""
                               << "dropped: fixed or sticky on screen";
        QTest::newRow("sticky") << "data-bs-position=sticky data-bs-box=\"0,0,800,200\""
                                << "dropped: fixed or sticky on screen";
        // 1 px < kMinBoxSide = 2 px
        QTest::newRow("tiny") << "data-bs-position=static data-bs-box=\"0,0,1,1\""
                              << "dropped: its box is 1 px, too small to read";
    }
    void renderer()
    {
        QFETCH(QString, attributes);
        QFETCH(QString, reason);
        // The middle paragraph of the article carries the tested box: kept without the
        // renderer's signals, dropped with them.
        const std::string box =
            "<p id=x data-bs-id=10 data-bs-visible=1 " + attributes.toStdString() +
            ">Everyone agreed that the decision was difficult but necessary, and that the town "
            "would review it in the spring.</p>";
        const core::Document doc = testpages::parsePage(
            page("<main data-bs-id=1 data-bs-visible=1 data-bs-box=\"0,0,800,900\">" + kArticle +
                 box + kArticle + "</main>"));
        QVERIFY(doc.rendered());
        const core::NodeId x = testpages::byId(doc, "x");
        const auto judgementOf = [&](const core::ExtractionResult &r) {
            for (const core::Judgement &j : r.judgements)
                if (j.node == x)
                    return j;
            qFatal("no judgement for the box");
        };
        const core::Judgement on = judgementOf(testpages::runExtractor("consensus", doc));
        QVERIFY(!on.selected);
        QVERIFY2(on.reason.text().rfind(reason.toStdString(), 0) == 0, on.reason.text().c_str());
        const core::Judgement off =
            judgementOf(testpages::runExtractor("consensus", doc, {"renderer=off"}));
        QVERIFY(off.selected);
        QCOMPARE(off.score, on.score);
    }

    // An application shell whose thread is in <noscript>: the consensus reads it.
    void noscriptFallback()
    {
        // What Discourse serves without scripts: the posts, alike blocks, in <noscript>.
        std::string posts;
        for (const char *prefix : {"first", "second", "third", "fourth"})
            posts += "<div class=post><p>" + testpages::words(prefix, 40) + ".</p></div>";
        const core::Document doc = testpages::parsePage(
            page("<div id=app></div><noscript><div class=thread>" + posts + "</div></noscript>"));
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
        QVERIFY2(r.text.find("third1 third2") != std::string::npos, r.summary.c_str());
        QVERIFY(r.summary.find("read from <noscript>") != std::string::npos);
        QVERIFY(!r.selected.empty());
    }

    void emptyPage()
    {
        const core::Document doc = testpages::parsePage(page(""));
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
        QVERIFY(r.text.empty());
        QVERIFY(r.judgements.empty());
        QCOMPARE(r.summary, std::string("kept 0 of 0 text blocks (0 of 0 words)"));
    }
};

QTEST_APPLESS_MAIN(TestConsensusExtractor)
#include "tst_consensusextractor.moc"
