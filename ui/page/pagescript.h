#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariant>

#include <functional>

namespace ui {

// The page's JavaScript API as typed calls: one method per function of the `bs` object that our
// scripts define in their isolated world (resources/js/inspector.js, and bs.annotate of
// resources/js/annotate.js). Every argument reaches the page JSON-encoded, so that any string
// (quotes, newlines, "</script>") arrives as it was and none is ever run as code. Every call is
// guarded: on a page where our scripts did not run (an error page) it does nothing. Holds the
// function that runs code in our world (PageView's); GUI thread only, like the page.
class PageScript
{
public:
    using Callback = std::function<void(const QVariant &)>;
    using Runner = std::function<void(const QString &code, const Callback &callback)>;

    explicit PageScript(Runner run);

    // bs.setPicking: a click on the page selects an element instead of following links.
    void setPicking(bool on);
    // bs.setPicking then bs.snapshot: starts a snapshot (a fresh document's world learns the
    // picking state first); callback gets what bs.snapshotProgress() answers, or null when the
    // page has no bs.
    void snapshot(bool picking, const Callback &callback);
    // bs.snapshotProgress: the snapshot under way, {done, total} until it is {html, elements, ms}.
    void snapshotProgress(const Callback &callback);

    // The drawing calls: each is drawn at once (bs.flush), not on the next animation frame.
    // bs.setOverlay: the extractors' layers, {mode, total, layers: [{id, c, f, s}], regions:
    // [{l, els, tips, a}], blocks: [{i, ids, c}]} (PageView::setOverlayMode).
    void setOverlay(const QJsonObject &overlay);
    // bs.hideTip: the tooltip goes (the pointer left the page).
    void hideTip();
    // bs.setHighlight: the element under the pointer elsewhere (a chart, the tree); -1 none.
    void setHighlight(int element);
    // bs.setSelected: the selected element, scrolled into view when asked and out of view.
    void setSelected(int element, bool scrollIntoView);
    // bs.setStep: the trace player's step elements (negative numbers are left out).
    void setStep(const QList<int> &elements, bool scrollIntoView);
    // bs.flash: scrolls the element to the middle of the view and flashes it; callback gets
    // 'flashed', 'hidden' (the page lays it out in no box: nothing moved) or 'none', or null when
    // the page has no bs.
    void flash(int element, const Callback &callback);
    // bs.reveal: brings the first of these regions (lists of elements) that has a box into view
    // when the page is at its top, none of them starts in view and the user has not moved about
    // it; callback gets 'moved',
    // 'none', 'shown' or 'revealed' (resources/js/inspector.js), or null when the page has no bs.
    void reveal(const QList<QList<int>> &regions, const Callback &callback);
    // bs.setReader: hides everything but these elements' subtrees; off when !on.
    void setReader(const QList<int> &elements, bool on);
    // bs.flush: draws what was asked so far now; callback once drawn.
    void flush(const Callback &callback);

    // bs.annotate.setMode: annotation mode (text selection marks gold) on or off.
    void setAnnotationMode(bool on);
    // bs.annotate.set: the gold {els: [element numbers], spans: [PageSpan]}, then drawn
    // (bs.flush); callback once drawn.
    void setAnnotation(const QJsonObject &state, const Callback &callback);
    // bs.annotate.setExtra: the adjudication view's highlights, [PageSpan].
    void setAdjudication(const QJsonArray &spans);
    // bs.annotate.setRule: what the site rule being edited matches, [PageSpan].
    void setRuleMatches(const QJsonArray &spans);
    // bs.annotate.setCompare: the compare view's highlights, [PageSpan].
    void setComparison(const QJsonArray &spans);

    // `function(arguments)` with each argument JSON-encoded: the code of one call. One entry of
    // arguments per argument; an array argument goes in as QJsonValue(array), since {array}
    // would be the array itself.
    static QString call(const QString &function, const QJsonArray &arguments);

private:
    // Runs a bs call and draws its result at once.
    void draw(const QString &function, const QJsonArray &arguments);
    // Runs a bs.annotate call.
    void annotate(const QString &function, const QJsonArray &arguments);

    Runner m_run;
};

} // namespace ui
