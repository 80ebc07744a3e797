#pragma once

#include "document.h"

#include <cstddef>
#include <optional>
#include <string>

namespace core {

// Parses UTF-8 HTML into an immutable Document with gumbo. The only part of Boilerscope that
// sees a gumbo type (house style: gumbo stays behind one file). Thread-safe: each calling thread
// parses on a thread of its own with a large stack (LargeStackThread, started at its first parse
// and ended when the calling thread ends), so that pathologically deep pages cannot overflow the
// caller's stack inside gumbo's code. gumbo allocates from an arena of the
// parse (ParseArena), freed at once when the document is built.
class HtmlParser
{
public:
    // utf8 must already be decoded (see TextDecoder); encoding is recorded on the document.
    // Throws std::bad_alloc when the system's memory runs out.
    static Document parse(std::string utf8, std::string encoding = "UTF-8");
    // As parse(), with at most treeBudget bytes for gumbo's parse tree; empty when the tree would
    // need more (the parse is then abandoned as soon as it does: time and memory stay bounded
    // even for pages whose tree grows faster than their size).
    static std::optional<Document> parseWithin(std::size_t treeBudget, std::string utf8,
                                               std::string encoding = "UTF-8");
};

} // namespace core
