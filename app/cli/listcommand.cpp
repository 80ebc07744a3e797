#include "clicontext.h"
#include "commands.h"

#include <extractorregistry.h>

#include <QCommandLineParser>

#include <cstdio>

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("List every extractor: id, name, seed, what it reads, and its parameters "
                       "with their defaults, ranges and meanings."));
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("list"), args, &status))
        return status;

    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const core::ExtractorInfo &info = e->info();
        std::printf("%-18s %s (seed %s; reads %s)\n", info.id.c_str(), info.name.c_str(),
                    info.seed.c_str(), std::string(core::inputName(info.input)).c_str());
        for (const core::ParamDescriptor &p : info.params)
            std::printf("    %s=%g  [%g..%g, step %g]  %s (%s)\n", p.name.c_str(), p.defaultValue,
                        p.minimum, p.maximum, p.step, p.meaning.c_str(), p.source.c_str());
    }
    return CliContext::kOk;
}
