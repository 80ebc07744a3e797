#pragma once

#include <document/documentloader.h>
#include <registry/extractorcatalog.h>

#include <QString>

#include <atomic>
#include <optional>
#include <string>

class QCommandLineParser;

// The CLI's one way to its extractors (docs/external-extractors.md): the catalog of the
// built-ins, the shipped definitions (beside the program), the user's folder, a test package's
// folder and the files of --extractor-file, the lookup of an id in it, and running one on a
// page. Holds one piece of process state: the flag SIGINT/SIGTERM set (see run()).
class CliExtractors
{
public:
    // --extractor-file FILE (repeatable).
    static void addOptions(QCommandLineParser &parser);
    // The catalog for this command; packageDir "" when the command has no package. Definition
    // files of the standard folders that cannot be read are warnings on stderr; a file given
    // with --extractor-file that cannot be read is an error: then empty, after the message.
    static std::optional<core::ExtractorCatalog> load(const QCommandLineParser &parser,
                                                      const std::string &packageDir = {});
    // The extractor with this id, or nullptr after a one-line error: unknown id, or an external
    // one whose program is not installed (with the reason).
    static const core::Extractor *find(const core::ExtractorCatalog &catalog, const QString &id);
    // The URL an external extractor is told for an input: --url when given, else the file's
    // file: URL ("" for standard input).
    static std::string urlOf(const std::string &input, const QString &urlOption);
    // Runs extractor on a loaded page (its stored bytes, the URL urlOf gives) into result; false
    // after a one-line error "FILE: ID failed: REASON" when it failed (an external program).
    // After Ctrl-C (load() catches SIGINT and SIGTERM) the running program is cancelled and
    // every later call returns false at once.
    // The flag Ctrl-C or SIGTERM sets once load() ran: for runs that build their PageInput
    // themselves (extract's record pipeline).
    static const std::atomic<bool> *cancelFlag();
    static bool interrupted();
    static bool run(const core::Extractor &extractor, const core::ParamValues &values,
                    const std::string &file, const core::DocumentLoader::Result &loaded,
                    const QString &urlOption, core::ExtractionResult &result);
};
