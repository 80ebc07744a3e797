#include "metadatascorer.h"

#include "document/textrules.h"
#include "measures/wordruns.h"

#include <algorithm>
#include <map>
#include <vector>

namespace core {

namespace {

double bagF1(const std::vector<std::string> &predicted, const std::vector<std::string> &gold)
{
    if (predicted.empty() && gold.empty())
        return 1;
    if (predicted.empty() || gold.empty())
        return 0;
    std::map<std::string_view, std::size_t> counts;
    for (const std::string &w : gold)
        ++counts[w];
    std::size_t overlap = 0;
    for (const std::string &w : predicted)
        if (auto it = counts.find(w); it != counts.end() && it->second > 0) {
            --it->second;
            ++overlap;
        }
    if (overlap == 0)
        return 0;
    const double precision = static_cast<double>(overlap) / static_cast<double>(predicted.size());
    const double recall = static_cast<double>(overlap) / static_cast<double>(gold.size());
    return 2 * precision * recall / (precision + recall);
}

std::vector<std::string> foldedWords(std::string_view text)
{
    std::vector<std::string> words;
    const std::string folded = WordRuns::lower(TextRules::normalize(text));
    std::size_t start = 0;
    while (start < folded.size()) {
        std::size_t end = folded.find(' ', start);
        if (end == std::string::npos)
            end = folded.size();
        if (end > start)
            words.push_back(folded.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

} // namespace

double MetadataScorer::foldedWordF1(std::string_view predicted, std::string_view gold)
{
    return bagF1(foldedWords(predicted), foldedWords(gold));
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
