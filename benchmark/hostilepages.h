#pragma once

#include <cstddef>
#include <string>
#include <vector>

// Hostile pages, generated in memory (never committed as files), and their benchmark rows: for
// every class, at several sizes, the CPU seconds per MB of parsing and of running every
// registered extractor, and the peak memory of parsing plus any one extractor, as a multiple of
// the page's size. Pages the loader refuses show what the refusal costs.
namespace hostile {

struct PageClass
{
    const char *name;
    std::string (*make)(std::size_t bytes); // a page of about this many bytes
    std::vector<std::size_t> mebibytes;     // the sizes benchmarked
};

const std::vector<PageClass> &pageClasses();
void registerBenchmarks();

// The benchmark measures each row's peak memory in a fresh run of itself with these arguments:
// "--hostile-peak CLASS BYTES"; main() hands such a run to peakChildMain, which prints the peak
// in bytes.
constexpr const char *kPeakOption = "--hostile-peak";
int peakChildMain(int argc, char **argv);

// Runs this program again with args (one of the peak options) and returns the number that run
// prints: its peak memory in bytes, as its peak resident set (VmHWM) less its resident set before
// the work began. -1 when it cannot be measured.
double peakOfChild(const std::vector<std::string> &args);
// A field of /proc/self/status in KiB (VmRSS, VmHWM), 0 when unreadable.
long statusKiB(const std::string &field);

} // namespace hostile
