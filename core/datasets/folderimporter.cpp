#include "folderimporter.h"

#include "datasetfiles.h"
#include "document/filereader.h"
#include "document/textdecoder.h"
#include "importsession.h"

#include <filesystem>
#include <map>

namespace core {

namespace fs = std::filesystem;

namespace {

bool isFolderGoldName(std::string_view name)
{
    return name.size() > 4 && name.ends_with(".txt");
}

} // namespace

std::string_view FolderImporter::description() const
{
    return "a folder of pages and one of gold texts with the same names: DIR/pages/NAME.html + "
           "DIR/gold/NAME.txt, or DIR/NAME.html with --gold GOLDDIR; no gold folder: pages "
           "without gold, to annotate";
}

Importer::Result FolderImporter::run(const std::string &source, const std::string &package,
                                     const Options &options) const
{
    Result failed;
    std::error_code ec;
    std::string pagesDir = source, goldDir = options.gold;
    if (goldDir.empty() && fs::is_directory(fs::path(source) / "pages", ec)) {
        pagesDir = (fs::path(source) / "pages").string();
        if (fs::is_directory(fs::path(source) / "gold", ec))
            goldDir = (fs::path(source) / "gold").string();
    }
    std::vector<std::string> pages, golds;
    if (!DatasetFiles::list(pagesDir, DatasetFiles::isPageName, pages, failed.error) ||
        (!goldDir.empty() && !DatasetFiles::list(goldDir, isFolderGoldName, golds, failed.error)))
        return failed;
    if (pages.empty() && golds.empty()) {
        failed.error = pagesDir + ": no pages (.html, .htm, .html.gz)";
        return failed;
    }
    // Name -> page file and gold file.
    std::map<std::string, std::pair<std::string, std::string>> names;
    for (const std::string &page : pages) {
        std::string &slot = names[DatasetFiles::withoutPageExtension(page)].first;
        if (slot.empty())
            slot = page;
    }
    for (const std::string &gold : golds)
        names[gold.substr(0, gold.size() - 4)].second = gold;

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(pagesDir).lexically_normal().filename().string(),
        goldDir.empty() ? "Pages to annotate." : "Pages with gold texts from a folder.",
        "pages from " + pagesDir + (goldDir.empty() ? "" : ", gold texts from " + goldDir), ""};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(names.size());

    for (const auto &[name, files] : names) {
        if (session.cancelled())
            break;
        const auto &[pageFile, goldFile] = files;
        if (pageFile.empty()) {
            session.error(goldFile, "no page " + name + ".html in " + pagesDir + "; skipped");
            session.skip(name);
            continue;
        }
        PackageDocument doc;
        doc.hasGoldText = !goldFile.empty();
        std::string error;
        if (goldFile.empty() && !goldDir.empty())
            session.warning(pageFile, "no gold " + name + ".txt; imported without gold");
        if (!goldFile.empty()) {
            const std::string path = (fs::path(goldDir) / goldFile).string();
            if (!FileReader::read(path, doc.goldText, error) ||
                !TextDecoder::isValidUtf8(doc.goldText)) {
                session.error(goldFile, (error.empty() ? std::string("not valid UTF-8") : error) +
                                            "; page skipped");
                session.skip(name);
                continue;
            }
        }
        std::string bytes, plain;
        bool gzipped = false;
        if (!DatasetFiles::readPage((fs::path(pagesDir) / pageFile).string(), bytes, plain, gzipped,
                                    error)) {
            session.error(pageFile, error + "; skipped");
            session.skip(name);
            continue;
        }
        doc.stem = session.stemFor(name);
        session.add(std::move(doc), bytes, gzipped, plain, pageFile);
    }
    return session.finish();
}

} // namespace core
