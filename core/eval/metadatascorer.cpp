#include "metadatascorer.h"

#include "document/textrules.h"
#include "measures/wordbag.h"
#include "measures/wordruns.h"

#include <vector>

namespace core {

namespace {

// Two empty values agree (neither page names one); otherwise WordBag's F1.
double bagF1(const std::vector<std::string> &predicted, const std::vector<std::string> &gold)
{
    if (predicted.empty() && gold.empty())
        return 1;
    return WordBag::f1(predicted, gold);
}

} // namespace

double MetadataScorer::foldedWordF1(std::string_view predicted, std::string_view gold)
{
    return bagF1(WordBag::folded(predicted), WordBag::folded(gold));
}

double MetadataScorer::nameF1(std::string_view predicted, std::string_view gold)
{
    return bagF1(WordRuns::tokens(WordRuns::lower(predicted)),
                 WordRuns::tokens(WordRuns::lower(gold)));
}

bool MetadataScorer::hasGold(const DocumentMetadata &gold)
{
    return !TextRules::normalize(gold.title).empty() ||
           !TextRules::normalize(gold.author).empty() || CalendarDay::parse(gold.published) ||
           !TextRules::normalize(gold.siteName).empty();
}

MetadataScores MetadataScorer::score(const Metadata &predicted, const DocumentMetadata &gold)
{
    MetadataScores s;
    s.title = predicted[MetadataField::Title].value;
    s.authors = predicted[MetadataField::Authors].value;
    s.published = predicted[MetadataField::Published].value;
    s.siteName = predicted[MetadataField::SiteName].value;
    if (!TextRules::normalize(gold.title).empty())
        s.titleF1 = foldedWordF1(s.title, gold.title);
    if (!TextRules::normalize(gold.author).empty())
        s.authorF1 = nameF1(s.authors, gold.author);
    if (!TextRules::normalize(gold.siteName).empty())
        s.siteF1 = foldedWordF1(s.siteName, gold.siteName);
    const std::optional<CalendarDay> goldDay = CalendarDay::parse(gold.published);
    const std::optional<CalendarDay> day = CalendarDay::parse(s.published);
    s.goldDated = goldDay.has_value();
    s.predictedDated = day.has_value();
    s.sameDay = goldDay && day && *goldDay == *day;
    return s;
}

} // namespace core
