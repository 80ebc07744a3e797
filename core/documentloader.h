#pragma once

#include "document.h"

#include <optional>
#include <string>
#include <string_view>

namespace core {

// Reads a page from disk or memory (plain or gzip-compressed), decodes it to UTF-8 and parses
// it. Rejects what is not an HTML page with a clear message instead of parsing garbage: binary
// files, pages above the size limit, gzip bombs. Stateless, thread-safe.
class DocumentLoader
{
public:
    // Project choice: no real page comes near this; it keeps a mistaken multi-GB file from
    // exhausting memory (the parsed document costs about 10x the source).
    static constexpr size_t kMaxBytes = 256u << 20;

    struct Result
    {
        std::optional<Document> document;
        std::string error; // one line, names the culprit; empty on success
        std::string bytes; // the original bytes as read (decompressed), for test packages
    };

    // path "-" reads standard input.
    static Result loadFile(const std::string &path);
    static Result loadBytes(std::string bytes, const std::string &name = "input");
    // Decompresses gzip data; empty optional with error set when it is not valid gzip.
    static std::optional<std::string> gunzip(std::string_view data, std::string &error);
    static bool looksBinary(std::string_view utf8);
};

} // namespace core
