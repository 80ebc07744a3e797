#pragma once

#include "document/document.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace core {

// The elements documentation frameworks write a page's text in, and the parts of their pages
// that navigate (tables of contents, version pickers, "edit this page", previous/next links), by
// the frameworks' own markup, as rs-trafilatura's documentation profile reads them
// (src/page_type/), and Google's DevSite, which it does not name: the consensus keeps the blocks
// inside a content container and drops those in a navigation part on a page the page classifier
// reads as documentation (docs/consensus.md#documentation-frameworks). Stateless, thread-safe.
class DocumentationContainers
{
public:
    // The frameworks, in the order of their reasons.
    static constexpr size_t kFrameworkCount = 8;
    static constexpr std::array<std::string_view, kFrameworkCount> kFrameworks = {
        "Sphinx",    "Read the Docs", "MkDocs",  "Docusaurus",
        "MediaWiki", "Docsy",         "GitBook", "Google DevSite"};

    // The reason of a block the rule keeps, one per framework: {0} heuristics that chose the
    // block, {1} its weight, {2} the page's threshold, {3} the documentation type's probability.
    static constexpr std::array<const char *, kFrameworkCount> kKeptReasons = {
        "kept: Sphinx document body on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: Read the Docs document body on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: MkDocs page content on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: Docusaurus page content on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: MediaWiki article text on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: Docsy page content on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: GitBook page content on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}",
        "kept: Google DevSite article body on a documentation page (probability {3}); {0} of 20 "
        "heuristics chose it, weight {1} < {2}"};
    // The reason of a block the rule drops, one per framework; the same arguments.
    static constexpr std::array<const char *, kFrameworkCount> kDroppedReasons = {
        "dropped: Sphinx navigation (contents, previous/next, versions) on a documentation page "
        "(probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: Read the Docs navigation (contents, edit link, previous/next, versions) on a "
        "documentation page (probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: MkDocs navigation (contents, edit link, previous/next, versions) on a "
        "documentation page (probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: Docusaurus navigation (contents, edit link, previous/next, versions) on a "
        "documentation page (probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: MediaWiki navigation (contents, edit links, navigation boxes, categories) on a "
        "documentation page (probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: Docsy navigation (contents, edit links, breadcrumbs) on a documentation page "
        "(probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: GitBook navigation (contents, previous/next) on a documentation page "
        "(probability {3}); {0} of 20 heuristics chose it, weight {1}",
        "dropped: Google DevSite navigation (contents, breadcrumbs, feedback, footer) on a "
        "documentation page (probability {3}); {0} of 20 heuristics chose it, weight {1}"};

    // Per node: 1 + the framework (kFrameworks) whose content container is the node or holds it,
    // 0 outside every one (content); 1 + the framework whose navigation part is the node or holds
    // it, 0 outside every one, counted only on a page where that framework's content container
    // occurs, since some of the parts' names ("related", "toc") are common words (navigation).
    struct Marks
    {
        std::vector<std::uint8_t> content;
        std::vector<std::uint8_t> navigation;
    };
    static Marks of(const Document &doc);
};

} // namespace core
