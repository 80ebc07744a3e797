#pragma once

#include "evaluationrunner.h"
#include "measures/measure.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace core {

// The summary of one extractor on one measure over a package, or over the documents of one page
// type (Gottron 2007 §3, §4.3; the field's measures as their sources form them: measure.h,
// docs/evaluation.md). Plain value.
struct SummaryRow
{
    std::string extractor;
    Measure measure = Measure::Characters;
    std::string pageType; // "" = every document
    // pageType is the page classifier's type of the documents (EvaluationResults::
    // predictedTypes), not their gold's.
    bool predictedType = false;
    std::size_t documents = 0; // documents scored
    std::size_t skipped = 0;   // documents whose gold the measure cannot use (MeasureInfo::gold)
    // PageMean: means over the documents. ShingleMean: precision averaged over the documents
    // with TP+FP > 0, recall over those with TP+FN > 0, F1 the harmonic mean of the two.
    // CorpusSums: from the counts summed over the documents.
    double precision = 0;
    double recall = 0;
    double f1 = 0;
    double f1StdDev = 0;     // of the documents' F1; Gottron 2007's "estimated standard deviation"
    double secondsPerKb = 0; // mean of the documents' seconds per kB
    // ShingleMean: share of documents whose token sequences are equal. CorpusSums: (TP+TN)/all.
    std::optional<double> accuracy;
    // CorpusSums (snippets): share of `with` snippets found, share of `without` snippets found.
    std::optional<double> withFound, withoutFound;
};

// Aggregates an evaluation run per extractor and measure. Stateless, thread-safe.
class EvaluationSummary
{
public:
    // Every document: rows by extractor (in the run's order), then measure (kMeasures order),
    // every measure, also those that did not apply (documents = 0).
    static std::vector<SummaryRow> of(const EvaluationResults &results);
    // The documents of one page type only, rows in the same order.
    static std::vector<SummaryRow> of(const EvaluationResults &results,
                                      const std::string &pageType);
    // The page types of the run's documents, sorted, without "".
    static std::vector<std::string> pageTypes(const EvaluationResults &results);
    // of(results, type) for every type of pageTypes(results), one after the other.
    static std::vector<SummaryRow> byPageType(const EvaluationResults &results);
    // The same for the documents the page classifier gave each type (SummaryRow::predictedType),
    // the classifier's types in its order; empty when the run predicted no types.
    static std::vector<SummaryRow> byPredictedType(const EvaluationResults &results);
    // What a report shows (`eval`'s summary, the dashboard's export): the rows over every
    // document, then by page type, then by predicted page type, of the measures asked for — or,
    // when none are, of the measures that scored some document.
    static std::vector<SummaryRow> report(const EvaluationResults &results, MeasureSet asked);
};

} // namespace core
