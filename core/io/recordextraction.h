#pragma once

#include "document/document.h"
#include "extraction/extractionresult.h"
#include "extraction/extractor.h"
#include "extraction/trace.h"
#include "metadata/metadata.h"
#include "record.h"
#include "recordresult.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>

namespace core {

// Extracting one Record: decode and parse its page (the transport's charset first), run the
// extractor, and describe the outcome as a RecordResult (node paths, text, timings, and the
// Markdown / content HTML when asked), keeping the document and the extractor's result for
// other output formats. The step every worker of a corpus run takes; a plain value, and run()
// is thread-safe (extractors are).
struct RecordExtraction
{
    struct Options
    {
        const Extractor *extractor = nullptr;
        ParamValues values;
        bool markdown = false;
        bool contentHtml = false;
        // Set by another thread: a running external program is killed, the record fails.
        const std::atomic<bool> *cancel = nullptr;
        bool trace = false; // record the extractor's steps (Extractor::runPageTraced)
        // Find the page's metadata (MetadataExtractor) too: result.metadata, and metadata; and
        // an external program's own, result.programMetadata.
        bool metadata = false;
        // When set, runs the extractor instead of runPage() / runPageTraced(): trace is null,
        // or (with `trace` asked) the trace to fill as runPageTraced() fills it. For a caller that
        // keeps what the run computed for another use (the CLI's consensus evidence, which the
        // page classifier reads too); may throw ExtractorFailure like runPage().
        std::function<ExtractionResult(const PageInput &page, Trace *trace)> run;
    };

    RecordResult result;              // result.error set when the record failed
    std::optional<Document> document; // empty when it failed
    ExtractionResult extraction;
    std::optional<Trace> trace; // the steps, when options.trace asked for them
    // When options.metadata asked for it: found with the record's URL, or pageUrl unless that
    // is a file: URL (a local path holds no page date).
    std::optional<Metadata> metadata;

    // name: how messages name the record ("FILE" or "FILE: record N"); the loader's messages
    // start with it, result.error does not. An external extractor gets the record's original
    // bytes and its URL, or pageUrl when the record has none (a page file's file: URL); when it
    // fails (ExtractorFailure), result.error says "ID failed: REASON" and there is no document.
    static RecordExtraction run(Record &&record, const Options &options, const std::string &name,
                                const std::string &pageUrl = {});
};

} // namespace core
