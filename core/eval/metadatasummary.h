#pragma once

#include "evaluationrunner.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace core {

// The summary of one extractor's metadata on one field over a package, or over the documents of
// one page type (docs/metadata.md, Scores). Plain value.
struct MetadataSummaryRow
{
    std::string extractor;
    std::string field;         // "title", "author", "date", "site_name"
    std::string pageType;      // "" = every document
    std::size_t documents = 0; // documents whose gold has the field (dated ones for the date)
    // title, author, site_name: the mean word F1 over those documents. date: the share of the
    // dated documents whose predicted day is the gold day (its accuracy, or recall).
    double score = 0;
    // date: the dated documents where a day is predicted, and the share of those on the gold
    // day (precision).
    std::optional<std::size_t> predicted;
    std::optional<double> precision;
};

// Aggregates a run's metadata rows per extractor and field, over every document and then per page
// type: ours (EvaluationResults::kMetadataExtractor) first, then each external program that
// returned metadata on some page, in the order the run was given them. Stateless, thread-safe.
class MetadataSummary
{
public:
    // Rows over every document (per extractor: title, author, date, site_name, those some gold
    // has), then the same per page type (EvaluationSummary::pageTypes); empty when the run scored
    // no metadata.
    static std::vector<MetadataSummaryRow> of(const EvaluationResults &results);
};

} // namespace core
