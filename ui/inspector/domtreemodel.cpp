#include "domtreemodel.h"

#include "domtreeroles.h"

#include "common/extractorname.h"

#include <QFont>

namespace ui {

namespace {

// Project choice: enough of a text node to recognise it in a tree row.
constexpr qsizetype kSnippetChars = 60;
// Project choice: the filter matches a text node on its first few hundred characters; a match
// further in is as likely to be noise as help, and longer strings slow down filtering.
constexpr qsizetype kSearchChars = 400;

} // namespace

DomTreeModel::DomTreeModel(QObject *parent) : QAbstractItemModel(parent) {}

void DomTreeModel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    beginResetModel();
    m_analysis = std::move(analysis);
    m_indexes.clear();
    m_childBegin.clear();
    m_children.clear();
    m_row.clear();
    m_leavesBefore.clear();
    if (m_analysis && m_analysis->document) {
        const core::Document &doc = *m_analysis->document;
        const core::NodeId n = doc.size();
        // Counting pass, prefix sums, placement pass: O(n) with no per-node allocation. Every
        // node's parent is an element or the document node, so a row's parent always has a row
        // (or is the hidden root).
        m_childBegin.assign(static_cast<size_t>(n) + 1, 0);
        m_row.assign(static_cast<size_t>(n), -1);
        for (core::NodeId id = 1; id < n; ++id)
            if (hasRow(id))
                m_row[id] = m_childBegin[doc.node(id).parent + 1]++;
        for (core::NodeId id = 0; id < n; ++id)
            m_childBegin[id + 1] += m_childBegin[id];
        m_children.resize(static_cast<size_t>(m_childBegin[n]));
        for (core::NodeId id = 1; id < n; ++id)
            if (m_row[id] >= 0)
                m_children[m_childBegin[doc.node(id).parent] + m_row[id]] = id;
        // Leaves of a subtree [id, end) in O(1): a prefix count over the pre-order array.
        m_leavesBefore.assign(static_cast<size_t>(n) + 1, 0);
        for (core::NodeId id = 0; id < n; ++id) {
            const core::Node &node = doc.node(id);
            m_leavesBefore[id + 1] =
                m_leavesBefore[id] + (node.isText() && node.visible && node.words > 0);
        }
        m_indexes.reserve(m_analysis->runs.size());
        for (const ExtractorRun &run : m_analysis->runs)
            m_indexes.emplace_back(doc, run.result);
    }
    endResetModel();
}

bool DomTreeModel::hasRow(core::NodeId node) const
{
    const core::Node &n = m_analysis->document->node(node);
    return n.isElement() || (n.isText() && n.words > 0);
}

QModelIndex DomTreeModel::indexOf(core::NodeId node) const
{
    if (node <= 0 || node >= static_cast<core::NodeId>(m_row.size()) || m_row[node] < 0)
        return {};
    return createIndex(m_row[node], 0, quintptr(node));
}

core::NodeId DomTreeModel::nodeAt(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this ? core::NodeId(index.internalId())
                                                    : core::kNoNode;
}

QString DomTreeModel::label(const core::Document &doc, core::NodeId node)
{
    const core::Node &n = doc.node(node);
    if (n.isText()) {
        QString text = QString::fromUtf8(doc.text(node));
        if (text.size() > kSnippetChars)
            text = text.left(kSnippetChars) + QChar(0x2026);
        return QLatin1Char('"') + text + QLatin1Char('"');
    }
    QString out = QString::fromUtf8(doc.name(node));
    if (const std::string_view id = doc.attribute(node, "id"); !id.empty())
        out += QLatin1Char('#') + QString::fromUtf8(id);
    const QString classes = QString::fromUtf8(doc.attribute(node, "class"));
    for (const QString &c : classes.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out += QLatin1Char('.') + c;
    return out;
}

QModelIndex DomTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_analysis || m_childBegin.empty() || column < 0 || column >= columnCount())
        return {};
    const core::NodeId p = parent.isValid() ? nodeAt(parent) : 0;
    if (p < 0 || row < 0 || row >= m_childBegin[p + 1] - m_childBegin[p])
        return {};
    return createIndex(row, column, quintptr(m_children[m_childBegin[p] + row]));
}

QModelIndex DomTreeModel::parent(const QModelIndex &child) const
{
    const core::NodeId node = nodeAt(child);
    if (node <= 0)
        return {};
    const core::NodeId p = m_analysis->document->node(node).parent;
    return p > 0 ? createIndex(m_row[p], 0, quintptr(p)) : QModelIndex();
}

int DomTreeModel::rowCount(const QModelIndex &parent) const
{
    if (m_childBegin.empty() || parent.column() > 0)
        return 0;
    const core::NodeId p = parent.isValid() ? nodeAt(parent) : 0;
    return p >= 0 ? m_childBegin[p + 1] - m_childBegin[p] : 0;
}

int DomTreeModel::columnCount(const QModelIndex &) const
{
    return FirstRunColumn + (m_analysis ? int(m_analysis->runs.size()) : 0);
}

QStringList DomTreeModel::chosenBy(core::NodeId node) const
{
    QStringList ids;
    for (size_t i = 0; i < m_indexes.size(); ++i)
        if (m_indexes[i].isSelected(node))
            ids.append(QString::fromStdString(m_analysis->runs[i].id));
    return ids;
}

QVariant DomTreeModel::data(const QModelIndex &index, int role) const
{
    const core::NodeId node = nodeAt(index);
    if (node <= 0)
        return {};
    const core::Document &doc = *m_analysis->document;
    switch (role) {
    case NodeIdRole:
        return node;
    case ChosenByRole:
        return chosenBy(node);
    default:
        break;
    }
    if (index.column() >= FirstRunColumn) {
        const size_t r = size_t(index.column() - FirstRunColumn);
        return runData(m_analysis->runs[r], m_indexes[r], node, role);
    }
    if (index.column() == NodeColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return label(doc, node);
        case Qt::ToolTipRole:
            return QString::fromStdString(doc.path(node));
        case SearchRole:
            if (doc.node(node).isText())
                return QString::fromUtf8(doc.text(node).substr(0, kSearchChars));
            return label(doc, node);
        case ReasonRole: {
            QStringList lines;
            for (size_t r = 0; r < m_indexes.size(); ++r)
                for (const core::Judgement *j : m_indexes[r].judgements(node))
                    lines.append(
                        QString::fromStdString(m_analysis->runs[r].id + ": " + j->reason.text()));
            return lines.join(QLatin1Char('\n'));
        }
        case Qt::ForegroundRole:
            if (!doc.node(node).visible)
                return QColor(Qt::gray);
            return {};
        default:
            return {};
        }
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case WordsColumn:
            return doc.subtreeWords(node);
        case CharsColumn:
            return doc.subtreeChars(node);
        default:
            return m_leavesBefore[doc.node(node).end] - m_leavesBefore[node];
        }
    }
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant DomTreeModel::runData(const ExtractorRun &run, const JudgementIndex &index,
                               core::NodeId node, int role) const
{
    const core::Judgement *j = index.first(node);
    const bool selected = index.isSelected(node);
    switch (role) {
    case Qt::DisplayRole: {
        QString text = j ? QString::number(j->score, 'g', 4) : QString();
        if (j && index.count(node) > 1)
            text += QStringLiteral(" (+%1)").arg(index.count(node) - 1);
        if (selected)
            text = QStringLiteral("\u2713 ") + text;
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    case ScoreRole:
        return j ? QVariant(j->score) : QVariant();
    case ReasonRole:
    case Qt::ToolTipRole: {
        QStringList lines;
        for (const core::Judgement *k : index.judgements(node))
            lines.append(QString::fromStdString(k->reason.text()));
        if (role == Qt::ToolTipRole && selected)
            lines.prepend(tr("selected by %1").arg(QString::fromStdString(run.id)));
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case Qt::ForegroundRole:
        return run.color;
    case Qt::DecorationRole:
        return selected ? QVariant(run.color) : QVariant();
    case Qt::FontRole:
        if (selected) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant DomTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= FirstRunColumn) {
        const ExtractorRun &run = m_analysis->runs[size_t(section - FirstRunColumn)];
        switch (role) {
        case Qt::DisplayRole:
            return QString::fromStdString(run.id);
        case Qt::ToolTipRole:
            return extractorName(run.id);
        case Qt::DecorationRole:
        case Qt::ForegroundRole:
            return run.color;
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NodeColumn:
        return tr("Node");
    case WordsColumn:
        return tr("Words");
    case CharsColumn:
        return tr("Chars");
    default:
        return tr("Leaves");
    }
}

} // namespace ui

#include "moc_domtreemodel.cpp"
