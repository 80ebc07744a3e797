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
    // Brings the dock's tab to the front and gives its tab group kFocusShare of its column's
    // height, the docks above or below it the rest: the window shown for one thing, a node's
    // reasons (--select) or a field's value (--metadata), on a laptop's screen too.
    void focus(QDockWidget *dock);
    // Project choice: at 1280 × 720 the right column is about 610 px; three quarters leave the
    // tab group above (the extracted text) six lines and give the inspector 450 px.
    static constexpr double kFocusShare = 0.75;
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
