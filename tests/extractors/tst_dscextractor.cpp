#include <documentloader.h>
#include <extractorregistry.h>

#include <testpages.h>

#include <QTest>

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

    void defaultWindowIsForty()
    {
        const auto &info = ExtractorRegistry::find("dsc")->info();
        QCOMPARE(info.defaults(), ParamValues{40});
    }
};

QTEST_APPLESS_MAIN(TestDscExtractor)
#include "tst_dscextractor.moc"
