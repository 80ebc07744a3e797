#pragma once

#include "metadata/calendarday.h"
#include "metadata/metadata.h"
#include "package/testpackage.h"

#include <optional>
#include <string>
#include <string_view>

namespace core {

// One extractor's metadata on one document against the document's metadata gold
// (docs/metadata.md, Scores): the fields the gold has are scored, the others stay empty. The
// predicted values are kept for the report. Plain value.
struct MetadataScores
{
    std::string title, authors, published, siteName; // predicted; published as YYYY-MM-DD
    std::optional<double> titleF1;                   // when the gold has a title
    std::optional<double> authorF1;                  // when the gold has an author
    std::optional<double> siteF1;                    // when the gold has a site name
    bool goldDated = false;                          // the gold has a publication day
    bool predictedDated = false;                     // a day was predicted
    bool sameDay = false;                            // both, and the same calendar day
};

// Scores predicted metadata against the gold: title and site name by word F1 after white space
// and case folding (the title's words as written, punctuation attached); authors by word F1 of
// the names (WCXB's tokens: lower-cased \w+ runs, so that commas between names and dots after
// initials do not count); the date by the calendar day (CalendarDay::parse of the gold, the
// predicted value's day). Stateless, thread-safe.
class MetadataScorer
{
public:
    static MetadataScores score(const Metadata &predicted, const DocumentMetadata &gold);
    // Bag-of-words F1 of white-space-separated, case-folded words; 1 when both have none.
    static double foldedWordF1(std::string_view predicted, std::string_view gold);
    // Bag-of-words F1 of lower-cased \w+ tokens; 1 when both have none.
    static double nameF1(std::string_view predicted, std::string_view gold);
    // Whether the gold states anything this scorer scores.
    static bool hasGold(const DocumentMetadata &gold);
};

} // namespace core
