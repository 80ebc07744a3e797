#include "programmetadata.h"

#include "document/textrules.h"
#include "measures/wordbag.h"
#include "measures/wordruns.h"
#include "metadata/calendarday.h"

#include <algorithm>

namespace core {

namespace {

std::vector<std::string> sortedWordBag(std::vector<std::string> words)
{
    std::sort(words.begin(), words.end());
    return words;
}

// "en" of "EN_gb": lower-cased, up to the first '-' or '_'.
std::string primaryLanguageOf(std::string_view language)
{
    const std::string lower = WordRuns::lower(TextRules::normalize(language));
    return lower.substr(0, lower.find_first_of("-_"));
}

bool isMetadataDateField(MetadataField field)
{
    return field == MetadataField::Published || field == MetadataField::Modified;
}

} // namespace

std::string ProgramMetadata::valueOf(const Fields &fields, MetadataField field)
{
    const std::string_view name = metadataFieldName(field);
    for (const auto &[key, value] : fields)
        if (key == name)
            return value;
    return {};
}

Metadata ProgramMetadata::of(const Fields &fields)
{
    Metadata m;
    for (MetadataField field : kMetadataFields) {
        std::string value = valueOf(fields, field);
        if (isMetadataDateField(field))
            if (const std::optional<CalendarDay> day = CalendarDay::parse(value))
                value = day->iso();
        m[field].value = std::move(value);
    }
    return m;
}

bool ProgramMetadata::agrees(MetadataField field, std::string_view ours, std::string_view theirs)
{
    if (TextRules::normalize(ours).empty())
        return false;
    switch (field) {
    case MetadataField::Authors:
        return sortedWordBag(WordRuns::tokens(WordRuns::lower(ours))) ==
               sortedWordBag(WordRuns::tokens(WordRuns::lower(theirs)));
    case MetadataField::Published:
    case MetadataField::Modified: {
        const std::optional<CalendarDay> a = CalendarDay::parse(ours),
                                         b = CalendarDay::parse(theirs);
        if (a && b)
            return *a == *b;
        break;
    }
    case MetadataField::Language:
        return primaryLanguageOf(ours) == primaryLanguageOf(theirs);
    case MetadataField::CanonicalUrl:
        return TextRules::normalize(ours) == TextRules::normalize(theirs);
    case MetadataField::Title:
    case MetadataField::SiteName:
    case MetadataField::Description:
        break;
    }
    return sortedWordBag(WordBag::folded(ours)) == sortedWordBag(WordBag::folded(theirs));
}

} // namespace core
