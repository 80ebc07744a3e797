// libFuzzer target (c): `boilerscope-cli score` on two arbitrary byte strings, gold and extracted
// (TextMetrics, every measure). Beside the sanitizers it checks the measures' definitions: every
// figure lies in [0, 1]; swapping gold and extracted swaps precision and recall; a text scored
// against itself scores 1; and both LCS lengths equal those of the textbook quadratic tables
// (Moreno et al. 2009 §5.2, Gottron 2007 §3.1).

#include "fuzzcheck.h"

#include <measures/lcs.h>
#include <measures/measure.h>
#include <measures/textmetrics.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using Symbols = std::vector<std::uint32_t>;

// Project choice: the quadratic reference covers every pair of texts up to the target's maximum
// input length (512 bytes, fuzz/CMakeLists.txt); a longer run (-max_len) skips longer ones.
constexpr std::size_t kReferenceCells = 256 * 256;

// The references are not what is fuzzed: no coverage instrumentation, which would slow them ten
// times over and steer the fuzzer by their branches.
__attribute__((no_sanitize("coverage"))) std::size_t referenceSubsequence(const Symbols &a,
                                                                          const Symbols &b)
{
    std::vector<std::size_t> row(b.size() + 1, 0), next(b.size() + 1, 0);
    for (std::uint32_t x : a) {
        for (std::size_t j = 0; j < b.size(); ++j)
            next[j + 1] = x == b[j] ? row[j] + 1 : std::max(row[j + 1], next[j]);
        std::swap(row, next);
    }
    return row[b.size()];
}

__attribute__((no_sanitize("coverage"))) std::size_t referenceSubstring(const Symbols &a,
                                                                        const Symbols &b)
{
    std::vector<std::size_t> row(b.size() + 1, 0), next(b.size() + 1, 0);
    std::size_t best = 0;
    for (std::uint32_t x : a) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            next[j + 1] = x == b[j] ? row[j] + 1 : 0;
            best = std::max(best, next[j + 1]);
        }
        std::swap(row, next);
    }
    return best;
}

void checkLcs(const Symbols &a, const Symbols &b)
{
    if (a.size() * b.size() > kReferenceCells)
        return;
    const std::size_t sub = core::Lcs::subsequenceLength(a, b);
    FUZZ_CHECK(sub == referenceSubsequence(a, b), "subsequence %zu of %zu and %zu symbols", sub,
               a.size(), b.size());
    const std::size_t str = core::Lcs::substringLength(a, b);
    FUZZ_CHECK(str == referenceSubstring(a, b), "substring %zu of %zu and %zu symbols", str,
               a.size(), b.size());
}

bool same(const core::Score &a, const core::Score &b)
{
    return a.precision == b.precision && a.recall == b.recall && a.f1 == b.f1;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider input(data, size);
    const std::string gold = input.ConsumeRandomLengthString();
    const std::string extracted = input.ConsumeRemainingBytesAsString();

    const core::MeasureScores scores = core::TextMetrics::score(gold, extracted);
    const core::MeasureScores swapped = core::TextMetrics::score(extracted, gold);
    const core::MeasureScores self = core::TextMetrics::score(gold, gold);
    for (core::Measure m : core::kMeasures) {
        const auto i = static_cast<std::size_t>(m);
        const std::string nameText(core::measureName(m));
        const char *name = nameText.c_str();
        // A measure scored on snippets (trafilatura's) gets none from two texts: nothing to check.
        if (core::measureInfo(m).gold != core::MeasureInfo::Gold::Text)
            continue;
        const core::Score &s = scores[i];
        for (double v : {s.precision, s.recall, s.f1})
            FUZZ_CHECK(v >= 0 && v <= 1, "%s: %g outside [0, 1]", name, v);
        FUZZ_CHECK(s.precision == swapped[i].recall && s.recall == swapped[i].precision &&
                       s.f1 == swapped[i].f1,
                   "%s: swapping the texts does not swap precision and recall", name);
        FUZZ_CHECK(same(self[i], {1, 1, 1}), "%s: a text against itself scores %g/%g/%g", name,
                   self[i].precision, self[i].recall, self[i].f1);
    }
    checkLcs(core::TextMetrics::collapsedCodePoints(gold),
             core::TextMetrics::collapsedCodePoints(extracted));
    checkLcs(core::TextMetrics::codePointsWithoutSpace(gold),
             core::TextMetrics::codePointsWithoutSpace(extracted));
    return 0;
}
