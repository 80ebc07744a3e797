#pragma once

#include <string>
#include <string_view>

namespace core {

// An HTTP/1.x response as a WARC `response` record stores it (status line, headers, body as
// received): parses the head, and undoes the chunked transfer coding and the gzip / deflate
// content codings to give the page's bytes. Bounded: a body that would inflate beyond the limit
// is refused. Stateless, thread-safe; functions of bytes, so a fuzz target can call them.
class HttpResponse
{
public:
    struct Head
    {
        int status = 0;
        std::string mimeType; // lowercase, without parameters; "" when there is no Content-Type
        std::string charset;  // the Content-Type's charset parameter, as written; "" for none
        std::string transferEncoding; // lowercase, e.g. "chunked"
        std::string contentEncoding;  // lowercase, e.g. "gzip"
        size_t bodyOffset = 0;        // where the body starts in the bytes given to parseHead
        std::string error;            // one line; empty when the head parsed
    };

    // The status line and headers at the start of bytes. LF line ends are accepted besides CRLF.
    static Head parseHead(std::string_view bytes);
    // The body's bytes with its transfer and content codings undone; false with a one-line error
    // when they cannot be undone or the result exceeds maxBytes.
    static bool decodeBody(const Head &head, std::string_view body, size_t maxBytes,
                           std::string &out, std::string &error);
    // Splits a Content-Type value into its lowercase MIME type and its charset parameter.
    static void parseContentType(std::string_view value, std::string &mimeType,
                                 std::string &charset);
    // HTML by its MIME type (text/html, application/xhtml+xml); without a type, by the first
    // bytes (markup after optional BOM and white space), as browsers sniff.
    static bool isHtml(std::string_view mimeType, std::string_view bodyStart);
};

} // namespace core
