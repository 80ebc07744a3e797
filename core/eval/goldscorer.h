#pragma once

#include "measures/score.h"
#include "measures/snippetmeasure.h"
#include "measures/textmetrics.h"
#include "package/testpackage.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace core {

// Scores extracted texts against one document's gold with every measure that applies to it: the
// full-text measures (TextMetrics) when the document has a gold text, the snippet measure
// (SnippetMeasure) when it has snippets. The rest are Score::notApplicable(), so that summaries
// skip the document for them. The gold is prepared once for every extractor's output. Owns its
// prepared gold; immutable after construction, so score() is thread-safe.
class GoldScorer
{
public:
    // `which`: the measures to compute; the others are not applicable.
    GoldScorer(const std::optional<std::string> &goldText, const Snippets &snippets,
               MeasureSet which = allMeasures());
    explicit GoldScorer(const PackageDocument &doc, MeasureSet which = allMeasures());

    MeasureScores score(std::string_view extracted) const;

private:
    std::unique_ptr<const TextMetrics> m_text; // null without a gold text
    SnippetMeasure m_snippets;
    MeasureSet m_which;
};

} // namespace core
