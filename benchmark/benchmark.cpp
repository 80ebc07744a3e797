// MB of HTML per second on the pages of the Readability test set: parsing alone, each registered
// extractor on an already parsed document (and the same with its trace recorded), and parsing
// plus every extractor; the corpus
// pipeline: the pages as one WARC (gzip per record) read, parsed, extracted and written as JSON
// Lines, per core against the parse-only floor, and on 1 and 2 jobs for the speed-up; the
// command line's own path from page files against gumbo's floor, and its peak memory on a 50 MB
// page (clipath.cpp); and the hostile pages of hostilepages.cpp (time and peak memory per MB). The
// pages are the repository's copy of the Readability test set (tests/data/readability-test-pages,
// gzip), timed on their uncompressed bytes. Extractors are enumerated from the registry, so new
// ones appear without edits.

#include "clipath.h"
#include "hostilepages.h"

#include <document/documentloader.h>
#include <external/outputmapper.h>
#include <extraction/trace.h>
#include <io/jsonlineswriter.h>
#include <io/orderedpipeline.h>
#include <io/recordextraction.h>
#include <io/recordreader.h>
#include <registry/extractorregistry.h>

#include <warcbuilder.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <time.h>
#include <vector>

namespace {

struct Corpus
{
    std::vector<std::string> pages; // raw bytes, as on disk
    std::vector<core::Document> documents;
    std::int64_t bytes = 0;
};

std::filesystem::path datasetDir()
{
    return std::filesystem::path(BOILERSCOPE_TEST_DATA) / "readability-test-pages";
}

bool loadCorpus(Corpus &corpus)
{
    const std::filesystem::path dir = datasetDir();
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(dir, ec))
        if (std::filesystem::is_regular_file(entry.path() / "source.html.gz"))
            files.push_back(entry.path() / "source.html.gz");
    if (files.empty()) {
        std::fprintf(stderr, "boilerscope-benchmark: no pages in %s\n", dir.c_str());
        return false;
    }
    std::sort(files.begin(), files.end());
    for (const auto &file : files) {
        std::ifstream in(file, std::ios::binary);
        const std::string compressed{std::istreambuf_iterator<char>(in),
                                     std::istreambuf_iterator<char>()};
        std::string error;
        std::optional<std::string> inflated = core::DocumentLoader::gunzip(compressed, error);
        if (!inflated) {
            std::fprintf(stderr, "boilerscope-benchmark: %s: %s\n", file.c_str(), error.c_str());
            continue;
        }
        std::string bytes = std::move(*inflated);
        core::DocumentLoader::Result loaded = core::DocumentLoader::loadBytes(bytes, file);
        if (!loaded.document) {
            std::fprintf(stderr, "boilerscope-benchmark: %s\n", loaded.error.c_str());
            continue;
        }
        corpus.bytes += static_cast<std::int64_t>(bytes.size());
        corpus.pages.push_back(std::move(bytes));
        corpus.documents.push_back(std::move(*loaded.document));
    }
    return !corpus.pages.empty();
}

// CPU seconds of the whole process: HtmlParser parses on a thread of its own, which the
// benchmark's per-thread CPU clock does not see, and wall time means little on a shared machine.
double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

void parse(benchmark::State &state, const Corpus &corpus)
{
    for (auto _ : state) {
        const double start = processCpuSeconds();
        for (const std::string &page : corpus.pages)
            benchmark::DoNotOptimize(core::DocumentLoader::loadBytes(page));
        state.SetIterationTime(processCpuSeconds() - start);
    }
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
}

void extract(benchmark::State &state, const Corpus &corpus, const core::Extractor *extractor)
{
    const core::ParamValues values = extractor->info().defaults();
    for (auto _ : state)
        for (const core::Document &doc : corpus.documents)
            benchmark::DoNotOptimize(extractor->run(doc, values));
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
}

// The same run with its trace recorded (Extractor::runTraced): what a player's trace costs. The
// extract/ rows above are the normal runs, which must not pay for traces (docs/traces.md).
void extractTraced(benchmark::State &state, const Corpus &corpus, const core::Extractor *extractor)
{
    const core::ParamValues values = extractor->info().defaults();
    core::Trace trace;
    for (auto _ : state)
        for (const core::Document &doc : corpus.documents)
            benchmark::DoNotOptimize(extractor->runTraced(doc, values, trace));
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
}

void parseAndExtractAll(benchmark::State &state, const Corpus &corpus)
{
    for (auto _ : state) {
        const double start = processCpuSeconds();
        for (const std::string &page : corpus.pages) {
            core::DocumentLoader::Result loaded = core::DocumentLoader::loadBytes(page);
            for (const core::Extractor *extractor : core::ExtractorRegistry::all())
                benchmark::DoNotOptimize(extractor->run(*loaded.document));
        }
        state.SetIterationTime(processCpuSeconds() - start);
    }
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
}

// A 100,000-word page (1,000 paragraphs of 100 words from a Zipf-distributed vocabulary of
// 20,000 words, as natural text is) and an external program's output for it: 80,000 of its
// words in order, one in 25 left out, after 50 words of metadata the page does not have.
struct AlignmentCase
{
    core::Document page;
    std::string output;
};

AlignmentCase alignmentCase()
{
    std::mt19937 rng(2007);
    std::vector<double> weights;
    for (int rank = 1; rank <= 20000; ++rank)
        weights.push_back(1.0 / rank);
    std::discrete_distribution<int> zipf(weights.begin(), weights.end());
    auto word = [&] {
        std::string w = "w";
        return w += std::to_string(zipf(rng));
    };
    std::string html = "<html><body>";
    std::vector<std::vector<std::string>> paragraphs(1000);
    for (auto &p : paragraphs) {
        html += "<p>";
        for (int i = 0; i < 100; ++i) {
            p.push_back(word());
            html += p.back() + ' ';
        }
        html += "</p>";
    }
    html += "</body></html>";
    AlignmentCase c{*core::DocumentLoader::loadBytes(html).document, {}};
    for (int i = 0; i < 50; ++i)
        c.output.append("meta").append(std::to_string(i)).push_back(' ');
    std::size_t n = 0;
    for (std::size_t p = 100; p < 900; ++p) {
        for (const std::string &w : paragraphs[p])
            if (++n % 25 != 0)
                c.output += w + ' ';
        c.output += '\n';
    }
    return c;
}

// docs/external-extractors.md: mapping a program's text back onto a 100,000-word page
// (OutputMapper: Hirschberg alignment and the passes after it) must stay under one second.
void alignOutput(benchmark::State &state, const AlignmentCase &c)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(core::OutputMapper::map(c.page, c.output));
}

// The pages as one WARC file in memory, one gzip-compressed response record each.
std::string corpusWarc(const Corpus &corpus)
{
    std::vector<std::string> records;
    for (size_t i = 0; i < corpus.pages.size(); ++i)
        records.push_back(warcbuilder::htmlResponse(
            std::to_string(i), "http://bench/" + std::to_string(i), corpus.pages[i], "text/html"));
    return warcbuilder::compress(records, true);
}

// One pass over the WARC: read records, run work on each with `jobs` workers in input order,
// count the output bytes. parseOnly: decode and parse, no extraction and no output (the floor).
void runCorpus(const std::string &warc, unsigned jobs, bool parseOnly)
{
    auto reader = core::RecordReader::fromBytes(
        warc, "bench.warc.gz", core::RecordReader::Format::Warc, core::DocumentLoader::kMaxBytes);
    core::RecordExtraction::Options options;
    options.extractor = core::ExtractorRegistry::find("density");
    options.values = options.extractor->info().defaults();
    size_t written = 0;
    core::OrderedPipeline<core::Record, std::string>(jobs, 2 * size_t(jobs))
        .run({
            [&] { return reader->next(); },
            [&](core::Record &&r) {
                if (parseOnly) {
                    benchmark::DoNotOptimize(
                        core::DocumentLoader::loadBytes(std::move(r.html), "r", r.charset));
                    return std::string();
                }
                return core::JsonLinesWriter::line(
                    core::RecordExtraction::run(std::move(r), options, "r").result);
            },
            [](const std::string &what) { return what; },
            [&](std::string &&line) {
                written += line.size();
                return true;
            },
        });
    benchmark::DoNotOptimize(written);
}

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Timed in CPU seconds of all threads when perCore, else in wall seconds (the speed-up). The
// counter "serial" is the calling thread's share of that CPU time: with jobs > 1 it only reads
// and writes, the part no worker can take over (Amdahl's serial fraction).
void corpusPipeline(benchmark::State &state, const Corpus &corpus, const std::string &warc,
                    unsigned jobs, bool parseOnly, bool perCore)
{
    double cpuTotal = 0, mainTotal = 0;
    for (auto _ : state) {
        const double cpu = processCpuSeconds(), main = threadCpuSeconds();
        const auto wall = std::chrono::steady_clock::now();
        runCorpus(warc, jobs, parseOnly);
        cpuTotal += processCpuSeconds() - cpu;
        mainTotal += threadCpuSeconds() - main;
        state.SetIterationTime(
            perCore
                ? processCpuSeconds() - cpu
                : std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count());
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(corpus.pages.size()));
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
    if (jobs > 1)
        state.counters["serial"] = cpuTotal > 0 ? mainTotal / cpuTotal : 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && std::string(argv[1]) == hostile::kPeakOption)
        return hostile::peakChildMain(argc, argv);
    if (argc > 1 && std::string(argv[1]) == clipath::kPeakOption)
        return clipath::peakChildMain(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;
    static Corpus corpus;
    if (!loadCorpus(corpus))
        return 1;
    std::printf("%zu pages, %.1f MB of HTML\n", corpus.pages.size(), corpus.bytes / 1e6);

    // MB/s are per CPU second: parsing is timed by hand (processCpuSeconds), extractors, which
    // run on the calling thread, by the benchmark's own CPU clock.
    benchmark::RegisterBenchmark("parse", parse, std::cref(corpus))
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime();
    for (const core::Extractor *extractor : core::ExtractorRegistry::all())
        benchmark::RegisterBenchmark(("extract/" + extractor->info().id).c_str(), extract,
                                     std::cref(corpus), extractor)
            ->Unit(benchmark::kMillisecond);
    for (const core::Extractor *extractor : core::ExtractorRegistry::all())
        benchmark::RegisterBenchmark(("extract-traced/" + extractor->info().id).c_str(),
                                     extractTraced, std::cref(corpus), extractor)
            ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("parse+all", parseAndExtractAll, std::cref(corpus))
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime();
    static const AlignmentCase alignment = alignmentCase();
    benchmark::RegisterBenchmark("align-output/100000-words", alignOutput, std::cref(alignment))
        ->Unit(benchmark::kMillisecond);
    // The corpus pipeline with density; items/s are records/s, bytes/s MB of HTML per second.
    static const std::string warc = corpusWarc(corpus);
    benchmark::RegisterBenchmark("corpus/parse-only/cpu", corpusPipeline, std::cref(corpus),
                                 std::cref(warc), 1u, true, true)
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime();
    benchmark::RegisterBenchmark("corpus/warc-to-jsonl/cpu", corpusPipeline, std::cref(corpus),
                                 std::cref(warc), 1u, false, true)
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime();
    benchmark::RegisterBenchmark("corpus/warc-to-jsonl/cpu/jobs:2", corpusPipeline,
                                 std::cref(corpus), std::cref(warc), 2u, false, true)
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime();
    for (unsigned jobs : {1u, 2u})
        benchmark::RegisterBenchmark(
            ("corpus/warc-to-jsonl/wall/jobs:" + std::to_string(jobs)).c_str(), corpusPipeline,
            std::cref(corpus), std::cref(warc), jobs, false, false)
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime();
    clipath::registerBenchmarks();
    hostile::registerBenchmarks();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
