#include "importer.h"

#include "cleanevalimporter.h"
#include "folderimporter.h"
#include "readabilityimporter.h"
#include "ruleimporter.h"
#include "scrapinghubimporter.h"
#include "trafilaturaimporter.h"
#include "wcxbimporter.h"

#include <vector>

namespace core {

std::span<const Importer *const> Importer::all()
{
    static const ReadabilityImporter readability;
    static const WcxbImporter wcxb;
    static const ScrapinghubImporter scrapinghub;
    static const TrafilaturaImporter trafilatura;
    static const CleanevalImporter cleaneval;
    static const FolderImporter folder;
    static const RuleImporter rule;
    static const std::vector<const Importer *> importers = {
        &readability, &wcxb, &scrapinghub, &trafilatura, &cleaneval, &folder, &rule};
    return importers;
}

Importer::Result Importer::run(const std::string &source, const std::string &package,
                               bool overwrite) const
{
    Options options;
    options.overwrite = overwrite;
    return run(source, package, options);
}

const Importer *Importer::find(std::string_view id)
{
    for (const Importer *importer : all())
        if (importer->id() == id)
            return importer;
    return nullptr;
}

} // namespace core
