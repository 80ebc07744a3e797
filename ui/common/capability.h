#pragma once

#include <QList>
#include <QObject>

class QAction;
class QDockWidget;

namespace ui {

// One capability of the window (the page, the extractors, the inspector, the charts, annotation,
// campaigns, evaluation, teaching, figures): what it contributes to the window, its docks, its
// menu entries and its tool bar actions, and what the window asks of it when the page is left or
// the window closes. The window only places the docks and merges the entries into its menus (as
// KDAB hotspot's ResultsPage hands out its menus to its MainWindow); a capability wires its own
// widgets to the shared objects (Selection, Workbench) and to the capabilities it is given. Owned
// by the window; GUI thread only.
class Capability : public QObject
{
    Q_OBJECT
public:
    // Where a menu entry goes, in menu bar order: each place is a group of one of the window's
    // menus (MainWindow says which, and which groups a separator sets apart). Entries of one
    // place follow the order of the capabilities in the window.
    enum class Place {
        FileOpen,           // File: open a page
        FileOpenDocument,   // File: open a test package's document, a campaign
        FileOpenMore,       // File: recent pages, sample pages, a location
        FileExport,         // File: the window or a figure as an image
        FileExportChart,    // File: one chart as an image
        ViewNavigation,     // View: back, forward, reload, analyse again
        ViewPage,           // View: what the page shows and what a click on it does
        ViewZoom,           // View: the page's zoom
        Annotation,         // Annotation: the marks and the gold
        AnnotationCampaign, // Annotation: pre-annotation and the campaign's queue
        Extractors,         // Extractors
        Tools,              // Tools
        HelpLessons,        // Help: the lessons
    };
    struct MenuEntry
    {
        Place place;
        QList<QAction *> actions; // a submenu is its menuAction(), a separator an action too
    };
    struct Dock
    {
        QDockWidget *dock = nullptr;
        // Where it goes at first; the window's layouts (LayoutManager) arrange it by its object
        // name afterwards.
        Qt::DockWidgetArea area = Qt::RightDockWidgetArea;
    };

    using QObject::QObject;

    virtual QList<Dock> docks() const { return {}; }
    virtual QList<MenuEntry> menuEntries() const { return {}; }
    // In the navigation tool bar, after those of the capabilities before this one.
    virtual QList<QAction *> toolBarActions() const { return {}; }

    // Another page is about to be opened, or the window to close: false keeps the page (the user
    // chose not to give up unsaved work).
    virtual bool mayLeavePage() { return true; }
    // The window closes: what should be there at the next start is written to the settings.
    virtual void saveState() {}
    // The window goes: background work that holds pointers to its widgets or to the extractors
    // is told to stop (the window then waits for the thread pool).
    virtual void cancelWork() {}
};

} // namespace ui
