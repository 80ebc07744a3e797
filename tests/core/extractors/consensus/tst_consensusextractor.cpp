#include <extraction/noscripttext.h>
#include <extractors/consensus/codeblocks.h>
#include <extractors/consensus/consensuscontext.h>
#include <extractors/consensus/consensusextractor.h>
#include <extractors/consensus/consensustrees.h>
#include <extractors/consensus/customerreviews.h>
#include <extractors/consensus/forumpostcontainers.h>
#include <extractors/consensus/forumquotes.h>
#include <extractors/consensus/forumrepeatedlines.h>
#include <extractors/consensus/forumsignatures.h>
#include <extractors/consensus/imagefigures.h>
#include <extractors/consensus/pagelandmarks.h>
#include <extractors/consensus/pagetypeclassifier.h>
#include <extractors/consensus/readercomments.h>
#include <extractors/consensus/repeateditems.h>

#include "consensusreference.h"

#include <testpages.h>
#include <tracetest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using consensusreference::expectedContexts;
using consensusreference::expectedWeight;
using consensusreference::firstPass;
using consensusreference::logistic;
using core::ConsensusContext;
using core::ConsensusExtractor;
using core::ConsensusFeatures;
using core::ConsensusTrees;

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

// An article page for the profiles: the title it declares, and the parts of its <article>.
const std::string kTitledHead =
    "<html><head><title>Council approves the new budget | The Town Paper</title><meta "
    "property=\"og:title\" content=\"Council approves the new budget\"></head><body>";
const std::string kHeadline = "<h1 id=headline>Council approves the new budget</h1>";
const std::string kByline = "<p id=byline class=byline>By Jane Smith</p>";
const std::string kDateLine = "<p id=date><time datetime=\"2026-03-02\">2 March 2026</time></p>";
const std::string kSubheading = "<h2 id=sub>What changes for schools</h2>";
const std::string kSchools =
    "<p>Every school gets a new library budget, and the teachers will be paid for the extra "
    "hours they spend on the reading clubs after school.</p>";

std::string titledPage(const std::string &article)
{
    return kTitledHead + kNav + "<article>" + article + "</article></body></html>";
}

// Every block's weight by the fitted constants (expectedWeight) and the page's threshold under
// the default parameters: what keeps a block before the rules.
struct Weighed
{
    std::vector<double> weights;
    double cut = 0;
};

Weighed weighed(const ConsensusFeatures &f)
{
    Weighed w;
    double best = 0;
    for (size_t b = 0; b < f.blocks().size(); ++b)
        best = std::max(best, w.weights.emplace_back(expectedWeight(f, b)));
    w.cut = ConsensusExtractor::pageThreshold(ConsensusExtractor::defaultThreshold(),
                                              ConsensusExtractor::defaultRelative(), best);
    return w;
}

// The consensus's result on doc read from the address url, with its default parameters.
core::ExtractionResult runAt(const core::Document &doc, const std::string &url)
{
    core::PageInput input;
    input.document = &doc;
    input.url = url;
    const core::Extractor &consensus = testpages::findExtractor("consensus");
    return consensus.runPage(input, consensus.info().defaults());
}

// What the weights keep (outside the page's landmarks) around the parts of a page a rule acts
// on: the blocks inside (holds(doc, node): a node inside one) and the words outside.
struct KeptSplit
{
    size_t inside = 0;
    std::uint32_t outside = 0;
};

template <typename Holds>
KeptSplit keptSplit(const core::Document &doc, const ConsensusFeatures &f, Holds holds)
{
    const auto [weights, cut] = weighed(f);
    const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
    KeptSplit split;
    for (size_t b = 0; b < f.blocks().size(); ++b) {
        if (weights[b] < cut ||
            landmarks[size_t(f.blocks()[b].node)] != core::PageLandmarks::Kind::None)
            continue;
        if (holds(doc, f.blocks()[b].node))
            ++split.inside;
        else
            split.outside += f.blocks()[b].words;
    }
    return split;
}

// When drops, the blocks the weights keep inside the parts are exactly those r drops with a
// reason that starts with start (and holds also, when given), none of them selected; else no
// block has that reason.
template <typename Holds>
void checkDropped(const core::Document &doc, const ConsensusFeatures &f,
                  const core::ExtractionResult &r, Holds holds, bool drops,
                  const std::string &start, const std::string &also = {})
{
    const auto [weights, cut] = weighed(f);
    size_t dropped = 0;
    for (size_t b = 0; b < f.blocks().size(); ++b) {
        const core::Judgement &j = r.judgements[b];
        const bool byRule = drops && weights[b] >= cut && holds(doc, j.node);
        dropped += byRule;
        const std::string reason = j.reason.text();
        QCOMPARE(reason.rfind(start, 0) == 0, byRule);
        if (byRule) {
            QVERIFY2(!j.selected, reason.c_str());
            QVERIFY2(reason.find(also) != std::string::npos, reason.c_str());
        }
    }
    QCOMPARE(dropped > 0, drops);
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

    // The registry hands the extractor its voters; any other list than the one its weights
    // were fitted with is refused with the place that is wrong.
    void voters_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("as fitted") << "none" << QString();
        QTest::newRow("one missing") << "null"
                                     << "voter 3 must be addanag";
        QTest::newRow("two swapped") << "swap"
                                     << "voter 1 must be density";
        QTest::newRow("plain among them") << "plain"
                                          << "voter 20 must be cetr";
        QTest::newRow("one short") << "short"
                                   << "voter 20 must be cetr";
        QTest::newRow("one more") << "more"
                                  << "21 voters given, 20 expected";
    }
    void voters()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        const auto fitted = testpages::findExtractor("consensus").voters();
        std::vector<const core::Extractor *> voters(fitted.begin(), fitted.end());
        if (change == "null")
            voters[2] = nullptr;
        else if (change == "swap")
            std::swap(voters[0], voters[1]);
        else if (change == "plain")
            voters.back() = &testpages::findExtractor("plain");
        else if (change == "short")
            voters.pop_back();
        else if (change == "more")
            voters.push_back(voters.front());
        try {
            const ConsensusExtractor e(voters);
            QVERIFY2(message.isEmpty(), qPrintable(change));
            QCOMPARE(e.voters().size(), fitted.size());
            QVERIFY(std::equal(fitted.begin(), fitted.end(), e.voters().begin()));
        } catch (const std::invalid_argument &error) {
            QCOMPARE(QString::fromUtf8(error.what()), "consensus: " + message);
        }
    }

    // Every block's judgement: weight = logistic(bias + Σ weights · cues + Σ voter weights ·
    // shares), kept when it reaches the threshold; the votes listed for it add up to its
    // log-odds; the reason names the heuristics that chose it and the weight.
    void decisionRule_data()
    {
        QTest::addColumn<QString>("threshold");
        QTest::addColumn<QString>("relative");
        QTest::newRow("default") << QString() << QString();
        QTest::newRow("keep everything") << "0" << QString();
        QTest::newRow("strict") << "0.9" << QString();
        QTest::newRow("strict, not relative") << "0.9"
                                              << "0";
        QTest::newRow("relative only") << "1"
                                       << "0.8";
    }
    void decisionRule()
    {
        QFETCH(QString, threshold);
        QFETCH(QString, relative);
        const core::Document doc =
            testpages::parsePage(page(kNav + "<main>" + kArticle +
                                      "</main><footer><p>Copyright 2026 The Town "
                                      "Paper</p></footer>"));
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QStringList params;
        if (!threshold.isEmpty())
            params << "threshold=" + threshold;
        if (!relative.isEmpty())
            params << "relative=" + relative;
        const double t0 =
            threshold.isEmpty() ? ConsensusExtractor::defaultThreshold() : threshold.toDouble();
        const double rel =
            relative.isEmpty() ? ConsensusExtractor::defaultRelative() : relative.toDouble();
        // The page's threshold: min(threshold, relative × the best weight) when the best weight
        // reaches the floor (and relative is not 0), else the threshold.
        double best = 0;
        for (size_t b = 0; b < f.blocks().size(); ++b)
            best = std::max(best, expectedWeight(f, b));
        const double t =
            rel > 0 && best >= ConsensusExtractor::relativeFloor() ? std::min(t0, rel * best) : t0;
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc, params);
        QCOMPARE(r.judgements.size(), f.blocks().size());
        // The page's navigation and footer drop what they hold, whatever its weight.
        const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
        for (size_t b = 0; b < f.blocks().size(); ++b) {
            const core::Judgement &j = r.judgements[b];
            const double w = expectedWeight(f, b);
            const bool byLandmark =
                w >= t && landmarks[static_cast<size_t>(j.node)] != core::PageLandmarks::Kind::None;
            QCOMPARE(j.node, f.blocks()[b].node);
            QVERIFY(std::fabs(j.score - w) < 1e-9);
            QCOMPARE(j.selected, w >= t && !byLandmark);
            QCOMPARE(j.reason.text().rfind("dropped: in the page's ", 0) == 0, byLandmark);
            // The votes: each voter's and cue's path attribution, scaled by the second pass's
            // weight of the first; they add up to the log-odds.
            std::vector<double> parts;
            firstPass(f, b, &parts);
            double logOdds = 0;
            for (const core::Vote &v : r.votes) {
                if (v.judgement != static_cast<std::int32_t>(b))
                    continue;
                logOdds += v.weight;
                for (size_t k = 0; k < ConsensusTrees::kInputCount; ++k) {
                    const std::string_view name =
                        k < ConsensusFeatures::kVoterCount
                            ? ConsensusFeatures::kVoterIds[k]
                            : ConsensusFeatures::kNames[k - ConsensusFeatures::kVoterCount];
                    if (name == v.source)
                        QVERIFY(std::fabs(v.weight -
                                          ConsensusContext::firstPassWeight() * parts[k]) < 1e-9);
                }
            }
            QVERIFY(std::fabs(logOdds - std::log(w / (1 - w))) < 1e-6);
            const std::string reason = j.reason.text();
            if (byLandmark) {
                const std::string votes = std::to_string(f.blocks()[b].votes) + " of 20 heuristics";
                QVERIFY2(reason.find(votes) != std::string::npos, reason.c_str());
                continue;
            }
            const std::string expected = std::string(j.selected ? "kept: " : "dropped: ") +
                                         std::to_string(f.blocks()[b].votes) +
                                         " of 20 heuristics chose it, weight ";
            QVERIFY2(reason.rfind(expected, 0) == 0, reason.c_str());
            QCOMPARE(reason.find("(relative to the page's best)") != std::string::npos, t < t0);
            // The reason names a cue the block has, never one a tree credited for its absence.
            for (const auto &[feature, phrase] :
                 {std::pair{ConsensusFeatures::InMain, "inside <main> or <article>"},
                  std::pair{ConsensusFeatures::InFooter, "inside the page footer"},
                  std::pair{ConsensusFeatures::InNavigation, "inside navigation"}})
                if (f.blocks()[b].values[feature] == 0)
                    QVERIFY2(reason.find(phrase) == std::string::npos, reason.c_str());
        }
        QCOMPARE(r.summary.find("x the page's best weight") != std::string::npos, t < t0);
        // Threshold 0 keeps every block but those of the page's navigation and footer.
        if (threshold == "0") {
            const core::Document article =
                testpages::parsePage(page("<main>" + kArticle + "</main>"));
            QCOMPARE(r.text, testpages::runExtractor("plain", article).text);
        }
    }

    // The page-relative threshold: on a page whose best block falls short of the threshold, the
    // blocks within `relative` of the best are still kept (with relative=0, none is); on a page
    // whose best weight is below the floor (nothing but furniture), nothing is kept.
    void relativeThreshold_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("belowFloor");
        QTest::newRow("weak article")
            << QString::fromStdString(kNav + "<div>" + kArticle + "</div>") << false;
        QTest::newRow("furniture only")
            << QString::fromStdString("<footer>" + kNav +
                                      "<p><a href=/a>About</a> <a href=/p>Privacy</a></p></footer>")
            << true;
    }
    void relativeThreshold()
    {
        QFETCH(QString, body);
        QFETCH(bool, belowFloor);
        const core::Document doc = testpages::parsePage(page(body.toStdString()));
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        double best = 0;
        for (size_t b = 0; b < f.blocks().size(); ++b)
            best = std::max(best, expectedWeight(f, b));
        // The page is what the row says it is (the fitted constants decide the weights).
        QCOMPARE(best < ConsensusExtractor::relativeFloor(), belowFloor);
        // A threshold above the best weight: only the relative threshold can keep anything.
        const QString above = QString::number(std::min(1.0, best + 0.01));
        const core::ExtractionResult relative =
            testpages::runExtractor("consensus", doc, {"threshold=" + above});
        const core::ExtractionResult flat =
            testpages::runExtractor("consensus", doc, {"threshold=" + above, "relative=0"});
        QVERIFY(flat.text.empty());
        const double cut = ConsensusExtractor::defaultRelative() * best;
        for (size_t b = 0; b < f.blocks().size(); ++b)
            QCOMPARE(relative.judgements[b].selected, !belowFloor && expectedWeight(f, b) >= cut);
        QCOMPARE(relative.text.empty(), belowFloor);
    }

    // The second pass: a short block between two paragraphs of the article is weighed up by
    // its neighbours' first-pass weights, more than the same block between menu items; the
    // votes list each context term with its value (the neighbour's first-pass weight).
    void context()
    {
        const std::string line = "<div id=x>Photo: the town hall</div>";
        const std::string p1 = "<p>The council approved the new budget on Monday after a debate "
                               "that lasted until late in the evening.</p>";
        const std::string p2 = "<p>Schools will receive more money next year, and the roads "
                               "will be repaired before the winter comes.</p>";
        const std::string inArticle = "<main>" + p1 + line + p2 + "</main>" + kNav;
        const std::string inMenu = "<main>" + p1 + p2 + "</main>" + kNav + line + kNav;
        double neighbours[2] = {0, 0};
        for (int k = 0; k < 2; ++k) {
            const core::Document doc = testpages::parsePage(page(k == 0 ? inArticle : inMenu));
            const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
            const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
            const core::NodeId x = testpages::byId(doc, "x");
            size_t b = 0;
            while (f.blocks()[b].node != x)
                ++b;
            const auto context = expectedContexts(f)[b];
            for (const core::Vote &v : r.votes) {
                if (v.judgement != static_cast<std::int32_t>(b))
                    continue;
                for (size_t c = 0; c < ConsensusContext::kContextCount; ++c) {
                    if (std::string(v.source) != ConsensusContext::kContextNames[c])
                        continue;
                    QVERIFY(std::fabs(v.value - context[c]) < 1e-9);
                    QVERIFY(std::fabs(v.weight - ConsensusContext::contextWeight(c) * context[c]) <
                            1e-9);
                    if (c == ConsensusContext::PreviousBlock || c == ConsensusContext::NextBlock)
                        neighbours[k] += v.weight;
                }
            }
        }
        QVERIFY2(neighbours[0] > neighbours[1],
                 qPrintable(QString("%1 <= %2").arg(neighbours[0]).arg(neighbours[1])));
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
        // Comments as blogs write them: a heading, each comment an element of its own.
        QTest::newRow("comments")
            << QString::fromStdString(
                   "<article>" + kArticle +
                   "</article><div id=comments><h2>2 comments</h2><div class=comment><p>Great "
                   "article, thanks for sharing it with us.</p></div><div class=comment><p>I do "
                   "not agree with the mayor at all.</p></div></div>")
            << "The mayor said"
            << "Great article";
        // A consent platform's preference centre written into the page (OneTrust's markup):
        // prose, headings and alike sections, as much text as the article.
        QTest::newRow("consent banner")
            << QString::fromStdString(
                   "<article>" + kArticle +
                   "</article><div id=onetrust-consent-sdk><div id=onetrust-pc-sdk><h2>Privacy "
                   "preference center</h2><p>We and our partners store and access personal "
                   "data, like browsing data or unique identifiers, on your device.</p>"
                   "<section class=ot-cat-grp><h4>Strictly necessary cookies</h4><p>These "
                   "cookies are necessary for the website to function and cannot be switched "
                   "off in our systems, as the site would not work without them.</p></section>"
                   "<section class=ot-cat-grp><h4>Performance cookies</h4><p>These cookies "
                   "allow us to count visits and traffic sources so we can measure and improve "
                   "the performance of our site.</p></section><section class=ot-cat-grp><h4>"
                   "Targeting cookies</h4><p>These cookies may be set through our site by our "
                   "advertising partners to build a profile of your interests.</p></section>"
                   "</div></div>")
            << "The mayor said"
            << "These cookies are necessary";
        // A shop's returns policy written into the page's footer (Allbirds' markup, WCXB 0632):
        // prose, sentences, as much text as the article, in no footer class.
        QTest::newRow("page landmark")
            << QString::fromStdString(
                   "<main>" + kArticle +
                   "</main><footer><div><h2>Returns</h2><p>Gift with confidence: all items "
                   "purchased between the first of November and the end of December may be "
                   "returned until the middle of January.</p><p>Final sale items cannot be "
                   "returned or exchanged, and the customer pays the return shipping unless "
                   "the item arrived damaged.</p><p>We may refuse a return when the item shows "
                   "signs of wear, or when the order was placed in breach of our terms.</p>"
                   "</div></footer>")
            << "The mayor said"
            << "Gift with confidence";
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

    // Code (CodeBlocks): a block inside <pre> or <code> is kept whatever its weight, with the
    // rule's reason; the page's landmarks still drop code they hold. A threshold no block
    // reaches makes every code block's weight fall short of it.
    void codeBlocks_data()
    {
        QTest::addColumn<QString>("threshold");
        QTest::newRow("default") << QString();
        QTest::newRow("a threshold no block reaches") << "1";
    }
    void codeBlocks()
    {
        QFETCH(QString, threshold);
        const core::Document doc = testpages::parsePage(page(
            kNav + "<main><h1>Installing</h1><p>Install the package with your system's package "
                   "manager, then check the version.</p><pre><code><div>sudo apt-get install "
                   "boilerscope</div><div>boilerscope-cli --version</div></code></pre><p>The "
                   "command prints the version and exits.</p></main><footer><pre>v1.2.3</pre>"
                   "</footer>"));
        QStringList params;
        if (!threshold.isEmpty())
            params << "threshold=" + threshold << "relative=0";
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc, params);
        const double cut =
            threshold.isEmpty() ? ConsensusExtractor::defaultThreshold() : threshold.toDouble();
        int code = 0, below = 0;
        for (const core::Judgement &j : r.judgements) {
            const bool isCode =
                testpages::insideAny(doc, j.node, {core::Tag::pre, core::Tag::code});
            const std::string reason = j.reason.text();
            if (!isCode) {
                if (threshold == "1")
                    QVERIFY2(!j.selected, reason.c_str());
                continue;
            }
            if (testpages::insideAny(doc, j.node, {core::Tag::footer})) {
                QVERIFY2(!j.selected, reason.c_str());
                QVERIFY2(reason.rfind("dropped: in the page's footer", 0) == 0, reason.c_str());
                continue;
            }
            ++code;
            QVERIFY2(j.selected, reason.c_str());
            if (j.score < cut) {
                ++below;
                QVERIFY2(reason.rfind("kept: code (inside <pre> or <code>)", 0) == 0,
                         reason.c_str());
            }
        }
        QCOMPARE(code, 2);
        if (threshold == "1")
            QCOMPARE(below, 2);
        QVERIFY(r.text.find("boilerscope-cli --version") != std::string::npos);
        QVERIFY(r.text.find("v1.2.3") == std::string::npos);
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

    // An application shell whose thread is in <noscript>: the consensus reads the text a browser
    // without scripts shows there (NoscriptText), and nothing such a browser hides.
    void noscriptFallback_data()
    {
        QTest::addColumn<QByteArray>("html");
        QTest::addColumn<bool>("fallback");
        QTest::addColumn<QString>("kept"); // the text holds this ("" for nothing)
        // What Discourse serves without scripts: the posts, alike blocks, in <noscript>.
        std::string posts;
        for (const char *prefix : {"first", "second", "third", "fourth"})
            posts += "<div class=post><p>" + testpages::words(prefix, 40) + ".</p></div>";
        const std::string thread = "<noscript><div class=thread>" + posts + "</div></noscript>";
        auto row = [](const char *name, const std::string &html, bool fallback, const char *kept) {
            QTest::newRow(name) << QByteArray::fromStdString(html) << fallback
                                << QString::fromLatin1(kept);
        };
        row("thread", page("<div id=app></div>" + thread), true, "third1 third2");
        // Hidden from every browser, with scripts or without: never read.
        row("in a hidden element", page("<div id=app></div><div hidden>" + thread + "</div>"),
            false, "");
        row("in a display: none element",
            page("<div id=app></div><div style='display: none'>" + thread + "</div>"), false, "");
        row("in a template", page("<div id=app></div><template>" + thread + "</template>"), false,
            "");
        // Found by fuzz/fuzz_document: a mangled <head>, then a </noscript> inside a <p>, which
        // does not close it, so the rest of the page is <noscript> text on a shell: read, with
        // spans outside visible text, where NoscriptText allows them.
        row("fuzz: unclosed noscript",
            testpages::readFixture(
                QStringLiteral("fuzz/document/regression-consensus-noscript-shell.html")),
            true, "The second paragraph comes after the absolutely positioned advertisement box.");
    }
    void noscriptFallback()
    {
        QFETCH(QByteArray, html);
        QFETCH(bool, fallback);
        QFETCH(QString, kept);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
        QCOMPARE(r.summary.find("read from <noscript>") != std::string::npos, fallback);
        QVERIFY2(r.text.find(kept.toStdString()) != std::string::npos, r.text.c_str());
        QCOMPARE(r.selected.empty(), kept.isEmpty());
        // The extractor contract: visible text, or on a shell the <noscript> text it allows.
        const bool shell = core::NoscriptText::shell(doc);
        const std::vector<char> shown = core::NoscriptText::shown(doc);
        for (const core::TextSpan &s : r.spans) {
            const core::Node &n = doc.node(s.node);
            QVERIFY2(n.isText() && (n.visible || (shell && shown[static_cast<size_t>(s.node)])),
                     doc.path(s.node).c_str());
        }
    }

    // The extractor computes what scripts/fit_consensus.py computed from the features the CLI
    // printed (it wrote expected-weights.json with the constants): the same weight for every
    // block of the pages next to it.
    void matchesTheScript_data()
    {
        QTest::addColumn<QString>("file");
        QFile f(
            QStringLiteral(BOILERSCOPE_TEST_DATA "/extractors/consensus/expected-weights.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(f.readAll()).object();
        QVERIFY(expected.size() >= 3);
        for (const QString &file : expected.keys())
            QTest::newRow(qPrintable(file)) << file;
    }
    void matchesTheScript()
    {
        QFETCH(QString, file);
        QFile f(
            QStringLiteral(BOILERSCOPE_TEST_DATA "/extractors/consensus/expected-weights.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray expected = QJsonDocument::fromJson(f.readAll()).object()[file].toArray();
        QFile page(QStringLiteral(BOILERSCOPE_TEST_DATA "/extractors/consensus/") + file);
        QVERIFY(page.open(QIODevice::ReadOnly));
        const core::Document doc = testpages::parsePage(page.readAll().toStdString());
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
        QCOMPARE(r.judgements.size(), size_t(expected.size()));
        for (size_t b = 0; b < r.judgements.size(); ++b)
            QVERIFY2(std::fabs(r.judgements[b].score - expected[qsizetype(b)].toDouble()) < 1e-6,
                     qPrintable(QString("block %1: %2, the script %3")
                                    .arg(b)
                                    .arg(r.judgements[b].score)
                                    .arg(expected[qsizetype(b)].toDouble())));
    }

    // The trace (docs/traces.md): the page type and its cues, the blocks, every heuristic's
    // votes, the trees' log-odds with their largest parts, the context pass, the threshold and
    // every block's decision, in that order, each number computed here from its definition; a
    // traced run returns what a plain run does. Rows: a page built here, a forum fixture, and a
    // page with more blocks than the trace shows one by one.
    void trace_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("params");
        QTest::newRow("article") << QString::fromStdString(
                                        page(kNav + "<main>" + kArticle +
                                             "</main><footer><p>Copyright 2026 The Town "
                                             "Paper</p></footer>"))
                                 << QString();
        QTest::newRow("article, relative threshold")
            << QString::fromStdString(page(kNav + "<div>" + kArticle + "</div>")) << "threshold=1";
        QTest::newRow("forum fixture")
            << QString::fromStdString(testpages::readFixture("pagetype/forum.html")) << QString();
        QTest::newRow("article, article-body profile")
            << QString::fromStdString(
                   titledPage(kHeadline + kByline + kDateLine + kArticle + kSubheading + kSchools))
            << "profile=article-body";
        std::string many;
        for (size_t i = 0; i < ConsensusExtractor::kTraceBlocks + 7; ++i)
            many += "<p>" + testpages::words("w", 3 + int(i % 5)) + "</p>";
        QTest::newRow("over the cap") << QString::fromStdString(page(many)) << QString();
    }
    void trace()
    {
        using Kind = core::TraceStep::Kind;
        QFETCH(QString, html);
        QFETCH(QString, params);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const QStringList assignments = params.isEmpty() ? QStringList() : QStringList{params};
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const tracetest::Traced t = tracetest::run(doc, "consensus", assignments);
        const core::ExtractionResult plain = testpages::runExtractor("consensus", doc, assignments);

        // The same result as a plain run.
        QCOMPARE(t.result.text, plain.text);
        QCOMPARE(t.result.selected, plain.selected);
        QCOMPARE(t.result.summary, plain.summary);
        QCOMPARE(t.result.judgements.size(), plain.judgements.size());
        for (size_t j = 0; j < plain.judgements.size(); ++j) {
            QCOMPARE(t.result.judgements[j].selected, plain.judgements[j].selected);
            QCOMPARE(t.result.judgements[j].score, plain.judgements[j].score);
        }

        // The phases, in order.
        QStringList phases;
        for (const core::Trace::Phase &p : t.trace.phases())
            phases << QString::fromStdString(p.id);
        const bool articleBody = params == "profile=article-body";
        QStringList expectedPhases{"page-type", "blocks", "votes", "trees", "context", "threshold"};
        if (articleBody)
            expectedPhases << "profile";
        QCOMPARE(phases, expectedPhases + QStringList({"decisions", "result"}));
        // The profile's phase: one decision per block it dropped, on that block.
        std::vector<core::NodeId> profileDrops;
        for (const core::Judgement &j : plain.judgements)
            if (j.reason.text().rfind("profile article-body:", 0) == 0)
                profileDrops.push_back(j.node);
        QCOMPARE(profileDrops.empty(), !articleBody);
        const auto profileSteps = tracetest::steps(t.trace, "profile", Kind::Decision);
        QCOMPARE(profileSteps.size(), profileDrops.size());
        for (size_t d = 0; d < profileSteps.size(); ++d)
            QCOMPARE(profileSteps[d]->nodes, std::vector<core::NodeId>{profileDrops[d]});
        const size_t n = f.blocks().size();
        const size_t shown = std::min(n, ConsensusExtractor::kTraceBlocks);
        QVERIFY(n > 0);

        // The page type: the classifier's decision, and its cues largest first.
        const core::PageTypeClassifier::Result type =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, "", f));
        const auto typeSteps = tracetest::steps(t.trace, "page-type", Kind::Decision);
        QCOMPARE(typeSteps.size(), size_t(1));
        QVERIFY(tracetest::near(typeSteps[0]->value("probability"), type.probability));
        for (size_t k = 0; k < core::PageTypeClassifier::kTypeCount; ++k)
            QVERIFY(tracetest::near(typeSteps[0]->value(core::PageTypeClassifier::kTypeNames[k]),
                                    type.probabilities[k]));
        QVERIFY2(typeSteps[0]->text.find("reads as " + std::string(type.typeName())) !=
                     std::string::npos,
                 typeSteps[0]->text.c_str());
        const auto cues = tracetest::steps(t.trace, "page-type", Kind::Item);
        QCOMPARE(cues.size(), std::min(type.cues.size(), ConsensusExtractor::kTraceCues));
        for (size_t c = 0; c < cues.size(); ++c) {
            QVERIFY(tracetest::near(cues[c]->value("log-odds"), type.cues[c].part));
            QVERIFY(cues[c]->text.find(type.cues[c].reason) != std::string::npos);
        }

        // The blocks and the votes.
        const auto blocks = tracetest::steps(t.trace, "blocks", Kind::Item);
        const auto votes = tracetest::steps(t.trace, "votes", Kind::Item);
        const auto trees = tracetest::steps(t.trace, "trees", Kind::Item);
        const auto context = tracetest::steps(t.trace, "context", Kind::Item);
        const auto decisions = tracetest::steps(t.trace, "decisions", Kind::Decision);
        for (const auto *steps : {&blocks, &votes, &trees, &context, &decisions})
            QCOMPARE(steps->size(), shown);
        for (const char *phase : {"blocks", "votes", "trees", "context", "decisions"}) {
            const auto omitted = tracetest::steps(t.trace, phase, Kind::Omitted);
            QCOMPARE(omitted.size(), size_t(n > shown ? 1 : 0));
            if (n > shown)
                QCOMPARE(omitted[0]->value("omitted"), double(n - shown));
        }
        const auto voters = testpages::findExtractor("consensus").voters();
        const auto contexts = expectedContexts(f);
        std::vector<double> weights(n);
        double best = 0;
        for (size_t b = 0; b < n; ++b)
            best = std::max(best, weights[b] = expectedWeight(f, b, contexts[b]));
        for (size_t b = 0; b < shown; ++b) {
            const ConsensusFeatures::Block &block = f.blocks()[b];
            QCOMPARE(blocks[b]->nodes, std::vector<core::NodeId>{block.node});
            QCOMPARE(blocks[b]->from, int(b));
            QCOMPARE(blocks[b]->value("words"), double(block.words));
            int chosen = 0;
            for (size_t v = 0; v < voters.size(); ++v) {
                QCOMPARE(votes[b]->value(voters[v]->info().id), double(f.share(b, v)));
                chosen += f.share(b, v) >= 0.5f ? 1 : 0;
            }
            QCOMPARE(votes[b]->value("chosen by"), double(chosen));

            // The trees: the first pass's log-odds, and its largest parts by path attribution.
            std::vector<double> parts;
            const double z1 = firstPass(f, b, &parts);
            QVERIFY(tracetest::near(trees[b]->value("log-odds"), z1));
            std::vector<double> magnitudes;
            for (double part : parts)
                magnitudes.push_back(std::fabs(part));
            std::sort(magnitudes.rbegin(), magnitudes.rend());
            size_t named = 0;
            for (size_t k = 0; k < ConsensusTrees::kInputCount; ++k) {
                const std::string_view name =
                    k < ConsensusFeatures::kVoterCount
                        ? ConsensusFeatures::kVoterIds[k]
                        : ConsensusFeatures::kNames[k - ConsensusFeatures::kVoterCount];
                if (!trees[b]->has(name))
                    continue;
                ++named;
                QVERIFY(tracetest::near(trees[b]->value(name), parts[k]));
                QVERIFY(std::fabs(parts[k]) >= magnitudes[ConsensusExtractor::kTraceParts - 1]);
            }
            QCOMPARE(named, std::min(ConsensusExtractor::kTraceParts,
                                     size_t(std::count_if(parts.begin(), parts.end(),
                                                          [](double p) { return p != 0; }))));

            // The context pass: the block's weight.
            QVERIFY(tracetest::near(context[b]->value("weight"), weights[b]));
            QVERIFY(tracetest::near(context[b]->value("previous-block"), contexts[b][0]));
            QVERIFY(tracetest::near(context[b]->value("page-blocks"), contexts[b][5]));
            QVERIFY(tracetest::near(context[b]->value("own-group-blocks"), contexts[b][6]));

            // The decision.
            QCOMPARE(decisions[b]->value("kept") != 0, plain.judgements[b].selected);
            QVERIFY(decisions[b]->text.find(plain.judgements[b].reason.text()) !=
                    std::string::npos);
        }

        // The threshold.
        const auto threshold = tracetest::steps(t.trace, "threshold", Kind::Decision);
        QCOMPARE(threshold.size(), size_t(1));
        const double t0 =
            params.startsWith("threshold=") ? 1.0 : ConsensusExtractor::defaultThreshold();
        QVERIFY(tracetest::near(threshold[0]->value("best"), best));
        QVERIFY(tracetest::near(
            threshold[0]->value("cut"),
            ConsensusExtractor::pageThreshold(t0, ConsensusExtractor::defaultRelative(), best)));
        QCOMPARE(t.trace.steps().back().kind, Kind::Result);
    }

    // The profiles (docs/consensus.md#profiles): main-content is the consensus's decision;
    // article-body drops, among the blocks the consensus kept before the body's first text, the
    // headline that repeats the page's declared title and the byline and date lines, each with
    // its reason, and keeps the body's own subheadings and every other decision.
    void profile_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QStringList>("dropped"); // ids of the blocks article-body drops
        QTest::addColumn<QString>("subheading");  // the body's own, which both keep
        const QString schools = QStringLiteral("What changes for schools");
        QTest::newRow("headline, byline, date")
            << QString::fromStdString(
                   titledPage(kHeadline + kByline + kDateLine + kArticle + kSubheading + kSchools))
            << QStringList{"headline", "byline", "date"} << schools;
        QTest::newRow("a headline that is not the title")
            << QString::fromStdString(
                   titledPage("<h1 id=headline>Late night at the town hall</h1>" + kByline +
                              kArticle + kSubheading + kSchools))
            << QStringList{"byline"} << schools;
        QTest::newRow("a byline after the body")
            << QString::fromStdString(
                   titledPage(kHeadline + kArticle + kSubheading + kSchools + kByline))
            << QStringList{"headline"} << schools;
        QTest::newRow("the title repeated inside the body")
            << QString::fromStdString(titledPage(
                   kArticle + "<h2 id=sub>Council approves the new budget</h2>" + kSchools))
            << QStringList{} << "Council approves the new budget";
    }
    void profile()
    {
        QFETCH(QString, html);
        QFETCH(QStringList, dropped);
        QFETCH(QString, subheading);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const core::ExtractionResult main = testpages::runExtractor("consensus", doc);
        const core::ExtractionResult named =
            testpages::runExtractor("consensus", doc, {"profile=main-content"});
        const core::ExtractionResult body =
            testpages::runExtractor("consensus", doc, {"profile=article-body"});
        QCOMPARE(named.text, main.text);
        std::vector<core::NodeId> droppedNodes;
        for (const QString &id : dropped)
            droppedNodes.push_back(testpages::byId(doc, id.toStdString()));
        QCOMPARE(body.judgements.size(), main.judgements.size());
        size_t headlines = 0;
        for (size_t j = 0; j < main.judgements.size(); ++j) {
            const core::Judgement &m = main.judgements[j];
            const core::Judgement &a = body.judgements[j];
            QCOMPARE(a.node, m.node);
            QCOMPARE(a.score, m.score);
            const std::string reason = a.reason.text();
            if (std::find(droppedNodes.begin(), droppedNodes.end(), m.node) == droppedNodes.end()) {
                QCOMPARE(a.selected, m.selected);
                QCOMPARE(reason, m.reason.text());
                continue;
            }
            // The consensus kept it (so the row tests the profile), the profile dropped it.
            QVERIFY2(m.selected, doc.path(m.node).c_str());
            QVERIFY(!a.selected);
            const bool headline = doc.node(m.node).tag == core::Tag::h1;
            headlines += headline;
            const std::string expected =
                headline ? "profile article-body: headline dropped (likeness "
                         : "profile article-body: byline or date line before the body dropped";
            QVERIFY2(reason.rfind(expected, 0) == 0, reason.c_str());
        }
        // The body's own subheading and text stay in both.
        for (const std::string &stays :
             {subheading.toStdString(), std::string("Every school gets a new library budget")}) {
            QVERIFY2(main.text.find(stays) != std::string::npos, main.text.c_str());
            QVERIFY2(body.text.find(stays) != std::string::npos, body.text.c_str());
        }
        const std::string summary =
            "; profile article-body: " + std::to_string(headlines) + " headline and " +
            std::to_string(droppedNodes.size() - headlines) + " byline or date lines dropped";
        QVERIFY2(body.summary.ends_with(summary), body.summary.c_str());
    }

    // Forum posts by their platforms' markup: on a page the classifier reads as a forum, every
    // block inside a post container is kept, those the weights would drop with the platform in
    // their reason, and every short line repeated outside the posts (the line naming the poster
    // here) and every block of a signature box outside them and of a quote of another post are
    // dropped, with the rule in their
    // reason; elsewhere, or on a page of another type, the weights decide alone.
    void forumPosts_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("url"); // the page's address as runPage() is given it
        QTest::addColumn<bool>("forum");  // the classifier reads the page as a forum
        const char *texts[] = {
            "Since last week my boiler knocks loudly every night around two. Has anyone had the "
            "same problem with an older model?",
            "+1",
            "That is usually air in the pipes. Bleed the radiators and check the pressure "
            "gauge before you call anyone.",
            "Same here", "Bleeding the radiators fixed it, thank you both!",
            // A post that is a link alone: the weights drop such blocks as navigation.
            "<a href='https://example.org/manuals/ecotec-plus.pdf'>ecoTEC plus manual</a>"};
        // Discourse's posts for crawlers; without topic-body (a Discourse mark the classifier
        // reads) on the article.
        auto posts = [&](const std::string &outer) {
            // A signature box under the first post, and the last post quoting the fourth as
            // Discourse does.
            std::string html;
            for (const char *text : texts)
                html +=
                    "<div class='" + outer +
                    "'><div class=creator>anna replied to this thread with a question.</div><div "
                    "class=post itemprop=text>" +
                    (text == texts[4] ? "<aside class=quote><div class=title>anna:</div>"
                                        "<blockquote><p>" +
                                            std::string(texts[3]) + "</p></blockquote></aside>"
                                      : std::string()) +
                    "<p>" + text + "</p></div>" +
                    (text == texts[0] ? "<div class=signature>Vaillant ecoTEC plus 831, "
                                        "serviced every autumn</div>"
                                      : "") +
                    "</div>";
            return html;
        };
        const std::string forumHead =
            "<html><head><title>Boiler knocks at night - Example Community</title><link "
            "rel=canonical href='https://community.example.org/t/boiler-knocks/48213'><meta "
            "name=generator content='Discourse 3.2.0'><script type='application/ld+json'>"
            "{\"@context\":\"http://schema.org\",\"@type\":\"DiscussionForumPosting\"}"
            "</script></head><body>";
        QTest::newRow("Discourse thread")
            << QString::fromStdString(forumHead + kNav +
                                      "<div id=main-outlet><h1>Boiler knocks "
                                      "at night</h1>" +
                                      posts("topic-body crawler-post") + "</div></body></html>")
            << QString() << true;
        QTest::newRow("the same posts on an article")
            << QString::fromStdString(
                   titledPage(kHeadline + kArticle + posts("crawler-post") + kSchools))
            << QString() << false;
        // A thread that names neither its platform nor its address: its URL makes it a forum's,
        // and the type the rule acts on is the one the page is shown with.
        const std::string bareThread =
            "<html><head><title>Boiler knocks at night</title></head><body>" + kNav +
            "<div><h1>Boiler knocks at night</h1>" + posts("crawler-post") + "</div></body></html>";
        QTest::newRow("a thread known by its URL")
            << QString::fromStdString(bareThread)
            << "https://community.example.org/t/boiler-knocks-at-night/48213" << true;
        QTest::newRow("the same thread from a file, whose path says nothing")
            << QString::fromStdString(bareThread)
            << "file:///home/anna/community/t/boiler-knocks-at-night/48213.html" << false;
        QTest::newRow("the same thread without an address")
            << QString::fromStdString(bareThread) << QString() << false;
    }
    void forumPosts()
    {
        QFETCH(QString, html);
        QFETCH(QString, url);
        QFETCH(bool, forum);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::PageTypeClassifier::Result type =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url.toStdString(), f));
        QCOMPARE(type.typeName() == "forum", forum);
        core::PageInput input;
        input.document = &doc;
        input.url = url.toStdString();
        const core::Extractor &consensus = testpages::findExtractor("consensus");
        const core::ExtractionResult r = consensus.runPage(input, consensus.info().defaults());
        // Its trace starts with the same type.
        core::Trace trace;
        QCOMPARE(consensus.runPageTraced(input, consensus.info().defaults(), trace).text, r.text);
        QVERIFY(!trace.steps().empty());
        const std::string reads = "The page reads as " + std::string(type.typeName()) + " ";
        QVERIFY2(trace.steps().front().text.starts_with(reads), trace.steps().front().text.c_str());
        const size_t n = f.blocks().size();
        const auto [weights, cut] = weighed(f);
        const std::vector<std::uint8_t> posts = core::ForumPostContainers::of(doc);
        const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
        size_t rescued = 0, repeated = 0, signed_ = 0, quoted = 0;
        // For the first block of each text, the first block kept with it (TextCopies).
        std::vector<size_t> keptFirst(n, n);
        for (size_t b = 0; b < n; ++b) {
            // A post's paragraph: its parent has class post, and that one's crawler-post.
            const core::Judgement &j = r.judgements[b];
            const core::NodeId post = doc.node(j.node).parent;
            const bool byPlatform = forum && weights[b] < cut &&
                                    doc.attribute(post, "class") == "post" &&
                                    doc.attribute(doc.node(post).parent, "class").ends_with("post");
            const ConsensusFeatures::Block &block = f.blocks()[b];
            const bool byRepeat = forum && weights[b] >= cut && posts[size_t(j.node)] == 0 &&
                                  block.words <= core::ForumRepeatedLines::kMaxWords &&
                                  block.values[ConsensusFeatures::LogDuplicates] > 0;
            const bool bySignature = forum && weights[b] >= cut && !byRepeat &&
                                     posts[size_t(j.node)] == 0 &&
                                     core::ForumSignatures::holds(doc, j.node);
            // Kept by its weight or its post, and inside the quote of another post.
            const bool byQuote = forum && (weights[b] >= cut || posts[size_t(j.node)] != 0) &&
                                 !byRepeat && !bySignature && core::ForumQuotes::holds(doc, j.node);
            rescued += byPlatform;
            repeated += byRepeat;
            signed_ += bySignature;
            quoted += byQuote;
            // Last, the page's landmarks drop what they hold.
            const bool byLandmark = (weights[b] >= cut || byPlatform) && !byRepeat &&
                                    !bySignature && !byQuote &&
                                    landmarks[size_t(j.node)] != core::PageLandmarks::Kind::None;
            // Then a copy of a text kept before it.
            const bool beforeCopies = (weights[b] >= cut || byPlatform) && !byRepeat &&
                                      !bySignature && !byQuote && !byLandmark;
            size_t &first = keptFirst[block.firstCopy];
            const bool byCopy = beforeCopies && first != n &&
                                doc.node(f.blocks()[first].node).parent != doc.node(j.node).parent;
            if (beforeCopies && first == n)
                first = b;
            QCOMPARE(j.selected, beforeCopies && !byCopy);
            QCOMPARE(j.reason.text().rfind("dropped: a copy of block", 0) == 0, byCopy);
            QCOMPARE(j.reason.text().rfind("kept: Discourse post body on a forum page", 0) == 0,
                     byPlatform);
            QCOMPARE(j.reason.text().rfind("dropped: a short line whose text stands in other "
                                           "blocks too, outside the posts, on a forum page",
                                           0) == 0,
                     byRepeat);
            QCOMPARE(j.reason.text().rfind("dropped: in a poster's signature box on a forum page",
                                           0) == 0,
                     bySignature);
            QCOMPARE(j.reason.text().rfind("dropped: in a quote of another post on a forum page",
                                           0) == 0,
                     byQuote);
        }
        // The thread has posts the weights alone drop, and the line naming its poster six times, a
        // signature and a quote, which they keep; the article keeps its own decisions.
        QCOMPARE(rescued > 0, forum);
        QCOMPARE(repeated > 0, forum);
        QCOMPARE(signed_ > 0, forum);
        QCOMPARE(quoted > 0, forum);
    }

    // Figures (ImageFigures): the blocks the weights keep inside a figure that holds no table
    // are dropped, with the rule's reason, when the blocks kept outside the figures hold more
    // words; code in a figure stays, and so does a page that is mostly figures.
    void figures_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<bool>("drops"); // the rule drops blocks
        const std::string photo =
            "<figure class=wp-block-image><img src=hall.jpg alt=''><figcaption "
            "class=wp-element-caption>The council met in the old town hall on Monday evening, "
            "where the mayor presented the budget to the residents who had come to listen."
            "</figcaption></figure>";
        QTest::newRow("a photo in an article")
            << QString::fromStdString(titledPage(kHeadline + kArticle + photo + kSchools)) << true;
        std::string album = kHeadline + "<p>Photos of the evening.</p>";
        for (int k = 0; k < 4; ++k)
            album += photo;
        QTest::newRow("an album") << QString::fromStdString(titledPage(album)) << false;
        QTest::newRow("code in a figure")
            << QString::fromStdString(titledPage(
                   kHeadline + kArticle +
                   "<figure class=highlight><pre><code>budget = revenue - spending\nprint(budget)"
                   "</code></pre></figure>" +
                   kSchools))
            << false;
    }
    void figures()
    {
        QFETCH(QString, body);
        QFETCH(bool, drops);
        const core::Document doc = testpages::parsePage(body.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::ExtractionResult r = testpages::runExtractor("consensus", doc);
        const size_t n = f.blocks().size();
        const auto [weights, cut] = weighed(f);
        const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
        // The words kept by their weights (or as code) inside the figures and outside them.
        std::uint32_t inside = 0, outside = 0;
        std::vector<char> inFigure(n, 0);
        const std::vector<char> figures = core::ImageFigures::of(doc);
        for (size_t b = 0; b < n; ++b) {
            const ConsensusFeatures::Block &block = f.blocks()[b];
            const bool code = core::CodeBlocks::holds(block);
            if ((weights[b] < cut && !code) ||
                landmarks[size_t(block.node)] != core::PageLandmarks::Kind::None)
                continue;
            inFigure[b] = !code && figures[size_t(block.node)] != 0;
            (inFigure[b] ? inside : outside) += block.words;
        }
        // The weights keep a figure's text on every page but the one of code.
        QCOMPARE(inside > 0, body.contains("figcaption"));
        QCOMPARE(inside > 0 && outside > inside, drops);
        size_t dropped = 0;
        for (size_t b = 0; b < n; ++b) {
            const core::Judgement &j = r.judgements[b];
            const bool byRule = drops && inFigure[b];
            dropped += byRule;
            const std::string reason = j.reason.text();
            QCOMPARE(reason.rfind("dropped: in a figure", 0) == 0, byRule);
            if (byRule)
                QVERIFY2(!j.selected, reason.c_str());
            if (core::CodeBlocks::holds(f.blocks()[b]))
                QVERIFY2(j.selected, reason.c_str());
        }
        QCOMPARE(dropped > 0, drops);
    }

    // A collection's or a listing's items (RepeatedItems): on a page the classifier reads as
    // either, the blocks of a group of alike siblings the weights keep one item of are kept,
    // the others with the rule's reason; read as an article, the same page keeps only what
    // the weights keep.
    void repeatedItems_data()
    {
        QTest::addColumn<QString>("url"); // the page's address as runPage() is given it
        QTest::addColumn<bool>("grid");   // the classifier reads the page as a collection
        QTest::newRow("a collection") << "https://shop.example.com/collections/desks" << true;
        QTest::newRow("an article") << "https://example.com/blog/2024/05/our-desks" << false;
    }
    void repeatedItems()
    {
        QFETCH(QString, url);
        QFETCH(bool, grid);
        // Cards of a name and a price; two of them with a line of description, which the
        // weights keep.
        std::string cards;
        for (const char *card :
             {"Oak writing desk</a><span class=price>£349</span><p>A writing desk of solid oak, "
              "oiled by hand, with two drawers that run on wooden rails and a top wide enough "
              "for a laptop and a lamp.</p>",
              "Pine standing desk</a><span class=price>£289</span>",
              "Walnut corner desk</a><span class=price>£499</span>",
              "Ash school desk</a><span class=price>£199</span><p>A small desk for a child's "
              "room, with a lid that lifts and a shelf below for the books of the week.</p>",
              "Elm drafting desk</a><span class=price>£429</span>",
              "Beech laptop desk</a><span class=price>£159</span>",
              "Cherry bureau</a><span class=price>£599</span>",
              "Maple desk</a><span class=price>£259</span>"})
            cards += std::string("<div class=card><a href=/products/desk>") + card + "</div>";
        const core::Document doc = testpages::parsePage(
            "<html><head><title>Desks | Example Furniture</title></head><body>" + kNav +
            "<div class=page><h1>Desks</h1><p>Desks for every room, made to order in our "
            "workshop in Devon from timber of managed forests. Each one is finished by hand and "
            "delivered flat, ready to go together in twenty minutes.</p><div class=grid>" +
            cards + "</div></div><footer><p>© Example Furniture</p></footer></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::PageTypeClassifier::Result type =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url.toStdString(), f));
        QCOMPARE(type.typeName() == std::string_view("collection"), grid);
        const core::ExtractionResult r = runAt(doc, url.toStdString());
        const auto [weights, cut] = weighed(f);
        std::vector<char> kept(f.blocks().size());
        for (size_t b = 0; b < kept.size(); ++b)
            kept[b] = weights[b] >= cut;
        const std::vector<std::uint32_t> items = core::RepeatedItems::of(f, kept);
        size_t added = 0;
        for (size_t b = 0; b < kept.size(); ++b) {
            const core::Judgement &j = r.judgements[b];
            const bool byRule = grid && items[b] != 0;
            added += byRule;
            const std::string reason = j.reason.text();
            QCOMPARE(reason.rfind("kept: an item of a group of 8 alike siblings", 0) == 0, byRule);
            if (items[b] != 0)
                QCOMPARE(j.selected, grid);
        }
        // The weights leave cards out on both pages: the rule is what keeps them.
        QVERIFY(std::count(items.begin(), items.end(), 8U) >= 4);
        QCOMPARE(added > 0, grid);
    }

    // Customer reviews (CustomerReviews): on a page the classifier reads as a product, the
    // blocks the weights keep inside the reviews are dropped, with the rule's reason, when the
    // blocks kept outside them hold enough words; a short product page and an article keep
    // theirs.
    void customerReviews_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("url");  // the page's address as runPage() is given it
        QTest::addColumn<bool>("product"); // the classifier reads the page as a product
        QTest::addColumn<bool>("drops");   // the rule drops blocks
        const std::string head =
            "<html><head><title>Oak writing desk | Example Furniture</title><meta "
            "property=og:type content=product><script type='application/ld+json'>{\"@context\":"
            "\"https://schema.org\",\"@type\":\"Product\",\"name\":\"Oak writing desk\","
            "\"offers\":{\"@type\":\"Offer\",\"price\":\"349.00\"}}</script></head><body>";
        const std::string description =
            "<p>A writing desk of solid oak, oiled by hand, with two drawers that run on wooden "
            "rails and a top wide enough for a laptop, a lamp and a stack of books.</p><p>The "
            "legs are joined with mortise and tenon, so the desk stays steady for decades; it "
            "ships flat in one box and goes together in twenty minutes with the key in the "
            "box.</p><p>Each desk is made to order in our workshop in Devon from timber of "
            "managed forests, so the grain and the colour differ a little from the photos, as "
            "wood does, and every desk is one of its own.</p><p>Width 120 cm, depth 60 cm, "
            "height 75 cm; the drawers are 40 cm wide and 10 cm deep.</p>";
        const std::string reviews =
            "<section id=reviews class=product-reviews><h2>Customer reviews</h2><div "
            "class=review><p>Lovely desk, sturdy and beautifully finished. It took me half an "
            "hour to build and it looks great in my study.</p></div><div class=review><p>The "
            "oak is gorgeous and the drawers slide smoothly. Delivery was quick and the box was "
            "well packed.</p></div><div class=review><p>Exactly as described, a solid piece "
            "of furniture that will last. I would buy from this workshop again.</p></div>"
            "</section>";
        const QString shop = "https://shop.example.com/products/oak-writing-desk";
        QTest::newRow("a product with its reviews")
            << QString::fromStdString(head + kNav + "<main><h1>Oak writing desk</h1><p>£349</p>" +
                                      description + reviews + "</main></body></html>")
            << shop << true << true;
        QTest::newRow("a product of a few words")
            << QString::fromStdString(head + kNav +
                                      "<main><h1>Oak writing desk</h1><p>£349</p><p>A writing "
                                      "desk of solid oak.</p>" +
                                      reviews + "</main></body></html>")
            << shop << true << false;
        QTest::newRow("an article with a section of reviews")
            << QString::fromStdString(
                   titledPage(kHeadline + kArticle + description + reviews + kSchools))
            << QString() << false << false;
    }
    void customerReviews()
    {
        QFETCH(QString, html);
        QFETCH(QString, url);
        QFETCH(bool, product);
        QFETCH(bool, drops);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::PageTypeClassifier::Result type =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url.toStdString(), f));
        QCOMPARE(type.typeName() == std::string_view("product"), product);
        const core::ExtractionResult r = runAt(doc, url.toStdString());
        const KeptSplit split = keptSplit(doc, f, core::CustomerReviews::holds);
        // The weights keep the reviews on every page: the rule is what drops them.
        QVERIFY(split.inside > 0);
        QCOMPARE(split.outside >= core::CustomerReviews::kMinWordsOutside && product, drops);
        checkDropped(doc, f, r, core::CustomerReviews::holds, drops,
                     "dropped: in the customer reviews of a product page");
    }

    // Copies of a kept text (TextCopies): a block the weights keep whose text a kept block
    // before it, not its sibling, has is dropped, with the rule's reason naming that block; the
    // first copy stays, and so does a sibling copy, and every copy on documentation.
    void textCopies_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("url"); // the page's address as runPage() is given it
        QTest::addColumn<bool>("drops");  // the rule drops blocks
        QTest::newRow("the article once")
            << QString::fromStdString(titledPage(kHeadline + kArticle + kSchools)) << QString()
            << false;
        QTest::newRow("the article and its mobile copy")
            << QString::fromStdString(titledPage(kHeadline + "<div class=desktop>" + kArticle +
                                                 kSchools + "</div><div class=mobile>" + kArticle +
                                                 kSchools + "</div>"))
            << QString() << true;
        QTest::newRow("a paragraph repeated in place")
            << QString::fromStdString(titledPage(kHeadline + kArticle + kSchools + kSchools))
            << QString() << false;
        // A guide's steps for two systems in two tabs, both in the page: on documentation the
        // copies stay (the gold keeps each tab's).
        const std::string steps =
            "<ol><li><p>Download the installer from the release page and check its "
            "signature.</p></li><li><p>Run the installer and choose the folder where the "
            "program should live.</p></li><li><p>Open a terminal and run the program once to "
            "create its settings file.</p></li></ol>";
        QTest::newRow("a guide's steps in two tabs")
            << QString::fromStdString(
                   "<html><head><title>Installing — Example 2.1 documentation</title><meta "
                   "name=generator content='Docutils 0.19: https://docutils.sourceforge.io/'>"
                   "</head><body><div class=document><div class=documentwrapper><div "
                   "class=bodywrapper><div class=body role=main><section id=installing><h1>"
                   "Installing</h1><p>The installer is the same on every system; only the "
                   "folder differs.</p><div class=sphinx-tabs><div role=tabpanel id=linux>" +
                   steps + "</div><div role=tabpanel id=windows>" + steps +
                   "</div></div></section></div></div></div></div></body></html>")
            << "https://docs.example.org/en/latest/installing.html" << false;
    }
    void textCopies()
    {
        QFETCH(QString, body);
        QFETCH(QString, url);
        QFETCH(bool, drops);
        const core::Document doc = testpages::parsePage(body.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const bool documentation =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url.toStdString(), f))
                .typeName() == std::string_view("documentation");
        QCOMPARE(documentation, !url.isEmpty());
        const core::ExtractionResult r = runAt(doc, url.toStdString());
        const size_t n = f.blocks().size();
        const auto [weights, cut] = weighed(f);
        const std::vector<core::PageLandmarks::Kind> landmarks = core::PageLandmarks::of(doc);
        // For the first block of each text, the first block kept with it: by the weights, or on
        // documentation by the result.
        std::vector<size_t> keptFirst(n, n);
        size_t dropped = 0, copiesKept = 0;
        for (size_t b = 0; b < n; ++b) {
            const ConsensusFeatures::Block &block = f.blocks()[b];
            const core::Judgement &j = r.judgements[b];
            const std::string reason = j.reason.text();
            const bool kept = documentation
                                  ? j.selected
                                  : weights[b] >= cut && landmarks[size_t(block.node)] ==
                                                             core::PageLandmarks::Kind::None;
            if (!kept) {
                QVERIFY2(reason.rfind("dropped: a copy", 0) != 0, reason.c_str());
                continue;
            }
            size_t &first = keptFirst[block.firstCopy];
            if (first == n) {
                first = b;
                QVERIFY2(j.selected, reason.c_str());
                continue;
            }
            if (documentation ||
                doc.node(f.blocks()[first].node).parent == doc.node(block.node).parent) {
                copiesKept += documentation;
                QVERIFY2(j.selected, reason.c_str());
                continue;
            }
            ++dropped;
            QVERIFY2(!j.selected, reason.c_str());
            QCOMPARE(reason.rfind(
                         "dropped: a copy of block " + std::to_string(first + 1) + "'s text", 0),
                     size_t(0));
        }
        QCOMPARE(dropped > 0, drops);
        QCOMPARE(copiesKept > 0, documentation);
    }

    // Reader comments (ReaderComments): on a page the classifier does not read as a forum, the
    // blocks the weights keep inside a comment section are dropped, with the rule's reason, when
    // the blocks kept outside them hold enough words; a short article and a forum thread keep
    // theirs.
    void readerComments_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("url"); // the page's address as runPage() is given it
        QTest::addColumn<bool>("forum");  // the classifier reads the page as a forum
        QTest::addColumn<bool>("drops");  // the rule drops blocks
        const char *comments[] = {
            "I grew up in the north of the town and the roads there have been in a terrible "
            "state for as long as I can remember, so this budget is welcome news for my family.",
            "The article does not say how the council will pay for the libraries once the extra "
            "money runs out next year, and I think the readers deserve an answer to that.",
            "My children go to one of the schools in question and the teachers have been asking "
            "for a proper library for years; I hope the money reaches them before the summer."};
        std::string thread = "<div id=comments><h2>3 comments</h2><ol class=commentlist>";
        for (const char *c : comments)
            thread +=
                "<li class=comment><p class=author>A reader</p><p>" + std::string(c) + "</p></li>";
        thread += "</ol></div>";
        // The article's own text: every paragraph a different fact of the budget.
        const char *topics[] = {"roads",   "schools", "libraries", "parks", "buses",
                                "bridges", "lights",  "markets",   "pools", "clinics"};
        std::string longArticle = kHeadline;
        for (const char *topic : topics)
            longArticle += "<p>The council set aside a share of the budget for the " +
                           std::string(topic) +
                           " of the town, after the residents had written to the mayor about "
                           "them for years. The money will be spent over the next two years, "
                           "and the council will publish what each part of the work costs as "
                           "soon as the contracts are signed, so that everyone can follow it.</p>";
        const QString page = QString::fromStdString(titledPage(longArticle + thread));
        QTest::newRow("a long article") << page << QString() << false << true;
        QTest::newRow("a short article")
            << QString::fromStdString(titledPage(kHeadline + kArticle + thread)) << QString()
            << false << false;
        // The long article's page at a forum's address: the classifier reads it as a thread.
        QTest::newRow("a forum thread")
            << page << "https://community.example.org/t/the-new-budget/48213" << true << false;
    }
    void readerComments()
    {
        QFETCH(QString, html);
        QFETCH(QString, url);
        QFETCH(bool, forum);
        QFETCH(bool, drops);
        const core::Document doc = testpages::parsePage(html.toStdString());
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::PageTypeClassifier::Result type =
            core::PageTypeClassifier::classify(core::PageTypeEvidence(doc, url.toStdString(), f));
        QCOMPARE(type.typeName() == "forum", forum);
        const core::ExtractionResult r = runAt(doc, url.toStdString());
        const KeptSplit split = keptSplit(doc, f, core::ReaderComments::holds);
        // The weights keep comments on every page: the rule is what drops them.
        QVERIFY(split.inside > 0);
        QCOMPARE(split.outside >= core::ReaderComments::kMinWordsOutside && !forum, drops);
        checkDropped(doc, f, r, core::ReaderComments::holds, drops,
                     "dropped: in the reader comments",
                     "keeps " + std::to_string(split.outside) + " words");
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
