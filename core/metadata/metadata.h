#pragma once

#include "document/node.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The fields a page's metadata has.
enum class MetadataField {
    Title,
    Authors,
    Published,
    Modified,
    SiteName,
    Language,
    Description,
    CanonicalUrl
};
inline constexpr std::array<MetadataField, 8> kMetadataFields = {
    MetadataField::Title,       MetadataField::Authors,     MetadataField::Published,
    MetadataField::Modified,    MetadataField::SiteName,    MetadataField::Language,
    MetadataField::Description, MetadataField::CanonicalUrl};
// "title", "authors", "published", "modified", "site_name", "language", "description",
// "canonical_url": the keys of the JSON output.
std::string_view metadataFieldName(MetadataField field);

// Where a candidate value was read.
enum class MetadataSource {
    TitleElement, // <title>
    Heading,      // the first <h1>
    OpenGraph,    // <meta property=og:… / article:…>
    Twitter,      // <meta name=twitter:…>
    DublinCore,   // <meta name=dc.… / dcterms.…>
    MetaName,     // another <meta name=…> (author, description, parsely-…, …)
    JsonLd,       // <script type=application/ld+json>
    Microdata,    // itemprop=…
    TimeElement,  // <time datetime=…>
    Byline,       // an element with a byline class or id, or rel=author
    Url,          // the page's URL
    VisibleText,  // a date written in the page's text
    HtmlLang,     // <html lang=…>
    Link,         // <link rel=canonical>
};
// "title", "h1", "og", "twitter", "dublin-core", "meta", "json-ld", "microdata", "time",
// "byline", "url", "text", "html-lang", "link".
std::string_view metadataSourceName(MetadataSource source);

// One value a page offers for a field: the value as the field keeps it (a date as YYYY-MM-DD),
// as it was written, where it was read (the element, and its key: "og:title",
// "NewsArticle.datePublished", "class=byline"), a one-line reason with numbers, and its rank in
// the field's rule. Plain value.
struct MetadataCandidate
{
    std::string value;
    std::string raw;
    MetadataSource source = MetadataSource::MetaName;
    std::string key;
    NodeId node = kNoNode; // the element it was read from; kNoNode for the URL
    std::string path;      // Document::path(node); "" for the URL
    std::string reason;
    // The rule's standing of this kind of candidate, from 1 (MetadataCollector::kFirst): the
    // lowest rank with a value wins, the first in document order among equals, unless the
    // field's rule says otherwise (the title's confirmed <h1>). 0: not ranked.
    int rank = 0;
};

// One field: its value ("" when the page gives none), every candidate found in document order
// within each source, which one was chosen (-1: none) and the rule that chose, with its source.
// Plain value.
struct MetadataValue
{
    std::string value;
    int chosen = -1;
    std::string rule;
    std::vector<MetadataCandidate> candidates;

    const MetadataCandidate *chosenCandidate() const
    {
        return chosen >= 0 ? &candidates[static_cast<std::size_t>(chosen)] : nullptr;
    }
};

// A page's metadata (docs/metadata.md): what MetadataExtractor found. Plain value.
struct Metadata
{
    std::array<MetadataValue, kMetadataFields.size()> fields;

    MetadataValue &operator[](MetadataField f) { return fields[static_cast<std::size_t>(f)]; }
    const MetadataValue &operator[](MetadataField f) const
    {
        return fields[static_cast<std::size_t>(f)];
    }
};

} // namespace core
