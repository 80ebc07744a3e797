#pragma once

#include "document/document.h"
#include "metadata.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The candidates of every metadata field one page offers, each with its rank
// (MetadataCandidate::rank), found by reading
// the page's elements one by one (<meta>, JSON-LD, microdata, bylines, <time>) and the text by
// its headline. MetadataExtractor walks the page, asks the collector to read, and chooses among
// what it collected. Owns the candidates; refers to the document, which must outlive it. Not
// thread-safe (one per extraction).
class MetadataCollector
{
public:
    // Ranks order the candidates of a field: the lowest rank wins, the first in document order
    // among equals. The orders are the sources' (ruleOf()). Counted from 1, as the candidates
    // show them (MetadataCandidate::rank).
    enum Rank : int {
        kFirst = 1,
        kSecond,
        kThird,
        kFourth,
        kFifth,
        kSixth,
        kSeventh,
        kEighth,
        kNinth,
        kTenth,
        kEleventh,
    };

    explicit MetadataCollector(const Document &doc) : m_doc(doc) {}

    // Adds c to the field's candidates with the given rank.
    void add(MetadataField field, MetadataCandidate c, int rank);
    // A date field's candidate from text that holds a date; false when it holds none.
    bool addDate(MetadataField field, std::string_view raw, MetadataSource source, std::string key,
                 NodeId node, int rank, const std::string &where);
    std::vector<MetadataCandidate> &of(MetadataField f)
    {
        return m_fields[static_cast<std::size_t>(f)];
    }

    // The candidates of one element, by kind.
    void readMeta(NodeId n);
    void readJsonLd(NodeId n);
    // An element with itemprop (microdata) other than <meta>, whose value is its content or
    // datetime attribute or its text.
    void readMicrodata(NodeId n, std::string_view itemprop);
    // A byline in the page (Readability.js's _checkByline): rel=author, or byline class or id
    // names; its text under kMaxBylineChars. False when n is none.
    bool readByline(NodeId n);
    void readTime(NodeId n);
    // The text by the headline: dates kDateWindowWords words after it (from the start of <body>
    // when there is no <h1>) and kDateWindowWordsBefore before it, bylines written as text
    // after it.
    void readTextWindow(NodeId start);

private:
    // Readability.js takes the first byline element; when it holds another (an author box and
    // the name in it), the inner one is the name: the outer ones step behind it (project
    // choice).
    void preferInnerByline(NodeId inner);
    void readTextDate(NodeId n, NodeId start, std::size_t words, bool before);
    bool readTextByline(NodeId n, std::size_t words);

    const Document &m_doc;
    std::array<std::vector<MetadataCandidate>, kMetadataFields.size()> m_fields;
};

} // namespace core
