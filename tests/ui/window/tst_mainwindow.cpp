// The main window as a whole, driven under xvfb: a page whose script never returns leaves it
// responsive, a window with a stuck page closes, a page of 200,000 elements is instrumented with
// progress, its actions (go to the chosen content, the dashboard) work by their shortcuts, its
// layouts give the page its room, and a node shown as --select shows it leaves every ticked
// extractor's reason in sight on a laptop's screen. The capabilities' own behaviour in the window
// is tested beside them (tst_pageview, tst_inspectorcapability, tst_chartscapability,
// tst_extractorscapability).

#include <evaluation/evaluationdashboard.h>
#include <extractors/analysiscontroller.h>
#include <inspector/dominspector.h>
#include <inspector/extractedtextpane.h>
#include <inspector/nodedetailview.h>
#include <window/layoutmanager.h>

#include "testwait.h"
#include "windowtest.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QWebEngineScript>

#include <csignal>

#include <sys/types.h>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstMainWindow : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pageWhoseScriptNeverReturns_data();
    void pageWhoseScriptNeverReturns();
    void closingWindowWithStuckPage();
    void closingWhileAProgramRuns();
    void pageOfTwoHundredThousandElements();
    void goToChosenContentScrollsAndFlashes();
    void layoutsGiveThePageRoom_data();
    void layoutsGiveThePageRoom();
    void evaluationDashboardOpensAndDrillsDown();
    void nodeReasonsReadableOnALaptop_data();
    void nodeReasonsReadableOnALaptop();
};

void TstMainWindow::initTestCase()
{
    QVERIFY(createWindow());
}

void TstMainWindow::pageWhoseScriptNeverReturns_data()
{
    QTest::addColumn<QString>("query");
    QTest::newRow("while parsing") << QString();
    QTest::newRow("after loading") << u"?after-load"_s;
}

// A script that never returns holds the renderer: the window stays responsive, says so, analyses
// the source HTML, and the next page loads in a fresh renderer.
void TstMainWindow::pageWhoseScriptNeverReturns()
{
    QFETCH(QString, query);
    ui::PageView *view = m_window->pageView();
    view->setUnresponsiveTimeout(kShortUnresponsiveMs);
    QSignalSpy stuck(view, &ui::PageView::pageUnresponsive);
    QVERIFY(load(QUrl::fromLocalFile(fixture(u"hostile-stuck.html"_s)).toString() + query));
    QCOMPARE(stuck.count(), 1);
    QVERIFY(view->isUnresponsive());
    // The source HTML was analysed: test-class chose the article.
    const auto analysis = m_window->analysis();
    QVERIFY(!analysis->rendered);
    const ui::ExtractorRun *run = analysis->run("test-class");
    QVERIFY(run);
    QCOMPARE(run->result.selected.size(), 1u);
    QCOMPARE(analysis->document->attribute(run->result.selected.front(), "id"), "main");
    QVERIFY(m_window->textPane()->findChild<QPlainTextEdit *>());
    // The status bar says what happened.
    auto *status = m_window->findChild<QLabel *>(u"statusMessage"_s);
    QVERIFY(status);
    QCOMPARE(status->text(),
             u"The page did not finish loading its scripts; analysing the source HTML "
             u"(View ▸ Page Scripts off shows the page without them)"_s);
    // The window answers: a menu action by its shortcut opens the dashboard.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(m_window->evaluationDashboard()->isVisible());
    m_window->evaluationDashboard()->hide();
    // The next page loads, is instrumented and analysed as usual (judged by the usual watchdog:
    // starting a fresh renderer may take seconds on a busy machine).
    view->setUnresponsiveTimeout(ui::PageView::kUnresponsiveMs);
    QVERIFY(load(fixture(u"basic.html"_s)));
    QVERIFY(!view->isUnresponsive());
    QVERIFY(m_window->analysis()->rendered);
    QCOMPARE(chosenElements("test-class"),
             QList<int>{eval(u"bs.number(document.querySelector('.content'))"_s).toInt()});
    QCOMPARE(status->text(), u"Ready"_s);
}

// A window whose page is stuck closes (and its renderer goes with it).
void TstMainWindow::closingWindowWithStuckPage()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kClass};
    auto *window = new ui::MainWindow(options);
    window->pageView()->setUnresponsiveTimeout(kShortUnresponsiveMs);
    window->show();
    QSignalSpy stuck(window->pageView(), &ui::PageView::pageUnresponsive);
    window->openLocation(fixture(u"hostile-stuck.html"_s));
    QVERIFY(stuck.wait(kTimeoutMs));
    QVERIFY(window->close());
    delete window;
}

// Closing the window while an external program runs ends the program's process group at once:
// the close does not leave it running until the window is destroyed (the window stayed up for
// seconds meanwhile).
void TstMainWindow::closingWhileAProgramRuns()
{
    const QString pidFile = m_definitions.filePath(u"closing.pid"_s);
    const QString definition = m_definitions.filePath(u"closing.json"_s);
    {
        QFile file(definition);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"command": ["/bin/sh", "-c", "echo $$ > )" + pidFile.toUtf8() +
                   R"(; sleep 120"], "timeout": 600})");
    }
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kClass};
    auto *window = new ui::MainWindow(options);
    QString error;
    QVERIFY2(window->addDefinitionFile(definition, &error), qPrintable(error));
    window->setExtractorEnabled(u"ext:closing"_s, true);
    window->show();
    window->openLocation(fixture(u"basic.html"_s));
    QTRY_VERIFY_WITH_TIMEOUT(QFile(pidFile).size() > 0, kTimeoutMs);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const pid_t pid = file.readAll().trimmed().toInt();
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid, 0), 0); // running
    QVERIFY(window->controller()->busy());
    QVERIFY(window->close());
    QVERIFY(!window->isVisible());
    // Its process group is killed by the close itself, long before its sleep would end.
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, kTimeoutMs);
    delete window;
}

// A page of 200,000 elements (generated here, not committed): it is instrumented in slices while
// its own timers keep running, with progress in the status bar, and analysed in full.
void TstMainWindow::pageOfTwoHundredThousandElements()
{
    // Each block is div > p > (a, span, b): 5 elements; with <html>, <head>, <title>, <script>,
    // <body> and #main the page has 5 * kBlocks + 6 elements.
    constexpr int kBlocks = 40000;
    constexpr int kElements = 5 * kBlocks + 6;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"large.html"_s);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QByteArray html = "<!DOCTYPE html><html><head><title>200,000 elements</title><script>"
                          "window.ticks = []; setInterval(() => ticks.push(performance.now()), "
                          "10);</script></head><body><div id=main class=content>";
        for (int i = 0; i < kBlocks; ++i)
            html += "<div><p>Block " + QByteArray::number(i) +
                    " has <a href=#>a link</a>, <span>a span</span> and <b>bold</b> words.</p>"
                    "</div>\n";
        html += "</div></body></html>";
        QCOMPARE(file.write(html), html.size());
    }
    ui::PageView *view = m_window->pageView();
    // The first layout of such a page is one long task of the renderer: on a loaded machine it
    // could outlast the watchdog's patience, which is not what this test is about.
    view->setUnresponsiveTimeout(10 * kTimeoutMs);
    auto *bar = m_window->statusBar()->findChild<QProgressBar *>();
    QVERIFY(bar);
    // Progress while instrumenting: the bar is shown and counts elements.
    int shownWithBar = 0, lastDone = -1, lastTotal = 0;
    // The slot refers to this function's locals: its context goes with them, so that a later
    // test's snapshot does not call it.
    QObject scope;
    connect(view, &ui::PageView::snapshotProgress, &scope, [&](int done, int total) {
        shownWithBar += bar->isVisible() && bar->maximum() == total && bar->value() == done;
        lastDone = done;
        lastTotal = total;
    });
    QSignalSpy snapshots(view, &ui::PageView::snapshotReady);
    QSignalSpy analysing(m_window->controller(), &ui::AnalysisController::progress);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(load(path, 10 * kTimeoutMs));
    qInfo("200,000 elements loaded, instrumented and analysed in %lld ms (informative)",
          timer.elapsed());
    QCOMPARE(snapshots.count(), 1);
    QCOMPARE(snapshots.first().at(1).toInt(), kElements);
    QVERIFY(shownWithBar > 0);
    QVERIFY(lastDone < lastTotal);
    QCOMPARE(lastTotal, kElements);
    // The page ran while we instrumented it: its 10 ms timer fired between our slices.
    const QVariantMap when = eval(u"bs.lastSnapshot()"_s).toMap();
    const int ticks =
        eval(u"ticks.filter(t => t > %1 && t < %2).length"_s.arg(when[u"start"_s].toDouble())
                 .arg(when[u"end"_s].toDouble()),
             QWebEngineScript::MainWorld)
            .toInt();
    QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
    // The analysis ran off the GUI thread with its progress, on the whole rendered DOM.
    QVERIFY(!analysing.isEmpty());
    QCOMPARE(analysing.first().at(2).toString(), u"Parsing the page…"_s);
    QVERIFY(m_window->analysis()->rendered);
    QCOMPARE(chosenElements("test-class").size(), 1);
    view->setUnresponsiveTimeout(ui::PageView::kUnresponsiveMs);
}

void TstMainWindow::goToChosenContentScrollsAndFlashes()
{
    QVERIFY(load(fixture(u"tall.html"_s)));
    m_window->textPane()->setCurrentExtractor(u"test-class"_s);
    // The page opened on its chosen content (PageCapability brings it into view): back at its
    // top, the action has to scroll to it.
    QCOMPARE(eval(u"scrollTo(0, 0), window.scrollY"_s).toDouble(), 0.0);
    const int target = eval(u"bs.number(document.getElementById('target'))"_s).toInt();
    QVERIFY(target > 0);
    auto *action = m_window->findChild<QAction *>(u"goToChosenAction"_s);
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(u"Ctrl+J"_s));
    action->trigger();
    // The first chosen block in page order (not the second, further down) is selected, flashed
    // and scrolled into view.
    QCOMPARE(m_window->selectedElement(), target);
    // The flash was drawn over the target, for 1.5 s (a page busy scrolling answers slowly, so
    // the test reads what was drawn rather than racing the flash).
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.lastFlash().drawn"_s).toInt(), target, kTimeoutMs);
    QCOMPARE(eval(u"bs.lastFlash().element"_s).toInt(), target);
    QCOMPARE(eval(u"bs.lastFlash().ms"_s).toInt(), 1500);
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"window.scrollY"_s).toDouble() > 3000, kTimeoutMs);
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(target)).toMap();
    const double height = eval(u"window.innerHeight"_s).toDouble();
    QVERIFY(rect[u"y"_s].toDouble() >= 0 && rect[u"y"_s].toDouble() < height);
    // The flash ends by itself.
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.flashing()"_s).toInt(), -1, 5000);
    // Chosen content the page hides (its style sheet here; a cover or a panel read as shown from
    // the source in source mode): nothing moves, a message says why.
    QVERIFY(load(fixture(u"hidden-chosen.html"_s)));
    m_window->textPane()->setCurrentExtractor(u"test-class"_s);
    const int hidden = eval(u"bs.number(document.getElementById('target'))"_s).toInt();
    QCOMPARE(chosenElements("test-class"), QList<int>{hidden});
    auto *status = m_window->findChild<QLabel *>(u"statusMessage"_s);
    QVERIFY(status);
    QVERIFY(m_window->goToChosenContent());
    QCOMPARE(m_window->selectedElement(), hidden);
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(u"not shown on the page"_s), kTimeoutMs);
    QVERIFY(eval(u"bs.lastFlash().element"_s).toInt() != hidden);
    // An extractor that chose nothing: no move, a message.
    m_window->setExtractorEnabled(u"test-class"_s, false);
    m_window->setExtractorEnabled(u"test-main"_s, true);
    QVERIFY(load(fixture(u"tall.html"_s)));
    m_window->textPane()->setCurrentExtractor(u"test-main"_s);
    QVERIFY(!m_window->goToChosenContent());
    m_window->setExtractorEnabled(u"test-main"_s, false);
    m_window->setExtractorEnabled(u"test-class"_s, true);
}

void TstMainWindow::layoutsGiveThePageRoom_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<double>("minShare");
    // The page's share of the window at 1600 × 1000 (README, "Layouts"); the single arrangement
    // before the layouts gave it about 40 %.
    QTest::newRow("debug") << int(ui::LayoutManager::Debug) << 0.55;
    QTest::newRow("annotate") << int(ui::LayoutManager::Annotate) << 0.60;
    QTest::newRow("teach") << int(ui::LayoutManager::Teach) << 0.45;
}

void TstMainWindow::layoutsGiveThePageRoom()
{
    QFETCH(int, layout);
    QFETCH(double, minShare);
    const QSize before = m_window->size();
    m_window->resize(1600, 1000);
    QTRY_COMPARE(m_window->size(), QSize(1600, 1000));
    ui::LayoutManager *layouts = m_window->layouts();
    layouts->apply(ui::LayoutManager::Layout(layout));
    layouts->reset(); // the default arrangement at this size, whatever an earlier row left
    // The page's area: the page view with the overlay's bar above it (the window's central
    // widget).
    const auto share = [this] {
        const QWidget *page = m_window->centralWidget();
        return double(page->width()) * page->height() /
               (double(m_window->width()) * m_window->height());
    };
    QTRY_VERIFY2_WITH_TIMEOUT(share() >= minShare, qPrintable(QString::number(share())), 5000);
    // The docks keep usable room too: each dock the user sees is at least 200 px wide, once the
    // layout's tabs and sizes are applied. A tab behind another is not seen (it may still report
    // isVisible() with the 100 px of a widget never laid out).
    const auto narrowDock = [this]() -> QString {
        for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
            if (dock->isVisible() && !dock->visibleRegion().isEmpty() && dock->width() < 200)
                return dock->objectName() + u" "_s + QString::number(dock->width());
        return {};
    };
    QTRY_VERIFY2_WITH_TIMEOUT(narrowDock().isEmpty(), qPrintable(narrowDock()), 5000);
    layouts->apply(ui::LayoutManager::Debug);
    layouts->reset();
    m_window->resize(before);
}

void TstMainWindow::evaluationDashboardOpensAndDrillsDown()
{
    // Tools ▸ Evaluation Dashboard by its shortcut opens the dashboard as a window of its own.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QTest::keyClick(m_window, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    ui::EvaluationDashboard *dashboard = m_window->evaluationDashboard();
    QTRY_VERIFY(dashboard->isVisible());
    QVERIFY(dashboard->isWindow());
    // Its drill-down reaches the window's package loader: a missing package is reported there.
    QSignalSpy failed(m_window, &ui::MainWindow::loadFailed);
    emit dashboard->openDocumentRequested(QStringLiteral("/nonexistent/package"),
                                          QStringLiteral("page"));
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.first().first().toString().contains(QStringLiteral("/nonexistent/package")));
    dashboard->hide();
}

void TstMainWindow::nodeReasonsReadableOnALaptop_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1366x768") << QSize(1366, 768);
}

void TstMainWindow::nodeReasonsReadableOnALaptop()
{
    // --select on a laptop's screen: every ticked extractor's reason for the node is in sight in
    // the inspector, without scrolling.
    QFETCH(QSize, size);
    const QSize before = m_window->size();
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    m_window->layouts()->apply(ui::LayoutManager::Debug);
    m_window->layouts()->reset();
    tickOnly(m_extractors);
    QVERIFY(load(fixture(u"basic.html"_s)));
    const core::NodeId node = m_window->analysis()->document->findPath("/html/body/div[1]/p[1]");
    QVERIFY(node != core::kNoNode);
    m_window->showNodeReasons(node);
    QCOMPARE(m_window->inspector()->selectedNode(), node);
    auto *browser = m_window->inspector()->detailView()->findChild<QTextBrowser *>();
    QVERIFY(browser);
    // Each run's heading names its id in brackets; its top and bottom lie in the viewport.
    const auto outOfSight = [&] {
        QStringList out;
        for (const QString &id : std::as_const(m_extractors)) {
            const QTextCursor c = browser->document()->find(u"(%1)"_s.arg(id));
            if (c.isNull()) {
                out << id + u" not listed"_s;
                continue;
            }
            const QRect r = browser->cursorRect(c);
            if (!browser->isVisible() || r.top() < 0 || r.bottom() > browser->viewport()->height())
                out << u"%1 at %2 of %3 px"_s.arg(id).arg(r.top()).arg(
                    browser->viewport()->height());
        }
        return out.join(u", "_s);
    };
    QTRY_VERIFY2_WITH_TIMEOUT(outOfSight().isEmpty(), qPrintable(outOfSight()), 5000);
    tickOnly({u"test-class"_s});
    m_window->findChild<QDockWidget *>(u"chartsDock"_s)->show();
    m_window->layouts()->reset();
    m_window->resize(before);
}

QTEST_MAIN(TstMainWindow)

#include "tst_mainwindow.moc"
