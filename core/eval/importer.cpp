#include "importer.h"

#include "readabilityimporter.h"

#include <vector>

namespace core {

std::span<const Importer *const> Importer::all()
{
    static const ReadabilityImporter readability;
    static const std::vector<const Importer *> importers = {&readability};
    return importers;
}

const Importer *Importer::find(std::string_view id)
{
    for (const Importer *importer : all())
        if (importer->id() == id)
            return importer;
    return nullptr;
}

} // namespace core
