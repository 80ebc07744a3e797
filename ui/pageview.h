#pragma once

#include <QColor>
#include <QList>
#include <QWebEngineView>

class QWebChannel;
class QWebEngineProfile;

namespace ui {

class LocalRequestInterceptor;
class PageBridge;

// The rendered page (DESIGN.md steps 2 and 6): a QWebEngineView on a private, off-the-record
// profile that never touches the network unless the user typed a remote URL. Owns the profile,
// the page, the request interceptor and the bridge. Our script (resources/js/inspector.js) runs
// in an isolated world of its own: it numbers the elements for the snapshot, keeps the element
// list, and draws the overlay in a closed shadow root. Elements are named by their number in the
// last snapshot (= Node::renderId of the rendered document). GUI thread only.
class PageView : public QWebEngineView
{
    Q_OBJECT
public:
    // The JavaScript world of all our code; tests query the page through the same world.
    static constexpr quint32 kWorldId = 1; // QWebEngineScript::ApplicationWorld

    // One extractor's mark on one element.
    struct Mark
    {
        int element = -1;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine; // of the outline (ExtractorPalette::lineStyle)
        QString label;                      // short: the extractor id
        QString tip;                        // extractor, node, score, reason
    };

    explicit PageView(QWidget *parent = nullptr);
    ~PageView() override;

    // Loads url; remote URLs only when remoteAllowed (the user typed one).
    void open(const QUrl &url, bool remoteAllowed);
    void setScriptsEnabled(bool enabled);
    bool scriptsEnabled() const;
    // Click on the page selects an element instead of following links.
    void setPicking(bool on);

    // Takes the snapshot of the current page again (also done after every load).
    void takeSnapshot();

    void setMarks(const QList<Mark> &marks);
    void setHighlightedElement(int element);
    void setSelectedElement(int element, bool scrollIntoView);
    // Scrolls the element to the middle of the view and flashes it ("go to chosen content").
    void flashElement(int element);
    // Reader view (seed 003 §6): hides everything but these elements' subtrees; empty = off.
    void setReaderElements(const QList<int> &elements, bool on);

    // Runs code in our world and calls back with its value (tests, screenshot mode).
    void runInWorld(const QString &code, const std::function<void(const QVariant &)> &callback);

signals:
    void snapshotReady(const QString &html, int elements, double milliseconds);
    void snapshotFailed(const QString &error);
    void pageLoadFailed(const QUrl &url);
    void elementClicked(int element);
    void elementHovered(int element);
    // Annotation mode: text selected on the page, {from: {e, k, o}, to: {e, k, o}} (annotate.js).
    void textRangeSelected(const QVariantMap &range);
    // The overlay state asked for so far is on screen (emitted after setMarks & co. ran).
    void overlayApplied();

private:
    void onLoadFinished(bool ok);
    void callWorld(const QString &code);

    QWebEngineProfile *m_profile = nullptr;
    QWebEnginePage *m_page = nullptr;
    LocalRequestInterceptor *m_interceptor = nullptr;
    PageBridge *m_bridge = nullptr;
    QWebChannel *m_channel = nullptr;
    quint64 m_loadSeq = 0;
    bool m_picking = true;
};

} // namespace ui
