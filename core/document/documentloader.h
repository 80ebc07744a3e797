#pragma once

#include "document.h"

#include <optional>
#include <string>
#include <string_view>

namespace core {

// Reads a page from disk or memory (plain or gzip-compressed), decodes it to UTF-8 and parses
// it. Rejects what is not an HTML page with a clear message instead of parsing garbage: binary
// files, pages above the size limit, gzip bombs; and, because gumbo's time or memory would grow
// faster than the page, pages nested too deeply, tags with too many attributes and pages whose
// parse tree outgrows its memory budget (docs/command-line.md, "Limits"). Time and memory are
// linear in the page's size. Stateless, thread-safe.
class DocumentLoader
{
public:
    // Project choice: no real page comes near this; it keeps a mistaken multi-GB file from
    // exhausting memory.
    static constexpr size_t kMaxBytes = 256u << 20;
    // Project choice: gumbo 0.10's tree builder scans the stack of open elements for each tag,
    // so its time per byte grows with the depth. Measured on the development machine (gumbo
    // alone, CPU seconds per MB of pages made of nested <div>s closed again): depth 500: 0.17,
    // 1,000: 0.19, 2,000: 0.28, 5,000: 0.70 (ordinary pages: about 0.12). 1,000 is far above
    // real pages (NestingProbe estimates at most 54 on the 1,627 pages of the Readability test
    // set and the WCXB development set) and above the 512 levels browsers keep.
    static constexpr size_t kMaxNestingDepth = 1000;
    // Project choice: gumbo compares each attribute's name with those before it on the tag, and
    // merges each repeated <html> or <body> tag's attributes into the first one's likewise: time
    // quadratic in the attributes of one tag. Measured (CPU seconds per MB of tags with n
    // attributes each): n = 16: 0.12, 256: 0.20, 512: 0.34, 1,024: 0.62. Real pages carry at most
    // 185 on one tag (WCXB 4380, whose unclosed quote turns a paragraph into attribute names) and
    // 48 on their <html> and <body> tags together (same 1,627 pages, counted by NestingProbe).
    static constexpr size_t kMaxAttributes = 512;
    // Project choice: memory for gumbo's parse tree, per byte of the page plus a base. Real pages
    // need at most 6.6 bytes per byte above 1 MB and 4.5 per byte plus 4 MiB at any size; the
    // densest markup there is, a tag and one character of text over and over (<p>x<p>x...),
    // needs 76. Beyond the budget the tree grows faster than the page (formatting elements
    // reopened in every paragraph), and the parse is abandoned.
    static constexpr size_t kTreeBytesPerByte = 96;
    static constexpr size_t kTreeBaseBytes = 16u << 20;

    // The limits a page must keep to be parsed; tests scale them down.
    struct Limits
    {
        size_t maxNestingDepth;
        size_t maxAttributes; // on one tag, and on all <html> and <body> tags together
        size_t treeBytesPerByte;
        size_t treeBaseBytes;
    };
    static constexpr Limits kLimits{kMaxNestingDepth, kMaxAttributes, kTreeBytesPerByte,
                                    kTreeBaseBytes};

    struct Result
    {
        std::optional<Document> document;
        std::string error; // one line, names the culprit; empty on success
        // The original bytes as read (decompressed) when they differ from document->source()
        // (pages not in UTF-8); empty otherwise, to hold a page once. See originalBytes().
        std::string bytes;

        // The original bytes as read (decompressed), for test packages.
        std::string_view originalBytes() const
        {
            return bytes.empty() && document ? document->source() : std::string_view(bytes);
        }
    };

    // path "-" reads standard input.
    static Result loadFile(const std::string &path, const Limits &limits = kLimits);
    // transportCharset: a charset the transport declared (an HTTP Content-Type header, as in a
    // WARC response), which outranks a <meta> (TextDecoder::decode).
    static Result loadBytes(std::string bytes, const std::string &name = "input",
                            std::string_view transportCharset = {}, const Limits &limits = kLimits);
    // Why loadBytes would refuse these bytes before parsing them (gzip that does not inflate,
    // too large, binary data, nested too deeply, too many attributes), in its words; empty when
    // it would parse them. For a caller that shows the page some other way (the window's
    // renderer) and must refuse what the command line refuses.
    static std::string refusal(std::string_view bytes, const std::string &name = "input",
                               std::string_view transportCharset = {},
                               const Limits &limits = kLimits);
    // Decompresses gzip data; empty optional with error set when it is not valid gzip.
    static std::optional<std::string> gunzip(std::string_view data, std::string &error);
    // Whether raw (undecoded, decompressed) bytes are binary data rather than text, judged on
    // their first 8 KiB: UTF-16 and UTF-32 by their code units, other encodings by their bytes.
    static bool looksBinary(std::string_view bytes);
};

} // namespace core
