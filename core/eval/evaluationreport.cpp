#include "evaluationreport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <string_view>

namespace core {

namespace {

std::string fixed(double v, int decimals)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string fixed(const std::optional<double> &v, int decimals)
{
    return v ? fixed(*v, decimals) : std::string();
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

// Counts are whole numbers for most measures and fractions for the shingles' normalised ones.
std::string count(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

// "all", the gold's type, or "predicted:" and the page classifier's.
std::string pageTypeOf(const SummaryRow &r)
{
    if (r.pageType.empty())
        return "all";
    return r.predictedType ? "predicted:" + r.pageType : r.pageType;
}

// A value on one line of one TSV cell.
std::string cell(std::string_view v)
{
    std::string out(v);
    std::replace_if(
        out.begin(), out.end(), [](char c) { return c == '\t' || c == '\n' || c == '\r'; }, ' ');
    return out;
}

} // namespace

void EvaluationReport::writeRows(std::ostream &out, const EvaluationResults &results,
                                 Timings timings)
{
    const bool timed = timings == Timings::Included;
    out << "document\textractor\tmeasure\tprecision\trecall\tf1\tseconds_per_kb\tpage_type\ttp\t"
           "fp\tfn\ttn\taccuracy\n";
    for (const EvaluationRow &row : results.rows) {
        const std::string pageType =
            row.document < results.pageTypes.size() ? results.pageTypes[row.document] : "";
        for (Measure m : kMeasures) {
            const Score &s = row.scores[static_cast<std::size_t>(m)];
            if (!s.applies)
                continue;
            const bool corpus = measureInfo(m).summary == MeasureInfo::Summary::CorpusSums;
            const bool accuracy = measureInfo(m).summary != MeasureInfo::Summary::PageMean;
            out << results.documents[row.document] << '\t' << results.extractors[row.extractor]
                << '\t' << measureName(m) << '\t' << fixed(s.precision, 6) << '\t'
                << fixed(s.recall, 6) << '\t' << fixed(s.f1, 6) << '\t'
                << (timed ? seconds(row.secondsPerKb()) : "") << '\t' << pageType << '\t'
                << count(s.tp) << '\t' << count(s.fp) << '\t' << count(s.fn) << '\t'
                << (corpus ? count(s.tn) : "") << '\t' << (accuracy ? fixed(s.accuracy, 6) : "")
                << '\n';
        }
    }
}

void EvaluationReport::writeMetadataRows(std::ostream &out, const EvaluationResults &results)
{
    out << "document\textractor\tfield\tpredicted\tscore\tpage_type\n";
    for (const MetadataRow &row : results.metadata) {
        if (!row.given)
            continue;
        const MetadataScores &s = row.scores;
        const std::string start = results.documents[row.document] + '\t' + row.extractor + '\t';
        const std::string pageType =
            row.document < results.pageTypes.size() ? results.pageTypes[row.document] : "";
        auto line = [&](std::string_view field, std::string_view predicted,
                        const std::optional<double> &score) {
            out << start << field << '\t' << cell(predicted) << '\t' << fixed(score, 6) << '\t'
                << pageType << '\n';
        };
        if (s.titleF1)
            line("title", s.title, s.titleF1);
        if (s.authorF1)
            line("author", s.authors, s.authorF1);
        if (s.goldDated || s.predictedDated)
            line("date", s.published,
                 s.goldDated ? std::optional<double>(s.sameDay ? 1.0 : 0.0) : std::nullopt);
        if (s.siteF1)
            line("site_name", s.siteName, s.siteF1);
    }
}

void EvaluationReport::writeSummary(std::ostream &out, const std::vector<SummaryRow> &summary,
                                    Timings timings)
{
    const bool timed = timings == Timings::Included;
    out << "extractor\tmeasure\tdocuments\tprecision\trecall\tf1\tf1_sd\tseconds_per_kb\t"
           "page_type\tskipped\taccuracy\twith_found\twithout_found\n";
    for (const SummaryRow &r : summary)
        out << r.extractor << '\t' << measureName(r.measure) << '\t' << r.documents << '\t'
            << fixed(r.precision, 4) << '\t' << fixed(r.recall, 4) << '\t' << fixed(r.f1, 4) << '\t'
            << fixed(r.f1StdDev, 4) << '\t' << (timed ? seconds(r.secondsPerKb) : "") << '\t'
            << pageTypeOf(r) << '\t' << r.skipped << '\t' << fixed(r.accuracy, 4) << '\t'
            << fixed(r.withFound, 4) << '\t' << fixed(r.withoutFound, 4) << '\n';
}

void EvaluationReport::writeSummaryMarkdown(std::ostream &out,
                                            const std::vector<SummaryRow> &summary, Timings timings)
{
    const bool timed = timings == Timings::Included;
    bool extras = false, typed = false;
    for (const SummaryRow &r : summary) {
        extras = extras || (r.pageType.empty() && (r.accuracy || r.withFound || r.withoutFound));
        typed = typed || !r.pageType.empty();
    }
    out << "| extractor | measure | docs | precision | recall | F1 | F1 sd |"
        << (extras ? " accuracy | with found | without found |" : "") << (timed ? " s/kB |" : "")
        << "\n|---|---|---:|---:|---:|---:|---:|" << (extras ? "---:|---:|---:|" : "")
        << (timed ? "---:|" : "") << '\n';
    for (const SummaryRow &r : summary) {
        if (!r.pageType.empty())
            continue;
        out << "| " << r.extractor << " | " << measureName(r.measure) << " | " << r.documents
            << " | " << fixed(r.precision, 3) << " | " << fixed(r.recall, 3) << " | "
            << fixed(r.f1, 3) << " | " << fixed(r.f1StdDev, 3) << " |";
        if (extras)
            out << ' ' << fixed(r.accuracy, 3) << " | " << fixed(r.withFound, 3) << " | "
                << fixed(r.withoutFound, 3) << " |";
        if (timed)
            out << ' ' << seconds(r.secondsPerKb) << (isExternal(r.extractor) ? " †" : "") << " |";
        out << '\n';
    }
    // Under the tables: what the mark on external extractors' seconds per kB means.
    const auto footnote = [&] {
        if (timed && std::any_of(summary.begin(), summary.end(),
                                 [](const SummaryRow &r) { return isExternal(r.extractor); }))
            out << "\n† external program: its seconds per kB include starting and running the "
                   "program, not only extracting.\n";
    };
    if (!typed) {
        footnote();
        return;
    }

    // F1 by page type: one row per (extractor, measure) in the summary's order, one column per
    // page type, each headed with its number of documents; the gold's types, then (a second
    // table) the page classifier's.
    for (const bool predicted : {false, true}) {
        std::vector<std::string> types;
        std::map<std::string, std::size_t> documents;
        std::map<std::pair<std::string, Measure>, std::map<std::string, const SummaryRow *>> cells;
        std::vector<std::pair<std::string, Measure>> order;
        for (const SummaryRow &r : summary) {
            if (!r.pageType.empty() && r.predictedType != predicted)
                continue;
            const std::string type = pageTypeOf(r);
            if (!documents.contains(type))
                types.push_back(type);
            documents[type] = std::max(documents[type], r.documents);
            const auto key = std::make_pair(r.extractor, r.measure);
            if (!cells.contains(key))
                order.push_back(key);
            cells[key][type] = &r;
        }
        if (types.size() < 2)
            continue;
        out << "\n| extractor | measure |";
        for (const std::string &type : types)
            out << ' ' << type << " (" << documents[type] << ") |";
        out << "\n|---|---|";
        for (std::size_t i = 0; i < types.size(); ++i)
            out << "---:|";
        out << '\n';
        for (const auto &key : order) {
            out << "| " << key.first << " | " << measureName(key.second) << " |";
            for (const std::string &type : types) {
                const auto it = cells[key].find(type);
                out << ' '
                    << (it != cells[key].end() && it->second->documents > 0
                            ? fixed(it->second->f1, 3)
                            : std::string("–"))
                    << " |";
            }
            out << '\n';
        }
    }
    footnote();
}

void EvaluationReport::writeMetadataSummary(std::ostream &out,
                                            const std::vector<MetadataSummaryRow> &summary)
{
    out << "extractor\tfield\tdocuments\tscore\tpredicted\tprecision\tpage_type\n";
    for (const MetadataSummaryRow &r : summary)
        out << r.extractor << '\t' << r.field << '\t' << r.documents << '\t' << fixed(r.score, 4)
            << '\t' << (r.predicted ? std::to_string(*r.predicted) : std::string()) << '\t'
            << fixed(r.precision, 4) << '\t' << (r.pageType.empty() ? "all" : r.pageType) << '\n';
}

void EvaluationReport::writeMetadataMarkdown(std::ostream &out,
                                             const std::vector<MetadataSummaryRow> &summary)
{
    if (summary.empty())
        return;
    out << "| extractor | metadata | docs | score | dated docs with a day | precision |\n"
           "|---|---|---:|---:|---:|---:|\n";
    bool typed = false;
    for (const MetadataSummaryRow &r : summary) {
        typed = typed || !r.pageType.empty();
        if (!r.pageType.empty())
            continue;
        out << "| " << r.extractor << " | " << r.field << " | " << r.documents << " | "
            << fixed(r.score, 3) << " | "
            << (r.predicted ? std::to_string(*r.predicted) : std::string()) << " | "
            << fixed(r.precision, 3) << " |\n";
    }
    if (!typed)
        return;
    std::vector<std::string> types;
    std::vector<std::pair<std::string, std::string>> order;
    std::map<std::pair<std::string, std::string>, std::map<std::string, const MetadataSummaryRow *>>
        cells;
    for (const MetadataSummaryRow &r : summary) {
        const std::string type = r.pageType.empty() ? "all" : r.pageType;
        if (std::find(types.begin(), types.end(), type) == types.end())
            types.push_back(type);
        const auto key = std::make_pair(r.extractor, r.field);
        if (!cells.contains(key))
            order.push_back(key);
        cells[key][type] = &r;
    }
    out << "\n| extractor | metadata |";
    for (const std::string &type : types)
        out << ' ' << type << " |";
    out << "\n|---|---|";
    for (std::size_t i = 0; i < types.size(); ++i)
        out << "---:|";
    out << '\n';
    for (const auto &key : order) {
        out << "| " << key.first << " | " << key.second << " |";
        for (const std::string &type : types) {
            const auto it = cells[key].find(type);
            out << ' '
                << (it != cells[key].end() ? fixed(it->second->score, 3) + " (" +
                                                 std::to_string(it->second->documents) + ")"
                                           : std::string("–"))
                << " |";
        }
        out << '\n';
    }
}

void EvaluationReport::writeFloors(std::ostream &out, const std::vector<SummaryRow> &summary,
                                   const std::string &corpusHash)
{
    out << "# Quality gate floors (tests/core/eval/tst_qualitygate.cpp): mean F1 per extractor "
           "and\n"
           "# measure on the imported Readability test pages; the gate fails below floor - 0.01.\n"
           "# Regenerate: boilerscope-cli eval PACKAGE --floors > tests/data/eval/floors.tsv\n"
        << "corpus\t" << corpusHash << '\n';
    for (const SummaryRow &r : summary)
        if (r.pageType.empty() && r.documents > 0)
            out << r.extractor << '\t' << measureName(r.measure) << '\t'
                << fixed(std::floor(r.f1 * 1000) / 1000, 3) << '\n';
}

} // namespace core
