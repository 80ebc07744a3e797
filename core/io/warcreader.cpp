#include "warcreader.h"

#include "document/asciicase.h"

#include "bufferedinput.h"
#include "headerfields.h"
#include "httpresponse.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

namespace core {

namespace {

// Project choice: an HTTP head is read from the block's first 64 KiB, or up to 1 MiB when longer.
constexpr size_t kHeadPeekBytes = 64 * 1024;
constexpr size_t kMaxHeadPeekBytes = 1 << 20;

// WARC/1.0 as wget writes it puts the target URI in angle brackets; WARC/1.1 does not.
std::string stripBrackets(std::string uri)
{
    if (uri.size() >= 2 && uri.front() == '<' && uri.back() == '>')
        return uri.substr(1, uri.size() - 2);
    return uri;
}

constexpr const char *kTruncated = "truncated record (the input ends inside its block)";

std::string wrongLength(const std::string &lengthText)
{
    return "no blank line after the block: Content-Length " + lengthText + " looks wrong";
}

} // namespace

WarcReader::WarcReader(std::unique_ptr<BufferedInput> in, std::string name, size_t maxRecordBytes)
    : RecordReader(std::move(in), std::move(name), maxRecordBytes)
{
}

Record WarcReader::failed(std::string error, bool resync)
{
    Record r;
    r.input = m_name;
    r.number = m_number;
    r.error = std::move(error);
    m_resync = resync;
    return r;
}

std::string WarcReader::damage(std::string framing) const
{
    return m_in->error().empty() ? std::move(framing) : m_in->error();
}

bool WarcReader::resynchronise()
{
    m_resync = false;
    if (!m_in->error().empty())
        return m_in->resync() && m_in->skipTo("WARC/1.");
    // The damaged record's own "WARC/1." may still be at the front: step past it first.
    if (m_in->available().starts_with("WARC/1."))
        m_in->consume(1);
    return m_in->skipTo("WARC/1.");
}

bool WarcReader::readTrailer()
{
    m_in->ensure(4);
    const std::string_view a = m_in->available();
    if (a.starts_with("\r\n\r\n")) {
        m_in->consume(4);
        return true;
    }
    if (a.starts_with("\n\n")) { // tolerated: LF-only writers
        m_in->consume(2);
        return true;
    }
    // The last record of a file may lack its trailer without losing anything.
    return a.empty() && m_in->error().empty();
}

std::optional<Record> WarcReader::next()
{
    while (!m_done) {
        if (m_resync && !resynchronise()) {
            m_done = true;
            break;
        }
        // Extra blank lines between records are tolerated.
        while (m_in->ensure(1) &&
               (m_in->available().front() == '\r' || m_in->available().front() == '\n'))
            m_in->consume(1);
        if (m_in->atEnd()) {
            m_done = true;
            if (!m_in->error().empty()) {
                ++m_number;
                return failed("after record " + std::to_string(m_number - 1) + ": " +
                              m_in->error());
            }
            break;
        }
        const std::uint64_t start = m_in->offset();
        ++m_number;
        m_in->ensure(7);
        if (!m_in->available().starts_with("WARC/1.")) {
            const std::string_view a = m_in->available();
            const std::string_view firstLine =
                a.substr(0, std::min<size_t>(a.find_first_of("\r\n"), 40));
            return failed("not a WARC record header ('" + std::string(firstLine) + "')");
        }
        // Bytes a failed attempt already searched hold no header end: search on behind them, so
        // that a run of false starts costs linear time.
        const size_t known = m_horizon > start ? static_cast<size_t>(m_horizon - start) : 0;
        size_t headerEnd = m_in->find("\r\n\r\n", kMaxHeaderBytes, known > 3 ? known - 3 : 0);
        size_t separator = 4;
        if (headerEnd == std::string_view::npos) {
            headerEnd = m_in->find("\n\n", kMaxHeaderBytes, known > 1 ? known - 1 : 0);
            separator = 2;
        }
        const std::string_view head = m_in->available();
        if (headerEnd == std::string_view::npos) {
            if (head.size() < kMaxHeaderBytes) {
                // The input ends without a header end: no record can follow, unless the end
                // is damage that the next gzip member may get past.
                m_done = m_in->error().empty();
                return failed(damage("truncated WARC header (the input ends inside it)"));
            }
            m_horizon = start + kMaxHeaderBytes;
            return failed(damage("WARC header longer than " + sizeText(kMaxHeaderBytes)));
        }
        const HeaderFields fields = HeaderFields::parse(head.substr(0, headerEnd));
        m_in->consume(headerEnd + separator);
        const std::string lengthText = fields.get("content-length");
        std::uint64_t length = 0;
        const auto [ptr, ec] =
            std::from_chars(lengthText.data(), lengthText.data() + lengthText.size(), length);
        if (lengthText.empty() || ec != std::errc() || ptr != lengthText.data() + lengthText.size())
            return failed(damage("WARC header without a valid Content-Length"));

        const std::string type = asciiLower(fields.get("warc-type"));
        std::string mime, charset;
        HttpResponse::parseContentType(fields.get("content-type"), mime, charset);
        Record record;
        record.input = m_name;
        record.number = m_number;
        record.id = fields.get("warc-record-id");
        record.url = stripBrackets(fields.get("warc-target-uri"));

        // Decide from the header (and, for a response, the HTTP head) whether the record holds
        // a page, before taking its block into memory.
        std::string skipAs;
        HttpResponse::Head http;
        if (type == "response") {
            if (mime != "application/http") {
                skipAs = "response: not HTTP";
            } else {
                m_in->ensure(std::min<std::uint64_t>(length, kHeadPeekBytes));
                http = HttpResponse::parseHead(m_in->available().substr(
                    0, std::min<std::uint64_t>(length, m_in->available().size())));
                if (!http.error.empty() && length > kHeadPeekBytes) {
                    m_in->ensure(std::min<std::uint64_t>(length, kMaxHeadPeekBytes));
                    http = HttpResponse::parseHead(m_in->available().substr(
                        0, std::min<std::uint64_t>(length, m_in->available().size())));
                }
                if (http.error.empty()) {
                    const std::string_view bodyStart = m_in->available().substr(
                        std::min(http.bodyOffset, m_in->available().size()));
                    if (!HttpResponse::isHtml(http.mimeType, bodyStart.substr(0, 512)))
                        skipAs = "response: not HTML";
                }
            }
        } else if (type == "resource") {
            m_in->ensure(std::min<std::uint64_t>(length, 512));
            if (!HttpResponse::isHtml(
                    mime, m_in->available().substr(0, std::min<std::uint64_t>(length, 512))))
                skipAs = "resource: not HTML";
        } else {
            skipAs = type.empty() ? "no WARC-Type" : type;
        }

        if (!skipAs.empty() || length > m_maxRecordBytes) {
            const std::uint64_t skipped = m_in->skip(length);
            if (skipped < length)
                return failed(damage(kTruncated));
            if (!readTrailer())
                return failed(damage(wrongLength(lengthText)));
            if (skipAs.empty())
                return failed("record larger than " + sizeText(m_maxRecordBytes) +
                                  " (Content-Length " + lengthText + ")",
                              false);
            countSkipped(skipAs);
            continue;
        }

        std::string block;
        if (!m_in->take(length, block))
            return failed(damage(kTruncated));
        if (!readTrailer())
            return failed(damage(wrongLength(lengthText)));
        if (type == "response") {
            if (!http.error.empty()) {
                record.error = http.error;
                return record;
            }
            record.httpStatus = http.status;
            record.charset = http.charset;
            std::string error;
            if (!HttpResponse::decodeBody(http, std::string_view(block).substr(http.bodyOffset),
                                          m_maxRecordBytes, record.html, error))
                record.error = error;
        } else {
            record.charset = charset;
            record.html = std::move(block);
        }
        return record;
    }
    return std::nullopt;
}

} // namespace core
