#include "evaluationsummary.h"

#include "measures/snippetmeasure.h"
#include "registry/registeredpagetypes.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace core {

namespace {

// PageMean (Gottron 2007 §4.3): precision, recall and F1 are means over the documents.
void pageMean(SummaryRow &s, const std::vector<const Score *> &scores)
{
    for (const Score *p : scores) {
        s.precision += p->precision;
        s.recall += p->recall;
        s.f1 += p->f1;
    }
    const auto n = static_cast<double>(scores.size());
    s.precision /= n;
    s.recall /= n;
    s.f1 /= n;
}

// The article-extraction benchmark's metrics_from_tp_fp_fns and get_accuracy (ShingleMeasure).
// Project choice where evaluate.py would average an empty list (statistics.mean raises): the
// average is 1 when no document has an error (FP = FN = 0 everywhere), else 0.
void shingleMean(SummaryRow &s, const std::vector<const Score *> &scores)
{
    double precision = 0, recall = 0, accuracy = 0;
    std::size_t precisionPages = 0, recallPages = 0;
    bool flawless = true;
    for (const Score *p : scores) {
        if (p->tp + p->fp > 0) {
            precision += p->precision;
            ++precisionPages;
        }
        if (p->tp + p->fn > 0) {
            recall += p->recall;
            ++recallPages;
        }
        accuracy += p->accuracy;
        flawless = flawless && p->fp == 0 && p->fn == 0;
    }
    const double empty = flawless ? 1 : 0;
    s.precision = precisionPages > 0 ? precision / static_cast<double>(precisionPages) : empty;
    s.recall = recallPages > 0 ? recall / static_cast<double>(recallPages) : empty;
    const double sum = s.precision + s.recall;
    s.f1 = sum > 0 ? 2 * s.precision * s.recall / sum : 0;
    s.accuracy = accuracy / static_cast<double>(scores.size());
}

// trafilatura's calculate_scores over the summed counts (SnippetMeasure).
void corpusSums(SummaryRow &s, const std::vector<const Score *> &scores)
{
    double tp = 0, fp = 0, fn = 0, tn = 0;
    for (const Score *p : scores) {
        tp += p->tp;
        fp += p->fp;
        fn += p->fn;
        tn += p->tn;
    }
    const Score total = SnippetMeasure::fromSummedCounts(tp, fp, fn, tn);
    s.precision = total.precision;
    s.recall = total.recall;
    s.f1 = total.f1;
    s.accuracy = total.accuracy;
    if (tp + fn > 0)
        s.withFound = tp / (tp + fn);
    if (fp + tn > 0)
        s.withoutFound = fp / (fp + tn);
}

std::vector<SummaryRow> summarise(const EvaluationResults &results, const std::string *pageType,
                                  bool predicted = false)
{
    // Results built by hand (tests, older callers) may leave pageTypes and applicable empty:
    // no page type, every measure applicable.
    const std::vector<std::string> &types = predicted ? results.predictedTypes : results.pageTypes;
    auto typeOf = [&](std::size_t d) { return d < types.size() ? types[d] : std::string(); };
    auto applies = [&](std::size_t d, std::size_t k) {
        return d >= results.applicable.size() || results.applicable[d].test(k);
    };
    auto included = [&](std::size_t d) { return !pageType || typeOf(d) == *pageType; };
    std::vector<SummaryRow> out;
    for (std::size_t e = 0; e < results.extractors.size(); ++e) {
        for (Measure m : kMeasures) {
            const auto k = static_cast<std::size_t>(m);
            SummaryRow s;
            s.extractor = results.extractors[e];
            s.measure = m;
            s.pageType = pageType ? *pageType : std::string();
            s.predictedType = predicted;
            for (std::size_t d = 0; d < results.documents.size(); ++d)
                s.skipped += included(d) && !applies(d, k);
            std::vector<const Score *> scores;
            std::size_t timed = 0; // a failed run has no time of its own
            for (const EvaluationRow &row : results.rows) {
                if (row.extractor != e || !included(row.document) || !row.scores[k].applies)
                    continue;
                scores.push_back(&row.scores[k]);
                if (!row.failed) {
                    s.secondsPerKb += row.secondsPerKb();
                    ++timed;
                }
            }
            s.documents = scores.size();
            if (scores.empty()) {
                out.push_back(s);
                continue;
            }
            if (timed > 0)
                s.secondsPerKb /= static_cast<double>(timed);
            switch (measureInfo(m).summary) {
            case MeasureInfo::Summary::PageMean:
                pageMean(s, scores);
                break;
            case MeasureInfo::Summary::ShingleMean:
                shingleMean(s, scores);
                break;
            case MeasureInfo::Summary::CorpusSums:
                corpusSums(s, scores);
                break;
            }
            if (scores.size() > 1) {
                double mean = 0, squares = 0;
                for (const Score *p : scores)
                    mean += p->f1;
                mean /= static_cast<double>(scores.size());
                for (const Score *p : scores)
                    squares += (p->f1 - mean) * (p->f1 - mean);
                s.f1StdDev = std::sqrt(squares / static_cast<double>(scores.size() - 1));
            }
            out.push_back(s);
        }
    }
    return out;
}

} // namespace

std::vector<SummaryRow> EvaluationSummary::of(const EvaluationResults &results)
{
    return summarise(results, nullptr);
}

std::vector<SummaryRow> EvaluationSummary::of(const EvaluationResults &results,
                                              const std::string &pageType)
{
    return summarise(results, &pageType);
}

std::vector<std::string> EvaluationSummary::pageTypes(const EvaluationResults &results)
{
    std::set<std::string> types(results.pageTypes.begin(), results.pageTypes.end());
    types.erase(std::string());
    return {types.begin(), types.end()};
}

std::vector<SummaryRow> EvaluationSummary::byPageType(const EvaluationResults &results)
{
    std::vector<SummaryRow> out;
    for (const std::string &type : pageTypes(results)) {
        std::vector<SummaryRow> rows = of(results, type);
        out.insert(out.end(), rows.begin(), rows.end());
    }
    return out;
}

std::vector<SummaryRow> EvaluationSummary::byPredictedType(const EvaluationResults &results)
{
    std::vector<SummaryRow> out;
    for (const std::string &type : RegisteredPageTypes::names()) {
        if (std::find(results.predictedTypes.begin(), results.predictedTypes.end(), type) ==
            results.predictedTypes.end())
            continue;
        std::vector<SummaryRow> rows = summarise(results, &type, true);
        out.insert(out.end(), rows.begin(), rows.end());
    }
    return out;
}

std::vector<SummaryRow> EvaluationSummary::report(const EvaluationResults &results,
                                                  MeasureSet asked)
{
    const std::vector<SummaryRow> all = of(results);
    if (asked.none())
        for (const SummaryRow &row : all)
            if (row.documents > 0)
                asked.set(static_cast<std::size_t>(row.measure));
    std::vector<SummaryRow> out;
    const std::vector<SummaryRow> typed = byPageType(results);
    const std::vector<SummaryRow> predicted = byPredictedType(results);
    for (const std::vector<SummaryRow> *rows :
         std::initializer_list<const std::vector<SummaryRow> *>{&all, &typed, &predicted})
        for (const SummaryRow &row : *rows)
            if (asked.test(static_cast<std::size_t>(row.measure)))
                out.push_back(row);
    return out;
}

} // namespace core
