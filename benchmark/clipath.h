#pragma once

// The command line's own path, end to end, as `boilerscope-cli extract -e ID` runs it: page files
// opened one after another (RecordReader: read, gunzip), records through OrderedPipeline on one
// job and on every core, each decoded, parsed, extracted (RecordExtraction) and its text written
// in input order. Timed against a floor measured in the same iterations: the same files read,
// gunzipped and parsed with gumbo, and every node visited, by the least code that can do it. And
// the peak memory of that path for one 50 MB page.
namespace clipath {

void registerBenchmarks();

// The benchmark measures the peak memory in a fresh run of itself with these arguments:
// "--cli-peak FILE"; main() hands such a run to peakChildMain, which prints the peak in bytes.
constexpr const char *kPeakOption = "--cli-peak";
int peakChildMain(int argc, char **argv);

} // namespace clipath
