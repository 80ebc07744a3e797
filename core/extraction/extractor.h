#pragma once

#include "document/document.h"
#include "extractionresult.h"
#include "parameter.h"

#include <atomic>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace core {

class Trace;

// What an extractor reads (docs/extractors.md's table). ExternalProgram: the text a program of
// the user's returned, mapped back onto the page (ExternalExtractor); its run time includes the
// program's.
enum class ExtractorInput { Dom, Tokens, SourceLines, Characters, ExternalProgram };

struct ExtractorInfo
{
    std::string id;   // stable, e.g. "density"
    std::string name; // display name
    std::string seed; // the paper and section it follows, e.g. "Moreno et al. 2009 §4"
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

// A page as extractors may read it: the parsed document, which is all the built-ins need, and
// for external programs (ExternalExtractor) the page's original bytes and URL and a way to
// give up. The two may differ: a run on the rendered DOM gives the rendered snapshot as the
// document (the program's text is mapped onto it) and the original bytes (what the program
// reads). Refers to data the caller keeps alive for the run.
struct PageInput
{
    const Document *document = nullptr;
    // The original bytes (decompressed, not decoded: a program decodes them itself); empty:
    // the document's UTF-8 source stands in.
    std::string_view bytes;
    std::string url; // where the page comes from; "" when unknown
    // Set by another thread: an external program is killed and the run throws
    // ExtractorFailure("cancelled"). Built-ins are fast and ignore it.
    const std::atomic<bool> *cancel = nullptr;
};

// Why an extractor produced no result (an external program failed, timed out, was
// cancelled): one line, without the extractor's id. Built-ins do not throw it.
class ExtractorFailure : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The extractor contract (docs/architecture.md): a pure function of (document, parameters)
// returning a value. Implementations hold no mutable state, so one instance serves all threads.
class Extractor
{
public:
    virtual ~Extractor() = default;
    virtual const ExtractorInfo &info() const = 0;
    // values must have one entry per descriptor (see ExtractorInfo::defaults()).
    virtual ExtractionResult run(const Document &doc, const ParamValues &values) const = 0;
    // The same on a page with what only external extractors need; the evaluation runner, the
    // CLI and the GUI call this one. The built-ins read the document only (this default).
    // May throw ExtractorFailure.
    virtual ExtractionResult runPage(const PageInput &page, const ParamValues &values) const
    {
        return run(*page.document, values);
    }

    ExtractionResult run(const Document &doc) const { return run(doc, info().defaults()); }
    // An ensemble's voters: the extractors whose results it combines, in the order
    // runWithVoters() takes their results, handed to it by the registry when it constructs it
    // (ConsensusExtractor); empty (this default) for an extractor that is no ensemble. A caller
    // that has some of their results already hands them over instead of having them computed
    // twice.
    virtual std::span<const Extractor *const> voters() const { return {}; }
    // run(doc, values) where voterResults[v], when not null, is voters()[v]'s result on doc with
    // its default parameters and stands in for running it; an empty span: every voter runs.
    // This default, for an extractor that is no ensemble, has nothing to use them for.
    virtual ExtractionResult runWithVoters(const Document &doc, const ParamValues &values,
                                           std::span<const ExtractionResult *const>) const
    {
        return run(doc, values);
    }
    // The same on a page (runPage()): for an ensemble whose voters may be external programs.
    // This default reads the document only.
    virtual ExtractionResult
    runPageWithVoters(const PageInput &page, const ParamValues &values,
                      std::span<const ExtractionResult *const> voterResults) const
    {
        return runWithVoters(*page.document, values, voterResults);
    }

    // The same result as run(doc, values), and in trace (emptied first) the steps that led to it
    // (docs/traces.md), ending with a Result step. Only this call records: run() pays nothing
    // for traces.
    ExtractionResult runTraced(const Document &doc, const ParamValues &values, Trace &trace) const;
    // The same on a page (runPage()): the trace of the run runPage() makes, for an extractor
    // that reads more of the page than its document (the consensus's page type reads its URL).
    ExtractionResult runPageTraced(const PageInput &page, const ParamValues &values,
                                   Trace &trace) const;

protected:
    // Computes the result while recording its steps into trace. The default calls run() and
    // records nothing of its own (runTraced still adds the Result step): for extractors whose
    // reasons already explain every decision.
    virtual ExtractionResult recordSteps(const Document &doc, const ParamValues &values,
                                         Trace &trace) const;
    // The same on a page. The default records the document's steps (recordSteps()).
    virtual ExtractionResult recordPageSteps(const PageInput &page, const ParamValues &values,
                                             Trace &trace) const
    {
        return recordSteps(*page.document, values, trace);
    }
};

std::string_view inputName(ExtractorInput input);

// A frameset page (an <html> whose body is a <frameset>): a browser shows the documents its
// <frame>s load, which are not part of this page, and hides its <noframes> text, so the page has
// no visible text of its own. Every extractor returns this result for it — nothing chosen, a
// summary saying why — instead of judging an empty tree; nullopt for every other page.
std::optional<ExtractionResult> framesetPageResult(const Document &doc);

} // namespace core
