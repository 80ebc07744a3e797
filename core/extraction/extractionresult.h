#pragma once

#include "document/node.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace core {

// A reason with numbers, kept unformatted so that judging 100,000 nodes costs no string
// formatting: `format` is a static string with placeholders {0}..{3} for `values`; `{{` and `}}`
// are literal braces. An external program's own words (ExtractionResult::reasonTexts) are escaped
// that way and live as long as the result that holds them.
struct Reason
{
    const char *format = "";
    std::array<double, 4> values{};

    std::string text() const;
    // text as a literal part of a format: its braces doubled, so that text() gives it back.
    static std::string escaped(std::string_view text);
};

// What an extractor decided about one unit it judged: a node, or a token run / line / block that
// maps back to `node` (its first node), with `index` the unit's position in the extractor's own
// sequence (-1 for DOM nodes).
struct Judgement
{
    NodeId node = kNoNode;
    std::int32_t index = -1;
    bool selected = false;
    double score = 0;
    Reason reason;
};

// A chart series an extractor decided on (docs/window.md, Charts). x is the position in `y`; every
// x maps back to a node through `nodes`.
struct Series
{
    enum class Style { Line, Bars, NegativeBars };

    std::string chart; // series with the same chart id are drawn together, e.g. "content-code"
    std::string name;  // e.g. "T (content characters)"
    Style style = Style::Line;
    std::vector<double> y;
    std::vector<NodeId> nodes;       // same size as y
    std::optional<double> threshold; // a horizontal line, e.g. the density cutoff c1·maxL
    std::string thresholdLabel;
    std::vector<std::pair<std::int32_t, std::int32_t>> chosen; // shaded x ranges, inclusive
};

// A run of chosen text inside one text node, as byte offsets into Document::text(node).
struct TextSpan
{
    NodeId node = kNoNode;
    std::uint32_t begin = 0;
    std::uint32_t end = 0;
};

// One input of a combined decision (the consensus extractor): for judgement number `judgement`,
// what `source` (a heuristic's id or a cue's name, static storage) said — `value`, e.g. the share
// of the node's words a heuristic chose — and what that added to the decision's log-odds
// (`weight`), so that a person can see every vote behind a node and question it.
struct Vote
{
    std::int32_t judgement = -1;
    const char *source = "";
    double value = 0;
    double weight = 0;
};

// The value an extractor returns (docs/architecture.md, step 4 of the window's way). Scores live
// here, never on the nodes.
struct ExtractionResult
{
    std::vector<NodeId> selected; // chosen nodes, topmost first in document order
    std::vector<TextSpan> spans;  // chosen text, in document order
    std::string text;             // the plain text of spans, blocks on lines of their own
    std::vector<Judgement> judgements;
    std::vector<Series> series;
    std::vector<Vote> votes; // empty unless the extractor combines others
    std::string summary;     // one line: what was chosen and why
    // Only for extractors whose text does not come from the nodes (external programs,
    // docs/external-extractors.md); empty for the built-ins. offPage: the stretches of `text` found
    // nowhere on the page (metadata, JSON-LD, alt text), in output order. notes: how the output
    // was obtained when that matters for reading it ("output capped at 16 MiB", "not UTF-8").
    std::vector<std::string> offPage;
    std::vector<std::string> notes;
    // Only for external programs that report their own reasons (output "judgements",
    // docs/external-extractors.md): the page type and the warnings they gave about the page, and
    // the storage of their words that judgements' Reason::format point into. Shared and never
    // changed once set, so that a copy of the result keeps those pointers valid.
    std::string pageType;
    std::vector<std::string> warnings;
    std::shared_ptr<const std::vector<std::string>> reasonTexts;
    // Only for external programs that return the page's metadata beside its content (a
    // "metadata" object in output "judgements" or "json", docs/external-extractors.md): each
    // field they named, by its name in our metadata ("title", "authors", "published",
    // "site_name", "language", …, core::metadataFieldName), with the value as they wrote it, in
    // the order they gave them.
    std::vector<std::pair<std::string, std::string>> metadata;
};

} // namespace core
