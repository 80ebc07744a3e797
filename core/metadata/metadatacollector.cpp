#include "metadatacollector.h"

#include "calendarday.h"
#include "document/asciicase.h"
#include "document/textrules.h"
#include "jsonldreader.h"
#include "metadatarules.h"
#include "metadatatext.h"

#include <algorithm>

namespace core {

namespace {

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
    {"og:title", MetadataField::Title, MetadataSource::OpenGraph, MetadataCollector::kSecond},
    {"dc.title", MetadataField::Title, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"dc:title", MetadataField::Title, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"dcterms.title", MetadataField::Title, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"dcterm:title", MetadataField::Title, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"headline", MetadataField::Title, MetadataSource::Microdata, MetadataCollector::kSecond},
    {"twitter:title", MetadataField::Title, MetadataSource::Twitter, MetadataCollector::kThird},
    {"title", MetadataField::Title, MetadataSource::MetaName, MetadataCollector::kThird},
    {"parsely-title", MetadataField::Title, MetadataSource::MetaName, MetadataCollector::kThird},
    {"sailthru.title", MetadataField::Title, MetadataSource::MetaName, MetadataCollector::kThird},

    {"dc.creator", MetadataField::Authors, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"dc:creator", MetadataField::Authors, MetadataSource::DublinCore, MetadataCollector::kSecond},
    {"dcterms.creator", MetadataField::Authors, MetadataSource::DublinCore,
     MetadataCollector::kSecond},
    {"dcterm:creator", MetadataField::Authors, MetadataSource::DublinCore,
     MetadataCollector::kSecond},
    {"author", MetadataField::Authors, MetadataSource::MetaName, MetadataCollector::kThird},
    {"parsely-author", MetadataField::Authors, MetadataSource::MetaName, MetadataCollector::kThird},
    {"sailthru.author", MetadataField::Authors, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"citation_author", MetadataField::Authors, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"byl", MetadataField::Authors, MetadataSource::MetaName, MetadataCollector::kThird},
    {"article:author", MetadataField::Authors, MetadataSource::OpenGraph,
     MetadataCollector::kFourth},

    {"article:published_time", MetadataField::Published, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"og:published_time", MetadataField::Published, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"og:article:published_time", MetadataField::Published, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"datepublished", MetadataField::Published, MetadataSource::Microdata,
     MetadataCollector::kFirst},
    {"dc.date", MetadataField::Published, MetadataSource::DublinCore, MetadataCollector::kThird},
    {"dc.date.issued", MetadataField::Published, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"dc.date.created", MetadataField::Published, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"dcterms.date", MetadataField::Published, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"dcterms.issued", MetadataField::Published, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"dcterms.created", MetadataField::Published, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"datecreated", MetadataField::Published, MetadataSource::Microdata, MetadataCollector::kThird},
    {"pubdate", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"publishdate", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"publish-date", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"publish_date", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"publication_date", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"published_time", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"article.published", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"parsely-pub-date", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"sailthru.date", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"citation_publication_date", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"citation_date", MetadataField::Published, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"date", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"published", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},
    {"article:published", MetadataField::Published, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"ms.date", MetadataField::Published, MetadataSource::MetaName, MetadataCollector::kThird},

    {"article:modified_time", MetadataField::Modified, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"og:updated_time", MetadataField::Modified, MetadataSource::OpenGraph,
     MetadataCollector::kFirst},
    {"datemodified", MetadataField::Modified, MetadataSource::Microdata, MetadataCollector::kFirst},
    {"dcterms.modified", MetadataField::Modified, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"last-modified", MetadataField::Modified, MetadataSource::MetaName, MetadataCollector::kThird},
    {"modified", MetadataField::Modified, MetadataSource::MetaName, MetadataCollector::kThird},

    {"og:site_name", MetadataField::SiteName, MetadataSource::OpenGraph, MetadataCollector::kFirst},
    {"application-name", MetadataField::SiteName, MetadataSource::MetaName,
     MetadataCollector::kThird},
    {"dc.publisher", MetadataField::SiteName, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"dcterms.publisher", MetadataField::SiteName, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"publisher", MetadataField::SiteName, MetadataSource::MetaName, MetadataCollector::kThird},

    {"content-language", MetadataField::Language, MetadataSource::MetaName,
     MetadataCollector::kSecond},
    {"dc.language", MetadataField::Language, MetadataSource::DublinCore, MetadataCollector::kThird},
    {"dcterms.language", MetadataField::Language, MetadataSource::DublinCore,
     MetadataCollector::kThird},
    {"og:locale", MetadataField::Language, MetadataSource::OpenGraph, MetadataCollector::kFourth},

    {"dc.description", MetadataField::Description, MetadataSource::DublinCore,
     MetadataCollector::kSecond},
    {"dcterms.description", MetadataField::Description, MetadataSource::DublinCore,
     MetadataCollector::kSecond},
    {"og:description", MetadataField::Description, MetadataSource::OpenGraph,
     MetadataCollector::kThird},
    {"description", MetadataField::Description, MetadataSource::MetaName,
     MetadataCollector::kFourth},
}};
// twitter:description after the others, as Readability.js reads it.
constexpr MetaKey kTwitterDescription = {"twitter:description", MetadataField::Description,
                                         MetadataSource::Twitter, MetadataCollector::kFifth};

bool isDateField(MetadataField f)
{
    return f == MetadataField::Published || f == MetadataField::Modified;
}

} // namespace

void MetadataCollector::add(MetadataField field, MetadataCandidate c, int rank)
{
    auto &list = m_fields[static_cast<std::size_t>(field)];
    if (c.node != kNoNode)
        c.path = m_doc.path(c.node);
    c.rank = rank;
    list.push_back(std::move(c));
}

bool MetadataCollector::addDate(MetadataField field, std::string_view raw, MetadataSource source,
                                std::string key, NodeId node, int rank, const std::string &where)
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
    c.reason = where + " " + MetadataText::quoted(c.raw) + " → " + c.value;
    add(field, std::move(c), rank);
    return true;
}

void MetadataCollector::preferInnerByline(NodeId inner)
{
    for (MetadataCandidate &c : of(MetadataField::Authors))
        if (c.source == MetadataSource::Byline && c.node != inner &&
            m_doc.isAncestorOf(c.node, inner) && c.rank < kNinth) {
            c.rank = kNinth;
            c.reason += "; holds another byline";
        }
}

void MetadataCollector::readMeta(NodeId n)
{
    const std::string_view content = m_doc.attribute(n, "content");
    if (content.empty())
        return;
    // Slack's unfurling labels (twitter:labelN "Written by", twitter:dataN the name), which
    // Yoast SEO writes on many sites: the author when no other <meta> names one.
    if (const std::string key = asciiLower(m_doc.attribute(n, "name"));
        key.starts_with("twitter:data")) {
        const std::string label = "twitter:label" + key.substr(12);
        for (NodeId p = n - 1; p > 0 && p >= n - 4; --p)
            if (m_doc.node(p).isElement() && asciiLower(m_doc.attribute(p, "name")) == label &&
                asciiLower(TextRules::normalize(m_doc.attribute(p, "content"))) == "written by") {
                const std::string value = MetadataText::cleanByline(content);
                if (MetadataText::validByline(value))
                    add(MetadataField::Authors,
                        {value,
                         std::string(content),
                         MetadataSource::Twitter,
                         "twitter:label \"Written by\"",
                         n,
                         {},
                         "<meta name=\"" + key + "\"> after \"Written by\", " +
                             MetadataText::wordsText(value)},
                        kFourth);
            }
        return;
    }
    for (std::string_view attr : {"property", "name", "itemprop", "http-equiv"}) {
        const std::string key = asciiLower(m_doc.attribute(n, attr));
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
            addDate(match->field, content, match->source, key, n, match->rank, where);
            continue;
        }
        std::string value = TextRules::normalize(content);
        if (match->field == MetadataField::Authors && !MetadataText::validByline(value))
            continue; // article:author is often the author's page, a URL
        if (match->field == MetadataField::Language)
            std::replace(value.begin(), value.end(), '_', '-');
        MetadataCandidate c;
        c.raw = std::string(content);
        c.value = match->field == MetadataField::Authors ? MetadataText::cleanByline(value) : value;
        c.source = match->source;
        c.key = key;
        c.node = n;
        c.reason = where + ", " + MetadataText::wordsText(c.value);
        if (!c.value.empty())
            add(match->field, std::move(c), match->rank);
    }
}

void MetadataCollector::readJsonLd(NodeId n)
{
    std::string text;
    for (NodeId c = m_doc.node(n).firstChild; c != kNoNode; c = m_doc.node(c).nextSibling)
        if (m_doc.node(c).isText())
            text += m_doc.text(c);
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
            addDate(e.field, e.value, MetadataSource::JsonLd, key, n, e.article ? kSecond : kFourth,
                    where);
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
        c.reason = where + ", " + MetadataText::wordsText(c.value);
        const int fieldRank = e.field == MetadataField::SiteName   ? kSecond
                              : e.field == MetadataField::Language ? kThird
                                                                   : rank;
        add(e.field, std::move(c), fieldRank);
    }
}

// An element with itemprop (microdata) other than <meta>, whose value is its content or
// datetime attribute or its text.
void MetadataCollector::readMicrodata(NodeId n, std::string_view itemprop)
{
    const std::string prop = asciiLower(itemprop);
    std::string_view attr = m_doc.attribute(n, "content");
    if (attr.empty())
        attr = m_doc.attribute(n, "datetime");
    const std::string where = "itemprop=\"" + prop + "\"";
    if (prop == "datepublished" || prop == "datemodified") {
        const MetadataField field =
            prop == "datepublished" ? MetadataField::Published : MetadataField::Modified;
        const std::string text = attr.empty() ? MetadataText::textOf(m_doc, n) : std::string(attr);
        addDate(field, text, MetadataSource::Microdata, prop, n, kThird, where);
        return;
    }
    if (prop != "author" && prop != "headline")
        return;
    std::string text;
    if (prop == "author") {
        // The author's name is its itemprop=name when the author is an item of its own.
        for (NodeId d = n + 1; d < m_doc.node(n).end && text.empty(); ++d)
            if (m_doc.node(d).isElement() && asciiLower(m_doc.attribute(d, "itemprop")) == "name")
                text = m_doc.attribute(d, "content").empty()
                           ? MetadataText::textOf(m_doc, d)
                           : std::string(m_doc.attribute(d, "content"));
    }
    if (text.empty())
        text = attr.empty() ? MetadataText::textOf(m_doc, n) : std::string(attr);
    MetadataCandidate c;
    c.raw = text;
    c.value = prop == "author" ? MetadataText::cleanByline(text) : TextRules::normalize(text);
    c.source = MetadataSource::Microdata;
    c.key = prop;
    c.node = n;
    c.reason = where + ", " + MetadataText::wordsText(c.value);
    if (prop == "author" && !MetadataText::validByline(c.value))
        return;
    if (prop == "headline" &&
        (c.value.empty() || TextRules::countWords(c.value) > MetadataRules::kMaxTitleWords))
        return;
    add(prop == "author" ? MetadataField::Authors : MetadataField::Title, std::move(c),
        prop == "author" ? kFifth : kSecond);
}

// A byline in the page (Readability.js's _checkByline): rel=author, or byline class or id names;
// its text under kMaxBylineChars.
bool MetadataCollector::readByline(NodeId n)
{
    const std::string names = MetadataText::namesOf(m_doc, n);
    const bool rel = asciiLower(m_doc.attribute(n, "rel")) == "author";
    if (!rel && !MetadataText::bylineNames(names))
        return false;
    if (MetadataText::inComments(m_doc, n))
        return false;
    const std::string text = MetadataText::textOf(m_doc, n);
    const std::string name = MetadataText::cleanByline(text);
    if (!MetadataText::validByline(name))
        return false;
    MetadataCandidate c;
    c.raw = text;
    c.value = name;
    c.source = MetadataSource::Byline;
    c.key = rel ? "rel=author" : "class/id \"" + TextRules::normalize(names) + "\"";
    c.node = n;
    c.reason = c.key + ", " + MetadataText::wordsText(name) + ", " +
               std::to_string(TextRules::codePoints(name)) + " characters (under " +
               std::to_string(MetadataRules::kMaxBylineChars) + ")";
    add(MetadataField::Authors, std::move(c), rel ? kSixth : kSeventh);
    preferInnerByline(n);
    return true;
}

void MetadataCollector::readTime(NodeId n)
{
    if (MetadataText::inComments(m_doc, n))
        return;
    std::string_view datetime = m_doc.attribute(n, "datetime");
    const std::string text =
        datetime.empty() ? MetadataText::textOf(m_doc, n) : std::string(datetime);
    const NodeId parent = m_doc.node(n).parent;
    const std::string names = MetadataText::namesOf(m_doc, n) + " " +
                              (parent > 0 ? MetadataText::namesOf(m_doc, parent) : std::string());
    const bool modified = MetadataText::modifiedNames(names);
    const bool published =
        m_doc.hasAttribute(n, "pubdate") || MetadataText::contains(names, "publish") ||
        MetadataText::contains(names, "posted") || MetadataText::contains(names, "entry-date") ||
        MetadataText::contains(names, "post-date");
    const std::string where = std::string("<time") + (datetime.empty() ? "" : " datetime") +
                              (published ? ", publication class" : "") +
                              (modified ? ", update class" : "") + ">";
    addDate(modified ? MetadataField::Modified : MetadataField::Published, text,
            MetadataSource::TimeElement, "time", n, published || modified ? kFourth : kFifth,
            where);
}

// A date written in a text node of the window: a candidate of the publication date, or of the
// modification date after "Updated".
void MetadataCollector::readTextDate(NodeId n, NodeId start, std::size_t words, bool before)
{
    const std::string_view text = m_doc.text(n);
    if (text.size() > MetadataRules::kMaxDateTextBytes)
        return;
    const std::vector<CalendarDay::Found> found = CalendarDay::findAll(text);
    if (found.empty())
        return;
    const NodeId element = m_doc.node(n).parent;
    if (MetadataText::inComments(m_doc, element))
        return;
    bool dateClass = false;
    for (NodeId a = element, up = 0; a > 0 && up < 3; a = m_doc.node(a).parent, ++up)
        dateClass = dateClass || MetadataText::dateNames(MetadataText::namesOf(m_doc, a));
    const CalendarDay::Found &f = found.front();
    const bool modified = MetadataText::saysModified(text.substr(0, f.offset));
    const std::string raw(text.substr(f.offset, f.length));
    MetadataCandidate c;
    c.value = f.day.iso();
    c.raw = raw;
    c.source = MetadataSource::VisibleText;
    c.key = dateClass ? "date class" : "text";
    c.node = element;
    c.reason = "text " + MetadataText::quoted(raw) + " → " + c.value + ", " +
               std::to_string(words) + " words " + (before ? "before" : "from") + " the " +
               (m_doc.node(start).tag == Tag::h1 ? "<h1>" : "<body>") +
               (dateClass ? ", in an element with a date class" : "");
    const int rank = before ? (dateClass ? kTenth : kEleventh) : (dateClass ? kSeventh : kEighth);
    add(modified ? MetadataField::Modified : MetadataField::Published, std::move(c), rank);
}

// A byline written as text rather than marked (project choice beside Readability.js's classes):
// "By Ann Lee", "Written by" followed by the name in the next text, "Author: Ann Lee". The
// name has at most kMaxTextBylineWords words and starts with a capital letter or is one word.
bool MetadataCollector::readTextByline(NodeId n, std::size_t words)
{
    const std::string text = TextRules::normalize(m_doc.text(n));
    if (text.empty() || text.size() > MetadataRules::kMaxBylineChars)
        return false;
    const std::string low = asciiLower(text);
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
    std::string name = prefixed ? MetadataText::cleanByline(text) : std::string();
    NodeId from = n;
    if (prefixOnly) {
        for (NodeId next = n + 1; next < m_doc.size() && next < n + 8; ++next)
            if (m_doc.node(next).isText() && m_doc.node(next).visible &&
                m_doc.node(next).words > 0) {
                name = MetadataText::cleanByline(m_doc.text(next));
                from = next;
                break;
            }
    }
    if (!MetadataText::validByline(name) ||
        TextRules::countWords(name) > MetadataRules::kMaxTextBylineWords ||
        MetadataText::inComments(m_doc, m_doc.node(from).parent))
        return false;
    const bool capital = (name.front() >= 'A' && name.front() <= 'Z') ||
                         static_cast<unsigned char>(name.front()) >= 0x80;
    if (!capital && TextRules::countWords(name) > 1)
        return false;
    MetadataCandidate c;
    c.value = name;
    c.raw = text;
    c.source = MetadataSource::Byline;
    c.key = "text " + MetadataText::quoted(text);
    c.node = m_doc.node(from).parent;
    c.reason = "text " + MetadataText::quoted(text) + (prefixOnly ? " followed by the name" : "") +
               ", " + std::to_string(words) + " words from the headline";
    add(MetadataField::Authors, std::move(c), kEighth);
    return true;
}

// The text by the headline: dates kDateWindowWords words after it (from the start of <body>
// when there is no <h1>) and kDateWindowWordsBefore before it, bylines written as text after
// it.
void MetadataCollector::readTextWindow(NodeId start)
{
    if (start == kNoNode)
        return;
    std::size_t words = 0;
    bool byline = false;
    for (NodeId n = start; n < m_doc.size() && words < MetadataRules::kDateWindowWords; ++n) {
        const Node &node = m_doc.node(n);
        if (!node.isText() || !node.visible)
            continue;
        words += node.words;
        readTextDate(n, start, words, false);
        if (!byline)
            byline = readTextByline(n, words);
    }
    if (m_doc.node(start).tag != Tag::h1)
        return;
    words = 0;
    for (NodeId n = start - 1; n > 0 && words < MetadataRules::kDateWindowWordsBefore; --n) {
        const Node &node = m_doc.node(n);
        if (!node.isText() || !node.visible)
            continue;
        words += node.words;
        readTextDate(n, start, words, true);
    }
}

} // namespace core
