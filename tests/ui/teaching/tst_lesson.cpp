// The bundled lessons: every manifest is valid, and what each lesson's text claims holds when
// its page is run through core, so that a lesson cannot silently lie. Invalid manifests give a
// one-line error naming the file.
#include <teaching/lesson.h>

#include <document/documentloader.h>
#include <document/textrules.h>
#include <extractors/consensus/consensusfeatures.h>
#include <extractors/domratio.h>
#include <registry/extractorregistry.h>

#include "testpages.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The three posts of the forum lesson, by the start of each post's text.
const QStringList kPosts{u"My sourdough loaves"_s, u"Six hours is probably"_s,
                         u"Thank you, that was it"_s};

std::optional<ui::Lesson> bundledLesson(const QString &id)
{
    for (const ui::Lesson &lesson : ui::Lesson::bundled())
        if (lesson.id == id)
            return lesson;
    return std::nullopt;
}

} // namespace

class TstLesson : public QObject
{
    Q_OBJECT
private slots:
    void bundledLessonsAreValid();
    void claims_data();
    void claims();
    void footerWlrFigures();
    void consensusVotesAndStructure_data();
    void consensusVotesAndStructure();
    void everyLessonHasClaims();
    void invalidManifest_data();
    void invalidManifest();
};

void TstLesson::bundledLessonsAreValid()
{
    QStringList errors;
    const QList<ui::Lesson> lessons = ui::Lesson::bundled(&errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
    QCOMPARE(lessons.size(), 7);
    int order = 0;
    for (const ui::Lesson &lesson : lessons) {
        QVERIFY2(lesson.order > order, qPrintable(lesson.id)); // distinct, increasing
        order = lesson.order;
        QCOMPARE(lesson.page.scheme(), u"qrc"_s);
        QVERIFY(QFile::exists(lesson.pagePath()));
        QVERIFY(!lesson.text.isEmpty());
        QCOMPARE(lesson.layout, u"teach"_s);
        // The claims below are checked on the source, which the window then analyses too.
        QVERIFY(lesson.source);
        for (const QString &id : lesson.extractors)
            QVERIFY2(core::ExtractorRegistry::find(id.toStdString()), qPrintable(id));
        QVERIFY(lesson.extractors.contains(lesson.trace));
    }
}

// Each row runs one extractor of a lesson on its page (parsed from its source, as
// `boilerscope-cli extract` does) and checks the lesson text's claim about it.
void TstLesson::claims_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("extractor");
    QTest::addColumn<int>("printed"); // WLR's `printed` parameter; -1: the defaults
    QTest::addColumn<bool>("empty");  // chooses nothing
    QTest::addColumn<QStringList>("contains");
    QTest::addColumn<QStringList>("excludes");
    QTest::addColumn<int>("posts");     // forum posts kept; -1: not checked
    QTest::addColumn<int>("cetrLines"); // points of CETR's series; -1: not checked
    // The tag of the one chosen node (of its element, for a text node); empty: not checked.
    QTest::addColumn<QString>("chosenTag");

    QTest::newRow("wiki-links: DANAg chooses nothing")
        << "wiki-links"
        << "danag" << -1 << true << QStringList() << QStringList() << -1 << -1 << QString();
    QTest::newRow("wiki-links: AdDANAg keeps the article, not the sidebar")
        << "wiki-links"
        << "addanag" << -1 << false
        << QStringList{u"Boilerplate text is any written text"_s, u"search engine indexing"_s}
        << QStringList{u"Random article"_s} << -1 << -1 << QString();
    QTest::newRow("minified: CETR sees one line and keeps it all")
        << "minified"
        << "cetr" << -1 << false
        << QStringList{u"HomeNewsSport"_s, u"Why a page can be one line long"_s,
                       u"All rights reserved"_s}
        << QStringList() << -1 << 1 << QString();
    QTest::newRow("minified: WLR picks the article")
        << "minified"
        << "wlr" << -1 << false << QStringList{u"Why a page can be one line long"_s}
        << QStringList{u"All rights reserved"_s, u"Sport"_s} << -1 << -1 << u"article"_s;
    QTest::newRow("forum: FE keeps one post")
        << "forum"
        << "fe" << -1 << false << QStringList() << QStringList() << 1 << -1 << QString();
    QTest::newRow("forum: CNR keeps one post")
        << "forum"
        << "cnr" << -1 << false << QStringList() << QStringList() << 1 << -1 << QString();
    QTest::newRow("forum: KFE keeps every post")
        << "forum"
        << "kfe" << -1 << false << QStringList{u"miller"_s, u"crust"_s} << QStringList() << 3 << -1
        << QString();
    QTest::newRow("footer: CETR keeps the footer's copyright line")
        << "footer"
        << "cetr" << -1 << false
        << QStringList{u"Most HTML documents"_s, u"Copyright Example Society"_s} << QStringList()
        << -1 << -1 << QString();
    QTest::newRow("footer: WNR keeps the article's paragraph, not the footer")
        << "footer"
        << "wnr" << -1 << false << QStringList{u"Most HTML documents"_s}
        << QStringList{u"Copyright"_s, u"Contact Us"_s} << -1 << -1 << u"p"_s;
    for (const int printed : {0, 1})
        QTest::addRow("footer: WLR keeps <body>, menu and footer too (printed=%d)", printed)
            << "footer"
            << "wlr" << printed << false
            << QStringList{u"My account"_s, u"Most HTML documents"_s,
                           u"Copyright Example Society"_s, u"Contact Us"_s}
            << QStringList() << -1 << -1 << u"body"_s;
    QTest::newRow("advert: Density keeps the advert between the paragraphs")
        << "advert"
        << "density" << -1 << false
        << QStringList{u"The council has fitted"_s, u"Upgrade your kitchen"_s,
                       u"Residents can see"_s}
        << QStringList{u"About"_s} << -1 << -1 << QString();
    QTest::newRow("relevance-rule: the repair picks the article")
        << "relevance-rule"
        << "wlr" << 0 << false << QStringList{u"Watering tomatoes"_s} << QStringList{u"Most read"_s}
        << -1 << -1 << u"article"_s;
    QTest::newRow("relevance-rule: the printed rule picks <body>")
        << "relevance-rule"
        << "wlr" << 1 << false << QStringList{u"Watering tomatoes"_s, u"Most read"_s}
        << QStringList() << -1 << -1 << u"body"_s;
    QTest::newRow("consensus: keeps the heading and the article, not the footer or the box")
        << "consensus"
        << "consensus" << -1 << false
        << QStringList{u"The river path reopens"_s, u"Next spring the council"_s}
        << QStringList{u"Copyright"_s, u"Most read"_s, u"The bakery"_s} << -1 << -1 << QString();
    QTest::newRow("consensus: CETR keeps the footer's line")
        << "consensus"
        << "cetr" << -1 << false << QStringList{u"Copyright 2026 The Town Paper"_s} << QStringList()
        << -1 << -1 << QString();
    QTest::newRow("consensus: BTE keeps the box and the footer")
        << "consensus"
        << "bte" << -1 << false
        << QStringList{u"Most read"_s, u"The bakery"_s, u"Copyright 2026 The Town Paper"_s}
        << QStringList() << -1 << -1 << QString();
}

void TstLesson::claims()
{
    QFETCH(QString, lesson);
    QFETCH(QString, extractor);
    QFETCH(int, printed);
    QFETCH(bool, empty);
    QFETCH(QStringList, contains);
    QFETCH(QStringList, excludes);
    QFETCH(int, posts);
    QFETCH(int, cetrLines);
    QFETCH(QString, chosenTag);

    const std::optional<ui::Lesson> l = bundledLesson(lesson);
    QVERIFY(l);
    QVERIFY2(l->extractors.contains(extractor), "the lesson ticks the extractor it talks about");
    QFile page(l->pagePath());
    QVERIFY(page.open(QIODevice::ReadOnly));
    const auto loaded =
        core::DocumentLoader::loadBytes(page.readAll().toStdString(), l->pagePath().toStdString());
    QVERIFY2(loaded.document, loaded.error.c_str());
    const core::Document &doc = *loaded.document;
    const core::Extractor *e = core::ExtractorRegistry::find(extractor.toStdString());
    QVERIFY(e);
    core::ParamValues values = e->info().defaults();
    if (printed >= 0) {
        std::string error;
        QVERIFY2(e->info().setParam(values, "printed", std::to_string(printed), error),
                 error.c_str());
    }
    const core::ExtractionResult r = e->run(doc, values);
    const QString text = QString::fromStdString(r.text);
    QCOMPARE(r.selected.empty(), empty);
    QCOMPARE(text.trimmed().isEmpty(), empty);
    for (const QString &s : contains)
        QVERIFY2(text.contains(s), qPrintable(u"missing: "_s + s));
    for (const QString &s : excludes)
        QVERIFY2(!text.contains(s), qPrintable(u"kept: "_s + s));
    if (posts >= 0) {
        int kept = 0;
        for (const QString &post : kPosts)
            kept += text.contains(post) ? 1 : 0;
        QCOMPARE(kept, posts);
    }
    if (cetrLines >= 0) {
        // The lesson's page is one line of source: one tag ratio.
        QCOMPARE(QString::fromStdString(std::string(doc.source())).trimmed().count(u'\n'), 0);
        const auto series = std::find_if(r.series.begin(), r.series.end(),
                                         [](const core::Series &s) { return s.chart == "cetr"; });
        QVERIFY(series != r.series.end());
        QCOMPARE(int(series->y.size()), cetrLines);
    }
    if (!chosenTag.isEmpty()) {
        QCOMPARE(r.selected.size(), size_t(1));
        // A chosen text node stands for its element's text.
        core::NodeId chosen = r.selected.front();
        if (!doc.node(chosen).isElement())
            chosen = doc.node(chosen).parent;
        QCOMPARE(QString::fromUtf8(doc.name(chosen)), chosenTag);
    }
}

// The footer lesson's account of WLR, its figures computed here from the page: each is what
// core::DomRatio works with and what the text quotes.
void TstLesson::footerWlrFigures()
{
    const std::optional<ui::Lesson> lesson = bundledLesson(u"footer"_s);
    QVERIFY(lesson);
    QFile file(lesson->pagePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string source = file.readAll().toStdString();
    const QString &text = lesson->text;
    const auto load = [](const std::string &html) {
        return core::DocumentLoader::loadBytes(html, "footer.html").document;
    };
    // The words of an element's subtree, as the paper counts them (the page has no script).
    const auto words = [](const core::Document &doc, core::NodeId element) {
        std::uint32_t n = 0;
        for (core::NodeId i = element; i < doc.node(element).end; ++i)
            if (doc.node(i).isText())
                n += core::TextRules::countWords(doc.text(i));
        return n;
    };
    using core::DomRatio;

    const auto doc = load(source);
    QVERIFY(doc);
    const core::NodeId menu = testpages::elementById(*doc, "menu");
    const core::NodeId article = testpages::elementById(*doc, "maincontent");
    const core::NodeId footer = testpages::elementById(*doc, "footer");
    QVERIFY(menu != core::kNoNode && article != core::kNoNode && footer != core::kNoNode);
    const std::uint32_t page = words(*doc, doc->body());
    QCOMPARE(page, words(*doc, menu) + words(*doc, article) + words(*doc, footer));
    QVERIFY2(text.contains(u"menu (%1 words"_s.arg(words(*doc, menu))), "the menu's words");
    QVERIFY2(text.contains(u"article (%1)"_s.arg(words(*doc, article))), "the article's words");
    QVERIFY2(text.contains(u"footer (%1)"_s.arg(words(*doc, footer))), "the footer's words");
    for (const DomRatio::Reading reading :
         {DomRatio::Reading::Repaired, DomRatio::Reading::Printed}) {
        const DomRatio wlr(*doc, DomRatio::Unit::Words, DomRatio::Denominator::Leaves, reading);
        // Each div is a single leaf that joins its siblings' run (Figure 5)...
        for (const core::NodeId div : {menu, article, footer}) {
            const DomRatio::Figures &f = wlr.figures()[size_t(wlr.identifier(div))];
            QCOMPARE(f.denominator, 1u);
            QVERIFY(f.joins);
            QCOMPARE(f.total, words(*doc, div));
        }
        // ... so <body> is one leaf: its ratio is the page's words, the highest, and the
        // threshold sqrt(max × root) is that too. I = {<body>}, the best node under both rules.
        const DomRatio::Figures &body = wlr.figures().front();
        QCOMPARE(body.node, doc->body());
        QCOMPARE(body.total, page);
        QCOMPARE(body.denominator, 1u);
        QCOMPARE(wlr.maxRatio(), double(page));
        QCOMPARE(wlr.threshold(), double(page));
        QCOMPARE(wlr.initialCount(), 1);
        QCOMPARE(wlr.best(), 0);
    }
    QVERIFY2(text.contains(u"WLR(body) = %1 words / 1 leaf = %1"_s.arg(page)), "WLR(body)");
    QVERIFY2(text.contains(u"sqrt(%1 × %1) = %1"_s.arg(page)), "the threshold");

    // The menu as a list of links instead: <li> does not join, the run breaks, and WLR (the
    // repaired rule, the default) keeps the article's div without the footer.
    const std::string links = "<a href=\"/\">Home</a> | <a href=\"/browse\">Browse</a> | "
                              "<a href=\"/search\">Search</a> | <a href=\"/account\">My "
                              "account</a>";
    const std::string list = "<ul><li><a href=\"/\">Home</a></li><li><a href=\"/browse\">Browse"
                             "</a></li><li><a href=\"/search\">Search</a></li><li><a href=\""
                             "/account\">My account</a></li></ul>";
    std::string listed = source;
    const size_t at = listed.find(links);
    QVERIFY(at != std::string::npos);
    listed.replace(at, links.size(), list);
    const auto variant = load(listed);
    QVERIFY(variant);
    const core::NodeId listMenu = testpages::elementById(*variant, "menu");
    const core::NodeId listArticle = testpages::elementById(*variant, "maincontent");
    int items = 0;
    for (core::NodeId i = listMenu; i < variant->node(listMenu).end; ++i)
        items += variant->node(i).isElement() && variant->node(i).tag == core::Tag::li ? 1 : 0;
    const DomRatio wlr(*variant, DomRatio::Unit::Words, DomRatio::Denominator::Leaves,
                       DomRatio::Reading::Repaired);
    QCOMPARE(wlr.figures()[size_t(wlr.identifier(listMenu))].denominator, std::uint32_t(items));
    QVERIFY2(text.contains(u"list of %1 `<li>` links (%1 leaves)"_s.arg(items)), "the list");
    QVERIFY2(text.contains(u"WLR(body) falls to %1"_s.arg(wlr.rootRatio())), "the list's WLR");
    const DomRatio::Figures &kept = wlr.figures()[size_t(wlr.best())];
    QCOMPARE(kept.node, listArticle);
    QCOMPARE(kept.total, words(*variant, listArticle));
    QCOMPARE(kept.denominator, 1u);
    QVERIFY(wlr.rootRatio() < kept.ratio);
    QVERIFY2(text.contains(u"article's `<div>` (%1 words / 1 leaf)"_s.arg(kept.total)),
             "the article's div");
    const core::ExtractionResult r = core::ExtractorRegistry::find("wlr")->run(
        *variant, core::ExtractorRegistry::find("wlr")->info().defaults());
    QVERIFY(QString::fromStdString(r.text).contains(u"Most HTML documents"_s));
    QVERIFY(!QString::fromStdString(r.text).contains(u"Copyright"_s));
}

// The consensus lesson's account of votes against structure, computed from its page: the
// footer's line is chosen by more than half of the heuristics and dropped, its reason naming the
// footer; the heading is left out by some heuristics and kept.
void TstLesson::consensusVotesAndStructure_data()
{
    QTest::addColumn<QString>("start"); // the block's text starts so
    QTest::addColumn<bool>("majority"); // more than half of the heuristics chose it
    QTest::addColumn<bool>("unanimous");
    QTest::addColumn<bool>("kept");
    QTest::addColumn<QString>("reason"); // in the judgement's reason; empty: not checked
    QTest::newRow("footer") << u"Copyright 2026"_s << true << false << false
                            << u"inside the page footer"_s;
    QTest::newRow("heading") << u"The river path reopens"_s << true << false << true << QString();
}

void TstLesson::consensusVotesAndStructure()
{
    QFETCH(QString, start);
    QFETCH(bool, majority);
    QFETCH(bool, unanimous);
    QFETCH(bool, kept);
    QFETCH(QString, reason);
    const std::optional<ui::Lesson> lesson = bundledLesson(u"consensus"_s);
    QVERIFY(lesson);
    QFile page(lesson->pagePath());
    QVERIFY(page.open(QIODevice::ReadOnly));
    const auto loaded = core::DocumentLoader::loadBytes(page.readAll().toStdString(),
                                                        lesson->pagePath().toStdString());
    QVERIFY2(loaded.document, loaded.error.c_str());
    const core::Document &doc = *loaded.document;
    const core::Extractor *consensus = core::ExtractorRegistry::find("consensus");
    const core::ConsensusFeatures features(doc, consensus->voters());
    const core::ExtractionResult r = consensus->run(doc, consensus->info().defaults());
    QCOMPARE(r.judgements.size(), features.blocks().size());
    int found = 0;
    for (size_t b = 0; b < features.blocks().size(); ++b) {
        const core::ConsensusFeatures::Block &block = features.blocks()[b];
        const auto texts = features.texts(block);
        if (texts.empty() ||
            !QString::fromUtf8(doc.text(texts.front())).trimmed().startsWith(start))
            continue;
        ++found;
        QCOMPARE(2 * block.votes > core::ConsensusFeatures::kVoterCount, majority);
        QCOMPARE(block.votes == core::ConsensusFeatures::kVoterCount, unanimous);
        QCOMPARE(r.judgements[b].selected, kept);
        if (!reason.isEmpty())
            QVERIFY2(QString::fromStdString(r.judgements[b].reason.text()).contains(reason),
                     r.judgements[b].reason.text().c_str());
    }
    QCOMPARE(found, 1);
}

void TstLesson::everyLessonHasClaims()
{
    // The lessons claims() has rows for: a new lesson needs rows there and its id here.
    const QStringList ids{u"wiki-links"_s, u"minified"_s,       u"forum"_s,    u"footer"_s,
                          u"advert"_s,     u"relevance-rule"_s, u"consensus"_s};
    for (const ui::Lesson &lesson : ui::Lesson::bundled())
        QVERIFY2(ids.contains(lesson.id), qPrintable(u"no claim rows for "_s + lesson.id));
}

void TstLesson::invalidManifest_data()
{
    QTest::addColumn<QByteArray>("manifest");
    QTest::addColumn<QString>("reason");

    const QByteArray good = R"({"title": "T", "page": "p.html", "text": "t.md",
        "extractors": ["density"], "trace": "density"})";
    QTest::newRow("valid") << good << QString();
    QTest::newRow("not JSON") << QByteArray("{\"title\": ") << u"not JSON"_s;
    QTest::newRow("an array") << QByteArray("[1]") << u"not a JSON object"_s;
    QTest::newRow("no title") << QByteArray(good).replace("\"title\": \"T\",", "")
                              << u"\"title\" must be a non-empty string"_s;
    QTest::newRow("missing page") << QByteArray(good).replace("p.html", "q.html")
                                  << u"its page q.html does not exist"_s;
    QTest::newRow("page outside") << QByteArray(good).replace("p.html", "../p.html")
                                  << u"must be a file beside the manifest"_s;
    QTest::newRow("no extractors") << QByteArray(good).replace("[\"density\"]", "[]")
                                   << u"\"extractors\" must be a non-empty array"_s;
    QTest::newRow("trace not ticked")
        << QByteArray(good).replace("\"trace\": \"density\"", "\"trace\": \"bte\"")
        << u"\"trace\" (bte) is not one of its extractors"_s;
    QTest::newRow("source not a boolean")
        << QByteArray(good).replace("\"trace\"", "\"source\": 1, \"trace\"")
        << u"\"source\" must be true or false"_s;
    QTest::newRow("unknown layout")
        << QByteArray(good).replace("\"trace\"", "\"layout\": \"big\", \"trace\"")
        << u"\"layout\" must be debug, annotate or teach"_s;
}

void TstLesson::invalidManifest()
{
    QFETCH(QByteArray, manifest);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto &[name, bytes] :
         {std::pair{u"lesson.json"_s, manifest}, std::pair{u"p.html"_s, QByteArray("<p>page</p>")},
          std::pair{u"t.md"_s, QByteArray("Text.")}}) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    QString error;
    const std::optional<ui::Lesson> lesson =
        ui::Lesson::load(dir.filePath(u"lesson.json"_s), &error);
    if (reason.isEmpty()) {
        QVERIFY2(lesson, qPrintable(error));
        QCOMPARE(lesson->id, u"lesson"_s);
        QCOMPARE(lesson->text, u"Text."_s);
        QCOMPARE(lesson->page, QUrl::fromLocalFile(dir.filePath(u"p.html"_s)));
        return;
    }
    QVERIFY(!lesson);
    QVERIFY2(error.startsWith(dir.filePath(u"lesson.json"_s) + u": "_s), qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
}

QTEST_APPLESS_MAIN(TstLesson)
#include "tst_lesson.moc"
