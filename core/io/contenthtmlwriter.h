#pragma once

#include "contentoutline.h"

#include <string>

namespace core {

// Writes a ContentOutline as clean HTML: only the kept structures (headings, paragraphs, lists,
// tables, quotes, preformatted text, figures, links with href, images with src and alt,
// emphasis, code, breaks, rules), no classes, styles or scripts, text escaped, UTF-8.
// Stateless, thread-safe.
class ContentHtmlWriter
{
public:
    // The content as an HTML fragment, one block per line.
    static std::string fragment(const ContentOutline &outline);
    // A whole document around the fragment (doctype, charset, the page's title), for a file.
    static std::string document(const ContentOutline &outline);
};

} // namespace core
