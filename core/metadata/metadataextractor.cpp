#include "metadataextractor.h"

#include "calendarday.h"
#include "document/pagefacts.h"
#include "document/textrules.h"
#include "jsonldreader.h"
#include "metadatarules.h"
#include "titlecleaner.h"

#include "measures/wordruns.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <limits>
#include <map>

namespace core {

namespace {

// Ranks order the candidates of a field: the lowest rank wins, the first in document order among
// equals. The orders are the sources' (ruleOf()).
enum Rank : int {
    kFirst = 0,
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

// <meta> keys (property, name, itemprop or http-equiv, lower-cased), the field each gives and
// its rank. Titles: Readability.js's _getArticleMetadata order (Dublin Core, og, twitter, then
// the rest); authors: the same; dates: htmldate's header metas (its DATE_ATTRIBUTES), all markup
// of the same standing.
struct MetaKey
{
    std::string_view key;
    MetadataField field;
    MetadataSource source;
    int rank;
};

constexpr std::array<MetaKey, 65> kMetaKeys = {{
    {"og:title", MetadataField::Title, MetadataSource::OpenGraph, kSecond},
    {"dc.title", MetadataField::Title, MetadataSource::DublinCore, kSecond},
    {"dc:title", MetadataField::Title, MetadataSource::DublinCore, kSecond},
    {"dcterms.title", MetadataField::Title, MetadataSource::DublinCore, kSecond},
    {"dcterm:title", MetadataField::Title, MetadataSource::DublinCore, kSecond},
    {"headline", MetadataField::Title, MetadataSource::Microdata, kSecond},
    {"twitter:title", MetadataField::Title, MetadataSource::Twitter, kThird},
    {"title", MetadataField::Title, MetadataSource::MetaName, kThird},
    {"parsely-title", MetadataField::Title, MetadataSource::MetaName, kThird},
    {"sailthru.title", MetadataField::Title, MetadataSource::MetaName, kThird},

    {"dc.creator", MetadataField::Authors, MetadataSource::DublinCore, kSecond},
    {"dc:creator", MetadataField::Authors, MetadataSource::DublinCore, kSecond},
    {"dcterms.creator", MetadataField::Authors, MetadataSource::DublinCore, kSecond},
    {"dcterm:creator", MetadataField::Authors, MetadataSource::DublinCore, kSecond},
    {"author", MetadataField::Authors, MetadataSource::MetaName, kThird},
    {"parsely-author", MetadataField::Authors, MetadataSource::MetaName, kThird},
    {"sailthru.author", MetadataField::Authors, MetadataSource::MetaName, kThird},
    {"citation_author", MetadataField::Authors, MetadataSource::MetaName, kThird},
    {"byl", MetadataField::Authors, MetadataSource::MetaName, kThird},
    {"article:author", MetadataField::Authors, MetadataSource::OpenGraph, kFourth},

    {"article:published_time", MetadataField::Published, MetadataSource::OpenGraph, kFirst},
    {"og:published_time", MetadataField::Published, MetadataSource::OpenGraph, kFirst},
    {"og:article:published_time", MetadataField::Published, MetadataSource::OpenGraph, kFirst},
    {"datepublished", MetadataField::Published, MetadataSource::Microdata, kFirst},
    {"dc.date", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"dc.date.issued", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"dc.date.created", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"dcterms.date", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"dcterms.issued", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"dcterms.created", MetadataField::Published, MetadataSource::DublinCore, kThird},
    {"datecreated", MetadataField::Published, MetadataSource::Microdata, kThird},
    {"pubdate", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"publishdate", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"publish-date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"publish_date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"publication_date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"published_time", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"article.published", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"parsely-pub-date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"sailthru.date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"citation_publication_date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"citation_date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"date", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"published", MetadataField::Published, MetadataSource::MetaName, kThird},
    {"article:published", MetadataField::Published, MetadataSource::OpenGraph, kFirst},
    {"ms.date", MetadataField::Published, MetadataSource::MetaName, kThird},

    {"article:modified_time", MetadataField::Modified, MetadataSource::OpenGraph, kFirst},
    {"og:updated_time", MetadataField::Modified, MetadataSource::OpenGraph, kFirst},
    {"datemodified", MetadataField::Modified, MetadataSource::Microdata, kFirst},
    {"dcterms.modified", MetadataField::Modified, MetadataSource::DublinCore, kThird},
    {"last-modified", MetadataField::Modified, MetadataSource::MetaName, kThird},
    {"modified", MetadataField::Modified, MetadataSource::MetaName, kThird},

    {"og:site_name", MetadataField::SiteName, MetadataSource::OpenGraph, kFirst},
    {"application-name", MetadataField::SiteName, MetadataSource::MetaName, kThird},
    {"dc.publisher", MetadataField::SiteName, MetadataSource::DublinCore, kThird},
    {"dcterms.publisher", MetadataField::SiteName, MetadataSource::DublinCore, kThird},
    {"publisher", MetadataField::SiteName, MetadataSource::MetaName, kThird},

    {"content-language", MetadataField::Language, MetadataSource::MetaName, kSecond},
    {"dc.language", MetadataField::Language, MetadataSource::DublinCore, kThird},
    {"dcterms.language", MetadataField::Language, MetadataSource::DublinCore, kThird},
    {"og:locale", MetadataField::Language, MetadataSource::OpenGraph, kFourth},

    {"dc.description", MetadataField::Description, MetadataSource::DublinCore, kSecond},
    {"dcterms.description", MetadataField::Description, MetadataSource::DublinCore, kSecond},
    {"og:description", MetadataField::Description, MetadataSource::OpenGraph, kThird},
    {"description", MetadataField::Description, MetadataSource::MetaName, kFourth},
}};
// twitter:description after the others, as Readability.js reads it.
constexpr MetaKey kTwitterDescription = {"twitter:description", MetadataField::Description,
                                         MetadataSource::Twitter, kFifth};

bool isDateField(MetadataField f)
{
    return f == MetadataField::Published || f == MetadataField::Modified;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

bool contains(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

bool isUrl(std::string_view s)
{
    return s.starts_with("http://") || s.starts_with("https://") || s.starts_with("//") ||
           s.starts_with("/");
}

std::string hostOf(std::string_view url)
{
    const std::size_t scheme = url.find("://");
    if (scheme == std::string_view::npos)
        return {};
    url.remove_prefix(scheme + 3);
    return lower(url.substr(0, url.find_first_of("/:?#")));
}

// The text of an element's subtree (every text node, as written: the byline of a hidden
// block is still the page's), white space collapsed, at most kMaxTextBytes.
std::string textOf(const Document &doc, NodeId id)
{
    std::string text;
    NodeId lastParent = kNoNode;
    for (NodeId n = id + 1; n < doc.node(id).end; ++n) {
        const Node &node = doc.node(n);
        if (node.isElement() && (node.tag == Tag::script || node.tag == Tag::style)) {
            n = node.end - 1;
            continue;
        }
        if (node.isText()) {
            // Text of two elements is two words even when the markup has no space between
            // them (<div>Ann Lee</div><div>May 5, 2021</div>).
            if (!text.empty() && node.parent != lastParent)
                text += ' ';
            text += doc.text(n);
            lastParent = node.parent;
        }
        if (text.size() > MetadataRules::kMaxTextBytes)
            break;
    }
    return TextRules::normalize(text);
}

// "class id" of an element, lower-cased.
std::string namesOf(const Document &doc, NodeId id)
{
    return lower(std::string(doc.attribute(id, "class")) + " " +
                 std::string(doc.attribute(id, "id")));
}

// Whether the element or one of its ancestors is a comment section: its dates and authors are
// the commenters'.
bool inComments(const Document &doc, NodeId id)
{
    for (NodeId n = id; n > 0; n = doc.node(n).parent)
        if (doc.node(n).isElement() && contains(namesOf(doc, n), "comment"))
            return true;
    return false;
}

std::string quoted(std::string_view s)
{
    constexpr std::size_t kShown = 60; // project choice: a reason stays one readable line
    std::string out = "\"";
    if (s.size() <= kShown) {
        out += s;
    } else {
        std::size_t cut = kShown;
        while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80)
            --cut;
        out += s.substr(0, cut);
        out += "…";
    }
    return out + "\"";
}

std::vector<std::string> foldedWords(std::string_view text)
{
    std::vector<std::string> words;
    const std::string folded = WordRuns::lower(TextRules::normalize(text));
    for (std::size_t start = 0; start < folded.size();) {
        const std::size_t end = std::min(folded.find(' ', start), folded.size());
        if (end > start)
            words.push_back(folded.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

// The words a and b share, counted as bags (case-folded, white-space separated).
std::size_t sharedWords(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    std::map<std::string_view, std::size_t> counts;
    for (const std::string &w : b)
        ++counts[w];
    std::size_t shared = 0;
    for (const std::string &w : a)
        if (auto it = counts.find(w); it != counts.end() && it->second > 0) {
            --it->second;
            ++shared;
        }
    return shared;
}

// Bag-of-words F1 of two texts' case-folded words: how far two titles agree.
double wordF1(std::string_view a, std::string_view b)
{
    const std::vector<std::string> wa = foldedWords(a), wb = foldedWords(b);
    const std::size_t shared = sharedWords(wa, wb);
    return shared == 0
               ? 0
               : 2.0 * static_cast<double>(shared) / static_cast<double>(wa.size() + wb.size());
}

// The share of a's words that b holds.
double wordsWithin(std::string_view a, std::string_view b)
{
    const std::vector<std::string> wa = foldedWords(a), wb = foldedWords(b);
    return wa.empty() ? 0
                      : static_cast<double>(sharedWords(wa, wb)) / static_cast<double>(wa.size());
}

std::string decimal(double v)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.2f", v);
    return buffer;
}

std::string wordsText(std::string_view s)
{
    const std::uint32_t words = TextRules::countWords(s);
    return std::to_string(words) + (words == 1 ? " word" : " words");
}

// Byline text as Readability.js keeps it, without the words around the name: a leading "By",
// and what follows the name (a date, "| Updated …", " on May 5").
std::string cleanByline(std::string_view text)
{
    std::string s = TextRules::normalize(text);
    for (const CalendarDay::Found &f : CalendarDay::findAll(s)) {
        s.resize(f.offset);
        break;
    }
    for (std::string_view cut :
         {" | ", " • ", " · ", " — ", " – ", " - ", " on ", " On ", "Published", "Updated",
          "Posted on", "\u00a0|", "Written by", "Written By", " min read", "Last updated"})
        if (const std::size_t at = s.find(cut); at != std::string::npos && at > 0)
            s.resize(at);
    const std::string low = lower(s);
    for (std::string_view prefix : {"written by", "posted by", "reviewed by", "author:", "authors:",
                                    "autor:", "by:", "by", "von", "par", "por"}) {
        if (!low.starts_with(prefix))
            continue;
        const std::size_t after = prefix.size();
        if (prefix.back() == ':' || after == s.size() || s[after] == ' ' || s[after] == ':') {
            s.erase(0, after);
            break;
        }
    }
    const auto trim = [](char c) {
        return c == ' ' || c == ',' || c == ';' || c == ':' || c == '-' || c == '|' || c == '.';
    };
    while (!s.empty() && trim(s.back()))
        s.pop_back();
    std::size_t start = 0;
    while (start < s.size() && trim(s[start]))
        ++start;
    return TextRules::normalize(s.substr(start));
}

// Words that are what a byline element holds beside a name, never a name.
bool isBylineWord(std::string_view s)
{
    const std::string low = lower(s);
    for (std::string_view w :
         {"updated", "published", "posted", "by",        "author", "authors", "written by",
          "mon",     "tue",       "wed",    "thu",       "fri",    "sat",     "sun",
          "share",   "follow",    "admin",  "anonymous", "guest",  "staff"})
        if (low == w)
            return true;
    return false;
}

bool validByline(std::string_view s)
{
    return !s.empty() && TextRules::codePoints(s) < MetadataRules::kMaxBylineChars &&
           TextRules::countWords(s) <= MetadataRules::kMaxBylineWords && !isUrl(s) &&
           !isBylineWord(s) && s.find_first_not_of("0123456789 .,:-/") != std::string_view::npos;
}

// Class or id names of bylines: Readability.js's REGEXPS.byline without "dateline" (project
// choice: a news dateline names the place and the day, not the author).
bool bylineNames(std::string_view names)
{
    for (std::string_view hint : {"byline", "author", "writtenby", "p-author"})
        if (contains(names, hint))
            return true;
    return false;
}

// Class or id names of the elements pages write their dates in (htmldate's date classes,
// Barbaresi 2020: "date", "time", "publish", "posted", "entry-date", "meta", "byline").
bool dateNames(std::string_view names)
{
    for (std::string_view hint :
         {"date", "time", "publish", "posted", "meta", "byline", "dateline", "info"})
        if (contains(names, hint))
            return true;
    return false;
}

bool modifiedNames(std::string_view names)
{
    return contains(names, "updated") || contains(names, "modified");
}

// What precedes a date in its text says which date it is: "Updated May 5, 2021".
bool saysModified(std::string_view before)
{
    const std::string low = lower(before.substr(before.size() > 40 ? before.size() - 40 : 0));
    return contains(low, "updat") || contains(low, "modif") || contains(low, "aktualisiert") ||
           contains(low, "mis à jour") || contains(low, "actualiz") || contains(low, "edited");
}

class Collector
{
public:
    Collector(const Document &doc) : m_doc(doc) {}

    void add(MetadataField field, MetadataCandidate c, int rank)
    {
        auto &list = m_fields[static_cast<std::size_t>(field)];
        if (c.node != kNoNode)
            c.path = m_doc.path(c.node);
        list.push_back({std::move(c), rank});
    }
    // A date field's candidate from text that holds a date; false when it holds none.
    bool addDate(MetadataField field, std::string_view raw, MetadataSource source, std::string key,
                 NodeId node, int rank, const std::string &where)
    {
        const std::optional<CalendarDay> day = CalendarDay::parse(raw);
        if (!day)
            return false;
        MetadataCandidate c;
        c.value = day->iso();
        c.raw = TextRules::normalize(raw);
        c.source = source;
        c.key = std::move(key);
        c.node = node;
        c.reason = where + " " + quoted(c.raw) + " → " + c.value;
        add(field, std::move(c), rank);
        return true;
    }

    struct Ranked
    {
        MetadataCandidate candidate;
        int rank;
    };
    std::vector<Ranked> &of(MetadataField f) { return m_fields[static_cast<std::size_t>(f)]; }
    // Readability.js takes the first byline element; when it holds another (an author box and
    // the name in it), the inner one is the name: the outer ones step behind it (project
    // choice).
    void preferInnerByline(NodeId inner)
    {
        for (Ranked &r : of(MetadataField::Authors))
            if (r.candidate.source == MetadataSource::Byline && r.candidate.node != inner &&
                m_doc.isAncestorOf(r.candidate.node, inner) && r.rank < kNinth) {
                r.rank = kNinth;
                r.candidate.reason += "; holds another byline";
            }
    }

private:
    const Document &m_doc;
    std::array<std::vector<Ranked>, kMetadataFields.size()> m_fields;
};

void readMeta(const Document &doc, NodeId n, Collector &out)
{
    const std::string_view content = doc.attribute(n, "content");
    if (content.empty())
        return;
    // Slack's unfurling labels (twitter:labelN "Written by", twitter:dataN the name), which
    // Yoast SEO writes on many sites: the author when no other <meta> names one.
    if (const std::string key = lower(doc.attribute(n, "name")); key.starts_with("twitter:data")) {
        const std::string label = "twitter:label" + key.substr(12);
        for (NodeId p = n - 1; p > 0 && p >= n - 4; --p)
            if (doc.node(p).isElement() && lower(doc.attribute(p, "name")) == label &&
                lower(TextRules::normalize(doc.attribute(p, "content"))) == "written by") {
                const std::string value = cleanByline(content);
                if (validByline(value))
                    out.add(
                        MetadataField::Authors,
                        {value,
                         std::string(content),
                         MetadataSource::Twitter,
                         "twitter:label \"Written by\"",
                         n,
                         {},
                         "<meta name=\"" + key + "\"> after \"Written by\", " + wordsText(value)},
                        kFourth);
            }
        return;
    }
    for (std::string_view attr : {"property", "name", "itemprop", "http-equiv"}) {
        const std::string key = lower(doc.attribute(n, attr));
        if (key.empty())
            continue;
        const MetaKey *match = nullptr;
        for (const MetaKey &k : kMetaKeys)
            if (k.key == key)
                match = &k;
        if (!match && key == kTwitterDescription.key)
            match = &kTwitterDescription;
        if (!match)
            continue;
        const std::string where = "<meta " + std::string(attr) + "=\"" + key + "\">";
        if (isDateField(match->field)) {
            out.addDate(match->field, content, match->source, key, n, match->rank, where);
            continue;
        }
        std::string value = TextRules::normalize(content);
        if (match->field == MetadataField::Authors && !validByline(value))
            continue; // article:author is often the author's page, a URL
        if (match->field == MetadataField::Language)
            std::replace(value.begin(), value.end(), '_', '-');
        MetadataCandidate c;
        c.raw = std::string(content);
        c.value = match->field == MetadataField::Authors ? cleanByline(value) : value;
        c.source = match->source;
        c.key = key;
        c.node = n;
        c.reason = where + ", " + wordsText(c.value);
        if (!c.value.empty())
            out.add(match->field, std::move(c), match->rank);
    }
}

void readJsonLd(const Document &doc, NodeId n, Collector &out)
{
    std::string text;
    for (NodeId c = doc.node(n).firstChild; c != kNoNode; c = doc.node(c).nextSibling)
        if (doc.node(c).isText())
            text += doc.text(c);
    std::string error;
    for (const JsonLdReader::Entry &e : JsonLdReader::read(text, error)) {
        const std::string key = e.type + "." + e.property;
        const std::string where =
            "JSON-LD " + key + (e.article ? " (an article type)" : " (not an article type)");
        // Readability.js reads JSON-LD of article types first; other types' (WebPage, Product)
        // stand behind the page's <meta>.
        const int rank = e.article ? kFirst : kFourth;
        if (isDateField(e.field)) {
            // htmldate reads the <meta> dates before JSON-LD's.
            out.addDate(e.field, e.value, MetadataSource::JsonLd, key, n,
                        e.article ? kSecond : kFourth, where);
            continue;
        }
        if (e.field == MetadataField::Title && e.property == "name" && e.article)
            continue; // an article's name is its headline's short form, when it has both
        MetadataCandidate c;
        c.raw = e.value;
        c.value = e.value;
        c.source = MetadataSource::JsonLd;
        c.key = key;
        c.node = n;
        c.reason = where + ", " + wordsText(c.value);
        const int fieldRank = e.field == MetadataField::SiteName   ? kSecond
                              : e.field == MetadataField::Language ? kThird
                                                                   : rank;
        out.add(e.field, std::move(c), fieldRank);
    }
}

// An element with itemprop (microdata) other than <meta>, whose value is its content or
// datetime attribute or its text.
void readMicrodata(const Document &doc, NodeId n, std::string_view itemprop, Collector &out)
{
    const std::string prop = lower(itemprop);
    std::string_view attr = doc.attribute(n, "content");
    if (attr.empty())
        attr = doc.attribute(n, "datetime");
    const std::string where = "itemprop=\"" + prop + "\"";
    if (prop == "datepublished" || prop == "datemodified") {
        const MetadataField field =
            prop == "datepublished" ? MetadataField::Published : MetadataField::Modified;
        const std::string text = attr.empty() ? textOf(doc, n) : std::string(attr);
        out.addDate(field, text, MetadataSource::Microdata, prop, n, kThird, where);
        return;
    }
    if (prop != "author" && prop != "headline")
        return;
    std::string text;
    if (prop == "author") {
        // The author's name is its itemprop=name when the author is an item of its own.
        for (NodeId d = n + 1; d < doc.node(n).end && text.empty(); ++d)
            if (doc.node(d).isElement() && lower(doc.attribute(d, "itemprop")) == "name")
                text = doc.attribute(d, "content").empty()
                           ? textOf(doc, d)
                           : std::string(doc.attribute(d, "content"));
    }
    if (text.empty())
        text = attr.empty() ? textOf(doc, n) : std::string(attr);
    MetadataCandidate c;
    c.raw = text;
    c.value = prop == "author" ? cleanByline(text) : TextRules::normalize(text);
    c.source = MetadataSource::Microdata;
    c.key = prop;
    c.node = n;
    c.reason = where + ", " + wordsText(c.value);
    if (prop == "author" && !validByline(c.value))
        return;
    if (prop == "headline" &&
        (c.value.empty() || TextRules::countWords(c.value) > MetadataRules::kMaxTitleWords))
        return;
    out.add(prop == "author" ? MetadataField::Authors : MetadataField::Title, std::move(c),
            prop == "author" ? kFifth : kSecond);
}

// A byline in the page (Readability.js's _checkByline): rel=author, or byline class or id names;
// its text under kMaxBylineChars.
bool readByline(const Document &doc, NodeId n, Collector &out)
{
    const std::string names = namesOf(doc, n);
    const bool rel = lower(doc.attribute(n, "rel")) == "author";
    if (!rel && !bylineNames(names))
        return false;
    if (inComments(doc, n))
        return false;
    const std::string text = textOf(doc, n);
    const std::string name = cleanByline(text);
    if (!validByline(name))
        return false;
    MetadataCandidate c;
    c.raw = text;
    c.value = name;
    c.source = MetadataSource::Byline;
    c.key = rel ? "rel=author" : "class/id \"" + TextRules::normalize(names) + "\"";
    c.node = n;
    c.reason = c.key + ", " + wordsText(name) + ", " + std::to_string(TextRules::codePoints(name)) +
               " characters (under " + std::to_string(MetadataRules::kMaxBylineChars) + ")";
    out.add(MetadataField::Authors, std::move(c), rel ? kSixth : kSeventh);
    out.preferInnerByline(n);
    return true;
}

void readTime(const Document &doc, NodeId n, Collector &out)
{
    if (inComments(doc, n))
        return;
    std::string_view datetime = doc.attribute(n, "datetime");
    const std::string text = datetime.empty() ? textOf(doc, n) : std::string(datetime);
    const NodeId parent = doc.node(n).parent;
    const std::string names =
        namesOf(doc, n) + " " + (parent > 0 ? namesOf(doc, parent) : std::string());
    const bool modified = modifiedNames(names);
    const bool published = doc.hasAttribute(n, "pubdate") || contains(names, "publish") ||
                           contains(names, "posted") || contains(names, "entry-date") ||
                           contains(names, "post-date");
    const std::string where = std::string("<time") + (datetime.empty() ? "" : " datetime") +
                              (published ? ", publication class" : "") +
                              (modified ? ", update class" : "") + ">";
    out.addDate(modified ? MetadataField::Modified : MetadataField::Published, text,
                MetadataSource::TimeElement, "time", n, published || modified ? kFourth : kFifth,
                where);
}

// A date written in a text node of the window: a candidate of the publication date, or of the
// modification date after "Updated".
void readTextDate(const Document &doc, NodeId n, NodeId start, std::size_t words, bool before,
                  Collector &out)
{
    const std::string_view text = doc.text(n);
    if (text.size() > MetadataRules::kMaxDateTextBytes)
        return;
    const std::vector<CalendarDay::Found> found = CalendarDay::findAll(text);
    if (found.empty())
        return;
    const NodeId element = doc.node(n).parent;
    if (inComments(doc, element))
        return;
    bool dateClass = false;
    for (NodeId a = element, up = 0; a > 0 && up < 3; a = doc.node(a).parent, ++up)
        dateClass = dateClass || dateNames(namesOf(doc, a));
    const CalendarDay::Found &f = found.front();
    const bool modified = saysModified(text.substr(0, f.offset));
    const std::string raw(text.substr(f.offset, f.length));
    MetadataCandidate c;
    c.value = f.day.iso();
    c.raw = raw;
    c.source = MetadataSource::VisibleText;
    c.key = dateClass ? "date class" : "text";
    c.node = element;
    c.reason = "text " + quoted(raw) + " → " + c.value + ", " + std::to_string(words) + " words " +
               (before ? "before" : "from") + " the " +
               (doc.node(start).tag == Tag::h1 ? "<h1>" : "<body>") +
               (dateClass ? ", in an element with a date class" : "");
    const int rank = before ? (dateClass ? kTenth : kEleventh) : (dateClass ? kSeventh : kEighth);
    out.add(modified ? MetadataField::Modified : MetadataField::Published, std::move(c), rank);
}

// A byline written as text rather than marked (project choice beside Readability.js's classes):
// "By Ann Lee", "Written by" followed by the name in the next text, "Author: Ann Lee". The
// name has at most kMaxTextBylineWords words and starts with a capital letter or is one word.
bool readTextByline(const Document &doc, NodeId n, std::size_t words, Collector &out)
{
    const std::string text = TextRules::normalize(doc.text(n));
    if (text.empty() || text.size() > MetadataRules::kMaxBylineChars)
        return false;
    const std::string low = lower(text);
    bool prefixOnly = false, prefixed = false;
    for (std::string_view prefix : {"written by", "posted by", "authors", "author", "by", "von"}) {
        if (!low.starts_with(prefix))
            continue;
        const std::string_view rest = std::string_view(low).substr(prefix.size());
        if (rest.empty() || rest == ":")
            prefixOnly = true;
        else if (rest.front() == ' ' || rest.front() == ':')
            prefixed = true;
        break;
    }
    if (!prefixOnly && !prefixed)
        return false;
    std::string name = prefixed ? cleanByline(text) : std::string();
    NodeId from = n;
    if (prefixOnly) {
        for (NodeId next = n + 1; next < doc.size() && next < n + 8; ++next)
            if (doc.node(next).isText() && doc.node(next).visible && doc.node(next).words > 0) {
                name = cleanByline(doc.text(next));
                from = next;
                break;
            }
    }
    if (!validByline(name) || TextRules::countWords(name) > MetadataRules::kMaxTextBylineWords ||
        inComments(doc, doc.node(from).parent))
        return false;
    const bool capital = (name.front() >= 'A' && name.front() <= 'Z') ||
                         static_cast<unsigned char>(name.front()) >= 0x80;
    if (!capital && TextRules::countWords(name) > 1)
        return false;
    MetadataCandidate c;
    c.value = name;
    c.raw = text;
    c.source = MetadataSource::Byline;
    c.key = "text " + quoted(text);
    c.node = doc.node(from).parent;
    c.reason = "text " + quoted(text) + (prefixOnly ? " followed by the name" : "") + ", " +
               std::to_string(words) + " words from the headline";
    out.add(MetadataField::Authors, std::move(c), kEighth);
    return true;
}

// The text by the headline: dates kDateWindowWords words after it (from the start of <body>
// when there is no <h1>) and kDateWindowWordsBefore before it, bylines written as text after
// it.
void readTextWindow(const Document &doc, NodeId start, Collector &out)
{
    if (start == kNoNode)
        return;
    std::size_t words = 0;
    bool byline = false;
    for (NodeId n = start; n < doc.size() && words < MetadataRules::kDateWindowWords; ++n) {
        const Node &node = doc.node(n);
        if (!node.isText() || !node.visible)
            continue;
        words += node.words;
        readTextDate(doc, n, start, words, false, out);
        if (!byline)
            byline = readTextByline(doc, n, words, out);
    }
    if (doc.node(start).tag != Tag::h1)
        return;
    words = 0;
    for (NodeId n = start - 1; n > 0 && words < MetadataRules::kDateWindowWordsBefore; --n) {
        const Node &node = doc.node(n);
        if (!node.isText() || !node.visible)
            continue;
        words += node.words;
        readTextDate(doc, n, start, words, true, out);
    }
}

constexpr std::array<std::string_view, kMetadataFields.size()> kRules = {
    // Title
    "project choice: the page's visible headline, an <h1> the title markup confirms (word F1 "
    "with og:title, <title> or the JSON-LD headline at least 0.5, or its words within one of "
    "them), unless it names the site; else the title markup in Readability.js's order "
    "(_getArticleMetadata: JSON-LD headline of an article, Dublin Core and og:title, "
    "twitter:title and <meta name=title>, JSON-LD of other types, <title>), the site's name "
    "taken off as trafilatura's metadata.py does (TitleCleaner); else the first <h1>",
    // Authors
    "Readability.js (_getArticleMetadata, _checkByline): JSON-LD author of an article, Dublin "
    "Core creator, <meta name=author> and parsely-author, article:author unless a URL, "
    "itemprop=author, then the first byline in the page (rel=author, byline class or id; one "
    "inside another before the outer) under 100 characters; then (project choice) a byline "
    "written as text by the headline (\"Written by\", \"By\")",
    // Published
    "htmldate (Barbaresi 2020, JOSS), the original date as trafilatura asks for it: the "
    "markup's publication date (article:published_time and <meta itemprop=datePublished>, "
    "then JSON-LD of an article, Dublin Core and other <meta>, microdata, JSON-LD of other "
    "types), <time> elements (publication classes first), the URL's "
    "date, then dates written by the headline (date classes first, below it before above it); "
    "days from 1995; without a publication date, the modification date (project choice)",
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

} // namespace

std::string_view MetadataExtractor::ruleOf(MetadataField field)
{
    return kRules[static_cast<std::size_t>(field)];
}

Metadata MetadataExtractor::extract(const Document &doc, std::string_view url)
{
    Collector out(doc);
    const PageFacts facts = PageFacts::of(doc);
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
                !textOf(doc, n).empty())
                headings.push_back(n);
            if (heading == kNoNode && !headings.empty())
                heading = headings.front();
            break;
        case Tag::meta:
            readMeta(doc, n, out);
            break;
        case Tag::link:
            if (lower(doc.attribute(n, "rel")) == "canonical" && !doc.attribute(n, "href").empty())
                out.add(MetadataField::CanonicalUrl,
                        {std::string(doc.attribute(n, "href")),
                         std::string(doc.attribute(n, "href")),
                         MetadataSource::Link,
                         "canonical",
                         n,
                         {},
                         "<link rel=canonical>"},
                        kFirst);
            break;
        case Tag::script:
            if (lower(TextRules::normalize(doc.attribute(n, "type"))) == "application/ld+json")
                readJsonLd(doc, n, out);
            break;
        case Tag::time:
            if (doc.attribute(n, "itemprop").empty())
                readTime(doc, n, out);
            break;
        default:
            break;
        }
        if (node.tag != Tag::meta) {
            if (const std::string_view itemprop = doc.attribute(n, "itemprop"); !itemprop.empty())
                readMicrodata(doc, n, itemprop, out);
            if (node.tag != Tag::link && node.tag != Tag::html && node.tag != Tag::body &&
                bylines < MetadataRules::kMaxBylineElements && node.visible &&
                readByline(doc, n, out))
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
                    kSecond);
    if (doc.htmlElement() != kNoNode && !facts.language.empty())
        out.add(MetadataField::Language,
                {facts.language,
                 facts.language,
                 MetadataSource::HtmlLang,
                 "lang",
                 doc.htmlElement(),
                 {},
                 "<html lang=\"" + facts.language + "\">"},
                kFirst);

    // The URL's date (htmldate reads it after the markup, before the text).
    const std::string pageUrl = url.empty() ? facts.url : std::string(url);
    if (const std::optional<CalendarDay> day = CalendarDay::ofUrl(pageUrl))
        out.add(MetadataField::Published,
                {day->iso(),
                 pageUrl,
                 MetadataSource::Url,
                 "url",
                 kNoNode,
                 {},
                 "the URL's path " + quoted(pageUrl) + " → " + day->iso()},
                kSixth);

    Metadata m;
    const auto choose = [&](MetadataField f) {
        MetadataValue &v = m[f];
        v.rule = std::string(ruleOf(f));
        int best = std::numeric_limits<int>::max();
        for (std::size_t i = 0; i < out.of(f).size(); ++i) {
            const Collector::Ranked &r = out.of(f)[i];
            v.candidates.push_back(r.candidate);
            if (r.rank < best && !r.candidate.value.empty()) {
                best = r.rank;
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
    const std::string host = hostOf(pageUrl);
    const std::string &site = m[MetadataField::SiteName].value;
    if (titleElement != kNoNode && !facts.title.empty())
        out.add(MetadataField::Title,
                {facts.title,
                 facts.title,
                 MetadataSource::TitleElement,
                 "title",
                 titleElement,
                 {},
                 "<title>, " + wordsText(facts.title)},
                kFifth);
    for (Collector::Ranked &r : out.of(MetadataField::Title)) {
        MetadataCandidate &c = r.candidate;
        if (c.source == MetadataSource::Heading || c.source == MetadataSource::JsonLd)
            continue;
        const std::string cleaned = TitleCleaner::clean(c.value, site, host);
        if (cleaned != c.value) {
            c.reason += "; site name taken off: " + quoted(cleaned);
            c.value = cleaned;
        }
        if (TextRules::countWords(c.value) > MetadataRules::kMaxTitleWords)
            c.value.clear();
    }
    // The page's visible headline when its title markup confirms it (TitleRule).
    std::vector<std::string> markupTitles;
    for (const Collector::Ranked &r : out.of(MetadataField::Title))
        if (r.candidate.source == MetadataSource::OpenGraph ||
            r.candidate.source == MetadataSource::TitleElement ||
            r.candidate.source == MetadataSource::JsonLd)
            markupTitles.push_back(r.candidate.raw);
    const std::string siteKey = TitleCleaner::key(site);
    const std::string hostKey = TitleCleaner::key(TitleCleaner::hostName(host));
    int confirmed = -1, contained = -1;
    double bestAgreement = -1;
    for (std::size_t h = 0; h < headings.size(); ++h) {
        const std::string text = textOf(doc, headings[h]);
        double agreement = 0, containment = 0;
        for (const std::string &t : markupTitles) {
            agreement = std::max(agreement, wordF1(text, t));
            containment = std::max(containment, wordsWithin(text, t));
        }
        const std::string k = TitleCleaner::key(text);
        const bool namesSite = !k.empty() && (k == siteKey || k == hostKey);
        std::string reason =
            (h == 0 ? "the first <h1>, " : "<h1> number " + std::to_string(h + 1) + ", ") +
            wordsText(text);
        if (!markupTitles.empty())
            reason += ", word F1 " + decimal(agreement) + " with the title markup, " +
                      decimal(containment) + " of its words in it";
        if (namesSite)
            reason += ", names the site";
        const int index = static_cast<int>(out.of(MetadataField::Title).size());
        out.add(MetadataField::Title,
                {text, text, MetadataSource::Heading, "h1", headings[h], {}, reason}, kSixth);
        if (namesSite || TextRules::countWords(text) > MetadataRules::kMaxTitleWords)
            continue;
        if (agreement >= MetadataRules::kHeadingAgreement && agreement > bestAgreement) {
            bestAgreement = agreement;
            confirmed = index;
        }
        if (contained < 0 && containment >= MetadataRules::kHeadingContainment)
            contained = index;
    }
    choose(MetadataField::Title);
    const int heading1 = confirmed >= 0 ? confirmed : contained;
    MetadataValue &title = m[MetadataField::Title];
    if (heading1 >= 0) {
        title.chosen = heading1;
        title.value = title.candidates[static_cast<std::size_t>(heading1)].value;
    }

    // The text by the headline: the chosen <h1>, else the first, else the start of <body>.
    const NodeId start = heading1 >= 0 ? title.candidates[static_cast<std::size_t>(heading1)].node
                         : heading != kNoNode ? heading
                                              : doc.body();
    readTextWindow(doc, start, out);
    for (MetadataField f :
         {MetadataField::Authors, MetadataField::Published, MetadataField::Modified})
        choose(f);
    // A page that shows only when it was updated was published then, as far as anyone can
    // tell: htmldate's default takes the most recent date a page gives (Barbaresi 2020); here
    // the modification date stands in only when there is no publication date (project choice).
    MetadataValue &published = m[MetadataField::Published];
    const MetadataValue &modified = m[MetadataField::Modified];
    if (published.chosen < 0 && modified.chosen >= 0) {
        MetadataCandidate c = *modified.chosenCandidate();
        c.reason += "; the modification date, as the page gives no publication date";
        published.candidates.push_back(std::move(c));
        published.chosen = static_cast<int>(published.candidates.size() - 1);
        published.value = modified.value;
    }
    return m;
}

} // namespace core
