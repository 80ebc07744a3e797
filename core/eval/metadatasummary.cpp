#include "metadatasummary.h"

#include "evaluationsummary.h"

#include <algorithm>

namespace core {

namespace {

void summarise(const EvaluationResults &results, const std::string &extractor,
               const std::string &pageType, std::vector<MetadataSummaryRow> &out)
{
    MetadataSummaryRow title;
    title.extractor = extractor;
    title.field = "title";
    title.pageType = pageType;
    MetadataSummaryRow author = title, date = title, site = title;
    author.field = "author";
    date.field = "date";
    site.field = "site_name";
    std::size_t predicted = 0, right = 0;
    for (const MetadataRow &row : results.metadata) {
        if (row.extractor != extractor ||
            (!pageType.empty() && results.pageTypes[row.document] != pageType))
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
    std::vector<std::string> extractors;
    for (const MetadataRow &row : results.metadata)
        if (row.given &&
            std::find(extractors.begin(), extractors.end(), row.extractor) == extractors.end())
            extractors.push_back(row.extractor);
    // Ours first, then the programs in the order they were given.
    auto rank = [&results](const std::string &id) {
        if (id == EvaluationResults::kMetadataExtractor)
            return std::ptrdiff_t(-1);
        return std::find(results.extractors.begin(), results.extractors.end(), id) -
               results.extractors.begin();
    };
    std::stable_sort(
        extractors.begin(), extractors.end(),
        [&rank](const std::string &a, const std::string &b) { return rank(a) < rank(b); });
    for (const std::string &extractor : extractors)
        summarise(results, extractor, {}, out);
    for (const std::string &type : EvaluationSummary::pageTypes(results))
        for (const std::string &extractor : extractors)
            summarise(results, extractor, type, out);
    return out;
}

} // namespace core
