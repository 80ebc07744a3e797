#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>
#include <sstream>

using namespace core;

using testpages::parsePage;
using testpages::wordSet;

namespace {

std::string words(const std::string &w, int n)
{
    std::string out;
    for (int i = 0; i < n; ++i)
        out += (i > 0 ? " " : "") + w;
    return out;
}

} // namespace

class TestCetrExtractor : public QObject
{
    Q_OBJECT

private slots:
    // Eight lines, sigma = 0 (no smoothing), so everything can be followed by hand.
    //   line  tags  text                     ratio
    //   1     1     0                        0
    //   2     1     0                        0
    //   3     10    Home + About = 9         0.9
    //   4     2     16 x 5 = 80              40
    //   5     2     12 x 5 = 60              30
    //   6     6     Contact | Legal = 13     13 / 6 = 2.1667
    //   7, 8  1     0                        0
    // Difference to the mean of the next 3 (fewer at the end, 0 for the last):
    //   |(0 + 0.9 + 40) / 3 - 0| = 13.633, |(0.9 + 40 + 30) / 3 - 0| = 23.633,
    //   |(40 + 30 + 2.1667) / 3 - 0.9| = 23.156, |(30 + 2.1667 + 0) / 3 - 40| = 29.278,
    //   |(2.1667 + 0 + 0) / 3 - 30| = 29.278, |0 - 2.1667| = 2.1667, 0, 0.
    // k-means, centroids start on the diagonal: (0, 0), (20, 14.639), (40, 29.278).
    //   Assignment: lines 1, 6, 7, 8 -> c0; 2, 3 -> c1 (e.g. line 2: 400 + 80.9 = 481 < 558.5 to
    //   c0); 4, 5 -> c2 (line 5: 100 + 0 to c2 < 100 + 214.3 to c1). New centroids: c0 = ((0
    //   + 2.1667) / 4, (13.633 + 2.1667) / 4) = (0.542, 3.95), c1 = (0.45, 23.394), c2 =
    //   (35, 29.278). Line 1 stays in c0 (0.29 + 93.77 = 94.06 < 0.20 + 95.28 = 95.49); nothing
    //   moves. c0 is nearest the origin: lines 1, 6, 7, 8 are boilerplate. Line 3 (the navigation)
    //   is kept: its ratio is low, but the text that follows makes its difference high — CETR's
    //   derivative at work.
    void byHand()
    {
        const std::string p1 = words("aaaaa", 16), p2 = words("bbbbb", 12);
        const Document doc =
            parsePage("<html>\n<body>\n"
                      "<ul><li><a href=\"/\">Home</a></li><li><a href=\"/a\">About</a></li></ul>\n"
                      "<p>" +
                      p1 + "</p>\n<p>" + p2 +
                      "</p>\n"
                      "<div><a href=\"/x\">Contact</a> | <a href=\"/y\">Legal</a></div>\n"
                      "</body>\n</html>\n");
        const ExtractionResult r = ExtractorRegistry::find("cetr")->run(doc, {0, 3, 3});
        QCOMPARE(r.series.size(), std::size_t(1));
        const Series &s = r.series[0];
        QCOMPARE(s.chart, std::string("cetr"));
        const std::vector<double> ratios{0, 0, 0.9, 40, 30, 13.0 / 6, 0, 0};
        QCOMPARE(s.y.size(), ratios.size());
        for (std::size_t i = 0; i < ratios.size(); ++i)
            QVERIFY2(std::abs(s.y[i] - ratios[i]) < 1e-12, std::to_string(i).c_str());
        QCOMPARE(r.judgements.size(), std::size_t(8));
        const std::vector<bool> content{false, true, true, true, true, false, false, false};
        for (std::size_t i = 0; i < 8; ++i) {
            QCOMPARE(r.judgements[i].selected, bool(content[i]));
            QCOMPARE(r.judgements[i].reason.values[0], double(i + 1)); // source line
        }
        QVERIFY(std::abs(r.judgements[3].reason.values[2] - (40 - 32.1666666666667 / 3)) < 1e-9);
        QCOMPARE(s.chosen.size(), std::size_t(1));
        QCOMPARE(s.chosen[0], (std::pair<std::int32_t, std::int32_t>(1, 4)));
        QCOMPARE(r.text, "Home\nAbout\n" + p1 + "\n" + p2);
    }

    // Defaults (sigma 1, alpha 3, k 3) on a page of 3 + 10 navigation lines, 1, 6 paragraph
    // lines (ratio 120 / 2 = 60), 10 footer lines (ratio ~1.2) and 2. The paragraphs form the
    // high cluster; navigation and footer lines far from them fall into the cluster at the origin.
    // (Lines right next to the paragraphs are pulled up by smoothing and the difference; they are
    // not asserted.)
    void navigationAndFooter()
    {
        std::string html = "<html>\n<body>\n<ul>\n";
        for (int i = 1; i <= 10; ++i)
            html += "<li><a href=\"/n" + std::to_string(i) + "\">Nav" + std::to_string(i) +
                    "</a></li>\n";
        html += "</ul>\n";
        for (int i = 1; i <= 6; ++i)
            html += "<p>" + words("para" + std::to_string(i) + "x", 20) + "</p>\n";
        for (int i = 1; i <= 10; ++i)
            html += "<div><a href=\"/f" + std::to_string(i) + "\">Foot" + std::to_string(i) +
                    "</a></div>\n";
        html += "</body>\n</html>\n";
        const Document doc = parsePage(html);
        const ExtractionResult r = ExtractorRegistry::find("cetr")->run(doc);
        const auto kept = wordSet(r.text);
        for (int i = 1; i <= 6; ++i)
            QVERIFY(kept.count("para" + std::to_string(i) + "x"));
        for (int i = 1; i <= 8; ++i)
            QVERIFY(!kept.count("Nav" + std::to_string(i)));
        for (int i = 2; i <= 10; ++i)
            QVERIFY(!kept.count("Foot" + std::to_string(i)));
        QCOMPARE(r.judgements.size(), std::size_t(32));
    }

    // A minified page is one line: one point, one cluster, nothing to separate: all is kept.
    void oneLine()
    {
        const Document doc = parsePage("<html><body><div><a href=\"/\">Home</a></div><p>Some text "
                                       "here.</p></body></html>");
        const ExtractionResult r = ExtractorRegistry::find("cetr")->run(doc);
        QCOMPARE(r.judgements.size(), std::size_t(1));
        QVERIFY(r.judgements[0].selected);
        QCOMPARE(r.text, std::string("Home\nSome text here."));
    }

    // The trace (docs/traces.md) on byHand's page with sigma 0 and 1: each line's tag ratio from
    // the table above, the Gaussian smoothing (weights renormalised at the ends), the
    // differences, every k-means iteration by a reference Lloyd's algorithm (centroids start on
    // the diagonal; a tie goes to the lower centroid) and the cluster picked.
    void trace_data()
    {
        QTest::addColumn<double>("sigma");
        QTest::newRow("sigma 0") << 0.0;
        QTest::newRow("sigma 1") << 1.0;
    }
    void trace()
    {
        QFETCH(double, sigma);
        const std::string p1 = words("aaaaa", 16), p2 = words("bbbbb", 12);
        const Document doc =
            parsePage("<html>\n<body>\n"
                      "<ul><li><a href=\"/\">Home</a></li><li><a href=\"/a\">About</a></li></ul>\n"
                      "<p>" +
                      p1 + "</p>\n<p>" + p2 +
                      "</p>\n"
                      "<div><a href=\"/x\">Contact</a> | <a href=\"/y\">Legal</a></div>\n"
                      "</body>\n</html>\n");
        const std::vector<double> tags{1, 1, 10, 2, 2, 6, 1, 1}, text{0, 0, 9, 80, 60, 13, 0, 0};
        const std::size_t m = tags.size(), alpha = 3, k = 3;
        std::vector<double> ratio(m), smooth(m), diff(m, 0);
        for (std::size_t j = 0; j < m; ++j)
            ratio[j] = text[j] / tags[j];
        const int radius = int(std::ceil(3 * sigma));
        for (std::size_t j = 0; j < m; ++j) {
            double sum = 0, weight = 0;
            for (int q = std::max(0, int(j) - radius); q <= std::min(int(m) - 1, int(j) + radius);
                 ++q) {
                const double d = q - int(j);
                const double w = sigma > 0 ? std::exp(-d * d / (2 * sigma * sigma)) : 1;
                sum += w * ratio[std::size_t(q)];
                weight += w;
            }
            smooth[j] = sum / weight;
        }
        for (std::size_t j = 0; j + 1 < m; ++j) {
            const std::size_t last = std::min(m, j + 1 + alpha);
            double mean = 0;
            for (std::size_t q = j + 1; q < last; ++q)
                mean += smooth[q] / double(last - j - 1);
            diff[j] = std::abs(mean - smooth[j]);
        }
        const tracetest::Traced t =
            tracetest::run(doc, "cetr", {"sigma=" + QString::number(sigma), "alpha=3", "k=3"});
        const auto lines = tracetest::steps(t.trace, "ratios", TraceStep::Kind::Item);
        const auto smoothed = tracetest::steps(t.trace, "smoothing", TraceStep::Kind::Item);
        QCOMPARE(lines.size(), m);
        QCOMPARE(smoothed.size(), m);
        for (std::size_t j = 0; j < m; ++j) {
            QCOMPARE(lines[j]->value("line"), double(j + 1));
            QCOMPARE(lines[j]->value("tags"), tags[j]);
            QCOMPARE(lines[j]->value("characters"), text[j]);
            QVERIFY(tracetest::near(lines[j]->value("ratio"), ratio[j]));
            QVERIFY(tracetest::near(smoothed[j]->value("smoothed"), smooth[j]));
            QVERIFY(tracetest::near(smoothed[j]->value("difference"), diff[j]));
        }

        // Lloyd's algorithm on (smooth, diff).
        const auto [minX, maxX] = std::minmax_element(smooth.begin(), smooth.end());
        const auto [minY, maxY] = std::minmax_element(diff.begin(), diff.end());
        std::vector<std::array<double, 2>> centroid(k);
        for (std::size_t c = 0; c < k; ++c) {
            const double f = double(c) / double(k - 1);
            centroid[c] = {*minX + f * (*maxX - *minX), *minY + f * (*maxY - *minY)};
        }
        const auto iterations = tracetest::steps(t.trace, "k-means", TraceStep::Kind::Item);
        std::vector<std::size_t> cluster(m, 0), members(k, 0);
        std::size_t it = 0;
        for (;; ++it) {
            std::size_t changed = 0;
            for (std::size_t j = 0; j < m; ++j) {
                std::size_t best = 0;
                for (std::size_t c = 1; c < k; ++c)
                    if (std::hypot(smooth[j] - centroid[c][0], diff[j] - centroid[c][1]) <
                        std::hypot(smooth[j] - centroid[best][0], diff[j] - centroid[best][1]))
                        best = c;
                changed += cluster[j] != best;
                cluster[j] = best;
            }
            if (it > 0 && changed == 0)
                break;
            QVERIFY(it < iterations.size());
            std::fill(members.begin(), members.end(), 0);
            std::vector<std::array<double, 2>> sum(k, {0, 0});
            for (std::size_t j = 0; j < m; ++j) {
                sum[cluster[j]][0] += smooth[j];
                sum[cluster[j]][1] += diff[j];
                ++members[cluster[j]];
            }
            const TraceStep &s = *iterations[it];
            QCOMPARE(s.value("iteration"), double(it));
            QCOMPARE(s.value("changed"), double(changed));
            for (std::size_t c = 0; c < k; ++c) {
                if (members[c] > 0)
                    centroid[c] = {sum[c][0] / double(members[c]), sum[c][1] / double(members[c])};
                const std::string name = "centroid " + std::to_string(c);
                QCOMPARE(s.value("members " + std::to_string(c)), double(members[c]));
                QVERIFY(tracetest::near(s.value(name + " ratio"), centroid[c][0]));
                QVERIFY(tracetest::near(s.value(name + " difference"), centroid[c][1]));
            }
        }
        QCOMPARE(iterations.size(), it);
        const auto converged = tracetest::steps(t.trace, "k-means", TraceStep::Kind::Decision);
        QCOMPARE(converged.size(), std::size_t(1));
        QCOMPARE(converged[0]->value("iteration"), double(it));
        std::size_t boiler = 0;
        for (std::size_t c = 1; c < k; ++c)
            if (members[c] > 0 &&
                (members[boiler] == 0 || std::hypot(centroid[c][0], centroid[c][1]) <
                                             std::hypot(centroid[boiler][0], centroid[boiler][1])))
                boiler = c;
        const auto pick = tracetest::steps(t.trace, "pick", TraceStep::Kind::Decision);
        QCOMPARE(pick.size(), std::size_t(1));
        QCOMPARE(pick[0]->value("boilerplate"), double(boiler));
        // The content lines, as runs.
        std::vector<std::pair<double, double>> runs;
        for (std::size_t j = 0; j < m; ++j)
            if (cluster[j] != boiler) {
                if (!runs.empty() && runs.back().second == double(j))
                    runs.back().second = double(j + 1);
                else
                    runs.emplace_back(double(j + 1), double(j + 1));
            }
        const auto content = tracetest::steps(t.trace, "lines", TraceStep::Kind::Decision);
        QCOMPARE(content.size(), runs.size());
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QCOMPARE(content[i]->value("first"), runs[i].first);
            QCOMPARE(content[i]->value("last"), runs[i].second);
        }
    }
};

QTEST_APPLESS_MAIN(TestCetrExtractor)
#include "tst_cetrextractor.moc"
