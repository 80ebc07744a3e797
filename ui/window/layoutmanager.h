#pragma once

#include <QByteArray>
#include <QObject>

#include <array>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace ui {

// The window's three dock arrangements (View ▸ Layout): Debug, Annotate and Teach, each giving the
// page the large share of the window. Each layout remembers the user's changes to it (dock sizes,
// places, visibility) as a QMainWindow state, kept in QSettings between sessions when settings are
// used; Reset Layout goes back to the default arrangement. The trace player and the lesson's text
// are placed in Teach and hidden in the others. Docks it does not know keep their place and
// visibility in the default arrangements and are saved with the state like the others. The tab
// bars of tabbed docks show whole titles and scroll when the titles do not fit. Owns its actions;
// works on the window's docks by object name. GUI thread only.
class LayoutManager : public QObject
{
    Q_OBJECT
public:
    enum Layout { Debug, Annotate, Teach };
    static constexpr int kLayoutCount = 3;

    LayoutManager(QMainWindow *window, bool useSettings);

    // The Layout submenu's entries: the three layouts (checkable, Ctrl+Alt+1..3) and Reset.
    void addActions(QMenu *menu);
    QAction *action(Layout layout) const { return m_actions[layout]; }

    // Remembers the present arrangement as the current layout's, then shows `layout` as it was
    // left (or its default arrangement the first time).
    void apply(Layout layout);
    // The current layout's default arrangement.
    void reset();
    Layout current() const { return m_current; }

    // At start: the layout in use at the end of the last session, as it was left.
    void restore();
    // The window was shown: applies the default dock sizes, which need the final window size.
    void windowShown();
    // Brings the dock's tab to the front and gives it the most of its column's height, the docks
    // in front of the other tab groups of the column the rest: the window shown for one thing,
    // a node's reasons (--select) or a field's value (--metadata), on a laptop's screen too. The
    // Extracted text among those keeps kReadableLines lines of its text (kLinesBesideReasons
    // beside the DOM inspector); the dock gets what is left, up to kFocusShare of the column,
    // and the DOM inspector no more than the tree's rows and the selected node's reasons need,
    // the text taking the rest. Project choice: the column is split when focus is asked for,
    // not when the selection changes afterwards (a click on the page or the tree), so that the
    // docks never move under the pointer; the inspector's split keeps following its height.
    void focus(QDockWidget *dock);
    // Project choice: three quarters of the column at most, where the window has room for more
    // than the text's lines: a field's candidates and the rule that chose are long, and so are
    // the reasons of six extractors for a paragraph.
    static constexpr double kFocusShare = 0.75;
    // Project choice: eight lines of the extracted text, two or three sentences of it, enough to
    // read what the extractor shown kept beside a metadata field. With the pane's choice,
    // summary and buttons above them, and its tab bar, they leave the Metadata dock 361 px of
    // the 644-px column at 1280 × 720, 423 of 692 at 1366 × 768 and 655 of 924 at 1600 × 1000
    // (a summary of three lines; tst_layoutmanager focusKeepsTheTextReadable prints them).
    // Three quarters of the column, which was all the dock took before, left the text 1.9, 2.7
    // and 7.9 lines.
    static constexpr int kReadableLines = 8;
    // Project choice: beside the DOM inspector the text keeps five lines, a sentence or two,
    // when the reasons need more: eight would push the fourth extractor's reason for a
    // paragraph of basic.html out of sight at 1280 × 720 (tst_mainwindow
    // nodeReasonsReadableOnALaptop: its heading at 217 px of a 210-px view). With six extractors
    // ticked on WCXB's news page 0221 (reasons of about 2,090 px) they leave the inspector 403 px
    // of the 644-px column at 1280 × 720 and 451 of 692 at 1366 × 768, where three quarters
    // left the text 2.0 and 2.4 lines; one extractor's reasons (113 px) leave the text 17.9
    // lines at 1366 × 768 (tst_layoutmanager focusOnANodeKeepsTheTextReadable prints them).
    static constexpr int kLinesBesideReasons = 5;
    // Writes every layout's state (the current one as it is now) to the settings.
    void save();

    static QString name(Layout layout);
    // The key of a layout: debug, annotate or teach.
    static QString key(Layout layout);
    // The layout a key names: debug, annotate or teach (as lessons and --layout name them).
    static std::optional<Layout> fromKey(const QString &key);

signals:
    void layoutChanged(ui::LayoutManager::Layout layout);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QDockWidget *dock(const char *objectName) const;
    // The width at which a dock's content needs no sideways scrolling (MainWindow wraps each
    // dock's widget in a scroll area): its smallest width, a vertical scroll bar and the frames.
    int unscrolledWidth(const char *objectName) const;
    // The height at which a dock shows `lines` lines of its text: the Extracted text's dock (its
    // text view is "extractedText"); 0 for any other dock.
    int readableHeight(QDockWidget *dock, int lines) const;
    // The height at which the DOM inspector's dock shows its tree's rows and the selected node's
    // reasons whole, at its present width (DomInspector::neededHeight).
    int neededHeight(QDockWidget *dock) const;
    // The height of the tab bar of the dock's tab group; 0 when it is not tabbed.
    int tabBarHeight(QDockWidget *dock) const;
    void arrange(Layout layout);
    void applySizes();
    void setCurrent(Layout layout);

    QMainWindow *m_window;
    bool m_useSettings;
    Layout m_current = Debug;
    std::array<QByteArray, kLayoutCount> m_states;
    std::array<QAction *, kLayoutCount> m_actions{};
    QActionGroup *m_group = nullptr;
    bool m_sizesPending = false;
};

} // namespace ui
