// The click model of docs/annotation.md "Clicks per article": a gold text placed on the page's
// units, and the fewest clicks that turn a pre-annotation into it, a click on an element
// unmarking its subtree when any of it is kept and marking it otherwise, a text selection fixing
// one unit. Every expected figure is counted by hand on the pages below.
#include <package/agreement.h>
#include <package/annotationclicks.h>
#include <package/goldannotation.h>

#include "testpages.h"

#include <QTest>

namespace {

// Seven units: Home, News | Big title here | One two three four. | Five six seven eight. |
// Copyright line text | More footer text. (The space between the links has no word.)
const char *const kPage =
    "<html><body><div id=nav><a href=/>Home</a> <a href=/n>News</a></div>"
    "<article id=a><h1 id=h>Big title here</h1><p id=p1>One two three four.</p>"
    "<p id=p2>Five six seven eight.</p></article>"
    "<div id=foot><p>Copyright line text</p><p>More footer text</p></div></body></html>";
const char *const kGold = "Big title here\nOne two three four.\nFive six seven eight.";

} // namespace

class TstAnnotationClicks : public QObject
{
    Q_OBJECT

private slots:
    void clicks_data();
    void clicks();
    void goldLabels_data();
    void goldLabels();
    void typographyAndPunctuation();
};

void TstAnnotationClicks::clicks_data()
{
    QTest::addColumn<QStringList>("marked"); // ids the pre-annotation marks whole
    QTest::addColumn<int>("toAdd");
    QTest::addColumn<int>("toRemove");
    QTest::addColumn<int>("clicks");
    QTest::newRow("exact") << QStringList{"a"} << 0 << 0 << 0;
    // Nothing marked: the title and both paragraphs, all of <article>, one click on it.
    QTest::newRow("nothing") << QStringList{} << 3 << 0 << 1;
    // Everything: the navigation's two links (one click on #nav) and the footer's two
    // paragraphs (one on #foot); or <body> unmarked and <article> marked: two either way.
    QTest::newRow("whole page") << QStringList{"body"} << 0 << 4 << 2;
    // The first paragraph only: a click on <article>, which holds a kept unit, unmarks it, so
    // marking it all takes two; so do the title and the second paragraph one by one.
    QTest::newRow("one paragraph") << QStringList{"p1"} << 2 << 0 << 2;
    // The title and the footer: <body> unmarked (it holds kept units), then <article> marked:
    // two, where fixing #foot, #p1 and #p2 one by one would take three.
    QTest::newRow("title and footer") << QStringList{"h", "foot"} << 2 << 2 << 2;
    QTest::newRow("with navigation") << QStringList{"nav", "a"} << 0 << 2 << 1;
    // Both directions at once: add the title, remove the links.
    QTest::newRow("mixed") << QStringList{"nav", "p1", "p2"} << 1 << 2 << 2;
}

void TstAnnotationClicks::clicks()
{
    QFETCH(QStringList, marked);
    QFETCH(int, toAdd);
    QFETCH(int, toRemove);
    QFETCH(int, clicks);
    const core::Document doc = testpages::parsePage(kPage);
    core::GoldAnnotation pre;
    for (const QString &id : marked) {
        const core::NodeId n = id == QLatin1String("body")
                                   ? doc.body()
                                   : testpages::elementById(doc, id.toStdString());
        QVERIFY(n != core::kNoNode);
        pre.mark(doc, n);
    }
    const core::AnnotationClicks::Count c = core::AnnotationClicks::count(doc, pre, kGold);
    QCOMPARE(c.units, std::size_t(7));
    QCOMPARE(c.content, std::size_t(3));
    QCOMPARE(int(c.toAdd), toAdd);
    QCOMPARE(int(c.toRemove), toRemove);
    QCOMPARE(int(c.clicks), clicks);
}

void TstAnnotationClicks::goldLabels_data()
{
    QTest::addColumn<QString>("gold");
    QTest::addColumn<QString>("labels"); // one character per unit: 1 content, 0 not
    QTest::newRow("the article") << kGold << "0011100";
    QTest::newRow("empty gold") << ""
                                << "0000000";
    // A unit must match whole and contiguous: "One two three" is not the paragraph.
    QTest::newRow("part of a unit") << "One two three"
                                    << "0000000";
    // The page's order leads: the title matches (the gold's words 4 to 6), after which the
    // footer's line, earlier in the gold, cannot any more.
    QTest::newRow("order") << "Copyright line text Big title here"
                           << "0010000";
    // "News" right after the start is near enough for a short unit...
    QTest::newRow("short unit near") << "News Big title here"
                                     << "0110000";
    // ...but not 21 words on (kShortReach = 20): the article behind it still matches.
    QTest::newRow("short unit far") << QString::fromStdString(testpages::words("w", 21)) + " News"
                                    << "0000000";
    QTest::newRow("short unit far, article first")
        << QStringLiteral("Big title here One two three four. Five six seven eight. ") +
               QString::fromStdString(testpages::words("w", 20)) + " News"
        << "0011100";
}

void TstAnnotationClicks::goldLabels()
{
    QFETCH(QString, gold);
    QFETCH(QString, labels);
    const core::Document doc = testpages::parsePage(kPage);
    const std::vector<core::NodeId> units = core::Agreement::units(doc);
    QCOMPARE(units.size(), std::size_t(7));
    const std::vector<bool> got =
        core::AnnotationClicks::goldLabels(doc, units, gold.toStdString());
    QString text;
    for (bool b : got)
        text += b ? u'1' : u'0';
    QCOMPARE(text, labels);
}

void TstAnnotationClicks::typographyAndPunctuation()
{
    // The page has a curly apostrophe where WCXB's gold writes a straight one; the lone "|" has
    // no word token, so it is neither content nor boilerplate.
    const core::Document doc = testpages::parsePage(
        "<html><body><p>It’s here.</p><p>|</p><p>Next line</p><div>Menu</div></body></html>");
    const core::AnnotationClicks::Count c =
        core::AnnotationClicks::count(doc, core::GoldAnnotation(), "It's here. Next line");
    QCOMPARE(c.units, std::size_t(4));
    QCOMPARE(c.content, std::size_t(2));
    QCOMPARE(c.toAdd, std::size_t(2));
    QCOMPARE(c.toRemove, std::size_t(0));
    // One selection per paragraph (<body> marked and "Menu" unmarked is two as well).
    QCOMPARE(c.clicks, std::size_t(2));
}

QTEST_APPLESS_MAIN(TstAnnotationClicks)
#include "tst_annotationclicks.moc"
