#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <extractorcatalog.h>

#include <QCommandLineParser>

#include <cstdio>

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("List every extractor: id, name, seed, what it reads, and its parameters "
                       "with their defaults, ranges and meanings; then the external extractors "
                       "(docs/external-extractors.md), whether each is available and from which "
                       "definition file."));
    CliExtractors::addOptions(parser);
    parser.addOption({"package", "Also list the definitions of PACKAGE/extractors.", "PACKAGE"});
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("list"), args, &status))
        return status;
    const std::optional<core::ExtractorCatalog> catalog =
        CliExtractors::load(parser, parser.value(QStringLiteral("package")).toStdString());
    if (!catalog)
        return CliContext::kUsageError;

    for (const core::CatalogEntry &entry : catalog->entries()) {
        const core::ExtractorInfo &info = entry.extractor->info();
        if (entry.external) {
            std::printf("%-18s %s (external, %s definition)\n", info.id.c_str(), info.name.c_str(),
                        std::string(core::originName(entry.origin)).c_str());
            if (entry.available)
                std::printf("    available: %s\n", entry.file.c_str());
            else
                std::printf("    unavailable: %s\n    defined in %s\n", entry.reason.c_str(),
                            entry.file.c_str());
            continue;
        }
        std::printf("%-18s %s (seed %s; reads %s)\n", info.id.c_str(), info.name.c_str(),
                    info.seed.c_str(), std::string(core::inputName(info.input)).c_str());
        for (const core::ParamDescriptor &p : info.params)
            std::printf("    %s=%g  [%g..%g, step %g]  %s (%s)\n", p.name.c_str(), p.defaultValue,
                        p.minimum, p.maximum, p.step, p.meaning.c_str(), p.source.c_str());
    }
    return CliContext::kOk;
}
