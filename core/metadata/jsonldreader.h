#pragma once

#include "metadata.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// Reads the metadata a page states in JSON-LD (schema.org, <script type=application/ld+json>):
// headline / name, author(s), datePublished, dateCreated, dateModified, publisher.name,
// description, inLanguage, of every typed object at the top, in an array, in @graph or as a
// mainEntity. Authors' names are read from strings, Person objects and arrays of either. Blocks
// larger than MetadataRules::kMaxJsonLdBytes or nested deeper than kMaxJsonLdDepth are read no
// further. Stateless, thread-safe.
class JsonLdReader
{
public:
    // One property of one typed object.
    struct Entry
    {
        MetadataField field = MetadataField::Title;
        std::string type;     // the object's @type (its first, when a list), "" when none
        std::string property; // "headline", "author.name", "publisher.name", …
        std::string value;    // authors joined by ", "
        bool article = false; // the type is an article's (Article, NewsArticle, BlogPosting…)
    };

    // The entries of one block, in the block's order; empty with a one-line error when the block
    // is not JSON.
    static std::vector<Entry> read(std::string_view json, std::string &error);
    // Whether a schema.org type names an article (Article and its subtypes, postings).
    static bool isArticleType(std::string_view type);
};

} // namespace core
