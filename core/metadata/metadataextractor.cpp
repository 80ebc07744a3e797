#include "metadataextractor.h"

#include "calendarday.h"
#include "document/asciicase.h"
#include "document/pagefacts.h"
#include "document/textrules.h"
#include "document/webaddress.h"
#include "metadatacollector.h"
#include "metadatarules.h"
#include "metadatatext.h"
#include "titlecleaner.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <limits>
#include <optional>
#include <set>

namespace core {

namespace {

constexpr std::array<std::string_view, kMetadataFields.size()> kRules = {
    // Title
    "project choice: the page's visible headline (the site's name at its end taken off): the "
    "<h1> whose words are those of the URL's last path segment, else an "
    "<h1> the title markup confirms (word F1 "
    "with og:title, <title> or the JSON-LD headline at least 0.5, or its words within one of "
    "them), unless it names the site (the site's or the host's name, or a part after the first "
    "of a title markup that no title markup is as a whole), and unless it is a title markup "
    "with up to 3 words of a label before it (\"Thread: \", then that markup); else the first "
    "<h1> not naming the site when it has at least 8 words and stands inside an element whose "
    "class or id says \"header\" (an article's header); else the title markup in "
    "Readability.js's order "
    "(_getArticleMetadata: JSON-LD headline of an article, Dublin Core and og:title, "
    "twitter:title and <meta name=title>, JSON-LD of other types, <title>), the site's name "
    "taken off as trafilatura's metadata.py does (TitleCleaner) unless one word would be left "
    "(Readability.js's _getArticleTitle keeps a title cut that short whole) or, on the site's "
    "root page, from the title's start (project choice: the home page's title names the site "
    "before its tagline), and off a JSON-LD value's end only as off the headline's, passing "
    "over a markup that is the site's or the host's name alone when another is not (project "
    "choice); else the first <h1>; instead of the markup, the first <h1> not naming the site when "
    "a breadcrumb "
    "trail's last item has its words and none the markup's (project choice); the chosen title's "
    "last part after a separator, of at most 4 words, taken off "
    "when an element of the page shows it alone (project choice: a section's or the site's name)",
    // Authors
    "Readability.js (_getArticleMetadata, _checkByline): JSON-LD author of an article, Dublin "
    "Core creator, <meta name=author> and parsely-author, article:author unless a URL, "
    "itemprop=author, then the first byline in the page (rel=author, byline class or id; one "
    "inside another before the outer) under 100 characters; then (project choice) a byline "
    "written as text by the headline (\"Written by\", \"By\")",
    // Published
    "htmldate (Barbaresi 2020, JOSS), the original date as trafilatura asks for it: a full "
    "date in the URL's path first, then the markup's publication date (article:published_time "
    "and <meta itemprop=datePublished>, then JSON-LD of an article, Dublin Core and other "
    "<meta>, microdata, JSON-LD of other types), <time> elements (publication classes first), "
    "then dates written by the headline (date classes first, below it before above it); "
    "days from 1995; a markup day the page does not show gives way to the first day it shows "
    "when that one is more than a day earlier (the original date, htmldate's original_date); "
    "without a publication date, the modification date the page shows (project choice)",
    // Modified
    "htmldate (Barbaresi 2020, JOSS): the markup's modification date (JSON-LD dateModified, "
    "article:modified_time, og:updated_time), <time> with an update class, then a date after "
    "\"Updated\" by the headline",
    // SiteName
    "Readability.js (og:site_name, JSON-LD publisher.name), then application-name and Dublin "
    "Core publisher",
    // Language
    "PageFacts: <html lang>, then content-language, Dublin Core language, JSON-LD inLanguage, "
    "og:locale (project choice: the document's own attribute is what browsers use)",
    // Description
    "Readability.js's excerpt order: JSON-LD description of an article, Dublin Core, "
    "og:description, <meta name=description>, twitter:description",
    // CanonicalUrl
    "PageFacts: <link rel=canonical>, else the last og:url",
};

// The words of a heading or of a URL's path segment, for comparing one with the other: runs of
// ASCII letters and digits, lower-cased, and of other UTF-8 bytes ("Men's Shoes" → men, s,
// shoes; "mens-shoes" → mens, shoes). Not forEachAsciiWord: an underscore separates words here,
// as URLs write them ("climbing_shoes").
std::set<std::string> nameWords(std::string_view s)
{
    std::set<std::string> words;
    std::string word;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c >= 0x80) {
            word += ch;
        } else if (c >= 'A' && c <= 'Z') {
            word += static_cast<char>(c - 'A' + 'a');
        } else if (!word.empty()) {
            words.insert(word);
            word.clear();
        }
    }
    if (!word.empty())
        words.insert(word);
    return words;
}

// The last non-empty segment of a URL's path, percent-decoded, without a page extension
// (".html", ".php"): "https://shop.example/c/climbing-shoes/" → "climbing-shoes"; "" for a
// site's root or an address not on the web (a local file's name says nothing of the page).
std::string pageSlug(std::string_view url)
{
    const WebAddress address = WebAddress::of(url);
    if (!address.isWeb() || address.host().empty())
        return {};
    const std::vector<std::string_view> segments = address.segments();
    if (segments.empty())
        return {};
    std::string_view segment = segments.back();
    for (std::string_view ext : {".html", ".htm", ".php", ".aspx", ".asp"})
        if (segment.size() > ext.size() &&
            asciiLower(segment.substr(segment.size() - ext.size())) == ext)
            segment.remove_suffix(ext.size());
    return WebAddress::percentDecoded(segment);
}

// A date the page shows its readers, rather than one in its markup or URL.
bool isShownDateSource(MetadataSource source)
{
    return source == MetadataSource::TimeElement || source == MetadataSource::VisibleText;
}

bool isMarkupDateSource(MetadataSource source)
{
    return source != MetadataSource::Url && !isShownDateSource(source);
}

// Days since 1970-01-01 of a "YYYY-MM-DD" value.
std::optional<int> metadataDayNumber(const std::string &iso)
{
    const std::optional<CalendarDay> day = CalendarDay::parse(iso);
    if (!day)
        return std::nullopt;
    const std::chrono::year_month_day ymd{std::chrono::year(day->year),
                                          std::chrono::month(static_cast<unsigned>(day->month)),
                                          std::chrono::day(static_cast<unsigned>(day->day))};
    return static_cast<int>(std::chrono::sys_days(ymd).time_since_epoch().count());
}

// The index of the best-ranked candidate `accepts` takes (the first among equals); -1 for none.
template <typename Accepts>
int bestRanked(const std::vector<MetadataCandidate> &candidates, const Accepts &accepts)
{
    int best = -1;
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (accepts(candidates[i]) &&
            (best < 0 || candidates[i].rank < candidates[static_cast<std::size_t>(best)].rank))
            best = static_cast<int>(i);
    return best;
}

// The value's candidate `index` chosen instead of the one before, `why` added to its reason.
void chooseInstead(MetadataValue &value, int index, const std::string &why)
{
    MetadataCandidate &c = value.candidates[static_cast<std::size_t>(index)];
    c.reason += "; " + why;
    value.chosen = index;
    value.value = c.value;
}

// htmldate's original date (MetadataRules::kOriginalDateMinDays): a markup day the page does
// not show gives way to the first day it shows, on a date line, when that one is earlier by
// more than the constant's days.
void preferShownOriginalDate(const Document &doc, MetadataValue &published)
{
    const MetadataCandidate *chosen = published.chosenCandidate();
    if (!chosen || !isMarkupDateSource(chosen->source))
        return;
    const auto isShown = [](const MetadataCandidate &c) {
        return isShownDateSource(c.source) && !c.value.empty();
    };
    if (std::any_of(
            published.candidates.begin(), published.candidates.end(),
            [&](const MetadataCandidate &c) { return isShown(c) && c.value == chosen->value; }))
        return;
    const int shown = bestRanked(published.candidates, isShown);
    if (shown < 0)
        return;
    const MetadataCandidate &original = published.candidates[static_cast<std::size_t>(shown)];
    const std::size_t lineWords = TextRules::countWords(MetadataText::textOf(doc, original.node));
    if (lineWords > MetadataRules::kDateLineMaxWords)
        return;
    const std::optional<int> markupDay = metadataDayNumber(chosen->value);
    const std::optional<int> shownDay = metadataDayNumber(original.value);
    if (!markupDay || !shownDay || *markupDay - *shownDay <= MetadataRules::kOriginalDateMinDays)
        return;
    chooseInstead(published, shown,
                  "the original date: " + std::to_string(*markupDay - *shownDay) +
                      " days before the " + chosen->key + " day " + chosen->value +
                      ", which the page does not show");
}

// A chosen headline that is a title markup's value with a few words before it ("Thread: What
// do you pay attention to…", a forum's label "News", "New Video Doorbells") gives way to that
// markup, the first by rank (MetadataRules::kMaxHeadingLabelWords).
void preferMarkupWithoutLabel(MetadataValue &title)
{
    const std::string headingKey = TitleCleaner::key(title.value);
    const std::uint32_t headingWords = TextRules::countWords(title.value);
    const int best = bestRanked(title.candidates, [&](const MetadataCandidate &c) {
        if (c.source == MetadataSource::Heading || c.value.empty())
            return false;
        const std::string k = TitleCleaner::key(c.value);
        const std::uint32_t words = TextRules::countWords(c.value);
        return !k.empty() && k.size() < headingKey.size() && headingKey.ends_with(k) &&
               words < headingWords && headingWords - words <= MetadataRules::kMaxHeadingLabelWords;
    });
    if (best >= 0)
        chooseInstead(title, best,
                      "the chosen <h1> " + MetadataText::quoted(title.value) +
                          " is this with a label before it");
}

// The text of each breadcrumb trail's last item: of each element of the body whose class or id
// holds MetadataRules::kBreadcrumbWord, or whose aria-label is it, the last <li>, <a> or <span>
// without elements inside with text.
std::vector<std::string> breadcrumbEnds(const Document &doc)
{
    std::vector<std::string> ends;
    const NodeId body = doc.body();
    if (body == kNoNode)
        return ends;
    const auto isItem = [&](NodeId i) {
        const Tag tag = doc.node(i).tag;
        if (tag == Tag::li || tag == Tag::a)
            return true;
        if (tag != Tag::span)
            return false;
        for (NodeId c = doc.node(i).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
            if (doc.node(c).isElement())
                return false;
        return true;
    };
    for (NodeId n = body; n < doc.node(body).end; ++n) {
        if (!doc.node(n).isElement() ||
            !(MetadataText::namesHold(doc, n, MetadataRules::kBreadcrumbWord) ||
              asciiLower(doc.attribute(n, "aria-label")) == MetadataRules::kBreadcrumbWord))
            continue;
        for (NodeId i = doc.node(n).end - 1; i > n; --i) {
            if (!doc.node(i).isElement() || !isItem(i))
                continue;
            std::string text = MetadataText::textOf(doc, i);
            if (!text.empty()) {
                ends.push_back(std::move(text));
                break;
            }
        }
    }
    return ends;
}

// Where the markup is chosen, the first headline not naming the site instead when a breadcrumb
// trail's last item has its words and none has the markup's (MetadataRules::kBreadcrumbWord).
void preferHeadlineTheBreadcrumbsName(const Document &doc, MetadataValue &title, int headline)
{
    if (headline < 0 || title.chosen < 0 ||
        title.candidates[static_cast<std::size_t>(title.chosen)].source == MetadataSource::Heading)
        return;
    const MetadataCandidate &heading = title.candidates[static_cast<std::size_t>(headline)];
    if (heading.value.empty())
        return;
    const std::vector<std::string> ends = breadcrumbEnds(doc);
    const auto named = [&](const std::string &value) {
        return std::any_of(ends.begin(), ends.end(), [&](const std::string &end) {
            return MetadataText::wordF1(end, value) >= 1.0;
        });
    };
    if (!named(heading.value) || named(title.value))
        return;
    chooseInstead(title, headline,
                  "the breadcrumbs' last item, where the chosen title markup is not");
}

// Whether an element of the body has text alone for its text: compared with white space
// collapsed and ASCII case folded.
bool shownAlone(const Document &doc, std::string_view text)
{
    const NodeId body = doc.body();
    if (body == kNoNode)
        return false;
    const std::string wanted = asciiLower(text);
    const std::uint32_t words = TextRules::countWords(text);
    for (NodeId n = body + 1; n < doc.node(body).end; ++n)
        if (doc.node(n).isElement() && doc.subtreeWords(n) == words &&
            asciiLower(MetadataText::textOf(doc, n)) == wanted)
            return true;
    return false;
}

// Whether a title candidate names the site rather than the page.
struct SiteNames
{
    std::string siteKey;                          // TitleCleaner::key of the chosen site name
    std::string hostKey;                          // TitleCleaner::key of the host's name
    const std::vector<std::string> &markupTitles; // og:title, <title>, JSON-LD, as written

    // The site's or the host's name.
    bool byName(std::string_view text) const
    {
        const std::string k = TitleCleaner::key(text);
        return !k.empty() && (k == siteKey || k == hostKey);
    }
    // Either, or what the site adds to its titles: the last part of a title markup that no
    // title markup is as a whole.
    bool names(std::string_view text) const
    {
        if (byName(text))
            return true;
        const std::string k = TitleCleaner::key(text);
        const auto trailing = [&](const std::string &t) {
            return TitleCleaner::isTrailingPart(text, t);
        };
        const auto whole = [&](const std::string &t) { return TitleCleaner::key(t) == k; };
        return !k.empty() && std::any_of(markupTitles.begin(), markupTitles.end(), trailing) &&
               std::none_of(markupTitles.begin(), markupTitles.end(), whole);
    }
};

// A title markup that is the site's or the host's name alone ("Bombas" as twitter:title beside
// <title> "All Men's Socks"; "The Bush Company USA" as microdata headline on
// thebushcompanyusa.com) names the site, not the page: the best-ranked markup that does not
// takes its place (project choice: on the WCXB development split three titles change, two for
// the better, one on each half of the sites, title word F1 0.9196 -> 0.9207; the Readability
// test pages unchanged).
void preferMarkupNotNamingSite(MetadataValue &title, const SiteNames &site)
{
    const MetadataCandidate *chosen = title.chosenCandidate();
    if (!chosen || chosen->source == MetadataSource::Heading || !site.byName(chosen->value))
        return;
    const int best = bestRanked(title.candidates, [&](const MetadataCandidate &c) {
        return c.source != MetadataSource::Heading && !c.value.empty() && !site.byName(c.value);
    });
    if (best >= 0)
        chooseInstead(title, best, MetadataText::quoted(title.value) + " before it names the site");
}

// The chosen title's last part after a separator goes when the page shows it alone: a
// section's or the site's name ("… | Opinion", "… / Arch Discussion";
// MetadataRules::kMaxShownSectionWords).
void dropShownSection(const Document &doc, MetadataValue &title)
{
    if (title.chosen < 0)
        return;
    const auto [before, last] = TitleCleaner::splitLast(title.value);
    const std::string head(before);
    if (last.empty() || TextRules::countWords(head) < 2 ||
        TextRules::countWords(last) > MetadataRules::kMaxShownSectionWords ||
        !shownAlone(doc, last))
        return;
    MetadataCandidate &chosen = title.candidates[static_cast<std::size_t>(title.chosen)];
    chosen.reason += "; " +
                     MetadataText::quoted(std::string_view(title.value).substr(head.size())) +
                     " taken off its end: the page shows its last part alone";
    chosen.value = head;
    title.value = head;
}

} // namespace

std::string_view MetadataExtractor::ruleOf(MetadataField field)
{
    return kRules[static_cast<std::size_t>(field)];
}

Metadata MetadataExtractor::extract(const Document &doc, std::string_view url)
{
    MetadataCollector out(doc);
    const PageFacts facts = PageFacts::of(doc);
    // The URL's date: htmldate returns a full date in the URL before it reads the markup (the
    // publisher's day; a UTC timestamp in the markup may name the next one). Added first with
    // the markup's first rank, so that it wins as the first among equals.
    const std::string pageUrl = url.empty() ? facts.url : std::string(url);
    if (const std::optional<CalendarDay> day = CalendarDay::ofUrl(pageUrl))
        out.add(MetadataField::Published,
                {day->iso(),
                 pageUrl,
                 MetadataSource::Url,
                 "url",
                 kNoNode,
                 {},
                 "the URL's path " + MetadataText::quoted(pageUrl) + " → " + day->iso()},
                MetadataCollector::kFirst);
    NodeId titleElement = kNoNode, heading = kNoNode;
    std::vector<NodeId> headings; // the visible <h1>s with text, at most kMaxHeadings
    std::size_t bylines = 0;
    for (NodeId n = 1; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        if (!node.isElement())
            continue;
        switch (node.tag) {
        case Tag::title:
            if (titleElement == kNoNode)
                titleElement = n;
            break;
        case Tag::h1:
            if (node.visible && headings.size() < MetadataRules::kMaxHeadings &&
                !MetadataText::textOf(doc, n).empty())
                headings.push_back(n);
            if (heading == kNoNode && !headings.empty())
                heading = headings.front();
            break;
        case Tag::meta:
            out.readMeta(n);
            break;
        case Tag::link:
            if (asciiLower(doc.attribute(n, "rel")) == "canonical" &&
                !doc.attribute(n, "href").empty())
                out.add(MetadataField::CanonicalUrl,
                        {std::string(doc.attribute(n, "href")),
                         std::string(doc.attribute(n, "href")),
                         MetadataSource::Link,
                         "canonical",
                         n,
                         {},
                         "<link rel=canonical>"},
                        MetadataCollector::kFirst);
            break;
        case Tag::script:
            if (asciiLower(TextRules::normalize(doc.attribute(n, "type"))) == "application/ld+json")
                out.readJsonLd(n);
            break;
        case Tag::time:
            if (doc.attribute(n, "itemprop").empty())
                out.readTime(n);
            break;
        default:
            break;
        }
        if (node.tag != Tag::meta) {
            if (const std::string_view itemprop = doc.attribute(n, "itemprop"); !itemprop.empty())
                out.readMicrodata(n, itemprop);
            if (node.tag != Tag::link && node.tag != Tag::html && node.tag != Tag::body &&
                bylines < MetadataRules::kMaxBylineElements && node.visible && out.readByline(n))
                ++bylines;
        }
    }
    for (NodeId n = 1; n < doc.size(); ++n)
        if (doc.node(n).isElement() && doc.attribute(n, "property") == "og:url" &&
            !doc.attribute(n, "content").empty())
            out.add(MetadataField::CanonicalUrl,
                    {std::string(doc.attribute(n, "content")),
                     std::string(doc.attribute(n, "content")),
                     MetadataSource::OpenGraph,
                     "og:url",
                     n,
                     {},
                     "<meta property=\"og:url\">"},
                    MetadataCollector::kSecond);
    // White space collapsed as in the <meta> fields' values: an unclosed attribute runs over
    // lines, and a reason stays one line.
    const std::string language = TextRules::normalize(facts.language);
    if (doc.htmlElement() != kNoNode && !language.empty())
        out.add(MetadataField::Language,
                {language,
                 facts.language,
                 MetadataSource::HtmlLang,
                 "lang",
                 doc.htmlElement(),
                 {},
                 "<html lang=" + MetadataText::quoted(language) + ">"},
                MetadataCollector::kFirst);

    Metadata m;
    const auto choose = [&](MetadataField f) {
        MetadataValue &v = m[f];
        v.rule = std::string(ruleOf(f));
        int best = std::numeric_limits<int>::max();
        for (std::size_t i = 0; i < out.of(f).size(); ++i) {
            const MetadataCandidate &c = out.of(f)[i];
            v.candidates.push_back(c);
            if (c.rank < best && !c.value.empty()) {
                best = c.rank;
                v.chosen = static_cast<int>(i);
            }
        }
        if (const MetadataCandidate *c = v.chosenCandidate())
            v.value = c->value;
    };
    for (MetadataField f :
         {MetadataField::SiteName, MetadataField::Language, MetadataField::Description})
        choose(f);

    // The canonical URL is PageFacts' (the annotation form shows the same).
    choose(MetadataField::CanonicalUrl);
    MetadataValue &canonical = m[MetadataField::CanonicalUrl];
    canonical.value = facts.url;
    for (std::size_t i = canonical.candidates.size(); i-- > 0;)
        if (canonical.candidates[i].value == facts.url)
            canonical.chosen = static_cast<int>(i);

    // Titles lose the site's name (its chosen value, and the host's) before they compete.
    const WebAddress address = WebAddress::of(pageUrl);
    const std::string &host = address.host();
    const std::string &site = m[MetadataField::SiteName].value;
    const bool siteRoot = MetadataRules::kSiteRootKeepsLeadingName && address.isSiteRoot();
    if (titleElement != kNoNode && !facts.title.empty())
        out.add(MetadataField::Title,
                {facts.title,
                 facts.title,
                 MetadataSource::TitleElement,
                 "title",
                 titleElement,
                 {},
                 "<title>, " + MetadataText::wordsText(facts.title)},
                MetadataCollector::kFifth);
    // A JSON-LD headline or name is written for the page, not for a browser's tab: like the
    // visible headline it loses only the parts at its end that name the site ("Reliable Music
    // Lesson Reviews | Make More Music"), never its own last part by the short-last-part guess
    // or the "|" rule ("Types of Restaurant Service | Full Guide to Popular Dining Formats").
    // Project choice: on the WCXB development split 5 titles change, each for the better, all
    // on the odd half of its sites (title word F1 there 0.9023 -> 0.9034; the even half and the
    // Readability test pages unchanged); the full clean() changes 2 more on the even half, both
    // for the worse.
    for (MetadataCandidate &c : out.of(MetadataField::Title)) {
        if (c.source == MetadataSource::Heading)
            continue;
        const std::string cleaned = c.source == MetadataSource::JsonLd
                                        ? TitleCleaner::withoutTrailingSite(c.value, site, host)
                                        : TitleCleaner::clean(c.value, site, host, siteRoot);
        if (cleaned != c.value) {
            c.reason += "; site name taken off: " + MetadataText::quoted(cleaned);
            c.value = cleaned;
        }
        if (TextRules::countWords(c.value) > MetadataRules::kMaxTitleWords)
            c.value.clear();
    }
    // The page's visible headline when its title markup confirms it (TitleRule).
    std::vector<std::string> markupTitles;
    for (const MetadataCandidate &c : out.of(MetadataField::Title))
        if (c.source == MetadataSource::OpenGraph || c.source == MetadataSource::TitleElement ||
            c.source == MetadataSource::JsonLd)
            markupTitles.push_back(c.raw);
    // A heading that is what the site adds to its titles ("The Rust Programming Language"
    // after "What is Ownership? - ") is the site's banner, not the page's headline, unless
    // a title markup is the heading itself ("Clinic Times | New Trends in Care" beside
    // og:title "New Trends in Care").
    const SiteNames siteNames{TitleCleaner::key(site),
                              TitleCleaner::key(TitleCleaner::hostName(host)), markupTitles};
    // firstHeadline: the first <h1> that does not name the site.
    int confirmed = -1, contained = -1, named = -1, inHeader = -1, firstHeadline = -1;
    double bestAgreement = -1;
    const std::set<std::string> slugWords = nameWords(pageSlug(pageUrl));
    for (std::size_t h = 0; h < headings.size(); ++h) {
        // The site's name at the end of a headline ("Catering Tips | Cookshack") goes as it goes
        // from the title markup (TitleCleaner::withoutTrailingSite).
        const std::string shown = MetadataText::textOf(doc, headings[h]);
        const std::string text = TitleCleaner::withoutTrailingSite(shown, site, host);
        double agreement = 0, containment = 0;
        for (const std::string &t : markupTitles) {
            agreement = std::max(agreement, MetadataText::wordF1(text, t));
            containment = std::max(containment, MetadataText::wordsWithin(text, t));
        }
        const bool namesSite = siteNames.names(text);
        std::string reason =
            (h == 0 ? "the first <h1>, " : "<h1> number " + std::to_string(h + 1) + ", ") +
            MetadataText::wordsText(shown);
        if (!markupTitles.empty())
            reason += ", word F1 " + MetadataText::decimal(agreement) + " with the title markup, " +
                      MetadataText::decimal(containment) + " of its words in it";
        if (text != shown)
            reason += "; site name taken off: " + MetadataText::quoted(text);
        if (namesSite)
            reason += ", names the site";
        const int index = static_cast<int>(out.of(MetadataField::Title).size());
        out.add(MetadataField::Title,
                {text, shown, MetadataSource::Heading, "h1", headings[h], {}, reason},
                MetadataCollector::kSixth);
        if (namesSite || TextRules::countWords(text) > MetadataRules::kMaxTitleWords)
            continue;
        // The first headline, long and at the head of the content ("entry-header"), is the
        // headline even when the markup does not confirm it (MetadataRules::
        // kMinHeaderHeadlineWords).
        if (firstHeadline < 0 &&
            TextRules::countWords(text) >= MetadataRules::kMinHeaderHeadlineWords &&
            MetadataText::withinNames(doc, doc.node(headings[h]).parent,
                                      MetadataRules::kHeadlineHeaderWord)) {
            inHeader = index;
            out.of(MetadataField::Title).back().reason +=
                ", inside an element whose class or id says \"" +
                std::string(MetadataRules::kHeadlineHeaderWord) + "\"";
        }
        if (firstHeadline < 0)
            firstHeadline = index;
        // The headline the URL names, its words those of the URL's last segment ("Climbing
        // Shoes" at /c/climbing-shoes): the publisher's name for the page, whatever the markup
        // says (MetadataRules::kHeadingNamedByUrl).
        if (MetadataRules::kHeadingNamedByUrl && named < 0 && !slugWords.empty() &&
            nameWords(text) == slugWords) {
            named = index;
            out.of(MetadataField::Title).back().reason += ", the URL's last segment in its words";
        }
        if (agreement >= MetadataRules::kHeadingAgreement && agreement > bestAgreement) {
            bestAgreement = agreement;
            confirmed = index;
        }
        if (contained < 0 && containment >= MetadataRules::kHeadingContainment)
            contained = index;
    }
    choose(MetadataField::Title);
    preferMarkupNotNamingSite(m[MetadataField::Title], siteNames);
    const int heading1 = named >= 0       ? named
                         : confirmed >= 0 ? confirmed
                         : contained >= 0 ? contained
                                          : inHeader;
    MetadataValue &title = m[MetadataField::Title];
    if (heading1 >= 0) {
        title.chosen = heading1;
        title.value = title.candidates[static_cast<std::size_t>(heading1)].value;
        preferMarkupWithoutLabel(title);
    }
    preferHeadlineTheBreadcrumbsName(doc, title, firstHeadline);
    dropShownSection(doc, title);

    // The text by the headline: the chosen <h1>, else the first, else the start of <body>.
    const NodeId start = heading1 >= 0 ? title.candidates[static_cast<std::size_t>(heading1)].node
                         : heading != kNoNode ? heading
                                              : doc.body();
    out.readTextWindow(start);
    for (MetadataField f :
         {MetadataField::Authors, MetadataField::Published, MetadataField::Modified})
        choose(f);
    MetadataValue &published = m[MetadataField::Published];
    preferShownOriginalDate(doc, published);
    // A page that shows only when it was updated was published then, as far as anyone can
    // tell: htmldate's default takes the most recent date a page gives (Barbaresi 2020); here
    // the modification date stands in only when there is no publication date (project choice),
    // and the markup's timestamp only when kMarkupModifiedStandsIn.
    const MetadataValue &modified = m[MetadataField::Modified];
    if (published.chosen < 0 && modified.chosen >= 0 &&
        (MetadataRules::kMarkupModifiedStandsIn ||
         isShownDateSource(modified.chosenCandidate()->source))) {
        MetadataCandidate c = *modified.chosenCandidate();
        c.reason += "; the modification date, as the page gives no publication date";
        published.candidates.push_back(std::move(c));
        published.chosen = static_cast<int>(published.candidates.size() - 1);
        published.value = modified.value;
    }
    return m;
}

} // namespace core
