#include <documentloader.h>
#include <extractorregistry.h>

#include <testpages.h>

#include <QTest>

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
};

QTEST_APPLESS_MAIN(TestCetrExtractor)
#include "tst_cetrextractor.moc"
