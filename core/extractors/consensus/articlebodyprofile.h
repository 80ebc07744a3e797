#pragma once

#include "consensusfeatures.h"
#include "document/document.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The consensus's profile `article-body` (docs/consensus.md#profiles): the article-extraction
// benchmark scores an article's `articleBody` only, "the article's body text, no headline"
// (its README), where WCXB's gold keeps the
// title and headings. A ruled pass over the blocks the consensus kept: before the body's first
// text, the first h1 or h2 whose words are the page's declared title's (Readability.js's
// _headerDuplicatesTitle), and the short lines that hold the page's author or date as
// MetadataExtractor finds them on the page, or sit in byline or date markup (Readability.js's
// _isValidByline). Every rule is a constant below with its source. Stateless, thread-safe.
class ArticleBodyProfile
{
public:
    // What the pass does to a block the consensus kept.
    enum class Drop : std::uint8_t { None, Headline, Byline };

    // Readability.js, _headerDuplicatesTitle: an h1 or h2 whose likeness to the article's title
    // is above 0.75 duplicates it.
    static constexpr double kHeadlineLikeness = 0.75;
    // Readability.js, _isValidByline: a byline is shorter than 100 characters.
    static constexpr size_t kBylineMaxChars = 100;
    // Project choice: the body starts at the first kept block that is no heading and no byline
    // and is a line of at least Readability's byline length or ends a sentence: a line that
    // long, or a sentence, is the article's text, so nothing after it is dropped as a headline
    // or byline (the body's own subheadings stay).
    static constexpr size_t kBodyMinChars = kBylineMaxChars;

    // The reasons of the blocks the pass drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} (a headline) its likeness to the title.
    static constexpr const char *kHeadlineReason =
        "profile article-body: headline dropped (likeness {3} to the page's title); the "
        "consensus kept it: {0} of 20 heuristics chose it, weight {1} >= {2}";
    static constexpr const char *kBylineReason =
        "profile article-body: byline or date line before the body dropped; the consensus kept "
        "it: {0} of 20 heuristics chose it, weight {1} >= {2}";

    // What the pass decided on a page. Plain value.
    struct Outcome
    {
        std::vector<Drop> drops;      // one per block of the features
        std::vector<double> likeness; // a dropped headline's likeness to the title; else 0
        // The block where the body starts (the number of blocks when no kept block starts it).
        size_t bodyStart = 0;
        std::string title; // the declared title the headline repeats ("" when none dropped)
    };

    // kept[b]: the consensus kept block b of features (on doc). Only kept blocks are dropped.
    static Outcome apply(const Document &doc, const ConsensusFeatures &features,
                         std::span<const char> kept);

    // Readability.js's _textSimilarity(title, heading): both lower-cased and cut into words at
    // every character that is no letter, digit or underscore (bytes of UTF-8 letters count as
    // letters, where Readability's \W cuts non-ASCII letters out); 1 minus the length of the
    // heading's words the title lacks, joined by spaces, over the length of all its words so
    // joined. 0 when either has no word.
    static double likeness(std::string_view title, std::string_view heading);
};

} // namespace core
