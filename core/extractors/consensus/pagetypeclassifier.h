#pragma once

#include "pagetypeevidence.h"

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Decides which of WCXB's seven kinds a page is (docs/page-types.md) from its own evidence
// (PageTypeEvidence): gradient-boosted trees, one per type in turn (PageTypeModel, fitted by
// scripts/fit_page_types.py), whose margins' softmax gives each type's probability, and the
// cues behind the decision with each one's part of the chosen type's margin by path
// attribution (Saabas 2014, "Interpreting random forests"), as ConsensusTrees credits a block's
// inputs. Stateless, thread-safe.
class PageTypeClassifier
{
public:
    static constexpr size_t kTypeCount = 7;
    // The types, in the model's order (scripts/fit_page_types.py's TYPES).
    static constexpr std::array<std::string_view, kTypeCount> kTypeNames = {
        "article", "documentation", "service", "forum", "listing", "product", "collection"};

    // One cue behind the decision: its value, why it has it, and what it added to the chosen
    // type's margin (negative: it spoke against the type).
    struct Cue
    {
        PageTypeEvidence::Cue cue = PageTypeEvidence::UrlKnown;
        float value = 0;
        double part = 0;
        std::string reason;
    };
    // The decision: the most probable type, every type's probability, and the cues whose part of
    // the chosen type's margin is not 0, the largest first; the margin is `bias` (what every page
    // starts from) plus their parts. Plain value.
    struct Result
    {
        size_t type = 0;
        double probability = 0;
        std::array<double, kTypeCount> probabilities{};
        double bias = 0;
        std::vector<Cue> cues;
        std::string url; // the URL the URL cues read, "" when none

        std::string_view typeName() const { return kTypeNames[type]; }
    };

    static Result classify(const PageTypeEvidence &evidence);
    // Every type's margin (log of its unnormalised probability) for a row of cue values; when
    // parts is not empty (kTypeCount × PageTypeEvidence::Count long), adds to parts[type ×
    // Count + cue] that cue's path attribution to the type's margin.
    static std::array<double, kTypeCount>
    margins(const std::array<float, PageTypeEvidence::Count> &values, std::span<double> parts = {});
    // What every type's margin starts from: the model's base plus its trees' root values.
    static std::array<double, kTypeCount> bias();
};

} // namespace core
