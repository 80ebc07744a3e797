#include "agreementtablemodel.h"

#include "evaluationroles.h"
#include "figurecell.h"

#include <QStringList>

namespace ui {

AgreementTableModel::AgreementTableModel(QObject *parent)
    : FixedColumnsTableModel({tr("Document"), tr("Annotators"), tr("Units"), tr("Word F1"),
                              tr("Cohen's κ"), tr("Note")},
                             parent)
{
}

void AgreementTableModel::setAgreement(std::shared_ptr<const core::PackageAgreement> agreement)
{
    beginResetModel();
    m_agreement = std::move(agreement);
    endResetModel();
}

int AgreementTableModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_agreement)
        return 0;
    return int(m_agreement->documents.size()) + 1; // the documents, then "all"
}

QVariant AgreementTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::ToolTipRole)
        return {};
    const core::PackageAgreement &a = *m_agreement;
    const bool all = std::size_t(index.row()) == a.documents.size();
    if (role == Qt::ToolTipRole) {
        if (all && index.column() == DocumentColumn)
            return tr("The package: word F1 the mean of the documents', κ pooled over their "
                      "units");
        if (!all && index.column() == NoteColumn)
            return QString::fromStdString(a.documents[std::size_t(index.row())].note);
        return {};
    }
    if (all) {
        switch (index.column()) {
        case DocumentColumn:
            return tr("all");
        case UnitsColumn:
            return int(a.units);
        case WordF1Column:
            return FigureCell::data(a.wordF1, role);
        case KappaColumn:
            return FigureCell::data(a.kappa, role);
        case NoteColumn:
            return a.documents.empty() ? tr("no document has two or more annotations") : QString();
        default:
            return QString();
        }
    }
    const core::DocumentAgreement &d = a.documents[std::size_t(index.row())];
    switch (index.column()) {
    case DocumentColumn:
        return QString::fromStdString(d.stem);
    case AnnotatorsColumn: {
        QStringList keys;
        for (const std::string &k : d.annotators)
            keys << QString::fromStdString(k);
        return keys.join(QStringLiteral(", "));
    }
    case UnitsColumn:
        return int(d.units);
    case WordF1Column:
        return FigureCell::data(d.wordF1, role);
    case KappaColumn:
        return FigureCell::data(d.kappa, role);
    case NoteColumn:
        return QString::fromStdString(d.note);
    default:
        return {};
    }
}

} // namespace ui

#include "moc_agreementtablemodel.cpp"
