#pragma once

#include "evaluationrunner.h"
#include "evaluationsummary.h"
#include "metadatasummary.h"

#include <ostream>
#include <string>
#include <vector>

namespace core {

// The textual forms of an evaluation (Gottron 2007 §4.3: tab-separated values): one row per
// (document, extractor, measure), the summary per extractor and measure (and page type) as TSV
// or as Markdown tables (docs/evaluation-results.md), and the quality gate's floors file. Seconds
// per kB are measured, so they differ from run to run: written only with Timings::Included, so
// that a report without them is a function of the package, the extractors and the measures alone.
// Stateless, thread-safe.
class EvaluationReport
{
public:
    enum class Timings { Omitted, Included };

    // Header "document extractor measure precision recall f1 seconds_per_kb page_type tp fp fn
    // tn accuracy", tab-separated; a row for every measure that applied to the document. tn and
    // accuracy are empty for measures that have none (Score), seconds_per_kb when timings are
    // omitted (the columns stay the same).
    static void writeRows(std::ostream &out, const EvaluationResults &results, Timings timings);
    // Header "extractor measure documents precision recall f1 f1_sd seconds_per_kb page_type
    // skipped accuracy with_found without_found"; page_type "all" for the rows of every
    // document; empty cells where a measure has no such figure, and seconds_per_kb when timings
    // are omitted.
    static void writeSummary(std::ostream &out, const std::vector<SummaryRow> &summary,
                             Timings timings);
    // The rows of every document as one table (its s/kB column only with timings); when the
    // summary has page-type rows, then F1 per extractor and measure (rows) and page type
    // (columns).
    static void writeSummaryMarkdown(std::ostream &out, const std::vector<SummaryRow> &summary,
                                     Timings timings);
    // Header "extractor field documents score predicted precision page_type", tab-separated;
    // predicted and precision empty but for the date; page_type "all" for every document.
    static void writeMetadataSummary(std::ostream &out,
                                     const std::vector<MetadataSummaryRow> &summary);
    // Header "document extractor field predicted score page_type", tab-separated; a row for each
    // field of a document's metadata gold that the extractor was scored on (title, author,
    // site_name: word F1; date: 1 on the gold day, else 0), and a date row with an empty score
    // where a day was predicted and the gold has none. Tabs and line breaks in a predicted value
    // are written as spaces.
    static void writeMetadataRows(std::ostream &out, const EvaluationResults &results);
    // The rows of every document as one table; when there are page-type rows, then the score
    // per extractor and field (rows) and page type (columns). Nothing when there are no rows.
    static void writeMetadataMarkdown(std::ostream &out,
                                      const std::vector<MetadataSummaryRow> &summary);
    // tests/data/eval/floors.tsv: a "corpus<TAB>HASH" line, then "extractor<TAB>measure<TAB>
    // floor" per summary row over every document that scored any, the floor being the mean F1
    // rounded down to 3 decimals.
    static void writeFloors(std::ostream &out, const std::vector<SummaryRow> &summary,
                            const std::string &corpusHash);
};

} // namespace core
