#pragma once

#include "overlaymark.h"
#include "overlayplan.h"
#include "pagescript.h"

#include <QColor>
#include <QElapsedTimer>
#include <QList>
#include <QWebEngineView>

#include <functional>
#include <memory>

class QTimer;
class QWebChannel;
class QWebEngineProfile;

namespace ui {

class LocalRequestInterceptor;
class PageBridge;

// The rendered page (docs/architecture.md, steps 1, 2 and 5 of the window's way): a QWebEngineView
// on a private, off-the-record profile that never touches the network unless the user typed a
// remote URL. Owns the profile, the page, the request interceptor and the bridge. Our script
// (resources/js/inspector.js) runs in an isolated world of its own: it numbers the elements for the
// snapshot, keeps the element list, and draws the overlay in a closed shadow root. Elements are
// named by their number in the last snapshot (= Node::renderId of the rendered document). A
// watchdog notices a renderer that a page's script keeps busy (pageUnresponsive()); the next load
// then starts in a fresh renderer. GUI thread only.
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
    // How long a load waits for Qt WebEngine to report the end of a renderer we killed before it
    // goes anyway (project choice: the report takes about a second; without a bound, a report
    // that never comes would leave this and every later load waiting, which is what a test run
    // once showed after a stuck page, its cause not established).
    static constexpr int kDeferredLoadMs = 10000;
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
    // Scrolls the element to the middle of the view and flashes it ("go to chosen content").
    void flashElement(int element);
    // Reader view (Insa, Silva and Tamarit 2013, §6: the content's subtrees shown, the rest hidden
    // in place): hides everything but these elements' subtrees; !on = off.
    void setReaderElements(const QList<int> &elements, bool on);

    // The typed calls of our scripts' API in the page (what the methods above use too).
    PageScript &script() { return m_script; }
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
    // Asks for the snapshot's progress (or starts it: first) until it is done.
    void pollSnapshot(bool first, quint64 snapshot);
    // runJavaScript in our world; the callback is not called once the view is being destroyed.
    void run(const QString &code, const std::function<void(const QVariant &)> &callback);
    // Kills the renderer (held by the page's script); a load then waits for Qt WebEngine to
    // notice (m_deferred).
    void endRenderer();
    // Whether the renderer lets the page go for url (see open()); questions: how many to ask.
    void checkLetGo(quint64 seq, const QUrl &url, int questions);

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
    bool m_notice = false;  // showNotice()'s page is shown
    quint64 m_openSeq = 0;  // open() calls, for the check that the page left lets go
    bool m_killed = false;  // the renderer's end that is about to be reported was ours
    QUrl m_deferred;        // a load asked for before that end was reported
    quint64 m_deferSeq = 0; // the newest deferred load, for its fallback timer
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
    PageScript m_script;
    OverlayPlan m_overlay;
    OverlayMode m_overlayMode = OverlayMode::Outlines;

protected:
    void leaveEvent(QEvent *event) override;
};

} // namespace ui
