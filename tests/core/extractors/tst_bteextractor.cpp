#include <document/documentloader.h>
#include <extractors/bteextractor.h>
#include <registry/extractorregistry.h>

#include <extraction/tokenstream.h>
#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <random>

using namespace core;

using testpages::parsePage;
using testpages::words;

namespace {

// The reference: every run [i, j] by prefix sums, O(n^2). Ties as documented for the extractor:
// the smallest end, then the largest begin (the shortest run).
BteExtractor::Run bruteForce(const std::vector<std::int8_t> &v)
{
    const auto n = static_cast<std::int64_t>(v.size());
    std::vector<std::int64_t> prefix(v.size() + 1, 0);
    for (std::size_t k = 0; k < v.size(); ++k)
        prefix[k + 1] = prefix[k] + v[k];
    BteExtractor::Run best;
    for (std::int64_t j = 0; j < n; ++j)
        for (std::int64_t i = j; i >= 0; --i) {
            const std::int64_t sum = prefix[std::size_t(j) + 1] - prefix[std::size_t(i)];
            if (sum > best.sum)
                best = {i, j, sum};
        }
    return best;
}

} // namespace

class TestBteExtractor : public QObject
{
    Q_OBJECT

private slots:
    void linearMatchesBruteForce()
    {
        std::mt19937 random(20011);
        for (int trial = 0; trial < 2000; ++trial) {
            std::vector<std::int8_t> v(random() % 60);
            const unsigned wordPercent = 20 + random() % 60; // from tag-heavy to word-heavy
            for (auto &x : v)
                x = random() % 100 < wordPercent ? 1 : -1;
            const BteExtractor::Run expected = bruteForce(v);
            const auto runs = BteExtractor::bestRuns(v, 6);
            if (expected.sum <= 0) {
                QVERIFY(runs.empty());
                continue;
            }
            QVERIFY(!runs.empty());
            QCOMPARE(runs[0].sum, expected.sum);
            QCOMPARE(runs[0].begin, expected.begin);
            QCOMPARE(runs[0].end, expected.end);
            std::int64_t sum = 0;
            for (auto k = runs[0].begin; k <= runs[0].end; ++k)
                sum += v[std::size_t(k)];
            QCOMPARE(sum, expected.sum);
            for (std::size_t k = 1; k < runs.size(); ++k)
                QVERIFY(runs[k].sum <= runs[k - 1].sum);
        }
    }

    void singleRun_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("score");
        QTest::addColumn<int>("begin");
        QTest::addColumn<int>("end");

        // Tokens: 0 <html> 1 <body> 2 <ul> 3 <li> 4 <a> 5 Home 6 </a> 7 </li> 8 <li> 9 <a>
        // 10 News 11 </a> 12 </li> 13 </ul> 14 <p> 15-26 a1..a12 27 </p> 28 <div> 29 <b> 30 x
        // 31 </b> 32 <i> 33 y 34 </i> 35 </div> 36 <p> 37-41 b1..b5 42 </p> 43 </body> 44 </html>.
        // 24 tags, 21 words. Run 15-26: +12. Stretching it to b5 (41) adds 8 tags, 7 words:
        // +12 - 1 = 11 < 12, so BTE keeps the single longest run:
        // T = 24 tags (all outside) + 12 words inside = 36.
        const std::string nav = "<ul><li><a href=\"/\">Home</a></li><li><a href=\"/n\">News</a>"
                                "</li></ul>";
        QTest::newRow("longest low-tag run only")
            << QString::fromStdString("<html><body>" + nav + "<p>" + words("a", 12) +
                                      "</p><div><b>x</b><i>y</i></div><p>" + words("b", 5) +
                                      "</p></body></html>")
            << QString::fromStdString(words("a", 12)) << 36.0 << 15 << 26;
        // Two inline tags inside the long block cost 2 but bridge 12 words: tokens 15-20 a1..a6,
        // 21 <b>, 22 a7, 23 </b>, 24-28 a8..a12: +12 - 2 = 10. The later block alone gives 5;
        // stretching to it adds 8 tags and 7 words: 10 - 1 = 9 < 10.
        // 26 tags in all: T = 26 - 2 (inside) + 12 = 36.
        QTest::newRow("inline tags inside the run")
            << QString::fromStdString("<html><body>" + nav + "<p>" + words("a", 6) + " <b>a7</b> " +
                                      "a8 a9 a10 a11 a12</p><div><b>x</b><i>y</i></div><p>" +
                                      words("b", 5) + "</p></body></html>")
            << QString::fromStdString(words("a", 12)) << 36.0 << 15 << 28;
    }

    void singleRun()
    {
        QFETCH(QString, html);
        QFETCH(QString, text);
        QFETCH(double, score);
        QFETCH(int, begin);
        QFETCH(int, end);
        const Document doc = parsePage(html.toStdString());
        const ExtractionResult r = ExtractorRegistry::find("bte")->run(doc);
        QCOMPARE(QString::fromStdString(r.text), text);
        QVERIFY(!r.judgements.empty());
        const Judgement &chosen = r.judgements.front();
        QVERIFY(chosen.selected);
        QCOMPARE(chosen.score, score);
        QCOMPARE(chosen.index, begin);
        QCOMPARE(chosen.reason.values[1], double(end));
        for (std::size_t k = 1; k < r.judgements.size(); ++k) {
            QVERIFY(!r.judgements[k].selected);
            QVERIFY(r.judgements[k].score < score);
        }
        QCOMPARE(r.series.size(), std::size_t(1));
        const Series &s = r.series[0];
        QCOMPARE(s.chart, std::string("bte"));
        QCOMPARE(s.chosen.size(), std::size_t(1));
        QCOMPARE(s.chosen[0].first, begin);
        QCOMPARE(s.chosen[0].second, end);
        // Across the run the cumulative score rises by words - tags inside, and T adds the tags
        // outside: T = (all tags - tags inside) + words inside.
        const double wordsInside = chosen.reason.values[2], tagsInside = chosen.reason.values[3];
        QCOMPARE(s.y[std::size_t(end)] - s.y[std::size_t(begin) - 1], wordsInside - tagsInside);
        const double tags = double(s.y.size()) - (s.y.back() + double(s.y.size())) / 2;
        QCOMPARE(tags - tagsInside + wordsInside, score);
    }

    void noWords()
    {
        const Document doc = parsePage("<html><body><div><br></div></body></html>");
        const ExtractionResult r = ExtractorRegistry::find("bte")->run(doc);
        QVERIFY(r.text.empty());
        QVERIFY(r.spans.empty());
        QVERIFY(r.judgements.empty());
    }

    // The trace (docs/traces.md) on the same pages: Kadane's segments tile the tokens, each
    // segment's peak and running score, every raise of the best run so far, and T, recomputed
    // here by brute force from the tokens' +1 / -1 (the best run of a prefix of the tokens is
    // the best run so far when the scan has read that prefix).
    void trace_data() { singleRun_data(); }
    void trace()
    {
        QFETCH(QString, html);
        QFETCH(double, score);
        QFETCH(int, begin);
        QFETCH(int, end);
        const Document doc = parsePage(html.toStdString());
        const TokenStream stream(doc);
        std::vector<std::int8_t> v;
        for (const Token &tk : stream.tokens())
            v.push_back(tk.isWord() ? 1 : -1);
        const auto n = std::int64_t(v.size());
        const auto sum = [&](std::int64_t i, std::int64_t j) {
            std::int64_t s = 0;
            for (std::int64_t k = i; k <= j; ++k)
                s += v[std::size_t(k)];
            return s;
        };
        const tracetest::Traced t = tracetest::run(doc, "bte");
        const auto overview = tracetest::steps(t.trace, "tokens", TraceStep::Kind::Overview);
        QCOMPARE(overview.size(), std::size_t(1));
        QCOMPARE(overview[0]->value("tokens"), double(n));
        QCOMPARE(overview[0]->value("tags"), double(std::count(v.begin(), v.end(), -1)));

        std::int64_t next = 0; // the segments tile the tokens in order
        for (const TraceStep *s : t.trace.stepsOf("scan")) {
            const auto b = std::int64_t(s->value("begin")), e = std::int64_t(s->value("end"));
            QCOMPARE(b, next);
            QVERIFY(e >= b);
            next = e + 1;
            if (!s->has("peak")) { // a stretch of tags, each restarting the running score
                for (std::int64_t k = b; k <= e; ++k)
                    QCOMPARE(v[std::size_t(k)], std::int8_t(-1));
                continue;
            }
            // Within a segment the running score stays positive until its last token, where it
            // falls to 0 or below (or the tokens end).
            std::int64_t peak = 0, peakAt = b;
            for (std::int64_t k = b; k <= e; ++k) {
                const std::int64_t running = sum(b, k);
                if (k < e)
                    QVERIFY(running > 0);
                if (running > peak)
                    peak = running, peakAt = k;
            }
            QVERIFY(e == n - 1 || sum(b, e) <= 0);
            QCOMPARE(s->value("running"), double(sum(b, e)));
            QCOMPARE(s->value("peak"), double(peak));
            QCOMPARE(s->value("peak at"), double(peakAt));
            // The best run so far: brute force over the tokens read so far.
            std::int64_t bestSum = 0, bestBegin = 0, bestEnd = -1;
            for (std::int64_t j = 0; j <= e; ++j)
                for (std::int64_t i = j; i >= 0; --i)
                    if (sum(i, j) > bestSum)
                        bestSum = sum(i, j), bestBegin = i, bestEnd = j;
            QCOMPARE(s->value("best"), double(bestSum));
            QCOMPARE(s->value("best begin"), double(bestBegin));
            QCOMPARE(s->value("best end"), double(bestEnd));
            QCOMPARE(s->kind == TraceStep::Kind::Decision,
                     bestEnd == std::int64_t(peakAt) && bestBegin == b);
        }
        QCOMPARE(next, n);

        const auto best = tracetest::steps(t.trace, "best", TraceStep::Kind::Decision);
        QCOMPARE(best.size(), std::size_t(1));
        QCOMPARE(best[0]->value("i"), double(begin));
        QCOMPARE(best[0]->value("j"), double(end));
        const double wordsInside = double(std::count(v.begin() + begin, v.begin() + end + 1, 1));
        const double tagsInside = double(end - begin + 1) - wordsInside;
        const double tags = double(std::count(v.begin(), v.end(), -1));
        QCOMPARE(best[0]->value("words inside"), wordsInside);
        QCOMPARE(best[0]->value("tags inside"), tagsInside);
        QCOMPARE(best[0]->value("T"), tags - tagsInside + wordsInside);
        QCOMPARE(best[0]->value("T"), score);
    }
};

QTEST_APPLESS_MAIN(TestBteExtractor)
#include "tst_bteextractor.moc"
