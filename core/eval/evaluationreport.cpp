#include "evaluationreport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace core {

namespace {

std::string fixed(double v, int decimals)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

// Seconds per kB span several orders of magnitude (microseconds for plain, more for the
// heavy extractors): four significant digits.
std::string seconds(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

// External extractors' ids are ext:NAME (ExtractorDefinition); their time includes a process.
bool isExternal(const std::string &id)
{
    return id.starts_with("ext:");
}

} // namespace

void EvaluationReport::writeRows(std::ostream &out, const EvaluationResults &results)
{
    out << "document\textractor\tmeasure\tprecision\trecall\tf1\tseconds_per_kb\n";
    for (const EvaluationRow &row : results.rows) {
        for (Measure m : kMeasures) {
            const Score &s = row.scores[static_cast<std::size_t>(m)];
            out << results.documents[row.document] << '\t' << results.extractors[row.extractor]
                << '\t' << measureName(m) << '\t' << fixed(s.precision, 6) << '\t'
                << fixed(s.recall, 6) << '\t' << fixed(s.f1, 6) << '\t'
                << seconds(row.secondsPerKb()) << '\n';
        }
    }
}

void EvaluationReport::writeSummary(std::ostream &out, const std::vector<SummaryRow> &summary)
{
    out << "extractor\tmeasure\tdocuments\tprecision\trecall\tf1\tf1_sd\tseconds_per_kb\n";
    for (const SummaryRow &r : summary)
        out << r.extractor << '\t' << measureName(r.measure) << '\t' << r.documents << '\t'
            << fixed(r.precision, 4) << '\t' << fixed(r.recall, 4) << '\t' << fixed(r.f1, 4) << '\t'
            << fixed(r.f1StdDev, 4) << '\t' << seconds(r.secondsPerKb) << '\n';
}

void EvaluationReport::writeSummaryMarkdown(std::ostream &out,
                                            const std::vector<SummaryRow> &summary)
{
    out << "| extractor | measure | docs | precision | recall | F1 | F1 sd | s/kB |\n"
        << "|---|---|---:|---:|---:|---:|---:|---:|\n";
    for (const SummaryRow &r : summary)
        out << "| " << r.extractor << " | " << measureName(r.measure) << " | " << r.documents
            << " | " << fixed(r.precision, 3) << " | " << fixed(r.recall, 3) << " | "
            << fixed(r.f1, 3) << " | " << fixed(r.f1StdDev, 3) << " | " << seconds(r.secondsPerKb)
            << (isExternal(r.extractor) ? " †" : "") << " |\n";
    if (std::any_of(summary.begin(), summary.end(),
                    [](const SummaryRow &r) { return isExternal(r.extractor); }))
        out << "\n† external program: its seconds per kB include starting and running the "
               "program, not only extracting.\n";
}

void EvaluationReport::writeFloors(std::ostream &out, const std::vector<SummaryRow> &summary,
                                   const std::string &corpusHash)
{
    out << "# Quality gate floors (tests/eval/tst_qualitygate.cpp): mean F1 per extractor and\n"
           "# measure on the imported Readability test pages; the gate fails below floor - 0.01.\n"
           "# Regenerate: boilerscope-cli eval PACKAGE --floors > tests/data/eval/floors.tsv\n"
        << "corpus\t" << corpusHash << '\n';
    for (const SummaryRow &r : summary)
        out << r.extractor << '\t' << measureName(r.measure) << '\t'
            << fixed(std::floor(r.f1 * 1000) / 1000, 3) << '\n';
}

} // namespace core
