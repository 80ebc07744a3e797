#pragma once

#include "overlaymark.h"
#include "overlayplan.h"
#include "pagescript.h"

#include <QColor>
#include <QElapsedTimer>
#include <QList>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <QWebEngineView>

#include <functional>
#include <memory>

class QAction;
class QTimer;
class QWebChannel;
class QWebEngineProfile;

namespace ui {

class LocalRequestInterceptor;
class PageBridge;

// The rendered page (docs/architecture.md, steps 1, 2 and 5 of the window's way): a QWebEngineView
// on a private, off-the-record profile that never touches the network unless the user typed a
// remote URL. Owns the profile, the page object, the request interceptor, the bridge and the
// Back/Forward/Reload actions. Our script (resources/js/inspector.js) runs in an isolated world of
// its own: it numbers the elements for the snapshot, keeps the element list, and draws the overlay
// in a closed shadow root. Elements are named by their number in the last snapshot (=
// Node::renderId of the rendered document). A watchdog notices a renderer that a page's script
// keeps busy (pageUnresponsive()) and ends it; a page object whose renderer ended (so, or by a
// crash) is replaced by a new one before the next load, which therefore starts in a fresh
// renderer however soon it comes. GUI thread only.
class PageView : public QWebEngineView
{
    Q_OBJECT
public:
    // The JavaScript world of all our code; tests query the page through the same world.
    static constexpr quint32 kWorldId = 1; // QWebEngineScript::ApplicationWorld
    // A renderer that shows no sign of life for this long while a page loads or is instrumented
    // is taken as stuck in the page's script: Chromium's own hung-renderer delay
    // (kHungRendererDelay, content/browser/renderer_host/render_widget_host_impl.cc). The parser
    // and our sliced snapshot yield often; what takes one long task is the first layout of a
    // huge page (about 14 s for 200,000 elements on a loaded 2-core machine) or a script that
    // never returns. A slow network does not trip it (the renderer answers while it waits).
    static constexpr int kUnresponsiveMs = 15000;
    // How long a page that is being left may take to answer a question of ours (asked twice)
    // before its renderer is taken as held by the page's script and ended, so that the page asked
    // for loads in a fresh one (project choice: a renderer answers in milliseconds, one busy with
    // a large layout in a few hundred; the page is left anyway, so ending it costs nothing shown).
    static constexpr int kLeaveMs = 2000;

    // What the extractors' layers show: each extractor's regions outlined in its colour and
    // labelled, how many of them chose each block, or nothing (while annotating, say).
    enum class OverlayMode { Outlines, Agreement, Hidden };

    explicit PageView(QWidget *parent = nullptr);
    ~PageView() override;

    // Loads url; remote URLs only when remoteAllowed (the user typed one). A renderer that the
    // page being left keeps busy (its script never returns) is ended and url loads in a fresh one.
    void open(const QUrl &url, bool remoteAllowed);
    // Back, Forward or Reload of the page shown, whichever page object shows it (the page's own
    // actions would go with a replaced page object): for menus and tool bars.
    QAction *navigationAction(QWebEnginePage::WebAction action) const;
    // Loads the page shown again (after its renderer ended: in a fresh one).
    void reloadPage();
    // Shows a line of text instead of a page (a page refused before it was loaded): no snapshot,
    // no overlay; the next open() or navigation replaces it.
    void showNotice(const QString &text);
    // Such a notice is loading (its load is not a page's).
    bool showsNotice() const { return m_notice; }
    void setScriptsEnabled(bool enabled);
    // Click on the page selects an element instead of following links.
    void setPicking(bool on);

    // Takes the snapshot of the current page again (also done after every load).
    void takeSnapshot();

    // The extractors' layers of the page shown (OverlayPlan::of), drawn in the mode set.
    void setOverlay(const OverlayPlan &plan);
    void setOverlayMode(OverlayMode mode);
    OverlayMode overlayMode() const { return m_overlayMode; }
    const OverlayPlan &overlay() const { return m_overlay; }
    void setHighlightedElement(int element);
    // The trace player's current step: these elements outlined in the step style (empty: none);
    // the first is scrolled into view when none of them is visible.
    void setStepElements(const QList<int> &elements, bool scrollIntoView);
    void setSelectedElement(int element, bool scrollIntoView);
    // Scrolls the element to the middle of the view and flashes it ("go to chosen content");
    // `shown` is called with false when the page lays it out in no box (nothing moved), never
    // when another page has replaced this one meanwhile.
    void flashElement(int element, const std::function<void(bool shown)> &shown);
    // Brings the first of these regions (runs of elements, in the order wanted) that has a box
    // into view, unless one of them starts in view already, the user has moved about the page or
    // it is not at its top (PageScript::reveal); done() gets the page's answer, and is not called
    // once another page is loading.
    void revealRegions(const QList<QList<int>> &regions,
                       const std::function<void(const QString &)> &done);
    // Reader view (Insa, Silva and Tamarit 2013, §6: the content's subtrees shown, the rest hidden
    // in place): hides everything but these elements' subtrees; !on = off.
    void setReaderElements(const QList<int> &elements, bool on);

    // The typed calls of our scripts' API in the page (what the methods above use too).
    PageScript &script() { return m_script; }
    // Draws the overlay set last now and calls done() once the page has. The watchdog watches
    // meanwhile, as during a load: a page whose script takes the renderer after its snapshot
    // (a timer that never returns, say) is found unresponsive (pageUnresponsive()), and done()
    // is then never called.
    void flushOverlay(const std::function<void()> &done);
    // Runs code in our world and calls back with its value: for tests that look into the page.
    void runInWorld(const QString &code, const std::function<void(const QVariant &)> &callback);

    // The page's renderer is stuck in the page's script (since pageUnresponsive()): nothing sent
    // to the page is answered until the next load.
    bool isUnresponsive() const { return m_unresponsive; }
    // How long without a sign of life is unresponsive (kUnresponsiveMs); tests change it.
    void setUnresponsiveTimeout(int milliseconds);

signals:
    void snapshotReady(const QString &html, int elements, double milliseconds);
    // A large page is instrumented in slices: done of about total elements so far.
    void snapshotProgress(int done, int total);
    void snapshotFailed(const QString &error);
    void pageLoadFailed(const QUrl &url);
    // The page did not finish loading or could not be instrumented: its script keeps the
    // renderer busy. No snapshot will come for this load.
    void pageUnresponsive();
    void elementClicked(int element);
    void elementHovered(int element);
    // Annotation mode: text selected on the page, {from: {e, k, o}, to: {e, k, o}} (annotate.js).
    void textRangeSelected(const QVariantMap &range);

private:
    void onLoadFinished(bool ok);
    void beginLoad();
    void watch();
    void onWatchdog();
    // Takes snapshot `snapshot` once no streamed part of the page waits hidden for its script, or
    // once kStreamWaitMs have passed; `waited`: the ms waited so far.
    void awaitStreamedContent(quint64 snapshot, int waited);
    // Asks for the snapshot's progress (or starts it: first) until it is done.
    void pollSnapshot(bool first, quint64 snapshot);
    // runJavaScript in our world; the callback is not called once the view is being destroyed or
    // the page object is replaced.
    void run(const QString &code, const std::function<void(const QVariant &)> &callback);
    // Kills the renderer (held by the page's script): the page object is replaced before the
    // next load (m_ended).
    void endRenderer();
    // A page object of our profile with our settings, scripts, channel and signal handlers.
    QWebEnginePage *makePage();
    // The page object to load in: a new one in place of the current one when the current one's
    // renderer ended. Nothing of the old one reaches us any more: its signals, the answers it
    // still owes (Qt WebEngine gives them empty when it goes), its history.
    QWebEnginePage *livePage();
    // Back, Forward or Reload (navigationAction()) on the page shown.
    void navigate(QWebEnginePage::WebAction action);
    // Makes the navigation actions follow the state of page's own.
    void followActions(QWebEnginePage *page);
    // Whether the renderer lets the page go for open() number seq (see open()); questions: how
    // many to ask.
    void checkLetGo(quint64 seq, int questions);
    // The page being left holds the renderer: it is ended, and the page asked for loads in a
    // fresh one.
    void leaveHeldRenderer();

    QWebEngineProfile *m_profile = nullptr;
    QWebEnginePage *m_page = nullptr;
    LocalRequestInterceptor *m_interceptor = nullptr;
    PageBridge *m_bridge = nullptr;
    QWebChannel *m_channel = nullptr;
    QTimer *m_watchdog = nullptr;
    QElapsedTimer m_lastLife; // since the renderer's last sign of life
    int m_unresponsiveMs = kUnresponsiveMs;
    quint64 m_loadSeq = 0;
    quint64 m_snapshotSeq = 0;
    bool m_picking = true;
    bool m_pinging = false;
    bool m_unresponsive = false;
    bool m_notice = false; // showNotice()'s page is shown
    quint64 m_openSeq = 0; // open() calls, for the check that the page left lets go
    quint64 m_leaving = 0; // the open() whose page left has not answered that check yet (0: none)
    QUrl m_leavingTo;      // the page that open() asked for
    bool m_ended = false;  // m_page's renderer ended (we killed it, or it crashed)
    bool m_scriptsEnabled = true;
    QList<QWebEngineScript> m_scripts; // ours, in every page object
    QAction *m_back = nullptr, *m_forward = nullptr, *m_reload = nullptr;
    // Whether answers of m_page still count: false once the view or that page object goes.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    PageScript m_script;
    OverlayPlan m_overlay;
    OverlayMode m_overlayMode = OverlayMode::Outlines;

protected:
    void leaveEvent(QEvent *event) override;
};

} // namespace ui
