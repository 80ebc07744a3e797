#pragma once

#include "extraction/extractor.h"
#include "measures/score.h"
#include "metadatascorer.h"
#include "package/testpackage.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace core {

// One extractor with the parameter values it is evaluated with.
struct EvaluatedExtractor
{
    const Extractor *extractor = nullptr;
    ParamValues values; // one per descriptor, e.g. extractor->info().defaults()
};

// The scores of one extractor on one document, every measure (Gottron 2007 §4.3); the measures the
// document's gold does not allow, or that were not asked for, are Score::notApplicable().
// Plain value.
struct EvaluationRow
{
    std::size_t document = 0;  // index into EvaluationResults::documents
    std::size_t extractor = 0; // index into EvaluationResults::extractors
    std::size_t htmlBytes = 0; // the page's size as stored (decompressed)
    double seconds = 0; // the extractor's run on the parsed page; parsing not included; for an
                        // external extractor (ext:...) its program's start and run included
    MeasureScores scores;
    // No extraction: the page could not be loaded or the extractor failed (EvaluationResults::
    // issues says why); scores are those of an empty extraction and seconds is 0.
    bool failed = false;

    // Gottron 2007 §3: processing time per kB of HTML (1 kB = 1000 bytes).
    double secondsPerKb() const;
};

// One extractor's metadata on one document, scored against its metadata gold: ours
// (MetadataExtractor), or an external program's own (ExtractionResult::metadata, read by
// ProgramMetadata). Plain value.
struct MetadataRow
{
    std::size_t document = 0; // index into EvaluationResults::documents
    // EvaluationResults::kMetadataExtractor for ours, else the external extractor's id.
    std::string extractor;
    // The extractor returned metadata on the page (ours always does); a program that returns
    // none on any page of the run has no rows in the summary (MetadataSummary).
    bool given = true;
    MetadataScores scores;
};

// What a run produced. Plain value.
struct EvaluationResults
{
    // The name metadata rows are reported under: MetadataExtractor's.
    static constexpr std::string_view kMetadataExtractor = "boilerscope";

    std::vector<std::string> documents; // the package's stems, in package order
    std::vector<std::string> pageTypes; // per document, "" when unknown
    // Per document, the page classifier's type (PageTypeClassifier) when the run predicts page
    // types, "" when it does not or the page could not be loaded; empty when it does not.
    std::vector<std::string> predictedTypes;
    // Per document, the measures its gold allows (a gold text, snippets) among those asked for.
    std::vector<MeasureSet> applicable;
    std::vector<std::string> extractors; // extractor ids, in the order given
    std::vector<EvaluationRow> rows;     // by document, then extractor
    // By document, for the documents with metadata gold (MetadataScorer::hasGold) when the run
    // scores metadata: ours, then each external extractor's in the order given.
    std::vector<MetadataRow> metadata;
    std::vector<PackageIssue> issues; // pages that could not be loaded, extractors that threw
    std::size_t documentsDone = 0;    // documents evaluated (or skipped) before the end
    bool cancelled = false;
};

// Runs extractors over every document of a test package and scores them against the gold
// (docs/evaluation.md). Each page is parsed once and every extractor runs on that parse;
// documents are spread over `jobs` threads. A page that cannot be loaded, or an extractor that
// fails on it, is reported and scored as an empty extraction (EvaluationRow::failed), never
// fatal: project choice, as the benchmarks' comparisons count a run without output, so that an
// extractor's mean does not rise by leaving out the pages it fails on. A document to which none of
// the measures applies (no gold text for full-text measures, no snippets for the snippet measure)
// is skipped unread. Holds only its configuration: run() is const and may be called from any
// thread; the GUI's dashboard and the CLI's eval command share it.
class EvaluationRunner
{
public:
    // Called after each document from the worker thread that finished it (calls are serialised):
    // documents done so far, total, the document's stem. Must be cheap and thread-safe towards
    // the caller's own state (the GUI posts it to its event loop).
    using Progress =
        std::function<void(std::size_t done, std::size_t total, const std::string &stem)>;

    enum class Metadata { Skipped, Scored };
    // Whether the page classifier runs on every document (EvaluationResults::predictedTypes):
    // the summary's breakdown by predicted type, for packages without typed gold too. It
    // needs the consensus's voters on each page (their results are reused when the run has them).
    enum class PageTypes { Skipped, Predicted };

    // jobs 0 = one per hardware thread; `measures`: the measures to compute; `metadata`: whether
    // MetadataExtractor runs on the documents with metadata gold and is scored against it, and
    // the external extractors' own metadata with it (eval --metadata and --markdown ask for it;
    // other callers do without the work). With metadata and no measures, only the external
    // extractors run (the others return no metadata), on the documents with metadata gold.
    EvaluationRunner(std::vector<EvaluatedExtractor> extractors, unsigned jobs,
                     MeasureSet measures = allMeasures(), Metadata metadata = Metadata::Skipped,
                     PageTypes pageTypes = PageTypes::Skipped);

    // The measures a document's gold allows.
    static MeasureSet applicableTo(const PackageDocument &doc);

    // Setting *cancel stops the run after the documents in progress; the results then hold what
    // was finished and cancelled = true.
    EvaluationResults run(const TestPackage &package, const Progress &progress = {},
                          const std::atomic<bool> *cancel = nullptr) const;

    // Every registered extractor with its default parameters.
    static std::vector<EvaluatedExtractor> allExtractors();

private:
    std::vector<EvaluatedExtractor> m_extractors;
    unsigned m_jobs;
    MeasureSet m_measures;
    Metadata m_metadata;
    PageTypes m_pageTypes;
};

} // namespace core
