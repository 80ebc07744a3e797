#include "jsonlinesreader.h"

#include "bufferedinput.h"

#include <nlohmann/json.hpp>

namespace core {

JsonLinesReader::JsonLinesReader(std::unique_ptr<BufferedInput> in, std::string name,
                                 size_t maxRecordBytes)
    : RecordReader(std::move(in), std::move(name), maxRecordBytes)
{
    if (m_in->ensure(3) && m_in->available().starts_with("\xEF\xBB\xBF"))
        m_in->consume(3);
}

Record JsonLinesReader::parseLine(std::string_view line)
{
    Record record;
    const nlohmann::json json = nlohmann::json::parse(line, nullptr, false);
    if (json.is_discarded()) {
        record.error = "not valid JSON";
        return record;
    }
    if (!json.is_object()) {
        record.error = "not a JSON object";
        return record;
    }
    const auto html = json.find("html");
    if (html == json.end() || !html->is_string()) {
        record.error = "no \"html\" string";
        return record;
    }
    record.html = html->get<std::string>();
    if (const auto url = json.find("url"); url != json.end() && url->is_string())
        record.url = url->get<std::string>();
    if (const auto id = json.find("id"); id != json.end()) {
        if (id->is_string())
            record.id = id->get<std::string>();
        else if (id->is_number())
            record.id = id->dump();
    }
    return record;
}

std::optional<Record> JsonLinesReader::next()
{
    while (true) {
        if (m_in->atEnd()) {
            if (m_in->error().empty())
                return std::nullopt;
            Record r;
            r.input = m_name;
            r.number = ++m_line;
            r.error = m_in->error();
            m_in->resync();
            return r;
        }
        ++m_line;
        // A line may hold the page and its JSON escaping: allow twice the record limit.
        const size_t limit = m_maxRecordBytes * 2 + 1;
        const size_t newline = m_in->find("\n", limit);
        Record record;
        if (newline == std::string_view::npos && !m_in->atEnd() &&
            m_in->available().size() >= limit) {
            record.error = "line longer than " + sizeText(limit);
            if (m_in->skipTo("\n"))
                m_in->consume(1);
        } else {
            const std::string_view available = m_in->available();
            const size_t length = newline == std::string_view::npos ? available.size() : newline;
            std::string_view line = available.substr(0, length);
            if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
                m_in->consume(length + 1);
                continue;
            }
            record = parseLine(line);
            if (!m_in->error().empty() && newline == std::string_view::npos)
                record.error = m_in->error(); // the line was cut short by damaged input
            m_in->consume(length + 1);
        }
        record.input = m_name;
        record.number = m_line;
        if (record.error.empty() && record.html.size() > m_maxRecordBytes) {
            record.html.clear();
            record.error = "page larger than " + sizeText(m_maxRecordBytes);
        }
        return record;
    }
}

} // namespace core
