// The page view in the real window under xvfb: the overlay's boxes lie over the chosen elements
// (one outline per extractor on a shared node, labels that never overlap), the reader view and
// the source mode, and hostile pages: they see nothing of Boilerscope in their world, reach no
// server but their own, and cannot remove or move the overlay; the page asked for after one whose
// script never returns loads in a fresh renderer, however soon it is asked for.

#include "loopbackserver.h"
#include "testwait.h"
#include "windowtest.h"

#include <QApplication>
#include <QFile>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QWebEngineHistory>
#include <QWebEngineScript>

#include <algorithm>
#include <csignal>
#include <memory>

using namespace Qt::StringLiterals;
using namespace testwindow;

namespace {

// Writes the fixture template to out with @BASE@, @WSBASE@ and @PORT@ naming the server.
bool instantiate(const QString &templatePath, const QString &out, const LoopbackServer &server)
{
    QFile in(templatePath);
    QFile file(out);
    if (!in.open(QIODevice::ReadOnly) || !file.open(QIODevice::WriteOnly))
        return false;
    QByteArray html = in.readAll();
    const QByteArray port = QByteArray::number(server.port());
    html.replace("@BASE@", "http://127.0.0.1:" + port + "/")
        .replace("@WSBASE@", "ws://127.0.0.1:" + port + "/")
        .replace("@PORT@", port);
    return file.write(html) == html.size();
}

// When the next page is opened after one whose script never returns (hostile-stuck.html).
enum NextOpen {
    FromTheWatchdogsSignal, // in the slot of pageUnresponsive(), the renderer just killed
    AfterTheWatchdogsEnd,   // as soon as the test sees pageUnresponsive()
    WhileThePageHangs,      // the renderer still held
};

} // namespace

class TstPageView : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void overlayBoxesCoverChosenElements_data();
    void overlayBoxesCoverChosenElements();
    void sharedNodeShowsEveryExtractor();
    void overlayLabelsNeverOverlap();
    void placeLabelsSeparatesCollidingLabels_data();
    void placeLabelsSeparatesCollidingLabels();
    void joinLabelsOneChipPerCorner_data();
    void joinLabelsOneChipPerCorner();
    void labelsKeepClearOfWhatThePageDrawsWithoutText_data();
    void labelsKeepClearOfWhatThePageDrawsWithoutText();
    void labelsStayOverTheSelection_data();
    void labelsStayOverTheSelection();
    void longRegionNamedAtTheTopOfTheView_data();
    void longRegionNamedAtTheTopOfTheView();
    void revealLeavesAChoiceInViewAlone_data();
    void revealLeavesAChoiceInViewAlone();
    void readerViewHidesTheRestAndIsReversible();
    void sourceModeMapsNodesToRenderedElements();
    void hostilePageFindsNothing();
    void remoteRequestsOfLocalPagesAreBlocked();
    void hostilePageReachesNoServer_data();
    void hostilePageReachesNoServer();
    void typedRemotePageReachesOnlyItsOwnPrivateHost();
    void pageThatRemovesForeignElementsKeepsOverlay();
    void streamedContentIsAwaited_data();
    void streamedContentIsAwaited();
    void navigationAfterAHungPage_data();
    void navigationAfterAHungPage();
    void navigationAfterTheRendererEnded_data();
    void navigationAfterTheRendererEnded();
};

void TstPageView::initTestCase()
{
    QVERIFY(createWindow());
}

void TstPageView::overlayBoxesCoverChosenElements_data()
{
    QTest::addColumn<QString>("extractor");
    QTest::addColumn<QString>("selector"); // what the page says the chosen element is
    QTest::addColumn<int>("count");
    QTest::newRow("test-class") << u"test-class"_s << u".content"_s << 1;
    QTest::newRow("plain") << u"plain"_s << u"body"_s << 1;
}

void TstPageView::overlayBoxesCoverChosenElements()
{
    QFETCH(QString, extractor);
    QFETCH(QString, selector);
    QFETCH(int, count);
    m_window->setExtractorEnabled(u"test-class"_s, extractor == u"test-class"_s);
    m_window->setExtractorEnabled(u"plain"_s, extractor == u"plain"_s);
    QVERIFY(load(fixture(u"basic.html"_s)));

    const QList<int> chosen = chosenElements(extractor.toStdString());
    QCOMPARE(chosen.size(), count);
    const QColor color = m_window->analysis()->run(extractor.toStdString())->color;
    const QVariantList boxes = eval(u"bs.boxes()"_s).toList();
    QCOMPARE(boxes.size(), count);
    for (int element : chosen) {
        QVERIFY(element >= 0);
        const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(element)).toMap();
        const QVariantMap box = boxes.first().toMap();
        QCOMPARE(box[u"kind"_s].toString(), u"box"_s);
        QCOMPARE(box[u"color"_s].toString(),
                 u"rgb(%1, %2, %3)"_s.arg(color.red()).arg(color.green()).arg(color.blue()));
        for (const char *k : {"x", "y", "w", "h"})
            QCOMPARE(qRound(box[QLatin1String(k)].toDouble()),
                     qRound(rect[QLatin1String(k)].toDouble()));
        // The page agrees: the element under the box's top left corner is the chosen one.
        const QString probe = u"document.elementFromPoint(%1 + 2, %2 + 2).closest('%3') !== null"_s
                                  .arg(box[u"x"_s].toDouble())
                                  .arg(box[u"y"_s].toDouble())
                                  .arg(selector);
        QVERIFY2(eval(probe).toBool(), qPrintable(probe));
    }
    m_window->setExtractorEnabled(u"plain"_s, false);
    m_window->setExtractorEnabled(u"test-class"_s, true);
}

void TstPageView::sharedNodeShowsEveryExtractor()
{
    m_window->setExtractorEnabled(u"test-main"_s, true);
    QVERIFY(load(fixture(u"basic.html"_s)));
    QCOMPARE(chosenElements("test-main"), chosenElements("test-class"));
    // Two outlines around one element, each layer 3 px further out (inspector.js), both outside
    // the element so that neither crosses its text; one label per extractor, not one for both.
    const QVariantList boxes = eval(u"bs.boxes()"_s).toList();
    QCOMPARE(boxes.size(), 2);
    const QVariantMap first = boxes[0].toMap(), second = boxes[1].toMap();
    for (const char *k : {"x", "y", "w", "h"})
        QCOMPARE(first[QLatin1String(k)], second[QLatin1String(k)]);
    const QVariantMap inner = first[u"drawn"_s].toMap(), outer = second[u"drawn"_s].toMap();
    QVERIFY(inner[u"x"_s].toDouble() < first[u"x"_s].toDouble());
    QCOMPARE(outer[u"x"_s].toDouble(), inner[u"x"_s].toDouble() - 3);
    QCOMPARE(outer[u"w"_s].toDouble(), inner[u"w"_s].toDouble() + 6);
    // One chip for the element, naming both extractors in the layers' order, not two labels
    // competing for its corner.
    QCOMPARE(eval(u"bs.geometry().omitted"_s).toInt(), 0);
    const QStringList labels = eval(u"bs.labels()"_s).toStringList();
    QCOMPARE(labels.size(), 1);
    QStringList layers;
    for (const ui::OverlayPlan::Layer &layer : m_window->pageView()->overlay().layers)
        layers << layer.id;
    QCOMPARE(labels.first().split(u' '), layers);
    m_window->setExtractorEnabled(u"test-main"_s, false);
}

void TstPageView::overlayLabelsNeverOverlap()
{
    m_window->setExtractorEnabled(u"test-main"_s, true);
    QVERIFY(load(fixture(u"collide.html"_s)));
    // The fixture is built to collide: #main and its first paragraph share their top-left corner,
    // so both labels want the same place; the four spans are narrower than their labels.
    const int main = eval(u"bs.number(document.getElementById('main'))"_s).toInt();
    const int first = eval(u"bs.number(document.querySelector('#main p'))"_s).toInt();
    const QVariantMap a = eval(u"bs.rect(%1)"_s.arg(main)).toMap();
    const QVariantMap b = eval(u"bs.rect(%1)"_s.arg(first)).toMap();
    QCOMPARE(a[u"x"_s], b[u"x"_s]);
    QCOMPARE(a[u"y"_s], b[u"y"_s]);
    QVERIFY(
        eval(u"document.querySelector('.row span').getBoundingClientRect().width"_s).toDouble() <
        40);
    const QVariantList labels = eval(u"bs.labelRects()"_s).toList();
    // One name per region: test-main on #main, test-class on the paragraph and on the four
    // spans (adjacent siblings: one region); a label with no place clear of the text is left out.
    qsizetype named = 0;
    for (const QVariant &label : labels)
        named += label.toMap()[u"text"_s].toString().split(u' ').size();
    QCOMPARE(named + eval(u"bs.geometry().omitted"_s).toInt(), 3);
    QVERIFY(labels.size() >= 1);
    for (qsizetype i = 0; i < labels.size(); ++i)
        for (qsizetype j = i + 1; j < labels.size(); ++j)
            QVERIFY2(!overlap(labels[i].toMap(), labels[j].toMap()),
                     qPrintable(u"%1 / %2"_s.arg(labels[i].toMap()[u"text"_s].toString(),
                                                 labels[j].toMap()[u"text"_s].toString())));
    m_window->setExtractorEnabled(u"test-main"_s, false);
}

void TstPageView::placeLabelsSeparatesCollidingLabels_data()
{
    // Label items {w, h, region: {x, y, w, h}, pad} as draw() builds them, the lines of text
    // ({x, y, w, h}) and how many labels find no place; the viewport is 800 × 600.
    QTest::addColumn<QString>("items");
    QTest::addColumn<QString>("lines");
    QTest::addColumn<int>("omitted");
    QTest::newRow("three regions on one corner")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:200}},"
           "{w:80,h:14,pad:5,region:{x:100,y:100,w:300,h:200}},"
           "{w:40,h:14,pad:8,region:{x:100,y:100,w:300,h:200}}]"_s
        << u"[]"_s << 0;
    QTest::newRow("lines where the first places are")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:200}}]"_s
        << u"[{x:0,y:90,w:800,h:20},{x:0,y:80,w:800,h:10}]"_s << 0;
    QTest::newRow("no room clear of the text")
        << u"[{w:60,h:14,pad:2,region:{x:0,y:10,w:800,h:580}}]"_s << u"[{x:0,y:0,w:800,h:600}]"_s
        << 1;
    QTest::newRow("apart stay put") << u"[{w:50,h:14,pad:2,region:{x:100,y:50,w:100,h:50}},"
                                       "{w:50,h:14,pad:2,region:{x:400,y:300,w:100,h:50}}]"_s
                                    << u"[]"_s << 0;
    // A region as wide as the viewport below a line of text: no margin beside it, no room above
    // it; its first line ends half way, which leaves its top right corner free.
    QTest::newRow("full width: inside its top right corner")
        << u"[{w:60,h:14,pad:2,region:{x:0,y:100,w:800,h:200}}]"_s
        << u"[{x:0,y:80,w:800,h:18},{x:0,y:100,w:500,h:18},{x:0,y:120,w:800,h:180}]"_s << 0;
    // A chip of three extractors, too wide for the margin left of its region as a row, with
    // text above the region and a column of text right of it: its column fits the margin.
    QTest::newRow("a chip's column in a narrow margin")
        << u"[{w:200,h:14,pad:8,column:{w:70,h:42},region:{x:200,y:100,w:500,h:200}}]"_s
        << u"[{x:0,y:40,w:800,h:38},{x:200,y:80,w:500,h:18},{x:200,y:100,w:500,h:200},"
           "{x:720,y:0,w:80,h:600}]"_s
        << 0;
}

void TstPageView::placeLabelsSeparatesCollidingLabels()
{
    QFETCH(QString, items);
    QFETCH(QString, lines);
    QFETCH(int, omitted);
    QVERIFY(load(fixture(u"basic.html"_s)));
    const QVariantList in = eval(u"(%1)"_s.arg(items)).toList();
    const QVariantList text = eval(u"(%1)"_s.arg(lines)).toList();
    const QVariantList at = eval(u"bs.placeLabels(%1, %2, 800, 600)"_s.arg(items, lines)).toList();
    QCOMPARE(at.size(), in.size());
    QList<QVariantMap> placed;
    int none = 0;
    for (qsizetype k = 0; k < in.size(); ++k) {
        if (at[k].isNull()) {
            ++none;
            continue;
        }
        // The place and the shape it was given (a chip's row or column).
        QVariantMap r = at[k].toMap();
        const QVariantMap item = in[k].toMap();
        const QVariantMap shape = r[u"column"_s].toBool() ? item[u"column"_s].toMap() : item;
        QCOMPARE(r[u"w"_s].toDouble(), shape[u"w"_s].toDouble());
        QCOMPARE(r[u"h"_s].toDouble(), shape[u"h"_s].toDouble());
        // Inside the viewport, off its edges, clear of every line of text.
        QVERIFY(r[u"x"_s].toDouble() >= 4 && r[u"y"_s].toDouble() >= 4);
        QVERIFY(r[u"x"_s].toDouble() + r[u"w"_s].toDouble() <= 796);
        QVERIFY(r[u"y"_s].toDouble() + r[u"h"_s].toDouble() <= 596);
        for (const QVariant &line : text)
            QVERIFY2(!overlap(r, line.toMap()), qPrintable(u"label %1"_s.arg(k)));
        placed << r;
    }
    QCOMPARE(none, omitted);
    for (qsizetype i = 0; i < placed.size(); ++i)
        for (qsizetype j = i + 1; j < placed.size(); ++j)
            QVERIFY2(!overlap(placed[i], placed[j]), qPrintable(u"%1 / %2"_s.arg(i).arg(j)));
    // With room, a label goes into the margin left of its region's top, beside its outline.
    if (QByteArray(QTest::currentDataTag()) == "apart stay put")
        for (qsizetype k = 0; k < in.size(); ++k) {
            const QVariantMap item = in[k].toMap();
            const QVariantMap region = item[u"region"_s].toMap();
            QCOMPARE(at[k].toMap()[u"x"_s].toDouble(), region[u"x"_s].toDouble() -
                                                           item[u"pad"_s].toDouble() -
                                                           item[u"w"_s].toDouble() - 2);
            QCOMPARE(at[k].toMap()[u"y"_s].toDouble(),
                     region[u"y"_s].toDouble() - item[u"pad"_s].toDouble());
        }
}

void TstPageView::joinLabelsOneChipPerCorner_data()
{
    // Label items as draw() builds them ({w, h, pad, region}, one per region), and the chips
    // expected: each its members' indices, in the items' order.
    QTest::addColumn<QString>("items");
    QTest::addColumn<QList<QList<int>>>("chips");
    QTest::newRow("one element, three extractors")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:200}},"
           "{w:80,h:14,pad:5,region:{x:100,y:100,w:300,h:200}},"
           "{w:40,h:14,pad:8,region:{x:100,y:100,w:300,h:200}}]"_s
        << QList<QList<int>>{{0, 1, 2}};
    QTest::newRow("an element and its first child")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:200}},"
           "{w:80,h:14,pad:5,region:{x:108,y:104,w:280,h:20}}]"_s
        << QList<QList<int>>{{0, 1}};
    QTest::newRow("a label's height apart")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:20}},"
           "{w:80,h:14,pad:5,region:{x:100,y:114,w:300,h:20}}]"_s
        << QList<QList<int>>{{0}, {1}};
    QTest::newRow("two corners, the second twice")
        << u"[{w:60,h:14,pad:2,region:{x:100,y:100,w:300,h:20}},"
           "{w:80,h:14,pad:5,region:{x:400,y:300,w:100,h:50}},"
           "{w:40,h:14,pad:8,region:{x:400,y:300,w:100,h:50}}]"_s
        << QList<QList<int>>{{0}, {1, 2}};
}

// Regions that start at one corner get one chip listing their extractors: as wide as their
// labels side by side (or as tall as them one above the other), around all of their regions,
// beside the outermost outline.
void TstPageView::joinLabelsOneChipPerCorner()
{
    QFETCH(QString, items);
    QFETCH(QList<QList<int>>, chips);
    QVERIFY(load(fixture(u"basic.html"_s)));
    const QVariantList in = eval(u"(%1)"_s.arg(items)).toList();
    const QVariantList out = eval(u"bs.joinLabels(%1)"_s.arg(items)).toList();
    QCOMPARE(out.size(), chips.size());
    for (qsizetype c = 0; c < chips.size(); ++c) {
        const QVariantMap chip = out[c].toMap();
        QList<int> members;
        for (const QVariant &m : chip[u"members"_s].toList())
            members << m.toInt();
        QCOMPARE(members, chips[c]);
        double w = 0, pad = 0, widest = 0, tall = 0;
        QRectF around;
        for (int m : members) {
            const QVariantMap item = in[m].toMap();
            w += item[u"w"_s].toDouble();
            widest = std::max(widest, item[u"w"_s].toDouble());
            tall += item[u"h"_s].toDouble();
            pad = std::max(pad, item[u"pad"_s].toDouble());
            around |= rectOf(item[u"region"_s].toMap());
        }
        QCOMPARE(chip[u"w"_s].toDouble(), w);
        QCOMPARE(chip[u"pad"_s].toDouble(), pad);
        QCOMPARE(rectOf(chip[u"region"_s].toMap()), around);
        // Several members may stand one above the other instead: as wide as the widest.
        const QVariantMap column = chip[u"column"_s].toMap();
        QCOMPARE(column.isEmpty(), members.size() == 1);
        if (!column.isEmpty()) {
            QCOMPARE(column[u"w"_s].toDouble(), widest);
            QCOMPARE(column[u"h"_s].toDouble(), tall);
        }
    }
}

void TstPageView::labelsKeepClearOfWhatThePageDrawsWithoutText_data()
{
    // A case of obstacles.html, and the box (x, y, w, h in the viewport) of what the page draws
    // there without a text node of its own, computed from the fixture's style sheet.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("box");
    QTest::newRow("image that cannot load (its alt text)")
        << u"image"_s
        << u"(() => { const r = document.querySelector('#image img')"
           ".getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, "
           "h: r.height}; })()"_s;
    QTest::newRow("drop-down")
        << u"select"_s
        << u"(() => { const r = document.querySelector('#select select')"
           ".getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, "
           "h: r.height}; })()"_s;
    // The marker of an outside list item ends where the item begins, on its first line (font
    // 16px/20px): "•" and its space take well under 2 em.
    QTest::newRow("list marker")
        << u"markers"_s
        << u"(() => { const r = document.querySelector('#markers li.content')"
           ".getBoundingClientRect(); return {x: r.left - 32, y: r.top, w: 32, "
           "h: 20}; })()"_s;
}

// The label of a chosen block goes where it covers nothing the page draws: not only no line of
// text, but no image showing its alt text, no form control showing its value and no list marker.
void TstPageView::labelsKeepClearOfWhatThePageDrawsWithoutText()
{
    QFETCH(QString, id);
    QFETCH(QString, box);
    QVERIFY(load(fixture(u"obstacles.html"_s)));
    eval(u"scrollTo(0, document.getElementById('%1').offsetTop - 100), bs.flush()"_s.arg(id));
    const QVariantMap obstacle = eval(box).toMap();
    QVERIFY(rectOf(obstacle).isValid());
    const QVariantList labels = eval(u"bs.labelRects()"_s).toList();
    // The block's label found a place (right of it), and it covers nothing.
    QCOMPARE(labels.size(), 1);
    QVERIFY2(!overlap(labels.first().toMap(), obstacle),
             qPrintable(u"label at %1,%2"_s.arg(labels.first().toMap()[u"x"_s].toDouble())
                            .arg(labels.first().toMap()[u"y"_s].toDouble())));
}

void TstPageView::labelsStayOverTheSelection_data()
{
    QTest::addColumn<QString>("focus"); // how the block is singled out, and its box's kind
    QTest::newRow("selected") << u"sel"_s;
    QTest::newRow("hovered in a chart") << u"hl"_s;
    QTest::newRow("flashed") << u"flash"_s;
}

// A block as wide as the view has its label inside its top right corner; selecting, hovering
// or flashing the block draws a box over it, which must not cover the label.
void TstPageView::labelsStayOverTheSelection()
{
    QFETCH(QString, focus);
    QVERIFY(load(fixture(u"fullwidth.html"_s)));
    const int block = elementOf(u"#block"_s);
    QVERIFY(block >= 0);
    const QString single = focus == u"sel"_s  ? u"bs.setSelected(%1, false)"_s
                           : focus == u"hl"_s ? u"bs.setHighlight(%1)"_s
                                              : u"bs.flash(%1)"_s;
    eval(u"scrollTo(0, 0), %1, bs.flush()"_s.arg(single.arg(block)));
    const QVariantList labels = eval(u"bs.labelRects()"_s).toList();
    QCOMPARE(labels.size(), 1);
    const QVariantMap label = labels.first().toMap();
    const QVariantList boxes =
        eval(u"bs.boxes().filter(b => b.kind === '%1')"_s.arg(focus)).toList();
    QCOMPARE(boxes.size(), 1);
    const QVariantMap box = boxes.first().toMap();
    QVERIFY2(overlap(label, box[u"drawn"_s].toMap()), "the fixture puts the label on the block");
    QVERIFY2(label[u"z"_s].toInt() > box[u"z"_s].toInt(),
             qPrintable(u"label painted at %1, the box at %2"_s.arg(label[u"z"_s].toInt())
                            .arg(box[u"z"_s].toInt())));
    eval(u"bs.setSelected(-1, false), bs.setHighlight(-1), bs.flush()"_s);
}

void TstPageView::longRegionNamedAtTheTopOfTheView_data()
{
    QTest::addColumn<int>("below"); // how far the block's bottom lies below the view's top
    QTest::addColumn<bool>("named");
    QTest::newRow("scrolled into") << 600 << true;
    // Its last few pixels: a label there would stand beside what follows the block.
    QTest::newRow("scrolled past but for 20 px") << 20 << false;
}

// A chosen block that starts above the view and goes on into it (a long article scrolled into)
// is named at the top of the view, beside it, where it starts in view.
void TstPageView::longRegionNamedAtTheTopOfTheView()
{
    QFETCH(int, below);
    QFETCH(bool, named);
    QVERIFY(load(fixture(u"long.html"_s)));
    const int block = elementOf(u"#block"_s);
    QVERIFY(block >= 0);
    // The block's bottom in the document's coordinates.
    const double bottom = eval(u"bs.rect(%1).y + bs.rect(%1).h + scrollY"_s.arg(block)).toDouble();
    eval(u"scrollTo(0, %1), bs.flush()"_s.arg(bottom - below));
    const QVariantMap now = eval(u"bs.rect(%1)"_s.arg(block)).toMap();
    QVERIFY(now[u"y"_s].toDouble() < 0);
    const QVariantList labels = eval(u"bs.labelRects()"_s).toList();
    QCOMPARE(labels.size(), named ? 1 : 0);
    if (!named)
        return;
    const QVariantMap label = labels.first().toMap();
    QCOMPARE(label[u"text"_s].toString(), u"test-class"_s);
    // In the view's top rows, in the margin left of the block.
    QVERIFY2(label[u"y"_s].toDouble() >= 4 && label[u"y"_s].toDouble() <= 4 + 14,
             qPrintable(QString::number(label[u"y"_s].toDouble())));
    QVERIFY(label[u"x"_s].toDouble() + label[u"w"_s].toDouble() <= now[u"x"_s].toDouble());
}

void TstPageView::revealLeavesAChoiceInViewAlone_data()
{
    QTest::addColumn<QStringList>("regions"); // a selector per region, in bs.reveal's order
    QTest::addColumn<QString>("answer");
    QTest::newRow("the first region below the view: brought into view")
        << QStringList{u"#description"_s, u"#footer"_s} << u"revealed"_s;
    // The page opens with another extractor's choice in sight (a headline at its top): what the
    // user sees already shows a choice, so the page stays where it is.
    QTest::newRow("a later region in view: left alone")
        << QStringList{u"#description"_s, u"#top"_s} << u"shown"_s;
    QTest::newRow("no region has a box") << QStringList{u"#nowhere"_s} << u"none"_s;
}

// bs.reveal on a page whose description lies below a tall picture (a shop's product page).
void TstPageView::revealLeavesAChoiceInViewAlone()
{
    QFETCH(QStringList, regions);
    QFETCH(QString, answer);
    QVERIFY(load(fixture(u"below-fold.html"_s)));
    eval(u"scrollTo(0, 0)"_s); // the page loaded again keeps where the row before left it
    QStringList lists;
    for (const QString &selector : regions)
        lists << u"[%1]"_s.arg(std::max(elementOf(selector), -1));
    const QString got = eval(u"bs.reveal([%1])"_s.arg(lists.join(u','))).toString();
    QCOMPARE(got, answer);
    const double scrollY = eval(u"scrollY"_s).toDouble();
    if (answer == u"revealed"_s) {
        const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(elementOf(regions.first()))).toMap();
        QVERIFY2(rect[u"y"_s].toDouble() >= 0 && scrollY > 0,
                 qPrintable(u"top %1, scrolled %2"_s.arg(rect[u"y"_s].toDouble()).arg(scrollY)));
    } else {
        QCOMPARE(scrollY, 0.0);
    }
}

void TstPageView::readerViewHidesTheRestAndIsReversible()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const QString visibility =
        u"[...document.querySelectorAll('%1')].map(e => getComputedStyle(e).visibility)"
        u".join(',')"_s;
    m_window->setReaderView(true);
    QTRY_COMPARE_WITH_TIMEOUT(eval(visibility.arg(u"nav, .sidebar, footer"_s)).toString(),
                              u"hidden,hidden,hidden"_s, kTimeoutMs);
    QCOMPARE(eval(visibility.arg(u"body, #main, #first"_s)).toString(),
             u"visible,visible,visible"_s);
    m_window->setReaderView(false);
    QTRY_COMPARE_WITH_TIMEOUT(eval(visibility.arg(u"nav, .sidebar, footer"_s)).toString(),
                              u"visible,visible,visible"_s, kTimeoutMs);
    QCOMPARE(eval(u"document.querySelector('nav').getAttribute('style')"_s).toString(), QString());
}

void TstPageView::sourceModeMapsNodesToRenderedElements()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const QList<int> rendered = chosenElements("test-class");
    QSignalSpy shown(m_window, &ui::MainWindow::analysisShown);
    m_window->setSourceMode(true);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, kTimeoutMs);
    QVERIFY(!m_window->analysis()->rendered);
    QVERIFY(!m_window->analysis()->document->rendered());
    QCOMPARE(chosenElements("test-class"), rendered);
    QCOMPARE(eval(u"bs.boxes().length"_s).toInt(), 1);
    m_window->setSourceMode(false);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 1, kTimeoutMs);
}

void TstPageView::hostilePageFindsNothing()
{
    m_window->setExtractorEnabled(u"plain"_s, true);
    m_window->setReaderView(false);
    QVERIFY(load(fixture(u"hostile.html"_s)));
    // Our side worked: the page is numbered, boxes are drawn, a click selects.
    QCOMPARE(eval(u"bs.boxes().length"_s).toInt(), 2);
    m_window->selectElement(eval(u"bs.number(document.querySelector('x-trap'))"_s).toInt());
    m_window->pageView()->setHighlightedElement(0);
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.boxes().length"_s).toInt(), 4, kTimeoutMs);
    // The page's side: nothing of ours in its world.
    const QStringList found = eval(u"probe()"_s, QWebEngineScript::MainWorld).toStringList();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u"; "_s)));
    QCOMPARE(eval(u"typeof bs"_s, QWebEngineScript::MainWorld).toString(), u"undefined"_s);
    // The probe does see what we would leave in the DOM, so the emptiness above means something.
    eval(u"document.body.setAttribute('data-bs-leak', '1')"_s);
    QCOMPARE(eval(u"probe()"_s, QWebEngineScript::MainWorld).toStringList(),
             QStringList{u"attribute:data-bs-leak"_s});
    m_window->setExtractorEnabled(u"plain"_s, false);
}

void TstPageView::remoteRequestsOfLocalPagesAreBlocked()
{
    // A server of our own on loopback: a local page's image, fetch and navigation to it must
    // never reach it.
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost));
    QVERIFY(load(fixture(u"basic.html"_s)));
    QSignalSpy finished(m_window->pageView(), &QWebEngineView::loadFinished);
    const QString base = u"http://127.0.0.1:%1/"_s.arg(server.serverPort());
    eval(u"new Image().src = '%1pixel.png'; fetch('%1data').catch(() => 0);"
         u"location.href = '%1next.html'"_s.arg(base),
         QWebEngineScript::MainWorld);
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), kTimeoutMs);
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(!server.waitForNewConnection(500));
    // The test can fail: the same server is reachable from here.
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, server.serverPort());
    QVERIFY(server.waitForNewConnection(kTimeoutMs));
}

void TstPageView::hostilePageReachesNoServer_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<int>("attempts"); // attempt() calls of the page's script
    QTest::addColumn<bool>("knownLeak");
    QTest::newRow("every request kind") << u"hostile-network.html"_s << 19 << false;
    QTest::newRow("webrtc from a script-made frame") << u"hostile-webrtc-frame.html"_s << 1 << true;
}

// A page from a file tries every kind of request towards a loopback server; none may arrive.
void TstPageView::hostilePageReachesNoServer()
{
    QFETCH(QString, page);
    QFETCH(int, attempts);
    QFETCH(bool, knownLeak);
    LoopbackServer server;
    QVERIFY(server.listen());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(page);
    QVERIFY(instantiate(fixture(page), path, server));
    QVERIFY(load(path));
    // The page's script ran twice (at parse time and on load), every attempt of it.
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"attempts.length"_s, QWebEngineScript::MainWorld).toInt(),
                              2 * attempts, kTimeoutMs);
    // Requests are asynchronous: give them time to arrive (WebRTC gathers candidates for a
    // while), then none may have. The known leak is waited for, so that it fails every time.
    if (knownLeak) {
        static_cast<void>(testwait::waitFor([&] { return !server.seen().isEmpty(); }, kTimeoutMs));
        QEXPECT_FAIL("",
                     "Qt WebEngine 6.4 runs no user script in an empty frame made by a "
                     "script, and has no switch to turn WebRTC off (README)",
                     Continue);
    } else {
        testwait::wait(2000);
    }
    QVERIFY2(server.seen().isEmpty(), qPrintable(server.seen().join(u", "_s)));
    // The counter counts: a request the test makes itself arrives.
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(probe.waitForConnected(kTimeoutMs));
    probe.write("GET /control HTTP/1.0\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(server.seen().contains(u"GET /control"_s), kTimeoutMs);
}

// A typed URL on loopback: the page and its frame load from their own host and port, every
// request towards another loopback server is refused, and no popup opens.
void TstPageView::typedRemotePageReachesOnlyItsOwnPrivateHost()
{
    LoopbackServer own, other;
    QVERIFY(own.listen());
    QVERIFY(other.listen());
    own.serve(u"/page.html"_s,
              "<!DOCTYPE html><title>Typed</title><div class=content><p>Text of a typed page "
              "served by a loopback server, long enough to be chosen.</p>"
              "<img src='/own.png'></div><iframe src='/frame.html'></iframe><script>"
              "window.done = false; fetch('/own-fetch').finally(() => { done = true; });"
              "const ws = new WebSocket('ws://' + location.host + '/own-ws');"
              "window.open('/popup');</script>");
    QTemporaryDir dir;
    const QString frame = dir.filePath(u"frame.html"_s);
    QVERIFY(instantiate(fixture(u"hostile-network.html"_s), frame, other));
    QFile file(frame);
    QVERIFY(file.open(QIODevice::ReadOnly));
    own.serve(u"/frame.html"_s, file.readAll());
    QVERIFY(load(own.base() + u"page.html"_s));
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"done"_s, QWebEngineScript::MainWorld).toBool(), kTimeoutMs);
    const QStringList wanted = {u"GET /page.html"_s, u"GET /own.png"_s, u"GET /frame.html"_s,
                                u"GET /own-fetch"_s, u"GET /own-ws"_s};
    QTRY_VERIFY2_WITH_TIMEOUT(std::all_of(wanted.cbegin(), wanted.cend(),
                                          [&](const QString &w) { return own.seen().contains(w); }),
                              qPrintable(own.seen().join(u", "_s)), kTimeoutMs);
    testwait::wait(2000);
    QVERIFY2(!own.seen().contains(u"GET /popup"_s), qPrintable(own.seen().join(u", "_s)));
    QVERIFY2(other.seen().isEmpty(), qPrintable(other.seen().join(u", "_s)));
    // The analysis is of the typed page.
    QCOMPARE(m_window->analysis()->page.url.toString(), own.base() + u"page.html"_s);
}

// hostile-dom.html removes and restyles every element it did not create, watches the DOM and
// transforms <body>: it sees nothing of ours, and the overlay is drawn where it belongs.
void TstPageView::pageThatRemovesForeignElementsKeepsOverlay()
{
    m_window->setReaderView(false);
    QVERIFY(load(fixture(u"hostile-dom.html"_s)));
    const int content = eval(u"bs.number(document.querySelector('.content'))"_s).toInt();
    const int sidebar = eval(u"bs.number(document.querySelector('.sidebar'))"_s).toInt();
    QCOMPARE(chosenElements("test-class"), QList<int>{content});
    m_window->selectElement(sidebar);
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.boxes().length"_s).toInt(), 2, kTimeoutMs);
    testwait::wait(300); // the page sweeps every 20 ms
    const QStringList seen = eval(u"report()"_s, QWebEngineScript::MainWorld).toStringList();
    QVERIFY2(seen.isEmpty(), qPrintable(seen.join(u"; "_s)));
    // Each box lies over its element, in viewport coordinates, although <body> is transformed.
    const QVariantList boxes = eval(u"bs.boxes()"_s).toList();
    const QColor color = m_window->analysis()->run("test-class")->color;
    for (const QVariant &b : boxes) {
        const QVariantMap box = b.toMap();
        const int element = box[u"kind"_s].toString() == u"box"_s ? content : sidebar;
        const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(element)).toMap();
        QVERIFY(rect[u"x"_s].toDouble() >= 23); // body's margin
        for (const char *k : {"x", "y", "w", "h"})
            QCOMPARE(qRound(box[QLatin1String(k)].toDouble()),
                     qRound(rect[QLatin1String(k)].toDouble()));
    }
    // ... and it is on screen: the mark's border has the extractor's colour in the view.
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(content)).toMap();
    // The outline lies just outside the element (its 2 px border ends where the element starts).
    const QPoint border(qRound(rect[u"x"_s].toDouble()) - 1,
                        qRound(rect[u"y"_s].toDouble() + rect[u"h"_s].toDouble() / 2));
    // Compared as RGB values: the palette's colours may carry another colour spec (HSL) than the
    // grabbed pixel, and QColor's == compares specs too.
    QTRY_COMPARE_WITH_TIMEOUT(m_window->pageView()->grab().toImage().pixelColor(border).rgb(),
                              color.rgb(), kTimeoutMs);
    // The page's watch works: an element we would add is reported, found and removed.
    eval(u"document.body.appendChild(document.createElement('div')).id = 'foreign'"_s);
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"report().join(';')"_s, QWebEngineScript::MainWorld)
                                 .toString()
                                 .contains(u"sweep found <div>"_s),
                             kTimeoutMs);
    QVERIFY(eval(u"report().includes('added <div> to <body>')"_s, QWebEngineScript::MainWorld)
                .toBool());
    QCOMPARE(eval(u"document.getElementById('foreign') === null"_s).toBool(), true);
}

// React's streamed content, which the page's script reveals after the load: the snapshot waits
// for it while the page's scripts run (PageView::kStreamWaitMs), and is taken all the same when
// the script never comes or scripts are off. A hidden "S:" div behind no React placeholder is not
// waited for: the row's page is streamed.html with its placeholder a <span> and the reveal at
// 2.5 s, which a wait would see.
void TstPageView::streamedContentIsAwaited_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<bool>("placeholder"); // false: the derived page above
    QTest::addColumn<bool>("scripts");
    QTest::addColumn<bool>("streamed"); // the analysed text holds the streamed words
    QTest::newRow("revealed after the load") << u"streamed.html"_s << true << true << true;
    QTest::newRow("never revealed") << u"streamed-stuck.html"_s << true << true << false;
    QTest::newRow("page scripts off") << u"streamed.html"_s << true << false << false;
    QTest::newRow("behind no placeholder") << u"streamed.html"_s << false << true << false;
}

void TstPageView::streamedContentIsAwaited()
{
    QFETCH(QString, page);
    QFETCH(bool, placeholder);
    QFETCH(bool, scripts);
    QFETCH(bool, streamed);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = fixture(page);
    if (!placeholder) {
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString html = QString::fromUtf8(in.readAll());
        const qsizetype replaced = html.count(u"<template id=\"B:0\"></template>"_s);
        html.replace(u"<template id=\"B:0\"></template>"_s, u"<span id=\"B:0\"></span>"_s)
            .replace(u"}, 800);"_s, u"}, 2500);"_s);
        QCOMPARE(replaced, 1);
        path = dir.filePath(page);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(html.toUtf8());
    }
    tickOnly({u"plain"_s});
    m_window->pageView()->setScriptsEnabled(scripts);
    const auto restore = qScopeGuard([this] {
        m_window->pageView()->setScriptsEnabled(true);
        tickOnly({u"test-class"_s}); // as createWindow() left it
    });
    QVERIFY(load(path));
    const auto a = m_window->analysis();
    QVERIFY(a && a->run("plain"));
    const std::string &text = a->run("plain")->result.text;
    QCOMPARE(text.find("The shell of the page") != std::string::npos, true);
    QCOMPARE(text.find("Streamed words arrive") != std::string::npos, streamed);
}

void TstPageView::navigationAfterAHungPage_data()
{
    QTest::addColumn<int>("when");
    // The watchdog's patience once the next page is asked for.
    QTest::addColumn<int>("patience");
    QTest::newRow("from the watchdog's signal")
        << int(FromTheWatchdogsSignal) << ui::PageView::kUnresponsiveMs;
    QTest::newRow("right after the watchdog's end")
        << int(AfterTheWatchdogsEnd) << ui::PageView::kUnresponsiveMs;
    // More patient than the test: only leaving the page can free the renderer.
    QTest::newRow("while the page still hangs") << int(WhileThePageHangs) << 10 * kTimeoutMs;
    // The watchdog runs out before the page left has been asked twice: it is still that page's
    // script that holds the renderer, not the next page's.
    QTest::newRow("while the page still hangs, the watchdog running out first")
        << int(WhileThePageHangs) << kShortUnresponsiveMs;
}

// A page whose script never returns (page scripts on) holds its renderer. The page opened next,
// without a pause, loads in a fresh renderer, is instrumented and analysed: whether the watchdog
// ended the held renderer (and Qt WebEngine has not reported that end yet) or leaving the page
// has to end it.
void TstPageView::navigationAfterAHungPage()
{
    QFETCH(int, when);
    QFETCH(int, patience);
    ui::PageView *view = m_window->pageView();
    // Short, to end the hung page soon; or longer than the test, to let it hang.
    view->setUnresponsiveTimeout(when == WhileThePageHangs ? 10 * kTimeoutMs
                                                           : kShortUnresponsiveMs);
    const auto usual =
        qScopeGuard([view] { view->setUnresponsiveTimeout(ui::PageView::kUnresponsiveMs); });
    const QString next = fixture(u"basic.html"_s);
    QSignalSpy stuck(view, &ui::PageView::pageUnresponsive);
    QSignalSpy started(view, &QWebEngineView::loadStarted);
    QSignalSpy failed(view, &ui::PageView::pageLoadFailed);
    QObject scope; // the connection below goes with this test function
    const QUrl before = view->url();
    if (when == FromTheWatchdogsSignal)
        connect(view, &ui::PageView::pageUnresponsive, &scope, [this, view, next, patience] {
            view->setUnresponsiveTimeout(patience);
            m_window->openLocation(next);
        });
    m_window->openLocation(fixture(u"hostile-stuck.html"_s));
    QVERIFY(started.wait(kTimeoutMs));
    if (when == AfterTheWatchdogsEnd) {
        QVERIFY(stuck.wait(kTimeoutMs));
        view->setUnresponsiveTimeout(patience);
        m_window->openLocation(next);
    } else if (when == WhileThePageHangs) {
        // Held once the page's script runs: a question to our world gets no answer.
        const auto held = [view] {
            const auto answered = std::make_shared<bool>(false);
            view->runInWorld(u"0"_s, [answered](const QVariant &) { *answered = true; });
            testwait::wait(1000);
            return !*answered;
        };
        QTRY_VERIFY_WITH_TIMEOUT(held(), kTimeoutMs);
        view->setUnresponsiveTimeout(patience);
        m_window->openLocation(next);
    }
    // The page asked for, rendered and instrumented: its analysis is of the rendered page, and
    // the page answers with the element numbers the analysis uses.
    const QUrl wanted = QUrl::fromLocalFile(next);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis() && m_window->analysis()->page.url == wanted &&
                                 m_window->analysis()->rendered,
                             kTimeoutMs);
    QCOMPARE(stuck.count(), when == WhileThePageHangs ? 0 : 1);
    QVERIFY(!view->isUnresponsive());
    QCOMPARE(view->url(), wanted);
    QCOMPARE(chosenElements("test-class"), QList<int>{elementOf(u".content"_s)});
    QVERIFY(m_window->windowTitle().contains(u"Fixture: basic page"_s));
    // The renderer was replaced, not the history: Back leads to the hung page, then to the one
    // before it.
    QList<QUrl> expected{QUrl::fromLocalFile(fixture(u"hostile-stuck.html"_s)), wanted};
    if (!before.isEmpty())
        expected.prepend(before);
    QList<QUrl> visited;
    for (const QWebEngineHistoryItem &item : view->history()->items())
        visited << item.url();
    QCOMPARE(visited.mid(visited.size() - expected.size()), expected);
    QCOMPARE(failed.count(), 0);
    QVERIFY(view->navigationAction(QWebEnginePage::Back)->isEnabled());
}

void TstPageView::navigationAfterTheRendererEnded_data()
{
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("shown"); // the fixture shown when the renderer ends
    QTest::addColumn<QString>("expected");
    QTest::newRow("back") << int(QWebEnginePage::Back) << u"article.html"_s << u"basic.html"_s;
    QTest::newRow("forward") << int(QWebEnginePage::Forward) << u"basic.html"_s
                             << u"article.html"_s;
    QTest::newRow("reload") << int(QWebEnginePage::Reload) << u"article.html"_s
                            << u"article.html"_s;
}

// A renderer that ended (crashed, or killed) leaves its page object for a fresh one; Back,
// Forward and Reload then move through the same history, which gains no entry.
void TstPageView::navigationAfterTheRendererEnded()
{
    QFETCH(int, action);
    QFETCH(QString, shown);
    QFETCH(QString, expected);
    ui::PageView *view = m_window->pageView();
    const auto analysed = [this](const QString &name) {
        const QUrl url = QUrl::fromLocalFile(fixture(name));
        return m_window->analysis() && m_window->analysis()->page.url == url &&
               m_window->analysis()->rendered;
    };
    for (const QString &name : {u"basic.html"_s, u"article.html"_s}) {
        m_window->openLocation(fixture(name));
        QTRY_VERIFY_WITH_TIMEOUT(analysed(name), kTimeoutMs);
    }
    if (shown != u"article.html"_s) {
        view->navigationAction(QWebEnginePage::Back)->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(analysed(shown), kTimeoutMs);
    }
    const auto visited = [view] {
        QList<QUrl> urls;
        for (const QWebEngineHistoryItem &item : view->history()->items())
            urls << item.url();
        return urls;
    };
    const QList<QUrl> before = visited();
    QSignalSpy ended(view->page(), &QWebEnginePage::renderProcessTerminated);
    QVERIFY(view->page()->renderProcessPid() > 0);
    ::kill(pid_t(view->page()->renderProcessPid()), SIGKILL);
    QVERIFY(ended.wait(kTimeoutMs));
    const std::shared_ptr<const ui::Analysis> old = m_window->analysis();
    QAction *move = view->navigationAction(QWebEnginePage::WebAction(action));
    QVERIFY(move->isEnabled());
    move->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis() != old && analysed(expected), kTimeoutMs);
    QCOMPARE(view->url(), QUrl::fromLocalFile(fixture(expected)));
    QCOMPARE(visited(), before);
}

QTEST_MAIN(TstPageView)

#include "tst_pageview.moc"
