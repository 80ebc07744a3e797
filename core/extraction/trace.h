#pragma once

#include "extractionresult.h"
#include "tracestep.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// The steps that led an extractor to its result (docs/traces.md), recorded only when a
// caller asks for them (Extractor::runTraced): phases in the order the run entered them, the
// steps, and the caps the run applied so that a page of 100,000 nodes gives a trace of bounded
// size. Owns its steps; filled by one run on one thread, then read-only (safe to share).
//
// A step's numbers are the computation's own values, recorded where the extractor computes them.
// Per-item phases (one step per string, line, window, node...) show their first `cap` items one
// by one and summarise the rest in one Omitted step (Items); docs/traces.md lists each family's
// phases and caps.
class Trace
{
public:
    struct Phase
    {
        std::string id;    // e.g. "cutoff"
        std::string title; // one sentence: what the phase does
    };
    // A cap a phase applied: of `items` items, the first `cap` are steps of their own.
    struct Limit
    {
        std::string phase;
        std::string unit; // what an item is, plural: "strings", "source lines"
        std::size_t cap = 0;
        std::size_t items = 0;
    };

    // The items of one phase, one step each up to a cap; the rest are counted and, at finish(),
    // summarised by one Omitted step. With a null trace it records nothing and costs a branch,
    // so extractors write `if (TraceStep *s = items.next()) ...` on their normal path.
    class Items
    {
    public:
        Items(Trace *trace, std::string_view unit, std::size_t cap);
        // A new step for the next item, or nullptr when there is no trace or the cap is reached
        // (the item is then counted as omitted).
        TraceStep *next(TraceStep::Kind kind = TraceStep::Kind::Item);
        // Records the phase's limit; when items were omitted, adds the Omitted step ("N more
        // <unit> ...") and returns it for the caller's tallies, else nullptr.
        TraceStep *finish();
        std::size_t count() const { return m_count; }
        std::size_t omitted() const { return m_count > m_cap ? m_count - m_cap : 0; }

    private:
        Trace *m_trace;
        std::string m_phase; // the phase of its first step
        std::string_view m_unit;
        std::size_t m_cap;
        std::size_t m_count = 0;
        bool m_finished = false;
    };

    // Empties the trace for a run of the given extractor.
    void reset(std::string extractor);

    // Enters a phase (declared once; entering it again only makes it current): the steps added
    // next belong to it.
    void phase(std::string_view id, std::string_view title);
    // A new step of the current phase.
    TraceStep &add(TraceStep::Kind kind);
    // The final step: the result's summary and chosen nodes (Extractor::runTraced adds it).
    void addResult(const ExtractionResult &result);

    const std::string &extractor() const { return m_extractor; }
    const std::vector<Phase> &phases() const { return m_phases; }
    const std::vector<TraceStep> &steps() const { return m_steps; }
    const std::vector<Limit> &limits() const { return m_limits; }

    // The steps of one phase, in order (for tests and players).
    std::vector<const TraceStep *> stepsOf(std::string_view phase) const;

private:
    std::string m_extractor;
    std::string m_current;
    std::vector<Phase> m_phases;
    std::vector<TraceStep> m_steps;
    std::vector<Limit> m_limits;
};

} // namespace core
