#pragma once

#include "common/capability.h"

#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

class QDockWidget;
class QMenu;
class QTextBrowser;

namespace ui {

class ChartPanel;
class ExtractorsCapability;
class PageCapability;
class Selection;
class TracePlayerPanel;
class Workbench;
struct Lesson;

// Teaching: the trace player (an extractor's decisions step by step, each step drawn on the page
// and the charts), the lessons of Help ▸ Lessons and the dock that shows a lesson's text beside
// its page. Owns the player, the lesson's text and their docks; GUI thread only.
class TeachingCapability : public Capability
{
    Q_OBJECT
public:
    TeachingCapability(Workbench *workbench, Selection *selection, PageCapability *page,
                       ExtractorsCapability *extractors, ChartPanel *charts);

    TracePlayerPanel *tracePlayer() const { return m_player; }
    QTextBrowser *lessonText() const { return m_lessonText; }

    // Opens a lesson: its layout (layoutRequested), its extractors ticked (and only those), its
    // text beside the page, its page, and its extractor's trace in the player. The user's setup
    // (ticked extractors, the source switch, the layout) is kept aside until the lesson ends.
    void openLesson(const ui::Lesson &lesson);
    // Ends the lesson shown, if any: the user's setup is back as it was before the lesson. Done
    // when another page is opened, and by the window before it saves its state, so that a
    // lesson's setup is never remembered as the user's.
    void endLesson();
    bool inLesson() const { return m_userSetup.has_value(); }
    // The window shows this layout (LayoutManager's key); in Teach the player's keys act anywhere
    // in the window.
    void setLayout(const QString &key);

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;
    void cancelWork() override;

signals:
    // A lesson wants the window in this layout: debug, annotate or teach (Lesson::layout).
    void layoutRequested(const QString &layout);

private:
    // Shows the player's current step: its nodes on the page, its x range on the chart.
    void showTraceStep(const QString &extractor);

    Workbench *m_workbench;
    Selection *m_selection;
    PageCapability *m_page;
    ExtractorsCapability *m_extractors;
    ChartPanel *m_charts;
    TracePlayerPanel *m_player = nullptr;
    QTextBrowser *m_lessonText = nullptr;
    QDockWidget *m_playerDock = nullptr;
    QDockWidget *m_lessonDock = nullptr;
    QMenu *m_lessons = nullptr;
    // What the user had set up before the lesson, while a lesson is shown.
    struct Setup
    {
        QStringList ticked;
        bool source = false;
        QString layout;
    };
    std::optional<Setup> m_userSetup;
    QUrl m_lessonPage;
    QString m_layout = QStringLiteral("debug");
};

} // namespace ui
