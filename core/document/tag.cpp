#include "tag.h"

#include "asciicase.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <unordered_map>

namespace core {

namespace {

constexpr std::string_view stripUnderscore(std::string_view s)
{
    return s.ends_with('_') ? s.substr(0, s.size() - 1) : s;
}

constexpr std::array<std::string_view, static_cast<size_t>(Tag::Count)> kNames = {
    "",
#define BOILERSCOPE_TAG_NAME(name) stripUnderscore(#name),
    BOILERSCOPE_TAGS(BOILERSCOPE_TAG_NAME)
#undef BOILERSCOPE_TAG_NAME
        "",
};

const std::unordered_map<std::string_view, Tag> &nameIndex()
{
    static const std::unordered_map<std::string_view, Tag> index = [] {
        std::unordered_map<std::string_view, Tag> m;
        for (size_t i = 1; i + 1 < kNames.size(); ++i)
            m.emplace(kNames[i], static_cast<Tag>(i));
        return m;
    }();
    return index;
}

template <size_t N>
constexpr std::array<bool, static_cast<size_t>(Tag::Count)> makeSet(const Tag (&tags)[N])
{
    std::array<bool, static_cast<size_t>(Tag::Count)> set{};
    for (Tag t : tags)
        set[static_cast<size_t>(t)] = true;
    return set;
}

// The document head and the elements whose children a browser never renders as text:
// * script, style, noscript (scripting is on), template: never shown as text by a browser;
// * iframe: shows the framed document, never its children (HTML §4.8.5; the parser keeps them
//   as raw text, so they would surface as literal markup);
// * noframes, noembed, datalist, rp: `display: none` in the HTML rendering's user-agent style
//   sheet (HTML §15.3.1), which source mode has no other way to apply;
// * video, audio, canvas: their children are fallback for browsers without the element (HTML
//   §4.8.8, §4.8.9: "should not show this content"; §4.12.5: canvas's only when scripting is
//   off, the same assumption as noscript's).
// The parent decides for the whole subtree (Node::visible), so every extractor, the metrics and
// the gold follow this one list.
constexpr Tag kNonContent[] = {
    Tag::head,     Tag::title, Tag::script, Tag::style,  Tag::noscript, Tag::template_,
    Tag::meta,     Tag::link,  Tag::base,   Tag::iframe, Tag::noframes, Tag::noembed,
    Tag::datalist, Tag::rp,    Tag::video,  Tag::audio,  Tag::canvas};

constexpr Tag kBlock[] = {
    Tag::html,    Tag::body,       Tag::article,  Tag::section,    Tag::nav,      Tag::aside,
    Tag::h1,      Tag::h2,         Tag::h3,       Tag::h4,         Tag::h5,       Tag::h6,
    Tag::hgroup,  Tag::header,     Tag::footer,   Tag::address,    Tag::p,        Tag::hr,
    Tag::pre,     Tag::blockquote, Tag::ol,       Tag::ul,         Tag::li,       Tag::dl,
    Tag::dt,      Tag::dd,         Tag::figure,   Tag::figcaption, Tag::main,     Tag::div,
    Tag::br,      Tag::table,      Tag::caption,  Tag::tbody,      Tag::thead,    Tag::tfoot,
    Tag::tr,      Tag::td,         Tag::th,       Tag::form,       Tag::fieldset, Tag::legend,
    Tag::details, Tag::summary,    Tag::menu,     Tag::dir,        Tag::center,   Tag::listing,
    Tag::xmp,     Tag::plaintext,  Tag::frameset, Tag::frame,      Tag::noframes, Tag::dialog,
    Tag::search,  Tag::option,     Tag::textarea, Tag::select,     Tag::iframe,   Tag::video,
    Tag::audio,   Tag::canvas,     Tag::object,   Tag::embed,      Tag::marquee,  Tag::multicol,
};

constexpr Tag kVoid[] = {
    Tag::area,  Tag::base,   Tag::br,       Tag::col,     Tag::embed, Tag::hr,      Tag::img,
    Tag::image, Tag::input,  Tag::link,     Tag::meta,    Tag::param, Tag::source,  Tag::track,
    Tag::wbr,   Tag::keygen, Tag::basefont, Tag::bgsound, Tag::frame, Tag::isindex, Tag::spacer};

constexpr Tag kRawText[] = {Tag::script, Tag::style,   Tag::textarea, Tag::title,    Tag::xmp,
                            Tag::iframe, Tag::noembed, Tag::noframes, Tag::plaintext};

constexpr auto kNonContentSet = makeSet(kNonContent);
constexpr auto kBlockSet = makeSet(kBlock);
constexpr auto kVoidSet = makeSet(kVoid);
constexpr auto kRawTextSet = makeSet(kRawText);

} // namespace

std::string_view tagName(Tag tag)
{
    return kNames[static_cast<size_t>(tag)];
}

Tag tagFromName(std::string_view name)
{
    const auto &index = nameIndex();
    auto it = index.find(asciiLower(name));
    return it == index.end() ? Tag::Unknown : it->second;
}

bool isNonContent(Tag tag)
{
    return kNonContentSet[static_cast<size_t>(tag)];
}

bool isBlock(Tag tag)
{
    return kBlockSet[static_cast<size_t>(tag)];
}

bool isVoid(Tag tag)
{
    return kVoidSet[static_cast<size_t>(tag)];
}

std::span<const Tag> rawTextTags()
{
    return kRawText;
}

bool isRawText(Tag tag)
{
    return kRawTextSet[static_cast<size_t>(tag)];
}

} // namespace core
