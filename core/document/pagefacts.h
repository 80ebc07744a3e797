#pragma once

#include "document.h"

#include <string>

namespace core {

// What a page says about itself in its markup: its canonical URL, title, language (the
// annotation form starts from them) and Open Graph type (the page classifier reads it). A value;
// of() is a pure function of the document.
struct PageFacts
{
    // <link rel=canonical href=…>, else the last <meta property=og:url content=…>; "" when the
    // page names neither.
    std::string url;
    // The first <title>'s text, white space collapsed and trimmed (TextRules::normalize).
    std::string title;
    // <html lang=…> as written; "" when absent.
    std::string language;
    // The first <meta property=og:type content=…> as written ("article", "product", "website");
    // "" when absent (https://ogp.me/#types).
    std::string type;

    static PageFacts of(const Document &doc);
};

} // namespace core
