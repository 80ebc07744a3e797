#include "fixtureanalysis.h"
#include "testwait.h"

#include <charts/chartpanel.h>
#include <charts/serieschartview.h>

#include <registry/extractorregistry.h>

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using ui::ChartPanel;

namespace {

// Lets the charts lay out after a new analysis (Qt Charts updates the plot area lazily), so that
// positions computed from the chart are where the mouse events will land.
void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

} // namespace

class tst_ChartPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void placeholders();
    void handMadeSeries();
    void hoverAndClick_data();
    void hoverAndClick();
    void selectedNodeMarker_data();
    void selectedNodeMarker();
    void otherSeriesSelector();
    void longSeries();
    void wheelAndDrag();
    void exportChart();
    void realExtractors();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::shared_ptr<const ui::Analysis> m_analysis;
    std::unique_ptr<ChartPanel> m_panel;
};

void tst_ChartPanel::initTestCase()
{
    m_doc = fixture::load("article.html");
    m_analysis = fixture::handMade(m_doc);
    m_panel = std::make_unique<ChartPanel>();
    m_panel->resize(1200, 800);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void tst_ChartPanel::placeholders()
{
    ChartPanel panel;
    QVERIFY(!panel.showsChart(ChartPanel::DensityChart));
    QVERIFY(panel.placeholderText(ChartPanel::DensityChart).contains("Tick Density"));
    // An analysis with only bte: the two main charts say what to tick, the other shows bte.
    auto a = std::make_shared<ui::Analysis>(*m_analysis);
    a->runs.erase(a->runs.begin(), a->runs.begin() + 2);
    panel.setAnalysis(a);
    QVERIFY(panel.placeholderText(ChartPanel::DensityChart).contains("Tick Density"));
    QVERIFY(panel.placeholderText(ChartPanel::ContentCodeChart).contains("DANAg or AdDANAg"));
    QVERIFY(panel.showsChart(ChartPanel::OtherChart));
    QString error;
    QVERIFY(!panel.exportChart(ChartPanel::DensityChart, "/tmp/never.png", &error));
    QVERIFY(error.contains("no series"));
    panel.setAnalysis(nullptr);
    QVERIFY(!panel.showsChart(ChartPanel::OtherChart));
}

void tst_ChartPanel::handMadeSeries()
{
    m_panel->setAnalysis(m_analysis);
    QVERIFY(m_panel->showsChart(ChartPanel::DensityChart));
    QVERIFY(m_panel->showsChart(ChartPanel::ContentCodeChart));
    ui::SeriesChartView *density = m_panel->view(ChartPanel::DensityChart);
    // 8 strings -> 8 bars, nothing reduced.
    QCOMPARE(density->drawnSamples(0), 8);
    QVERIFY(qobject_cast<QAreaSeries *>(density->drawnSeries(0)));
    // Bars: 4 outline points per bar.
    QCOMPARE(qobject_cast<QAreaSeries *>(density->drawnSeries(0))->upperSeries()->count(), 32);
    // Threshold line at 0.5 * 52 = 26 across the whole x range.
    QVERIFY(density->thresholdLine());
    QCOMPARE(density->thresholdLine()->at(0).y(), 26.0);
    QCOMPARE(density->thresholdLine()->at(1).y(), 26.0);
    QCOMPARE(density->thresholdLine()->name(), QStringLiteral("c1·maxL = 26"));
    // Chosen x 2..3 shaded from 1.5 to 3.5.
    QVERIFY(density->chosenShade());
    const QList<QPointF> shade = density->chosenShade()->upperSeries()->points();
    QCOMPARE(shade.size(), 6);
    QCOMPARE(shade[1].x(), 1.5);
    QCOMPARE(shade[3].x(), 3.5);

    ui::SeriesChartView *cc = m_panel->view(ChartPanel::ContentCodeChart);
    QVERIFY(m_panel->chart(ChartPanel::ContentCodeChart)->title().contains("DANAg") ||
            m_panel->chart(ChartPanel::ContentCodeChart)->title().contains("danag"));
    for (int i = 0; i < 3; ++i)
        QCOMPARE(cc->drawnSamples(i), 8);
    // S is drawn below the axis: its outline's bar tops are -y (x 0: S = 30 -> -30).
    const auto *s = qobject_cast<QAreaSeries *>(cc->drawnSeries(1));
    QVERIFY(s);
    QCOMPARE(s->upperSeries()->at(1).y(), -30.0);
    // D is a line through its 8 values.
    const auto *d = qobject_cast<QLineSeries *>(cc->drawnSeries(2));
    QVERIFY(d);
    QCOMPARE(d->count(), 8);
    QCOMPARE(d->at(3), QPointF(3, 45));
    QVERIFY(!cc->thresholdLine());
}

void tst_ChartPanel::hoverAndClick_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("x");
    for (int x : {0, 3, 5, 7}) {
        QTest::addRow("density x%d", x) << int(ChartPanel::DensityChart) << x;
        QTest::addRow("content-code x%d", x) << int(ChartPanel::ContentCodeChart) << x;
    }
}

void tst_ChartPanel::hoverAndClick()
{
    QFETCH(int, which);
    QFETCH(int, x);
    m_panel->setAnalysis(m_analysis);
    settle();
    ui::SeriesChartView *view = m_panel->view(ChartPanel::Which(which));
    QSignalSpy hovered(m_panel.get(), &ChartPanel::nodeHovered);
    QSignalSpy clicked(m_panel.get(), &ChartPanel::nodeClicked);
    const core::NodeId expected = fixture::at(*m_doc, fixture::kTextPaths[x]);
    // A point inside the plot at x (y = 10 lies between the axis extremes of both charts).
    const QPoint pos = view->positionOf(x, 10);
    QCOMPARE(view->xAt(pos), x);
    QTest::mouseMove(view->viewport(), pos);
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).value<core::NodeId>(), expected);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, pos);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.at(0).at(0).value<core::NodeId>(), expected);
    // Off the plot: nothing.
    QCOMPARE(view->xAt(QPoint(1, 1)), -1);
    QTest::mouseMove(view->viewport(), QPoint(4, 4));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(4, 4));
    QCOMPARE(clicked.count(), 1);
}

void tst_ChartPanel::selectedNodeMarker_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("x");
    // The first x inside the node's subtree (fixtureanalysis.h).
    QTest::newRow("p[2]") << "/html/body/div[2]/p[2]" << 4;
    QTest::newRow("b text") << "/html/body/div[2]/p[2]/b/text()" << 5;
    QTest::newRow("div#main") << "/html/body/div[2]" << 2;
    QTest::newRow("footer") << "/html/body/div[3]" << 7;
    QTest::newRow("title: no x") << "/html/head/title" << -1;
}

void tst_ChartPanel::selectedNodeMarker()
{
    QFETCH(QString, path);
    QFETCH(int, x);
    m_panel->setAnalysis(m_analysis);
    m_panel->setSelectedNode(fixture::at(*m_doc, path.toUtf8().constData()));
    for (auto which :
         {ChartPanel::DensityChart, ChartPanel::ContentCodeChart, ChartPanel::OtherChart}) {
        ui::SeriesChartView *view = m_panel->view(which);
        QCOMPARE(view->markerX(), x);
        // The marker is the last series: a vertical line at x, or empty.
        const auto *marker = qobject_cast<QLineSeries *>(view->chart()->series().last());
        QVERIFY(marker);
        if (x < 0) {
            QCOMPARE(marker->count(), 0);
            continue;
        }
        QCOMPARE(marker->count(), 2);
        QCOMPARE(marker->at(0).x(), double(x));
        QCOMPARE(marker->at(1).x(), double(x));
    }
    // A new analysis keeps the selection.
    m_panel->setAnalysis(m_analysis);
    QCOMPARE(m_panel->view(ChartPanel::DensityChart)->markerX(), x);
    m_panel->setSelectedNode(core::kNoNode);
    QCOMPARE(m_panel->view(ChartPanel::DensityChart)->markerX(), -1);
}

void tst_ChartPanel::otherSeriesSelector()
{
    auto a = std::make_shared<ui::Analysis>(*m_analysis);
    // A second chart id on bte, and an extra series of danag outside content-code.
    core::Series extra{"bte-tags", "tags per block", core::Series::Style::Bars, {1, 2, 3}};
    extra.nodes = {fixture::at(*m_doc, "/html/body/div[1]"),
                   fixture::at(*m_doc, "/html/body/div[2]"),
                   fixture::at(*m_doc, "/html/body/div[3]")};
    a->runs[2].result.series.push_back(extra);
    m_panel->setAnalysis(a);
    // Entries: bte/bte and bte/bte-tags (density and content-code are drawn above).
    QComboBox *combo = m_panel->otherSelector();
    QCOMPARE(combo->count(), 2);
    QVERIFY(combo->itemText(0).endsWith("bte"));
    QVERIFY(combo->itemText(1).endsWith("bte-tags"));
    QCOMPARE(m_panel->view(ChartPanel::OtherChart)->drawnSamples(0), 8);
    combo->setCurrentIndex(1);
    QCOMPARE(m_panel->view(ChartPanel::OtherChart)->drawnSamples(0), 3);
    QVERIFY(m_panel->chart(ChartPanel::OtherChart)->title().contains("bte-tags"));
    // The choice survives a new analysis with the same entries.
    m_panel->setAnalysis(a);
    QCOMPARE(combo->currentIndex(), 1);
}

void tst_ChartPanel::longSeries()
{
    // 100,000 strings whose x maps to the fixture's 8 text nodes in turn (x -> texts[x % 8]).
    constexpr int kLength = 100000;
    auto a = std::make_shared<ui::Analysis>(*m_analysis);
    core::Series &l = a->runs[0].result.series[0];
    l.y.resize(kLength);
    l.nodes.resize(kLength);
    for (int x = 0; x < kLength; ++x) {
        l.y[size_t(x)] = x % 97;
        l.nodes[size_t(x)] = fixture::at(*m_doc, fixture::kTextPaths[x % 8]);
    }
    l.chosen = {{10, 20}, {30, 40000}};
    m_panel->setAnalysis(a);
    settle();
    ui::SeriesChartView *view = m_panel->view(ChartPanel::DensityChart);
    const int width = int(view->chart()->plotArea().width());
    QVERIFY(width > 100);
    // Reduced to one column per pixel of the plot (at most).
    QVERIFY(view->drawnSamples(0) <= width);
    QVERIFY(view->drawnSamples(0) >= width / 2);
    // Zoomed to [1000, 1100]: x 1000..1100 = 101 positions, all drawn.
    view->setXRange({1000, 1100});
    settle();
    QCOMPARE(view->drawnSamples(0), 101);
    // Hover stays exact: x 1050 -> texts[1050 % 8 = 2].
    QSignalSpy hovered(m_panel.get(), &ChartPanel::nodeHovered);
    const QPoint pos = view->positionOf(1050, 10);
    QCOMPARE(view->xAt(pos), 1050);
    QTest::mouseMove(view->viewport(), pos);
    QTRY_COMPARE(hovered.count(), 1);
    QCOMPARE(hovered.at(0).at(0).value<core::NodeId>(),
             fixture::at(*m_doc, fixture::kTextPaths[2]));
    view->resetZoom();
    QCOMPARE(view->xRange(), view->xBounds());
    m_panel->setAnalysis(m_analysis);
}

void tst_ChartPanel::wheelAndDrag()
{
    m_panel->setAnalysis(m_analysis);
    ui::SeriesChartView *view = m_panel->view(ChartPanel::DensityChart);
    // Bounds [-0.5, 7.5], span 8 < the 10-position floor: zooming in cannot narrow it.
    QCOMPARE(view->xBounds(), (ui::XRange{-0.5, 7.5}));

    auto a = std::make_shared<ui::Analysis>(*m_analysis);
    core::Series &l = a->runs[0].result.series[0];
    l.y.assign(1000, 5.0);
    l.nodes.assign(1000, fixture::at(*m_doc, fixture::kTextPaths[0]));
    m_panel->setAnalysis(a);
    settle();
    // Bounds [-0.5, 999.5]; one notch zooms to 80% = 800 positions around the mouse.
    const QPoint centre = view->positionOf(499.5, 3);
    QWheelEvent wheel(centre, view->viewport()->mapToGlobal(centre), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    QCOMPARE(qRound(view->xRange().span()), 800);
    QVERIFY(qAbs(view->xRange().lo - 99.5) < 1); // 499.5 - 0.5 * 800
    // Drag 50 px to the left pans right by 50 px worth of x, and is no click.
    QSignalSpy clicked(m_panel.get(), &ChartPanel::nodeClicked);
    const double before = view->xRange().lo;
    const double perPixel = view->xRange().span() / view->chart()->plotArea().width();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseMove(view->viewport(), centre - QPoint(25, 0));
    QTest::mouseMove(view->viewport(), centre - QPoint(50, 0));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, centre - QPoint(50, 0));
    QVERIFY(qAbs(view->xRange().lo - (before + 50 * perPixel)) < 1e-6);
    QCOMPARE(clicked.count(), 0);
    m_panel->resetZoom();
    QCOMPARE(view->xRange(), view->xBounds());
    m_panel->setAnalysis(m_analysis);
}

void tst_ChartPanel::exportChart()
{
    m_panel->setAnalysis(m_analysis);
    QTemporaryDir dir;
    QString error;
    const QString png = dir.filePath("density.png");
    QVERIFY2(m_panel->exportChart(ChartPanel::DensityChart, png, &error), qPrintable(error));
    QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), m_panel->view(ChartPanel::DensityChart)->size());
    const QString svg = dir.filePath("cc.svg");
    QVERIFY2(m_panel->exportChart(ChartPanel::ContentCodeChart, svg, &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("<svg"));
    QVERIFY(bytes.contains("<path")); // something was drawn
    QVERIFY(!m_panel->exportChart(ChartPanel::DensityChart, dir.filePath("x.gif"), &error));
    QVERIFY(error.contains("gif"));
    QVERIFY(!m_panel->exportChart(ChartPanel::DensityChart, "/nonexistent/dir/x.png", &error));
    QVERIFY(error.contains("cannot write"));
}

void tst_ChartPanel::realExtractors()
{
    const core::Extractor *density = core::ExtractorRegistry::find("density");
    const core::Extractor *danag = core::ExtractorRegistry::find("addanag");
    if (!danag)
        danag = core::ExtractorRegistry::find("danag");
    if (!density || !danag)
        QSKIP("the density and danag/addanag extractors are not in this build's registry");
    const auto doc = fixture::load("article.html");
    auto a = std::make_shared<ui::Analysis>();
    a->document = doc;
    for (const core::Extractor *e : {density, danag}) {
        ui::ExtractorRun run = fixture::run(e->info().id);
        run.params = e->info().defaults();
        run.result = e->run(*doc, run.params);
        a->runs.push_back(std::move(run));
    }
    m_panel->setAnalysis(a);
    for (auto which : {ChartPanel::DensityChart, ChartPanel::ContentCodeChart}) {
        QVERIFY(m_panel->showsChart(which));
        const ui::ExtractorRun &run = a->runs[which == ChartPanel::DensityChart ? 0 : 1];
        const std::string chartId = which == ChartPanel::DensityChart ? "density" : "content-code";
        int i = 0;
        for (const core::Series &s : run.result.series) {
            if (s.chart != chartId)
                continue;
            // A page this small is drawn without reduction.
            QCOMPARE(m_panel->view(which)->drawnSamples(i++), int(s.y.size()));
        }
        QVERIFY(i > 0);
    }
    QVERIFY(m_panel->view(ChartPanel::DensityChart)->thresholdLine());
    m_panel->setAnalysis(m_analysis);
}

QTEST_MAIN(tst_ChartPanel)
#include "tst_chartpanel.moc"
