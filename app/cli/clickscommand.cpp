#include "clicontext.h"
#include "cliextractors.h"
#include "commands.h"

#include <package/annotationclicks.h>
#include <package/goldannotation.h>

#include <QCommandLineParser>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// The q-quantile of sorted values, linear between the closest ranks (Hyndman and Fan's type 7,
// the default of R and numpy), so that the figures can be checked with either.
double quantile(const std::vector<std::size_t> &sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double h = q * double(sorted.size() - 1);
    const auto lo = std::size_t(std::floor(h));
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    return double(sorted[lo]) + (h - double(lo)) * (double(sorted[hi]) - double(sorted[lo]));
}

} // namespace

int runClicks(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "How many clicks the documents of a test package need after pre-annotation with an "
        "extractor (docs/annotation.md \"Clicks per article\"): the gold text placed on the "
        "page's text nodes, then one click per highest element whose text all needs the same "
        "fix (add or remove), one per text node otherwise. Tab-separated: document, page_type, "
        "units, content, to_add, to_remove, clicks; the median and quartiles on stderr. "
        "Extractor 'none' starts from no marks."));
    parser.addOption({{"e", "extractor"},
                      "The pre-annotating extractor (default crunch).",
                      "ID",
                      QStringLiteral("crunch")});
    parser.addOption({"page-type", "Only documents of this page type (e.g. article).", "TYPE"});
    parser.addOption({{"o", "out"}, "Write the table to FILE instead of standard output.", "FILE"});
    CliExtractors::addOptions(parser);
    parser.addPositionalArgument("package", "The test package folder.", "PACKAGE");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("clicks"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        CliContext::error(QStringLiteral("clicks: expected one PACKAGE (see --help)"));
        return CliContext::kUsageError;
    }
    bool failed = false;
    const core::TestPackageReader::Result read = CliContext::readPackage(positional[0], &failed);
    if (!read.package)
        return CliContext::kInputError;
    const QString id = parser.value("extractor");
    const core::Extractor *extractor = nullptr;
    std::optional<core::ExtractorCatalog> catalog;
    if (id != QLatin1String("none")) {
        catalog = CliExtractors::load(parser, positional[0].toStdString());
        if (!catalog)
            return CliContext::kInputError;
        extractor = CliExtractors::find(*catalog, id);
        if (!extractor)
            return CliContext::kUsageError;
    }
    const std::string pageType = parser.value("page-type").toStdString();

    std::string out = "document\tpage_type\tunits\tcontent\tto_add\tto_remove\tclicks\n";
    std::vector<std::size_t> clicks;
    for (const core::PackageDocument &doc : read.package->documents) {
        if (CliExtractors::interrupted())
            break;
        if (!doc.hasGoldText || (!pageType.empty() && doc.metadata.pageType != pageType))
            continue;
        const std::string page = read.package->htmlPath(doc);
        const core::DocumentLoader::Result loaded = core::DocumentLoader::loadFile(page);
        if (!loaded.document) {
            CliContext::error(QString::fromStdString(page + ": " + loaded.error));
            failed = true;
            continue;
        }
        core::GoldAnnotation pre;
        if (extractor) {
            core::ExtractionResult result;
            if (!CliExtractors::run(*extractor, extractor->info().defaults(), page, loaded, {},
                                    result)) {
                failed = true;
                continue;
            }
            pre = core::GoldAnnotation::fromExtraction(*loaded.document, result);
        }
        const core::AnnotationClicks::Count c =
            core::AnnotationClicks::count(*loaded.document, pre, doc.goldText);
        clicks.push_back(c.clicks);
        out += doc.stem + '\t' + doc.metadata.pageType + '\t' + std::to_string(c.units) + '\t' +
               std::to_string(c.content) + '\t' + std::to_string(c.toAdd) + '\t' +
               std::to_string(c.toRemove) + '\t' + std::to_string(c.clicks) + '\n';
    }
    if (!CliContext::output(parser, out))
        return CliContext::kInputError;
    std::sort(clicks.begin(), clicks.end());
    CliContext::error(QStringLiteral("clicks after %1: median %2, quartiles %3 and %4, over %5 "
                                     "documents")
                          .arg(id)
                          .arg(quantile(clicks, 0.5))
                          .arg(quantile(clicks, 0.25))
                          .arg(quantile(clicks, 0.75))
                          .arg(clicks.size()));
    return failed ? CliContext::kInputError : CliContext::kOk;
}
