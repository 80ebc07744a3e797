#pragma once

#include "../analysis.h"

#include <eval/extractorcomparison.h>
#include <extractor.h>

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

// The compare view (issue 10 part 5, "why does A lose what B keeps"): two drop-downs choose
// extractors A and B (any two offered, ticked or not, built-in or external); the comparison is
// core::ExtractorComparison's, the one `boilerscope-cli diff` prints, never recomputed here. It
// lists the disagreeing blocks, most disagreeing words first, with both extractors' reasons side
// by side, and gives the page its three highlights (only A, only B, both; the legend shows their
// colours and lines). Owns its widgets and the current comparison; shares the Analysis. GUI
// thread only. Widgets are named "compareOn", "compareA", "compareB", "compareList".
class ComparePanel : public QWidget
{
    Q_OBJECT
public:
    // Highlight colours and underline styles, as resources/js/annotate.js draws kinds oa, ob, ab
    // (the adjudication view's: one meaning, "only the first / only the second / both kept").
    static QColor onlyAColor() { return QColor(0xe6, 0x9f, 0x00); }
    static QColor onlyBColor() { return QColor(0x56, 0xb4, 0xe9); }
    static QColor bothColor() { return QColor(0x00, 0x9e, 0x73); }

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
    // The comparison shown; nullopt while off or while a run is missing.
    const std::optional<core::Comparison> &comparison() const { return m_comparison; }
    // The highlights for the page: PageSpan objects of kinds oa, ob, ab; empty while off or when
    // the analysed document is not the rendered one (its text has no place on the page).
    QJsonArray pageSpans() const;
    QTreeWidget *list() const { return m_list; }
    QString summary() const;

signals:
    // The pair to compare changed ("" and "" when the view was switched off).
    void pairChanged(const QString &a, const QString &b);
    // The comparison (and pageSpans()) changed.
    void comparisonChanged();
    void nodeSelected(core::NodeId node);

private:
    void emitPair();
    void update();

    QCheckBox *m_on = nullptr;
    QComboBox *m_a = nullptr;
    QComboBox *m_b = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_list = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    std::optional<core::Comparison> m_comparison;
};

} // namespace ui
