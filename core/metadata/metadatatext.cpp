#include "metadatatext.h"

#include "calendarday.h"
#include "document/asciicase.h"
#include "document/textrules.h"
#include "metadatarules.h"

#include "measures/wordbag.h"

#include <algorithm>
#include <cstdio>

namespace core {

namespace {

// Words that are what a byline element holds beside a name, never a name.
bool isBylineWord(std::string_view s)
{
    const std::string low = asciiLower(s);
    for (std::string_view w :
         {"updated", "published", "posted", "by",        "author", "authors", "written by",
          "mon",     "tue",       "wed",    "thu",       "fri",    "sat",     "sun",
          "share",   "follow",    "admin",  "anonymous", "guest",  "staff"})
        if (low == w)
            return true;
    return false;
}

// A soft hyphen (U+00AD) only says where a word may break; it is no character of the word.
std::string withoutSoftHyphens(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\xC2' && i + 1 < s.size() && s[i + 1] == '\xAD')
            ++i;
        else
            out += s[i];
    }
    return out;
}

// A permalink anchor (Sphinx's and MkDocs' headerlink "¶", "#", "§"): a link to a fragment of
// the page whose text has no letter or digit. It marks the heading, it is not one of its words.
bool isPermalink(const Document &doc, NodeId n)
{
    if (doc.node(n).tag != Tag::a || !doc.attribute(n, "href").starts_with("#"))
        return false;
    for (NodeId d = n + 1; d < doc.node(n).end; ++d)
        if (doc.node(d).isText())
            for (char c : doc.text(d))
                if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
                    return false;
    return true;
}

} // namespace

bool MetadataText::contains(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

bool MetadataText::isUrl(std::string_view s)
{
    return s.starts_with("http://") || s.starts_with("https://") || s.starts_with("//") ||
           s.starts_with("/");
}

std::string MetadataText::textOf(const Document &doc, NodeId id)
{
    std::string text;
    NodeId lastParent = kNoNode;
    bool lineBreak = false;
    for (NodeId n = id + 1; n < doc.node(id).end; ++n) {
        const Node &node = doc.node(n);
        if (node.isElement() &&
            (node.tag == Tag::script || node.tag == Tag::style || isPermalink(doc, n))) {
            n = node.end - 1;
            continue;
        }
        if (node.isElement() && node.tag == Tag::br)
            lineBreak = true;
        if (node.isText()) {
            // Text of two elements is two words even when the markup has no space between
            // them (<div>Ann Lee</div><div>May 5, 2021</div>), and so is text on two lines.
            if (!text.empty() && (node.parent != lastParent || lineBreak))
                text += ' ';
            text += withoutSoftHyphens(doc.text(n));
            lastParent = node.parent;
            lineBreak = false;
        }
        if (text.size() > MetadataRules::kMaxTextBytes)
            break;
    }
    return TextRules::normalize(text);
}

std::string MetadataText::namesOf(const Document &doc, NodeId id)
{
    return asciiLower(std::string(doc.attribute(id, "class")) + " " +
                      std::string(doc.attribute(id, "id")));
}

bool MetadataText::namesHold(const Document &doc, NodeId id, std::string_view word)
{
    return asciiContainsIgnoreCase(doc.attribute(id, "class"), word) ||
           asciiContainsIgnoreCase(doc.attribute(id, "id"), word);
}

bool MetadataText::withinNames(const Document &doc, NodeId id, std::string_view word)
{
    for (NodeId n = id; n > 0; n = doc.node(n).parent)
        if (doc.node(n).isElement() && namesHold(doc, n, word))
            return true;
    return false;
}

bool MetadataText::inComments(const Document &doc, NodeId id)
{
    return withinNames(doc, id, "comment");
}

std::string MetadataText::quoted(std::string_view s)
{
    constexpr std::size_t kShown = 60; // project choice: a reason stays one readable line
    return "\"" + TextRules::clip(s, kShown) + "\"";
}

double MetadataText::wordF1(std::string_view a, std::string_view b)
{
    return WordBag::f1(WordBag::folded(a), WordBag::folded(b));
}

double MetadataText::wordsWithin(std::string_view a, std::string_view b)
{
    const std::vector<std::string> wa = WordBag::folded(a);
    return wa.empty() ? 0
                      : static_cast<double>(WordBag::shared(wa, WordBag::folded(b))) /
                            static_cast<double>(wa.size());
}

std::string MetadataText::decimal(double v)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.2f", v);
    return buffer;
}

std::string MetadataText::wordsText(std::string_view s)
{
    const std::uint32_t words = TextRules::countWords(s);
    return std::to_string(words) + (words == 1 ? " word" : " words");
}

std::string MetadataText::cleanByline(std::string_view text)
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
    const std::string low = asciiLower(s);
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

bool MetadataText::validByline(std::string_view s)
{
    return !s.empty() && TextRules::codePoints(s) < MetadataRules::kMaxBylineChars &&
           TextRules::countWords(s) <= MetadataRules::kMaxBylineWords && !isUrl(s) &&
           !isBylineWord(s) && s.find_first_not_of("0123456789 .,:-/") != std::string_view::npos;
}

bool MetadataText::bylineNames(std::string_view names)
{
    for (std::string_view hint : {"byline", "author", "writtenby", "p-author"})
        if (contains(names, hint))
            return true;
    return false;
}

bool MetadataText::dateNames(std::string_view names)
{
    for (std::string_view hint :
         {"date", "time", "publish", "posted", "meta", "byline", "dateline", "info"})
        if (contains(names, hint))
            return true;
    return false;
}

bool MetadataText::modifiedNames(std::string_view names)
{
    return contains(names, "updated") || contains(names, "modified");
}

bool MetadataText::saysModified(std::string_view before)
{
    const std::string low = asciiLower(before.substr(before.size() > 40 ? before.size() - 40 : 0));
    return contains(low, "updat") || contains(low, "modif") || contains(low, "aktualisiert") ||
           contains(low, "mis à jour") || contains(low, "actualiz") || contains(low, "edited");
}

} // namespace core
