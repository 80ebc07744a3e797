#include <document/documentloader.h>
#include <extraction/textassembler.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

using namespace core;

namespace {

std::string run(char c, int n)
{
    return std::string(static_cast<size_t>(n), c);
}

// The page for Moreno et al. 2009 §4's c1 / c2 behaviour. L, one string per structural start tag:
//   s0  <body>                         0
//   s1  <p> a x 35                     35
//   s2  <p> m x 40 <b>n x 20</b> <a href=...>o x 38</a> + script + comment
//                                      40 + 1 + 20 + 1 + 38 = 100 (b and a are not structural;
//                                      script and comment are ignored; inter-word spaces count)
//   s3  <p> c x 5                      5
//   s4  <p> d x 5                      5
//   s5  <p> e x 40                     40
//   s6  <div></div>                    0
//   s7  <br>                           0
//   s8  <h2></h2>                      0
//   s9  <p> f x 50                     50
//   s10 <table> (the implied <tbody> opens no string: the parser inserted it)   0
//   s11 <tr>                           0
//   s12 <td> g x 3                     3
// maxL = 100 (s2). With c1 = 0.333: cutoff = 33.3, long strings (> 33.3): s1, s2, s5, s9.
std::string pageHtml()
{
    return "<html><head><title>t</title></head><body>"
           "<p>" +
           run('a', 35) +
           "</p>"
           "<p>" +
           run('m', 40) + " <b>" + run('n', 20) +
           "</b> <a href=\"http://example.com/a/rather/long/url\">" + run('o', 38) +
           "</a><script>var s = '" + run('s', 500) + "';</script><!-- " + run('k', 300) +
           " --></p>"
           "<p>" +
           run('c', 5) + "</p><p>" + run('d', 5) +
           "</p>"
           "<p>" +
           run('e', 40) +
           "</p>"
           "<div></div><br><h2></h2>"
           "<p>" +
           run('f', 50) +
           "</p>"
           "<table><tr><td>" +
           run('g', 3) +
           "</td></tr></table>"
           "</body></html>";
}

std::string stringText(int k)
{
    switch (k) {
    case 1:
        return run('a', 35);
    case 2:
        return run('m', 40) + " " + run('n', 20) + " " + run('o', 38);
    case 3:
        return run('c', 5);
    case 4:
        return run('d', 5);
    case 5:
        return run('e', 40);
    case 9:
        return run('f', 50);
    case 12:
        return run('g', 3);
    default:
        return {}; // the empty strings
    }
}

// The text of strings l..r: one line per non-empty string (each is a block of its own).
std::string regionText(int l, int r)
{
    std::string out;
    for (int k = l; k <= r; ++k) {
        const std::string s = stringText(k);
        if (s.empty())
            continue;
        if (!out.empty())
            out += '\n';
        out += s;
    }
    return out;
}

ExtractionResult runDensity(const Document &doc, double c1, double c2)
{
    const Extractor *e = ExtractorRegistry::find("density");
    return e->run(doc, {c1, c2});
}

} // namespace

class TestDensityExtractor : public QObject
{
    Q_OBJECT

private slots:
    void stringList()
    {
        const auto loaded = DocumentLoader::loadBytes(pageHtml());
        QVERIFY(loaded.document);
        const Document &doc = *loaded.document;
        const ExtractionResult r = runDensity(doc, 0.333, 4);
        QCOMPARE(r.series.size(), size_t(1));
        const Series &s = r.series[0];
        QCOMPARE(s.chart, std::string("density"));
        const std::vector<double> expected{0, 35, 100, 5, 5, 40, 0, 0, 0, 50, 0, 0, 3};
        QCOMPARE(s.y, expected);
        QCOMPARE(s.nodes.size(), expected.size());
        QCOMPARE(doc.name(s.nodes[0]), std::string_view("body"));
        QCOMPARE(doc.name(s.nodes[2]), std::string_view("p"));
        QCOMPARE(doc.name(s.nodes[7]), std::string_view("br"));
        QCOMPARE(doc.name(s.nodes[11]), std::string_view("tr"));
        QVERIFY(s.threshold);
        QCOMPARE(*s.threshold, 0.333 * 100);
        QCOMPARE(s.thresholdLabel, std::string("c1·maxL"));
        QCOMPARE(r.judgements.size(), expected.size());
    }

    void region_data()
    {
        QTest::addColumn<double>("c1");
        QTest::addColumn<double>("c2");
        QTest::addColumn<int>("l");
        QTest::addColumn<int>("r");
        // cutoff 33.3. Right of s2: s5 (40) is 5 - 2 = 3 < 4 away: joins; s9 (50) is 9 - 5 = 4
        // away, not < c2 = 4: stays out. Left: s1 (35 > 33.3) is 1 away: joins. R = {1, 2, 5};
        // the short s3, s4 between come along.
        QTest::newRow("paper defaults") << 0.333 << 4.0 << 1 << 5;
        // cutoff 0.36 x 100 = 36: s1 (35) drops out; s5 (40 > 36) stays.
        QTest::newRow("c1 0.36 drops s1") << 0.36 << 4.0 << 2 << 5;
        // cutoff 45: s5 (40) drops; s9 (50 > 45) is 9 - 2 = 7 >= 4 from s2. R = {2}.
        QTest::newRow("c1 0.45 leaves smax") << 0.45 << 4.0 << 2 << 2;
        // c2 = 5: s9 is now 4 < 5 from s5 and joins; the empty s6..s8 lie inside l..r. Right of
        // s9 only short strings (0, 0, 3). R = {1, 2, 5, 9}.
        QTest::newRow("c2 5 reaches s9") << 0.333 << 5.0 << 1 << 9;
        // c2 = 3: s5 is 3 away, not < 3. R = {1, 2}.
        QTest::newRow("c2 3 loses s5") << 0.333 << 3.0 << 1 << 2;
        // c1 = 0: cutoff 0, every non-empty string is long: R = {1, 2, 3, 4, 5}; the empty s6..s8
        // still keep s9 at 9 - 5 = 4, not < 4.
        QTest::newRow("c1 0") << 0.0 << 4.0 << 1 << 5;
        // c1 = 0, c2 = 5: s9 joins (4 < 5), then s12 (3 < 5): R = {1..5, 9, 12}.
        QTest::newRow("c1 0 c2 5") << 0.0 << 5.0 << 1 << 12;
    }

    void region()
    {
        QFETCH(double, c1);
        QFETCH(double, c2);
        QFETCH(int, l);
        QFETCH(int, r);
        const auto loaded = DocumentLoader::loadBytes(pageHtml());
        const Document &doc = *loaded.document;
        const ExtractionResult res = runDensity(doc, c1, c2);
        const Series &s = res.series.at(0);
        QCOMPARE(s.chosen.size(), size_t(1));
        QCOMPARE(s.chosen[0].first, l);
        QCOMPARE(s.chosen[0].second, r);
        QCOMPARE(res.text, regionText(l, r));
        for (const Judgement &j : res.judgements)
            QCOMPARE(j.selected, l <= j.index && j.index <= r);
        // The selected elements hold exactly the chosen text.
        QVERIFY(!res.selected.empty());
        QCOMPARE(TextAssembler::assemble(doc, TextAssembler::spansOf(doc, res.selected)), res.text);
    }

    void reasons()
    {
        const auto loaded = DocumentLoader::loadBytes(pageHtml());
        const ExtractionResult r = runDensity(*loaded.document, 0.333, 4);
        const auto reason = [&](int k) { return r.judgements.at(size_t(k)).reason.text(); };
        QCOMPARE(reason(2), std::string("length 100 = maxL: s_max, the seed of R"));
        QCOMPARE(reason(1),
                 std::string("length 35 > cutoff 33.3, |i-j| = 1 < c2 from string 2 in R"));
        QCOMPARE(reason(5),
                 std::string("length 40 > cutoff 33.3, |i-j| = 3 < c2 from string 2 in R"));
        QCOMPARE(reason(3), std::string("length 5 <= cutoff 33.3, inside l..r = 1..5"));
        QCOMPARE(reason(9), std::string("length 50 > cutoff 33.3, but |i-j| = 4 >= c2 = 4 to R"));
        QCOMPARE(reason(12), std::string("length 3 <= cutoff 33.3, outside the region"));
        // A container whose words are all in its children's strings says so, with its words; an
        // empty element says only its length.
        const core::Document &doc = *loaded.document;
        for (const int k : {0, 10, 11}) {
            const auto words = doc.subtreeWords(r.judgements.at(size_t(k)).node);
            QVERIFY(words > 0);
            QCOMPARE(reason(k), "length 0, word count " + std::to_string(words) +
                                    ": its text lies in the strings of the elements inside it; "
                                    "outside the region");
        }
        QCOMPARE(reason(6), std::string("length 0 <= cutoff 33.3, outside the region"));
        QCOMPARE(r.judgements.at(2).score, 100.0);
    }

    void noText()
    {
        const auto loaded =
            DocumentLoader::loadBytes("<html><body><div><p></p></div></body></html>");
        const ExtractionResult r = runDensity(*loaded.document, 0.333, 4);
        QVERIFY(r.text.empty());
        QVERIFY(r.selected.empty());
        QVERIFY(r.series.at(0).chosen.empty());
    }

    // Every Readability test page: no failure, and the result is self-consistent.
    void datasetPages()
    {
        const QStringList pages = testpages::readabilityPages();
        QCOMPARE(pages.size(), 130);
        for (const QString &page : pages) {
            const auto loaded = DocumentLoader::loadFile(testpages::readabilitySource(page));
            QVERIFY2(loaded.document, qPrintable(page));
            const Document &doc = *loaded.document;
            const ExtractionResult r = runDensity(doc, 0.333, 4);
            const Series &s = r.series.at(0);
            QCOMPARE(s.nodes.size(), s.y.size());
            QCOMPARE(r.judgements.size(), s.y.size());
            QVERIFY2(s.chosen.size() <= 1, qPrintable(page));
            for (const TextSpan &span : r.spans)
                QVERIFY(span.end <= doc.text(span.node).size());
            QCOMPARE(r.text.empty(), r.spans.empty());
        }
    }

    // The trace (docs/traces.md) on the same page: L's lengths, maxL and the cutoff, then every
    // string the growing examines, recomputed here from Moreno et al. 2009 §4's definition (the
    // test's own string lengths; the region grown by a direct walk right, then left, of s_max).
    void trace_data() { region_data(); }
    void trace()
    {
        QFETCH(double, c1);
        QFETCH(double, c2);
        QFETCH(int, l);
        QFETCH(int, r);
        const Document doc = testpages::parsePage(pageHtml());
        const tracetest::Traced t = tracetest::run(
            doc, "density", {"c1=" + QString::number(c1), "c2=" + QString::number(c2)});
        using Kind = TraceStep::Kind;
        std::vector<double> L;
        for (int k = 0; k <= 12; ++k)
            L.push_back(double(stringText(k).size()));
        const auto strings = tracetest::steps(t.trace, "strings", Kind::Item);
        QCOMPARE(strings.size(), L.size());
        for (size_t k = 0; k < L.size(); ++k) {
            QCOMPARE(strings[k]->value("i"), double(k));
            QCOMPARE(strings[k]->value("length"), L[k]);
            QCOMPARE(strings[k]->from, int(k));
        }
        const int smax = int(std::max_element(L.begin(), L.end()) - L.begin());
        const double cutoff = c1 * L[size_t(smax)];
        const auto cut = tracetest::steps(t.trace, "cutoff", Kind::Decision);
        QCOMPARE(cut.size(), size_t(1));
        QCOMPARE(cut[0]->value("s_max"), double(smax));
        QCOMPARE(cut[0]->value("maxL"), L[size_t(smax)]);
        QCOMPARE(cut[0]->value("cutoff"), cutoff);
        QCOMPARE(cut[0]->value("longer"),
                 double(std::count_if(L.begin(), L.end(), [&](double v) { return v > cutoff; })));

        // Moreno et al. 2009 §4: from s_max, a string longer than the cutoff joins when it lies
        // fewer than c2 strings from R's edge; each examined string is one step, then one step says
        // why the growing stopped on that side.
        struct Examined
        {
            int k;
            bool joins;
            int gap, l, r;
        };
        std::vector<Examined> expected;
        const int n = int(L.size());
        int el = smax, er = smax, rightStop = smax + 1, leftStop = smax - 1;
        for (int k = smax + 1; k < n && k - er < c2; ++k, ++rightStop) {
            const bool joins = L[size_t(k)] > cutoff;
            const int gap = k - er;
            if (joins)
                er = k;
            expected.push_back({k, joins, gap, el, er});
        }
        const size_t rightCount = expected.size();
        for (int k = smax - 1; k >= 0 && el - k < c2; --k, --leftStop) {
            const bool joins = L[size_t(k)] > cutoff;
            const int gap = el - k;
            if (joins)
                el = k;
            expected.push_back({k, joins, gap, el, er});
        }
        QCOMPARE(el, l); // the direct walk agrees with region_data's derivation
        QCOMPARE(er, r);
        std::vector<const TraceStep *> examined, ends;
        for (const TraceStep *s : t.trace.stepsOf("grow"))
            (s->has("length") ? examined : ends).push_back(s);
        QCOMPARE(examined.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            const Examined &e = expected[i];
            const TraceStep &s = *examined[i];
            QCOMPARE(s.value("i"), double(e.k));
            QCOMPARE(s.kind, e.joins ? Kind::Decision : Kind::Item);
            QCOMPARE(s.value("gap"), double(e.gap));
            QCOMPARE(s.value("l"), double(e.l));
            QCOMPARE(s.value("r"), double(e.r));
            QCOMPARE(s.from, e.l);
            QCOMPARE(s.to, e.r);
        }
        QCOMPARE(ends.size(), size_t(2));
        QCOMPARE(ends[0]->value("i"), double(rightStop));
        QCOMPARE(ends[1]->value("i"), double(leftStop));
        QCOMPARE(ends[1]->value("l"), double(l));
        QCOMPARE(ends[1]->value("r"), double(r));
        // The order: every rightward step, its end, then the leftward ones.
        QVERIFY(rightCount == 0 || examined[rightCount - 1] < ends[0]);
        QVERIFY(ends[0] < ends[1]);
    }
};

QTEST_APPLESS_MAIN(TestDensityExtractor)
#include "tst_densityextractor.moc"
