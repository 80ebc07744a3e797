// The compare view without a window: the comparison is computed off the GUI thread, and a
// computation overtaken by another pair, another page or the view switched off never shows.
#include <inspector/comparepanel.h>

#include <extractors/extractorpalette.h>
#include <registry/extractorregistry.h>

#include "testpages.h"
#include "testwait.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <QTreeWidget>

#include <cmath>
#include <tuple>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

// The extractors compared: three that disagree on the fixtures.
const char *const kIds[] = {"plain", "wlr", "density"};

std::vector<const core::Extractor *> extractors()
{
    std::vector<const core::Extractor *> out;
    for (const char *id : kIds)
        out.push_back(core::ExtractorRegistry::find(id));
    return out;
}

// An analysis of a fixture with the runs of the three extractors, as the controller publishes.
std::shared_ptr<const ui::Analysis> analysisOf(const QString &fixture)
{
    auto a = std::make_shared<ui::Analysis>();
    a->document = std::make_shared<const core::Document>(testpages::loadFixture(fixture));
    for (const core::Extractor *e : extractors()) {
        ui::ExtractorRun run;
        run.id = e->info().id;
        run.params = e->info().defaults();
        run.result = e->run(*a->document);
        a->runs.push_back(std::move(run));
    }
    return a;
}

using Counts = std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>;

Counts counts(const core::Comparison &c)
{
    return {c.wordsOnlyA, c.wordsOnlyB, c.wordsBoth, c.disagreements.size()};
}

Counts expected(const ui::Analysis &analysis, const std::string &a, const std::string &b)
{
    return counts(core::ExtractorComparison::compare(*analysis.document, analysis.run(a)->result,
                                                     analysis.run(b)->result));
}

// Holds the global thread pool's only thread until released, so that the comparisons started
// meanwhile wait in its queue: "in flight" for as long as the test wants.
class PoolBlocker
{
public:
    PoolBlocker() : m_threads(QThreadPool::globalInstance()->maxThreadCount())
    {
        QThreadPool::globalInstance()->setMaxThreadCount(1);
        QThreadPool::globalInstance()->start([this] {
            m_started.release();
            m_release.acquire();
        });
        m_started.acquire();
    }
    ~PoolBlocker()
    {
        release();
        QThreadPool::globalInstance()->waitForDone();
        QThreadPool::globalInstance()->setMaxThreadCount(m_threads);
    }
    void release()
    {
        if (!m_released)
            m_release.release();
        m_released = true;
    }

private:
    int m_threads;
    QSemaphore m_started, m_release;
    bool m_released = false;
};

} // namespace

class TstComparePanel : public QObject
{
    Q_OBJECT

private slots:
    void coloursAreNoExtractorsHue_data();
    void coloursAreNoExtractorsHue();
    void computesOffTheGuiThread();
    void onlyTheLatestComparisonIsShown_data();
    void onlyTheLatestComparisonIsShown();
    void newAnalysisOfThePageKeepsTheComparisonMeanwhile();
};

void TstComparePanel::computesOffTheGuiThread()
{
    const auto analysis = analysisOf(u"ui/article.html"_s);
    ui::ComparePanel panel(extractors());
    QSignalSpy busy(&panel, &ui::ComparePanel::busyChanged);
    QSignalSpy changed(&panel, &ui::ComparePanel::comparisonChanged);
    panel.setAnalysis(analysis);
    QVERIFY(!panel.isBusy()); // off: nothing to compute
    {
        PoolBlocker blocker;
        panel.setPair(u"plain"_s, u"wlr"_s);
        // setPair returned with the comparison still to do: the GUI thread did not compute it.
        QVERIFY(panel.isBusy());
        QVERIFY(!panel.comparison());
        QCOMPARE(busy.size(), 1);
        QCOMPARE(busy.first().first().toBool(), true);
        QVERIFY(panel.summary().contains(u"Comparing"_s));
        changed.clear();
    }
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), kTimeoutMs);
    QCOMPARE(busy.size(), 2);
    QCOMPARE(busy.last().first().toBool(), false);
    QCOMPARE(changed.size(), 1);
    QVERIFY(panel.comparison());
    const Counts want = expected(*analysis, "plain", "wlr");
    QCOMPARE(counts(*panel.comparison()), want);
    QCOMPARE(panel.list()->topLevelItemCount(), int(std::get<3>(want)));
    QVERIFY(panel.summary().contains(u"disagreeing block"_s));
}

void TstComparePanel::onlyTheLatestComparisonIsShown_data()
{
    QTest::addColumn<QString>("change"); // what changes while the first comparison is in flight
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("shown"); // a comparison is shown in the end
    QTest::newRow("pair") << u"pair"_s << u"ui/article.html"_s << u"density"_s << true;
    QTest::newRow("page") << u"page"_s << u"ui/basic.html"_s << u"wlr"_s << true;
    QTest::newRow("switched off") << u"off"_s << u"ui/article.html"_s << u"wlr"_s << false;
}

void TstComparePanel::onlyTheLatestComparisonIsShown()
{
    QFETCH(QString, change);
    QFETCH(QString, fixture);
    QFETCH(QString, b);
    QFETCH(bool, shown);
    const auto first = analysisOf(u"ui/article.html"_s);
    const auto latest = change == u"page"_s ? analysisOf(fixture) : first;
    // The test means something only if the stale comparison would look different.
    if (shown)
        QVERIFY(expected(*first, "plain", "wlr") != expected(*latest, "plain", b.toStdString()));

    ui::ComparePanel panel(extractors());
    panel.setAnalysis(first);
    // Every comparison the panel shows, with the pair it is shown for.
    QList<std::pair<QString, Counts>> seen;
    connect(&panel, &ui::ComparePanel::comparisonChanged, this, [&] {
        if (panel.comparison())
            seen.append(
                {panel.extractorA() + u","_s + panel.extractorB(), counts(*panel.comparison())});
    });
    QSignalSpy busy(&panel, &ui::ComparePanel::busyChanged);
    {
        PoolBlocker blocker;
        panel.setPair(u"plain"_s, u"wlr"_s); // queued behind the blocker
        if (change == u"pair"_s)
            panel.setPair(u"plain"_s, b);
        else if (change == u"page"_s)
            panel.setAnalysis(latest);
        else
            panel.setActive(false);
        QVERIFY(!panel.comparison());
        blocker.release(); // both computations run now, the first one first
    }
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), kTimeoutMs);
    // Give a stale result every chance to arrive.
    testwait::wait(100);
    QVERIFY(!panel.isBusy());
    QCOMPARE(busy.last().first().toBool(), false);
    if (!shown) {
        QVERIFY(seen.isEmpty());
        QVERIFY(!panel.comparison());
        return;
    }
    QCOMPARE(seen.size(), 1);
    QCOMPARE(seen.first().first, u"plain,"_s + b);
    QCOMPARE(seen.first().second, expected(*latest, "plain", b.toStdString()));
    QCOMPARE(counts(*panel.comparison()), seen.first().second);
}

void TstComparePanel::newAnalysisOfThePageKeepsTheComparisonMeanwhile()
{
    const auto first = analysisOf(u"ui/article.html"_s);
    ui::ComparePanel panel(extractors());
    panel.setAnalysis(first);
    panel.setPair(u"plain"_s, u"wlr"_s);
    QTRY_VERIFY_WITH_TIMEOUT(panel.comparison(), kTimeoutMs);
    const Counts shown = counts(*panel.comparison());
    // The same page's next analysis (as when another extractor is ticked): the same document,
    // runs copied anew.
    auto next = std::make_shared<ui::Analysis>(*first);
    QSignalSpy changed(&panel, &ui::ComparePanel::comparisonChanged);
    {
        PoolBlocker blocker;
        panel.setAnalysis(next);
        QVERIFY(panel.isBusy());
        // Recomputed, and shown as it was meanwhile: the page's highlights do not blink out.
        QVERIFY(panel.comparison());
        QCOMPARE(counts(*panel.comparison()), shown);
        QCOMPARE(changed.size(), 0);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), kTimeoutMs);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(counts(*panel.comparison()), shown);
    // Another page clears it at once.
    {
        PoolBlocker blocker;
        panel.setAnalysis(analysisOf(u"ui/basic.html"_s));
        QVERIFY(!panel.comparison());
        QCOMPARE(changed.size(), 2);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), kTimeoutMs);
    QCOMPARE(changed.size(), 3);
}

void TstComparePanel::coloursAreNoExtractorsHue_data()
{
    QTest::addColumn<QColor>("colour");
    QTest::newRow("only A") << ui::ComparePanel::onlyAColor();
    QTest::newRow("only B") << ui::ComparePanel::onlyBColor();
    QTest::newRow("both") << ui::ComparePanel::bothColor();
}

// The compare and adjudication highlights are never mistaken for an extractor's outline: each is
// grey, or at least 20° of hue away from every hue of the extractors' palette.
void TstComparePanel::coloursAreNoExtractorsHue()
{
    QFETCH(QColor, colour);
    constexpr double kMinDegrees = 20;
    constexpr double kGrey = 0.1; // HSL saturation below which a colour has no hue to confuse
    if (colour.hslSaturationF() < kGrey)
        return;
    for (int i = 0; i < ui::ExtractorPalette::kHues; ++i) {
        const QColor hue = ui::ExtractorPalette::colorAt(i);
        const double d = std::abs(colour.hslHueF() - hue.hslHueF()) * 360;
        QVERIFY2(std::min(d, 360 - d) >= kMinDegrees, qPrintable(hue.name()));
    }
}

QTEST_MAIN(TstComparePanel)
#include "tst_comparepanel.moc"
