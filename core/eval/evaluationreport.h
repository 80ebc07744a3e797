#pragma once

#include "evaluationrunner.h"
#include "evaluationsummary.h"

#include <ostream>
#include <string>
#include <vector>

namespace core {

// The textual forms of an evaluation (seed 002 §4.3: tab-separated values): one row per
// (document, extractor, measure), the summary per extractor and measure as TSV or as a Markdown
// table (for the README), and the quality gate's floors file. Stateless, thread-safe.
class EvaluationReport
{
public:
    // Header "document extractor measure precision recall f1 seconds_per_kb", tab-separated.
    static void writeRows(std::ostream &out, const EvaluationResults &results);
    static void writeSummary(std::ostream &out, const std::vector<SummaryRow> &summary);
    static void writeSummaryMarkdown(std::ostream &out, const std::vector<SummaryRow> &summary);
    // tests/data/eval/floors.tsv: a "corpus<TAB>HASH" line, then "extractor<TAB>measure<TAB>
    // floor" per summary row, the floor being the mean F1 rounded down to 3 decimals.
    static void writeFloors(std::ostream &out, const std::vector<SummaryRow> &summary,
                            const std::string &corpusHash);
};

} // namespace core
