#pragma once

#include <document/document.h>
#include <package/goldannotation.h>
#include <package/testpackage.h>

#include <QObject>
#include <QString>
#include <QVariantMap>

#include <memory>
#include <vector>

class QUndoStack;

namespace ui {

// The gold annotation of the page shown (docs/annotation.md). Owns the
// current core::GoldAnnotation on the rendered snapshot (elements are named by their number, =
// Node::renderId), the node the annotator works on (grown and shrunk by keys) and the undo stack:
// every change is one undoable command holding the annotation before and after. A new snapshot of
// the same page carries the annotation over by node paths; another page starts empty unless a
// package document's node-level gold waits for it (restore()). GUI thread only.
class AnnotationController : public QObject
{
    Q_OBJECT
public:
    explicit AnnotationController(QObject *parent = nullptr);

    // The rendered document of the page at url (every new snapshot).
    void setDocument(std::shared_ptr<const core::Document> doc, const QString &url);
    std::shared_ptr<const core::Document> document() const { return m_doc; }
    QString url() const { return m_url; }

    // Node-level gold to apply when the document of url arrives (or now, if it is shown). The
    // result is unmodified when it is what a package holds, modified when it is unsaved work
    // (recovered after a crash).
    void restore(const std::vector<core::GoldNode> &gold, const QString &url,
                 bool modified = false);
    // Paths of the last restore that did not resolve in the page.
    std::size_t unresolved() const { return m_unresolved; }
    // Text ranges of the last restore that name no text node of the page or lie past its text.
    std::size_t unrestoredRanges() const { return m_unrestored; }

    const core::GoldAnnotation &gold() const { return m_gold; }
    std::vector<core::TextSpan> goldSpans() const;
    QString goldText() const;
    std::vector<core::GoldNode> goldNodes() const;
    // Marked elements' numbers (rendered), for the page.
    QList<int> markedElements() const;

    // What the page shows of an element (its visible text, white space collapsed) and of a text
    // selection (as markRange() takes it, whole words): what picking a metadata field takes.
    // "" when it names nothing of the document.
    QString elementText(int element) const;
    QString rangeText(const QVariantMap &range) const;

    // The element worked on (-1 when none): the last one clicked, grown or shrunk.
    int currentElement() const;

    QUndoStack *undoStack() const { return m_undo; }
    bool isModified() const;
    // The annotation as it is now is saved (or was discarded): not modified any more.
    void setSaved();
    // Drops the annotation and its history (Discard).
    void discard();

    // Edits, each one undoable command; no-ops are not recorded.
    void toggleElement(int element);
    // Replaces the current marked node by its parent (not beyond <body>).
    void grow();
    // Replaces the current marked node by its first child element carrying words.
    void shrink();
    // A DOM selection mapped by annotate.js: {from: {e, k, o}, to: {e, k, o}}: element number,
    // index of the text node among the element's text children, UTF-16 offset in the collapsed
    // text (see resources/js/annotate.js).
    void markRange(const QVariantMap &range);
    void clear();
    // Replaces the whole annotation (pre-annotation from an extractor's choice): one undoable
    // command named text.
    void replace(const core::GoldAnnotation &gold, const QString &text);

signals:
    void goldChanged();
    void currentChanged(int element);
    void modifiedChanged(bool modified);

private:
    friend class AnnotationCommand;
    void apply(const core::GoldAnnotation &gold, core::NodeId current);
    void change(const QString &text, const core::GoldAnnotation &after, core::NodeId current);
    core::NodeId nodeOfElement(int element) const;
    // A text position {e, k, o} -> text node and byte offset; false when it names no text node.
    bool textPosition(const QVariantMap &at, core::NodeId &node, std::uint32_t &byte) const;

    std::shared_ptr<const core::Document> m_doc;
    QString m_url;
    core::GoldAnnotation m_gold;
    core::NodeId m_current = core::kNoNode;
    QUndoStack *m_undo = nullptr;
    std::vector<core::GoldNode> m_pending;
    QString m_pendingUrl;
    bool m_hasPending = false;
    bool m_pendingModified = false;
    bool m_dirty = false; // changed since saved, in a history that was cleared
    std::size_t m_unresolved = 0;
    std::size_t m_unrestored = 0;
};

} // namespace ui
