#pragma once

#include <package/agreement.h>

#include "fixedcolumnstablemodel.h"

#include <memory>

namespace ui {

// The inter-annotator agreement of a package as `boilerscope-cli agreement` prints it
// (core::Agreement::ofPackage): one row per document with two or more annotations — document,
// annotators, units, word F1, Cohen's κ, note — then the package's row "all" (word F1 the mean
// of the documents', κ pooled over them). Figures shown with the CLI's four decimals, the
// number in SortRole; a missing figure is "—". Shares the agreement it shows; GUI thread only.
class AgreementTableModel : public FixedColumnsTableModel
{
    Q_OBJECT
public:
    enum Column {
        DocumentColumn,
        AnnotatorsColumn,
        UnitsColumn,
        WordF1Column,
        KappaColumn,
        NoteColumn,
        ColumnCount
    };

    explicit AgreementTableModel(QObject *parent = nullptr);

    // nullptr empties the table.
    void setAgreement(std::shared_ptr<const core::PackageAgreement> agreement);
    const std::shared_ptr<const core::PackageAgreement> &agreement() const { return m_agreement; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const core::PackageAgreement> m_agreement;
};

} // namespace ui
