// Drives the real window under xvfb: opens lessons (Help ▸ Lessons), plays, pauses, steps and
// steps back through a trace, and checks that the page's step outline and the chart's step range
// are those of the trace's step, recomputed here from core.
#include <charts/chartpanel.h>
#include <charts/serieschartview.h>
#include <extraction/trace.h>
#include <extractors/analysiscontroller.h>
#include <page/pageview.h>
#include <registry/extractorregistry.h>
#include <teaching/lesson.h>
#include <teaching/traceplayerpanel.h>
#include <window/layoutmanager.h>
#include <window/mainwindow.h>

#include "pagescript.h"

#include "cellfit.h"
#include "testwait.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

ui::Lesson lessonNamed(const QString &id)
{
    for (const ui::Lesson &lesson : ui::Lesson::bundled())
        if (lesson.id == id)
            return lesson;
    return {};
}

} // namespace

class TstTracePlayerPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void lessonsOpenAndPlay_data();
    void lessonsOpenAndPlay();
    void playPauseStepAndBackShowTheStep();
    void keysStepOnlyWhereTheyAreNotNeeded();
    void numbersShowWholeValues_data();
    void numbersShowWholeValues();

private:
    QVariant eval(const QString &code);
    // Opens a lesson and waits until its trace is in the player.
    bool openLesson(const ui::Lesson &lesson);
    // The trace of the player's extractor, recomputed from core on the analysed document.
    core::Trace recomputedTrace();
    // Checks that page and charts show step i of the recomputed trace.
    void checkShows(const core::Trace &trace, int i);

    ui::MainWindow *m_window = nullptr;
    ui::TracePlayerPanel *m_player = nullptr;
};

void TstTracePlayerPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    ui::MainWindow::Options options;
    options.useSettings = false;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        if (!e->info().id.starts_with("ext:")) // external programs are not needed here
            options.extractors.push_back(e);
    m_window = new ui::MainWindow(options);
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_player = m_window->tracePlayer();
    QVERIFY(m_player);
}

void TstTracePlayerPanel::cleanupTestCase()
{
    delete m_window;
}

QVariant TstTracePlayerPanel::eval(const QString &code)
{
    return testpages::runScript(m_window->pageView()->page(), code, kTimeoutMs);
}

bool TstTracePlayerPanel::openLesson(const ui::Lesson &lesson)
{
    bool ready = false;
    const auto c = connect(m_player, &ui::TracePlayerPanel::traceReady, this, [&] {
        const auto a = m_window->analysis();
        ready = a && a->page.url.toString().endsWith(lesson.page.fileName());
    });
    m_window->openLesson(lesson);
    const bool ok = testwait::waitFor([&] { return ready; }, kTimeoutMs);
    disconnect(c);
    return ok;
}

core::Trace TstTracePlayerPanel::recomputedTrace()
{
    core::Trace trace;
    const auto a = m_window->analysis();
    const std::string id = m_player->extractor().toStdString();
    const ui::ExtractorRun *run = a ? a->run(id) : nullptr;
    if (run) {
        // As the window traces it: on the page, whose URL the consensus's page type reads.
        core::PageInput page;
        page.document = a->document.get();
        page.url = a->page.url.toString().toStdString();
        core::ExtractorRegistry::find(id)->runPageTraced(page, run->params, trace);
    }
    return trace;
}

void TstTracePlayerPanel::checkShows(const core::Trace &trace, int i)
{
    QCOMPARE(m_player->player().index(), i);
    const core::TraceStep &step = trace.steps()[size_t(i)];
    QCOMPARE(m_player->sentenceLabel()->text(), QString::fromStdString(step.text));
    QCOMPARE(m_player->positionLabel()->text(),
             u"step %1 of %2"_s.arg(i + 1).arg(trace.steps().size()));
    QCOMPARE(m_player->numbersTable()->rowCount(), int(step.numbers.size()));

    // The page outlines the elements of the step's nodes, in the step style.
    QVariantList expected;
    for (core::NodeId n : step.nodes)
        if (const int e = m_window->mapper().elementOf(n); e >= 0 && !expected.contains(e))
            expected << e;
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.step()"_s).toList(), expected, kTimeoutMs);
    eval(u"bs.flush()"_s);
    const QVariantList boxes = eval(u"bs.boxes().filter(b => b.kind === 'step')"_s).toList();
    QVERIFY(boxes.size() <= expected.size());
    if (!expected.isEmpty()) {
        // The first element with a size on the page has its step box.
        for (const QVariant &e : expected) {
            const QVariantMap r = eval(u"bs.rect(%1)"_s.arg(e.toInt())).toMap();
            if (r[u"w"_s].toDouble() <= 0 || r[u"h"_s].toDouble() <= 0)
                continue;
            const bool boxed = std::any_of(boxes.begin(), boxes.end(), [&](const QVariant &b) {
                const QVariantMap m = b.toMap();
                return qAbs(m[u"x"_s].toDouble() - r[u"x"_s].toDouble()) < 1 &&
                       qAbs(m[u"y"_s].toDouble() - r[u"y"_s].toDouble()) < 1;
            });
            QVERIFY2(boxed, qPrintable(u"no step box on element %1"_s.arg(e.toInt())));
            break;
        }
    }

    // The chart drawing the run's series of the step's chart id shades the step's x range;
    // no other chart shades anything.
    ui::ChartPanel *charts = m_window->chartPanel();
    const int which = charts->traceStepChart();
    if (!step.hasRange()) {
        QCOMPARE(which, -1);
        return;
    }
    QVERIFY(which >= 0);
    if (step.chart == "content-code")
        QCOMPARE(which, int(ui::ChartPanel::ContentCodeChart));
    if (step.chart == "density")
        QCOMPARE(which, int(ui::ChartPanel::DensityChart));
    QCOMPARE(charts->view(ui::ChartPanel::Which(which))->stepRange(),
             std::make_pair(step.from, step.to));
    for (int w = 0; w < 3; ++w)
        if (w != which)
            QCOMPARE(charts->view(ui::ChartPanel::Which(w))->stepRange().first, -1);
}

void TstTracePlayerPanel::lessonsOpenAndPlay_data()
{
    QTest::addColumn<QString>("id");
    for (const ui::Lesson &lesson : ui::Lesson::bundled())
        QTest::newRow(qPrintable(lesson.id)) << lesson.id;
}

void TstTracePlayerPanel::lessonsOpenAndPlay()
{
    QFETCH(QString, id);
    const ui::Lesson lesson = lessonNamed(id);
    QVERIFY(openLesson(lesson));
    QCOMPARE(m_window->layouts()->current(), ui::LayoutManager::Teach);
    // Exactly the lesson's extractors are ticked, and the player plays the lesson's one.
    for (const core::Extractor *e : m_window->controller()->extractors())
        QCOMPARE(m_window->controller()->isEnabled(e->info().id),
                 lesson.extractors.contains(QString::fromStdString(e->info().id)));
    QCOMPARE(m_player->extractor(), lesson.trace);
    QCOMPARE(m_window->controller()->sourceMode(), lesson.source);
    QCOMPARE(m_player->extractorBox()->currentData().toString(), lesson.trace);
    QCOMPARE(m_window->lessonText()->toMarkdown().isEmpty(), false);
    QVERIFY(m_window->lessonText()->isVisible());
    QVERIFY(m_player->isVisible());
    const core::Trace trace = recomputedTrace();
    QCOMPARE(m_player->player().count(), int(trace.steps().size()));
    QVERIFY(trace.steps().size() > 1);
    checkShows(trace, 0);
    m_player->lastAction()->trigger();
    checkShows(trace, int(trace.steps().size()) - 1);
}

void TstTracePlayerPanel::playPauseStepAndBackShowTheStep()
{
    QVERIFY(openLesson(lessonNamed(u"wiki-links"_s)));
    // The lesson analyses the page's source, where its claim holds (tst_lesson) in the window too.
    const auto a = m_window->analysis();
    QVERIFY(!a->rendered);
    QVERIFY(a->run("danag")->result.selected.empty());
    QVERIFY(!a->run("addanag")->result.selected.empty());
    QCOMPARE(m_player->extractor(), u"addanag"_s);
    const core::Trace trace = recomputedTrace();
    checkShows(trace, 0);

    // Play at the fastest speed, then pause: the player stops where it was.
    m_player->speedBox()->setCurrentIndex(ui::TracePlayer::kSpeedCount - 1);
    m_player->playAction()->trigger();
    QVERIFY(m_player->player().playing());
    QTRY_VERIFY_WITH_TIMEOUT(m_player->player().index() >= 3, kTimeoutMs);
    m_player->playAction()->trigger();
    QVERIFY(!m_player->player().playing());
    const int paused = m_player->player().index();
    testwait::wait(3 * m_player->player().intervalMs()); // three ticks' time
    QCOMPARE(m_player->player().index(), paused);
    checkShows(trace, paused);

    m_player->stepAction()->trigger();
    checkShows(trace, paused + 1);
    m_player->backAction()->trigger();
    checkShows(trace, paused);
    m_player->backAction()->trigger();
    checkShows(trace, paused - 1);

    // A step with nodes and an x range, reached with the slider.
    int ranged = -1;
    for (size_t i = 0; i < trace.steps().size() && ranged < 0; ++i)
        if (trace.steps()[i].hasRange() && !trace.steps()[i].nodes.empty() &&
            trace.steps()[i].phase == "lines")
            ranged = int(i);
    QVERIFY(ranged > 0);
    m_player->slider()->setValue(ranged);
    checkShows(trace, ranged);

    // Playing to the end stops at the last step; first goes back.
    m_player->lastAction()->trigger();
    m_player->backAction()->trigger();
    m_player->playAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!m_player->player().playing(), kTimeoutMs);
    checkShows(trace, int(trace.steps().size()) - 1);
    QVERIFY(!m_player->stepAction()->isEnabled());
    m_player->firstAction()->trigger();
    checkShows(trace, 0);
}

void TstTracePlayerPanel::keysStepOnlyWhereTheyAreNotNeeded()
{
    QVERIFY(openLesson(lessonNamed(u"advert"_s)));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    const core::Trace trace = recomputedTrace();
    const auto index = [this] { return m_player->player().index(); };
    QCOMPARE(index(), 0);

    // In the player: Right steps, Left steps back, Space plays and pauses.
    m_player->slider()->setFocus();
    QTRY_VERIFY(m_player->slider()->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(index(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
    QCOMPARE(index(), 1);
    checkShows(trace, 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(m_player->player().playing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!m_player->player().playing());
    m_player->firstAction()->trigger();

    // In the Teach layout, elsewhere in the window (a chart) too...
    QWidget *chart = m_window->chartPanel()->view(ui::ChartPanel::DensityChart);
    chart->setFocus();
    QTRY_VERIFY(chart->hasFocus());
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(index(), 1);
    // ...but not in a text field, which needs the keys.
    auto *address = m_window->findChild<QLineEdit *>(u"address"_s);
    address->setFocus();
    QTRY_VERIFY(address->hasFocus());
    QTest::keyClick(address, Qt::Key_Right);
    QTest::keyClick(address, Qt::Key_Space);
    QCOMPARE(index(), 1);
    QVERIFY(!m_player->player().playing());

    // In the Debug layout the player is hidden: the page and the charts show no step, and the
    // keys stay with the widget that has the focus.
    m_window->layouts()->apply(ui::LayoutManager::Debug);
    QVERIFY(!m_player->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.step()"_s).toList(), QVariantList(), kTimeoutMs);
    QCOMPARE(m_window->chartPanel()->traceStepChart(), -1);
    chart->setFocus();
    QTRY_VERIFY(chart->hasFocus());
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(index(), 1);
    // Back in Teach, the player shows the step where it was.
    m_window->layouts()->apply(ui::LayoutManager::Teach);
    QVERIFY(m_player->isVisible());
    checkShows(trace, 1);
}

void TstTracePlayerPanel::numbersShowWholeValues_data()
{
    QTest::addColumn<QString>("id");
    for (const ui::Lesson &lesson : ui::Lesson::bundled())
        QTest::newRow(qPrintable(lesson.id)) << lesson.id;
}

// At 1366 × 768 in the Teach layout, every step's numbers show their whole values; a number's
// name may be elided only with its whole name in the tooltip.
void TstTracePlayerPanel::numbersShowWholeValues()
{
    QFETCH(QString, id);
    m_window->resize(1366, 768);
    QVERIFY(openLesson(lessonNamed(id)));
    QCoreApplication::processEvents();
    const QTableWidget *table = m_player->numbersTable();
    QTRY_VERIFY_WITH_TIMEOUT(table->isVisible() && table->viewport()->width() > 0, kTimeoutMs);
    int values = 0;
    for (int i = 0; i < m_player->player().count(); ++i) {
        m_player->slider()->setValue(i);
        QCOMPARE(m_player->player().index(), i);
        for (int row = 0; row < table->rowCount(); ++row) {
            const QModelIndex name = table->model()->index(row, 0);
            if (!testcells::cutCell(table, name).isEmpty())
                QCOMPARE(name.data(Qt::ToolTipRole).toString(), name.data().toString());
            const QString cut = testcells::cutCell(table, table->model()->index(row, 1));
            QVERIFY2(cut.isEmpty(), qPrintable(u"step %1: "_s.arg(i + 1) + cut));
            ++values;
        }
    }
    QVERIFY(values > 0);
    m_window->resize(1600, 1000);
}

QTEST_MAIN(TstTracePlayerPanel)
#include "tst_traceplayerpanel.moc"
