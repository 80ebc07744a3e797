#include "htmlfilereader.h"

#include "bufferedinput.h"

namespace core {

HtmlFileReader::HtmlFileReader(std::unique_ptr<BufferedInput> in, std::string name,
                               size_t maxRecordBytes)
    : RecordReader(std::move(in), std::move(name), maxRecordBytes)
{
}

std::optional<Record> HtmlFileReader::next()
{
    if (m_done)
        return std::nullopt;
    m_done = true;
    Record record;
    record.input = m_name;
    // Reads to the end of the input, or one byte past the limit.
    if (m_in->ensure(m_maxRecordBytes + 1)) {
        record.error = "page is larger than " + sizeText(m_maxRecordBytes);
        return record;
    }
    if (!m_in->error().empty()) {
        record.error = m_in->error();
        return record;
    }
    m_in->take(m_in->available().size(), record.html);
    return record;
}

} // namespace core
