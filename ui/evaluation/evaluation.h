#pragma once

#include <eval/evaluationrunner.h>
#include <eval/evaluationsummary.h>
#include <package/agreement.h>
#include <package/testpackage.h>

#include <QString>

#include <cstddef>
#include <memory>
#include <vector>

namespace ui {

// One finished (or cancelled) evaluation run as the dashboard shows it: the runner's results,
// their summary from core::EvaluationSummary (the models only present these values) and where
// they came from. Immutable once published: models and charts share it through
// shared_ptr<const Evaluation>.
struct Evaluation
{
    QString packagePath;
    std::size_t packageDocuments = 0; // documents the package holds (readable ones)
    std::vector<core::PackageIssue> packageIssues;
    core::EvaluationResults results;
    std::vector<core::SummaryRow> summary; // EvaluationSummary::of(results)
    double seconds = 0;                    // wall-clock time of the run
    // The annotators' agreement (core::Agreement::ofPackage); nullptr when no document has two
    // or more annotations, or the run was cancelled.
    std::shared_ptr<const core::PackageAgreement> agreement;

    // EvaluationSummary::of lists rows by extractor, then measure in kMeasures order.
    const core::SummaryRow &summaryRow(std::size_t extractor, core::Measure measure) const
    {
        return summary[extractor * core::kMeasureCount + static_cast<std::size_t>(measure)];
    }
};

} // namespace ui
