#pragma once

#include "document/document.h"

#include <string>
#include <string_view>

namespace core {

// The text rules the metadata extractor reads a page with: an element's text and names, bylines
// cleaned and validated (Readability.js), the class names of bylines and dates (htmldate), word
// agreement of titles, and the short forms reasons quote. Stateless; thread-safe.
class MetadataText
{
public:
    // Whether needle occurs in haystack (byte-wise; callers lower-case both).
    static bool contains(std::string_view haystack, std::string_view needle);
    // Whether s is an address (absolute, scheme-relative or a path): article:author often is.
    static bool isUrl(std::string_view s);
    // The text of an element's subtree (every text node, as written: the byline of a hidden
    // block is still the page's), white space collapsed, at most kMaxTextBytes.
    static std::string textOf(const Document &doc, NodeId id);
    // "class id" of an element, lower-cased.
    static std::string namesOf(const Document &doc, NodeId id);
    // Whether the element's class or id holds word (lower-case), ASCII case-insensitively.
    static bool namesHold(const Document &doc, NodeId id, std::string_view word);
    // Whether the element or one of its ancestors has a class or id holding word (lower-case).
    static bool withinNames(const Document &doc, NodeId id, std::string_view word);
    // Whether the element or one of its ancestors is a comment section: its dates and authors are
    // the commenters'.
    static bool inComments(const Document &doc, NodeId id);
    // s in quotes for a reason, cut to 60 bytes at a character's start with "…".
    static std::string quoted(std::string_view s);
    // Bag-of-words F1 of two texts' case-folded words: how far two titles agree.
    static double wordF1(std::string_view a, std::string_view b);
    // The share of a's words that b holds.
    static double wordsWithin(std::string_view a, std::string_view b);
    // v with two decimals, as reasons print agreements.
    static std::string decimal(double v);
    // "1 word", "7 words": s's word count for a reason.
    static std::string wordsText(std::string_view s);
    // Byline text as Readability.js keeps it, without the words around the name: a leading "By",
    // and what follows the name (a date, "| Updated …", " on May 5").
    static std::string cleanByline(std::string_view text);
    // A name Readability.js would keep (_isValidByline: under kMaxBylineChars), of at most
    // kMaxBylineWords words, neither an address, a date nor a label word ("Updated", "Share").
    static bool validByline(std::string_view s);
    // Class or id names of bylines: Readability.js's REGEXPS.byline without "dateline" (project
    // choice: a news dateline names the place and the day, not the author).
    static bool bylineNames(std::string_view names);
    // Class or id names of the elements pages write their dates in (htmldate's date classes,
    // Barbaresi 2020: "date", "time", "publish", "posted", "entry-date", "meta", "byline").
    static bool dateNames(std::string_view names);
    // Class or id names that mark an update's date ("updated", "modified").
    static bool modifiedNames(std::string_view names);
    // What precedes a date in its text says which date it is: "Updated May 5, 2021".
    static bool saysModified(std::string_view before);
};

} // namespace core
