#pragma once

#include <cstddef>
#include <limits>
#include <string_view>

namespace core {

// Estimates how deeply the elements of an HTML page nest, in one linear pass over its UTF-8
// source and without building a tree, so that pages too deep for the parser (gumbo's tree
// builder is quadratic in the depth) can be refused before parsing. Counts the start tags that
// stay open: not comments, doctypes, processing instructions, void or (in SVG/MathML)
// self-closed elements, the contents of raw-text elements (script, style, textarea, title, ...),
// nor elements whose end tag is optional (p, li, td, ...), which the parser closes implicitly.
// End tags close one level (never below 0). Unclosed ordinary tags can make it over-estimate,
// never the reverse on well-formed nesting. Stateless, thread-safe.
class NestingProbe
{
public:
    // The largest estimated depth; stops scanning and returns as soon as it exceeds stopAt.
    static std::size_t maxDepth(std::string_view html,
                                std::size_t stopAt = std::numeric_limits<std::size_t>::max());
};

} // namespace core
