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
    if (m_in->ensure(m_maxRecordBytes + 1)) {
        record.error = "page is larger than " + sizeText(m_maxRecordBytes);
        return record;
    }
    if (!m_in->error().empty()) {
        record.error = m_in->error();
        return record;
    }
    record.html.assign(m_in->available());
    m_in->consume(record.html.size());
    return record;
}

} // namespace core
