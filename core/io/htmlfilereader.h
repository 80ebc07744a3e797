#pragma once

#include "recordreader.h"

namespace core {

// One HTML page (plain or gzip-compressed) as a single record. Not thread-safe.
class HtmlFileReader : public RecordReader
{
public:
    HtmlFileReader(std::unique_ptr<BufferedInput> in, std::string name, size_t maxRecordBytes);

    std::optional<Record> next() override;
    Format format() const override { return Format::Html; }

private:
    bool m_done = false;
};

} // namespace core
