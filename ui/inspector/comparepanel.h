#pragma once

#include "common/analysis.h"
#include "common/jobtracker.h"

#include <extraction/extractor.h>
#include <measures/extractorcomparison.h>

#include <QJsonArray>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QTreeWidget;

namespace ui {

// The compare view ("why does A lose what B keeps"): two drop-downs choose extractors A and B (any
// two offered, ticked or not, built-in or external); the comparison is core::ExtractorComparison's,
// the one `boilerscope-cli diff` prints, never recomputed here. It lists the disagreeing blocks,
// most disagreeing words first, with both extractors' reasons side by side, and gives the page its
// three highlights (only A, only B, both; the legend shows their colours and lines). The comparison
// is computed off the GUI thread (on a page of 200,000 elements it takes seconds) as a job of a
// JobTracker: a newer pair, page or analysis, or switching the view off, cancels it and drops its
// result, so only the latest pair's comparison is ever shown. Owns its widgets and the current
// comparison; shares the Analysis. GUI thread only (the worker gets the shared Analysis).
// Widgets are named "compareOn", "compareA", "compareB", "compareList".
class ComparePanel : public QWidget
{
    Q_OBJECT
public:
    // Highlight colours and underline styles, as resources/js/annotate.js draws kinds oa, ob, ab
    // (the adjudication view's: one meaning, "only the first / only the second / both kept").
    // None is an extractor's hue (ExtractorPalette uses all seven Okabe-Ito hues): Paul Tol's
    // "muted" green and indigo (personal.sron.nl/~pault, 2021), which lie 24° and 48° of hue from
    // the nearest extractor colour, and a neutral grey for what both kept.
    static QColor onlyAColor() { return QColor(0x11, 0x77, 0x33); }
    static QColor onlyBColor() { return QColor(0x33, 0x22, 0x88); }
    static QColor bothColor() { return QColor(0x66, 0x66, 0x66); }

    // Table columns.
    enum Column { NodeColumn, OnlyAColumn, OnlyBColumn, BothColumn, ReasonA, ReasonB, Columns };

    explicit ComparePanel(const std::vector<const core::Extractor *> &extractors,
                          QWidget *parent = nullptr);

    // One more extractor to choose from (replaces the entry of the same id).
    void addExtractor(const core::Extractor *extractor);
    // Chooses A and B and switches the view on.
    void setPair(const QString &a, const QString &b);
    void setActive(bool on);
    bool isActive() const;
    QString extractorA() const;
    QString extractorB() const;

    // Compares A's and B's runs in analysis (ticked or Analysis::compared), when both are there.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // The comparison shown; nullopt while off, while a run is missing or while the first
    // comparison of this pair on this page is computed (a recomputation for a new analysis of the
    // same page shows the previous one meanwhile).
    const std::optional<core::Comparison> &comparison() const { return m_comparison; }
    // A comparison is being computed.
    bool isBusy() const { return m_comparing.isRunning(); }
    // The highlights for the page: PageSpan objects of kinds oa, ob, ab; empty while off or when
    // the analysed document is not the rendered one (its text has no place on the page).
    QJsonArray pageSpans() const;
    QTreeWidget *list() const { return m_list; }
    // Selects the disagreement `by` rows after (before, negative) the current one in the list
    // (the first row when none is current, as when a new pair or page is first compared: the
    // view lands on its largest disagreement), which selects its block everywhere and scrolls the
    // page to it; false at either end or with no disagreement.
    bool step(int by);
    QString summary() const;

signals:
    // The pair to compare changed ("" and "" when the view was switched off).
    void pairChanged(const QString &a, const QString &b);
    // The comparison (and pageSpans()) changed: cleared when a computation for another pair
    // or page starts, set when one is done.
    void comparisonChanged();
    // The view started computing a comparison (true) or has none under way any more, its result
    // shown or the computation cancelled (false).
    void busyChanged(bool busy);
    void nodeSelected(core::NodeId node);

private:
    void emitPair();
    void update();
    // Computes the comparison of A's and B's runs of m_analysis in the background.
    void start(const ExtractorRun *runA, const ExtractorRun *runB);
    void show(core::Comparison comparison);

    QCheckBox *m_on = nullptr;
    QComboBox *m_a = nullptr;
    QComboBox *m_b = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_list = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    std::optional<core::Comparison> m_comparison;
    // What m_comparison compares: the document and the pair.
    struct Shown
    {
        std::shared_ptr<const core::Document> document;
        QString a, b;
    } m_shown;
    // The newest computation (a result of another one is stale); cancelled when this goes.
    JobTracker m_comparing;
};

} // namespace ui
