#include "extractorregistry.h"

#include <vector>

namespace core {

// Each entry of extractorlist.h names a factory defined in that extractor's own file.
#define BOILERSCOPE_EXTRACTOR(factory) const Extractor &factory();
#include "extractors/extractorlist.h"
#undef BOILERSCOPE_EXTRACTOR

std::span<const Extractor *const> ExtractorRegistry::all()
{
    static const std::vector<const Extractor *> extractors = {
#define BOILERSCOPE_EXTRACTOR(factory) &factory(),
#include "extractors/extractorlist.h"
#undef BOILERSCOPE_EXTRACTOR
    };
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
