#include "evaluationrunner.h"

#include "document/documentloader.h"
#include "goldscorer.h"
#include "metadata/metadataextractor.h"
#include "programmetadata.h"
#include "registry/extractorregistry.h"
#include "registry/registeredpagetypes.h"

#include <algorithm>
#include <chrono>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <span>
#include <thread>

namespace core {

double EvaluationRow::secondsPerKb() const
{
    return htmlBytes > 0 ? seconds / (static_cast<double>(htmlBytes) / 1000.0) : 0;
}

EvaluationRunner::EvaluationRunner(std::vector<EvaluatedExtractor> extractors, unsigned jobs,
                                   MeasureSet measures, Metadata metadata, PageTypes pageTypes)
    : m_extractors(std::move(extractors)),
      m_jobs(jobs > 0 ? jobs : std::max(1u, std::thread::hardware_concurrency())),
      m_measures(measures), m_metadata(metadata), m_pageTypes(pageTypes)
{
}

MeasureSet EvaluationRunner::applicableTo(const PackageDocument &doc)
{
    MeasureSet set;
    for (Measure m : kMeasures) {
        const bool has = measureInfo(m).gold == MeasureInfo::Gold::Text ? doc.hasGoldText
                                                                        : !doc.snippets.empty();
        set.set(static_cast<std::size_t>(m), has);
    }
    return set;
}

std::vector<EvaluatedExtractor> EvaluationRunner::allExtractors()
{
    std::vector<EvaluatedExtractor> out;
    for (const Extractor *e : ExtractorRegistry::all())
        out.push_back({e, e->info().defaults()});
    return out;
}

namespace {

// What one document produced; kept per document so that the results come out in package order
// whatever the threads' timing.
struct DocumentOutcome
{
    std::vector<EvaluationRow> rows;
    std::vector<MetadataRow> metadata;
    std::vector<PackageIssue> issues;
    std::string predictedType;
};

// The results of a document's runs with default parameters, by extractor: those of the evaluated
// extractors and those the runner computed as an ensemble's voters.
class DefaultRuns
{
public:
    DefaultRuns(const std::vector<EvaluatedExtractor> &extractors,
                const std::vector<std::optional<ExtractionResult>> &results,
                const std::vector<double> &seconds)
        : m_extractors(extractors), m_results(results), m_seconds(seconds)
    {
    }

    // voter's result, with the seconds its run took, or null when nobody computed it.
    const ExtractionResult *find(const Extractor *voter, double *seconds = nullptr) const
    {
        for (std::size_t k = 0; k < m_extractors.size() && k < m_results.size(); ++k)
            if (m_extractors[k].extractor == voter && m_results[k] &&
                m_extractors[k].values == voter->info().defaults()) {
                if (seconds)
                    *seconds = m_seconds[k];
                return &*m_results[k];
            }
        for (const Computed &c : m_computed)
            if (c.voter == voter) {
                if (seconds)
                    *seconds = c.seconds;
                return &c.result;
            }
        return nullptr;
    }

    // A deque: the results handed out stay where they are when more are added.
    const ExtractionResult &add(const Extractor *voter, ExtractionResult result, double seconds)
    {
        m_computed.push_back({voter, std::move(result), seconds});
        return m_computed.back().result;
    }

    // Each of voters' results where there is one, else null.
    std::vector<const ExtractionResult *> of(std::span<const Extractor *const> voters) const
    {
        std::vector<const ExtractionResult *> given(voters.size(), nullptr);
        for (std::size_t v = 0; v < voters.size(); ++v)
            given[v] = find(voters[v]);
        return given;
    }

private:
    const std::vector<EvaluatedExtractor> &m_extractors;
    const std::vector<std::optional<ExtractionResult>> &m_results;
    const std::vector<double> &m_seconds;
    struct Computed
    {
        const Extractor *voter;
        ExtractionResult result;
        double seconds;
    };
    std::deque<Computed> m_computed;
};

// The page classifier's type of doc, given the consensus's voters' results the document's runs
// computed (default parameters), so that none is computed twice.
std::string predictedTypeOf(const Document &doc, const std::string &url, const DefaultRuns &runs)
{
    const Extractor *consensus = ExtractorRegistry::find("consensus");
    if (!consensus)
        return {};
    return RegisteredPageTypes::typeOf(doc, url, runs.of(consensus->voters()));
}

// Empty when cancelled half-way: a document is in the results with all extractors or not at all.
std::optional<DocumentOutcome> evaluate(const TestPackage &package, std::size_t index,
                                        const std::vector<EvaluatedExtractor> &extractors,
                                        const MeasureSet &measures, bool metadata,
                                        bool predictTypes, const std::atomic<bool> *cancel)
{
    DocumentOutcome out;
    const PackageDocument &pd = package.documents[index];
    metadata = metadata && MetadataScorer::hasGold(pd.metadata);
    if (measures.none() && !metadata)
        return out;
    const std::string page = package.htmlPath(pd);
    const std::string pageName = page.substr(package.directory.size() + 1);
    DocumentLoader::Result loaded = DocumentLoader::loadFile(page);
    const GoldScorer gold(pd, measures);
    auto failedRow = [&](std::size_t e) {
        EvaluationRow row;
        row.document = index;
        row.extractor = e;
        row.htmlBytes = loaded.originalBytes().size();
        row.scores = gold.score(std::string());
        row.failed = true;
        return row;
    };
    if (!loaded.document) {
        out.issues.push_back({PackageIssue::Severity::Error, pageName,
                              loaded.error + "; scored as an empty extraction"});
        if (measures.any())
            for (std::size_t e = 0; e < extractors.size(); ++e)
                out.rows.push_back(failedRow(e));
        return out;
    }
    const Document &doc = *loaded.document;
    if (metadata)
        out.metadata.push_back(MetadataRow{
            index, std::string(EvaluationResults::kMetadataExtractor), true,
            MetadataScorer::score(MetadataExtractor::extract(doc, pd.metadata.url), pd.metadata)});
    auto isExternal = [](const EvaluatedExtractor &x) {
        return x.extractor->info().input == ExtractorInput::ExternalProgram;
    };
    // Without measures the extractors run for their metadata alone: only external programs
    // return any.
    const bool anyExternal = std::any_of(extractors.begin(), extractors.end(), isExternal);
    std::vector<std::optional<ExtractionResult>> results(extractors.size());
    std::vector<double> seconds(extractors.size(), 0);
    DefaultRuns runs(extractors, results, seconds);
    if (measures.none() && !(metadata && anyExternal)) {
        if (predictTypes)
            out.predictedType = predictedTypeOf(doc, pd.metadata.url, runs);
        return out;
    }
    // An ensemble (a vote, the consensus) comes after the other extractors and is handed the
    // results of its voters among them (default parameters), so that no voter, an external
    // program least of all, runs twice on the page; its seconds include theirs.
    auto isEnsemble = [](const EvaluatedExtractor &x) { return !x.extractor->voters().empty(); };
    std::vector<std::size_t> order;
    for (const bool ensembles : {false, true})
        for (std::size_t e = 0; e < extractors.size(); ++e)
            if (isEnsemble(extractors[e]) == ensembles &&
                (measures.any() || isExternal(extractors[e])))
                order.push_back(e);
    for (const std::size_t e : order) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        const EvaluatedExtractor &x = extractors[e];
        try {
            const auto start = std::chrono::steady_clock::now();
            PageInput input;
            input.document = &doc;
            input.bytes = loaded.bytes; // external programs get the page as stored
            input.url = pd.metadata.url;
            input.cancel = cancel;
            double voterSeconds = 0;
            ExtractionResult result;
            if (isEnsemble(x)) {
                // The voters no run computed yet are computed here rather than inside the
                // ensemble, so that the page classifier (and a later ensemble) reads them too.
                const auto voters = x.extractor->voters();
                std::vector<const ExtractionResult *> given(voters.size(), nullptr);
                for (std::size_t v = 0; v < given.size(); ++v) {
                    double voterRun = 0;
                    given[v] = runs.find(voters[v], &voterRun);
                    if (!given[v]) {
                        const auto voterStart = std::chrono::steady_clock::now();
                        ExtractionResult voterResult =
                            voters[v]->runPage(input, voters[v]->info().defaults());
                        voterRun = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                                                 voterStart)
                                       .count();
                        given[v] = &runs.add(voters[v], std::move(voterResult), voterRun);
                    }
                    voterSeconds += voterRun;
                }
                // The consensus and the page classifier read the same evidence: computed once
                // for both when the page's type is asked for.
                if (predictTypes && x.extractor == ExtractorRegistry::find("consensus")) {
                    RegisteredPageTypes::ConsensusRun run = RegisteredPageTypes::consensusWithType(
                        doc, pd.metadata.url, x.values, given);
                    result = std::move(run.result);
                    out.predictedType = std::move(run.type);
                } else {
                    result = x.extractor->runPageWithVoters(input, x.values, given);
                }
            } else {
                result = x.extractor->runPage(input, x.values);
            }
            const auto stop = std::chrono::steady_clock::now();
            EvaluationRow row;
            row.document = index;
            row.extractor = e;
            row.htmlBytes = loaded.originalBytes().size();
            row.seconds = std::chrono::duration<double>(stop - start).count() + voterSeconds;
            row.scores = gold.score(result.text);
            seconds[e] = row.seconds;
            if (measures.any())
                out.rows.push_back(row);
            results[e] = std::move(result);
        } catch (const std::exception &ex) {
            // A program stopped by the cancellation did not fail on the page: the document is
            // left out, as every document the cancellation reaches.
            if (cancel && cancel->load(std::memory_order_relaxed))
                return std::nullopt;
            out.issues.push_back({PackageIssue::Severity::Error, pageName,
                                  x.extractor->info().id + " failed: " + ex.what()});
            if (measures.any())
                out.rows.push_back(failedRow(e));
        }
    }
    // A program's metadata, scored as ours; a page it returns none on (or fails on) counts as
    // one where it predicts nothing.
    if (metadata)
        for (std::size_t e = 0; e < extractors.size(); ++e)
            if (isExternal(extractors[e])) {
                const std::vector<std::pair<std::string, std::string>> none;
                const auto &fields = results[e] ? results[e]->metadata : none;
                out.metadata.push_back(
                    MetadataRow{index, extractors[e].extractor->info().id, !fields.empty(),
                                MetadataScorer::score(ProgramMetadata::of(fields), pd.metadata)});
            }
    if (predictTypes && out.predictedType.empty())
        out.predictedType = predictedTypeOf(doc, pd.metadata.url, runs);
    // Rows in the order the extractors were given.
    std::stable_sort(
        out.rows.begin(), out.rows.end(),
        [](const EvaluationRow &a, const EvaluationRow &b) { return a.extractor < b.extractor; });
    return out;
}

} // namespace

EvaluationResults EvaluationRunner::run(const TestPackage &package, const Progress &progress,
                                        const std::atomic<bool> *cancel) const
{
    EvaluationResults results;
    for (const PackageDocument &d : package.documents) {
        results.documents.push_back(d.stem);
        results.pageTypes.push_back(d.metadata.pageType);
        results.applicable.push_back(applicableTo(d) & m_measures);
    }
    for (const EvaluatedExtractor &x : m_extractors)
        results.extractors.push_back(x.extractor->info().id);

    const std::size_t total = package.documents.size();
    std::vector<std::optional<DocumentOutcome>> outcomes(total);
    std::atomic<std::size_t> next{0};
    std::mutex progressMutex;
    std::size_t done = 0;
    auto work = [&] {
        for (;;) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            const std::size_t i = next.fetch_add(1);
            if (i >= total)
                return;
            outcomes[i] = evaluate(package, i, m_extractors, results.applicable[i],
                                   m_metadata == Metadata::Scored,
                                   m_pageTypes == PageTypes::Predicted, cancel);
            if (!outcomes[i])
                return;
            const std::lock_guard lock(progressMutex);
            ++done;
            if (progress)
                progress(done, total, package.documents[i].stem);
        }
    };
    const unsigned threads = static_cast<unsigned>(std::min<std::size_t>(m_jobs, total));
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread &t : pool)
        t.join();

    if (m_pageTypes == PageTypes::Predicted)
        results.predictedTypes.assign(total, std::string());
    for (std::size_t i = 0; i < total; ++i) {
        std::optional<DocumentOutcome> &o = outcomes[i];
        if (!o)
            continue;
        if (m_pageTypes == PageTypes::Predicted)
            results.predictedTypes[i] = std::move(o->predictedType);
        ++results.documentsDone;
        results.rows.insert(results.rows.end(), o->rows.begin(), o->rows.end());
        results.metadata.insert(results.metadata.end(), o->metadata.begin(), o->metadata.end());
        results.issues.insert(results.issues.end(), o->issues.begin(), o->issues.end());
    }
    results.cancelled = results.documentsDone < total;
    return results;
}

} // namespace core
