#include "metadatamodel.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace ui {

namespace {

constexpr int kFieldCount = static_cast<int>(core::kMetadataFields.size());
// Project choice: a program's value that says something else than ours is drawn in a dark red
// that reads on a light palette, after a "≠" for those who cannot tell the colour.
constexpr QRgb kProgramDisagreesColor = 0xb3261e;

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

// "og · og:title", "json-ld · NewsArticle.datePublished", "url": the kind of source, then the
// key it was read under when that says more.
QString sourceText(const core::MetadataCandidate &c)
{
    const QString source = QString::fromUtf8(core::metadataSourceName(c.source));
    const QString key = text(c.key);
    return key.isEmpty() || key == source ? source : source + QStringLiteral(" · ") + key;
}

QString pathText(const core::MetadataCandidate &c)
{
    return c.path.empty() ? MetadataModel::tr("the page's URL") : text(c.path);
}

} // namespace

MetadataModel::MetadataModel(QObject *parent) : QAbstractItemModel(parent) {}

void MetadataModel::setMetadata(std::shared_ptr<const core::Metadata> metadata)
{
    beginResetModel();
    m_metadata = std::move(metadata);
    endResetModel();
}

void MetadataModel::setPrograms(std::vector<Program> programs)
{
    auto sameColumn = [](const Program &a, const Program &b) {
        return a.id == b.id && a.name == b.name;
    };
    const bool sameColumns = std::equal(programs.begin(), programs.end(), m_programs.begin(),
                                        m_programs.end(), sameColumn);
    if (!sameColumns) {
        // Other columns: a reset, so that the views place them anew.
        beginResetModel();
        m_programs = std::move(programs);
        endResetModel();
        return;
    }
    // The same programs (another extractor's run on the page): their values change in place,
    // and the rows the user opened stay open.
    m_programs = std::move(programs);
    if (m_metadata && !m_programs.empty())
        emit dataChanged(index(0, ColumnCount), index(kFieldCount - 1, columnCount() - 1));
}

QString MetadataModel::fieldLabel(core::MetadataField field)
{
    switch (field) {
    case core::MetadataField::Title:
        return tr("Title");
    case core::MetadataField::Authors:
        return tr("Authors");
    case core::MetadataField::Published:
        return tr("Published");
    case core::MetadataField::Modified:
        return tr("Modified");
    case core::MetadataField::SiteName:
        return tr("Site name");
    case core::MetadataField::Language:
        return tr("Language");
    case core::MetadataField::Description:
        return tr("Description");
    case core::MetadataField::CanonicalUrl:
        return tr("Canonical URL");
    }
    return {};
}

QModelIndex MetadataModel::fieldIndex(core::MetadataField field) const
{
    return m_metadata ? createIndex(static_cast<int>(field), 0, kFieldRow) : QModelIndex();
}

const core::MetadataValue &MetadataModel::valueOf(int field) const
{
    return m_metadata->fields[static_cast<std::size_t>(field)];
}

QModelIndex MetadataModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kFieldRow);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex MetadataModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kFieldRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kFieldRow);
}

int MetadataModel::rowCount(const QModelIndex &parent) const
{
    if (!m_metadata)
        return 0;
    if (!parent.isValid())
        return kFieldCount;
    if (parent.column() != 0 || parent.internalId() != kFieldRow)
        return 0;
    return static_cast<int>(valueOf(parent.row()).candidates.size());
}

int MetadataModel::columnCount(const QModelIndex &) const
{
    return ColumnCount + static_cast<int>(m_programs.size());
}

QVariant MetadataModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_metadata)
        return {};
    int column = index.column();
    if (column >= ColumnCount) {
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole:
        case Qt::ForegroundRole:
        case Qt::FontRole:
        case AgreesRole:
            // A program gives a field's value, never candidates.
            return index.internalId() == kFieldRow
                       ? programData(index.row(), std::size_t(column - ColumnCount), role)
                       : QVariant();
        }
        // The row's other roles are the row's, whichever cell is asked.
        column = ValueColumn;
    }
    if (index.internalId() == kFieldRow)
        return fieldData(index.row(), column, role);
    return candidateData(int(index.internalId() - 1), index.row(), column, role);
}

QVariant MetadataModel::programData(int field, std::size_t program, int role) const
{
    const Program &p = m_programs[program];
    const core::MetadataField f = core::kMetadataFields[static_cast<std::size_t>(field)];
    const std::string theirs = core::ProgramMetadata::valueOf(p.fields, f);
    if (theirs.empty())
        return role == Qt::ToolTipRole ? tr("%1 gave none").arg(p.name) : QVariant();
    const std::string &ours = valueOf(field).value;
    const bool agrees = core::ProgramMetadata::agrees(f, ours, theirs);
    switch (role) {
    case Qt::DisplayRole:
        return agrees ? text(theirs) : tr("≠ %1").arg(text(theirs));
    case Qt::ToolTipRole: {
        const QString said = tr("%1: %2").arg(p.name, text(theirs));
        if (agrees)
            return tr("%1\nthe same as ours").arg(said);
        if (ours.empty())
            return tr("%1\nours: none on the page").arg(said);
        return tr("%1\nours: %2\nnot the same (as the evaluation compares this field)")
            .arg(said, text(ours));
    }
    case Qt::ForegroundRole:
        return agrees ? QVariant() : QVariant(QColor(kProgramDisagreesColor));
    case AgreesRole:
        return agrees;
    }
    return {};
}

QVariant MetadataModel::fieldData(int field, int column, int role) const
{
    const core::MetadataValue &v = valueOf(field);
    const core::MetadataCandidate *chosen = v.chosenCandidate();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FieldColumn:
            return fieldLabel(core::kMetadataFields[static_cast<std::size_t>(field)]);
        case ValueColumn:
            return v.value.empty() ? tr("none on the page") : text(v.value);
        case SourceColumn:
            return chosen ? sourceText(*chosen) : QString();
        case ReasonColumn:
            return chosen ? text(chosen->reason) : QString();
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case FieldColumn:
            return text(v.rule);
        case ValueColumn:
            return v.value.empty() ? QVariant() : text(v.value);
        case SourceColumn:
            return chosen ? pathText(*chosen) : QVariant();
        case ReasonColumn:
            return chosen ? text(chosen->reason) : QVariant();
        }
        return {};
    case Qt::ForegroundRole:
        if (column == ValueColumn && v.value.empty())
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case Qt::FontRole:
        if (column == FieldColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case NodeRole:
        return chosen ? chosen->node : core::kNoNode;
    case FieldRole:
        return field;
    case CandidateRole:
        return -1;
    case ChosenRole:
        return chosen != nullptr;
    case RankRole:
        return 0;
    }
    return {};
}

QVariant MetadataModel::candidateData(int field, int candidate, int column, int role) const
{
    const core::MetadataValue &v = valueOf(field);
    const core::MetadataCandidate &c = v.candidates[static_cast<std::size_t>(candidate)];
    const bool chosen = candidate == v.chosen;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case FieldColumn:
            // As short as the list numbers were: the field column stays narrow in a narrow
            // dock; the check mark (and bold) says which was chosen, the tooltip says it in words.
            return chosen ? tr("✓ rank %1").arg(c.rank) : tr("rank %1").arg(c.rank);
        case ValueColumn:
            return c.value.empty() ? tr("(empty)") : text(c.value);
        case SourceColumn:
            return sourceText(c);
        case ReasonColumn:
            return text(c.reason);
        }
        return {};
    case Qt::ToolTipRole:
        switch (column) {
        case FieldColumn:
            return (chosen ? tr("The candidate the rule chose")
                           : tr("A candidate the rule passed over")) +
                   tr("; rank %1 in the rule: the lowest rank with a value wins, the first in "
                      "the page among equals, unless the rule says otherwise")
                       .arg(c.rank);
        case ValueColumn:
            return c.raw != c.value ? tr("%1\nas written: %2").arg(text(c.value), text(c.raw))
                                    : text(c.value);
        case SourceColumn:
            return pathText(c);
        case ReasonColumn:
            return text(c.reason);
        }
        return {};
    case Qt::FontRole:
        if (chosen) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case NodeRole:
        return c.node;
    case FieldRole:
        return field;
    case CandidateRole:
        return candidate;
    case ChosenRole:
        return chosen;
    case RankRole:
        return c.rank;
    }
    return {};
}

QVariant MetadataModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= ColumnCount) {
        const Program &p = m_programs[std::size_t(section - ColumnCount)];
        if (role == Qt::DisplayRole)
            return p.name;
        if (role == Qt::ToolTipRole)
            return tr("What %1 (%2) returned itself; ≠ where it says something else than ours")
                .arg(p.name, text(p.id));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FieldColumn:
        return tr("Field");
    case ValueColumn:
        return tr("Value");
    case SourceColumn:
        return tr("Source");
    case ReasonColumn:
        return tr("Reason");
    }
    return {};
}

} // namespace ui

#include "moc_metadatamodel.cpp"
