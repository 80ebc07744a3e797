#pragma once

#include "recordresult.h"

#include <string>

namespace core {

// Writes RecordResults as JSON Lines, one object per line, keys in a fixed order: input, record,
// id, url, status, extractor, encoding, text, paths, then parse_ms and ms when timings are
// asked for, then markdown, content_html, metadata and program_metadata when present, then error
// when the record failed.
// Without timings a line is a function of the record and the options alone, so that a corpus
// run can be hashed, cached and diffed. Invalid UTF-8 in a value (a WARC header may hold any
// bytes) becomes U+FFFD. Stateless, thread-safe.
class JsonLinesWriter
{
public:
    enum class Timings { Omitted, Included };

    // One line, with its '\n'.
    static std::string line(const RecordResult &result, Timings timings = Timings::Omitted);
    // A timing as the lines write it: milliseconds rounded to microseconds.
    static double milliseconds(double ms);
};

} // namespace core
