#include "pagetypeclassifier.h"

#include "pagetypemodel.generated.h"

#include <algorithm>
#include <cmath>

namespace core {

namespace {

using PageTypeM = PageTypeModel;

constexpr size_t kPageTypeInnerNodes = (size_t(1) << PageTypeM::kTreeDepth) - 1;
constexpr size_t kPageTypeNodes = 2 * kPageTypeInnerNodes + 1;
static_assert(PageTypeM::kSplitInput.size() == PageTypeM::kTreeCount * kPageTypeInnerNodes);
static_assert(PageTypeM::kSplitThreshold.size() == PageTypeM::kTreeCount * kPageTypeInnerNodes);
static_assert(PageTypeM::kNodeValue.size() == PageTypeM::kTreeCount * kPageTypeNodes);
static_assert(PageTypeM::kTypeCount == PageTypeClassifier::kTypeCount);
// The model was fitted on the cues PageTypeEvidence computes: refit when they change.
static_assert(PageTypeM::kInputCount == PageTypeEvidence::Count);

} // namespace

std::array<double, PageTypeClassifier::kTypeCount> PageTypeClassifier::bias()
{
    std::array<double, kTypeCount> z;
    z.fill(PageTypeM::kBase);
    for (size_t t = 0; t < PageTypeM::kTreeCount; ++t)
        z[t % kTypeCount] += PageTypeM::kNodeValue[t * kPageTypeNodes];
    return z;
}

std::array<double, PageTypeClassifier::kTypeCount>
PageTypeClassifier::margins(const std::array<float, PageTypeEvidence::Count> &x,
                            std::span<double> parts)
{
    std::array<double, kTypeCount> z;
    z.fill(PageTypeM::kBase);
    for (size_t t = 0; t < PageTypeM::kTreeCount; ++t) {
        const size_t type = t % kTypeCount;
        const double *value = &PageTypeM::kNodeValue[t * kPageTypeNodes];
        size_t i = 0;
        for (size_t level = 0; level < PageTypeM::kTreeDepth; ++level) {
            const int in = PageTypeM::kSplitInput[t * kPageTypeInnerNodes + i];
            const bool right =
                in >= 0 && x[static_cast<size_t>(in)] >=
                               PageTypeM::kSplitThreshold[t * kPageTypeInnerNodes + i];
            const size_t child = 2 * i + 1 + right;
            if (in >= 0 && !parts.empty())
                parts[type * PageTypeEvidence::Count + static_cast<size_t>(in)] +=
                    value[child] - value[i];
            i = child;
        }
        z[type] += value[i];
    }
    return z;
}

PageTypeClassifier::Result PageTypeClassifier::classify(const PageTypeEvidence &evidence)
{
    std::vector<double> parts(kTypeCount * PageTypeEvidence::Count, 0.0);
    const std::array<double, kTypeCount> z = margins(evidence.values(), parts);
    Result r;
    r.url = evidence.url();
    r.type = static_cast<size_t>(std::max_element(z.begin(), z.end()) - z.begin());
    const double top = z[r.type];
    double sum = 0;
    for (size_t k = 0; k < kTypeCount; ++k)
        sum += r.probabilities[k] = std::exp(z[k] - top);
    for (double &p : r.probabilities)
        p /= sum;
    r.probability = r.probabilities[r.type];
    r.bias = bias()[r.type];
    for (size_t c = 0; c < PageTypeEvidence::Count; ++c) {
        const double part = parts[r.type * PageTypeEvidence::Count + c];
        if (part == 0)
            continue;
        const auto cue = static_cast<PageTypeEvidence::Cue>(c);
        std::string reason = evidence.reason(cue);
        if (reason.empty())
            reason = "not shown";
        r.cues.push_back({cue, evidence.value(cue), part, std::move(reason)});
    }
    std::stable_sort(r.cues.begin(), r.cues.end(),
                     [](const Cue &a, const Cue &b) { return a.part > b.part; });
    return r;
}

} // namespace core
