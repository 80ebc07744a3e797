#include "pagetypeevidence.h"

#include "document/asciicase.h"
#include "document/jsonld.h"
#include "document/pagefacts.h"
#include "document/webaddress.h"
#include "metadata/calendarday.h"
#include "metadata/jsonldreader.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>
#include <vector>

namespace core {

namespace {

using PageTypeCue = PageTypeEvidence::Cue;

// The words of a URL that name a kind of page: a path segment (lower-cased, without an
// extension) or the host's first label. The lists are the URL schemes of the sites and software
// named (project choice; rs-trafilatura too decides a page's kind by URL patterns first):
// documentation under /docs/ or on docs.; forum threads under /t/ (Discourse), /threads/
// (XenForo), /questions/ (StackExchange), viewtopic.php (phpBB), showthread.php (vBulletin);
// shops' /product/, Amazon's /dp/, eBay's /itm/; shops' categories under /collections/
// (Shopify), /category/, /c/; blogs' /blog/ and /post/.
struct PageTypeUrlFamily
{
    PageTypeCue cue;
    std::array<std::string_view, 16> segments;
    std::array<std::string_view, 6> hosts;
};
constexpr PageTypeUrlFamily kPageTypeUrlFamilies[] = {
    {PageTypeCue::UrlDocs,
     {"docs", "doc", "documentation", "manual", "reference", "api", "handbook", "guide", "guides",
      "tutorial", "tutorials", "wiki", "latest", "stable"},
     {"docs", "developer", "developers", "wiki", "devdocs"}},
    {PageTypeCue::UrlForum,
     {"t", "thread", "threads", "topic", "topics", "forum", "forums", "questions", "question",
      "community", "discussion", "discussions", "comments", "r", "viewtopic", "showthread"},
     {"forum", "forums", "community", "discuss", "discourse", "answers"}},
    {PageTypeCue::UrlProduct,
     {"product", "products", "dp", "itm", "item", "p", "sku"},
     {"store", "shop"}},
    {PageTypeCue::UrlCollection,
     {"category", "categories", "collections", "collection", "c", "cat", "shop", "browse",
      "department", "departments", "catalog", "catalogue"},
     {}},
    {PageTypeCue::UrlListing,
     {"search", "archive", "archives", "tag", "tags", "page", "list", "results"},
     {}},
    {PageTypeCue::UrlArticle,
     {"blog", "blogs", "article", "articles", "post", "posts", "story", "stories", "news",
      "insights", "opinion"},
     {"blog", "news"}},
    {PageTypeCue::UrlService,
     {"services", "service", "solutions", "pricing", "about", "about-us", "contact", "contact-us",
      "features", "company", "industries", "plans"},
     {}},
};

// The JSON-LD @types of each kind of page (schema.org's names: https://schema.org/Product,
// /DiscussionForumPosting, /QAPage, /ItemList, /FAQPage, /TechArticle, /APIReference, /Service,
// /LocalBusiness and its common kinds, /AboutPage, /ContactPage, /BreadcrumbList); articles are
// JsonLdReader's list.
constexpr std::pair<std::string_view, PageTypeCue> kPageTypeLdTypes[] = {
    {"Product", PageTypeCue::LdProduct},
    {"ProductGroup", PageTypeCue::LdProduct},
    {"ProductModel", PageTypeCue::LdProduct},
    {"IndividualProduct", PageTypeCue::LdProduct},
    {"DiscussionForumPosting", PageTypeCue::LdForum},
    {"QAPage", PageTypeCue::LdForum},
    {"Question", PageTypeCue::LdForum},
    {"Answer", PageTypeCue::LdForum},
    {"SocialMediaPosting", PageTypeCue::LdForum},
    {"ItemList", PageTypeCue::LdListing},
    {"CollectionPage", PageTypeCue::LdListing},
    {"SearchResultsPage", PageTypeCue::LdListing},
    {"OfferCatalog", PageTypeCue::LdListing},
    {"FAQPage", PageTypeCue::LdFaq},
    {"TechArticle", PageTypeCue::LdDocs},
    {"APIReference", PageTypeCue::LdDocs},
    {"SoftwareSourceCode", PageTypeCue::LdDocs},
    {"Service", PageTypeCue::LdService},
    {"ProfessionalService", PageTypeCue::LdService},
    {"LocalBusiness", PageTypeCue::LdService},
    {"FinancialService", PageTypeCue::LdService},
    {"LegalService", PageTypeCue::LdService},
    {"MedicalBusiness", PageTypeCue::LdService},
    {"HomeAndConstructionBusiness", PageTypeCue::LdService},
    {"AboutPage", PageTypeCue::LdService},
    {"ContactPage", PageTypeCue::LdService},
    {"BreadcrumbList", PageTypeCue::LdBreadcrumb},
};

// A platform's own mark: the start of its <meta name=generator> content, or a class or id it
// writes on its pages' content (each platform's published templates).
struct PageTypePlatformMark
{
    std::string_view platform;
    PageTypeCue cue;
    std::string_view generator;                 // "" when it writes none
    std::array<std::string_view, 3> classOrIds; // class or id tokens, matched whole
};
constexpr PageTypePlatformMark kPageTypePlatforms[] = {
    {"Discourse", PageTypeCue::PlatformForum, "Discourse", {"topic-post", "topic-body"}},
    {"XenForo", PageTypeCue::PlatformForum, "XenForo", {"XF", "message--post", "messageList"}},
    {"phpBB", PageTypeCue::PlatformForum, "phpBB", {"phpbb", "postbody"}},
    {"vBulletin", PageTypeCue::PlatformForum, "vBulletin", {"postbitlegacy", "postcontainer"}},
    {"StackExchange",
     PageTypeCue::PlatformForum,
     "",
     {"js-post-body", "answercell", "question-header"}},
    {"Sphinx", PageTypeCue::PlatformDocs, "Sphinx", {"sphinxsidebar", "rst-content"}},
    {"MkDocs", PageTypeCue::PlatformDocs, "mkdocs", {"md-content"}},
    {"Docusaurus", PageTypeCue::PlatformDocs, "Docusaurus", {"theme-doc-markdown"}},
    {"MediaWiki", PageTypeCue::PlatformDocs, "MediaWiki", {"mw-parser-output", "mw-content-text"}},
    {"MDN", PageTypeCue::PlatformDocs, "", {"main-page-content"}},
    {"rustdoc", PageTypeCue::PlatformDocs, "rustdoc", {"rustdoc"}},
    {"GitBook", PageTypeCue::PlatformDocs, "GitBook", {}},
    {"Shopify", PageTypeCue::PlatformShop, "", {"shopify-section"}},
    {"WooCommerce", PageTypeCue::PlatformShop, "WooCommerce", {"woocommerce"}},
    {"Magento",
     PageTypeCue::PlatformShop,
     "Magento",
     {"catalog-product-view", "product-info-main"}},
    {"WordPress", PageTypeCue::PlatformBlog, "WordPress", {}},
    {"Ghost", PageTypeCue::PlatformBlog, "Ghost", {}},
    {"Blogger", PageTypeCue::PlatformBlog, "Blogger", {}},
};

// The block cues whose word-weighted share of the page is a cue of its own.
constexpr std::pair<PageTypeCue, ConsensusFeatures::Feature> kPageTypeShares[] = {
    {PageTypeCue::HeadingShare, ConsensusFeatures::Heading},
    {PageTypeCue::ListItemShare, ConsensusFeatures::ListItem},
    {PageTypeCue::CodeShare, ConsensusFeatures::InCode},
    {PageTypeCue::TableShare, ConsensusFeatures::InTable},
    {PageTypeCue::FormShare, ConsensusFeatures::InForm},
    {PageTypeCue::CommerceShare, ConsensusFeatures::InCommerce},
    {PageTypeCue::CommentsShare, ConsensusFeatures::InComments},
    {PageTypeCue::NavigationShare, ConsensusFeatures::InNavigation},
    {PageTypeCue::SectionsShare, ConsensusFeatures::InSections},
};

// The consensus's page features, the same on every block, read off the first.
constexpr std::pair<PageTypeCue, ConsensusFeatures::Feature> kPageTypePageFeatures[] = {
    {PageTypeCue::PageLogBlocks, ConsensusFeatures::PageLogBlocks},
    {PageTypeCue::PageLogWords, ConsensusFeatures::PageLogWords},
    {PageTypeCue::PageLinkShare, ConsensusFeatures::PageLinkShare},
    {PageTypeCue::PageRepeatedShare, ConsensusFeatures::PageRepeatedShare},
    {PageTypeCue::PageRepeatMax, ConsensusFeatures::PageRepeatMax},
    {PageTypeCue::PageMainShare, ConsensusFeatures::PageMainShare},
    {PageTypeCue::PageParagraphShare, ConsensusFeatures::PageParagraphShare},
    {PageTypeCue::PageSentenceShare, ConsensusFeatures::PageSentenceShare},
    {PageTypeCue::PageVotes, ConsensusFeatures::PageVotes},
};

// The words of a <title> that name a kind of page, whole words, lower-cased (project choice:
// the words shops, category pages, service pages, blogs, forums, documentation and listings put
// in their titles — "Shop", "Category", "Services", "Pricing", "| Blog" — as rs-trafilatura reads
// the title's words). scripts/fit_page_types.py's accuracy cross-validated by domain on WCXB's
// development pages: 0.811 without the title cues, 0.830 with them (docs/page-types.md).
struct PageTypeTitleFamily
{
    PageTypeCue cue;
    std::array<std::string_view, 11> words;
};
constexpr PageTypeTitleFamily kPageTypeTitleFamilies[] = {
    {PageTypeCue::TitleShop, {"shop", "store", "buy", "sale", "cart"}},
    {PageTypeCue::TitleCollection,
     {"category", "categories", "collection", "collections", "catalog", "catalogue", "department",
      "range"}},
    {PageTypeCue::TitleService,
     {"services", "service", "pricing", "solutions", "contact", "about", "plans", "consulting",
      "agency", "company", "hire"}},
    {PageTypeCue::TitleArticle, {"blog", "news", "article", "magazine"}},
    {PageTypeCue::TitleForum,
     {"forum", "thread", "topic", "community", "question", "reddit", "discussion"}},
    {PageTypeCue::TitleDocs,
     {"documentation", "docs", "reference", "api", "guide", "manual", "tutorial", "wiki"}},
    {PageTypeCue::TitleListing,
     {"archive", "archives", "tag", "tags", "search", "results", "page", "posts", "latest", "all"}},
};

// The markup cues' words: a shop's buying buttons (their text, or a class or id with one of
// kPageTypeCartClasses in it) and the class or id parts of a grid of cards. Project choice: the
// words of the templates of the development pages' platforms (WooCommerce's add_to_cart,
// Shopify's product-item, Bootstrap's card). The markup counts raise the cross-validated accuracy
// from 0.817 to 0.830, the buttons and prices among them from 0.823 (docs/page-types.md).
// Each starts with a, b or i (countPageTypeCartPhrases looks for those letters first).
constexpr std::string_view kPageTypeCartPhrases[] = {
    "add to cart", "add to bag", "add to basket", "add to trolley", "buy now", "in den warenkorb"};
constexpr std::string_view kPageTypeCartClasses[] = {"add-to-cart", "addtocart", "add_to_cart"};
constexpr std::string_view kPageTypeCardParts[] = {"card", "tile"};
constexpr std::string_view kPageTypeCardClasses[] = {"product-item", "grid-item"};
// The currency signs and codes a price is written with ($ € £ ¥; ISO 4217's EUR, USD, GBP).
constexpr std::string_view kPageTypeCurrencySigns[] = {"$", "\xe2\x82\xac", "\xc2\xa3", "\xc2\xa5"};
constexpr std::string_view kPageTypeCurrencyCodes[] = {"EUR", "USD", "GBP"};

bool isPageTypeDigits(std::string_view s)
{
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string pageTypePercent(double share)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.0f%%", 100 * share);
    return text;
}

bool isOneOf(std::string_view word, std::span<const std::string_view> words)
{
    return std::find(words.begin(), words.end(), word) != words.end();
}

// The title's words that name a kind of page, and its number of words.
void readPageTypeTitle(std::string_view title, std::array<float, PageTypeEvidence::Count> &x,
                       std::array<std::string, PageTypeEvidence::Count> &why)
{
    int words = 0;
    forEachAsciiWord(title, [&](const std::string &word) {
        ++words;
        for (const PageTypeTitleFamily &family : kPageTypeTitleFamilies)
            if (x[family.cue] == 0 && isOneOf(word, family.words)) {
                x[family.cue] = 1;
                why[family.cue] = "the title has the word " + word;
            }
    });
    x[PageTypeCue::TitleWords] = static_cast<float>(words);
    if (words > 0)
        why[PageTypeCue::TitleWords] =
            "the title has " + std::to_string(words) + (words == 1 ? " word" : " words");
}

// The URL cues: host label and path segments, each segment without its extension.
void readPageTypeUrl(std::string_view url, std::array<float, PageTypeEvidence::Count> &x,
                     std::array<std::string, PageTypeEvidence::Count> &why)
{
    x[PageTypeCue::UrlKnown] = 1;
    why[PageTypeCue::UrlKnown] = "URL " + std::string(url);
    const WebAddress address = WebAddress::of(url);
    if (address.hasQuery()) {
        x[PageTypeCue::UrlQuery] = 1;
        why[PageTypeCue::UrlQuery] = "the URL has a query: ?" + address.query();
    }
    std::string_view host = address.host();
    if (host.starts_with("www."))
        host.remove_prefix(4);
    const std::string label(host.substr(0, host.find('.')));

    std::vector<std::string> segments;
    for (std::string_view segment : address.segments())
        segments.push_back(asciiLower(segment));
    x[PageTypeCue::UrlDepth] = static_cast<float>(segments.size());
    if (segments.empty() || (segments.size() == 1 && segments[0].starts_with("index."))) {
        x[PageTypeCue::UrlRoot] = 1;
        why[PageTypeCue::UrlRoot] = "the URL's path is empty: a home page";
    }
    for (const PageTypeUrlFamily &family : kPageTypeUrlFamilies) {
        for (std::string_view h : family.hosts)
            if (!h.empty() && label == h && x[family.cue] == 0) {
                x[family.cue] = 1;
                why[family.cue] = "the host name starts with " + label + ".";
            }
        for (const std::string &segment : segments) {
            const std::string_view word = std::string_view(segment).substr(0, segment.find('.'));
            for (std::string_view s : family.segments)
                if (!s.empty() && word == s && x[family.cue] == 0) {
                    x[family.cue] = 1;
                    why[family.cue] = "the URL's path has /" + segment + "/";
                }
        }
    }
    for (const std::string &segment : segments) {
        const bool year =
            segment.size() == 4 && (segment.starts_with("19") || segment.starts_with("20"));
        if (segment.size() >= 3 && isPageTypeDigits(segment) && !year &&
            x[PageTypeCue::UrlNumericId] == 0) {
            x[PageTypeCue::UrlNumericId] = 1;
            why[PageTypeCue::UrlNumericId] = "the URL's path has the number /" + segment + "/";
        }
    }
    if (const std::optional<CalendarDay> day = CalendarDay::ofUrl(url)) {
        x[PageTypeCue::UrlDate] = 1;
        why[PageTypeCue::UrlDate] = "the URL's path has the day " + day->iso();
    }
    if (!segments.empty()) {
        std::string_view last = segments.back();
        last = last.substr(0, last.find('.'));
        int words = 0;
        bool inWord = false;
        for (char c : last) {
            const bool letter = (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
            words += letter && !inWord;
            inWord = letter || (inWord && c >= '0' && c <= '9');
        }
        x[PageTypeCue::UrlSlugWords] = static_cast<float>(words);
        if (words > 0)
            why[PageTypeCue::UrlSlugWords] = "the URL's last segment " + std::string(last) +
                                             " has " + std::to_string(words) +
                                             (words == 1 ? " word" : " words");
    }
    if (segments.size() > 0)
        why[PageTypeCue::UrlDepth] = "the URL's path has " + std::to_string(segments.size()) +
                                     (segments.size() == 1 ? " segment" : " segments");
}

void readPageTypeOg(std::string_view type, std::array<float, PageTypeEvidence::Count> &x,
                    std::array<std::string, PageTypeEvidence::Count> &why)
{
    const std::string lower = asciiLower(type);
    const std::string reason = "og:type \"" + std::string(type) + "\"";
    PageTypeCue cue = PageTypeCue::Count;
    if (lower == "article")
        cue = PageTypeCue::OgArticle;
    else if (lower.starts_with("product"))
        cue = PageTypeCue::OgProduct;
    else if (lower == "website")
        cue = PageTypeCue::OgWebsite;
    if (cue != PageTypeCue::Count) {
        x[cue] = 1;
        why[cue] = reason;
    }
}

void readPageTypeLd(const JsonLd &ld, std::array<float, PageTypeEvidence::Count> &x,
                    std::array<std::string, PageTypeEvidence::Count> &why)
{
    for (const std::string &type : ld.types()) {
        auto mark = [&](PageTypeCue cue) {
            if (x[cue] == 0) {
                x[cue] = 1;
                why[cue] = "JSON-LD @type " + type;
            }
        };
        if (JsonLdReader::isArticleType(type))
            mark(PageTypeCue::LdArticle);
        for (const auto &[name, cue] : kPageTypeLdTypes)
            if (type == name)
                mark(cue);
    }
}

// The platforms' marks on element n, whose class and id attributes are given (the markup cues'
// walk over the document reads them once for both).
void readPageTypePlatforms(const Document &doc, NodeId n, std::string_view classes,
                           std::string_view id, std::array<float, PageTypeEvidence::Count> &x,
                           std::array<std::string, PageTypeEvidence::Count> &why)
{
    auto mark = [&](const PageTypePlatformMark &p, const std::string &where) {
        if (x[p.cue] == 0) {
            x[p.cue] = 1;
            why[p.cue] = std::string(p.platform) + "'s markup: " + where;
        }
    };
    if (doc.node(n).tag == Tag::meta &&
        asciiEqualsIgnoreCase(doc.attribute(n, "name"), "generator")) {
        const std::string_view content = doc.attribute(n, "content");
        for (const PageTypePlatformMark &p : kPageTypePlatforms)
            if (!p.generator.empty() && content.size() >= p.generator.size() &&
                asciiEqualsIgnoreCase(content.substr(0, p.generator.size()), p.generator))
                mark(p, "<meta name=\"generator\" content=\"" + std::string(content) + "\">");
    }
    // A pair, not a structured binding: clang before 16 (Debian 12's, which builds the fuzz
    // targets) cannot capture a structured binding in a lambda.
    for (const std::pair<std::string_view, std::string_view> &attribute :
         {std::pair{std::string_view("class"), classes}, std::pair{std::string_view("id"), id}})
        forEachAsciiToken(attribute.second, [&](std::string_view token) {
            for (const PageTypePlatformMark &p : kPageTypePlatforms)
                for (std::string_view mine : p.classOrIds)
                    if (!mine.empty() && token == mine)
                        mark(p, std::string(attribute.first) + " \"" + std::string(token) + "\"");
            return false;
        });
}

// The number of prices in text: a currency sign before a number or after it, or a currency code
// after it, with at most one space between.
int countPageTypePrices(std::string_view text)
{
    const auto digitAt = [&](size_t i) {
        return i < text.size() && text[i] >= '0' && text[i] <= '9';
    };
    int prices = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        // Every sign and code starts with one of these bytes: most of a text is passed by one
        // test of each byte.
        const char c = text[i];
        if (c != '$' && c != '\xe2' && c != '\xc2' && c != 'E' && c != 'U' && c != 'G')
            continue;
        size_t length = 0;
        bool code = false;
        for (std::string_view sign : kPageTypeCurrencySigns)
            if (text.substr(i).starts_with(sign))
                length = sign.size();
        for (std::string_view iso : kPageTypeCurrencyCodes)
            if (length == 0 && text.substr(i).starts_with(iso)) {
                length = iso.size();
                code = true;
            }
        if (length == 0)
            continue;
        const size_t after = i + length;
        const bool before =
            (i >= 1 && digitAt(i - 1)) || (i >= 2 && text[i - 1] == ' ' && digitAt(i - 2));
        const bool follows =
            !code &&
            (digitAt(after) || (after < text.size() && text[after] == ' ' && digitAt(after + 1)));
        prices += before || follows;
        i = after - 1;
    }
    return prices;
}

// The number of kPageTypeCartPhrases in text, ASCII case-insensitive, one pass: a phrase found is
// passed over whole (no phrase of the list starts inside another).
int countPageTypeCartPhrases(std::string_view text)
{
    int count = 0;
    for (size_t at = 0; at < text.size(); ++at) {
        const char c = asciiLower(text[at]);
        if (c != 'a' && c != 'b' && c != 'i')
            continue;
        for (std::string_view phrase : kPageTypeCartPhrases)
            if (phrase.front() == c && at + phrase.size() <= text.size() &&
                asciiEqualsIgnoreCase(text.substr(at, phrase.size()), phrase)) {
                ++count;
                at += phrase.size() - 1;
                break;
            }
    }
    return count;
}

// A class or id token of a card: a hyphen-separated part of it is one of kPageTypeCardParts,
// or it has one of kPageTypeCardClasses in it.
bool isPageTypeCardToken(std::string_view token)
{
    for (std::string_view name : kPageTypeCardClasses)
        if (asciiContainsIgnoreCase(token, name))
            return true;
    for (size_t at = 0; at <= token.size();) {
        const size_t end = std::min(token.find('-', at), token.size());
        const std::string_view part = token.substr(at, end - at);
        if (std::any_of(std::begin(kPageTypeCardParts), std::end(kPageTypeCardParts),
                        [&](std::string_view p) { return asciiEqualsIgnoreCase(part, p); }))
            return true;
        at = end + 1;
    }
    return false;
}

void countPageType(PageTypeCue cue, std::string_view what,
                   std::array<float, PageTypeEvidence::Count> &x,
                   std::array<std::string, PageTypeEvidence::Count> &why)
{
    if (x[cue] > 0)
        why[cue] = std::to_string(std::lround(x[cue])) + " " + std::string(what);
}

// The markup cues: <h1> headings, buying buttons, prices, <article>s, images, <time>s and cards,
// counted over the whole document (the buttons' phrases and the prices over its visible text);
// in the same walk, the platforms' marks (readPageTypePlatforms).
void readPageTypeMarkup(const Document &doc, std::array<float, PageTypeEvidence::Count> &x,
                        std::array<std::string, PageTypeEvidence::Count> &why)
{
    for (NodeId n = 1; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        if (node.isText()) {
            if (!node.visible || node.textLength == 0)
                continue;
            const std::string_view text = doc.text(n);
            x[PageTypeCue::PriceCount] += static_cast<float>(countPageTypePrices(text));
            x[PageTypeCue::CartButtons] += static_cast<float>(countPageTypeCartPhrases(text));
            continue;
        }
        if (!node.isElement())
            continue;
        switch (node.tag) {
        case Tag::h1:
            ++x[PageTypeCue::HeadingOneCount];
            break;
        case Tag::article:
            ++x[PageTypeCue::ArticleCount];
            break;
        case Tag::img:
            ++x[PageTypeCue::ImageCount];
            break;
        case Tag::time:
            ++x[PageTypeCue::TimeCount];
            break;
        default:
            break;
        }
        // One pass over the element's attributes for the three the cues read (the first of a
        // name, as Document::attribute reads it; an unset view has no data).
        std::string_view itemprop, classes, id;
        for (const Attribute &a : doc.attributes(n)) {
            std::string_view *value = a.name == "itemprop" ? &itemprop
                                      : a.name == "class"  ? &classes
                                      : a.name == "id"     ? &id
                                                           : nullptr;
            if (value && value->data() == nullptr)
                *value = a.value;
        }
        if (forEachAsciiToken(itemprop, [](std::string_view t) { return t == "price"; }))
            ++x[PageTypeCue::ItempropPrice];
        readPageTypePlatforms(doc, n, classes, id, x, why);
        if (classes.empty() && id.empty())
            continue;
        if (std::any_of(std::begin(kPageTypeCartClasses), std::end(kPageTypeCartClasses),
                        [&](std::string_view name) {
                            return asciiContainsIgnoreCase(classes, name) ||
                                   asciiContainsIgnoreCase(id, name);
                        }))
            ++x[PageTypeCue::CartButtons];
        if (forEachAsciiToken(classes, isPageTypeCardToken) ||
            forEachAsciiToken(id, isPageTypeCardToken))
            ++x[PageTypeCue::CardCount];
    }
    countPageType(PageTypeCue::HeadingOneCount, "<h1> headings", x, why);
    countPageType(PageTypeCue::ArticleCount, "<article> elements", x, why);
    countPageType(PageTypeCue::ImageCount, "images", x, why);
    countPageType(PageTypeCue::TimeCount, "<time> elements", x, why);
    countPageType(PageTypeCue::CartButtons, "buying buttons (Add to cart, Buy now)", x, why);
    countPageType(PageTypeCue::PriceCount, "prices in the text", x, why);
    countPageType(PageTypeCue::ItempropPrice, "elements with itemprop=price", x, why);
    countPageType(PageTypeCue::CardCount, "elements whose class or id names a card", x, why);
}

} // namespace

PageTypeEvidence::PageTypeEvidence(const Document &doc, std::string_view url,
                                   const ConsensusFeatures &features)
{
    auto &x = m_values;
    auto &why = m_reasons;
    const PageFacts facts = PageFacts::of(doc);
    // An address of another scheme than the web's (a local file, a lesson's qrc:, about:) says
    // nothing of the page's kind: the page's own URL is read instead.
    m_url = url.empty() || !WebAddress::of(url).isWeb() ? facts.url : std::string(url);
    if (!m_url.empty())
        readPageTypeUrl(m_url, x, why);
    readPageTypeOg(facts.type, x, why);
    readPageTypeLd(JsonLd::of(doc), x, why);
    readPageTypeTitle(facts.title, x, why);
    readPageTypeMarkup(doc, x, why);

    const auto &blocks = features.blocks();
    if (blocks.empty())
        return;
    const auto &first = blocks.front().values;
    for (const auto &[cue, feature] : kPageTypePageFeatures)
        x[cue] = first[feature];
    double words = 0;
    std::array<double, Count> sum{};
    for (const ConsensusFeatures::Block &b : blocks) {
        words += b.words;
        for (const auto &[cue, feature] : kPageTypeShares)
            sum[cue] += b.words * double(b.values[feature]);
    }
    for (const auto &[cue, feature] : kPageTypeShares)
        x[cue] = words > 0 ? static_cast<float>(sum[cue] / words) : 0.f;

    const double totalWords = std::expm1(double(x[PageLogWords]));
    why[PageLogBlocks] = std::to_string(blocks.size()) + " text blocks";
    why[PageLogWords] = std::to_string(std::lround(totalWords)) + " words";
    why[PageVotes] = "the heuristics chose " + pageTypePercent(x[PageVotes]) + " of its words";
    const std::pair<PageTypeCue, const char *> described[] = {
        {PageLinkShare, "in links"},
        {PageRepeatedShare, "in repeated sibling groups"},
        {PageRepeatMax, "in its largest repeated group"},
        {PageMainShare, "inside <main>, <article> or the like"},
        {PageParagraphShare, "in paragraphs"},
        {PageSentenceShare, "in blocks that end a sentence"},
        {HeadingShare, "in headings"},
        {ListItemShare, "in list items"},
        {CodeShare, "in code"},
        {TableShare, "in tables"},
        {FormShare, "in forms"},
        {CommerceShare, "in cart, price or checkout boxes"},
        {CommentsShare, "in comments"},
        {NavigationShare, "in navigation"},
        {SectionsShare, "in sibling <section>s"},
    };
    for (const auto &[cue, where] : described)
        why[cue] = pageTypePercent(x[cue]) + " of the words " + where;
}

} // namespace core
