#include <document/documentloader.h>
#include <extraction/tokenstream.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <numeric>
#include <set>
#include <sstream>

using namespace core;

using testpages::parsePage;
using testpages::words;
using testpages::wordSet;

namespace {

// A navigation list, a paragraph, a link-rich sentence, a paragraph.
//  * Nav item: <li><a href="/section/itemN">NavN</a></li>: 4 + ~27 + 4 + 5 = ~40 code characters
//    around ~5 content characters. CCB: ~0.11 content. ACCB drops the anchors: 9 code around 5
//    content: 5 / 14 = 0.36 < 0.5. TCCB: li, a, word, /a, /li: 1 of 5 tokens = 0.2. The middle
//    item (Nav10) lies ~140 (ACCB) to ~400 (CCB) characters, i.e. 3.5 to 10 sigma, from the
//    paragraph: the blurred ratio there stays near the list's own share, below t = 0.5 in all
//    three.
//  * Link sentence: "Read " + 12 x (<a href="https://example.com/articles/linkN">LinkN</a> and):
//    per unit ~50 code characters around ~11 content ones (LinkN, " and "): ~0.18 < 0.5, and
//    Link6 lies ~6 units = ~370 characters (> 9 sigma of ACCB-40) from either paragraph, so CCB
//    cuts it. ACCB ignores the anchor tags: the sentence is all content and continues the
//    paragraphs around it: ratio near 1, kept.
//  * Paragraphs of 60 words (~450 characters, 60 tokens): ratio near 1 in their middle, kept.
std::string linkPage()
{
    std::string nav = "<ul>";
    for (int i = 1; i <= 20; ++i)
        nav += "<li><a href=\"/section/item" + std::to_string(i) + "\">Nav" + std::to_string(i) +
               "</a></li>";
    nav += "</ul>";
    std::string links = "Read";
    for (int i = 1; i <= 12; ++i)
        links += " <a href=\"https://example.com/articles/link" + std::to_string(i) + "\">Link" +
                 std::to_string(i) + "</a> and";
    return "<html><body>" + nav + "<p>" + words("alpha", 60) + "</p><p>" + links + " more.</p><p>" +
           words("omega", 60) + "</p></body></html>";
}

} // namespace

class TestCcbExtractor : public QObject
{
    Q_OBJECT

private slots:
    void linkRichSentence_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("kept");
        QTest::newRow("ccb keeps the paragraph") << "ccb"
                                                 << "alpha30" << true;
        QTest::newRow("ccb cuts the link-rich sentence") << "ccb"
                                                         << "Link6" << false;
        QTest::newRow("ccb drops the navigation") << "ccb"
                                                  << "Nav10" << false;
        QTest::newRow("accb keeps the paragraph") << "accb"
                                                  << "alpha30" << true;
        QTest::newRow("accb keeps the link-rich sentence") << "accb"
                                                           << "Link6" << true;
        QTest::newRow("accb drops the navigation") << "accb"
                                                   << "Nav10" << false;
        QTest::newRow("tccb keeps the paragraph") << "tccb"
                                                  << "omega30" << true;
        QTest::newRow("tccb drops the navigation") << "tccb"
                                                   << "Nav10" << false;
    }

    void linkRichSentence()
    {
        QFETCH(QString, id);
        QFETCH(QString, word);
        QFETCH(bool, kept);
        const Document doc = parsePage(linkPage());
        const Extractor *e = ExtractorRegistry::find(id.toStdString());
        QVERIFY(e);
        const ExtractionResult r = e->run(doc);
        QCOMPARE(wordSet(r.text).count(word.toStdString()), std::size_t(kept ? 1 : 0));
        QCOMPARE(r.series.size(), std::size_t(1));
        QCOMPARE(r.series[0].chart, std::string("ccb"));
        QCOMPARE(r.series[0].y.size(), TokenStream(doc).size());
    }

    // TCCB with sigma = 1: Kovesi's widths for sigma 1 are 1, 1, 3 (ideal sqrt(12/3 + 1) = 2.24,
    // lower odd width 1, m = round((12 - 3 - 12 - 9) / -8) = round(1.5) = 2 passes of width 1):
    // one box over 3 tokens. Tokens <html> <body> <p> w1 w2 w3 </p> </body> </html>, CCV
    // 0 0 0 1 1 1 0 0 0; at the ends only existing tokens count (2 of them):
    // ratios 0/2, 0/3, 1/3, 2/3, 3/3, 2/3, 1/3, 0/3, 0/2.
    void tokenBlurByHand_data()
    {
        QTest::addColumn<double>("t");
        QTest::addColumn<QString>("text");
        QTest::newRow("t = 0.5 keeps 2/3, 1, 2/3") << 0.5 << "w1 w2 w3";
        QTest::newRow("t = 0.7 keeps only the 1") << 0.7 << "w2";
    }

    void tokenBlurByHand()
    {
        QFETCH(double, t);
        QFETCH(QString, text);
        const Document doc = parsePage("<html><body><p>w1 w2 w3</p></body></html>");
        const ExtractionResult r = ExtractorRegistry::find("tccb")->run(doc, {1, t});
        QCOMPARE(QString::fromStdString(r.text), text);
        const std::vector<double> expected{0, 0, 1.0 / 3, 2.0 / 3, 1, 2.0 / 3, 1.0 / 3, 0, 0};
        QCOMPARE(r.series[0].y.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(std::abs(r.series[0].y[i] - expected[i]) < 1e-12, std::to_string(i).c_str());
        QCOMPARE(*r.series[0].threshold, t);
        // One judgement for the one text node: kept words of 3, t, mean ratio over its tokens
        // (2/3 + 1 + 2/3) / 3 = 7/9.
        QCOMPARE(r.judgements.size(), std::size_t(1));
        QCOMPARE(r.judgements[0].reason.values[0], double(text.count(' ') + 1));
        QCOMPARE(r.judgements[0].reason.values[1], 3.0);
        QVERIFY(std::abs(r.judgements[0].score - 7.0 / 9) < 1e-12);
    }

    void tokenBlurAgainstDirectConvolution_data()
    {
        QTest::addColumn<int>("items");
        QTest::newRow("300 tokens") << 300;
        // The blur runs in blocks of 65,536 elements: 70,000 tokens cross a block's end.
        QTest::newRow("70,000 tokens, two blocks") << 70000;
    }

    // TCCB with sigma = 3 against a direct convolution. Kovesi's widths for sigma 3: ideal
    // sqrt(12 * 9 / 3 + 1) = 6.08, lower odd width 5, m = round((108 - 75 - 60 - 9) / -24) =
    // round(1.5) = 2: widths 5, 5, 7, radii 2, 2, 3. The reference sums each box over the tokens
    // that exist, three times, and divides by the same sums over a vector of ones.
    void tokenBlurAgainstDirectConvolution()
    {
        QFETCH(int, items);
        std::string html = "<div>";
        std::vector<double> ccv{0}; // <div>
        unsigned state = 7;
        for (int i = 0; i < items; ++i) {
            state = state * 1103515245u + 12345u;
            if ((state >> 16) % 3 == 0) {
                html += "<br>";
                ccv.push_back(0);
            } else {
                html += " w" + std::to_string(i) + " ";
                ccv.push_back(1);
            }
        }
        html += "</div>";
        ccv.push_back(0); // </div>
        const auto box = [](const std::vector<double> &in, int r) {
            const int n = int(in.size());
            std::vector<double> out(in.size(), 0);
            for (int i = 0; i < n; ++i)
                for (int j = std::max(0, i - r); j <= std::min(n - 1, i + r); ++j)
                    out[std::size_t(i)] += in[std::size_t(j)];
            return out;
        };
        std::vector<double> num = ccv, den(ccv.size(), 1);
        for (int r : {2, 2, 3}) {
            num = box(num, r);
            den = box(den, r);
        }
        const Document doc = parsePage(html);
        const ExtractionResult r = ExtractorRegistry::find("tccb")->run(doc, {3, 0.5});
        // Consecutive words share a text node but stay one token each: tokens follow ccv one to
        // one.
        QCOMPARE(r.series[0].y.size(), ccv.size());
        for (std::size_t i = 0; i < ccv.size(); ++i)
            QVERIFY2(std::abs(r.series[0].y[i] - num[i] / den[i]) < 1e-12,
                     std::to_string(i).c_str());
    }

    // A 4000-character script body is one code token, so CCB keeps only 2 (reach + 1) of its
    // characters (reach = 39 + 39 + 40 = 118 for sigma 40); 400 comments of 10 characters are 400
    // narrow code tokens, kept whole. Both pages put <x>, 4000 code characters, </x> (8 + 9 tag
    // characters: <script>/<abcdef>) between the paragraphs. Every word and tag must get exactly
    // the same ratio, and the script's mean ratio must equal the comments' mean: both hold only
    // if dropping the middle of the script is exact. (Per-token means would already agree with
    // a cap near `reach`; a cap of reach / 2 fails here. The extractor keeps 2 (reach + 1) so that
    // every kept character's own value is exact as well.)
    void cappingIsExact()
    {
        std::string body;
        for (int i = 0; i < 1000; ++i)
            body += "x=1;";
        std::string comments;
        for (int i = 0; i < 400; ++i)
            comments += "<!--abc-->";
        const std::string a = "<p>" + words("a", 30) + "</p>", b = "<p>" + words("b", 30) + "</p>";
        const Document one = parsePage(a + "<script>" + body + "</script>" + b);
        const Document many = parsePage(a + "<abcdef>" + comments + "</abcdef>" + b);
        for (const char *id : {"ccb", "accb"}) {
            const Extractor *e = ExtractorRegistry::find(id);
            const ExtractionResult r1 = e->run(one), r2 = e->run(many);
            const TokenStream s1(one), s2(many);
            std::vector<double> y1, y2;
            double scriptMean = -1, commentSum = 0;
            for (std::size_t k = 0; k < s1.size(); ++k) {
                if (s1[k].kind == TokenKind::Code)
                    scriptMean = r1.series[0].y[k];
                else
                    y1.push_back(r1.series[0].y[k]);
            }
            for (std::size_t k = 0; k < s2.size(); ++k) {
                if (s2[k].kind == TokenKind::Code)
                    commentSum += r2.series[0].y[k];
                else
                    y2.push_back(r2.series[0].y[k]);
            }
            QCOMPARE(y1.size(), std::size_t(60 + 6)); // 60 words; <p> </p> <x> </x> <p> </p>
            QCOMPARE(y1, y2);
            QVERIFY(std::abs(scriptMean - commentSum / 400) < 1e-9);
            QCOMPARE(r1.text, r2.text);
        }
    }

    void defaults()
    {
        QCOMPARE(ExtractorRegistry::find("accb")->info().defaults(), (ParamValues{40, 0.5}));
        QCOMPARE(ExtractorRegistry::find("tccb")->info().defaults(), (ParamValues{18, 0.5}));
    }

    // The trace (docs/traces.md) of TCCB with sigma = 3 on a page of words and <br>s, against
    // the direct convolution above (radii 2, 2, 3): the vector's runs, the box widths and the
    // kernel's total, the runs of tokens on each side of t and each text node's kept words.
    void traceAgainstDirectConvolution()
    {
        std::string html = "<div>";
        std::vector<int> ccv{0}; // <div>
        std::vector<int> node;   // per token: the text node's number, -1 for a tag
        node.push_back(-1);
        int nodes = 0;
        unsigned state = 11;
        for (int i = 0; i < 80; ++i) {
            state = state * 1103515245u + 12345u;
            if ((state >> 16) % 3 == 0) {
                html += "<br>";
                ccv.push_back(0);
                node.push_back(-1);
            } else {
                if (ccv.back() == 0)
                    ++nodes; // words after a tag start a new text node
                html += " w" + std::to_string(i) + " ";
                ccv.push_back(1);
                node.push_back(nodes - 1);
            }
        }
        html += "</div>";
        ccv.push_back(0);
        node.push_back(-1);
        const auto box = [](const std::vector<double> &in, int r) {
            const int n = int(in.size());
            std::vector<double> out(in.size(), 0);
            for (int i = 0; i < n; ++i)
                for (int j = std::max(0, i - r); j <= std::min(n - 1, i + r); ++j)
                    out[std::size_t(i)] += in[std::size_t(j)];
            return out;
        };
        std::vector<double> num(ccv.begin(), ccv.end()), den(ccv.size(), 1);
        for (int r : {2, 2, 3}) {
            num = box(num, r);
            den = box(den, r);
        }
        const std::size_t n = ccv.size();
        std::vector<double> ratio(n);
        for (std::size_t i = 0; i < n; ++i)
            ratio[i] = num[i] / den[i];
        const double t = 0.5;
        const Document doc = parsePage(html);
        const tracetest::Traced tr = tracetest::run(doc, "tccb", {"sigma=3", "t=0.5"});

        const auto vector = tracetest::steps(tr.trace, "vector", TraceStep::Kind::Overview);
        QCOMPARE(vector.size(), std::size_t(1));
        const double words = std::accumulate(ccv.begin(), ccv.end(), 0.0);
        QCOMPARE(vector[0]->value("tokens"), double(n));
        QCOMPARE(vector[0]->value("elements"), double(n));
        QCOMPARE(vector[0]->value("content"), words);
        QCOMPARE(vector[0]->value("code"), double(n) - words);
        // The runs of equal vector values, in order.
        std::size_t a = 0;
        for (const TraceStep *s : tracetest::steps(tr.trace, "vector", TraceStep::Kind::Item)) {
            std::size_t b = a;
            while (b < n && ccv[b] == ccv[a])
                ++b;
            QCOMPARE(s->value("first"), double(a));
            QCOMPARE(s->value("last"), double(b - 1));
            QCOMPARE(s->value("tokens"), double(b - a));
            a = b;
        }
        QCOMPARE(a, n);

        const auto blur = tracetest::steps(tr.trace, "blur", TraceStep::Kind::Overview);
        QCOMPARE(blur.size(), std::size_t(1));
        QCOMPARE(blur[0]->value("width 1"), 5.0);
        QCOMPARE(blur[0]->value("width 2"), 5.0);
        QCOMPARE(blur[0]->value("width 3"), 7.0);
        QCOMPARE(blur[0]->value("variance"), (24.0 + 24.0 + 48.0) / 12); // (w^2 - 1) / 12 each
        QCOMPARE(blur[0]->value("kernel total"), 5.0 * 5.0 * 7.0);       // box sums of ones, inside

        // Runs of tokens on one side of t: the reference ratios decide where each ends.
        a = 0;
        for (const TraceStep *s : tr.trace.stepsOf("threshold")) {
            if (s->kind == TraceStep::Kind::Overview)
                continue;
            std::size_t b = a;
            double lo = ratio[a], hi = ratio[a];
            while (b < n && (ratio[b] >= t) == (ratio[a] >= t)) {
                lo = std::min(lo, ratio[b]);
                hi = std::max(hi, ratio[b]);
                ++b;
            }
            QCOMPARE(s->kind, ratio[a] >= t ? TraceStep::Kind::Decision : TraceStep::Kind::Item);
            QCOMPARE(s->value("first"), double(a));
            QCOMPARE(s->value("last"), double(b - 1));
            QVERIFY(tracetest::near(s->value("lowest"), lo));
            QVERIFY(tracetest::near(s->value("highest"), hi));
            a = b;
        }
        QCOMPARE(a, n);

        // Each text node: its words, and those with a ratio of at least t.
        const auto perNode = tr.trace.stepsOf("words");
        QCOMPARE(int(perNode.size()), nodes);
        for (int k = 0; k < nodes; ++k) {
            double inNode = 0, kept = 0;
            for (std::size_t i = 0; i < n; ++i)
                if (node[i] == k) {
                    ++inNode;
                    kept += ratio[i] >= t;
                }
            QCOMPARE(perNode[std::size_t(k)]->value("words"), inNode);
            QCOMPARE(perNode[std::size_t(k)]->value("kept"), kept);
        }
    }

    // ACCB leaves anchor tags out of the vector: the trace counts them, two per link of the
    // page (20 navigation items and 12 links in the sentence); CCB leaves none out.
    void traceAnchorsLeftOut_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("leftOut");
        QTest::newRow("accb") << "accb" << 2.0 * (20 + 12);
        QTest::newRow("ccb") << "ccb" << 0.0;
    }
    void traceAnchorsLeftOut()
    {
        QFETCH(QString, id);
        QFETCH(double, leftOut);
        const Document doc = parsePage(linkPage());
        const tracetest::Traced t = tracetest::run(doc, id.toStdString());
        const auto vector = tracetest::steps(t.trace, "vector", TraceStep::Kind::Overview);
        QCOMPARE(vector.size(), std::size_t(1));
        QCOMPARE(vector[0]->value("anchor tags left out"), leftOut);
    }
};

QTEST_APPLESS_MAIN(TestCcbExtractor)
#include "tst_ccbextractor.moc"
