#pragma once

#include <QString>
#include <Qt>

namespace ui {

// Item data roles of the evaluation models (EvaluationTableModel, DocumentScoresModel): the
// numbers behind the formatted cells, so that views sort on values rather than text and tests
// read exact figures. A role a cell has no value for returns an invalid QVariant.
enum EvaluationRole {
    SortRole = Qt::UserRole, // the value to sort the column by (number, or text for names)
    ExtractorIdRole,         // QString
    DocumentStemRole,        // QString
    PrecisionRole,           // double, mean over documents in the table model
    RecallRole,              // double
    F1Role,                  // double
    F1StdDevRole,            // double (table model only)
    SecondsPerKbRole,        // double
    DocumentCountRole,       // int (table model only)
};

// A score as the evaluation's tables and tooltips show it: four decimals, as the CLI's summary
// prints it (core::EvaluationReport::writeSummary), so that both read alike.
inline QString scoreText(double v)
{
    return QString::number(v, 'f', 4);
}

} // namespace ui
