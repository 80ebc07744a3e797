#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <cctype>
#include <cmath>
#include <string_view>

// ContentExtractor (Elsts 2008's PHP source). The page has no white space between tags, so the
// PHP's DOM and core's hold the same text nodes; the <title> is in <head> (not visible text).
//
// Pass 1 (HeuristicRemove) statistics:
//   links: Home, News, Contact, link                                   = 4
//   unlinked text, text nodes whose parent is not <a>, joined in document order:
//     "One two three four " (19 bytes) + "five" (4, in the span) + " six seven eight." (17)
//     + "Nine ten eleven twelve, thirteen " (33) + " fourteen." (10) + "Copyright" (9)
//     = "One two three four five six seven eight.Nine ten eleven twelve, thirteen  fourteen.
//        Copyright", 19 + 4 + 17 + 33 + 10 + 9 = 92 bytes, nothing to trim
//   words, split on [\s|?!.,]+: 8 (One..eight) + 6 (Nine..fourteen) + 1 (Copyright) = 15
//   text blocks, elements with a text child: p#p1, span#s, p#p2, div#foot  = 4
//   automatic ratio      = 4 links / 15 words x 1.3 = 0.34666...
//   automatic min length = 92 bytes / 4 blocks      = 23
// Pass 2 (ContainerRemove), children first:
//   span#s:  0 links / 1 word = 0 <= 0.3467; a span has no length test       -> kept
//   p#p1 (not a container): words 1 + 7 ("One two three four  six seven eight."), length
//            4 + 36 = 40
//   p#p2 (not a container): 1 link (the <a> child, whose word does not count), words 6
//            ("Nine ten eleven twelve, thirteen  fourteen."), length 4 + 43 = 47
//   div#main: 1 link / 14 words = 0.0714 <= 0.3467, length 40 + 47 = 87 >= 23 -> kept
//   div#nav:  3 links, 0 words -> ratio 1 > 0.3467; length 4 + 4 + 7 = 15 < 23 -> deleted
//   div#foot: 0 links / 1 word = 0; length 9 < 23                             -> deleted
static const char *kPage =
    "<html><head><title>Ignored title words</title></head><body>"
    "<div id=\"nav\"><a href=\"/\">Home</a><a href=\"/n\">News</a><a href=\"/c\">Contact</a></div>"
    "<div id=\"main\"><p id=\"p1\">One two three four <span id=\"s\">five</span> six seven "
    "eight.</p><p id=\"p2\">Nine ten eleven twelve, thirteen <a href=\"/x\">link</a> "
    "fourteen.</p></div>"
    "<div id=\"foot\">Copyright</div></body></html>";

class TestContentExtractor : public QObject
{
    Q_OBJECT

private:
    static core::Document load(const char *html) { return testpages::parsePage(html, "ce.html"); }
    static const core::Extractor &extractor()
    {
        return testpages::findExtractor("content-extractor");
    }
    static core::ParamValues params(const QStringList &assignments)
    {
        return testpages::paramsFrom(extractor(), assignments);
    }
    static const core::Judgement *judgementOf(const core::Document &doc,
                                              const core::ExtractionResult &r, const char *id)
    {
        for (const core::Judgement &j : r.judgements)
            if (doc.attribute(j.node, "id") == id)
                return &j;
        return nullptr;
    }
    // Selected nodes by id, or by tag name where they have none.
    static QString ids(const core::Document &doc, const std::vector<core::NodeId> &nodes)
    {
        QStringList out;
        for (core::NodeId id : nodes)
            out << QString::fromStdString(
                std::string(doc.hasAttribute(id, "id") ? doc.attribute(id, "id") : doc.name(id)));
        return out.join(' ');
    }

private slots:
    void automaticThresholds()
    {
        const core::Document doc = load(kPage);
        const core::ExtractionResult r = extractor().run(doc);
        const double ratio = 4.0 / 15.0 * 1.3, minLength = 92.0 / 4.0;

        const core::Judgement *main = judgementOf(doc, r, "main");
        QVERIFY(main && main->selected);
        QVERIFY(std::abs(main->reason.values[0] - 1.0 / 14.0) < 1e-12);
        QVERIFY(std::abs(main->reason.values[1] - ratio) < 1e-12);
        QCOMPARE(main->reason.values[2], 87.0);
        QCOMPARE(main->reason.values[3], minLength);

        const core::Judgement *nav = judgementOf(doc, r, "nav");
        QVERIFY(nav && !nav->selected);
        QCOMPARE(nav->score, 1.0); // no unlinked words: the PHP's initial $ratio = 1
        QCOMPARE(nav->reason.values[2], 15.0);

        const core::Judgement *foot = judgementOf(doc, r, "foot");
        QVERIFY(foot && !foot->selected);
        QCOMPARE(foot->reason.values[0], 9.0);
        QCOMPARE(foot->reason.values[1], minLength);

        const core::Judgement *span = judgementOf(doc, r, "s");
        QVERIFY(span && span->selected); // 4 bytes < 23, but spans skip the length test

        QCOMPARE(ids(doc, r.selected), QString("main"));
        QCOMPARE(r.text, std::string("One two three four five six seven eight.\n"
                                     "Nine ten eleven twelve, thirteen link fourteen."));
    }

    void overrides_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("selected");
        QTest::newRow("automatic") << QStringList{} << "main";
        // div#main: 1 / 14 = 0.0714 > 0.05 -> deleted, and the span with it.
        QTest::newRow("ratio 0.05") << QStringList{"ratio=0.05"} << "";
        // div#foot: 9 >= 5 -> kept; div#nav still deleted by its ratio 1 > 0.3467.
        QTest::newRow("min-length 5") << QStringList{"min-length=5"} << "main foot";
        // ratio 1 is not above 1, and 15 >= 5: div#nav kept too: all visible text is, so the cover
        // is <html>.
        QTest::newRow("ratio 1, min-length 5") << QStringList{"ratio=1", "min-length=5"} << "html";
        // 4 / 15 x 3 = 0.8 < 1: div#nav still goes; the factor does not rescue it.
        QTest::newRow("ratio-factor 3, min-length 5")
            << QStringList{"ratio-factor=3", "min-length=5"} << "main foot";
        // div#main has 14 words, div#foot 1: a minimum of 2 words deletes the footer only.
        QTest::newRow("min-words 2, min-length 5")
            << QStringList{"min-words=2", "min-length=5"} << "main";
    }
    void overrides()
    {
        QFETCH(QStringList, assignments);
        QFETCH(QString, selected);
        const core::Document doc = load(kPage);
        QCOMPARE(ids(doc, extractor().run(doc, params(assignments)).selected), selected);
    }

    // The PHP's word split in pass 2: /[\s|?!.,\[\]]+/, then array_filter() drops "0".
    // div#d's own text "alpha 0 [beta]gamma|delta" -> alpha, 0 (dropped), beta, gamma, delta
    // = 4 words; one <a> child -> 1 link / 4 words = 0.25.
    void phpWordSplit()
    {
        const core::Document doc = load("<html><body><div id=\"d\"><a href=\"#\">x</a>alpha 0 "
                                        "[beta]gamma|delta</div></body></html>");
        const core::ExtractionResult r =
            extractor().run(doc, params({"ratio=0.2", "min-length=1"}));
        const core::Judgement *d = judgementOf(doc, r, "d");
        QVERIFY(d && !d->selected);
        QCOMPARE(d->score, 0.25);
        QCOMPARE(d->reason.values[2], 4.0);
        QVERIFY(r.text.empty());
    }

    // Removed tags go before any statistics: the form's words and the image do not count, and
    // neither does the comment.
    void removedTags()
    {
        const core::Document doc =
            load("<html><body><div id=\"d\">Kept words here<form><label>Search</label></form>"
                 "<img src=\"x.png\"><!-- note --></div></body></html>");
        const core::ExtractionResult r = extractor().run(doc, params({"min-length=1"}));
        QCOMPARE(r.text, std::string("Kept words here"));
        const core::Judgement *d = judgementOf(doc, r, "d");
        QVERIFY(d && d->selected);
        QCOMPARE(d->reason.values[2], 15.0); // "Kept words here" = 15 bytes
    }

    // Without unlinked words the PHP divides nothing: a container's ratio stays at its default 1
    // (`$ratio = 1; if ($word_cnt>0) $ratio = $link_cnt/$word_cnt;`), and the automatic
    // threshold stays at $link_text_ratio = 0.04. The reasons say so instead of "1 = 2 links /
    // 0 unlinked words".
    void noUnlinkedWords_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("reason");  // of the element with id "x"
        QTest::addColumn<QString>("summary"); // the summary's start
        // Two links, no other text: threshold 0.04 (default), x's ratio 1 (default) > 0.04;
        // text length 5 + 4 = 9 bytes >= the automatic minimum 0 (no unlinked bytes / 1 block).
        QTest::newRow("links only")
            << "<html><body><div id='x'><a href='/a'>Alpha</a><a href='/b'>Beta</a></div>"
               "</body></html>"
            << QStringList{}
            << "link ratio 1 (the PHP's default: 2 links, no unlinked words) > 0.04: deleted"
            << "link ratio threshold 0.04 auto (the PHP's default: 2 links, no unlinked words)";
        // The page has 2 unlinked words, so the threshold is computed: 2 links / 2 words x 1.3
        // = 1.3; the span x holds only the links: default 1 <= 1.3, and spans skip the length
        // test.
        QTest::newRow("links-only span")
            << "<html><body><div>Two words<span id='x'><a href='/a'>Alpha</a>"
               "<a href='/b'>Beta</a></span></div></body></html>"
            << QStringList{}
            << "link ratio 1 (the PHP's default: 2 links, no unlinked words) <= 1.3: kept (no "
               "length test for span)"
            << "link ratio threshold 1.3 auto (2 links / 2 unlinked words)";
        // No links and no words: the ratio is the default 1 all the same; ratio=0.5 by hand.
        QTest::newRow("empty container")
            << "<html><body><div>Some words here</div><div id='x'><img src='a.png'></div>"
               "</body></html>"
            << QStringList{"ratio=0.5", "min-length=1"}
            << "link ratio 1 > 0.5 and text length 0 < minimum 1: deleted"
            << "link ratio threshold 0.5 (0 links / 3 unlinked words)";
    }
    void noUnlinkedWords()
    {
        QFETCH(QString, html);
        QFETCH(QStringList, assignments);
        QFETCH(QString, reason);
        QFETCH(QString, summary);
        const core::Document doc = load(html.toUtf8().constData());
        const core::ExtractionResult r = extractor().run(doc, params(assignments));
        const core::Judgement *x = judgementOf(doc, r, "x");
        QVERIFY(x);
        QCOMPARE(x->score, 1.0);
        QCOMPARE(QString::fromStdString(x->reason.text()), reason);
        QVERIFY2(QString::fromStdString(r.summary).startsWith(summary), r.summary.c_str());
    }

    // The trace (docs/traces.md) on kPage with the defaults: pass 1's counts and automatic
    // thresholds, pass 2's verdict on each container, recomputed from the page's text pieces
    // (bytes of the text nodes; words split on [\s|?!.,]+ as the PHP does).
    void trace()
    {
        const auto bytes = [](std::initializer_list<std::string> pieces) {
            double n = 0;
            for (const std::string &p : pieces)
                n += double(p.size());
            return n;
        };
        const auto words = [](std::initializer_list<std::string> pieces) {
            double n = 0;
            for (const std::string &p : pieces) {
                bool inWord = false;
                for (char c : p) {
                    const bool separator = std::isspace(static_cast<unsigned char>(c)) ||
                                           std::string_view("|?!.,").find(c) != std::string::npos;
                    n += !separator && !inWord;
                    inWord = !separator;
                }
            }
            return n;
        };
        const std::string p1a = "One two three four ", span = "five", p1b = " six seven eight.",
                          p2a = "Nine ten eleven twelve, thirteen ", link = "link",
                          p2b = " fourteen.", foot = "Copyright";
        const double links = 4, blocks = 4; // Home, News, Contact, link; p1, span, p2, foot
        const double unlinkedWords = words({p1a, span, p1b, p2a, p2b, foot});
        const double unlinkedBytes = bytes({p1a, span, p1b, p2a, p2b, foot});
        const double ratio = links / unlinkedWords * 1.3;
        const double minLength = unlinkedBytes / blocks; // 92 / 4: a whole number here
        const core::Document doc = load(kPage);
        const tracetest::Traced t = tracetest::run(doc, "content-extractor");
        using Kind = core::TraceStep::Kind;
        const auto pass1 = tracetest::steps(t.trace, "pass 1", Kind::Decision);
        QCOMPARE(pass1.size(), std::size_t(1));
        QCOMPARE(pass1[0]->value("links"), links);
        QCOMPARE(pass1[0]->value("unlinked words"), unlinkedWords);
        QCOMPARE(pass1[0]->value("text bytes"), unlinkedBytes);
        QCOMPARE(pass1[0]->value("text blocks"), blocks);
        QVERIFY(tracetest::near(pass1[0]->value("ratio"), ratio));
        QCOMPARE(pass1[0]->value("minimum length"), minLength);

        const auto container = [&](const char *id) -> const core::TraceStep * {
            for (const core::TraceStep *s : t.trace.stepsOf("pass 2"))
                if (doc.attribute(s->nodes.front(), "id") == id)
                    return s;
            return nullptr;
        };
        struct Expected
        {
            const char *id;
            double links, words, length;
            bool deleted;
        };
        const double mainWords = words({p1a, span, p1b, p2a, p2b});
        const double navLength = bytes({"Home", "News", "Contact"});
        const std::vector<Expected> expected{
            {"s", 0, words({span}), bytes({span}), false},
            {"main", 1, mainWords, bytes({p1a, span, p1b, p2a, link, p2b}),
             1 / mainWords > ratio || bytes({p1a, span, p1b, p2a, link, p2b}) < minLength},
            {"nav", 3, 0, navLength, true},
            {"foot", 0, words({foot}), bytes({foot}), bytes({foot}) < minLength},
        };
        for (const Expected &e : expected) {
            const core::TraceStep *s = container(e.id);
            QVERIFY2(s, e.id);
            QCOMPARE(s->value("links"), e.links);
            QCOMPARE(s->value("words"), e.words);
            QCOMPARE(s->value("length"), e.length);
            QCOMPARE(s->value("threshold"), pass1[0]->value("ratio"));
            QCOMPARE(s->kind, e.deleted ? Kind::Decision : Kind::Item);
        }
    }
};

QTEST_GUILESS_MAIN(TestContentExtractor)
#include "tst_contentextractor.moc"
