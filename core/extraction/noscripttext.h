#pragma once

#include "document/document.h"

#include <cstdint>
#include <vector>

namespace core {

// The one exception to the extractor contract's visible text (docs/extractors.md: no script, style,
// noscript, template, comments). An application shell shows almost no text and serves its
// content in <noscript> for browsers without scripts (Discourse forums serve a whole thread so);
// on such a page an extractor may also read the text such a browser shows: text inside a
// <noscript> of the body whose parent is visible, with no hidden or other non-content element
// between them. Only the consensus does (its fallback); the contract checks (fuzz/,
// tst_extractorregistry) accept nothing else. Stateless, thread-safe.
class NoscriptText
{
public:
    // Project choice: a page whose visible text holds fewer words than this shows nothing to
    // read (a shell); a page with a paragraph of its own is read as shown.
    static constexpr std::uint32_t kShellMaxVisibleWords = 50;

    // True when doc's visible text holds fewer than kShellMaxVisibleWords words.
    static bool shell(const Document &doc);
    // Per node of doc: true for the nodes inside a <noscript> that a browser without scripts
    // shows, as above (its text nodes included). One pass in document order.
    static std::vector<char> shown(const Document &doc);
};

} // namespace core
