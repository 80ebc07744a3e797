#pragma once

#include "common/analysis.h"
#include "common/jobtracker.h"
#include "teaching/traceplayer.h"

#include <extraction/extractor.h>

#include <QWidget>

#include <functional>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QTableWidget;
class QTimer;

namespace ui {

// The trace player (docs/teaching.md): plays the trace of one ticked extractor on the analysed page
// — play / pause, step, step back, first / last, a speed, a slider over the steps, "step k of n",
// and the step's phase, sentence and numbers. The trace is computed, only while the panel is shown,
// off the GUI thread on the analysed document with the run's parameters, as jobs of a JobTracker: a
// result that is not the newest job's is dropped. stepChanged() tells the window which step to show
// on the page and the charts. Space, Left and Right play and step while the panel has the focus,
// and anywhere in the window when keys are set window-wide (the Teach layout) except in the page
// view, text fields and item views, which need those keys. Owns its player, timer and actions. GUI
// thread only.
class TracePlayerPanel : public QWidget
{
    Q_OBJECT
public:
    using ExtractorLookup = std::function<const core::Extractor *(const std::string &id)>;

    explicit TracePlayerPanel(ExtractorLookup lookup, QWidget *parent = nullptr);

    // The ticked extractors' runs on a page: the box offers them; the trace of the chosen one is
    // computed again (a new page, new parameters), keeping the step number where it can.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // Chooses the extractor whose trace plays (kept for the next analysis when it is not ticked).
    void setExtractor(const QString &id);
    QString extractor() const { return m_extractor; }
    // Drops the trace job under way, if any.
    void cancel();
    bool busy() const { return m_tracing.isRunning(); }

    const TracePlayer &player() const { return m_player; }
    // Shows step index (clamped), as the slider does.
    void seek(int index);
    // Space / Left / Right act anywhere in the window (but in the page, text fields and views).
    void setWindowWideKeys(bool on) { m_windowWideKeys = on; }

    QAction *playAction() const { return m_play; }
    QAction *stepAction() const { return m_step; }
    QAction *backAction() const { return m_back; }
    QAction *firstAction() const { return m_first; }
    QAction *lastAction() const { return m_last; }
    QComboBox *extractorBox() const { return m_extractorBox; }
    QComboBox *speedBox() const { return m_speedBox; }
    QSlider *slider() const { return m_slider; }
    QLabel *positionLabel() const { return m_position; }
    QLabel *sentenceLabel() const { return m_sentence; }
    QTableWidget *numbersTable() const { return m_numbers; }

signals:
    // The current step changed (or a new trace arrived, or the panel was shown or hidden): show
    // player().focus() of this extractor while the panel is visible, nothing while it is hidden.
    void stepChanged(const QString &extractor);
    // A trace was computed and loaded into the player.
    void traceReady(const QString &extractor);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void compute();
    void onTrace(std::shared_ptr<const core::Trace> trace, int keepIndex);
    void togglePlay();
    void refresh();
    bool keysApplyTo(QWidget *focus) const;

    ExtractorLookup m_lookup;
    TracePlayer m_player;
    std::shared_ptr<const Analysis> m_analysis;
    QString m_extractor;
    JobTracker m_tracing; // the newest trace job; cancelled when this goes
    bool m_stale = false; // an analysis came while hidden: its trace is computed when shown
    bool m_windowWideKeys = false;

    QComboBox *m_extractorBox = nullptr;
    QComboBox *m_speedBox = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_phase = nullptr;
    QLabel *m_sentence = nullptr;
    QTableWidget *m_numbers = nullptr;
    QTimer *m_timer = nullptr;
    QAction *m_play = nullptr;
    QAction *m_step = nullptr;
    QAction *m_back = nullptr;
    QAction *m_first = nullptr;
    QAction *m_last = nullptr;
};

} // namespace ui
