#pragma once

#include "extractor.h"

namespace core {

class Trace;

// An extractor whose one computation serves both run() and runTraced() (docs/traces.md):
// it implements compute(), which records steps only when given a trace, so normal runs pay a
// null-pointer test where a traced run records. Stateless like every extractor: thread-safe.
class TracedExtractor : public Extractor
{
public:
    using Extractor::run;
    ExtractionResult run(const Document &doc, const ParamValues &values) const final
    {
        return compute(doc, values, nullptr);
    }

protected:
    ExtractionResult recordSteps(const Document &doc, const ParamValues &values,
                                 Trace &trace) const final
    {
        return compute(doc, values, &trace);
    }
    // The result of the extractor on doc; trace is null on normal runs.
    virtual ExtractionResult compute(const Document &doc, const ParamValues &values,
                                     Trace *trace) const = 0;
};

} // namespace core
