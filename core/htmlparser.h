#pragma once

#include "document.h"

#include <string>

namespace core {

// Parses UTF-8 HTML into an immutable Document with gumbo. The only part of Boilerscope that
// sees a gumbo type (house style: gumbo stays behind one file). Stateless and thread-safe: each
// call parses on a worker thread of its own with a large stack, so that pathologically deep pages
// cannot overflow the caller's stack inside gumbo's recursive tree code.
class HtmlParser
{
public:
    // utf8 must already be decoded (see TextDecoder); encoding is recorded on the document.
    static Document parse(std::string utf8, std::string encoding = "UTF-8");
};

} // namespace core
