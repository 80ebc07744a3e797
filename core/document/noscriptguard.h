#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// Finds what a browser with scripts reads differently from gumbo in a `<noscript>`. With scripting
// on, a browser reads a noscript's content as raw text up to `</noscript>` (HTML Living Standard
// 13.2.6.4.4 and 13.2.6.4.7, "noscript": the RAWTEXT state); gumbo 0.10 parses as if scripting were
// off, so the content is markup to it. That differs from what a browser shows in one harmful case:
// a raw-text or RCDATA element (iframe, script, style, xmp, noembed, noframes, textarea, title,
// plaintext) started in the noscript and not ended before `</noscript>`, such as Google Tag
// Manager's `<noscript><iframe … /></noscript>` as JSX writes it (the `/` ends no iframe): gumbo
// then reads the rest of the page as that element's text, and no extractor finds anything (WCXB
// 2838). The start tags of such elements are what `unclosedRawText` returns, and
// `withoutUnclosedRawText` writes a copy of the page with them blanked out for gumbo: the same
// length, so that every node's offset into the page stays true. Other noscript content is left to
// gumbo (the consensus reads a noscript's parsed text on application shells). Comments and the
// content of raw-text elements outside noscripts are skipped, so that a `<noscript>` written in a
// script's string is not taken for one. Stateless, thread-safe.
class NoscriptGuard
{
public:
    // The [begin, end) byte ranges of the start tags above, in source order.
    static std::vector<std::pair<std::size_t, std::size_t>> unclosedRawText(std::string_view html);
    // html with those start tags overwritten by spaces; "" when it has none.
    static std::string withoutUnclosedRawText(std::string_view html);
};

} // namespace core
