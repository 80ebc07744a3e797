#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <registry/extractorcatalog.h>

#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <string>

namespace {

// Project choice: a terminal's 100 columns.
constexpr std::size_t kWidth = 100;

// text on lines of at most width bytes (a longer word stands alone), each starting with indent;
// QtCore has no plain-text wrapping (QTextLayout needs fonts and a GUI application).
std::string wrapped(const std::string &text, const std::string &indent, std::size_t width)
{
    std::string out, line;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find(' ', i), text.size());
        const std::string word = text.substr(i, end - i);
        i = end + 1;
        if (!line.empty() && indent.size() + line.size() + 1 + word.size() > width) {
            out += indent + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        out += indent + line + "\n";
    return out;
}

} // namespace

int runList(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "List every extractor: id, name, the paper it follows, what it reads, and its parameters "
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
        std::printf("%-18s %s (%s; reads %s)\n", info.id.c_str(), info.name.c_str(),
                    info.seed.c_str(), std::string(core::inputName(info.input)).c_str());
        for (const core::ParamDescriptor &p : info.params) {
            std::printf("    %s=%g  [%g..%g, step %g]  %s (%s)\n", p.name.c_str(), p.defaultValue,
                        p.minimum, p.maximum, p.step, p.meaning.c_str(), p.source.c_str());
            for (size_t c = 0; c < p.choices.size(); ++c)
                std::printf("        %s=%g: %s\n", p.name.c_str(), p.minimum + double(c),
                            p.choices[c].c_str());
            if (!p.explanation.empty())
                std::printf("%s", wrapped(p.explanation, "        ", kWidth).c_str());
        }
    }
    return CliContext::kOk;
}
