#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <extraction/tokenstream.h>
#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <numeric>

using namespace core;

using testpages::parsePage;
using testpages::words;

namespace {

std::string tags(int n)
{
    std::string out;
    for (int i = 0; i < n; ++i)
        out += "<br>"; // one token each: a void element has no end tag
    return out;
}

// <html><body> (2 tags) + 22 <br> | A: 24 words | 24 <br> | B: bWords words | 22 <br> +
// </body></html>
std::string page(int bWords)
{
    return "<html><body>" + tags(22) + words("a", 24) + tags(24) + words("b", bWords) + tags(22) +
           "</body></html>";
}

} // namespace

class TestDscExtractor : public QObject
{
    Q_OBJECT

private slots:
    // l = 8 tokens, windows step 4.
    // Two blocks (bWords = 24): tokens 0-23 tags, 24-47 A, 48-71 tags, 72-95 B, 96-119 tags.
    //   N = 120, tags 72: average slope 0.6, half = 0.3. Window w covers [4w, 4w + 8):
    //   w0-4 slope 1, w5 [20,28) 4 tags / 8 = 0.5, w6-10 slope 0, w11 0.5, w12-16 1, w17 0.5,
    //   w18-22 0, w23 0.5, w24-28 1 (29 windows, the last [112,120)).
    //   w6, w7, w8 low: an area opens at w6; w11, w12, w13 above 0.3 close it after w10:
    //   windows 6-10 = tokens 24-47 = A. Likewise w18-22 = tokens 72-95 = B. Two areas.
    // Short B (bWords = 8): tokens 72-79 are B; N = 104, half = 0.5 * 72 / 104 = 0.346.
    //   w17 [68,76) 0.5, w18 [72,80) 0, w19 [76,84) 0.5: one low window opens nothing; only A.
    void areas_data()
    {
        QTest::addColumn<int>("bWords");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("half");
        QTest::addColumn<int>("windows");
        QTest::addColumn<QList<int>>("chosen"); // token ranges, pairs
        QTest::newRow("two separate low-slope areas")
            << 24 << QString::fromStdString(words("a", 24) + "\n" + words("b", 24)) << 0.3 << 29
            << QList<int>{24, 47, 72, 95};
        QTest::newRow("a short block opens no area") << 8 << QString::fromStdString(words("a", 24))
                                                     << 0.5 * 72 / 104 << 25 << QList<int>{24, 47};
    }

    void areas()
    {
        QFETCH(int, bWords);
        QFETCH(QString, text);
        QFETCH(double, half);
        QFETCH(int, windows);
        QFETCH(QList<int>, chosen);
        const Document doc = parsePage(page(bWords));
        const ExtractionResult r = ExtractorRegistry::find("dsc")->run(doc, {8});
        QCOMPARE(QString::fromStdString(r.text), text);
        QCOMPARE(r.series.size(), std::size_t(2));
        const Series &curve = r.series[0];
        QCOMPARE(curve.chart, std::string("dsc"));
        QCOMPARE(curve.y.back(), 72.0); // d(N): all tags
        QCOMPARE(curve.chosen.size(), std::size_t(chosen.size() / 2));
        for (qsizetype i = 0; i < chosen.size() / 2; ++i) {
            QCOMPARE(curve.chosen[std::size_t(i)].first, chosen[2 * i]);
            QCOMPARE(curve.chosen[std::size_t(i)].second, chosen[2 * i + 1]);
        }
        const Series &slopes = r.series[1];
        QVERIFY(slopes.threshold.has_value());
        QCOMPARE(*slopes.threshold, half);
        QCOMPARE(int(slopes.y.size()), windows);
        QCOMPARE(int(r.judgements.size()), windows);

        // Window 5 [20, 28): 4 tags of 8, above half: not in an area. Window 6 [24, 32): no tag.
        const Judgement &w5 = r.judgements[5];
        QCOMPARE(w5.score, 0.5);
        QVERIFY(!w5.selected);
        const Judgement &w6 = r.judgements[6];
        QCOMPARE(w6.index, 6);
        QCOMPARE(w6.score, 0.0);
        QVERIFY(w6.selected);
        QCOMPARE(w6.reason.values[1], 24.0); // first token
        QCOMPARE(w6.reason.values[3], half);
        QVERIFY(!r.judgements[11].selected); // first of the three that close the area
    }

    // When DSC cannot extract anything, and its summary says why (l = 8, windows step 4). With t
    // tags among n tokens a window is low below half = t / (2n). Without tags half is 0 and no
    // slope is below it. With at most three windows (n <= 2l: [0,8), [4,12), [8,n)) an area
    // needs all three low, but they cover every token, so their tags add up to at least t while
    // each is below half x its length: t < t (8 + 8 + n - 8) / (2n) = t (n + 8) / (2n) <= t
    // for n >= 8: impossible. Four windows suffice: 16 words then 4 tags (n = 20, half 0.1):
    // w0-w2 have slope 0, w3 [12,20) 0.5; the area opened at w2 is still open at the end and
    // runs to w2 (the last window not above half): tokens 0-15, the 16 words.
    void nothingToFind_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("summary");
        QTest::newRow("no tag") << QString::fromStdString(words("a", 100)) << ""
                                << "no tag among the 100 tokens: every window's slope is 0, none "
                                   "below half the average (0): nothing extracted";
        QTest::newRow("two windows")
            << QString::fromStdString("<p>" + words("a", 9) + "</p>") << ""
            << "11 tokens, 2 windows of 8: a low-slope area needs three low windows in a row, "
               "and with three windows or fewer (at most 16 tokens) they cannot all be below "
               "half the page's average slope: nothing extracted";
        QTest::newRow("three windows")
            << QString::fromStdString("<br>" + words("a", 14) + "<br>") << ""
            << "16 tokens, 3 windows of 8: a low-slope area needs three low windows in a row, "
               "and with three windows or fewer (at most 16 tokens) they cannot all be below "
               "half the page's average slope: nothing extracted";
        QTest::newRow("four windows")
            << QString::fromStdString(words("a", 16) + tags(4))
            << QString::fromStdString(words("a", 16))
            << "1 low-slope area(s), 16 words, from 4 windows of 8 tokens";
    }
    void nothingToFind()
    {
        QFETCH(QString, html);
        QFETCH(QString, text);
        QFETCH(QString, summary);
        const Document doc = parsePage(html.toStdString());
        const ExtractionResult r = ExtractorRegistry::find("dsc")->run(doc, {8});
        QCOMPARE(QString::fromStdString(r.text), text);
        QCOMPARE(QString::fromStdString(r.summary), summary);
    }

    void defaultWindowIsForty()
    {
        const auto &info = ExtractorRegistry::find("dsc")->info();
        QCOMPARE(info.defaults(), ParamValues{40});
    }

    // The trace (docs/traces.md) on the same pages with l = 8: the curve's half average slope,
    // every window's slope, the state changes and the areas, recomputed here by a direct
    // reading of the definition (windows of l tokens every l / 2, low below half the average
    // slope, three low windows open an area, three above half close it before them).
    void trace_data() { areas_data(); }
    void trace()
    {
        QFETCH(int, bWords);
        QFETCH(QList<int>, chosen);
        const Document doc = parsePage(page(bWords));
        const TokenStream stream(doc);
        std::vector<int> isTag;
        for (const Token &tk : stream.tokens())
            isTag.push_back(tk.isMarkup() ? 1 : 0);
        const std::size_t n = isTag.size(), l = 8, step = l / 2;
        const auto tagsIn = [&](std::size_t b, std::size_t e) {
            return std::accumulate(isTag.begin() + std::ptrdiff_t(b),
                                   isTag.begin() + std::ptrdiff_t(e), 0);
        };
        const double half = 0.5 * tagsIn(0, n) / double(n);
        const tracetest::Traced t = tracetest::run(doc, "dsc", {"l=8"});
        const auto curve = tracetest::steps(t.trace, "curve", TraceStep::Kind::Overview);
        QCOMPARE(curve.size(), std::size_t(1));
        QCOMPARE(curve[0]->value("tags"), double(tagsIn(0, n)));
        QCOMPARE(curve[0]->value("half"), half);

        std::vector<std::pair<std::size_t, std::size_t>> windows; // [begin, end)
        for (std::size_t s = 0;; s += step) {
            windows.emplace_back(s, std::min(s + l, n));
            if (windows.back().second == n)
                break;
        }
        const auto items = tracetest::steps(t.trace, "windows", TraceStep::Kind::Item);
        const auto changes = tracetest::steps(t.trace, "windows", TraceStep::Kind::Decision);
        QCOMPARE(items.size(), windows.size());
        std::vector<std::pair<std::size_t, std::size_t>> areas; // window ranges
        std::vector<std::size_t> changedAt;
        bool open = false;
        std::size_t run = 0, areaStart = 0;
        for (std::size_t w = 0; w < windows.size(); ++w) {
            const auto [b, e] = windows[w];
            const double slope = double(tagsIn(b, e)) / double(e - b);
            QCOMPARE(items[w]->value("first token"), double(b));
            QCOMPARE(items[w]->value("last token"), double(e - 1));
            QCOMPARE(items[w]->value("tags"), double(tagsIn(b, e)));
            QCOMPARE(items[w]->value("slope"), slope);
            if (!open) {
                run = slope < half ? run + 1 : 0;
                if (run == 3) {
                    open = true, areaStart = w - 2, run = 0;
                    changedAt.push_back(w);
                }
            } else {
                run = slope > half ? run + 1 : 0;
                if (run == 3) {
                    open = false, run = 0;
                    areas.emplace_back(areaStart, w - 3);
                    changedAt.push_back(w);
                }
            }
            QCOMPARE(items[w]->value("run"),
                     double(run == 0 && !changedAt.empty() && changedAt.back() == w ? 3 : run));
        }
        if (open)
            areas.emplace_back(areaStart, windows.size() - 1 - run);
        QCOMPARE(changes.size(), changedAt.size() + (open ? 1 : 0));
        for (std::size_t i = 0; i < changedAt.size(); ++i)
            QCOMPARE(changes[i]->value("window"), double(changedAt[i]));
        const auto areaSteps = tracetest::steps(t.trace, "areas", TraceStep::Kind::Decision);
        QCOMPARE(int(areaSteps.size()) * 2, int(chosen.size()));
        QCOMPARE(areaSteps.size(), areas.size());
        for (std::size_t a = 0; a < areas.size(); ++a) {
            const std::size_t first = windows[areas[a].first].first;
            const std::size_t last = windows[areas[a].second].second - 1;
            QCOMPARE(areaSteps[a]->value("first window"), double(areas[a].first));
            QCOMPARE(areaSteps[a]->value("last window"), double(areas[a].second));
            QCOMPARE(areaSteps[a]->value("first token"), double(first));
            QCOMPARE(areaSteps[a]->value("last token"), double(last));
            QCOMPARE(int(first), chosen[2 * qsizetype(a)]);
            QCOMPARE(int(last), chosen[2 * qsizetype(a) + 1]);
            QCOMPARE(areaSteps[a]->value("words"),
                     double(last - first + 1 - tagsIn(first, last + 1)));
        }
    }
};

QTEST_APPLESS_MAIN(TestDscExtractor)
#include "tst_dscextractor.moc"
