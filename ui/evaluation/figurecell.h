#pragma once

#include <QVariant>

#include <optional>

namespace ui {

// A figure in the evaluation tables (PageTypeTableModel, AgreementTableModel): shown with the
// CLI's four decimals, the number itself for SortRole, "—" (and no number) when there is none.
// Stateless.
class FigureCell
{
public:
    static constexpr int kDecimals = 4; // core::EvaluationReport and `agreement` print four
    static QVariant data(const std::optional<double> &value, int role);
};

} // namespace ui
