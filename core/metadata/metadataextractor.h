#pragma once

#include "document/document.h"
#include "metadata.h"

#include <string_view>

namespace core {

// Finds a page's metadata — title, authors, publication and modification dates, site name,
// language, description, canonical URL — with every candidate the page offers for each field,
// where it was read and why, and the rule that chose (docs/metadata.md). A pure function of the
// document and the page's URL; stateless, thread-safe.
class MetadataExtractor
{
public:
    // url: the page's address, for the date in its path and the host name that titles carry;
    // "" when unknown (the page's canonical URL then stands in).
    static Metadata extract(const Document &doc, std::string_view url = {});

    // The rule each field is chosen by, with its source.
    static std::string_view ruleOf(MetadataField field);
};

} // namespace core
