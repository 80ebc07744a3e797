// The charts in the real window under xvfb: an extractor's series is drawn and follows the
// selection, hovering a point highlights its block in the page, and the y axis zooms (wheel and
// rectangle) without ever eliding a label.

#include <charts/chartpanel.h>
#include <charts/serieschartview.h>
#include <registry/extractorregistry.h>

#include "testwait.h"
#include "windowtest.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QSignalSpy>
#include <QWheelEvent>

using namespace Qt::StringLiterals;
using namespace testwindow;

namespace {

// Every text a chart draws: title, axis labels and titles, legend.
QStringList chartTexts(QGraphicsView *view)
{
    QStringList out;
    for (QGraphicsItem *item : view->scene()->items()) {
        if (!item->isVisible())
            continue;
        if (auto *t = dynamic_cast<QGraphicsTextItem *>(item))
            out << t->toPlainText();
        else if (auto *s = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            out << s->text();
    }
    return out;
}

} // namespace

class TstChartsCapability : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chartsHoldSeriesAndFollowSelection();
    void chartHoverHighlightsBlockInPage();
    void chartsZoomInYAndNeverElideLabels();
    void titlesAreWholeOnALaptop();
};

void TstChartsCapability::initTestCase()
{
    QVERIFY(createWindow());
}

void TstChartsCapability::chartsHoldSeriesAndFollowSelection()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    ui::SeriesChartView *view = m_window->chartPanel()->view(ui::ChartPanel::OtherChart);
    QVERIFY(m_window->chartPanel()->showsChart(ui::ChartPanel::OtherChart));
    // basic.html's <body> has four element children: nav, #main, .sidebar, footer.
    QCOMPARE(view->drawnSamples(0), 4);
    // Selecting the sidebar (x = 2) in the page marks it in the chart.
    m_window->selectElement(eval(u"bs.number(document.querySelector('.sidebar'))"_s).toInt());
    QCOMPARE(view->markerX(), 2);
    m_window->selectElement(eval(u"bs.number(document.querySelector('nav'))"_s).toInt());
    QCOMPARE(view->markerX(), 0);
}

void TstChartsCapability::chartHoverHighlightsBlockInPage()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    ui::SeriesChartView *view = m_window->chartPanel()->view(ui::ChartPanel::OtherChart);
    const int main = eval(u"bs.number(document.getElementById('main'))"_s).toInt();
    // x = 1 is #main; its y is its word count, 3 + 12 + 12 = 27 (h1 + two paragraphs): a point
    // half way up its line lies inside the plot.
    const QPoint pos = view->positionOf(1, 10);
    QCOMPARE(view->xAt(pos), 1);
    QTest::mouseMove(view->viewport(), pos);
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.boxes().filter(b => b.kind === 'hl').length"_s).toInt() == 1,
                             kTimeoutMs);
    const QVariantMap box = eval(u"bs.boxes().filter(b => b.kind === 'hl')[0]"_s).toMap();
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(main)).toMap();
    for (const char *k : {"x", "y", "w", "h"})
        QCOMPARE(qRound(box[QLatin1String(k)].toDouble()),
                 qRound(rect[QLatin1String(k)].toDouble()));
}

void TstChartsCapability::chartsZoomInYAndNeverElideLabels()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    ui::ChartPanel *panel = m_window->chartPanel();
    ui::SeriesChartView *view = panel->view(ui::ChartPanel::OtherChart);
    QVERIFY(panel->showsChart(ui::ChartPanel::OtherChart));
    testwait::wait(100); // the chart lays out its labels
    // Labels are drawn (the check below is not vacuous) and none is cut to "…".
    const QStringList texts = chartTexts(view);
    QVERIFY2(texts.contains(u"0"_s), qPrintable(texts.join(u'|')));
    for (const QString &t : texts)
        QVERIFY2(!t.contains(u"…"_s) && !t.contains(u"..."_s), qPrintable(t));

    // Shift+wheel zooms y around the mouse, x stays.
    const ui::XRange yBounds = view->yBounds(), xBefore = view->xRange();
    QCOMPARE(view->yRange(), yBounds);
    const QPoint centre = view->positionOf(1.5, (yBounds.lo + yBounds.hi) / 2);
    QWheelEvent wheel(centre, view->viewport()->mapToGlobal(centre), {}, QPoint(0, 120),
                      Qt::NoButton, Qt::ShiftModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    // One notch shows 80 % of the range.
    QVERIFY(qAbs(view->yRange().span() - 0.8 * yBounds.span()) < 1e-9 * yBounds.span());
    QCOMPARE(view->xRange(), xBefore);

    // A Ctrl+drag rectangle zooms y to its band.
    view->resetZoom();
    const QPoint from = view->positionOf(0.5, yBounds.lo + yBounds.span() * 0.75);
    const QPoint to = view->positionOf(2.5, yBounds.lo + yBounds.span() * 0.25);
    QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::ControlModifier, from);
    QTest::mouseMove(view->viewport(), (from + to) / 2);
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::ControlModifier, to);
    // Pixel rounding moves the band's edges by a fraction of a pixel's worth of y.
    const double pixel = yBounds.span() / 50;
    QVERIFY2(qAbs(view->yRange().lo - (yBounds.lo + yBounds.span() * 0.25)) < pixel,
             qPrintable(QString::number(view->yRange().lo)));
    QVERIFY2(qAbs(view->yRange().hi - (yBounds.lo + yBounds.span() * 0.75)) < pixel,
             qPrintable(QString::number(view->yRange().hi)));
    // Double-click resets both axes.
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(view->yRange(), yBounds);
    QCOMPARE(view->xRange(), view->xBounds());
}

// At 1366 × 768 with extractors of long names (a citation in each), every chart keeps a title and
// no text of a chart is cut to "…"; the whole title, citation included, is the chart's tooltip.
void TstChartsCapability::titlesAreWholeOnALaptop()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("density"),
                          core::ExtractorRegistry::find("addanag"),
                          core::ExtractorRegistry::find("wlr")};
    ui::MainWindow window(options);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    window.openLocation(fixture(u"basic.html"_s));
    QVERIFY(shown.wait(kTimeoutMs));
    testwait::wait(100); // the charts lay out their labels
    QList<ui::SeriesChartView *> views;
    for (int which = 0; which < 3; ++which)
        if (window.chartPanel()->showsChart(ui::ChartPanel::Which(which)))
            views << window.chartPanel()->view(ui::ChartPanel::Which(which));
    QVERIFY(views.size() >= 2); // density and content/code at least
    for (ui::SeriesChartView *view : std::as_const(views)) {
        QVERIFY2(!view->chart()->title().isEmpty(), "a chart lost its title");
        for (const QString &t : chartTexts(view))
            QVERIFY2(!t.contains(u"…"_s) && !t.contains(u"..."_s),
                     qPrintable(u"%1 in a chart %2 px wide"_s.arg(t).arg(view->width())));
    }
    for (ui::SeriesChartView *view : std::as_const(views)) {
        const QString title = view->chart()->title();
        QVERIFY2(view->toolTip().startsWith(title.section(u':', 0, 0)),
                 qPrintable(u"title \"%1\", tooltip \"%2\""_s.arg(title, view->toolTip())));
    }
}

QTEST_MAIN(TstChartsCapability)

#include "tst_chartscapability.moc"
