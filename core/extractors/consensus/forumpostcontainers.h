#pragma once

#include "document/document.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

// The elements forum platforms write their posts' text in, by the platforms' own markup, as
// rs-trafilatura extracts forum pages (the per-platform post containers of its forum
// profile, src/page_type/ and src/extract.rs), and six platforms it does not name (Invision
// Community and NodeBB by the attribute their templates mark a post's content with, Simple
// Machines Forum, FluxBB, Vanilla and MyBB by their default themes' classes): the consensus
// keeps the blocks inside them on a page the page classifier reads as a forum
// (docs/consensus.md#forum-posts). Stateless, thread-safe.
class ForumPostContainers
{
public:
    // The platforms, in the order of their reasons.
    static constexpr size_t kPlatformCount = 13;
    static constexpr std::array<std::string_view, kPlatformCount> kPlatforms = {
        "Discourse",     "XenForo",
        "phpBB",         "vBulletin",
        "StackExchange", "Hacker News",
        "Reddit",        "Invision Community",
        "NodeBB",        "Simple Machines Forum",
        "FluxBB",        "Vanilla",
        "MyBB"};

    // The reason of a block the rule keeps, one per platform: {0} heuristics that chose the
    // block, {1} its weight, {2} the page's threshold, {3} the forum type's probability.
    static constexpr std::array<const char *, kPlatformCount> kReasons = {
        "kept: Discourse post body on a forum page (probability {3}); {0} of 20 heuristics "
        "chose it, weight {1} < {2}",
        "kept: XenForo post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: phpBB post body on a forum page (probability {3}); {0} of 20 heuristics chose it, "
        "weight {1} < {2}",
        "kept: vBulletin post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: StackExchange post body on a forum page (probability {3}); {0} of 20 heuristics "
        "chose it, weight {1} < {2}",
        "kept: Hacker News comment on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: Reddit post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: Invision Community post body on a forum page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: NodeBB post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: Simple Machines Forum post body on a forum page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: FluxBB post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: Vanilla post body on a forum page (probability {3}); {0} of 20 heuristics chose "
        "it, weight {1} < {2}",
        "kept: MyBB post body on a forum page (probability {3}); {0} of 20 heuristics chose it, "
        "weight {1} < {2}"};

    // For every node of doc, 1 + the platform (kPlatforms) whose post container is the node or
    // holds it; 0 outside every post container.
    static std::vector<std::uint8_t> of(const Document &doc);
};

} // namespace core
