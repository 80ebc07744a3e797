#include "clipath.h"

#include "hostilepages.h"

#include <document/documentloader.h>
#include <io/orderedpipeline.h>
#include <io/recordextraction.h>
#include <io/recordreader.h>
#include <registry/extractorregistry.h>

#include <benchmark/benchmark.h>
#include <gumbo.h>
#include <zlib.h>

#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace clipath {

namespace {

// Targets of the command line's speed and memory, as multiples of the floor's speed and of the
// page's size. Project targets (docs/speed.md): the CLI path with any built-in at 0.6 of the
// floor or more, which the first measurements of that path (0.58 to 0.78) about met;
// `consensus`, which runs twenty heuristics and its own evidence, at half. A cost that every
// page pays whatever its size (a buffer of the record limit, a thread per parse) fails them.
constexpr double kBuiltInTarget = 0.6;
constexpr double kConsensusTarget = 0.5;
// Project target (docs/speed.md): the page, its decoded copy, the node array and one result's
// text, with room for gumbo's tree; a reader holding the record limit (256 MiB) instead of the
// page already takes more than 5 times a 50 MB page.
constexpr double kPeakTarget = 8.0;
constexpr std::size_t kPeakPageBytes = 50'000'000;

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// The repository's pages as files on disk (gzip), sorted, and their uncompressed bytes.
struct Files
{
    std::vector<std::string> paths;
    std::int64_t bytes = 0;
};

std::string gunzipFile(const std::string &path)
{
    std::string out;
    gzFile in = gzopen(path.c_str(), "rb");
    if (!in)
        return out;
    char buffer[1 << 16];
    for (int n; (n = gzread(in, buffer, sizeof buffer)) > 0;)
        out.append(buffer, static_cast<std::size_t>(n));
    gzclose(in);
    return out;
}

const Files &pageFiles()
{
    static const Files files = [] {
        Files f;
        const auto dir = std::filesystem::path(BOILERSCOPE_TEST_DATA) / "readability-test-pages";
        std::error_code ec;
        for (const auto &entry : std::filesystem::directory_iterator(dir, ec))
            if (std::filesystem::is_regular_file(entry.path() / "source.html.gz"))
                f.paths.push_back((entry.path() / "source.html.gz").string());
        std::sort(f.paths.begin(), f.paths.end());
        for (const std::string &path : f.paths)
            f.bytes += static_cast<std::int64_t>(gunzipFile(path).size());
        return f;
    }();
    return files;
}

// The floor: each file read and gunzipped with zlib, parsed with gumbo, every node visited (its
// text measured), the tree freed. What any extractor over gumbo must spend at least.
std::size_t floorPass(const std::vector<std::string> &paths)
{
    std::size_t seen = 0;
    std::vector<const GumboNode *> stack;
    for (const std::string &path : paths) {
        const std::string html = gunzipFile(path);
        GumboOutput *output =
            gumbo_parse_with_options(&kGumboDefaultOptions, html.data(), html.size());
        stack.assign(1, output->root);
        while (!stack.empty()) {
            const GumboNode *n = stack.back();
            stack.pop_back();
            ++seen;
            if (n->type == GUMBO_NODE_ELEMENT || n->type == GUMBO_NODE_TEMPLATE) {
                const GumboVector &children = n->v.element.children;
                for (unsigned i = 0; i < children.length; ++i)
                    stack.push_back(static_cast<const GumboNode *>(children.data[i]));
            } else if (n->type != GUMBO_NODE_DOCUMENT && n->v.text.text) {
                seen += std::strlen(n->v.text.text);
            }
        }
        gumbo_destroy_output(&kGumboDefaultOptions, output);
    }
    return seen;
}

// `boilerscope-cli extract -e ID --jobs N FILE...` in its default format: the inputs opened one
// at a time (the CLI's RecordFeed), the records extracted on N workers in input order, each
// page's text written after its "==> FILE <==" header; traced: with `--trace`, each page's
// steps recorded (not written). Returns the bytes written.
std::size_t cliPass(const std::vector<std::string> &paths, const core::Extractor *extractor,
                    unsigned jobs, std::FILE *out, bool traced = false)
{
    core::RecordExtraction::Options options;
    options.extractor = extractor;
    options.values = extractor->info().defaults();
    options.trace = traced;
    std::size_t nextInput = 0, written = 0;
    std::unique_ptr<core::RecordReader> reader;
    auto next = [&]() -> std::optional<core::Record> {
        while (true) {
            if (reader) {
                if (std::optional<core::Record> record = reader->next())
                    return record;
                reader.reset();
            }
            if (nextInput == paths.size())
                return std::nullopt;
            std::string error;
            reader = core::RecordReader::open(paths[nextInput++], core::RecordReader::Format::Auto,
                                              core::DocumentLoader::kMaxBytes, error);
        }
    };
    core::OrderedPipeline<core::Record, std::string>(jobs, 2 * std::size_t(jobs))
        .run({
            next,
            [&](core::Record &&record) {
                const std::string name = record.input;
                const core::RecordExtraction x =
                    core::RecordExtraction::run(std::move(record), options, name);
                std::string text = "==> " + name + " <==\n";
                if (!x.extraction.text.empty())
                    text += x.extraction.text + '\n';
                return text;
            },
            [](const std::string &what) { return what + '\n'; },
            [&](std::string &&text) {
                written += std::fwrite(text.data(), 1, text.size(), out);
                return true;
            },
        });
    std::fflush(out);
    return written;
}

std::string jobsName(unsigned jobs)
{
    return jobs == 0 ? "all" : std::to_string(jobs);
}

// One iteration: the floor's pass, then the CLI's, both in CPU seconds of the whole process (the
// CLI's workers and parser threads included). The time reported is the CLI's; the counter
// x_floor is the floor's CPU time over the CLI's (its speed as a fraction of the floor's).
// traced: the same with every page's trace recorded (`extract --trace`).
void cliRow(benchmark::State &state, const core::Extractor *extractor, unsigned jobs, bool traced)
{
    const Files &files = pageFiles();
    if (jobs == 0)
        jobs = std::max(1u, std::thread::hardware_concurrency());
    std::FILE *out = std::fopen("/dev/null", "w");
    double floorTotal = 0, cliTotal = 0, wallTotal = 0;
    for (auto _ : state) {
        double start = processCpuSeconds();
        benchmark::DoNotOptimize(floorPass(files.paths));
        floorTotal += processCpuSeconds() - start;
        start = processCpuSeconds();
        const auto wall = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(cliPass(files.paths, extractor, jobs, out, traced));
        const double cpu = processCpuSeconds() - start;
        wallTotal += std::chrono::duration<double>(std::chrono::steady_clock::now() - wall).count();
        cliTotal += cpu;
        state.SetIterationTime(cpu);
    }
    std::fclose(out);
    const double mb = double(state.iterations()) * double(files.bytes) / 1e6;
    const double ratio = cliTotal > 0 ? floorTotal / cliTotal : 0;
    const double target = extractor->info().id == "consensus" ? kConsensusTarget : kBuiltInTarget;
    state.SetBytesProcessed(state.iterations() * files.bytes);
    state.counters["floor_MB/s"] = floorTotal > 0 ? mb / floorTotal : 0;
    state.counters["wall_MB/s"] = wallTotal > 0 ? mb / wallTotal : 0;
    state.counters["x_floor"] = ratio;
    state.counters["target"] = target;
    state.counters["met"] = ratio >= target ? 1 : 0;
    char label[64];
    std::snprintf(label, sizeof label, "%s: %.2f x floor (target %.1f)",
                  ratio >= target ? "met" : "MISSED", ratio, target);
    state.SetLabel(label);
}

// The CLI path on one 50 MB page of prose (hostilepages.cpp's "paragraphs") with an extractor:
// its peak memory, measured in a fresh run of this program (peakChildMain), over the page's size.
void peakRow(benchmark::State &state, const core::Extractor *extractor)
{
    const auto &classes = hostile::pageClasses();
    const auto prose = std::find_if(classes.begin(), classes.end(), [](const auto &c) {
        return std::string(c.name) == "paragraphs";
    });
    const std::string path = (std::filesystem::temp_directory_path() /
                              ("boilerscope-cli-peak-" + std::to_string(getpid()) + ".html"))
                                 .string();
    std::size_t size = 0;
    {
        const std::string page = prose->make(kPeakPageBytes);
        size = page.size();
        std::ofstream(path, std::ios::binary).write(page.data(), std::streamsize(page.size()));
    }
    double peak = -1;
    for (auto _ : state) {
        const double start = processCpuSeconds();
        peak = hostile::peakOfChild({kPeakOption, path, extractor->info().id});
        state.SetIterationTime(processCpuSeconds() - start);
    }
    std::filesystem::remove(path);
    const double times = peak / double(size);
    state.counters["MB"] = double(size) / 1e6;
    state.counters["peak_x"] = times;
    state.counters["target"] = kPeakTarget;
    state.counters["met"] = peak > 0 && times <= kPeakTarget ? 1 : 0;
    char label[64];
    std::snprintf(label, sizeof label, "%s: peak %.1f x page (target %.0f)",
                  peak > 0 && times <= kPeakTarget ? "met" : "MISSED", times, kPeakTarget);
    state.SetLabel(label);
}

} // namespace

int peakChildMain(int argc, char **argv)
{
    if (argc != 4 || std::string(argv[1]) != kPeakOption)
        return 2;
    const core::Extractor *extractor = core::ExtractorRegistry::find(argv[3]);
    if (!extractor)
        return 2;
    const long before = hostile::statusKiB("VmRSS");
    std::FILE *out = std::fopen("/dev/null", "w");
    cliPass({argv[2]}, extractor, 1, out);
    std::fclose(out);
    std::printf("%.0f\n", double(hostile::statusKiB("VmHWM") - before) * 1024);
    return 0;
}

void registerBenchmarks()
{
    for (const unsigned jobs : {1u, 0u})
        for (const core::Extractor *extractor : core::ExtractorRegistry::all())
            benchmark::RegisterBenchmark(
                ("cli/" + extractor->info().id + "/jobs:" + jobsName(jobs)).c_str(), cliRow,
                extractor, jobs, false)
                ->Unit(benchmark::kMillisecond)
                ->UseManualTime();
    // The traced consensus (`extract -e consensus --trace`): what its trace costs on the CLI's
    // path, beside the row above, held to the same target.
    for (const unsigned jobs : {1u, 0u})
        benchmark::RegisterBenchmark(("cli-traced/consensus/jobs:" + jobsName(jobs)).c_str(),
                                     cliRow, core::ExtractorRegistry::find("consensus"), jobs, true)
            ->Unit(benchmark::kMillisecond)
            ->UseManualTime();
    // `plain`, the cheapest built-in: the path's own memory (reader, decoder, parser, writer). What
    // each extractor adds is in the hostile rows (hostilepages.cpp), at sizes at which every
    // extractor finishes in reasonable time.
    benchmark::RegisterBenchmark("cli-peak/50MB/plain", peakRow,
                                 core::ExtractorRegistry::find("plain"))
        ->Unit(benchmark::kMillisecond)
        ->UseManualTime()
        ->Iterations(1);
}

} // namespace clipath
