#include "evaluationsummary.h"

#include <cmath>

namespace core {

std::vector<SummaryRow> EvaluationSummary::of(const EvaluationResults &results)
{
    std::vector<SummaryRow> out;
    for (std::size_t e = 0; e < results.extractors.size(); ++e) {
        for (Measure m : kMeasures) {
            const auto k = static_cast<std::size_t>(m);
            SummaryRow s;
            s.extractor = results.extractors[e];
            s.measure = m;
            for (const EvaluationRow &row : results.rows) {
                if (row.extractor != e)
                    continue;
                ++s.documents;
                s.precision += row.scores[k].precision;
                s.recall += row.scores[k].recall;
                s.f1 += row.scores[k].f1;
                s.secondsPerKb += row.secondsPerKb();
            }
            if (s.documents > 0) {
                const auto n = static_cast<double>(s.documents);
                s.precision /= n;
                s.recall /= n;
                s.f1 /= n;
                s.secondsPerKb /= n;
            }
            if (s.documents > 1) {
                double squares = 0;
                for (const EvaluationRow &row : results.rows)
                    if (row.extractor == e)
                        squares += (row.scores[k].f1 - s.f1) * (row.scores[k].f1 - s.f1);
                s.f1StdDev = std::sqrt(squares / static_cast<double>(s.documents - 1));
            }
            out.push_back(s);
        }
    }
    return out;
}

} // namespace core
