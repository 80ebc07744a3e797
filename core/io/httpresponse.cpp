#include "httpresponse.h"

#include "document/asciicase.h"

#include "headerfields.h"
#include "inflatingreader.h"
#include "record.h"

#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <vector>

namespace core {

namespace {

// Project choice: no real response head is near this; it bounds the search for the blank line.
constexpr size_t kMaxHeadBytes = 1 << 20;

// One line of bytes from pos (CRLF or LF), pos moved past its end; false at the end of bytes.
bool nextLine(std::string_view bytes, size_t &pos, std::string_view &line)
{
    if (pos >= bytes.size())
        return false;
    const size_t nl = bytes.find('\n', pos);
    const size_t end = nl == std::string_view::npos ? bytes.size() : nl;
    line = bytes.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r')
        line.remove_suffix(1);
    pos = nl == std::string_view::npos ? bytes.size() : nl + 1;
    return nl != std::string_view::npos;
}

// RFC 9112 §7.1. A body that does not start with a chunk-size line was stored already
// de-chunked under its original header (some WARC writers do this): it is taken as it is, as
// warcio does. A body that breaks off later is an error.
bool dechunk(std::string_view body, size_t maxBytes, std::string &out, std::string &error)
{
    size_t pos = 0;
    bool first = true;
    out.clear();
    while (true) {
        std::string_view line;
        if (!nextLine(body, pos, line)) {
            if (first) {
                out.assign(body);
                return true;
            }
            error = "truncated chunked body";
            return false;
        }
        line = HeaderFields::trim(line.substr(0, line.find(';')));
        size_t size = 0;
        const auto [ptr, ec] = std::from_chars(line.data(), line.data() + line.size(), size, 16);
        if (ec != std::errc() || ptr != line.data() + line.size() || line.empty()) {
            if (first) {
                out.assign(body);
                return true;
            }
            error = "bad chunk size in chunked body";
            return false;
        }
        first = false;
        if (size == 0)
            return true; // trailers, if any, carry nothing we need
        if (size > body.size() - pos) {
            error = "truncated chunked body";
            return false;
        }
        if (out.size() + size > maxBytes) {
            error = "body is larger than " + sizeText(maxBytes);
            return false;
        }
        out.append(body.substr(pos, size));
        pos += size;
        std::string_view crlf;
        nextLine(body, pos, crlf);
    }
}

// zlib (RFC 1950) or, as some servers send for "deflate", raw deflate (RFC 1951).
bool inflateDeflate(std::string_view data, size_t maxBytes, std::string &out, std::string &error)
{
    for (const int windowBits : {MAX_WBITS, -MAX_WBITS}) {
        z_stream zs{};
        if (inflateInit2(&zs, windowBits) != Z_OK) {
            error = "cannot initialise zlib";
            return false;
        }
        out.clear();
        std::vector<char> buffer(1 << 16);
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
        zs.avail_in = static_cast<uInt>(data.size());
        int rc = Z_OK;
        while (rc == Z_OK) {
            zs.next_out = reinterpret_cast<Bytef *>(buffer.data());
            zs.avail_out = static_cast<uInt>(buffer.size());
            rc = inflate(&zs, Z_NO_FLUSH);
            out.append(buffer.data(), buffer.size() - zs.avail_out);
            if (out.size() > maxBytes) {
                inflateEnd(&zs);
                error = "deflate body is larger than " + sizeText(maxBytes);
                return false;
            }
            if (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0)
                rc = Z_BUF_ERROR; // input ended inside the stream
        }
        inflateEnd(&zs);
        if (rc == Z_STREAM_END)
            return true;
    }
    error = "corrupt deflate body";
    return false;
}

bool isGzip(std::string_view data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f &&
           static_cast<unsigned char>(data[1]) == 0x8b;
}

// Inflates data in place, bounded by maxBytes.
bool gunzip(std::string &data, size_t maxBytes, std::string &error)
{
    InflatingReader reader{std::string_view(data)};
    std::string out;
    char buffer[1 << 16];
    while (const size_t n = reader.read(buffer, sizeof buffer)) {
        out.append(buffer, n);
        if (out.size() > maxBytes) {
            error = "gzip body is larger than " + sizeText(maxBytes);
            return false;
        }
    }
    // Junk after a complete member is ignored, as browsers do.
    if (!reader.error().empty() && !reader.errorAfterMember()) {
        error = "Content-Encoding gzip: " + reader.error();
        return false;
    }
    data = std::move(out);
    return true;
}

} // namespace

void HttpResponse::parseContentType(std::string_view value, std::string &mimeType,
                                    std::string &charset)
{
    const size_t semicolon = value.find(';');
    mimeType = asciiLower(HeaderFields::trim(value.substr(0, semicolon)));
    charset.clear();
    if (semicolon == std::string_view::npos)
        return;
    std::string_view params = value.substr(semicolon + 1);
    while (!params.empty()) {
        const size_t next = params.find(';');
        std::string_view param = HeaderFields::trim(params.substr(0, next));
        const size_t eq = param.find('=');
        if (eq != std::string_view::npos &&
            asciiLower(HeaderFields::trim(param.substr(0, eq))) == "charset") {
            std::string_view v = HeaderFields::trim(param.substr(eq + 1));
            if (v.size() >= 2 && (v.front() == '"' || v.front() == '\'') && v.back() == v.front())
                v = v.substr(1, v.size() - 2);
            charset.assign(v);
            return;
        }
        if (next == std::string_view::npos)
            break;
        params.remove_prefix(next + 1);
    }
}

bool HttpResponse::isHtml(std::string_view mimeType, std::string_view bodyStart)
{
    if (!mimeType.empty())
        return mimeType == "text/html" || mimeType == "application/xhtml+xml";
    if (bodyStart.starts_with("\xEF\xBB\xBF"))
        bodyStart.remove_prefix(3);
    const size_t first = bodyStart.find_first_not_of(" \t\r\n\f");
    return first != std::string_view::npos && bodyStart[first] == '<';
}

HttpResponse::Head HttpResponse::parseHead(std::string_view bytes)
{
    Head head;
    size_t pos = 0;
    std::string_view line;
    if (!nextLine(bytes, pos, line) || !line.starts_with("HTTP/")) {
        head.error = "not an HTTP response (no status line)";
        return head;
    }
    const size_t space = line.find(' ');
    std::string_view code = space == std::string_view::npos
                                ? std::string_view()
                                : HeaderFields::trim(line.substr(space + 1, 4));
    const auto [ptr, ec] = std::from_chars(code.data(), code.data() + code.size(), head.status);
    if (ec != std::errc() || head.status < 100 || head.status > 999) {
        head.error = "bad HTTP status line";
        return head;
    }
    // The header lines run to the first blank line.
    const size_t fieldsBegin = pos;
    size_t fieldsEnd = pos;
    while (true) {
        if (pos > kMaxHeadBytes) {
            head.error = "HTTP head larger than 1 MiB";
            break;
        }
        const size_t lineBegin = pos;
        const bool complete = nextLine(bytes, pos, line);
        if (!complete) {
            head.error = "truncated HTTP head (no blank line after the headers)";
            fieldsEnd = pos;
            break;
        }
        if (line.empty()) {
            fieldsEnd = lineBegin;
            break;
        }
    }
    const HeaderFields fields =
        HeaderFields::parse(bytes.substr(fieldsBegin, fieldsEnd - fieldsBegin));
    parseContentType(fields.get("content-type"), head.mimeType, head.charset);
    head.transferEncoding = asciiLower(fields.get("transfer-encoding"));
    head.contentEncoding = asciiLower(fields.get("content-encoding"));
    if (!head.error.empty())
        return head;
    head.bodyOffset = pos;
    return head;
}

bool HttpResponse::decodeBody(const Head &head, std::string_view body, size_t maxBytes,
                              std::string &out, std::string &error)
{
    std::string current;
    if (head.transferEncoding.find("chunked") != std::string::npos) {
        if (!dechunk(body, maxBytes, current, error))
            return false;
    } else {
        if (body.size() > maxBytes) {
            error = "body is larger than " + sizeText(maxBytes);
            return false;
        }
        current.assign(body);
    }
    // Codings are listed in the order they were applied: undo them from the last.
    std::vector<std::string> codings;
    std::string_view list = head.contentEncoding;
    while (!list.empty()) {
        const size_t comma = list.find(',');
        const std::string_view coding = HeaderFields::trim(list.substr(0, comma));
        if (!coding.empty())
            codings.emplace_back(coding);
        if (comma == std::string_view::npos)
            break;
        list.remove_prefix(comma + 1);
    }
    for (auto it = codings.rbegin(); it != codings.rend(); ++it) {
        const std::string &coding = *it;
        if (coding == "identity") {
            continue;
        } else if (coding == "gzip" || coding == "x-gzip") {
            // A body that is not gzip under a gzip header was stored decoded (as Common Crawl
            // does, renaming the header, and some writers without renaming it): take it as is.
            if (!isGzip(current))
                continue;
            if (!gunzip(current, maxBytes, error))
                return false;
        } else if (coding == "deflate") {
            std::string inflated;
            if (!inflateDeflate(current, maxBytes, inflated, error))
                return false;
            current = std::move(inflated);
        } else {
            error = "unsupported Content-Encoding '" + coding + "'";
            return false;
        }
    }
    out = std::move(current);
    return true;
}

} // namespace core
