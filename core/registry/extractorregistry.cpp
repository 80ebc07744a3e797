#include "extractorregistry.h"

#include "extractors/consensus/consensusextractor.h"

#include <algorithm>
#include <vector>

namespace core {

// Each entry of extractorlist.h names a factory defined in that extractor's own file.
#define BOILERSCOPE_EXTRACTOR(factory) const Extractor &factory();
#include "extractors/extractorlist.h"
#undef BOILERSCOPE_EXTRACTOR

namespace {

// The extractors of ids among list, in the order of ids (null where one is missing).
std::vector<const Extractor *> findAll(std::span<const Extractor *const> list,
                                       std::span<const std::string_view> ids)
{
    std::vector<const Extractor *> found;
    for (std::string_view id : ids) {
        const auto it = std::find_if(list.begin(), list.end(),
                                     [&](const Extractor *e) { return e->info().id == id; });
        found.push_back(it != list.end() ? *it : nullptr);
    }
    return found;
}

} // namespace

std::span<const Extractor *const> ExtractorRegistry::all()
{
    static const std::vector<const Extractor *> extractors = [] {
        std::vector<const Extractor *> list = {
#define BOILERSCOPE_EXTRACTOR(factory) &factory(),
#include "extractors/extractorlist.h"
#undef BOILERSCOPE_EXTRACTOR
        };
        // The ensemble last, handed the heuristics it weighs, so that it never looks them up.
        static const ConsensusExtractor consensus(findAll(list, ConsensusFeatures::kVoterIds));
        list.push_back(&consensus);
        return list;
    }();
    return extractors;
}

const Extractor *ExtractorRegistry::find(std::string_view id)
{
    for (const Extractor *e : all())
        if (e->info().id == id)
            return e;
    return nullptr;
}

} // namespace core
