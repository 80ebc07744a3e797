#include "tracestep.h"

#include "numberformat.h"

#include <limits>

namespace core {

TraceStep &TraceStep::node(NodeId id)
{
    if (id == kNoNode || id == lastNode)
        return *this;
    lastNode = id;
    if (nodes.size() < kMaxNodes)
        nodes.push_back(id);
    else
        ++nodesOmitted;
    return *this;
}

TraceStep &TraceStep::range(std::string_view chartId, std::int64_t first, std::int64_t last)
{
    chart = chartId;
    from = static_cast<std::int32_t>(first);
    to = static_cast<std::int32_t>(last);
    return *this;
}

TraceStep &TraceStep::number(std::string_view name, double v)
{
    for (TraceNumber &n : numbers)
        if (n.name == name) {
            n.value = v;
            return *this;
        }
    numbers.push_back({std::string(name), v});
    return *this;
}

TraceStep &TraceStep::say(std::string_view pattern)
{
    text.clear();
    text.reserve(pattern.size() + 16);
    for (size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{') {
            const size_t close = pattern.find('}', i + 1);
            if (close != std::string_view::npos) {
                const std::string_view name = pattern.substr(i + 1, close - i - 1);
                if (has(name)) {
                    text += formatNumber(value(name));
                    i = close;
                    continue;
                }
            }
        }
        text += pattern[i];
    }
    return *this;
}

bool TraceStep::has(std::string_view name) const
{
    for (const TraceNumber &n : numbers)
        if (n.name == name)
            return true;
    return false;
}

double TraceStep::value(std::string_view name) const
{
    for (const TraceNumber &n : numbers)
        if (n.name == name)
            return n.value;
    return std::numeric_limits<double>::quiet_NaN();
}

std::string_view TraceStep::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Overview:
        return "overview";
    case Kind::Item:
        return "item";
    case Kind::Decision:
        return "decision";
    case Kind::Omitted:
        return "omitted";
    case Kind::Result:
        return "result";
    }
    return "";
}

std::string TraceStep::formatNumber(double v)
{
    return NumberFormat::text(v, NumberFormat::Style::Significant);
}

} // namespace core
