#pragma once

#include "document/document.h"

#include <string_view>

namespace core {

// The signature boxes forum platforms write under their posts (docs/consensus.md#forum-posts):
// an element with a class naming a signature (XenForo's `message-signature`, phpBB's and
// vBulletin's `signature`, StackExchange's `post-signature` user card, Invision's
// `ipsSignature`, …). The consensus drops the blocks it kept inside one, outside the post
// containers, on a page the page classifier reads as a forum. Stateless, thread-safe.
class ForumSignatures
{
public:
    // Project choice: a class token holding this word, in any case, names a signature box
    // (the class names of the 30 of WCXB's 112 development forum threads that have one:
    // message-signature, signature, post-signature, postsignature,
    // forum-signature__outer-wrapper, DiscussionBoard-signature).
    static constexpr std::string_view kClassWord = "signature";

    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the forum type's probability.
    static constexpr const char *kReason =
        "dropped: in a poster's signature box on a forum page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} >= {2}";

    // Whether a token of the class list holds kClassWord (ASCII case-insensitive): the element
    // is a signature box.
    static bool namesSignature(std::string_view classList);

    // Whether node or an ancestor element has a class token holding kClassWord (ASCII
    // case-insensitive). The consensus asks it of the few blocks it kept outside the posts, a
    // walk up from each, rather than marking every node of every page.
    static bool holds(const Document &doc, NodeId node);
};

} // namespace core
