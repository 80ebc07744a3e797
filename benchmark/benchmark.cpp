// MB of HTML per second on the pages of the Readability test set: parsing alone, each registered
// extractor on an already parsed document, and parsing plus every extractor. The pages are read
// from $BOILERSCOPE_SHARED/datasets/readability-test-pages (default: the shared folder beside the
// source tree). Extractors are enumerated from the registry, so new ones appear without edits.

#include <documentloader.h>
#include <extractorregistry.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
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
    const char *shared = std::getenv("BOILERSCOPE_SHARED");
    return std::filesystem::path(shared && *shared ? shared : BOILERSCOPE_SHARED) / "datasets" /
           "readability-test-pages";
}

bool loadCorpus(Corpus &corpus)
{
    const std::filesystem::path dir = datasetDir();
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(dir, ec))
        if (std::filesystem::is_regular_file(entry.path() / "source.html"))
            files.push_back(entry.path() / "source.html");
    if (files.empty()) {
        std::fprintf(stderr, "boilerscope-benchmark: no pages in %s (set BOILERSCOPE_SHARED)\n",
                     dir.c_str());
        return false;
    }
    std::sort(files.begin(), files.end());
    for (const auto &file : files) {
        std::ifstream in(file, std::ios::binary);
        std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
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

void parse(benchmark::State &state, const Corpus &corpus)
{
    for (auto _ : state)
        for (const std::string &page : corpus.pages)
            benchmark::DoNotOptimize(core::DocumentLoader::loadBytes(page));
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

void parseAndExtractAll(benchmark::State &state, const Corpus &corpus)
{
    for (auto _ : state) {
        for (const std::string &page : corpus.pages) {
            core::DocumentLoader::Result loaded = core::DocumentLoader::loadBytes(page);
            for (const core::Extractor *extractor : core::ExtractorRegistry::all())
                benchmark::DoNotOptimize(extractor->run(*loaded.document));
        }
    }
    state.SetBytesProcessed(state.iterations() * corpus.bytes);
}

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 2;
    static Corpus corpus;
    if (!loadCorpus(corpus))
        return 1;
    std::printf("%zu pages, %.1f MB of HTML\n", corpus.pages.size(), corpus.bytes / 1e6);

    // Real time: HtmlParser parses on a thread of its own, invisible to the CPU-time clock.
    benchmark::RegisterBenchmark("parse", parse, std::cref(corpus))
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    for (const core::Extractor *extractor : core::ExtractorRegistry::all())
        benchmark::RegisterBenchmark(("extract/" + extractor->info().id).c_str(), extract,
                                     std::cref(corpus), extractor)
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
    benchmark::RegisterBenchmark("parse+all", parseAndExtractAll, std::cref(corpus))
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
