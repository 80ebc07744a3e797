// LayoutManager on a bare main window with the inspection window's five docks: each layout's
// arrangement, the memory of the user's changes per layout, Reset, and the settings that carry
// them into the next session; and each layout of the real window on a laptop's 1280 × 720 screen
// (ctest runs this test on one).
#include <common/analysis.h>
#include <inspector/dominspector.h>
#include <inspector/nodedetailview.h>
#include <metadata/metadata.h>
#include <metadata/metadatacapability.h>
#include <page/pageview.h>
#include <registry/extractorregistry.h>
#include <window/layoutmanager.h>
#include <window/mainwindow.h>

#include "testwait.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTextBrowser>
#include <QtTest>

#include <memory>

using ui::LayoutManager;
using namespace Qt::StringLiterals;

namespace {

const char *const kDocks[] = {"extractorsDock", "inspectorDock", "textDock", "annotationDock",
                              "chartsDock"};

struct Window
{
    std::unique_ptr<QMainWindow> window = std::make_unique<QMainWindow>();
    LayoutManager *layouts = nullptr;

    explicit Window(bool useSettings)
    {
        window->setCentralWidget(new QLabel(QStringLiteral("page")));
        for (const char *name : kDocks) {
            auto *d = new QDockWidget(QString::fromLatin1(name), window.get());
            d->setObjectName(QString::fromLatin1(name));
            d->setWidget(new QLabel(QString::fromLatin1(name)));
            window->addDockWidget(Qt::RightDockWidgetArea, d);
        }
        window->resize(1600, 1000);
        layouts = new LayoutManager(window.get(), useSettings);
    }
    QDockWidget *dock(const char *name) const
    {
        return window->findChild<QDockWidget *>(QString::fromLatin1(name));
    }
    bool shown(const char *name) const { return !dock(name)->isHidden(); }
    Qt::DockWidgetArea area(const char *name) const { return window->dockWidgetArea(dock(name)); }
};

// Options of a real window of these extractors that reads and writes no settings.
ui::MainWindow::Options windowOptions(const QStringList &ids)
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    for (const QString &id : ids)
        options.extractors.push_back(core::ExtractorRegistry::find(id.toStdString()));
    return options;
}

} // namespace

class tst_LayoutManager : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void arrangements_data();
    void arrangements();
    void remembersChangesPerLayout();
    void resetRestoresTheDefault();
    void carriesIntoTheNextSession();
    void menuAndShortcuts();
    void fitsALaptopScreen_data();
    void fitsALaptopScreen();
    void tabTitlesAreWhole_data();
    void tabTitlesAreWhole();
    void docksNeedNoSidewaysScroll_data();
    void docksNeedNoSidewaysScroll();
    void focusKeepsTheTextReadable_data();
    void focusKeepsTheTextReadable();
    void focusOnANodeKeepsTheTextReadable_data();
    void focusOnANodeKeepsTheTextReadable();
};

void tst_LayoutManager::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("BoilerscopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_layoutmanager"));
    QSettings().clear();
}

void tst_LayoutManager::arrangements_data()
{
    QTest::addColumn<int>("layout");
    // Docks shown, and where the charts and the extractors go.
    QTest::addColumn<QStringList>("visible");
    QTest::addColumn<QStringList>("hidden");
    QTest::addColumn<int>("chartsArea");
    QTest::addColumn<int>("extractorsArea");
    QTest::newRow("debug") << int(LayoutManager::Debug)
                           << QStringList{"chartsDock", "extractorsDock", "inspectorDock",
                                          "textDock", "annotationDock"}
                           << QStringList{} << int(Qt::RightDockWidgetArea)
                           << int(Qt::RightDockWidgetArea);
    QTest::newRow("annotate") << int(LayoutManager::Annotate)
                              << QStringList{"annotationDock", "textDock", "inspectorDock",
                                             "extractorsDock"}
                              << QStringList{"chartsDock"} << int(Qt::BottomDockWidgetArea)
                              << int(Qt::RightDockWidgetArea);
    QTest::newRow("teach") << int(LayoutManager::Teach)
                           << QStringList{"extractorsDock", "chartsDock", "textDock"}
                           << QStringList{"inspectorDock", "annotationDock"}
                           << int(Qt::BottomDockWidgetArea) << int(Qt::LeftDockWidgetArea);
}

void tst_LayoutManager::arrangements()
{
    QFETCH(int, layout);
    QFETCH(QStringList, visible);
    QFETCH(QStringList, hidden);
    Window w(false);
    w.layouts->restore();
    w.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    w.layouts->apply(LayoutManager::Layout(layout));
    QCOMPARE(w.layouts->current(), LayoutManager::Layout(layout));
    QVERIFY(w.layouts->action(LayoutManager::Layout(layout))->isChecked());
    for (const QString &name : visible)
        QVERIFY2(w.shown(qPrintable(name)), qPrintable(name));
    for (const QString &name : hidden)
        QVERIFY2(!w.shown(qPrintable(name)), qPrintable(name));
    QTEST(int(w.area("chartsDock")), "chartsArea");
    QTEST(int(w.area("extractorsDock")), "extractorsArea");
}

void tst_LayoutManager::remembersChangesPerLayout()
{
    Window w(false);
    w.layouts->restore();
    w.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w.layouts->current(), LayoutManager::Debug);
    w.dock("chartsDock")->hide();
    w.layouts->apply(LayoutManager::Teach);
    QVERIFY(w.shown("chartsDock")); // Teach shows its charts
    w.layouts->apply(LayoutManager::Debug);
    QVERIFY(!w.shown("chartsDock")); // Debug as it was left
}

void tst_LayoutManager::resetRestoresTheDefault()
{
    Window w(false);
    w.layouts->restore();
    w.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    w.dock("chartsDock")->hide();
    w.window->addDockWidget(Qt::LeftDockWidgetArea, w.dock("extractorsDock"));
    w.layouts->reset();
    QVERIFY(w.shown("chartsDock"));
    QCOMPARE(w.area("extractorsDock"), Qt::RightDockWidgetArea);
    // And Reset forgets the change: leaving and coming back shows the default too.
    w.layouts->apply(LayoutManager::Annotate);
    w.layouts->apply(LayoutManager::Debug);
    QVERIFY(w.shown("chartsDock"));
}

void tst_LayoutManager::carriesIntoTheNextSession()
{
    QSettings().clear();
    {
        Window w(true);
        w.layouts->restore();
        w.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        w.layouts->apply(LayoutManager::Teach);
        w.dock("textDock")->hide();
        w.layouts->save();
    }
    Window next(true);
    next.layouts->restore();
    next.window->show();
    QVERIFY(QTest::qWaitForWindowExposed(next.window.get()));
    QCOMPARE(next.layouts->current(), LayoutManager::Teach);
    QVERIFY(next.layouts->action(LayoutManager::Teach)->isChecked());
    QVERIFY(!next.shown("textDock"));
    QCOMPARE(next.area("extractorsDock"), Qt::LeftDockWidgetArea);
    // Without settings (screenshots, tests) nothing carries over.
    Window fresh(false);
    fresh.layouts->restore();
    QCOMPARE(fresh.layouts->current(), LayoutManager::Debug);
}

void tst_LayoutManager::menuAndShortcuts()
{
    Window w(false);
    QMenu menu;
    w.layouts->addActions(&menu);
    QStringList texts;
    for (QAction *a : menu.actions())
        if (!a->isSeparator())
            texts << a->text();
    QCOMPARE(texts, (QStringList{"&Debug", "&Annotate", "&Teach", "&Reset Layout"}));
    QCOMPARE(w.layouts->action(LayoutManager::Debug)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_1));
    QCOMPARE(w.layouts->action(LayoutManager::Teach)->shortcut(),
             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_3));
    // Triggering an action switches.
    w.layouts->restore();
    w.layouts->action(LayoutManager::Annotate)->trigger();
    QCOMPARE(w.layouts->current(), LayoutManager::Annotate);
}

void tst_LayoutManager::fitsALaptopScreen_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("widthShare");  // of the page view in the window, at least
    QTest::addColumn<double>("heightShare"); // of the page view in the window, at least
    QTest::newRow("debug") << int(LayoutManager::Debug) << 0.5 << 0.6;
    QTest::newRow("annotate") << int(LayoutManager::Annotate) << 0.5 << 0.6;
    QTest::newRow("teach") << int(LayoutManager::Teach) << 0.5 << 0.4;
}

// On a 1280 × 720 screen, first start: the window and its frame fit the screen, no layout asks
// for more than the screen has, and the page keeps the room the row says.
void tst_LayoutManager::fitsALaptopScreen()
{
    QFETCH(int, layout);
    QFETCH(double, widthShare);
    QFETCH(double, heightShare);
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    if (available.size() != QSize(1280, 720))
        QSKIP("needs a 1280 × 720 screen: ctest runs it on one (BOILERSCOPE_TEST_SCREEN)");
    const ui::MainWindow::Options options = windowOptions({u"density"_s, u"addanag"_s});
    ui::MainWindow window(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.layouts()->apply(LayoutManager::Layout(layout));
    window.layouts()->reset();
    QCoreApplication::processEvents();
    const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
    QVERIFY2(minimum.width() <= available.width() && minimum.height() <= available.height(),
             qPrintable(u"minimum %1 × %2"_s.arg(minimum.width()).arg(minimum.height())));
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(u"frame %1,%2 %3 × %4"_s.arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())));
    // The status line is on the screen.
    const QRect status(window.statusBar()->mapToGlobal(QPoint(0, 0)), window.statusBar()->size());
    QVERIFY(available.contains(status));
    const QWidget *page = window.pageView();
    QTRY_VERIFY2(page->width() >= widthShare * window.width() &&
                     page->height() >= heightShare * window.height(),
                 qPrintable(u"page %1 × %2 in %3 × %4"_s.arg(page->width())
                                .arg(page->height())
                                .arg(window.width())
                                .arg(window.height())));
}

void tst_LayoutManager::tabTitlesAreWhole_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1600, 1000)}) {
        const QString at = u" %1x%2"_s.arg(size.width()).arg(size.height());
        QTest::newRow(qPrintable(u"debug"_s + at)) << int(LayoutManager::Debug) << size;
        QTest::newRow(qPrintable(u"annotate"_s + at)) << int(LayoutManager::Annotate) << size;
        QTest::newRow(qPrintable(u"teach"_s + at)) << int(LayoutManager::Teach) << size;
    }
}

// The real window's tabbed docks show each tab's whole title: a tab is as wide as its text and
// the style's padding (what QTabBar gives a tab it does not elide), and it lies within its bar
// (a tab scrolled out of sight, or cut by the bar's end, cannot be read either).
void tst_LayoutManager::tabTitlesAreWhole()
{
    QFETCH(int, layout);
    QFETCH(QSize, size);
    const ui::MainWindow::Options options = windowOptions({u"density"_s, u"addanag"_s});
    ui::MainWindow window(options);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.layouts()->apply(LayoutManager::Layout(layout));
    window.layouts()->reset();
    QCoreApplication::processEvents();
    int tabs = 0;
    for (QTabBar *bar : window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        QStyleOptionTab option;
        option.initFrom(bar);
        const int padding = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, &option, bar);
        for (int i = 0; i < bar->count(); ++i) {
            const int text = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            QVERIFY2(bar->tabRect(i).width() >= text + padding,
                     qPrintable(u"tab \"%1\": %2 px for %3 px of text"_s.arg(bar->tabText(i))
                                    .arg(bar->tabRect(i).width())
                                    .arg(text + padding)));
            QVERIFY2(bar->rect().contains(bar->tabRect(i)),
                     qPrintable(u"tab \"%1\" at %2..%3 of a bar %4 px wide"_s.arg(bar->tabText(i))
                                    .arg(bar->tabRect(i).left())
                                    .arg(bar->tabRect(i).right())
                                    .arg(bar->width())));
            ++tabs;
        }
    }
    QVERIFY(tabs > 0);
}

void tst_LayoutManager::docksNeedNoSidewaysScroll_data()
{
    QTest::addColumn<int>("layout");
    QTest::newRow("debug") << int(LayoutManager::Debug);
    QTest::newRow("annotate") << int(LayoutManager::Annotate);
    QTest::newRow("teach") << int(LayoutManager::Teach);
}

// On a 1280 × 720 screen, with the six extractors of the reports ticked, every dock shown
// fits its content's width: its scroll area (MainWindow::placeDocks) scrolls up and down only.
void tst_LayoutManager::docksNeedNoSidewaysScroll()
{
    QFETCH(int, layout);
    const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
    if (available.size() != QSize(1280, 720))
        QSKIP("needs a 1280 × 720 screen: ctest runs it on one (BOILERSCOPE_TEST_SCREEN)");
    const QStringList six = {u"density"_s,   u"addanag"_s, u"bte"_s,
                             u"consensus"_s, u"wlr"_s,     u"cetr"_s};
    const ui::MainWindow::Options options = windowOptions(six);
    ui::MainWindow window(options);
    for (const QString &id : six)
        window.setExtractorEnabled(id, true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.layouts()->apply(LayoutManager::Layout(layout));
    window.layouts()->reset();
    int docks = 0;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->isHidden())
            continue;
        dock->raise(); // a tab's dock is laid out once it is the current tab
        QCoreApplication::processEvents();
        auto *scroll = dock->findChild<QScrollArea *>(dock->objectName() + u"Scroll"_s);
        QVERIFY2(scroll, qPrintable(dock->objectName()));
        const QWidget *content = scroll->widget();
        QTRY_VERIFY2(
            scroll->horizontalScrollBar()->maximum() == 0,
            qPrintable(u"%1: %2 px of content (at least %3) in %4 px"_s.arg(dock->objectName())
                           .arg(content->width())
                           .arg(content->minimumSizeHint().width())
                           .arg(scroll->viewport()->width())));
        ++docks;
    }
    QVERIFY(docks >= 2);
}

void tst_LayoutManager::focusKeepsTheTextReadable_data()
{
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1600, 1000)})
        QTest::newRow(qPrintable(u"%1x%2"_s.arg(size.width()).arg(size.height()))) << size;
}

// The real window in the Debug layout with a page analysed, the Metadata dock given the column as
// --metadata gives it (a field selected): the Extracted text above it still shows
// LayoutManager::kReadableLines lines of its text (lines of its own font, in the part of it its
// dock shows), and the Metadata dock keeps at least half of the column.
void tst_LayoutManager::focusKeepsTheTextReadable()
{
    QFETCH(QSize, size);
    const ui::MainWindow::Options options = windowOptions({u"density"_s, u"addanag"_s});
    ui::MainWindow window(options);
    window.setExtractorEnabled(u"density"_s, true);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.layouts()->apply(LayoutManager::Debug);
    window.layouts()->reset();
    QSignalSpy metadataReady(window.metadata(), &ui::MetadataCapability::metadataReady);
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    window.openLocation(QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/metadata.html"));
    QTRY_VERIFY_WITH_TIMEOUT(!metadataReady.isEmpty() && !shown.isEmpty(), 30000);
    QVERIFY(window.analysis() && window.analysis()->document);
    QVERIFY(window.showMetadataField(core::MetadataField::Title, -1));
    auto *dock = window.findChild<QDockWidget *>(u"metadataDock"_s);
    QVERIFY(dock);
    const int column = window.centralWidget()->height();
    // The focus is applied once the window has laid out the charts hidden.
    QTRY_VERIFY2(dock->height() >= column / 2,
                 qPrintable(u"%1 px of a %2-px column"_s.arg(dock->height()).arg(column)));
    QCoreApplication::processEvents();
    auto *text = window.findChild<QDockWidget *>(u"textDock"_s);
    auto *edit = text->findChild<QPlainTextEdit *>(u"extractedText"_s);
    auto *scroll = text->findChild<QScrollArea *>(u"textDockScroll"_s);
    QVERIFY(edit && scroll);
    QVERIFY(text->isVisible() && !text->visibleRegion().isEmpty());
    QVERIFY(!edit->toPlainText().isEmpty());
    // The text's viewport as far as the dock's scroll area shows it, less the document's margins.
    const QRect view(edit->viewport()->mapTo(&window, QPoint(0, 0)), edit->viewport()->size());
    const QRect shownPart(scroll->viewport()->mapTo(&window, QPoint(0, 0)),
                          scroll->viewport()->size());
    const double margins = 2 * edit->document()->documentMargin();
    const double lines =
        ((view & shownPart).height() - margins) / edit->fontMetrics().lineSpacing();
    qInfo("%.1f lines of text; the Metadata dock %d px of a %d-px column", lines, dock->height(),
          column);
    QVERIFY2(lines >= LayoutManager::kReadableLines,
             qPrintable(u"%1 lines of text (%2 px of %3 px) above %4 px of metadata"_s
                            .arg(lines, 0, 'f', 1)
                            .arg((view & shownPart).height())
                            .arg(text->height())
                            .arg(dock->height())));
    QVERIFY2(dock->height() >= column / 2,
             qPrintable(u"%1 px of a %2-px column"_s.arg(dock->height()).arg(column)));
}

void tst_LayoutManager::focusOnANodeKeepsTheTextReadable_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("page");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("extractors");
    // Whether the node's reasons are short enough to read whole beside kReadableLines lines.
    QTest::addColumn<bool>("whole");
    // A paragraph of WCXB's news page 0221 with the six extractors of the docs' screenshots: the
    // reasons (consensus's votes among them) need more than the column has.
    const QStringList six{u"density"_s,   u"addanag"_s, u"bte"_s,
                          u"consensus"_s, u"wlr"_s,     u"cetr"_s};
    const QString news = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/real/wcxb-0221.html.gz");
    const QString paragraph = u"/html/body/main/div[1]/div[2]/div[1]/div[3]/p[1]"_s;
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
        QTest::newRow(qPrintable(u"news %1x%2"_s.arg(size.width()).arg(size.height())))
            << size << news << paragraph << six << false;
    // One extractor's reasons for a paragraph of a small page: the inspector takes what they need
    // and the text the rest.
    QTest::newRow("short reasons 1366x768")
        << QSize(1366, 768) << QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/article.html")
        << u"/html/body/div[2]/p[1]"_s << QStringList{u"density"_s} << true;
}

// The real window in the Debug layout with a page analysed, a node's reasons shown as --select
// shows them: the Extracted text above the DOM inspector still shows
// LayoutManager::kLinesBesideReasons lines of its text, and the inspector keeps at least half of
// the column; reasons that need less than that get what they need (they read whole, without
// scrolling) and the text the rest.
void tst_LayoutManager::focusOnANodeKeepsTheTextReadable()
{
    QFETCH(QSize, size);
    QFETCH(QString, page);
    QFETCH(QString, path);
    QFETCH(QStringList, extractors);
    QFETCH(bool, whole);
    const ui::MainWindow::Options options = windowOptions(extractors);
    for (qsizetype i = 0; i < extractors.size(); ++i)
        QVERIFY2(options.extractors[size_t(i)], qPrintable(extractors[i]));
    ui::MainWindow window(options);
    for (const QString &id : std::as_const(extractors))
        window.setExtractorEnabled(id, true);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.layouts()->apply(LayoutManager::Debug);
    window.layouts()->reset();
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    window.openLocation(page);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && window.analysis() &&
                                 window.analysis()->runs.size() == size_t(extractors.size()),
                             60000);
    QVERIFY(window.analysis()->document);
    const core::NodeId node = window.analysis()->document->findPath(path.toStdString());
    QVERIFY(node != core::kNoNode);
    auto *dock = window.findChild<QDockWidget *>(u"inspectorDock"_s);
    QVERIFY(dock);
    // The inspector's tab group (the Extractors in front) before the column is split.
    const int before = dock->height();
    window.showNodeReasons(node);
    // The focus is applied once the window has laid out the charts hidden.
    QTRY_VERIFY2(dock->height() != before, qPrintable(u"%1 px"_s.arg(before)));
    const int column = window.centralWidget()->height();
    auto *text = window.findChild<QDockWidget *>(u"textDock"_s);
    auto *edit = text->findChild<QPlainTextEdit *>(u"extractedText"_s);
    auto *scroll = text->findChild<QScrollArea *>(u"textDockScroll"_s);
    QVERIFY(edit && scroll);
    // The text's viewport as far as the dock's scroll area shows it, less the document's margins.
    const auto lines = [&] {
        const QRect view(edit->viewport()->mapTo(&window, QPoint(0, 0)), edit->viewport()->size());
        const QRect shownPart(scroll->viewport()->mapTo(&window, QPoint(0, 0)),
                              scroll->viewport()->size());
        return ((view & shownPart).height() - 2 * edit->document()->documentMargin()) /
               edit->fontMetrics().lineSpacing();
    };
    QCoreApplication::processEvents();
    QVERIFY(text->isVisible() && !text->visibleRegion().isEmpty());
    QVERIFY(!edit->toPlainText().isEmpty());
    auto *browser = window.inspector()->detailView()->findChild<QTextBrowser *>();
    QVERIFY(browser);
    qInfo("%.1f lines of text; the DOM inspector %d px of a %d-px column, its reasons %d px "
          "in a %d-px view",
          lines(), dock->height(), column, int(browser->document()->size().height()),
          browser->viewport()->height());
    QVERIFY2(lines() >= LayoutManager::kLinesBesideReasons,
             qPrintable(u"%1 lines of text above %2 px of the inspector in a %3-px column"_s
                            .arg(lines(), 0, 'f', 1)
                            .arg(dock->height())
                            .arg(column)));
    if (whole) {
        QCOMPARE(browser->verticalScrollBar()->maximum(), 0);
        QVERIFY2(lines() >= LayoutManager::kReadableLines,
                 qPrintable(u"%1 lines of text"_s.arg(lines(), 0, 'f', 1)));
    } else {
        QVERIFY2(dock->height() >= column / 2,
                 qPrintable(u"%1 px of a %2-px column"_s.arg(dock->height()).arg(column)));
    }
}

QTEST_MAIN(tst_LayoutManager)
#include "tst_layoutmanager.moc"
