// The main() of a fuzz target's replay executable (fuzz/CMakeLists.txt): outside the fuzzing
// configuration, each target is also built with the project's own compiler and this driver, which
// feeds every committed seed, regression inputs included, once through LLVMFuzzerTestOneInput.
// Why not libFuzzer's own runner: it needs clang and a second, instrumented build of core, which
// the test command cannot afford within CI's time (docs/fuzzing.md); the replay keeps every input
// that once broke an invariant a test of the ordinary suite. FUZZ_CHECK aborts on a violation,
// which fails the test.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// The files named on the command line, and those of the folders named there, in name order so
// that a failure is reproduced in the same order.
bool collect(const fs::path &path, std::vector<fs::path> &inputs)
{
    std::error_code error;
    if (fs::is_directory(path, error)) {
        std::vector<fs::path> found;
        for (const auto &entry : fs::directory_iterator(path, error)) {
            if (entry.is_regular_file())
                found.push_back(entry.path());
        }
        if (error) {
            std::fprintf(stderr, "%s: cannot list: %s\n", path.c_str(), error.message().c_str());
            return false;
        }
        std::sort(found.begin(), found.end());
        inputs.insert(inputs.end(), found.begin(), found.end());
        return true;
    }
    if (fs::is_regular_file(path, error)) {
        inputs.push_back(path);
        return true;
    }
    std::fprintf(stderr, "%s: not a file or folder\n", path.c_str());
    return false;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s SEED_FILE_OR_FOLDER...\n", argv[0]);
        return 2;
    }
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        if (!collect(argv[i], inputs))
            return 1;
    }
    // A replay of nothing would pass whatever the target does.
    if (inputs.empty()) {
        std::fprintf(stderr, "no inputs to replay\n");
        return 1;
    }
    for (const fs::path &input : inputs) {
        std::ifstream in(input, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in),
                                std::istreambuf_iterator<char>()};
        if (!in.eof() && in.fail()) {
            std::fprintf(stderr, "%s: cannot read\n", input.c_str());
            return 1;
        }
        // The seed's name first, so that an abort inside the target says which input it was.
        std::fprintf(stderr, "%s\n", input.c_str());
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    }
    std::printf("%zu inputs replayed\n", inputs.size());
    return 0;
}
