#pragma once

#include "document/node.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// A named number of a trace step, e.g. {"cutoff", 41.3}.
struct TraceNumber
{
    std::string name;
    double value = 0;
};

// One step of an extractor's trace (docs/traces.md): what a player shows at one moment of a
// run — the nodes the step concerns, the x range of one of the result's charts, the numbers, and
// one plain sentence. The sentence is written from the numbers (say()), so the two cannot
// disagree. A plain value; thread-safe to read.
struct TraceStep
{
    enum class Kind : std::uint8_t {
        Overview, // what a phase starts from: its input and parameters
        Item,     // one unit computed: a string, a line, a window, a node, an iteration
        Decision, // a choice that shapes the result: a cutoff, a join, a state change, a pick
        Omitted,  // stands for the items of a phase beyond its cap, with their tallies
        Result,   // what the run returned
    };
    // Project choice: a step names at most this many nodes (an element stands for its subtree,
    // so a step about a region names its topmost nodes); the rest are counted in nodesOmitted.
    static constexpr std::size_t kMaxNodes = 64;

    Kind kind = Kind::Item;
    std::string phase; // the id of the Trace::Phase it belongs to
    std::string text;  // one plain sentence
    std::vector<NodeId> nodes;
    std::uint32_t nodesOmitted = 0;
    NodeId lastNode =
        kNoNode; // the last node given to node(): a repeat is neither kept nor counted
    // An inclusive x range [from, to] on the result's series of this chart id (Series::chart);
    // chart is empty when the step concerns no chart.
    std::string chart;
    std::int32_t from = -1, to = -1;
    std::vector<TraceNumber> numbers; // in the order they were set; names are unique

    // Adds a node unless it repeats the last one; beyond kMaxNodes it is only counted.
    TraceStep &node(NodeId id);
    TraceStep &range(std::string_view chartId, std::int64_t first, std::int64_t last);
    // Sets a number (replacing one of the same name).
    TraceStep &number(std::string_view name, double value);
    // Sets text to pattern with every {name} replaced by that number, formatted for reading
    // (whole numbers without decimals, others to 3 decimals or 3 significant digits below 1).
    // A {name} that names no number stays as written.
    TraceStep &say(std::string_view pattern);

    bool hasRange() const { return !chart.empty(); }
    bool has(std::string_view name) const;
    // The number's value; NaN when the step has no number of that name.
    double value(std::string_view name) const;

    static std::string_view kindName(Kind kind);
    static std::string formatNumber(double value);
};

} // namespace core
