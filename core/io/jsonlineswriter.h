#pragma once

#include "recordresult.h"

#include <string>

namespace core {

// Writes RecordResults as JSON Lines, one object per line, keys in a fixed order: input, record,
// id, url, status, extractor, encoding, text, paths, parse_ms, ms, then markdown and
// content_html when present, then error when the record failed. Invalid UTF-8 in a value (a
// WARC header may hold any bytes) becomes U+FFFD. Stateless, thread-safe.
class JsonLinesWriter
{
public:
    // One line, with its '\n'.
    static std::string line(const RecordResult &result);
};

} // namespace core
