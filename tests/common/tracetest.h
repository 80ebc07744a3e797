#pragma once

#include <extraction/extractor.h>
#include <extraction/trace.h>

#include <testpages.h>

#include <QString>
#include <QTest>

#include <cmath>
#include <string>
#include <vector>

// The trace tests' shared reading of a core::Trace: run an extractor traced, pick a phase's
// steps of one kind, compare computed numbers. Free functions, no state: thread-safe.
namespace tracetest {

// The extractor's result and trace on doc, with "name=value" assignments applied.
struct Traced
{
    core::ExtractionResult result;
    core::Trace trace;
};

inline Traced run(const core::Document &doc, std::string_view id,
                  const QStringList &assignments = {})
{
    const core::Extractor &e = testpages::findExtractor(id);
    Traced t;
    t.result = e.runTraced(doc, testpages::paramsFrom(e, assignments), t.trace);
    return t;
}

// The steps of a phase, of one kind.
inline std::vector<const core::TraceStep *> steps(const core::Trace &trace, std::string_view phase,
                                                  core::TraceStep::Kind kind)
{
    std::vector<const core::TraceStep *> out;
    for (const core::TraceStep *s : trace.stepsOf(phase))
        if (s->kind == kind)
            out.push_back(s);
    return out;
}

// Whether two computed numbers agree up to rounding (the test's sum and the extractor's may add
// in another order).
inline bool near(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(a) + std::fabs(b));
}

} // namespace tracetest
