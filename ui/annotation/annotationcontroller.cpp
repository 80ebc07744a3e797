#include "annotationcontroller.h"

#include <document/textrules.h>
#include <extraction/textassembler.h>

#include <QUndoCommand>
#include <QUndoStack>

namespace ui {

// One edit of the annotation: the whole annotation before and after (a few vectors of ids), so
// that undo and redo are exact whatever the edit did. Owned by the undo stack.
class AnnotationCommand : public QUndoCommand
{
public:
    AnnotationCommand(AnnotationController *owner, const QString &text, core::GoldAnnotation before,
                      core::NodeId currentBefore, core::GoldAnnotation after,
                      core::NodeId currentAfter)
        : QUndoCommand(text), m_owner(owner), m_before(std::move(before)),
          m_after(std::move(after)), m_currentBefore(currentBefore), m_currentAfter(currentAfter)
    {
    }
    void undo() override { m_owner->apply(m_before, m_currentBefore); }
    void redo() override { m_owner->apply(m_after, m_currentAfter); }

private:
    AnnotationController *m_owner;
    core::GoldAnnotation m_before, m_after;
    core::NodeId m_currentBefore, m_currentAfter;
};

AnnotationController::AnnotationController(QObject *parent)
    : QObject(parent), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this] { emit modifiedChanged(isModified()); });
}

void AnnotationController::setDocument(std::shared_ptr<const core::Document> doc,
                                       const QString &url)
{
    if (doc == m_doc)
        return;
    const bool wasModified = isModified();
    core::GoldAnnotation carried;
    if (m_hasPending && url == m_pendingUrl && doc) {
        carried =
            core::GoldAnnotation::fromGoldNodes(*doc, m_pending, &m_unresolved, &m_unrestored);
        m_hasPending = false;
        m_dirty = m_pendingModified;
    } else if (m_doc && doc && url == m_url) {
        // The same page rendered again: carry marks and ranges over by path.
        carried = core::GoldAnnotation::fromGoldNodes(*doc, m_gold.goldNodes(*m_doc));
        m_dirty = wasModified;
    } else {
        m_dirty = false;
    }
    // The history names nodes of the old document: it cannot be replayed on the new one.
    m_undo->clear();
    m_doc = std::move(doc);
    m_url = url;
    m_current = core::kNoNode;
    m_gold = carried;
    emit goldChanged();
    emit currentChanged(-1);
    emit modifiedChanged(isModified());
}

void AnnotationController::restore(const std::vector<core::GoldNode> &gold, const QString &url,
                                   bool modified)
{
    m_pending = gold;
    m_pendingUrl = url;
    m_hasPending = true;
    m_pendingModified = modified;
    if (m_doc && url == m_url) {
        auto doc = std::move(m_doc);
        m_doc.reset();
        setDocument(std::move(doc), url);
    }
}

std::vector<core::TextSpan> AnnotationController::goldSpans() const
{
    return m_doc ? m_gold.spans(*m_doc) : std::vector<core::TextSpan>();
}

QString AnnotationController::goldText() const
{
    return m_doc ? QString::fromStdString(m_gold.text(*m_doc)) : QString();
}

std::vector<core::GoldNode> AnnotationController::goldNodes() const
{
    return m_doc ? m_gold.goldNodes(*m_doc) : std::vector<core::GoldNode>();
}

QList<int> AnnotationController::markedElements() const
{
    QList<int> out;
    if (m_doc)
        for (core::NodeId n : m_gold.nodes())
            if (m_doc->node(n).isElement() && m_doc->node(n).renderId >= 0)
                out << m_doc->node(n).renderId;
    return out;
}

int AnnotationController::currentElement() const
{
    return m_doc && m_current != core::kNoNode ? m_doc->node(m_current).renderId : -1;
}

bool AnnotationController::isModified() const
{
    return m_dirty || !m_undo->isClean();
}

void AnnotationController::setSaved()
{
    m_dirty = false;
    m_undo->setClean();
    emit modifiedChanged(false);
}

void AnnotationController::discard()
{
    m_undo->clear();
    m_dirty = false;
    m_gold = {};
    m_current = core::kNoNode;
    emit goldChanged();
    emit currentChanged(-1);
    emit modifiedChanged(false);
}

void AnnotationController::apply(const core::GoldAnnotation &gold, core::NodeId current)
{
    m_gold = gold;
    const bool moved = current != m_current;
    m_current = current;
    emit goldChanged();
    if (moved)
        emit currentChanged(currentElement());
}

void AnnotationController::change(const QString &text, const core::GoldAnnotation &after,
                                  core::NodeId current)
{
    if (after == m_gold && current == m_current)
        return;
    m_undo->push(new AnnotationCommand(this, text, m_gold, m_current, after, current));
}

core::NodeId AnnotationController::nodeOfElement(int element) const
{
    return m_doc ? m_doc->findRenderId(element) : core::kNoNode;
}

void AnnotationController::toggleElement(int element)
{
    const core::NodeId n = nodeOfElement(element);
    if (n == core::kNoNode || n <= m_doc->htmlElement())
        return;
    core::GoldAnnotation after = m_gold;
    after.toggle(*m_doc, n);
    const QString what = QString::fromUtf8(m_doc->name(n));
    change(after.markedAncestor(*m_doc, n) != core::kNoNode ? tr("Mark <%1>").arg(what)
                                                            : tr("Unmark <%1>").arg(what),
           after, n);
}

void AnnotationController::grow()
{
    if (!m_doc || m_current == core::kNoNode || !m_gold.isMarked(m_current) ||
        m_current == m_doc->body())
        return;
    const core::NodeId parent = m_doc->node(m_current).parent;
    if (parent == core::kNoNode || parent <= m_doc->htmlElement())
        return;
    core::GoldAnnotation after = m_gold;
    after.mark(*m_doc, parent);
    change(tr("Grow to <%1>").arg(QString::fromUtf8(m_doc->name(parent))), after, parent);
}

void AnnotationController::shrink()
{
    if (!m_doc || m_current == core::kNoNode || !m_gold.isMarked(m_current))
        return;
    for (core::NodeId c = m_doc->node(m_current).firstChild; c != core::kNoNode;
         c = m_doc->node(c).nextSibling) {
        if (!m_doc->node(c).isElement() || m_doc->subtreeWords(c) == 0)
            continue;
        core::GoldAnnotation after = m_gold;
        after.unmark(*m_doc, m_current);
        after.mark(*m_doc, c);
        change(tr("Shrink to <%1>").arg(QString::fromUtf8(m_doc->name(c))), after, c);
        return;
    }
}

bool AnnotationController::textPosition(const QVariantMap &at, core::NodeId &node,
                                        std::uint32_t &byte) const
{
    const core::NodeId element = nodeOfElement(at.value(QStringLiteral("e"), -1).toInt());
    const int k = at.value(QStringLiteral("k"), -1).toInt();
    if (element == core::kNoNode || k < 0)
        return false;
    int seen = 0;
    for (core::NodeId c = m_doc->node(element).firstChild; c != core::kNoNode;
         c = m_doc->node(c).nextSibling) {
        if (!m_doc->node(c).isText() || seen++ != k)
            continue;
        const QString text = QString::fromUtf8(m_doc->text(c));
        const int o = std::clamp(at.value(QStringLiteral("o")).toInt(), 0, int(text.size()));
        node = c;
        byte = std::uint32_t(text.left(o).toUtf8().size());
        return true;
    }
    return false;
}

void AnnotationController::markRange(const QVariantMap &range)
{
    core::NodeId from = core::kNoNode, to = core::kNoNode;
    std::uint32_t fromByte = 0, toByte = 0;
    if (!m_doc || !textPosition(range.value(QStringLiteral("from")).toMap(), from, fromByte) ||
        !textPosition(range.value(QStringLiteral("to")).toMap(), to, toByte))
        return;
    core::GoldAnnotation after = m_gold;
    after.markRange(*m_doc, from, fromByte, to, toByte);
    change(tr("Mark text"), after, m_current);
}

QString AnnotationController::elementText(int element) const
{
    const core::NodeId n = nodeOfElement(element);
    if (n == core::kNoNode)
        return {};
    const core::NodeId roots[] = {n};
    const std::vector<core::TextSpan> spans = core::TextAssembler::spansOf(*m_doc, roots);
    return QString::fromStdString(
        core::TextRules::normalize(core::TextAssembler::assemble(*m_doc, spans)));
}

QString AnnotationController::rangeText(const QVariantMap &range) const
{
    core::NodeId from = core::kNoNode, to = core::kNoNode;
    std::uint32_t fromByte = 0, toByte = 0;
    if (!m_doc || !textPosition(range.value(QStringLiteral("from")).toMap(), from, fromByte) ||
        !textPosition(range.value(QStringLiteral("to")).toMap(), to, toByte))
        return {};
    core::GoldAnnotation picked;
    picked.markRange(*m_doc, from, fromByte, to, toByte);
    return QString::fromStdString(core::TextRules::normalize(picked.text(*m_doc)));
}

void AnnotationController::clear()
{
    change(tr("Clear marks"), {}, core::kNoNode);
}

void AnnotationController::replace(const core::GoldAnnotation &gold, const QString &text)
{
    change(text, gold, core::kNoNode);
}

} // namespace ui

#include "moc_annotationcontroller.cpp"
