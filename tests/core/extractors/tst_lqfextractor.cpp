#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <cmath>
#include <cstring>

// LQF (Gottron 2007 §5.4) on a page whose blocks have link ratios 0.2, 0.4, 0.5, 0.6, 0.8 and 1.0,
// counted in characters (text nodes trimmed; no white space between tags, so no other text):
//   p#r20: 8 plain + 2 anchor chars  -> 2 / 10 = 0.2
//   p#r40: 6 + 4                     -> 4 / 10 = 0.4
//   p#r50: 5 + 5                     -> 5 / 10 = 0.5 (equal: not "above", kept at 0.5)
//   p#r60: 4 + 6                     -> 6 / 10 = 0.6
//   p#r80: 2 + 8                     -> 8 / 10 = 0.8
//   div#wrap: its own text is one anchor of 10 chars -> 10 / 10 = 1.0; the nested p#inner
//   (27 plain chars, ratio 0) is not counted in it and is judged on its own.
static const char *kPage =
    "<html><head><title>LQF</title></head><body>"
    "<p id=\"r20\">Aaaaaaaa<a href=\"#\">Bb</a></p>"
    "<p id=\"r40\">Cccccc<a href=\"#\">Dddd</a></p>"
    "<p id=\"r50\">Eeeee<a href=\"#\">Fffff</a></p>"
    "<p id=\"r60\">Gggg<a href=\"#\">Hhhhhh</a></p>"
    "<p id=\"r80\">Ii<a href=\"#\">Jjjjjjjj</a></p>"
    "<div id=\"wrap\"><a href=\"#\">Kkkkkkkkkk</a><p id=\"inner\">Nested text is judged alone</p>"
    "</div></body></html>";

using testpages::ids;

class TestLqfExtractor : public QObject
{
    Q_OBJECT

private:
    static core::Document load() { return testpages::parsePage(kPage, "lqf.html"); }

private slots:
    void keptBlocks_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("kept");
        // "above the threshold" drops: 0.25 keeps 0.2; 0.5 keeps 0.2, 0.4 and 0.5 (equal);
        // 0.75 also keeps 0.6. The wrapper (1.0) always goes, its nested paragraph always stays.
        QTest::newRow("lqf-25") << "lqf-25"
                                << "r20 inner";
        QTest::newRow("lqf-50") << "lqf-50"
                                << "r20 r40 r50 inner";
        QTest::newRow("lqf-75") << "lqf-75"
                                << "r20 r40 r50 r60 inner";
    }
    void keptBlocks()
    {
        QFETCH(QString, id);
        QFETCH(QString, kept);
        const core::Document doc = load();
        const core::Extractor *e = core::ExtractorRegistry::find(id.toStdString());
        QVERIFY(e);
        const core::ExtractionResult r = e->run(doc);
        QCOMPARE(ids(doc, r.selected), kept);
        QVERIFY(r.text.find("Nested text is judged alone") != std::string::npos);
        QVERIFY(r.text.find("Kkkkkkkkkk") == std::string::npos);
        // One judgement per block with text: five paragraphs, the wrapper and its paragraph.
        QCOMPARE(r.judgements.size(), size_t(7));
        for (const core::Judgement &j : r.judgements)
            QCOMPARE(j.selected, kept.split(' ').contains(QString::fromStdString(
                                     std::string(doc.attribute(j.node, "id")))));
    }

    void series_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("threshold");
        QTest::newRow("lqf-25") << "lqf-25" << 0.25;
        QTest::newRow("lqf-50") << "lqf-50" << 0.5;
        QTest::newRow("lqf-75") << "lqf-75" << 0.75;
    }
    void series()
    {
        QFETCH(QString, id);
        QFETCH(double, threshold);
        const core::Document doc = load();
        const core::ExtractionResult r = core::ExtractorRegistry::find(id.toStdString())->run(doc);
        QCOMPARE(r.series.size(), size_t(1));
        const core::Series &s = r.series.front();
        QCOMPARE(s.chart, std::string("lqf"));
        QVERIFY(s.threshold && *s.threshold == threshold);
        // Blocks in document order: the wrapper div comes before its nested paragraph.
        const std::vector<double> ratios = {0.2, 0.4, 0.5, 0.6, 0.8, 1.0, 0.0};
        const QStringList blocks = {"r20", "r40", "r50", "r60", "r80", "wrap", "inner"};
        QCOMPARE(s.y.size(), ratios.size());
        QCOMPARE(s.nodes.size(), ratios.size());
        for (size_t x = 0; x < ratios.size(); ++x) {
            QVERIFY(std::abs(s.y[x] - ratios[x]) < 1e-12);
            QCOMPARE(QString::fromStdString(std::string(doc.attribute(s.nodes[x], "id"))),
                     blocks[int(x)]);
        }
    }

    // The threshold is a parameter too: lqf-50 with threshold 0.75 behaves as lqf-75.
    void thresholdParameter()
    {
        const core::Document doc = load();
        const core::Extractor *e = core::ExtractorRegistry::find("lqf-50");
        core::ParamValues values = e->info().defaults();
        std::string error;
        QVERIFY(e->info().setParam(values, "threshold", "0.75", error));
        QCOMPARE(ids(doc, e->run(doc, values).selected), QString("r20 r40 r50 r60 inner"));
    }

    // The trace (docs/traces.md): one step per block with its anchor characters, characters and
    // link ratio, recomputed from the page's text pieces above; a block above the threshold is a
    // Decision (dropped), the others Items (kept).
    void trace_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("threshold");
        QTest::newRow("lqf-25") << "lqf-25" << 0.25;
        QTest::newRow("lqf-50") << "lqf-50" << 0.5;
        QTest::newRow("lqf-75") << "lqf-75" << 0.75;
    }
    void trace()
    {
        QFETCH(QString, id);
        QFETCH(double, threshold);
        struct Block
        {
            const char *id, *plain, *anchor;
        };
        const std::vector<Block> blocks{{"r20", "Aaaaaaaa", "Bb"},
                                        {"r40", "Cccccc", "Dddd"},
                                        {"r50", "Eeeee", "Fffff"},
                                        {"r60", "Gggg", "Hhhhhh"},
                                        {"r80", "Ii", "Jjjjjjjj"},
                                        {"wrap", "", "Kkkkkkkkkk"},
                                        {"inner", "Nested text is judged alone", ""}};
        const core::Document doc = load();
        const tracetest::Traced t = tracetest::run(doc, id.toStdString());
        const auto overview = tracetest::steps(t.trace, "blocks", core::TraceStep::Kind::Overview);
        QCOMPARE(overview.size(), std::size_t(1));
        QCOMPARE(overview[0]->value("threshold"), threshold);
        std::vector<const core::TraceStep *> steps;
        for (const core::TraceStep *s : t.trace.stepsOf("blocks"))
            if (s->kind != core::TraceStep::Kind::Overview)
                steps.push_back(s);
        QCOMPARE(steps.size(), blocks.size());
        for (const Block &b : blocks) {
            const core::TraceStep *s = nullptr;
            for (const core::TraceStep *candidate : steps)
                if (doc.attribute(candidate->nodes.front(), "id") == b.id)
                    s = candidate;
            QVERIFY2(s, b.id);
            const double anchor = double(std::strlen(b.anchor));
            const double chars = double(std::strlen(b.plain)) + anchor;
            QCOMPARE(s->value("anchor characters"), anchor);
            QCOMPARE(s->value("characters"), chars);
            QCOMPARE(s->value("ratio"), anchor / chars);
            QCOMPARE(s->kind, anchor / chars > threshold ? core::TraceStep::Kind::Decision
                                                         : core::TraceStep::Kind::Item);
        }
    }
};

QTEST_GUILESS_MAIN(TestLqfExtractor)
#include "tst_lqfextractor.moc"
