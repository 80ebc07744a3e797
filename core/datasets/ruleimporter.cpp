#include "ruleimporter.h"

#include "datasetfiles.h"
#include "document/documentloader.h"
#include "document/filereader.h"
#include "importsession.h"
#include "package/siterule.h"

#include <algorithm>
#include <filesystem>

namespace core {

namespace fs = std::filesystem;

namespace {

// One page's outcome, kept until the median of the run is known.
struct PageMatch
{
    std::string file;
    std::string bytes, plain;
    bool gzipped = false;
    std::string text;
    std::vector<GoldNode> nodes;
    std::size_t words = 0, pageWords = 0;
    std::string url; // the page's canonical link, when it has one
};

} // namespace

std::string_view RuleImporter::description() const
{
    return "a site rule over a folder of one site's pages: import rule RULE PAGES OUT (the rule "
           "file from 'boilerscope-cli rule propose', or a text file holding a selector)";
}

Importer::Result RuleImporter::run(const std::string &source, const std::string &package,
                                   const Options &options) const
{
    Result failed;
    std::string text;
    if (options.rule.empty()) {
        failed.error = "no rule file given";
        return failed;
    }
    if (!FileReader::read(options.rule, text, failed.error)) {
        failed.error = options.rule + ": " + failed.error;
        return failed;
    }
    const std::optional<SiteRule> rule = SiteRule::parse(text, failed.error);
    if (!rule) {
        failed.error = options.rule + ": " + failed.error;
        return failed;
    }
    const CssSelector selector = *CssSelector::parse(rule->selector, failed.error);
    std::vector<std::string> pages;
    if (!DatasetFiles::list(source, DatasetFiles::isPageName, pages, failed.error))
        return failed;
    if (pages.empty()) {
        failed.error = source + ": no pages (.html, .htm, .html.gz)";
        return failed;
    }

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "Pages of " + (rule->site.empty() ? std::string("one site") : rule->site) +
            " whose gold a site rule selected: " + rule->selector,
        "site rule " + options.rule + " over " + source, ""};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(pages.size());

    // Pass 1: match every page (the plausibility checks need the run's median).
    std::vector<PageMatch> matches;
    for (const std::string &file : pages) {
        if (session.cancelled())
            return session.finish();
        PageMatch m;
        m.file = file;
        std::string error;
        if (!DatasetFiles::readPage((fs::path(source) / file).string(), m.bytes, m.plain, m.gzipped,
                                    error)) {
            session.error(file, error + "; skipped");
            continue;
        }
        DocumentLoader::Result loaded = DocumentLoader::loadBytes(m.plain, file);
        if (!loaded.document) {
            session.error(file, loaded.error + "; skipped");
            continue;
        }
        const SiteRule::Match match = rule->apply(*loaded.document, selector);
        m.text = match.text;
        m.nodes = SiteRule::goldNodes(*loaded.document, match);
        m.words = match.words;
        m.pageWords = match.pageWords;
        matches.push_back(std::move(m));
    }
    std::vector<std::size_t> sizes;
    for (const PageMatch &m : matches)
        if (m.words > 0)
            sizes.push_back(m.words);
    std::sort(sizes.begin(), sizes.end());
    const bool useMedian = sizes.size() >= kMinPagesForMedian;
    const double median = sizes.empty() ? 0
                          : sizes.size() % 2
                              ? double(sizes[sizes.size() / 2])
                              : (sizes[sizes.size() / 2 - 1] + sizes[sizes.size() / 2]) / 2.0;
    const std::string annotator = "site rule: " + rule->selector;
    const std::string medianText = std::to_string(static_cast<long long>(median + 0.5));

    // Pass 2: write, with the report.
    for (PageMatch &m : matches) {
        if (session.cancelled())
            break;
        PackageDocument doc;
        doc.stem = session.stemFor(DatasetFiles::withoutPageExtension(m.file));
        doc.metadata.annotator = annotator;
        const std::string words = std::to_string(m.words) + " words";
        if (m.words == 0) {
            session.warning(m.file, "the rule matched nothing; imported without gold");
            doc.hasGoldText = false;
        } else {
            if (m.words < kMinWords || (useMedian && double(m.words) < kSmallShare * median))
                session.warning(m.file, "implausibly small: the rule matched " + words +
                                            " (median " + medianText + ")");
            else if ((useMedian && double(m.words) > kLargeFactor * median) ||
                     double(m.words) >= kWholePageShare * double(m.pageWords))
                session.warning(m.file, "implausibly large: the rule matched " + words +
                                            " of the "
                                            "page's " +
                                            std::to_string(m.pageWords) + " (median " + medianText +
                                            ")");
            doc.goldText = std::move(m.text);
            doc.goldNodes = std::move(m.nodes);
        }
        session.add(std::move(doc), m.bytes, m.gzipped, m.plain, m.file);
    }
    return session.finish();
}

} // namespace core
