#include <extraction/trace.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

#include <set>

using core::Trace;
using core::TraceStep;

// core::Trace: phases, per-phase caps with one Omitted step, the Result step; and, for every
// registered extractor, what a player relies on: the traced run returns the same result as the
// plain one, every step belongs to a declared phase, its nodes exist and its range lies on the
// result's series of that chart, and a large page gives a trace of bounded size.
class TestTrace : public QObject
{
    Q_OBJECT

private:
    static QStringList extractorIds()
    {
        QStringList ids;
        for (const core::Extractor *e : core::ExtractorRegistry::all())
            ids << QString::fromStdString(e->info().id);
        return ids;
    }

    // A page of n blocks: a linked menu, then paragraphs of varying length, so that every
    // extractor has many strings, lines, blocks and nodes to step through.
    static std::string largePage(int n)
    {
        std::string html = "<html><head><title>Large</title></head><body>";
        for (int i = 0; i < n; ++i) {
            html += "<div><a href=\"/" + std::to_string(i) + "\">menu " + std::to_string(i) +
                    "</a></div>\n<p>";
            for (int w = 0; w < 3 + i % 17; ++w)
                html += "word" + std::to_string(w) + ' ';
            html += "</p>\n";
        }
        return html + "</body></html>";
    }

private slots:
    void items_data()
    {
        QTest::addColumn<int>("cap");
        QTest::addColumn<int>("items");
        QTest::newRow("under the cap") << 5 << 3;
        QTest::newRow("at the cap") << 3 << 3;
        QTest::newRow("over the cap") << 3 << 8;
        QTest::newRow("cap 0") << 0 << 4;
        QTest::newRow("no items") << 3 << 0;
    }
    void items()
    {
        QFETCH(int, cap);
        QFETCH(int, items);
        Trace trace;
        trace.reset("test");
        trace.phase("lines", "Each line.");
        Trace::Items lines(&trace, "lines", std::size_t(cap));
        int shown = 0;
        for (int i = 0; i < items; ++i)
            if (TraceStep *s = lines.next()) {
                s->number("i", i);
                ++shown;
            }
        const TraceStep *omitted = lines.finish();
        QCOMPARE(lines.finish(), nullptr); // a second finish() records nothing
        QCOMPARE(shown, std::min(cap, items));
        QCOMPARE(int(lines.count()), items);
        QCOMPARE(int(lines.omitted()), std::max(0, items - cap));
        QCOMPARE(trace.limits().size(), std::size_t(1));
        QCOMPARE(trace.limits()[0].phase, std::string("lines"));
        QCOMPARE(int(trace.limits()[0].cap), cap);
        QCOMPARE(int(trace.limits()[0].items), items);
        QCOMPARE(omitted != nullptr, items > cap);
        QCOMPARE(int(trace.steps().size()), shown + (items > cap ? 1 : 0));
        for (int i = 0; i < shown; ++i)
            QCOMPARE(trace.steps()[std::size_t(i)].value("i"), double(i));
        if (omitted) {
            QCOMPARE(omitted->kind, TraceStep::Kind::Omitted);
            QCOMPARE(omitted->phase, std::string("lines"));
            QCOMPARE(omitted->value("omitted"), double(items - cap));
            QCOMPARE(omitted->text, std::to_string(items - cap) +
                                        " more lines not shown one by one (the trace "
                                        "shows the first " +
                                        std::to_string(cap) + ")");
        }
    }

    void itemsWithoutTrace()
    {
        Trace::Items lines(nullptr, "lines", 3);
        QCOMPARE(lines.next(), nullptr);
        QCOMPARE(lines.finish(), nullptr);
    }

    // The Omitted step belongs to the phase of the items, even when another phase was entered
    // before finish().
    void omittedKeepsItsPhase()
    {
        Trace trace;
        trace.reset("test");
        trace.phase("a", "A.");
        Trace::Items items(&trace, "things", 1);
        items.next();
        items.next();
        trace.phase("b", "B.");
        QVERIFY(items.finish());
        QCOMPARE(trace.steps().back().phase, std::string("a"));
        QCOMPARE(trace.limits()[0].phase, std::string("a"));
    }

    void phasesAreDeclaredOnce()
    {
        Trace trace;
        trace.reset("test");
        trace.phase("a", "A.");
        trace.add(TraceStep::Kind::Item);
        trace.phase("b", "B.");
        trace.add(TraceStep::Kind::Item);
        trace.phase("a", "A again.");
        trace.add(TraceStep::Kind::Decision);
        QCOMPARE(trace.phases().size(), std::size_t(2));
        QCOMPARE(trace.phases()[0].title, std::string("A."));
        QCOMPARE(trace.stepsOf("a").size(), std::size_t(2));
        QCOMPARE(trace.stepsOf("b").size(), std::size_t(1));
        trace.reset("other");
        QCOMPARE(trace.extractor(), std::string("other"));
        QVERIFY(trace.steps().empty());
        QVERIFY(trace.phases().empty());
        QVERIFY(trace.limits().empty());
    }

    void resultStep()
    {
        Trace trace;
        trace.reset("test");
        core::ExtractionResult r;
        r.selected = {3, 7};
        r.text = "hello";
        r.summary = "two nodes";
        trace.addResult(r);
        const TraceStep &s = trace.steps().back();
        QCOMPARE(s.kind, TraceStep::Kind::Result);
        QCOMPARE(s.phase, std::string("result"));
        QCOMPARE(s.nodes, (std::vector<core::NodeId>{3, 7}));
        QCOMPARE(s.value("chosen nodes"), 2.0);
        QCOMPARE(s.value("text bytes"), 5.0);
        QCOMPARE(s.text, std::string("two nodes"));
    }

    // For every extractor on real pages: the traced run is the plain run, plus steps a player
    // can show.
    void everyExtractor_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("page");
        const QStringList pages = testpages::readabilityPages();
        QVERIFY(pages.size() >= 3);
        for (const QString &id : extractorIds())
            for (const QString &page : {pages.front(), pages[pages.size() / 2], pages.back()})
                QTest::addRow("%s %s", qPrintable(id), qPrintable(page)) << id << page;
    }
    void everyExtractor()
    {
        QFETCH(QString, id);
        QFETCH(QString, page);
        auto loaded = core::DocumentLoader::loadFile(testpages::readabilitySource(page));
        QVERIFY2(loaded.document, loaded.error.c_str());
        const core::Document &doc = *loaded.document;
        const core::Extractor &e = testpages::findExtractor(id.toStdString());
        const core::ExtractionResult plain = e.run(doc);
        Trace trace;
        const core::ExtractionResult traced = e.runTraced(doc, e.info().defaults(), trace);
        QCOMPARE(traced.text, plain.text);
        QCOMPARE(traced.selected, plain.selected);
        QCOMPARE(traced.summary, plain.summary);
        QCOMPARE(traced.judgements.size(), plain.judgements.size());
        QCOMPARE(trace.extractor(), id.toStdString());
        QVERIFY(!trace.steps().empty());
        QCOMPARE(trace.steps().back().kind, TraceStep::Kind::Result);
        std::set<std::string> phases;
        for (const Trace::Phase &p : trace.phases()) {
            QVERIFY(!p.title.empty());
            phases.insert(p.id);
        }
        QCOMPARE(phases.size(), trace.phases().size());
        for (const TraceStep &s : trace.steps()) {
            QVERIFY2(phases.count(s.phase), s.phase.c_str());
            QVERIFY2(!s.text.empty(), s.phase.c_str());
            QVERIFY2(s.text.find('{') == std::string::npos, s.text.c_str()); // every {name} set
            QVERIFY(s.nodes.size() <= TraceStep::kMaxNodes);
            for (core::NodeId n : s.nodes)
                QVERIFY(n >= 0 && n < doc.size());
            if (!s.hasRange())
                continue;
            const core::Series *series = nullptr;
            for (const core::Series &candidate : traced.series)
                if (candidate.chart == s.chart)
                    series = &candidate;
            QVERIFY2(series, s.chart.c_str());
            QVERIFY2(s.from >= 0 && s.from <= s.to && std::size_t(s.to) < series->y.size(),
                     s.text.c_str());
        }
        std::size_t omittedSteps = 0, capped = 0;
        for (const TraceStep &s : trace.steps())
            omittedSteps += s.kind == TraceStep::Kind::Omitted;
        for (const Trace::Limit &l : trace.limits()) {
            QVERIFY2(phases.count(l.phase), l.phase.c_str());
            capped += l.items > l.cap;
        }
        QCOMPARE(omittedSteps, capped);
    }

    // A page of 6,000 blocks (about 30,000 nodes): every trace stays within a few thousand
    // steps, and each per-item phase beyond its cap says how many items it left out.
    void boundedOnLargePages_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString &id : extractorIds())
            QTest::newRow(qPrintable(id)) << id;
    }
    void boundedOnLargePages()
    {
        QFETCH(QString, id);
        static const core::Document doc = testpages::parsePage(largePage(6000), "large.html");
        QVERIFY(doc.size() > 30000);
        const tracetest::Traced t = tracetest::run(doc, id.toStdString());
        QVERIFY2(t.trace.steps().size() < 4000, std::to_string(t.trace.steps().size()).c_str());
        for (const Trace::Limit &l : t.trace.limits()) {
            if (l.items <= l.cap)
                continue;
            bool found = false;
            for (const TraceStep *s : t.trace.stepsOf(l.phase))
                found = found || (s->kind == TraceStep::Kind::Omitted &&
                                  s->value("omitted") == double(l.items - l.cap));
            QVERIFY2(found, l.phase.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestTrace)
#include "tst_trace.moc"
