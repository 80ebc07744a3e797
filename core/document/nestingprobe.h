#pragma once

#include <cstddef>
#include <limits>
#include <string_view>

namespace core {

// Estimates, in one linear pass over a page's UTF-8 source and without building a tree, the two
// properties of a page that make gumbo's tree builder super-linear, so that such pages can be
// refused before parsing: how deeply its elements nest (each start tag scans the stack of open
// elements) and how many attributes a tag carries (each attribute is compared with the tag's
// earlier ones; those of repeated <html> and <body> tags with all attributes merged so far).
//
// The depth follows the HTML tree construction rules closely enough never to fall far below the
// parser's stack of open elements (within a small constant factor, e.g. implied <tbody>/<tr>):
// end tags close only an open element of their name, and only where the parser would (not past
// an element the standard calls "special", nor out of a scope); p, li, dt, dd, option, table rows
// and cells close their open siblings as the parser closes them; formatting elements (b, font, a,
// ...) that an end tag other than their own closes stay counted, because the parser reopens them
// ("reconstruct the active formatting elements") until their own end tag or the end of the
// enclosing cell, caption or object. Comments, doctypes, processing instructions, the contents
// of raw-text elements, void elements and self-closed SVG/MathML elements are not counted.
// Sloppy nesting can make it over-estimate. Stateless, thread-safe.
class NestingProbe
{
public:
    struct Shape
    {
        std::size_t depth = 0;          // the deepest estimated nesting
        std::size_t attributes = 0;     // the most attributes on one tag
        std::size_t rootAttributes = 0; // the attributes of all <html> and <body> tags together
    };

    // Scans the page; stops as soon as a figure exceeds its stop value (the returned shape then
    // holds the figures seen so far, the exceeded one above its stop value).
    static Shape scan(std::string_view html, const Shape &stopAt);
    // The largest estimated depth; stops scanning and returns as soon as it exceeds stopAt.
    static std::size_t maxDepth(std::string_view html,
                                std::size_t stopAt = std::numeric_limits<std::size_t>::max());
};

} // namespace core
