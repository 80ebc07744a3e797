#include "fixtureanalysis.h"

#include <charts/serieschartview.h>

#include <QAbstractAxis>
#include <QGraphicsSimpleTextItem>
#include <QtTest>

using ui::SeriesChartView;
using ui::XRange;
using ui::YView;

namespace {

// A content/code chart as AdDANAg draws one on a real page: 300 source lines of up to a few
// hundred content characters above the axis and of code below it, one of which is an inline
// script of two million characters.
struct ContentCode
{
    core::Series t{"content-code", "T (content)", core::Series::Style::Bars};
    core::Series s{"content-code", "S (code)", core::Series::Style::NegativeBars};
    static constexpr std::int32_t kScriptLine = 120;
    static constexpr double kScriptChars = 2e6;

    explicit ContentCode(const core::Document &doc)
    {
        const core::NodeId node = fixture::at(doc, fixture::kTextPaths[3]);
        for (std::int32_t x = 0; x < 300; ++x) {
            t.y.push_back(x % 7 == 0 ? 0 : 40 + (x * 37) % 260);
            s.y.push_back(x == kScriptLine ? kScriptChars : 10 + (x * 53) % 150);
        }
        t.nodes.assign(t.y.size(), node);
        s.nodes.assign(s.y.size(), node);
    }
};

void settle()
{
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

} // namespace

class tst_SeriesChartView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void opensOnTheValuesAnOutlierWouldFlatten();
    void withoutOutliersOpensOnEverything();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::shared_ptr<const ui::Analysis> m_analysis;
};

void tst_SeriesChartView::initTestCase()
{
    m_doc = fixture::load("article.html");
    m_analysis = fixture::handMade(m_doc);
}

void tst_SeriesChartView::opensOnTheValuesAnOutlierWouldFlatten()
{
    const ContentCode cc(*m_doc);
    SeriesChartView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSeries(m_analysis, {&cc.t, &cc.s}, Qt::darkCyan, QStringLiteral("Content/code"));
    settle();

    // Everything but the script line, as drawn: T up to max(T), S down to -max(S).
    double lo = 0, hi = 0;
    for (std::int32_t x = 0; x < 300; ++x) {
        hi = std::max(hi, cc.t.y[size_t(x)]);
        if (x != ContentCode::kScriptLine)
            lo = std::min(lo, -cc.s.y[size_t(x)]);
    }
    QCOMPARE(view.yRange(), YView::padded(lo, hi));
    QCOMPARE(view.yBounds(), YView::padded(-ContentCode::kScriptChars, hi));
    // The chart names what the view leaves out, where a reader sees it.
    const QString note = view.clipNote();
    QCOMPARE(note, QStringLiteral("1 value below the view (farthest: -2000000 at x = %1)")
                       .arg(ContentCode::kScriptLine));
    QGraphicsSimpleTextItem *shown = nullptr;
    for (QGraphicsItem *item : view.scene()->items())
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
            if (text->text() == note)
                shown = text;
    QVERIFY(shown);
    QVERIFY(view.chart()->plotArea().contains(shown->scenePos()));
    // In the axis labels' colour, which the theme makes readable on the chart.
    QCOMPARE(shown->brush().color(),
             view.chart()->axes(Qt::Vertical).front()->labelsBrush().color());

    // Shift+wheel out reaches the script line; then nothing is left out and the note goes.
    const QPoint centre = view.positionOf(150, 0);
    for (int notch = 0; notch < 60 && view.yRange() != view.yBounds(); ++notch) {
        QWheelEvent wheel(centre, view.viewport()->mapToGlobal(centre), {}, QPoint(0, -120),
                          Qt::NoButton, Qt::ShiftModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view.viewport(), &wheel);
    }
    QCOMPARE(view.yRange(), view.yBounds());
    QCOMPARE(view.clipNote(), QString());
    QVERIFY(!shown->isVisible());
    // Reset zoom returns to the readable opening, not to the flattened whole.
    view.resetZoom();
    QCOMPARE(view.yRange(), YView::padded(lo, hi));
    QVERIFY(shown->isVisible());
}

void tst_SeriesChartView::withoutOutliersOpensOnEverything()
{
    // article.html's density bars: eight strings, too few to call any of them an outlier.
    const core::Series &density = m_analysis->runs[0].result.series[0];
    SeriesChartView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSeries(m_analysis, {&density}, Qt::darkCyan, QStringLiteral("Density"));
    settle();
    QCOMPARE(view.yRange(), view.yBounds());
    // 52 is the longest string, 26 the threshold.
    QCOMPARE(view.yBounds(), YView::padded(0, 52));
    QCOMPARE(view.clipNote(), QString());
}

QTEST_MAIN(tst_SeriesChartView)
#include "tst_serieschartview.moc"
