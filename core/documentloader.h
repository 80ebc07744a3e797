#pragma once

#include "document.h"

#include <optional>
#include <string>
#include <string_view>

namespace core {

// Reads a page from disk or memory (plain or gzip-compressed), decodes it to UTF-8 and parses
// it. Rejects what is not an HTML page with a clear message instead of parsing garbage: binary
// files, pages above the size limit, gzip bombs, pages nested too deeply for the parser.
// Stateless, thread-safe.
class DocumentLoader
{
public:
    // Project choice: no real page comes near this; it keeps a mistaken multi-GB file from
    // exhausting memory (the parsed document costs about 10x the source).
    static constexpr size_t kMaxBytes = 256u << 20;
    // Project choice: gumbo 0.10's tree builder is quadratic in the nesting depth (each start
    // tag scans the stack of open elements). Measured on the development machine (gumbo alone,
    // max_errors = 0 as HtmlParser sets it, CPU seconds) for n nested <div>s: 5,000: 0.04,
    // 10,000: 0.13, 20,000: 0.54, 50,000: 3.7; the worst pattern tried, n times <ul><li> or
    // <dl><dd> (estimate n, stack 2n): 5,000: 0.17 (0.32 s wall for the whole CLI run), 10,000:
    // 0.56. 5,000 keeps every page well under a second and is far above real pages: browsers
    // flatten trees beyond 512 levels, and the Readability test set estimates at most 32
    // (tst_nestingprobe).
    static constexpr size_t kMaxNestingDepth = 5000;

    struct Result
    {
        std::optional<Document> document;
        std::string error; // one line, names the culprit; empty on success
        std::string bytes; // the original bytes as read (decompressed), for test packages
    };

    // path "-" reads standard input.
    static Result loadFile(const std::string &path);
    // transportCharset: a charset the transport declared (an HTTP Content-Type header, as in a
    // WARC response), which outranks a <meta> (TextDecoder::decode).
    static Result loadBytes(std::string bytes, const std::string &name = "input",
                            std::string_view transportCharset = {});
    // Decompresses gzip data; empty optional with error set when it is not valid gzip.
    static std::optional<std::string> gunzip(std::string_view data, std::string &error);
    static bool looksBinary(std::string_view utf8);
};

} // namespace core
