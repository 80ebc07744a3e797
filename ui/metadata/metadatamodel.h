#pragma once

#include <eval/programmetadata.h>
#include <metadata/metadata.h>

#include <QAbstractItemModel>

#include <memory>
#include <string>
#include <vector>

namespace ui {

// A page's metadata (core::Metadata) as a tree: one row per field — its value, the source of the
// candidate chosen and that candidate's reason — with the field's candidates as child rows in
// the order the extractor lists them, the chosen one marked. Each row gives the element it was
// read from (NodeRole), so that a view can show it on the page. External programs' own metadata
// follows in a column per program (ColumnCount + k), its value on each field row, marked where
// it says something else than ours (AgreesRole). Owns a shared, immutable copy of the metadata
// and a copy of the programs'; GUI thread only.
class MetadataModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { FieldColumn, ValueColumn, SourceColumn, ReasonColumn, ColumnCount };
    enum Role {
        // The element the row's value was read from (core::NodeId); kNoNode for none (a field
        // without a value, the URL).
        NodeRole = Qt::UserRole + 1,
        // The field of the row (core::MetadataField as an int), a candidate's too.
        FieldRole,
        // A candidate row's position among its field's candidates; -1 on a field row.
        CandidateRole,
        // The row is the chosen candidate, or a field row with a value.
        ChosenRole,
        // A candidate row's rank in its field's rule (core::MetadataCandidate::rank); 0 on a
        // field row.
        RankRole,
        // A program's cell on a field row: whether its value says what ours says
        // (core::ProgramMetadata::agrees); invalid where the program gave none, and elsewhere.
        AgreesRole,
    };

    // An external program whose result carries the page's metadata
    // (core::ExtractionResult::metadata): its extractor id, the name it is shown by, and its
    // fields and values as it gave them.
    struct Program
    {
        std::string id;
        QString name;
        core::ProgramMetadata::Fields fields;
    };

    explicit MetadataModel(QObject *parent = nullptr);

    // nullptr: no page (no rows).
    void setMetadata(std::shared_ptr<const core::Metadata> metadata);
    const std::shared_ptr<const core::Metadata> &metadata() const { return m_metadata; }
    // The programs' columns, in the order given (none: no program gave any).
    void setPrograms(std::vector<Program> programs);
    const std::vector<Program> &programs() const { return m_programs; }
    // The column of the k-th program.
    static int programColumn(std::size_t k) { return ColumnCount + static_cast<int>(k); }

    // The field's row (column 0); invalid without metadata.
    QModelIndex fieldIndex(core::MetadataField field) const;
    // "Title", "Authors", "Published", …: how the panel names a field.
    static QString fieldLabel(core::MetadataField field);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // A field row's internal id is 0; a candidate row's is its field's number + 1.
    static constexpr quintptr kFieldRow = 0;
    const core::MetadataValue &valueOf(int field) const;
    QVariant fieldData(int field, int column, int role) const;
    QVariant candidateData(int field, int candidate, int column, int role) const;
    QVariant programData(int field, std::size_t program, int role) const;

    std::shared_ptr<const core::Metadata> m_metadata;
    std::vector<Program> m_programs;
};

} // namespace ui
