#pragma once

#include "consensusfeatures.h"
#include "document/document.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace core {

// What a page shows of its kind (docs/page-types.md): its URL's words, what it declares
// (og:type, the JSON-LD @types), the platform that built it (a forum's or a documentation
// framework's own markup), its title's words, counts of its markup (headings, buying buttons,
// prices, articles, images, cards) and how its text is built (the structure shares
// ConsensusFeatures computes for the consensus extractor), as one row of numbers with, for each cue
// the page shows, a one-line reason. PageTypeClassifier weighs the row; scripts/fit_page_types.py
// fits it on the rows `boilerscope-cli features` prints. Owns its values; immutable after
// construction, so const use is thread-safe.
class PageTypeEvidence
{
public:
    // One column per cue; kNames holds the names the CLI prints and the fitting script reads.
    enum Cue : std::uint8_t {
        UrlKnown,      // a URL was given or the page names its own (PageFacts::url)
        UrlDocs,       // a path segment or host label of documentation: /docs/, docs., …
        UrlForum,      // of a forum: /t/, /threads/, /questions/, forum., community., …
        UrlProduct,    // of a product: /product/, /products/, /dp/, /itm/, store., …
        UrlCollection, // of a category: /category/, /collections/, /c/, /shop/, …
        UrlListing,    // of a list: /search, /archive, /tag/, /page/, /news/ at the end, …
        UrlArticle,    // of an article: /blog/, /article/, /post/, /story/, …
        UrlService,    // of a service page: /services/, /pricing/, /about/, /contact/, …
        UrlDate,       // a day in the path (CalendarDay::ofUrl)
        UrlDepth,      // number of path segments
        UrlSlugWords,  // words of the last path segment (a headline's slug has many)
        UrlRoot,       // the path is empty: a home page
        UrlNumericId,  // a path segment of at least three digits that is no year
        UrlQuery,      // the URL has a query (?…)
        OgArticle,     // og:type article
        OgProduct,     // og:type product, product.item, product.group
        OgWebsite,     // og:type website
        LdArticle,     // a JSON-LD @type of an article (JsonLdReader::isArticleType)
        LdProduct,     // Product, ProductGroup, ProductModel, IndividualProduct
        LdForum,       // DiscussionForumPosting, QAPage, Question, Answer, SocialMediaPosting
        LdListing,     // ItemList, CollectionPage, SearchResultsPage, OfferCatalog
        LdFaq,         // FAQPage
        LdDocs,        // TechArticle, APIReference, SoftwareSourceCode
        LdService,    // Service, ProfessionalService, LocalBusiness and kin, AboutPage, ContactPage
        LdBreadcrumb, // BreadcrumbList
        PlatformForum, // Discourse, XenForo, phpBB, vBulletin, StackExchange markup
        PlatformDocs,  // Sphinx, MkDocs, Docusaurus, MediaWiki, MDN, rustdoc, GitBook markup
        PlatformShop,  // Shopify, WooCommerce, Magento markup
        PlatformBlog,  // a blogging engine's generator: WordPress, Ghost, Blogger
        // How the page's text is built: the consensus's page features (the same on every block)
        // and the word-weighted share of the page's text in blocks with a block cue.
        PageLogBlocks,
        PageLogWords,
        PageLinkShare,
        PageRepeatedShare,
        PageRepeatMax,
        PageMainShare,
        PageParagraphShare,
        PageSentenceShare,
        PageVotes,
        HeadingShare,
        ListItemShare,
        CodeShare,
        TableShare,
        FormShare,
        CommerceShare,
        CommentsShare,
        NavigationShare,
        SectionsShare,
        // The words of the page's <title> (PageFacts::title) that name a kind of page.
        TitleShop,       // shop, store, buy, sale, cart
        TitleCollection, // category, collection, catalog, department, range
        TitleService,    // services, pricing, solutions, contact, about, plans, agency, …
        TitleArticle,    // blog, news, article, magazine
        TitleForum,      // forum, thread, topic, community, question, discussion
        TitleDocs,       // documentation, docs, reference, api, guide, manual, tutorial, wiki
        TitleListing,    // archive, tag, search, results, page, posts, latest, all
        TitleWords,      // the title's words
        // Counts of the page's markup.
        HeadingOneCount, // <h1> elements
        CartButtons,     // "Add to cart", "Buy now" in the text, add-to-cart classes
        PriceCount,      // prices in the text: a currency sign or code next to a number
        ItempropPrice,   // elements with itemprop=price
        ArticleCount,    // <article> elements
        ImageCount,      // <img> elements
        TimeCount,       // <time> elements
        CardCount,       // elements whose class or id names a card or tile
        Count
    };
    static constexpr std::array<std::string_view, Count> kNames = {"url-known",
                                                                   "url-docs",
                                                                   "url-forum",
                                                                   "url-product",
                                                                   "url-collection",
                                                                   "url-listing",
                                                                   "url-article",
                                                                   "url-service",
                                                                   "url-date",
                                                                   "url-depth",
                                                                   "url-slug-words",
                                                                   "url-root",
                                                                   "url-numeric-id",
                                                                   "url-query",
                                                                   "og-article",
                                                                   "og-product",
                                                                   "og-website",
                                                                   "ld-article",
                                                                   "ld-product",
                                                                   "ld-forum",
                                                                   "ld-listing",
                                                                   "ld-faq",
                                                                   "ld-docs",
                                                                   "ld-service",
                                                                   "ld-breadcrumb",
                                                                   "platform-forum",
                                                                   "platform-docs",
                                                                   "platform-shop",
                                                                   "platform-blog",
                                                                   "page-log-blocks",
                                                                   "page-log-words",
                                                                   "page-link-share",
                                                                   "page-repeated-share",
                                                                   "page-repeat-max",
                                                                   "page-main-share",
                                                                   "page-paragraph-share",
                                                                   "page-sentence-share",
                                                                   "page-votes",
                                                                   "heading-share",
                                                                   "list-item-share",
                                                                   "code-share",
                                                                   "table-share",
                                                                   "form-share",
                                                                   "commerce-share",
                                                                   "comments-share",
                                                                   "navigation-share",
                                                                   "sections-share",
                                                                   "title-shop",
                                                                   "title-collection",
                                                                   "title-service",
                                                                   "title-article",
                                                                   "title-forum",
                                                                   "title-docs",
                                                                   "title-listing",
                                                                   "title-words",
                                                                   "h1-count",
                                                                   "cart-buttons",
                                                                   "price-count",
                                                                   "itemprop-price",
                                                                   "article-count",
                                                                   "image-count",
                                                                   "time-count",
                                                                   "card-count"};

    // url: the page's address when the caller knows it (a dataset's record, --url); "" or one
    // of a scheme other than http and https (file:, qrc:, about:…), which says nothing of the
    // page's kind, reads the page's own (PageFacts::url: its canonical link or og:url). features:
    // the consensus's evidence of the same document. No reference to doc or features is kept.
    PageTypeEvidence(const Document &doc, std::string_view url, const ConsensusFeatures &features);

    const std::array<float, Count> &values() const { return m_values; }
    float value(Cue c) const { return m_values[c]; }
    // Why cue c has its value, with the evidence ("the URL's path has /threads/", "JSON-LD
    // @type Product"); "" for a cue the page does not show.
    const std::string &reason(Cue c) const { return m_reasons[c]; }
    // The URL the URL cues read ("" when none).
    const std::string &url() const { return m_url; }

private:
    std::array<float, Count> m_values{};
    std::array<std::string, Count> m_reasons;
    std::string m_url;
};

} // namespace core
