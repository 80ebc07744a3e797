// libFuzzer target (d): site rules. The input's first line is a CSS selector (CssSelector's
// subset), the rest a page to match it on (a small built-in page when the rest is empty); the
// whole input is also read as a site-rule file (SiteRule::parse: JSON or a plain selector line).
// Beside the sanitizers it checks: errors are one line; a parsed selector's canonical text
// parses to the same text; match() is exactly the elements matches() accepts, in document
// order, and matchTopmost() those of them not inside another; SiteRule::propose() for the
// topmost matches gives a selector whose topmost matches are exactly them; a rule file that
// parses has a selector that parses, and its JSON reads back unchanged.

#include "fuzzcheck.h"

#include <document/cssselector.h>
#include <document/documentloader.h>
#include <package/siterule.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

// Project choice: a page with repeated tags, classes, ids and nesting for selectors to tell
// apart, used when the input brings no page of its own.
constexpr std::string_view kPage =
    "<html><head><title>t</title></head><body id=top class='page'>"
    "<div id=main class='content wide'><h1 class=title>Head</h1>"
    "<p class='lead x'>One <b>two</b></p><p>Three</p><div class=content><p id=p4>Four</p></div>"
    "</div><ul class=nav><li>a</li><li class=x>b</li><li>c</li></ul>"
    "<div class=footer><p>Five</p><span class=x>six</span></div></body></html>";

bool oneLine(const std::string &s)
{
    return !s.empty() && s.find('\n') == std::string::npos && s.find('\r') == std::string::npos;
}

void checkRuleFile(std::string_view bytes)
{
    std::string error;
    const std::optional<core::SiteRule> rule = core::SiteRule::parse(bytes, error);
    if (!rule) {
        FUZZ_CHECK(oneLine(error), "rule error '%s'", error.c_str());
        return;
    }
    FUZZ_CHECK(core::CssSelector::parse(rule->selector, error), "rule selector '%s': %s",
               rule->selector.c_str(), error.c_str());
    const std::string json = rule->json();
    const std::optional<core::SiteRule> back = core::SiteRule::parse(json, error);
    FUZZ_CHECK(back && back->selector == rule->selector && back->site == rule->site &&
                   back->source == rule->source,
               "the rule's JSON does not read back: %s", json.c_str());
}

void checkMatches(const core::CssSelector &selector, const core::Document &doc)
{
    const std::vector<core::NodeId> all = selector.match(doc);
    std::size_t at = 0;
    for (core::NodeId n = 0; n < doc.size(); ++n) {
        const bool matches = selector.matches(doc, n);
        FUZZ_CHECK(!matches || doc.node(n).kind == core::NodeKind::Element, "node %d matches",
                   static_cast<int>(n));
        const bool listed = at < all.size() && all[at] == n;
        FUZZ_CHECK(matches == listed, "node %d: matches() %d, match() %d", static_cast<int>(n),
                   matches, listed);
        at += listed;
    }
    FUZZ_CHECK(at == all.size(), "match() lists %zu nodes, %zu in order", all.size(), at);

    const std::vector<core::NodeId> topmost = selector.matchTopmost(doc);
    std::vector<core::NodeId> expected;
    for (core::NodeId n : all)
        if (expected.empty() || !doc.isAncestorOf(expected.back(), n))
            expected.push_back(n);
    FUZZ_CHECK(topmost == expected, "matchTopmost() gives %zu nodes, not %zu", topmost.size(),
               expected.size());
    if (topmost.empty())
        return;

    std::string error;
    const std::optional<std::string> proposed = core::SiteRule::propose(doc, topmost, error);
    if (!proposed) { // elements whose names are no CSS names
        FUZZ_CHECK(oneLine(error), "propose error '%s'", error.c_str());
        return;
    }
    const std::optional<core::CssSelector> again = core::CssSelector::parse(*proposed, error);
    FUZZ_CHECK(again, "proposed '%s' does not parse: %s", proposed->c_str(), error.c_str());
    FUZZ_CHECK(again->matchTopmost(doc) == topmost, "proposed '%s' matches other nodes",
               proposed->c_str());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    checkRuleFile(input);

    const std::size_t newline = input.find('\n');
    const std::string_view text = input.substr(0, newline);
    std::string error;
    const std::optional<core::CssSelector> selector = core::CssSelector::parse(text, error);
    if (!selector) {
        FUZZ_CHECK(oneLine(error), "selector error '%s'", error.c_str());
        return 0;
    }
    const std::string canonical = selector->text();
    const std::optional<core::CssSelector> reparsed = core::CssSelector::parse(canonical, error);
    FUZZ_CHECK(reparsed && reparsed->text() == canonical, "'%s' reads back as '%s'",
               canonical.c_str(), reparsed ? reparsed->text().c_str() : error.c_str());

    const std::string_view page =
        newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
    const core::DocumentLoader::Result loaded =
        core::DocumentLoader::loadBytes(std::string(page.empty() ? kPage : page), "page");
    if (loaded.document)
        checkMatches(*selector, *loaded.document);
    return 0;
}
