#include "goldscorer.h"

namespace core {

namespace {

bool needsText(const MeasureSet &which)
{
    for (Measure m : kMeasures)
        if (which.test(static_cast<std::size_t>(m)) &&
            measureInfo(m).gold == MeasureInfo::Gold::Text)
            return true;
    return false;
}

} // namespace

GoldScorer::GoldScorer(const std::optional<std::string> &goldText, const Snippets &snippets,
                       MeasureSet which)
    : m_text(goldText && needsText(which) ? std::make_unique<const TextMetrics>(*goldText)
                                          : nullptr),
      m_snippets(snippets.with, snippets.without, snippets.caseSensitive), m_which(which)
{
}

GoldScorer::GoldScorer(const PackageDocument &doc, MeasureSet which)
    : GoldScorer(doc.hasGoldText ? std::optional<std::string>(doc.goldText) : std::nullopt,
                 doc.snippets, which)
{
}

MeasureScores GoldScorer::score(std::string_view extracted) const
{
    MeasureScores scores;
    if (m_text)
        scores = m_text->score(extracted, m_which);
    else
        scores.fill(Score::notApplicable());
    if (m_which.test(static_cast<std::size_t>(Measure::Snippets)))
        scores[static_cast<std::size_t>(Measure::Snippets)] = m_snippets.score(extracted);
    return scores;
}

} // namespace core
