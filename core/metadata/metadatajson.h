#pragma once

#include "metadata.h"

#include <string>

namespace core {

// A page's Metadata as a JSON object (docs/metadata.md): per field (metadataFieldName) its
// value, the chosen candidate's source, key, path and reason, and the rule that chose; with
// candidates, every candidate too. Keys in a fixed order, so that the text is a function of the
// metadata alone. Invalid UTF-8 in a value becomes U+FFFD. Stateless, thread-safe.
class MetadataJson
{
public:
    enum class Candidates { Omitted, Included };

    // One line, compact, no trailing newline.
    static std::string object(const Metadata &metadata, Candidates candidates);
};

} // namespace core
