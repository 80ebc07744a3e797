#pragma once

#include <string>
#include <string_view>

namespace core {

// Turns the bytes of an HTML page into UTF-8: byte-order mark first (UTF-8, UTF-16, and UTF-32,
// which the WHATWG Encoding Standard does not know but which is text all the same), then the
// charset the transport declared (an HTTP Content-Type header, as in a WARC response), then a
// <meta charset> or http-equiv declaration in the first bytes, then statistical detection
// (uchardet), then windows-1252 (the WHATWG Encoding Standard's order); labels follow the WHATWG
// Encoding Standard (latin1 means windows-1252, gb2312 means GB18030, ...). Undecodable bytes
// become U+FFFD. Stateless, thread-safe.
class TextDecoder
{
public:
    struct Result
    {
        std::string utf8;
        std::string encoding; // the name the bytes were decoded as, e.g. "windows-1252"
        std::string source;   // how it was chosen: "bom", "header", "meta", "detected", "default"
    };

    // transportCharset: the label a transport layer gave (e.g. the charset parameter of an HTTP
    // Content-Type header), "" for none; an unknown label is ignored, as browsers do.
    static Result decode(std::string_view bytes, std::string_view transportCharset = {});
    // "UTF-32LE", "UTF-32BE", "UTF-16LE" or "UTF-16BE" when the bytes start with that byte-order
    // mark (bom = true) or look like UTF-16 without one (ASCII markup leaves every other byte
    // zero); "" otherwise.
    static std::string wideEncoding(std::string_view bytes, bool &bom);
    // The charset a <meta> in the first kilobytes declares, or "" (exposed for tests).
    static std::string metaCharset(std::string_view bytes);
    // WHATWG label -> canonical name understood by iconv; "" for unknown labels.
    static std::string canonicalName(std::string_view label);
    static bool isValidUtf8(std::string_view bytes);
    // UTF-8 with each maximal ill-formed subsequence replaced by U+FFFD (WHATWG, as browsers).
    static std::string replaceInvalidUtf8(std::string_view bytes);
};

} // namespace core
