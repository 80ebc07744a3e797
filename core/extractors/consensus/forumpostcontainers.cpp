#include "forumpostcontainers.h"

#include "document/asciicase.h"
#include "forumsignatures.h"

#include <cstdint>
#include <iterator>

namespace core {

namespace {

// A post container as CSS would select it: an element with class `ownClass`, an id starting
// with `idPrefix`, itemprop `itemprop` or attribute `attribute` equal to `value`, inside an
// element with class `insideClass` when that is not empty. The selectors rs-trafilatura reads
// each platform's posts with (its forum profile, src/page_type/ and src/extract.rs),
// Discourse's page for crawlers (`.crawler-post .post`, the markup Discourse serves without
// scripts), and the attributes Invision Community's templates (`[data-role=commentContent]`,
// versions 4 and 5) and NodeBB's (`[component="post/content"]`) mark a post's content with.
// Five more from the platforms' default themes: XenForo 1 (`.messageContent .messageText`),
// Simple Machines Forum 2 (`.post [id^=msg_]`, the message's own id: its signature's id
// `msg_N_signature` stands outside `.post`), FluxBB and PunBB (`.postmsg`), Vanilla
// (`.Item-Body .userContent`) and MyBB (`.post_content .post_body`).
// A table rather than CssSelector: its subset has no attribute or id-prefix selectors, and
// matching each selector against each element would walk every element's ancestors once per
// rule, where this one pass carries the ancestors' classes down as bits (the consensus runs it
// on every page).
struct ForumPostRule
{
    std::uint8_t platform; // index in ForumPostContainers::kPlatforms
    std::string_view insideClass;
    std::string_view ownClass;
    std::string_view idPrefix;
    std::string_view itemprop;
    std::string_view attribute = {};
    std::string_view value = {};
};
constexpr ForumPostRule kForumPostRules[] = {
    {0, "topic-body", "cooked", "", ""},
    {0, "crawler-post", "post", "", ""},
    {0, "", "", "", "articleBody"},
    {1, "message-body", "bbWrapper", "", ""},
    {2, "postbody", "content", "", ""},
    {3, "", "postcontent", "", ""},
    {3, "", "", "post_message_", ""},
    {4, "", "s-prose", "", ""},
    {4, "", "post-text", "", ""},
    {4, "", "comment-copy", "", ""},
    {5, "", "commtext", "", ""},
    {6, "", "usertext-body", "", ""},
    {7, "", "", "", "", "data-role", "commentContent"},
    {8, "", "", "", "", "component", "post/content"},
    {1, "messageContent", "messageText", "", ""},
    {9, "post", "", "msg_", ""},
    {10, "", "postmsg", "", ""},
    {11, "Item-Body", "userContent", "", ""},
    {12, "post_content", "post_body", "", ""},
};
constexpr size_t kForumPostRuleCount = std::size(kForumPostRules);
static_assert(kForumPostRuleCount <= 32, "one bit per rule in a std::uint32_t");

// Whether the space-separated list holds token, whole.
bool forumListHas(std::string_view list, std::string_view token)
{
    return forEachAsciiToken(list, [token](std::string_view t) { return t == token; });
}

} // namespace

std::vector<std::uint8_t> ForumPostContainers::of(const Document &doc)
{
    const auto size = static_cast<size_t>(doc.size());
    std::vector<std::uint8_t> platform(size, 0);
    // Bit r: the node or an ancestor has rule r's insideClass.
    std::vector<std::uint32_t> inside(size, 0);
    for (NodeId n = 1; n < doc.size(); ++n) {
        const Node &node = doc.node(n);
        const auto i = static_cast<size_t>(n);
        const auto parent = node.parent == kNoNode ? size_t(0) : static_cast<size_t>(node.parent);
        platform[i] = platform[parent];
        inside[i] = inside[parent];
        if (!node.isElement())
            continue;
        // The element's classes read once: bit r of ownClass / insideClass, rule r's class is
        // among them.
        std::uint32_t ownClass = 0, insideClass = 0;
        const std::string_view classes = doc.attribute(n, "class");
        forEachAsciiToken(classes, [&](std::string_view token) {
            for (size_t r = 0; r < kForumPostRuleCount; ++r) {
                if (!kForumPostRules[r].ownClass.empty() && kForumPostRules[r].ownClass == token)
                    ownClass |= std::uint32_t(1) << r;
                if (!kForumPostRules[r].insideClass.empty() &&
                    kForumPostRules[r].insideClass == token)
                    insideClass |= std::uint32_t(1) << r;
            }
            return false;
        });
        const std::string_view id = doc.attribute(n, "id");
        const std::string_view itemprop = doc.attribute(n, "itemprop");
        for (size_t r = 0; r < kForumPostRuleCount && platform[i] == 0; ++r) {
            const ForumPostRule &rule = kForumPostRules[r];
            const bool own =
                ((ownClass >> r) & 1) ||
                (!rule.idPrefix.empty() && id.starts_with(rule.idPrefix)) ||
                (!rule.itemprop.empty() && forumListHas(itemprop, rule.itemprop)) ||
                (!rule.attribute.empty() && doc.attribute(n, rule.attribute) == rule.value);
            if (!own || !(rule.insideClass.empty() || (inside[parent] >> r) & 1))
                continue;
            // A signature box is never a post body, whatever other class it has: FluxBB writes
            // its signatures as `.postsignature.postmsg`.
            if (ForumSignatures::namesSignature(classes))
                break;
            platform[i] = static_cast<std::uint8_t>(rule.platform + 1);
        }
        inside[i] |= insideClass;
    }
    return platform;
}

} // namespace core
