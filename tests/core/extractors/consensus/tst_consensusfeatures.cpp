#include <extraction/noscripttext.h>
#include <extractors/consensus/consensusfeatures.h>

#include <testpages.h>

#include <QTest>

#include <algorithm>
#include <cmath>
#include <span>
#include <stdexcept>
#include <vector>

using core::ConsensusFeatures;
using F = ConsensusFeatures::Feature;

namespace {

// The consensus extractor's voters, as the registry hands them to it.
std::span<const core::Extractor *const> consensusVoters()
{
    return testpages::findExtractor("consensus").voters();
}

} // namespace

// The consensus extractor's evidence per text block, each cue on a page built for it; every
// expected value is derived in the comments from the page.
class TestConsensusFeatures : public QObject
{
    Q_OBJECT

private:
    // The block whose element has id="id".
    static const ConsensusFeatures::Block *block(const core::Document &doc,
                                                 const ConsensusFeatures &f, const char *id)
    {
        const core::NodeId node = testpages::byId(doc, id);
        for (const ConsensusFeatures::Block &b : f.blocks())
            if (b.node == node)
                return &b;
        return nullptr;
    }

private slots:
    void voters()
    {
        // Every built-in but plain, which chooses all text, in the order of the fitted weights.
        QCOMPARE(consensusVoters().size(), ConsensusFeatures::kVoterCount);
        for (size_t v = 0; v < ConsensusFeatures::kVoterCount; ++v) {
            const core::Extractor *e = consensusVoters()[v];
            QCOMPARE(e->info().id, std::string(ConsensusFeatures::kVoterIds[v]));
            QCOMPARE(core::ExtractorRegistry::find(e->info().id), e);
            QVERIFY(e->info().id != "plain" && e->info().id != "consensus");
        }
    }

    // The shares are kVoterCount to a block: any other number of voters is refused.
    void wrongVoterCount_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("none") << 0;
        QTest::newRow("one short") << int(ConsensusFeatures::kVoterCount) - 1;
        QTest::newRow("one more") << int(ConsensusFeatures::kVoterCount) + 1;
    }
    void wrongVoterCount()
    {
        QFETCH(int, count);
        const core::Document doc = testpages::parsePage("<p>Some words here.</p>");
        std::vector<const core::Extractor *> voters(consensusVoters().begin(),
                                                    consensusVoters().end());
        voters.resize(static_cast<size_t>(count), voters.front());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)ConsensusFeatures(doc, voters));
    }

    void cues_data()
    {
        QTest::addColumn<QString>("body");
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("feature");
        QTest::addColumn<double>("expected");
        const QString navPage = "<nav id=n><a href=/>Home</a> <a href=/x>News</a></nav>"
                                "<p id=p>One two <a href=/y>three</a> four.</p>";
        // nav: 2 words, both in <a>; p: 4 words, 1 in <a>, ends in "."
        QTest::newRow("words") << navPage << "p" << int(F::LogWords) << std::log1p(4.0);
        QTest::newRow("link share nav") << navPage << "n" << int(F::LinkShare) << 1.0;
        QTest::newRow("link share p") << navPage << "p" << int(F::LinkShare) << 1.0 / 4;
        QTest::newRow("ends sentence") << navPage << "p" << int(F::EndsSentence) << 1.0;
        QTest::newRow("no sentence") << navPage << "n" << int(F::EndsSentence) << 0.0;
        QTest::newRow("navigation") << navPage << "n" << int(F::InNavigation) << 1.0;
        QTest::newRow("paragraph") << navPage << "p" << int(F::Paragraph) << 1.0;
        // p's middle: 2 words before it and half of its 4: (2 + 2) / 6
        QTest::newRow("position") << navPage << "p" << int(F::Position) << 2.0 / 3;
        QTest::newRow("position squared") << navPage << "p" << int(F::PositionSquared) << 4.0 / 9;
        QTest::newRow("duplicates")
            << "<div id=a>Share this</div><p>Text.</p><div id=b>Share this</div>"
            << "a" << int(F::LogDuplicates) << std::log(2.0);
        QTest::newRow("footer class") << "<div class=site-footer><p id=f>Copyright</p></div>"
                                      << "f" << int(F::InFooter) << 1.0;
        QTest::newRow("body classes are no cue") << "<p id=f>Copyright</p>"
                                                 << "f" << int(F::InFooter) << 0.0;
        QTest::newRow("sidebar") << "<aside><p id=s>Popular posts</p></aside>"
                                 << "s" << int(F::InSidebar) << 1.0;
        QTest::newRow("code") << "<pre id=c><code>x = 1</code></pre>"
                              << "c" << int(F::InCode) << 1.0;
        QTest::newRow("preformatted") << "<pre id=c><code>x = 1</code></pre>"
                                      << "c" << int(F::Preformatted) << 1.0;
        QTest::newRow("heading") << "<h2 id=h>Title</h2>"
                                 << "h" << int(F::Heading) << 1.0;
        QTest::newRow("main") << "<main><p id=m>Body</p></main>"
                              << "m" << int(F::InMain) << 1.0;
        // Two <section> siblings make a service page's sections; one alone does not.
        QTest::newRow("sections")
            << "<section><p id=s>One</p></section><section><p>Two</p></section>"
            << "s" << int(F::InSections) << 1.0;
        QTest::newRow("one section") << "<section><p id=s>One</p></section><div><p>Two</p></div>"
                                     << "s" << int(F::InSections) << 0.0;
        // Four div.post siblings of 5 words each (20) and a 10-word paragraph: the post's
        // paragraph is inside a group of 4 holding 20 of 30 words, 5 words per item.
        const QString forum =
            "<div><div class=post><p id=q>" + QString::fromStdString(testpages::words("a", 5)) +
            "</p></div><div class=post><p>" + QString::fromStdString(testpages::words("b", 5)) +
            "</p></div><div class=post><p>" + QString::fromStdString(testpages::words("c", 5)) +
            "</p></div><div class=post><p>" + QString::fromStdString(testpages::words("d", 5)) +
            "</p></div></div><p id=o>" + QString::fromStdString(testpages::words("e", 10)) + "</p>";
        QTest::newRow("in repeated") << forum << "q" << int(F::InRepeated) << 1.0;
        QTest::newRow("repeat size") << forum << "q" << int(F::RepeatLogSize) << std::log(4.0);
        QTest::newRow("repeat share") << forum << "q" << int(F::RepeatShare) << 20.0 / 30;
        QTest::newRow("repeat item words")
            << forum << "q" << int(F::RepeatLogItemWords) << std::log1p(5.0);
        QTest::newRow("not repeated") << forum << "o" << int(F::InRepeated) << 0.0;
        // Three alike list items are a pattern; the <ul> above them is not repeated.
        const QString list = "<ul><li id=l>one</li><li>two</li><li>three</li></ul>";
        QTest::newRow("self repeated") << list << "l" << int(F::SelfRepeated) << 1.0;
        QTest::newRow("list item") << list << "l" << int(F::ListItem) << 1.0;
        QTest::newRow("items not inside") << list << "l" << int(F::InRepeated) << 0.0;
        // Two are a pair, not a pattern (kMinRepeat is 3).
        QTest::newRow("pair") << "<ul><li id=l>one</li><li>two</li></ul>"
                              << "l" << int(F::SelfRepeated) << 0.0;
        // The page as a whole, the same on every block: navPage has 2 blocks and 6 words, 3 of
        // them in <a>, 4 in a paragraph that ends a sentence.
        QTest::newRow("page blocks") << navPage << "p" << int(F::PageLogBlocks) << std::log1p(2.0);
        QTest::newRow("page words") << navPage << "n" << int(F::PageLogWords) << std::log1p(6.0);
        QTest::newRow("page link share") << navPage << "n" << int(F::PageLinkShare) << 3.0 / 6;
        QTest::newRow("page paragraphs") << navPage << "n" << int(F::PageParagraphShare) << 4.0 / 6;
        QTest::newRow("page sentences") << navPage << "n" << int(F::PageSentenceShare) << 4.0 / 6;
        QTest::newRow("page main share") << "<main><p id=m>Body text</p></main><p>Footer</p>"
                                         << "m" << int(F::PageMainShare) << 2.0 / 3;
        // The forum's group holds 20 of its 30 words, on the blocks outside it too.
        QTest::newRow("page repeated") << forum << "o" << int(F::PageRepeatedShare) << 20.0 / 30;
        QTest::newRow("page repeat max") << forum << "o" << int(F::PageRepeatMax) << 20.0 / 30;
    }
    void cues()
    {
        QFETCH(QString, body);
        QFETCH(QString, id);
        QFETCH(int, feature);
        QFETCH(double, expected);
        const core::Document doc = testpages::parsePage(
            "<html><head><title>t</title></head><body>" + body.toStdString() + "</body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        const ConsensusFeatures::Block *b = block(doc, f, id.toUtf8().constData());
        QVERIFY2(b, "no block for the element");
        QVERIFY2(std::fabs(b->values[static_cast<size_t>(feature)] - expected) < 1e-5,
                 qPrintable(QString::number(b->values[static_cast<size_t>(feature)])));
    }

    // What the page says it is, from <meta property="og:type"> and JSON-LD "@type" (a string
    // or an array, a full schema.org URL too); a malformed script yields no error.
    void declaredType_data()
    {
        QTest::addColumn<QString>("head");
        QTest::addColumn<QList<int>>("expected");
        const auto ld = [](const char *json) {
            return QString("<script type=application/ld+json>%1</script>").arg(json);
        };
        QTest::newRow("none") << QString() << QList<int>{};
        QTest::newRow("og article")
            << "<meta property=og:type content=article>" << QList<int>{F::MetaArticle};
        QTest::newRow("og product group") << "<meta property=\"og:type\" content=\"product.group\">"
                                          << QList<int>{F::MetaProduct};
        QTest::newRow("og website") << "<meta property=og:type content=website>" << QList<int>{};
        QTest::newRow("blog posting")
            << ld("{\"@type\": \"BlogPosting\"}") << QList<int>{F::MetaArticle};
        QTest::newRow("array") << ld("{\"@type\": [\"Product\", \"FAQPage\"]}")
                               << QList<int>{F::MetaProduct, F::MetaFaq};
        QTest::newRow("url") << ld("{\"@type\": \"http://schema.org/ItemList\"}")
                             << QList<int>{F::MetaListing};
        QTest::newRow("nested")
            << ld("{\"@graph\": [{\"@type\": \"WebPage\"}, {\"@type\": \"QAPage\"}]}")
            << QList<int>{F::MetaForum};
        QTest::newRow("malformed") << ld("{\"@type\": Product, \"@type\"") << QList<int>{};
        QTest::newRow("not JSON-LD")
            << "<script>var x = {\"@type\": \"Product\"};</script>" << QList<int>{};
    }
    void declaredType()
    {
        QFETCH(QString, head);
        QFETCH(QList<int>, expected);
        const core::Document doc =
            testpages::parsePage("<html><head><title>t</title>" + head.toStdString() +
                                 "</head><body><p>One.</p><p>Two.</p></body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        QCOMPARE(f.blocks().size(), size_t(2));
        for (const ConsensusFeatures::Block &b : f.blocks())
            for (int k : {F::MetaArticle, F::MetaProduct, F::MetaForum, F::MetaListing, F::MetaFaq})
                QCOMPARE(b.values[static_cast<size_t>(k)], expected.contains(k) ? 1.f : 0.f);
    }

    // The surroundings' votes, computed here from every block's VoteShare and words: the blocks
    // before and after, the word-weighted means over the containers' and the page's blocks, and
    // the share against the page's highest.
    void surroundings()
    {
        const core::Document doc = testpages::parsePage(
            "<html><body><nav><a href=/>Home</a> <a href=/n>News</a></nav><main><div><p>" +
            testpages::words("a", 30) + ".</p><p>" + testpages::words("b", 12) +
            ".</p></div><ul><li>x</li><li>y</li><li>z</li></ul></main><footer>" +
            testpages::words("f", 5) + "</footer></body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        const auto &blocks = f.blocks();
        const size_t n = blocks.size();
        QVERIFY(n >= 6);
        auto mean = [&](size_t first, size_t last) {
            double sum = 0, words = 0;
            for (size_t k = first; k < last; ++k) {
                sum += blocks[k].words * double(blocks[k].values[F::VoteShare]);
                words += blocks[k].words;
            }
            return words > 0 ? sum / words : 0;
        };
        double highest = 0;
        for (const auto &b : blocks)
            highest = std::max(highest, double(b.values[F::VoteShare]));
        for (size_t b = 0; b < n; ++b) {
            const auto &x = blocks[b].values;
            QCOMPARE(x[F::PreviousVotes], b > 0 ? blocks[b - 1].values[F::VoteShare] : 0.f);
            QCOMPARE(x[F::NextVotes], b + 1 < n ? blocks[b + 1].values[F::VoteShare] : 0.f);
            for (size_t level = 0; level < 3; ++level)
                QVERIFY(std::fabs(x[F::ParentVotes + level] -
                                  mean(blocks[b].containers[level].first,
                                       blocks[b].containers[level].second)) < 1e-6);
            QVERIFY(std::fabs(x[F::PageVotes] - mean(0, n)) < 1e-6);
            QVERIFY(std::fabs(x[F::RelativeVotes] - x[F::VoteShare] / highest) < 1e-6);
        }
    }

    // A voter's share of a block is the share of the block's words in its result: Crunch drops
    // a link list (anchor characters 30 of 30 > 0.5, its own test) and keeps the paragraph.
    void votes()
    {
        const core::Document doc = testpages::parsePage(
            "<html><body><div id=nav><a href=/w>World news</a><a href=/s>Sport news</a>"
            "<a href=/b>Money news</a></div><div id=main><p id=p>The council approved the new "
            "budget on Monday after a long debate.</p></div></body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        size_t crunch = 0;
        while (consensusVoters()[crunch]->info().id != "crunch")
            ++crunch;
        const auto index = [&](const char *id) {
            return static_cast<size_t>(block(doc, f, id) - f.blocks().data());
        };
        QCOMPARE(f.share(index("nav"), crunch), 0.f);
        QCOMPARE(f.share(index("p"), crunch), 1.f);
        // votes counts the voters that chose at least half of the block's words.
        for (size_t b = 0; b < f.blocks().size(); ++b) {
            std::uint32_t votes = 0;
            double sum = 0;
            for (size_t v = 0; v < ConsensusFeatures::kVoterCount; ++v) {
                votes += f.share(b, v) >= 0.5f;
                sum += f.share(b, v);
            }
            QCOMPARE(f.blocks()[b].votes, votes);
            QCOMPARE(f.blocks()[b].values[F::VoteShare],
                     static_cast<float>(sum / ConsensusFeatures::kVoterCount));
        }
    }

    // An application shell: no visible words, the page in <noscript> (Discourse). Below the
    // thresholds the <noscript> text stays unread.
    void fallback_data()
    {
        QTest::addColumn<int>("visibleWords");
        QTest::addColumn<int>("noscriptWords");
        QTest::addColumn<bool>("fallback");
        QTest::newRow("shell") << 0 << int(ConsensusFeatures::kFallbackMinWords) << true;
        QTest::newRow("too little in noscript")
            << 0 << int(ConsensusFeatures::kFallbackMinWords) - 1 << false;
        QTest::newRow("page shows text") << int(core::NoscriptText::kShellMaxVisibleWords)
                                         << int(ConsensusFeatures::kFallbackMinWords) << false;
    }
    void fallback()
    {
        QFETCH(int, visibleWords);
        QFETCH(int, noscriptWords);
        QFETCH(bool, fallback);
        const std::string html = "<html><body><p>" + testpages::words("v", visibleWords) +
                                 "</p><noscript><p id=n>" + testpages::words("n", noscriptWords) +
                                 "</p></noscript></body></html>";
        const core::Document doc = testpages::parsePage(html);
        const ConsensusFeatures f(doc, consensusVoters());
        QCOMPARE(f.fallback(), fallback);
        const ConsensusFeatures::Block *b = block(doc, f, "n");
        QCOMPARE(b != nullptr, fallback);
        if (b) {
            QCOMPARE(b->words, std::uint32_t(noscriptWords));
            QCOMPARE(b->values[F::Fallback], 1.f);
        }
    }

    // The blocks inside a block's parent, grandparent and great-grandparent element, as block
    // ranges; never above <html>.
    void containers_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QList<int>>("ranges"); // first, last of each level
        // Blocks in order: 0 h1, 1 a, 2 b, 3 c, 4 d, 5 tail.
        // a: parent ul#list holds a, b (blocks 1-2); grandparent div#box holds the list and c
        // (1-3); great-grandparent div#col holds the box and d (1-4).
        QTest::newRow("list item") << "a" << QList<int>{1, 3, 1, 4, 1, 5};
        // c: parent div#box (1-3), grandparent div#col (1-4), great-grandparent body (0-5).
        QTest::newRow("paragraph in box") << "c" << QList<int>{1, 4, 1, 5, 0, 6};
        // h1: parent body (all six), grandparent <html> (all), then no higher than <html>.
        QTest::newRow("near the top") << "h" << QList<int>{0, 6, 0, 6, 0, 6};
    }
    void containers()
    {
        QFETCH(QString, id);
        QFETCH(QList<int>, ranges);
        const core::Document doc = testpages::parsePage(
            "<html><body><h1 id=h>Title</h1><div id=col><div id=box><ul id=list>"
            "<li id=a>First item</li><li id=b>Second item</li></ul><p id=c>Box text</p></div>"
            "<p id=d>Column text</p></div><p id=tail>Tail text</p></body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        QCOMPARE(f.blocks().size(), size_t(6));
        const ConsensusFeatures::Block *b = block(doc, f, id.toLatin1().constData());
        QVERIFY(b);
        for (size_t level = 0; level < ConsensusFeatures::kContainerLevels; ++level) {
            QCOMPARE(int(b->containers[level].first), ranges[int(2 * level)]);
            QCOMPARE(int(b->containers[level].second), ranges[int(2 * level + 1)]);
        }
    }
    // The first block with a block's text: the block itself for a text's first block, the
    // first one for its copies, whatever stands between them.
    void firstCopy_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QList<int>>("first"); // per block
        QTest::newRow("no copies") << "<p>One</p><p>Two</p><p>Three</p>" << QList<int>{0, 1, 2};
        QTest::newRow("a copy") << "<p>One</p><p>Two</p><p>One</p>" << QList<int>{0, 1, 0};
        QTest::newRow("three copies")
            << "<p>Two</p><p>One</p><h2>One</h2><li>One</li>" << QList<int>{0, 1, 1, 1};
        QTest::newRow("white space") << "<p>One  two</p><p>One\ntwo</p>" << QList<int>{0, 0};
        QTest::newRow("case") << "<p>One</p><p>one</p>" << QList<int>{0, 1};
    }
    void firstCopy()
    {
        QFETCH(QString, page);
        QFETCH(QList<int>, first);
        const core::Document doc =
            testpages::parsePage("<html><body>" + page.toStdString() + "</body></html>");
        const ConsensusFeatures f(doc, consensusVoters());
        QCOMPARE(int(f.blocks().size()), int(first.size()));
        for (size_t b = 0; b < f.blocks().size(); ++b)
            QCOMPARE(int(f.blocks()[b].firstCopy), first[int(b)]);
    }
    // The repeated sibling groups: a block's nearest group above it and the group its own
    // element is an item of, each as the block ranges of the group's items.
    void groups_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QList<int>>("group"); // first, last of each item; empty: none
        QTest::addColumn<QList<int>>("ownGroup");
        // Blocks in order: 0 q, 1 r, 2 s, 3 t (the three div.post, q and r in the first),
        // 4 a, 5 b, 6 c (the three li), 7 o.
        QTest::newRow("in a post") << "q" << QList<int>{0, 2, 2, 3, 3, 4} << QList<int>{};
        QTest::newRow("second block of a post")
            << "r" << QList<int>{0, 2, 2, 3, 3, 4} << QList<int>{};
        QTest::newRow("list item") << "a" << QList<int>{} << QList<int>{4, 5, 5, 6, 6, 7};
        QTest::newRow("outside") << "o" << QList<int>{} << QList<int>{};
    }
    void groups()
    {
        QFETCH(QString, id);
        QFETCH(QList<int>, group);
        QFETCH(QList<int>, ownGroup);
        const core::Document doc = testpages::parsePage(
            "<html><body><div><div class=post><p id=q>First post</p><p id=r>Its second "
            "paragraph</p></div><div class=post><p id=s>Second post</p></div><div "
            "class=post><p id=t>Third post</p></div></div><ul><li id=a>First item</li><li "
            "id=b>Second item</li><li id=c>Third item</li></ul><p id=o>Tail text</p></body>"
            "</html>");
        const ConsensusFeatures f(doc, consensusVoters());
        QCOMPARE(f.blocks().size(), size_t(8));
        const ConsensusFeatures::Block *b = block(doc, f, id.toLatin1().constData());
        QVERIFY(b);
        auto items = [&](std::int32_t g) {
            QList<int> out;
            if (g >= 0)
                for (const auto &[first, last] : f.groups()[size_t(g)])
                    out << int(first) << int(last);
            return out;
        };
        QCOMPARE(items(b->group), group);
        QCOMPARE(items(b->ownGroup), ownGroup);
    }
};

QTEST_APPLESS_MAIN(TestConsensusFeatures)
#include "tst_consensusfeatures.moc"
