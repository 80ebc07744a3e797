#pragma once

#include "document/document.h"
#include "extraction/extractor.h"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace core {

// The evidence the `consensus` extractor weighs (docs/consensus.md), computed once per document:
// the page cut into text blocks, and for each block the built-in heuristics' votes (run once
// here, on the same parsed document) and the structural cues, as one row of numbers per block.
// scripts/fit_consensus.py fits the weights on these rows (boilerscope-cli features prints them),
// so the extractor and its fitting see the same numbers. Owns its vectors; immutable after
// construction, so const use is thread-safe.
class ConsensusFeatures
{
public:
    // One column per cue; kNames holds the names the CLI prints and the fitting script reads.
    enum Feature : std::uint8_t {
        VoteShare,          // mean over the voters of the share of the block's words each chose
        LogWords,           // ln(1 + words of the block)
        LinkShare,          // words inside <a> / words
        EndsSentence,       // the block's text ends in . ! ? or a closing quote after one
        LogDuplicates,      // ln(blocks on the page with the same text)
        Heading,            // the block is h1-h6
        Paragraph,          // p
        ListItem,           // li, dt, dd
        Cell,               // td, th
        Preformatted,       // pre
        Caption,            // figcaption, caption, legend, summary
        Quote,              // blockquote
        BodyText,           // text directly in <body>
        InNavigation,       // <nav>, role=navigation or a class/id naming a menu
        InHeader,           // <header>, role=banner or a header/masthead class/id
        InFooter,           // <footer>, role=contentinfo or a footer class/id
        InSidebar,          // <aside>, role=complementary or a sidebar/widget class/id
        InForm,             // <form>, <button>, <select>, <label>
        InComments,         // a comments class/id
        InSharing,          // a share/social class/id
        InRelated,          // a related/recommended/popular class/id
        InBreadcrumb,       // a breadcrumb class/id
        InDialog,           // a cookie/consent/modal/popup class/id or <dialog>
        InAdvert,           // an ad/sponsor/promo class/id
        InSignup,           // a newsletter/subscribe/login class/id
        InMeta,             // a byline/author/date/meta class/id, or <time>
        InCommerce,         // a cart/price/checkout class/id
        InHiddenClass,      // a screen-reader-only/hidden/skip class/id
        InContent,          // a content/article/post/entry/story class/id
        InMain,             // <main>, <article>, role=main, itemprop articleBody/text/description
        InCode,             // inside <pre> or <code>
        InTable,            // inside <table>
        InRepeated,         // inside a block repeated among its siblings (≥ kMinRepeat alike)
        RepeatLogSize,      // ln(number of alike siblings) of the nearest repeated ancestor
        RepeatShare,        // words of that sibling group / words of the page
        RepeatLogItemWords, // ln(1 + mean words per item of that group)
        SelfRepeated,       // the block itself is one of ≥ kMinRepeat alike siblings
        InSections,         // inside a <section> that has ≥ 1 <section> sibling
        Position,           // words before the block / words of the page, at its middle
        PositionSquared,
        Fallback, // the block is <noscript> text read because the page shows none
        // The block's surroundings, read off the voters' mean share (VoteShare): the block
        // before and after it, the word-weighted mean over the blocks of its parent, grandparent
        // and great-grandparent element (Block::containers), and over the page's blocks; and
        // its share against the page's highest.
        PreviousVotes,
        NextVotes,
        ParentVotes,
        GrandparentVotes,
        GreatGrandparentVotes,
        PageVotes,
        RelativeVotes, // VoteShare / the page's highest VoteShare
        // The page as a whole (the same value on every block of the page).
        PageLogBlocks,      // ln(1 + blocks)
        PageLogWords,       // ln(1 + words)
        PageLinkShare,      // words inside <a> / words
        PageRepeatedShare,  // share of the words in blocks inside a repeated sibling group
        PageRepeatMax,      // the highest RepeatShare of the page's blocks
        PageMainShare,      // share of the words inside <main>, <article> and the like (InMain)
        PageParagraphShare, // share of the words in <p> blocks
        PageSentenceShare,  // share of the words in blocks that end a sentence
        // What the page says it is: <meta property="og:type"> and JSON-LD "@type" (schema.org).
        MetaArticle, // og:type article, or Article, NewsArticle, BlogPosting, TechArticle, ...
        MetaProduct, // og:type product…, or Product, ProductGroup
        MetaForum,   // DiscussionForumPosting, QAPage, SocialMediaPosting
        MetaListing, // ItemList, CollectionPage, SearchResultsPage, OfferCatalog
        MetaFaq,     // FAQPage
        // ln(1 + the Readability.js paragraph score of the block's element: ReadabilityParagraphs)
        ReadabilityLogParagraph,
        Count
    };
    static constexpr std::array<std::string_view, Count> kNames = {"vote-share",
                                                                   "log-words",
                                                                   "link-share",
                                                                   "ends-sentence",
                                                                   "log-duplicates",
                                                                   "heading",
                                                                   "paragraph",
                                                                   "list-item",
                                                                   "cell",
                                                                   "preformatted",
                                                                   "caption",
                                                                   "quote",
                                                                   "body-text",
                                                                   "in-navigation",
                                                                   "in-header",
                                                                   "in-footer",
                                                                   "in-sidebar",
                                                                   "in-form",
                                                                   "in-comments",
                                                                   "in-sharing",
                                                                   "in-related",
                                                                   "in-breadcrumb",
                                                                   "in-dialog",
                                                                   "in-advert",
                                                                   "in-signup",
                                                                   "in-meta",
                                                                   "in-commerce",
                                                                   "in-hidden-class",
                                                                   "in-content",
                                                                   "in-main",
                                                                   "in-code",
                                                                   "in-table",
                                                                   "in-repeated",
                                                                   "repeat-log-size",
                                                                   "repeat-share",
                                                                   "repeat-log-item-words",
                                                                   "self-repeated",
                                                                   "in-sections",
                                                                   "position",
                                                                   "position-squared",
                                                                   "fallback",
                                                                   "previous-votes",
                                                                   "next-votes",
                                                                   "parent-votes",
                                                                   "grandparent-votes",
                                                                   "great-grandparent-votes",
                                                                   "page-votes",
                                                                   "relative-votes",
                                                                   "page-log-blocks",
                                                                   "page-log-words",
                                                                   "page-link-share",
                                                                   "page-repeated-share",
                                                                   "page-repeat-max",
                                                                   "page-main-share",
                                                                   "page-paragraph-share",
                                                                   "page-sentence-share",
                                                                   "meta-article",
                                                                   "meta-product",
                                                                   "meta-forum",
                                                                   "meta-listing",
                                                                   "meta-faq",
                                                                   "readability-log-paragraph"};

    // The number of voters; the reasons say "of 20 heuristics".
    static constexpr size_t kVoterCount = 20;
    // The voters, by id, in the order the weights were fitted with: every built-in heuristic but
    // `plain` (which chooses all text and so says nothing about a block). Named, so that a later
    // extractor of the registry does not silently change what a fitted vote weight means.
    static constexpr std::array<std::string_view, kVoterCount> kVoterIds = {"density",
                                                                            "danag",
                                                                            "addanag",
                                                                            "cnr",
                                                                            "wnr",
                                                                            "clr",
                                                                            "wlr",
                                                                            "lqf-25",
                                                                            "lqf-50",
                                                                            "lqf-75",
                                                                            "crunch",
                                                                            "fe",
                                                                            "kfe",
                                                                            "bte",
                                                                            "dsc",
                                                                            "ccb",
                                                                            "content-extractor",
                                                                            "accb",
                                                                            "tccb",
                                                                            "cetr"};
    // Project choice: three alike siblings make a pattern (posts, cards, rows); two are a pair.
    static constexpr std::uint32_t kMinRepeat = 3;
    // Project choice: on an application shell (NoscriptText::shell) whose shown <noscript> text
    // holds at least this many words (a thread, an article, not a "please enable JavaScript"
    // line), that text is read (NoscriptText::shown).
    static constexpr std::uint32_t kFallbackMinWords = 100;
    // Project choice: the containers whose blocks' first-pass weights are a block's context are
    // its parent, grandparent and great-grandparent element (a list, its box, the box's column);
    // further up, a container is most of the page, which the page's mean weight already says.
    static constexpr size_t kContainerLevels = 3;

    // A text block: a block-level element (or <body>) and the wordful text nodes whose nearest
    // block-level ancestor it is.
    struct Block
    {
        NodeId node = kNoNode;
        std::uint32_t firstText = 0, textCount = 0; // range in textNodes()
        std::uint32_t words = 0;
        // Number of voters that chose at least half of the block's words.
        std::uint32_t votes = 0;
        // Size of the nearest repeated sibling group above the block (0 when none).
        std::uint32_t repeatSize = 0;
        // The nearest repeated sibling group above the block (InRepeated's), as an index in
        // groups(); -1 when none. ownGroup: the group the block's own element is an item of.
        std::int32_t group = -1, ownGroup = -1;
        // The first block whose text (its text nodes' normalised text, joined by spaces) is the
        // block's: the block itself when no block before it has its text (TextCopies).
        std::uint32_t firstCopy = 0;
        std::array<float, Count> values{};
        // The blocks inside the block's k-th ancestor element (k = 1 … kContainerLevels, never
        // above <html>), as the range [first, second) of block numbers: a subtree's blocks are
        // consecutive, since blocks are in document order of their first text.
        std::array<std::pair<std::uint32_t, std::uint32_t>, kContainerLevels> containers{};
    };

    // Runs voters on doc: the extractors of kVoterIds, in that order (ConsensusExtractor's
    // voters(), which the registry hands it); std::invalid_argument when there are not
    // kVoterCount of them. voterResults[v], when given (not null), is voters[v]'s result on doc
    // with its default parameters and is used instead of running it again (the window's ticked
    // heuristics); an empty span: every voter runs. No reference to doc, voters or results is
    // kept.
    ConsensusFeatures(const Document &doc, std::span<const Extractor *const> voters,
                      std::span<const ExtractionResult *const> voterResults = {});

    const std::vector<Block> &blocks() const { return m_blocks; }
    // The text nodes of block b, in document order.
    std::span<const NodeId> texts(const Block &b) const
    {
        return std::span<const NodeId>(m_textNodes).subspan(b.firstText, b.textCount);
    }
    // Share of block k's words that voter v chose, in [0, 1].
    float share(size_t block, size_t voter) const { return m_shares[block * kVoterCount + voter]; }
    // True when the blocks include <noscript> text (kFallbackMinWords).
    bool fallback() const { return m_fallback; }
    // The repeated sibling groups: per group, the blocks inside each of its items, as ranges
    // [first, second) of block numbers.
    const std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> &groups() const
    {
        return m_groups;
    }

private:
    std::vector<Block> m_blocks;
    std::vector<NodeId> m_textNodes;
    std::vector<float> m_shares;
    std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> m_groups;
    bool m_fallback = false;
};

} // namespace core
