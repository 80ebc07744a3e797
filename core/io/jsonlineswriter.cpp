#include "jsonlineswriter.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace core {

// Project choice: microseconds are as precise as a per-page timing is meaningful.
double JsonLinesWriter::milliseconds(double ms)
{
    return std::round(ms * 1000.0) / 1000.0;
}

std::string JsonLinesWriter::line(const RecordResult &r, Timings timings)
{
    // ordered_json keeps the documented key order.
    nlohmann::ordered_json o;
    o["input"] = r.input;
    o["record"] = r.number;
    o["id"] = r.id.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.id);
    o["url"] = r.url.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.url);
    o["status"] =
        r.httpStatus == 0 ? nlohmann::ordered_json() : nlohmann::ordered_json(r.httpStatus);
    o["extractor"] = r.extractor;
    o["encoding"] =
        r.encoding.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(r.encoding);
    o["text"] = r.text;
    o["paths"] = r.paths;
    if (timings == Timings::Included) {
        o["parse_ms"] = milliseconds(r.parseMs);
        o["ms"] = milliseconds(r.extractMs);
    }
    if (r.markdown)
        o["markdown"] = *r.markdown;
    if (r.contentHtml)
        o["content_html"] = *r.contentHtml;
    if (r.metadata)
        o["metadata"] = nlohmann::ordered_json::parse(*r.metadata, nullptr, false);
    if (!r.programMetadata.empty()) {
        nlohmann::ordered_json program = nlohmann::ordered_json::object();
        for (const auto &[field, value] : r.programMetadata)
            program[field] = value;
        o["program_metadata"] = std::move(program);
    }
    if (!r.error.empty())
        o["error"] = r.error;
    std::string out = o.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    out += '\n';
    return out;
}

} // namespace core
