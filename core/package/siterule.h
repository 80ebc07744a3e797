#pragma once

#include "testpackage.h"

#include <document/cssselector.h>
#include <document/document.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A site-specific extraction rule (Gottron 2007 §5.5: test packages compiled automatically with
// site-specific extractors): a CSS selector (CssSelector's subset) whose topmost matching
// elements are the main content of every page of one site. Proposed from the marked nodes of one
// annotated page, edited by a person, applied to the site's other pages (RuleImporter).
// Stored as JSON (docs/site-rules.md). Plain value; thread-safe to read.
class SiteRule
{
public:
    std::string selector;
    std::string site;   // the host the rule is for ("" when unknown), informative
    std::string source; // where it was proposed from, informative

    // What the rule selects on one page.
    struct Match
    {
        std::vector<NodeId> nodes; // the topmost matching elements, in document order
        std::string text;          // their visible text, as extractors assemble it
        std::size_t words = 0;     // of text (TextRules words)
        std::size_t pageWords = 0; // visible words of the whole page
    };

    // Parses a rule file: the JSON written by json(), or, for hand-written rules, a plain text
    // file whose first non-empty line is the selector. The selector is checked.
    static std::optional<SiteRule> parse(std::string_view bytes, std::string &error);
    std::string json() const;

    Match apply(const Document &doc, const CssSelector &compiled) const;
    // The gold nodes (paths) of a match on its page.
    static std::vector<GoldNode> goldNodes(const Document &doc, const Match &match);

    // Proposes a selector that matches exactly the given nodes on this page (text nodes stand
    // for their parent elements; nodes inside another are dropped), preferring what carries over
    // to the site's other pages: class and id names before positions. Candidates, the first whose
    // topmost matches are exactly the targets wins:
    //  1. the targets' common tag with one of their common classes, then with all of them;
    //  2. one target with a stable id (no run of 3 or more digits, which generated ids have):
    //     #id;
    //  3. an anchor — the nearest common ancestor or one above it with a stable id or a class —
    //     followed by the tag (and common classes), as descendant and, when the anchor is every
    //     target's parent, as child;
    //  4. each target's path from <html>, :nth-of-type where siblings share the tag, as a list.
    // Empty with error set when nothing is marked.
    static std::optional<std::string> propose(const Document &doc, std::span<const NodeId> marked,
                                              std::string &error);
};

} // namespace core
