#pragma once

#include "metadata/metadata.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// An external program's metadata (ExtractionResult::metadata: our field names and the values
// as the program wrote them) read as our fields, to be scored as ours are and set beside ours
// (docs/metadata.md); and whether one of its values says what ours says. Stateless, thread-safe.
class ProgramMetadata
{
public:
    using Fields = std::vector<std::pair<std::string, std::string>>;

    // The program's value for a field as it wrote it; "" when it gave none.
    static std::string valueOf(const Fields &fields, MetadataField field);
    // Its values in our fields, without candidates: a date becomes YYYY-MM-DD when CalendarDay
    // reads a day in it (so that it is scored by its day, as ours), else it stays as written.
    // Names that are none of our fields are left out.
    static Metadata of(const Fields &fields);
    // Whether their value (not empty) says what ours says, by the measure the evaluation scores
    // the field with (docs/metadata.md, Scores): the same words after white space and case
    // folding for a title, a site name and a description; the same names (lower-cased \w+ runs)
    // for authors; the same calendar day for a date (their text as ours when either has no day);
    // the same primary language subtag for the language (project choice: "en" and "en-GB" name
    // one language, and a program that drops the region does not disagree); the same text for
    // the canonical URL. Ours "" never agrees.
    static bool agrees(MetadataField field, std::string_view ours, std::string_view theirs);
};

} // namespace core
