#pragma once

#include <zlib.h>

#include <string>
#include <string_view>
#include <vector>

// Builds WARC files byte by byte for tests and the benchmark: records of any type with any
// headers, HTTP responses, and gzip compression per record (one member each, WARC 1.1 Annex D)
// or of the whole file. Written from the standard (ISO 28500, WARC/1.1 §4–§6), independent of
// the reader under test. Free functions, no state: thread-safe.
namespace warcbuilder {

// data deflated with zlib's wrapper for windowBits (16 + 15: gzip, 15: zlib, -15: raw).
inline std::string deflated(std::string_view data, int windowBits)
{
    z_stream zs{};
    deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
    std::string out(deflateBound(&zs, static_cast<uLong>(data.size())) + 32, '\0');
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = static_cast<uInt>(out.size());
    deflate(&zs, Z_FINISH);
    out.resize(zs.total_out);
    deflateEnd(&zs);
    return out;
}

// One gzip member holding data.
inline std::string gzip(std::string_view data)
{
    return deflated(data, 16 + MAX_WBITS);
}

// HTTP's "deflate" coding: zlib-wrapped, or raw deflate when raw is set.
inline std::string deflateBytes(std::string_view data, bool raw)
{
    return deflated(data, raw ? -MAX_WBITS : MAX_WBITS);
}

// A record: version line, WARC-Type, the extra header lines given ("Name: value"),
// Content-Length of block, blank line, block, CRLF CRLF.
inline std::string record(std::string_view type, const std::vector<std::string> &headers,
                          std::string_view block, std::string_view version = "WARC/1.1")
{
    std::string r(version);
    r += "\r\nWARC-Type: ";
    r += type;
    r += "\r\n";
    for (const std::string &h : headers)
        r += h + "\r\n";
    r += "Content-Length: " + std::to_string(block.size()) + "\r\n\r\n";
    r += block;
    r += "\r\n\r\n";
    return r;
}

// An HTTP/1.1 response: status line, headers, blank line, body (as given: already coded).
inline std::string httpResponse(int status, const std::vector<std::string> &headers,
                                std::string_view body)
{
    std::string r = "HTTP/1.1 " + std::to_string(status) + (status == 200 ? " OK" : " Not Found");
    r += "\r\n";
    for (const std::string &h : headers)
        r += h + "\r\n";
    r += "\r\n";
    r += body;
    return r;
}

// A response record for url holding an HTTP 200 text/html response with body.
inline std::string htmlResponse(std::string_view id, std::string_view url, std::string_view body,
                                std::string_view contentType = "text/html; charset=utf-8")
{
    return record("response",
                  {"WARC-Record-ID: <urn:uuid:" + std::string(id) + ">",
                   "WARC-Target-URI: " + std::string(url),
                   "Content-Type: application/http; msgtype=response"},
                  httpResponse(200,
                               {"Content-Type: " + std::string(contentType),
                                "Content-Length: " + std::to_string(body.size())},
                               body));
}

// The records compressed one member each, or all in one member.
inline std::string compress(const std::vector<std::string> &records, bool perRecord)
{
    std::string out, all;
    for (const std::string &r : records) {
        if (perRecord)
            out += gzip(r);
        else
            all += r;
    }
    return perRecord ? out : gzip(all);
}

inline std::string concatenate(const std::vector<std::string> &records)
{
    std::string out;
    for (const std::string &r : records)
        out += r;
    return out;
}

} // namespace warcbuilder
