#pragma once

#include "recordreader.h"

namespace core {

// Reads pages from JSON Lines: one JSON object per line with the page in "html" (a string) and
// optionally "url" (a string) and "id" (a string or a number, kept as text). Blank lines are
// passed over; a line that is not such an object, or longer than the record limit, comes back as
// an error naming its line number and reading goes on with the next line. Not thread-safe.
class JsonLinesReader : public RecordReader
{
public:
    JsonLinesReader(std::unique_ptr<BufferedInput> in, std::string name, size_t maxRecordBytes);

    std::optional<Record> next() override;
    Format format() const override { return Format::JsonLines; }

    // The record one line describes (number and input left to the caller).
    static Record parseLine(std::string_view line);

private:
    std::uint64_t m_line = 0;
};

} // namespace core
