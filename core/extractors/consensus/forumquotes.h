#pragma once

#include "document/document.h"

#include <array>
#include <string_view>

namespace core {

// The quotes of earlier posts that forum platforms write into a reply
// (docs/consensus.md#forum-posts): a copy of text the thread already shows, which WCXB's gold
// mostly leaves out (on 37 of its 113 development forum threads these markups hold 207 quotes of
// 40 characters or more, and for 167 of them the gold has fewer copies of the quote's middle
// than the page). The consensus drops the blocks it kept inside one, inside the post containers
// too, on a page the page classifier reads as a forum. Stateless, thread-safe.
class ForumQuotes
{
public:
    // Project choice: the class tokens the platforms give a quote of another post (the ones of
    // WCXB's development forum threads whose copies the gold leaves out): XenForo 2's
    // `bbCodeBlock--quote`, Invision's `ipsQuote`, vBulletin's `bbcode_quote`, FluxBB's
    // `quotebox`, phpBB's `quotecontent` (subSilver) and the imcger quote extension's
    // `imcger-quote`. XenForo 1's `bbCodeQuote` and MyBB's `mycode_quote` are not among them:
    // the gold keeps their quotes.
    static constexpr std::array<std::string_view, 6> kClassTokens = {
        "bbCodeBlock--quote", "ipsQuote",     "bbcode_quote",
        "quotebox",           "quotecontent", "imcger-quote"};

    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the forum type's probability.
    static constexpr const char *kReason =
        "dropped: in a quote of another post on a forum page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} vs {2}";

    // Whether node or an ancestor element is a quote of another post: an element with one of
    // kClassTokens (exactly, ASCII case-insensitive), Discourse's <aside class="quote">, or
    // phpBB's <blockquote> whose first element child is the <cite> naming the quoted poster
    // (directly or inside the <div> prosilver wraps it in).
    static bool holds(const Document &doc, NodeId node);
};

} // namespace core
