#include "trace.h"

namespace core {

Trace::Items::Items(Trace *trace, std::string_view unit, std::size_t cap)
    : m_trace(trace), m_unit(unit), m_cap(cap)
{
}

TraceStep *Trace::Items::next(TraceStep::Kind kind)
{
    if (!m_trace)
        return nullptr;
    if (m_count == 0)
        m_phase = m_trace->m_current;
    if (m_count++ >= m_cap)
        return nullptr;
    return &m_trace->add(kind);
}

TraceStep *Trace::Items::finish()
{
    if (!m_trace || m_finished)
        return nullptr;
    m_finished = true;
    m_trace->m_limits.push_back(
        {m_count > 0 ? m_phase : m_trace->m_current, std::string(m_unit), m_cap, m_count});
    if (m_count <= m_cap)
        return nullptr;
    TraceStep &s = m_trace->add(TraceStep::Kind::Omitted);
    s.phase = m_phase;
    s.number("omitted", double(m_count - m_cap)).number("shown", double(m_cap));
    s.say("{omitted} more " + std::string(m_unit) + " not shown one by one (the trace shows the " +
          "first {shown})");
    return &s;
}

void Trace::reset(std::string extractor)
{
    m_extractor = std::move(extractor);
    m_current.clear();
    m_phases.clear();
    m_steps.clear();
    m_limits.clear();
}

void Trace::phase(std::string_view id, std::string_view title)
{
    m_current = id;
    for (const Phase &p : m_phases)
        if (p.id == id)
            return;
    m_phases.push_back({std::string(id), std::string(title)});
}

TraceStep &Trace::add(TraceStep::Kind kind)
{
    TraceStep &s = m_steps.emplace_back();
    s.kind = kind;
    s.phase = m_current;
    return s;
}

void Trace::addResult(const ExtractionResult &result)
{
    phase("result", "What the run returned.");
    TraceStep &s = add(TraceStep::Kind::Result);
    for (NodeId id : result.selected)
        s.node(id);
    s.number("chosen nodes", double(result.selected.size()))
        .number("text bytes", double(result.text.size()));
    s.text = result.summary.empty() ? std::string("nothing chosen") : result.summary;
}

std::vector<const TraceStep *> Trace::stepsOf(std::string_view phase) const
{
    std::vector<const TraceStep *> out;
    for (const TraceStep &s : m_steps)
        if (s.phase == phase)
            out.push_back(&s);
    return out;
}

} // namespace core
