#include "cliextractors.h"

#include "clicontext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QUrl>

#include <atomic>
#include <csignal>

namespace {

// Ctrl-C or SIGTERM while an external program runs: it is in a process group of its own, out
// of the terminal's reach, so the run is cancelled (its group killed) rather than left behind.
std::atomic<bool> g_interrupted{false};

extern "C" void cancelOnInterrupt(int)
{
    g_interrupted.store(true);
}

} // namespace

void CliExtractors::addOptions(QCommandLineParser &parser)
{
    parser.addOption({"extractor-file",
                      "Also use the external extractor defined in FILE (repeatable; see "
                      "docs/external-extractors.md).",
                      "FILE"});
    parser.addOption({"vote-of",
                      "The extractors the extractor 'vote' combines (Bevendorff et al. 2023: a "
                      "word is kept when extractors holding 0.66 of the weight keep it), each "
                      "with an optional weight: ext:trafilatura=2,ext:justext,density.",
                      "ID[=WEIGHT],..."});
}

std::optional<core::ExtractorCatalog> CliExtractors::load(const QCommandLineParser &parser,
                                                          const std::string &packageDir)
{
    core::ExtractorCatalog::Sources sources;
    sources.executableDir = QCoreApplication::applicationDirPath().toStdString();
    sources.packageDir = packageDir;
    core::ExtractorCatalog catalog = core::ExtractorCatalog::load(sources);
    std::signal(SIGINT, cancelOnInterrupt);
    std::signal(SIGTERM, cancelOnInterrupt);
    for (const std::string &issue : catalog.issues())
        CliContext::error(QStringLiteral("warning: ") + QString::fromStdString(issue));
    const size_t before = catalog.issues().size();
    for (const QString &file : parser.values(QStringLiteral("extractor-file"))) {
        if (!catalog.addFile(file.toStdString(), core::ExtractorOrigin::File)) {
            CliContext::error(QString::fromStdString(catalog.issues().back()));
            return std::nullopt;
        }
    }
    for (size_t i = before; i < catalog.issues().size(); ++i)
        CliContext::error(QStringLiteral("warning: ") +
                          QString::fromStdString(catalog.issues()[i]));
    // The vote is built last: its voters may be the files' extractors.
    std::string error;
    if (!catalog.setVote(parser.value(QStringLiteral("vote-of")).toStdString(), error)) {
        CliContext::error(QString::fromStdString(error));
        return std::nullopt;
    }
    return catalog;
}

const core::Extractor *CliExtractors::find(const core::ExtractorCatalog &catalog, const QString &id)
{
    const core::CatalogEntry *entry = catalog.find(id.toStdString());
    if (!entry) {
        CliContext::error(
            QStringLiteral("unknown extractor '%1' (see 'boilerscope-cli list')").arg(id));
        return nullptr;
    }
    if (!entry->available) {
        CliContext::error(QStringLiteral("extractor '%1' is unavailable: %2")
                              .arg(id, QString::fromStdString(entry->reason)));
        return nullptr;
    }
    return entry->extractor;
}

std::string CliExtractors::urlOf(const std::string &input, const QString &urlOption)
{
    if (!urlOption.isEmpty())
        return urlOption.toStdString();
    if (input == "-")
        return {};
    return QUrl::fromLocalFile(QFileInfo(QString::fromStdString(input)).absoluteFilePath())
        .toString(QUrl::FullyEncoded)
        .toStdString();
}

const std::atomic<bool> *CliExtractors::cancelFlag()
{
    return &g_interrupted;
}

bool CliExtractors::interrupted()
{
    return g_interrupted.load();
}

bool CliExtractors::run(const core::Extractor &extractor, const core::ParamValues &values,
                        const std::string &file, const core::DocumentLoader::Result &loaded,
                        const QString &urlOption, core::ExtractionResult &result)
{
    core::PageInput page;
    page.document = &*loaded.document;
    page.bytes = loaded.bytes;
    page.url = urlOf(file, urlOption);
    page.cancel = &g_interrupted;
    if (g_interrupted.load())
        return false; // the first page already said so
    try {
        result = extractor.runPage(page, values);
        return true;
    } catch (const core::ExtractorFailure &e) {
        CliContext::error(
            QString::fromStdString(file + ": " + extractor.info().id + " failed: " + e.what()));
        return false;
    }
}
