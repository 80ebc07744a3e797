#include "metadatasummary.h"

#include "evaluationsummary.h"

namespace core {

namespace {

void summarise(const EvaluationResults &results, const std::string &pageType,
               std::vector<MetadataSummaryRow> &out)
{
    MetadataSummaryRow title;
    title.extractor = EvaluationResults::kMetadataExtractor;
    title.field = "title";
    title.pageType = pageType;
    MetadataSummaryRow author = title, date = title, site = title;
    author.field = "author";
    date.field = "date";
    site.field = "site_name";
    std::size_t predicted = 0, right = 0;
    for (const MetadataRow &row : results.metadata) {
        if (!pageType.empty() && results.pageTypes[row.document] != pageType)
            continue;
        const MetadataScores &s = row.scores;
        for (auto [score, summary] : {std::pair{s.titleF1, &title}, std::pair{s.authorF1, &author},
                                      std::pair{s.siteF1, &site}})
            if (score) {
                summary->score += *score;
                ++summary->documents;
            }
        if (!s.goldDated)
            continue;
        ++date.documents;
        if (s.predictedDated)
            ++predicted;
        if (s.sameDay)
            ++right;
    }
    for (MetadataSummaryRow *r : {&title, &author, &site})
        if (r->documents > 0)
            r->score /= static_cast<double>(r->documents);
    date.score =
        date.documents > 0 ? static_cast<double>(right) / static_cast<double>(date.documents) : 0;
    date.predicted = predicted;
    date.precision =
        predicted > 0 ? static_cast<double>(right) / static_cast<double>(predicted) : 0;
    for (const MetadataSummaryRow &r : {title, author, date, site})
        if (r.documents > 0)
            out.push_back(r);
}

} // namespace

std::vector<MetadataSummaryRow> MetadataSummary::of(const EvaluationResults &results)
{
    std::vector<MetadataSummaryRow> out;
    if (results.metadata.empty())
        return out;
    summarise(results, {}, out);
    for (const std::string &type : EvaluationSummary::pageTypes(results))
        summarise(results, type, out);
    return out;
}

} // namespace core
