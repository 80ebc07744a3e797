#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <algorithm>
#include <cmath>

// FE and KFE (Debnath et al. 2005; Mohammadzadeh et al. 2012 §2.1) on four blocks. Features: each
// unlinked word, linked word and image is one; text ratio = unlinked words / features.
//   div#nav:  3 linked words                   -> 0 / 3        = 0
//   p#a1:     12 unlinked words                -> 12 / 12      = 1
//   div#side: 2 linked + 2 unlinked words       -> 2 / 4        = 0.5
//   p#a2:     20 unlinked words                -> 20 / 20      = 1
//   div#pic:  1 image + 1 unlinked word         -> 1 / 2        = 0.5
// FE: the highest ratio is 1 (a1 and a2); the tie goes to more unlinked words: a2 alone.
// KFE, k = 2: centroids start at the lowest and highest ratio, 0 and 1. Assignment:
// 0 -> 0; 1, 1 -> 1; 0.5, 0.5 are as far from both: ties go to the lower centroid -> 0.
// Means: (0 + 0.5 + 0.5) / 3 = 0.333 and (1 + 1) / 2 = 1; reassigning changes nothing
// (0.5 is 0.167 from 0.333, 0.5 from 1). The high cluster: a1 and a2, in document order.
// KFE, k = 3: centroids 0, 0.5, 1 -> clusters {nav}, {side, pic}, {a1, a2}: again a1 and a2.
static const char *kPage =
    "<html><head><title>FE</title></head><body>"
    "<div id=\"nav\"><a href=\"/\">Home</a> <a href=\"/n\">News</a> <a href=\"/s\">Sport</a></div>"
    "<p id=\"a1\">one two three four five six seven eight nine ten eleven twelve</p>"
    "<div id=\"side\"><a href=\"/m\">More</a> <a href=\"/t\">stories</a> here today</div>"
    "<p id=\"a2\">w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20</p>"
    "<div id=\"pic\"><img src=\"p.png\">Caption</div>"
    "</body></html>";

using testpages::ids;

class TestFeatureExtractor : public QObject
{
    Q_OBJECT

private:
    static core::Document load() { return testpages::parsePage(kPage, "fe.html"); }

private slots:
    void chosenBlocks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("chosen");
        QTest::newRow("fe") << "fe" << QStringList{} << "a2";
        QTest::newRow("kfe") << "kfe" << QStringList{} << "a1 a2";
        QTest::newRow("kfe k=3") << "kfe" << QStringList{"k=3"} << "a1 a2";
    }
    void chosenBlocks()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, assignments);
        QFETCH(QString, chosen);
        const core::Document doc = load();
        const core::Extractor *e = core::ExtractorRegistry::find(id.toStdString());
        QVERIFY(e);
        core::ParamValues values = e->info().defaults();
        for (const QString &a : assignments) {
            std::string error;
            const QStringList kv = a.split('=');
            QVERIFY(e->info().setParam(values, kv[0].toStdString(), kv[1].toStdString(), error));
        }
        const core::ExtractionResult r = e->run(doc, values);
        QCOMPARE(ids(doc, r.selected), chosen);
        QStringList judgedChosen;
        for (const core::Judgement &j : r.judgements)
            if (j.selected)
                judgedChosen << QString::fromStdString(std::string(doc.attribute(j.node, "id")));
        QCOMPARE(judgedChosen.join(' '), chosen);
    }

    void series()
    {
        const core::Document doc = load();
        const core::ExtractionResult r = core::ExtractorRegistry::find("kfe")->run(doc);
        QCOMPARE(r.series.size(), size_t(3));
        const core::Series &s = r.series.front();
        const std::vector<double> ratios = {0, 1, 0.5, 1, 0.5};
        QCOMPARE(s.y, ratios);
        QCOMPARE(ids(doc, s.nodes), QString("nav a1 side a2 pic"));
        // x = 1 and x = 3 are chosen; the boundary lies half way between the centroids:
        // (1 / 3 + 1) / 2 = 2 / 3.
        const std::vector<std::pair<std::int32_t, std::int32_t>> chosen = {{1, 1}, {3, 3}};
        QCOMPARE(s.chosen, chosen);
        QVERIFY(s.threshold && std::abs(*s.threshold - 2.0 / 3.0) < 1e-12);
        // Link ratios: 3 / 3, 0, 2 / 4, 0, 0; image ratios: only div#pic, 1 / 2.
        QCOMPARE(r.series[1].y, (std::vector<double>{1, 0, 0.5, 0, 0}));
        QCOMPARE(r.series[2].y, (std::vector<double>{0, 0, 0, 0, 0.5}));
        QCOMPARE(r.series[1].nodes, s.nodes);
    }

    // The trace (docs/traces.md) on the same page: each block's features from the table above
    // (unlinked words, linked words, images; text ratio = unlinked / all), FE's best block so far
    // by a direct walk (ties to more unlinked words, then the earlier block), and KFE's k-means
    // by a reference 1-D Lloyd's algorithm (centroids evenly spaced from the lowest to the
    // highest ratio; a tie goes to the lower centroid; stop when no block changes cluster).
    void trace_data() { chosenBlocks_data(); }
    void trace()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, assignments);
        struct Block
        {
            double unlinked, linked, images;
        };
        const std::vector<Block> blocks{{0, 3, 0}, {12, 0, 0}, {2, 2, 0}, {20, 0, 0}, {1, 0, 1}};
        std::vector<double> ratio;
        for (const Block &b : blocks)
            ratio.push_back(b.unlinked / (b.unlinked + b.linked + b.images));
        const core::Document doc = load();
        const tracetest::Traced t = tracetest::run(doc, id.toStdString(), assignments);
        using Kind = core::TraceStep::Kind;
        const auto steps = tracetest::steps(t.trace, "blocks", Kind::Item);
        QCOMPARE(steps.size(), blocks.size());
        for (size_t x = 0; x < blocks.size(); ++x) {
            QCOMPARE(steps[x]->value("unlinked"), blocks[x].unlinked);
            QCOMPARE(steps[x]->value("linked"), blocks[x].linked);
            QCOMPARE(steps[x]->value("images"), blocks[x].images);
            QCOMPARE(steps[x]->value("text ratio"), ratio[x]);
        }
        const auto picks = tracetest::steps(t.trace, "pick", Kind::Decision);
        if (id == QLatin1String("fe")) {
            std::vector<double> raised;
            size_t best = 0;
            for (size_t x = 0; x < blocks.size(); ++x)
                if (x == 0 || ratio[x] > ratio[best] ||
                    (ratio[x] == ratio[best] && blocks[x].unlinked > blocks[best].unlinked)) {
                    best = x;
                    raised.push_back(double(x));
                }
            QCOMPARE(picks.size(), raised.size());
            for (size_t i = 0; i < raised.size(); ++i)
                QCOMPARE(picks[i]->value("block"), raised[i]);
            return;
        }
        const int k = int(testpages::paramsFrom(testpages::findExtractor("kfe"), assignments)[0]);
        const auto [lo, hi] = std::minmax_element(ratio.begin(), ratio.end());
        std::vector<double> centroid;
        for (int j = 0; j < k; ++j)
            centroid.push_back(*lo + (*hi - *lo) * j / (k - 1));
        const auto iterations = tracetest::steps(t.trace, "k-means", Kind::Item);
        std::vector<int> cluster(ratio.size(), -1);
        size_t it = 0;
        for (;; ++it) {
            int changed = 0;
            for (size_t x = 0; x < ratio.size(); ++x) {
                int best = 0;
                for (int j = 1; j < k; ++j)
                    if (std::abs(ratio[x] - centroid[size_t(j)]) <
                        std::abs(ratio[x] - centroid[size_t(best)]))
                        best = j;
                changed += cluster[x] != best;
                cluster[x] = best;
            }
            if (changed == 0)
                break;
            QVERIFY(it < iterations.size());
            QCOMPARE(iterations[it]->value("changed"), double(changed));
            for (int j = 0; j < k; ++j) {
                double sum = 0, members = 0;
                for (size_t x = 0; x < ratio.size(); ++x)
                    if (cluster[x] == j)
                        sum += ratio[x], ++members;
                if (members > 0)
                    centroid[size_t(j)] = sum / members;
                QCOMPARE(iterations[it]->value("members " + std::to_string(j)), members);
                QVERIFY(tracetest::near(iterations[it]->value("centroid " + std::to_string(j)),
                                        centroid[size_t(j)]));
            }
        }
        QCOMPARE(iterations.size(), it);
        const auto converged = tracetest::steps(t.trace, "k-means", Kind::Decision);
        QCOMPARE(converged.size(), size_t(1));
        QCOMPARE(converged[0]->value("iteration"), double(it));
        const int top = int(std::max_element(centroid.begin(), centroid.end()) - centroid.begin());
        QCOMPARE(picks.size(), size_t(1));
        QCOMPARE(picks[0]->value("cluster"), double(top));
        QCOMPARE(picks[0]->value("blocks"),
                 double(std::count(cluster.begin(), cluster.end(), top)));
    }
};

QTEST_GUILESS_MAIN(TestFeatureExtractor)
#include "tst_featureextractor.moc"
