#include "hostilepages.h"

#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <benchmark/benchmark.h>

#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace hostile {

namespace {

using core::DocumentLoader;

constexpr std::size_t kMiB = std::size_t(1) << 20;

std::string repeatTo(const std::string &head, const std::string &unit, std::size_t bytes)
{
    std::string page = head;
    page.reserve(bytes + unit.size());
    while (page.size() + unit.size() <= bytes)
        page += unit;
    return page;
}

// An ordinary page of prose: the baseline the others compare with.
std::string paragraphs(std::size_t bytes)
{
    std::string sentence;
    for (int i = 0; i < 8; ++i)
        sentence += "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ";
    return repeatTo("<!doctype html><title>prose</title>", "<p>" + sentence + "</p>\n", bytes);
}

// Huge numbers of elements: an element and a text node every 8 bytes.
std::string elements(std::size_t bytes)
{
    return repeatTo("<!doctype html>", "<b>x</b>", bytes);
}

// Many attributes per element: tags at the limit, DocumentLoader::kMaxAttributes each.
std::string attributes(std::size_t bytes)
{
    std::string tag = "<p";
    for (std::size_t i = 0; i < DocumentLoader::kMaxAttributes; ++i)
        tag += " a" + std::to_string(i) + "=x";
    return repeatTo("<!doctype html>", tag + ">w</p>\n", bytes);
}

// head, then n times c, then tail, built in place (temporaries would add to the peak measured).
std::string filled(const char *head, std::size_t n, char c, const char *tail)
{
    std::string page;
    page.reserve(std::strlen(head) + n + std::strlen(tail));
    page += head;
    page.append(n, c);
    page += tail;
    return page;
}

// A very long attribute value: one, the whole page long.
std::string attributeValue(std::size_t bytes)
{
    return filled("<!doctype html><p title=\"", bytes, 'v', "\">w</p>");
}

// A single word the whole page long.
std::string word(std::size_t bytes)
{
    return filled("<!doctype html><p>", bytes, 'w', "</p>");
}

// Millions of newlines (the line-based extractors' input), inside one paragraph.
std::string newlines(std::size_t bytes)
{
    return filled("<!doctype html><p>x", bytes, '\n', "x</p>");
}

// Deep nesting up to the limit: chains of DocumentLoader::kMaxNestingDepth <div>s, over and over.
std::string nesting(std::size_t bytes)
{
    const std::size_t depth = DocumentLoader::kMaxNestingDepth;
    std::string unit;
    for (std::size_t i = 0; i < depth; ++i)
        unit += "<div>";
    unit += "x";
    for (std::size_t i = 0; i < depth; ++i)
        unit += "</div>";
    return repeatTo("<!doctype html>", unit, bytes);
}

// Binary data (refused): bytes of a fixed linear congruential generator.
std::string binary(std::size_t bytes)
{
    std::string page(bytes, '\0');
    std::uint32_t x = 12345;
    for (char &c : page) {
        x = x * 1664525u + 1013904223u;
        c = static_cast<char>(x >> 24);
    }
    return page;
}

// Beyond the attribute limit (refused): one tag with all the page's attributes.
std::string tooManyAttributes(std::size_t bytes)
{
    std::string page = "<!doctype html><p";
    page.reserve(bytes + 32);
    for (std::size_t i = 0; page.size() < bytes; ++i)
        page += " a" + std::to_string(i) + "=x";
    return page + ">w</p>";
}

// Beyond the nesting limit (refused): the page's <div>s all nested.
std::string tooDeep(std::size_t bytes)
{
    return repeatTo("<!doctype html>", "<div>", bytes);
}

// A parse tree that grows faster than the page (refused half-way): in each table cell, 900
// paragraphs whose <b> every later paragraph of the cell reopens (about 405,000 elements per
// 13 KB cell); the cell's end drops them, which keeps the nesting below the limit.
std::string treeBomb(std::size_t bytes)
{
    std::string cell = "<table><td>";
    for (int i = 0; i < 900; ++i)
        cell += "<p><b c=" + std::to_string(i) + "></p>";
    return repeatTo("<!doctype html>", cell + "</td></table>", bytes);
}

double processCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Parses the page and runs every extractor on it, one result at a time.
bool parseAndExtract(std::string page, double *parseSeconds, double *extractSeconds)
{
    const double start = processCpuSeconds();
    DocumentLoader::Result loaded = DocumentLoader::loadBytes(std::move(page), "hostile");
    const double parsed = processCpuSeconds();
    if (loaded.document)
        for (const core::Extractor *extractor : core::ExtractorRegistry::all())
            benchmark::DoNotOptimize(extractor->run(*loaded.document));
    if (parseSeconds)
        *parseSeconds = parsed - start;
    if (extractSeconds)
        *extractSeconds = processCpuSeconds() - parsed;
    return loaded.document.has_value();
}

// The peak memory of generating, parsing and extracting the page, in bytes: measured in a fresh
// process (see peakOfChild). -1 when it cannot be measured.
double peakBytes(const PageClass &pageClass, std::size_t bytes)
{
    return peakOfChild({kPeakOption, pageClass.name, std::to_string(bytes)});
}

void run(benchmark::State &state, const PageClass *pageClass, std::size_t bytes)
{
    const std::string page = pageClass->make(bytes);
    double parseTotal = 0, extractTotal = 0;
    bool loaded = false;
    for (auto _ : state) {
        double parse = 0, extract = 0;
        loaded = parseAndExtract(page, &parse, &extract);
        parseTotal += parse;
        extractTotal += extract;
        state.SetIterationTime(parse + extract);
    }
    const double mb = double(page.size()) / 1e6;
    const double iterations = double(state.iterations());
    state.counters["MB"] = mb;
    state.counters["parse_s/MB"] = parseTotal / iterations / mb;
    state.counters["extract_s/MB"] = extractTotal / iterations / mb;
    state.counters["peak_x"] = peakBytes(*pageClass, bytes) / double(page.size());
    state.counters["refused"] = loaded ? 0 : 1;
}

} // namespace

// A field of /proc/self/status in KiB (VmRSS, VmHWM), 0 when unreadable.
long statusKiB(const std::string &field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind(field + ":", 0) == 0) {
            std::istringstream in(line.substr(field.size() + 1));
            long kib = 0;
            in >> kib;
            return kib;
        }
    return 0;
}

// A fresh process, because a process's peak cannot be lowered again, and memory freed inside
// malloc's heap stays resident for the next row to reuse unseen (a forked child would inherit it).
double peakOfChild(const std::vector<std::string> &args)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    std::vector<char *> argv{const_cast<char *>("boilerscope-benchmark")};
    for (const std::string &arg : args)
        argv.push_back(const_cast<char *>(arg.c_str()));
    argv.push_back(nullptr);
    const pid_t child = fork();
    if (child < 0)
        return -1;
    if (child == 0) {
        dup2(fds[1], STDOUT_FILENO);
        close(fds[0]);
        close(fds[1]);
        execv("/proc/self/exe", argv.data());
        _exit(127);
    }
    close(fds[1]);
    std::string out;
    char buffer[256];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        out.append(buffer, static_cast<std::size_t>(n));
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || out.empty())
        return -1;
    return std::stod(out);
}

int peakChildMain(int argc, char **argv)
{
    if (argc != 4 || std::string(argv[1]) != kPeakOption)
        return 2;
    const auto &classes = pageClasses();
    const auto it = std::find_if(classes.begin(), classes.end(), [&](const PageClass &c) {
        return c.name == std::string(argv[2]);
    });
    if (it == classes.end())
        return 2;
    const long before = statusKiB("VmRSS");
    parseAndExtract(it->make(std::stoul(argv[3])), nullptr, nullptr);
    std::printf("%.0f\n", double(statusKiB("VmHWM") - before) * 1024);
    return 0;
}

const std::vector<PageClass> &pageClasses()
{
    static const std::vector<PageClass> classes = {
        {"paragraphs", &paragraphs, {1, 4, 16}},
        {"elements", &elements, {1, 4, 16}},
        {"attributes", &attributes, {1, 4, 16}},
        {"attribute-value", &attributeValue, {1, 4, 16}},
        {"word", &word, {1, 4, 16}},
        {"newlines", &newlines, {1, 4, 16}},
        {"nesting", &nesting, {1, 4, 16}},
        {"binary", &binary, {1, 4, 16}},
        {"too-many-attributes", &tooManyAttributes, {1, 4, 16}},
        {"too-deep", &tooDeep, {1, 4, 16}},
        // Refused once its tree outgrows 96 bytes per byte plus 16 MiB: small sizes suffice.
        {"tree-bomb", &treeBomb, {1, 2, 4}},
    };
    return classes;
}

void registerBenchmarks()
{
    for (const PageClass &c : pageClasses())
        for (std::size_t mib : c.mebibytes)
            benchmark::RegisterBenchmark(
                ("hostile/" + std::string(c.name) + "/" + std::to_string(mib) + "MiB").c_str(), run,
                &c, mib * kMiB)
                ->Unit(benchmark::kMillisecond)
                ->UseManualTime()
                ->Iterations(1);
}

} // namespace hostile
