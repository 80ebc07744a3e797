#pragma once

#include "document.h"
#include "extractionresult.h"
#include "parameter.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace core {

class Trace;

// What an extractor reads (README's extractor table).
enum class ExtractorInput { Dom, Tokens, SourceLines, Characters };

struct ExtractorInfo
{
    std::string id;   // stable, e.g. "density"
    std::string name; // display name
    std::string seed; // e.g. "000 §4"
    ExtractorInput input = ExtractorInput::Dom;
    std::string description; // one sentence
    std::vector<ParamDescriptor> params;

    ParamValues defaults() const;
    std::optional<size_t> paramIndex(std::string_view name) const;
    // Parses and range-checks "value" for parameter `name` into values; on failure returns false
    // with a one-line error naming the culprit.
    bool setParam(ParamValues &values, std::string_view name, std::string_view value,
                  std::string &error) const;
};

// The extractor contract (DESIGN.md): a pure function of (document, parameters) returning a
// value. Implementations hold no mutable state, so one instance serves all threads.
class Extractor
{
public:
    virtual ~Extractor() = default;
    virtual const ExtractorInfo &info() const = 0;
    // values must have one entry per descriptor (see ExtractorInfo::defaults()).
    virtual ExtractionResult run(const Document &doc, const ParamValues &values) const = 0;

    ExtractionResult run(const Document &doc) const { return run(doc, info().defaults()); }

    // The same result as run(doc, values), and in trace (emptied first) the steps that led to it
    // (docs/traces.md), ending with a Result step. Only this call records: run() pays nothing
    // for traces.
    ExtractionResult runTraced(const Document &doc, const ParamValues &values, Trace &trace) const;

protected:
    // Computes the result while recording its steps into trace. The default calls run() and
    // records nothing of its own (runTraced still adds the Result step): for extractors whose
    // reasons already explain every decision.
    virtual ExtractionResult recordSteps(const Document &doc, const ParamValues &values,
                                         Trace &trace) const;
};

std::string_view inputName(ExtractorInput input);

// A frameset page (an <html> whose body is a <frameset>): a browser shows the documents its
// <frame>s load, which are not part of this page, and hides its <noframes> text, so the page has
// no visible text of its own. Every extractor returns this result for it — nothing chosen, a
// summary saying why — instead of judging an empty tree; nullopt for every other page.
std::optional<ExtractionResult> framesetPageResult(const Document &doc);

} // namespace core
