#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

// Crunch's filter chain on a page with one target per filter (no white space between tags):
//   form#search   "Subscribe to our weekly newsletter"        -> remove-elements
//   div#nav       3 links, 10 + 10 + 10 = 30 anchor chars of 30 -> ratio 1 > 0.5: link list
//   ul#tags       items of 1, 1 and 2 words, all <= 3          -> text list
//                 (8 + 7 + 11 = 26 chars, no links: neither a link list nor empty)
//   div#sep       "» 12": 4 chars < 10                          -> empty container
//   div#main      a paragraph and a list whose items have 6 and 7 words (> 3): kept by all;
//                 anchor ratio 6 / (38 + 6 + 1 + 33 + 41) = 6 / 119 chars, far below 0.5
// Each filter switched off lets its target's text through, and only that.
static const char *kPage =
    "<html><head><title>Crunch</title></head><body>"
    "<form id=\"search\"><label>Subscribe to our weekly newsletter</label></form>"
    "<div id=\"nav\"><a href=\"/w\">World news</a><a href=\"/s\">Sport news</a>"
    "<a href=\"/b\">Money news</a></div>"
    "<ul id=\"tags\"><li>Politics</li><li>Economy</li><li>Local sport</li></ul>"
    "<div id=\"sep\">» 12</div>"
    "<div id=\"main\"><p>The council approved the new budget on <a href=\"/x\">Monday</a>.</p>"
    "<ul><li>Schools get more money next year.</li><li>Roads will be repaired before the "
    "winter.</li></ul></div>"
    "</body></html>";

class TestCrunchExtractor : public QObject
{
    Q_OBJECT

private:
    static core::Document load() { return testpages::parsePage(kPage, "crunch.html"); }
    static const core::Extractor &extractor() { return testpages::findExtractor("crunch"); }
    static std::string run(const core::Document &doc, const QStringList &assignments)
    {
        return testpages::runExtractor("crunch", doc, assignments).text;
    }

private slots:
    void allFilters()
    {
        const core::Document doc = load();
        QCOMPARE(run(doc, {}), std::string("The council approved the new budget on Monday.\n"
                                           "Schools get more money next year.\n"
                                           "Roads will be repaired before the winter."));
    }

    void filterSwitchedOff_data()
    {
        QTest::addColumn<QStringList>("assignments");
        QTest::addColumn<QString>("target"); // text that only this change lets through
        QTest::newRow("remove-elements off")
            << QStringList{"remove-elements=off"} << "Subscribe to our weekly newsletter";
        QTest::newRow("remove-link-lists off")
            // The anchors touch in the source, so their texts join as a browser shows them.
            << QStringList{"remove-link-lists=off"} << "World newsSport newsMoney news";
        // ratio 1 is not above 1
        QTest::newRow("link-ratio 1")
            << QStringList{"link-ratio=1"} << "World newsSport newsMoney news";
        QTest::newRow("remove-text-lists off")
            << QStringList{"remove-text-lists=off"} << "Politics\nEconomy\nLocal sport";
        // "Local sport" has 2 words > 1
        QTest::newRow("short-item-words 1")
            << QStringList{"short-item-words=1"} << "Politics\nEconomy\nLocal sport";
        QTest::newRow("remove-empty off") << QStringList{"remove-empty=off"} << "» 12";
        // 4 chars >= 4
        QTest::newRow("empty-chars 4") << QStringList{"empty-chars=4"} << "» 12";
    }
    void filterSwitchedOff()
    {
        QFETCH(QStringList, assignments);
        QFETCH(QString, target);
        const core::Document doc = load();
        const std::string all = run(doc, {});
        const std::string changed = run(doc, assignments);
        const std::string needle = target.toStdString();
        QVERIFY(all.find(needle) == std::string::npos);
        QVERIFY2(changed.find(needle) != std::string::npos, changed.c_str());
        // Nothing else changes: the change's text is the default's plus the target.
        QCOMPARE(changed.size() - all.size(), needle.size() + 1);
        QVERIFY(changed.find("Roads will be repaired before the winter.") != std::string::npos);
    }

    // A form is removed with its subtree unless it wraps the page: ASP.NET WebForms puts every
    // page in one <form runat="server">, and removing it left nothing. A form holding more than
    // half of the page's text (after the hidden inputs and buttons, which go anyway) is the
    // page's wrapper: only its controls go, and the other filters judge what is inside.
    void formWrapper_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("formReason");
        // Text: nav "Home" + "News" (8 chars, all anchors: a link list), the story (91 chars),
        // the button's "Search" goes with the controls first: 99 chars, all in the form: share
        // 1 > 0.5.
        QTest::newRow("ASP.NET page")
            << "<html><body><form id='form1' method='post' action='Default.aspx'>"
               "<input type='hidden' name='__VIEWSTATE' value='dDwtMTA4'>"
               "<div id='nav'><a href='/'>Home</a><a href='/news'>News</a></div>"
               "<div id='main'><p>The council approved the new budget on Tuesday after a "
               "long debate about schools and roads.</p></div>"
               "<input type='text' name='q'><button>Search</button>"
               "</form></body></html>"
            << "The council approved the new budget on Tuesday after a long debate about "
               "schools and roads."
            << "remove-elements: form with 99 of the page's 99 chars (share 1 > 0.5): the "
               "page's wrapper, kept without its controls";
        // The form's text "Name", "Email", "Send us a message" is 4 + 5 + 17 = 26 chars of
        // 26 + 35: share 0.426.
        QTest::newRow("contact form beside the story")
            << "<html><body><div id='main'><p>The budget was approved on Tuesday.</p></div>"
               "<form id='contact'><label>Name</label><input name='n'><label>Email</label>"
               "<input name='e'><p>Send us a message</p></form></body></html>"
            << "The budget was approved on Tuesday."
            << "remove-elements: form with 26 of the page's 61 chars (share 0.426 <= 0.5): "
               "removed";
        // Exactly half is not "more than half": 20 chars in the form, 20 outside.
        QTest::newRow("half the page")
            << "<html><body><div id='main'><p>Twenty chars of text</p></div>"
               "<form id='f'><p>Twenty more of it ok</p></form></body></html>"
            << "Twenty chars of text"
            << "remove-elements: form with 20 of the page's 40 chars (share 0.5 <= 0.5): "
               "removed";
    }
    void formWrapper()
    {
        QFETCH(QString, html);
        QFETCH(QString, text);
        QFETCH(QString, formReason);
        const core::Document doc = testpages::parsePage(html.toStdString(), "form.html");
        const core::ExtractionResult r = testpages::runExtractor("crunch", doc);
        QCOMPARE(QString::fromStdString(r.text), text);
        const core::NodeId form = doc.findPath("/html/body/form");
        QVERIFY(form != core::kNoNode);
        QString reasons;
        for (const core::Judgement &j : r.judgements)
            if (j.node == form)
                reasons += QString::fromStdString(j.reason.text());
        QCOMPARE(reasons, formReason);
    }

    // One verdict per judged node, named after the filter that decided it. The page (no white
    // space between tags):
    //   div#navtitle "Sections": 8 chars, no anchor -> link filter: ratio 0, kept; but its
    //                parent goes: removed with div#nav
    //   div#nav      8 + 10 + 10 = 28 chars, 20 in anchors: 20 / 28 = 0.714 > 0.5: link list
    //   div#sep      "» 12": ratio 0, kept by the link filter; 4 chars < 10: empty, removed
    //   div#main     46 chars, no anchor: kept by the link filter and by the empty filter
    //   ul#tags      three one-word items: a text list (the link filter kept it: ratio 0)
    void verdicts_data()
    {
        QTest::addColumn<QString>("element");
        QTest::addColumn<bool>("selected");
        QTest::addColumn<QString>("reason"); // {nav}: node id of div#nav
        QTest::newRow("navtitle") << "navtitle" << false
                                  << "remove-link-lists: removed with node {nav}, a link list";
        QTest::newRow("nav") << "nav" << false
                             << "remove-link-lists: link text ratio 0.714 = 20 anchor chars / "
                                "28 chars > 0.5: link list removed";
        QTest::newRow("sep") << "sep" << false
                             << "remove-empty: 4 chars < 10: empty container removed";
        QTest::newRow("main") << "main" << true << "remove-empty: 46 chars >= 10: kept";
        QTest::newRow("tags") << "tags" << false
                              << "remove-text-lists: list of 3 items, longest 1 words <= 3: "
                                 "text list removed";
    }
    void verdicts()
    {
        QFETCH(QString, element);
        QFETCH(bool, selected);
        QFETCH(QString, reason);
        const core::Document doc = testpages::parsePage(
            "<html><body><div id=\"nav\"><div id=\"navtitle\">Sections</div>"
            "<a href=\"/w\">World news</a><a href=\"/s\">Sport news</a></div>"
            "<div id=\"sep\">» 12</div>"
            "<div id=\"main\"><p>The council approved the new budget on Monday.</p></div>"
            "<ul id=\"tags\"><li>Politics</li><li>Economy</li><li>Sport</li></ul>"
            "</body></html>",
            "verdicts.html");
        const core::ExtractionResult r = testpages::runExtractor("crunch", doc);
        QCOMPARE(r.text, std::string("The council approved the new budget on Monday."));
        const core::NodeId node = testpages::byId(doc, element.toStdString());
        QVERIFY(node != core::kNoNode);
        int count = 0;
        for (const core::Judgement &j : r.judgements) {
            if (j.node != node)
                continue;
            ++count;
            QCOMPARE(j.selected, selected);
            QCOMPARE(QString::fromStdString(j.reason.text()),
                     QString(reason).replace(QLatin1String("{nav}"),
                                             QString::number(testpages::byId(doc, "nav"))));
        }
        QCOMPARE(count, 1);
        // Judgements in document order, one per node.
        for (size_t k = 1; k < r.judgements.size(); ++k)
            QVERIFY(r.judgements[k - 1].node < r.judgements[k].node);
    }

    // Filters judge children first: div#wrap holds div#menu (three anchors of 10 chars: 30
    // anchor chars) and a paragraph "Plain text of the story" (23 chars, no link). Judged as a
    // whole the wrapper's ratio would be 30 / 53 = 0.566 > 0.5; children first, the menu
    // (30 / 30 = 1) goes and the wrapper is judged on what is left: 0 / 23 = 0, kept. With
    // remove-empty off the link filter is the last to judge the wrapper, so its verdict says so.
    void childrenFirst()
    {
        auto loaded = core::DocumentLoader::loadBytes(
            "<html><body><div id=\"wrap\"><div id=\"menu\"><a href=\"#\">Aaaaaaaaaa</a>"
            "<a href=\"#\">Bbbbbbbbbb</a><a href=\"#\">Cccccccccc</a></div>"
            "<p>Plain text of the story</p></div></body></html>");
        QVERIFY(loaded.document);
        const core::ExtractionResult r = testpages::runExtractor(
            "crunch", *loaded.document, {QStringLiteral("remove-empty=off")});
        QCOMPARE(r.text, std::string("Plain text of the story"));
        const core::NodeId wrap = testpages::byId(*loaded.document, "wrap");
        int verdicts = 0;
        for (const core::Judgement &j : r.judgements) {
            if (j.node != wrap)
                continue;
            ++verdicts;
            QVERIFY(j.selected);
            QCOMPARE(j.score, 0.0);
            QCOMPARE(j.reason.text(), std::string("remove-link-lists: link text ratio 0 = 0 "
                                                  "anchor chars / 23 chars <= 0.5: kept"));
        }
        QCOMPARE(verdicts, 1);
    }

    // The trace (docs/traces.md) with every filter on: each filter's verdict on its target and
    // the characters left after it, recomputed from the page's text pieces (code points of each
    // trimmed text node, as in the table above).
    void trace()
    {
        const auto chars = [](std::initializer_list<const char *> pieces) {
            double n = 0;
            for (const char *p : pieces)
                n += double(QString::fromUtf8(p).size());
            return n;
        };
        const double search = chars({"Subscribe to our weekly newsletter"});
        const double nav = chars({"World news", "Sport news", "Money news"});
        const double tags = chars({"Politics", "Economy", "Local sport"});
        const double sep = chars({"» 12"});
        const double main = chars({"The council approved the new budget on", "Monday", ".",
                                   "Schools get more money next year.",
                                   "Roads will be repaired before the winter."});
        const double page = search + nav + tags + sep + main;
        const core::Document doc = load();
        const tracetest::Traced t = tracetest::run(doc, "crunch");
        using Kind = core::TraceStep::Kind;
        // The verdict on the element with this id attribute in a filter's phase.
        const auto verdict = [&](const char *phase, const char *id) -> const core::TraceStep * {
            for (const core::TraceStep *s : t.trace.stepsOf(phase))
                if (s->kind != Kind::Overview && !s->nodes.empty() &&
                    doc.attribute(s->nodes.front(), "id") == id)
                    return s;
            return nullptr;
        };
        const auto left = [&](const char *phase) {
            const auto tally = tracetest::steps(t.trace, phase, Kind::Decision);
            return tally.empty() ? -1 : tally.back()->value("characters left");
        };
        const core::TraceStep *form = verdict("remove-elements", "search");
        QVERIFY(form);
        QCOMPARE(form->kind, Kind::Decision);
        QCOMPARE(form->value("characters"), search);
        QCOMPARE(form->value("page"), page);
        QCOMPARE(form->value("share"), search / page);
        QCOMPARE(left("remove-elements"), page - search);

        const core::TraceStep *links = verdict("remove-link-lists", "nav");
        QVERIFY(links);
        QCOMPARE(links->kind, Kind::Decision);
        QCOMPARE(links->value("anchor"), nav);
        QCOMPARE(links->value("ratio"), 1.0);
        const core::TraceStep *kept = verdict("remove-link-lists", "main");
        QVERIFY(kept);
        QCOMPARE(kept->kind, Kind::Item);
        QCOMPARE(kept->value("anchor"), chars({"Monday"}));
        QCOMPARE(kept->value("characters"), main);
        QCOMPARE(left("remove-link-lists"), page - search - nav);

        const core::TraceStep *list = verdict("remove-text-lists", "tags");
        QVERIFY(list);
        QCOMPARE(list->kind, Kind::Decision);
        QCOMPARE(list->value("items"), 3.0);
        QCOMPARE(list->value("longest"), 2.0); // "Local sport"
        QCOMPARE(left("remove-text-lists"), page - search - nav - tags);

        const core::TraceStep *empty = verdict("remove-empty", "sep");
        QVERIFY(empty);
        QCOMPARE(empty->kind, Kind::Decision);
        QCOMPARE(empty->value("characters"), sep);
        QCOMPARE(left("remove-empty"), main);
    }
};

QTEST_GUILESS_MAIN(TestCrunchExtractor)
#include "tst_crunchextractor.moc"
