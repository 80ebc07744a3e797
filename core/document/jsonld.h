#pragma once

#include "document.h"

#include <string>
#include <vector>

namespace core {

// What a page says about itself in JSON-LD (https://www.w3.org/TR/json-ld11/, the
// <script type="application/ld+json"> blocks schema.org's markup lives in): every object of
// every block, nested ones and those of an "@graph" included, with its types and the texts that
// say what the page's content is. A value; of() is a pure function of the document. A block that
// is not JSON, or nests deeper than kMaxDepth, is skipped: it says nothing, it is no error.
struct JsonLd
{
    // Deeper nesting is not schema.org markup but an attack on the reader (project choice: the
    // deepest of the 1,220 JSON-LD blocks of WCXB's development pages nests 11 levels).
    static constexpr int kMaxDepth = 64;

    struct Object
    {
        // Its "@type"s, each without a vocabulary's prefix ("https://schema.org/Product" and
        // "schema:Product" are "Product"), in the order written.
        std::vector<std::string> types;
        // schema.org's texts of the content: an article's body, a description, a post's or
        // answer's text ("" when absent or not a string).
        std::string articleBody;
        std::string description;
        std::string text;
    };
    // In document order, an object before the objects nested in it.
    std::vector<Object> objects;

    static JsonLd of(const Document &doc);
    // Every type of every object, in order, each once.
    std::vector<std::string> types() const;
};

} // namespace core
