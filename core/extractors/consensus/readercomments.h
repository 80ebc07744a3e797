#pragma once

#include "document/document.h"

#include <cstdint>
#include <string_view>

namespace core {

// The reader comments under an article or a blog post (docs/consensus.md#reader-comments): the
// sections trafilatura prunes from the main text on every page but a forum thread's, found by
// its markup. The consensus drops the blocks it kept inside one on a page the page classifier
// does not read as a forum, when the text it kept outside them is long enough to be the page's
// own. Stateless, thread-safe.
class ReaderComments
{
public:
    // Project choice: the words the consensus must keep outside the comment sections before it
    // drops the blocks inside them. trafilatura leaves a page's comments in only when the page
    // is a forum thread by its JSON-LD; here the page classifier decides, and it reads some
    // threads as articles (Lemmy, lobste.rs, a vBulletin forum), whose own text outside their
    // comment lists is short. 400 was chosen on the development split: best of 0 to 1,000 on
    // all pages, and the nested choice within each fold of its cross-validation by domain
    // (300 or 400; docs/consensus-fit.md).
    static constexpr std::uint32_t kMinWordsOutside = 400;

    // The reason of a block the rule drops: {0} heuristics that chose the block, {1} its
    // weight, {2} the page's threshold, {3} the words kept outside the comment sections.
    static constexpr const char *kReason =
        "dropped: in the reader comments (trafilatura's comment markup) of a page that is not a "
        "forum, whose own text keeps {3} words outside them; {0} of 20 heuristics chose it, "
        "weight {1} >= {2}";

    // Whether an element of the tag with these id and class values is a comment section:
    // trafilatura 2.3.1's REMOVE_COMMENTS_AND_LISTS_XPATH (trafilatura/xpaths.py), the prune
    // it applies to the raw page when comments are not extracted: a div, section, details, ul or
    // ol whose id starts with "comment" or "Comment" (not "commentary") or "comol" — a div,
    // section or details also "disqus_thread" or "dsq-comments" — or whose class starts with
    // "comment" or "Comment" (not "commentary") or holds "article-comments" or
    // "post-comments". Case-sensitive, as its regular expressions are.
    static bool names(Tag tag, std::string_view id, std::string_view classList);

    // Whether node or an ancestor element is a comment section. The consensus asks it of the
    // blocks it kept, a walk up from each, rather than marking every node of every page.
    static bool holds(const Document &doc, NodeId node);
};

} // namespace core
