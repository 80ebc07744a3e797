#include "attributehints.h"

#include "document/tagset.h"

#include <array>
#include <string>
#include <vector>

namespace core {

namespace {

// Project choice: the families and their words, after the negative and positive class/id lists
// of Readability.js (unlikelyCandidates, positive) and trafilatura's cleaning rules, widened to
// what the WCXB development pages use. A stem matches inside a word ("mainnav" holds "nav"); a
// short word only as a whole word ("ad" must not match "header" or "download").
struct Family
{
    AttributeHints::Hint hint;
    std::initializer_list<std::string_view> stems;
    std::initializer_list<std::string_view> words;
};

const std::array<Family, 15> &families()
{
    static const std::array<Family, 15> f = {{
        {AttributeHints::Navigation, {"nav", "menu"}, {}},
        {AttributeHints::Header, {"header", "masthead", "topbar"}, {"head", "banner"}},
        {AttributeHints::Footer, {"footer"}, {"foot"}},
        {AttributeHints::Sidebar, {"sidebar", "widget"}, {"aside", "side", "rail"}},
        {AttributeHints::Comments, {"comment", "disqus"}, {"respond", "replies"}},
        {AttributeHints::Sharing, {"share", "social", "sharing"}, {}},
        {AttributeHints::Related,
         {"related", "recommend", "popular", "trending"},
         {"more", "teaser", "upnext"}},
        {AttributeHints::Breadcrumb, {"breadcrumb", "crumb"}, {}},
        {AttributeHints::Dialog,
         {"cookie", "consent", "gdpr", "modal", "popup", "overlay", "dialog", "drawer", "lightbox"},
         {}},
        {AttributeHints::Advert,
         {"advert", "sponsor", "promo", "taboola", "outbrain", "adsense"},
         {"ad", "ads", "dfp"}},
        {AttributeHints::Signup,
         {"newsletter", "subscri", "signup", "login", "register", "signin"},
         {}},
        {AttributeHints::Meta,
         {"byline", "author", "timestamp", "dateline", "posted", "published"},
         {"meta", "date", "time"}},
        {AttributeHints::Commerce, {"cart", "checkout", "price", "basket"}, {"buy"}},
        {AttributeHints::HiddenClass,
         {"sronly", "screenreader", "visuallyhidden", "hidden", "invisible", "skip"},
         {"sr", "offscreen"}},
        {AttributeHints::Content,
         {"content", "article", "post", "entry", "story", "prose", "markdown", "richtext",
          "wysiwyg", "descr"},
         {"main", "text", "rte", "body"}},
    }};
    return f;
}

constexpr TagSet kFormTags = {Tag::form,  Tag::button,   Tag::select,   Tag::label,
                              Tag::input, Tag::textarea, Tag::fieldset, Tag::option};

// The letters a to z that s holds, one bit each.
std::uint32_t lettersOf(std::string_view s)
{
    std::uint32_t letters = 0;
    for (const char c : s)
        if (c >= 'a' && c <= 'z')
            letters |= 1u << (c - 'a');
    return letters;
}

// Every family's stems with their letters: a stem lies within a word only if the word has all its
// letters, a test of one instruction that rules out most stems before a search (the class and id
// words of every element of a page are matched against some 70 stems).
struct Stem
{
    std::string_view text;
    std::uint32_t letters;
    AttributeHints::Hint hint;
};

const std::vector<Stem> &stems()
{
    static const std::vector<Stem> all = [] {
        std::vector<Stem> v;
        for (const Family &f : families())
            for (std::string_view s : f.stems)
                v.push_back({s, lettersOf(s), f.hint});
        return v;
    }();
    return all;
}

std::uint32_t ofWord(std::string_view word)
{
    std::uint32_t hints = 0;
    const std::uint32_t letters = lettersOf(word);
    for (const Stem &s : stems())
        if ((s.letters & ~letters) == 0 && word.find(s.text) != std::string_view::npos)
            hints |= s.hint;
    for (const Family &f : families())
        for (std::string_view w : f.words)
            if (word == w)
                hints |= f.hint;
    return hints;
}

std::uint32_t ofRole(std::string_view role)
{
    if (role == "navigation" || role == "menu" || role == "menubar")
        return AttributeHints::Navigation;
    if (role == "banner")
        return AttributeHints::Header;
    if (role == "contentinfo")
        return AttributeHints::Footer;
    if (role == "complementary")
        return AttributeHints::Sidebar;
    if (role == "search")
        return AttributeHints::Form;
    if (role == "dialog" || role == "alertdialog")
        return AttributeHints::Dialog;
    if (role == "main" || role == "article")
        return AttributeHints::Main;
    return 0;
}

} // namespace

std::uint32_t AttributeHints::ofNames(std::string_view value)
{
    std::uint32_t hints = 0;
    std::string word;
    auto flush = [&] {
        if (!word.empty())
            hints |= ofWord(word);
        word.clear();
    };
    for (char c : value) {
        if (c >= 'A' && c <= 'Z')
            word.push_back(static_cast<char>(c - 'A' + 'a'));
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            word.push_back(c);
        else
            flush();
    }
    flush();
    return hints;
}

std::uint32_t AttributeHints::of(const Document &doc, NodeId id)
{
    const Node &n = doc.node(id);
    if (!n.isElement())
        return 0;
    std::uint32_t hints = ofNames(doc.attribute(id, "class")) | ofNames(doc.attribute(id, "id")) |
                          ofRole(doc.attribute(id, "role"));
    switch (n.tag) {
    case Tag::nav:
        hints |= Navigation;
        break;
    case Tag::header:
        hints |= Header;
        break;
    case Tag::footer:
        hints |= Footer;
        break;
    case Tag::aside:
        hints |= Sidebar;
        break;
    case Tag::dialog:
        hints |= Dialog;
        break;
    case Tag::time:
        hints |= Meta;
        break;
    case Tag::main:
    case Tag::article:
        hints |= Main;
        break;
    case Tag::pre:
    case Tag::code:
        hints |= Code;
        break;
    case Tag::table:
        hints |= Table;
        break;
    default:
        if (kFormTags.contains(n.tag))
            hints |= Form;
        break;
    }
    const std::string_view itemprop = doc.attribute(id, "itemprop");
    if (itemprop == "articleBody" || itemprop == "text" || itemprop == "description" ||
        itemprop == "reviewBody")
        hints |= Main;
    return hints;
}

} // namespace core
