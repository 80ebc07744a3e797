#include "cleanevalimporter.h"

#include "datasetfiles.h"
#include "document/filereader.h"
#include "document/textdecoder.h"
#include "document/textrules.h"
#include "importsession.h"

#include <filesystem>
#include <set>

namespace core {

namespace fs = std::filesystem;

namespace {

constexpr const char *kCleanevalAnnotator = "CleanEval gold standard";
constexpr std::string_view kUrlPrefix = "URL:";

// The block kind of a marker at the start of `line` (after white space): 'p', 'h', 'l' with
// *rest set past it, or 0.
char markerOf(std::string_view line, std::string_view *rest)
{
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    if (line.size() < i + 3 || line[i] != '<' || line[i + 2] != '>')
        return 0;
    const char c = static_cast<char>(line[i + 1] | 0x20); // <P> as <p>
    if (c != 'p' && c != 'h' && c != 'l')
        return 0;
    *rest = line.substr(i + 3);
    return c;
}

bool isCleanevalGoldName(std::string_view name)
{
    return name.size() > 4 && name.ends_with(".txt");
}

} // namespace

std::string CleanevalImporter::Gold::text() const
{
    std::string out;
    for (const Block &b : blocks) {
        if (!out.empty())
            out += '\n';
        out += b.text;
    }
    return out;
}

std::string_view CleanevalImporter::description() const
{
    return "CleanEval: DIR/NAME.txt gold files (a \"URL:\" line, then blocks opened by <p>, <h> "
           "or <l>) beside the pages DIR/NAME.html";
}

CleanevalImporter::Gold CleanevalImporter::parseGold(std::string_view bytes)
{
    Gold gold;
    std::string decoded;
    if (!TextDecoder::isValidUtf8(bytes)) {
        const TextDecoder::Result r = TextDecoder::decode(bytes);
        gold.warnings.push_back("not UTF-8; decoded as " + r.encoding);
        decoded = r.utf8;
        bytes = decoded;
    }
    std::string pending;
    char kind = 0;
    bool textBeforeMarker = false;
    auto flush = [&] {
        std::string text = TextRules::normalize(pending);
        if (!text.empty())
            gold.blocks.push_back({kind ? kind : 'p', std::move(text)});
        pending.clear();
    };
    bool first = true;
    std::size_t pos = 0;
    while (pos <= bytes.size()) {
        std::size_t end = bytes.find('\n', pos);
        if (end == std::string_view::npos)
            end = bytes.size();
        std::string_view line = bytes.substr(pos, end - pos);
        pos = end + 1;
        if (first && !TextRules::normalize(line).empty()) {
            first = false;
            const std::string trimmed = TextRules::normalize(line);
            if (trimmed.starts_with(kUrlPrefix)) {
                gold.url =
                    TextRules::normalize(std::string_view(trimmed).substr(kUrlPrefix.size()));
                continue;
            }
            gold.warnings.push_back("no \"URL:\" line first");
        }
        std::string_view rest;
        if (const char k = markerOf(line, &rest)) {
            flush();
            kind = k;
            line = rest;
        } else if (kind == 0 && !TextRules::normalize(line).empty()) {
            textBeforeMarker = true;
        }
        pending += line;
        pending += ' ';
    }
    flush();
    if (textBeforeMarker)
        gold.warnings.push_back("text before the first <p>, <h> or <l>; kept as a paragraph");
    return gold;
}

Importer::Result CleanevalImporter::run(const std::string &source, const std::string &package,
                                        const Options &options) const
{
    Result failed;
    std::vector<std::string> golds, pages;
    if (!DatasetFiles::list(source, isCleanevalGoldName, golds, failed.error) ||
        !DatasetFiles::list(source, DatasetFiles::isPageName, pages, failed.error))
        return failed;
    if (golds.empty()) {
        failed.error = source + ": no gold files (NAME.txt beside NAME.html)";
        return failed;
    }

    ImportSession session(package, options);
    const PackageDescription description{
        fs::path(source).lexically_normal().filename().string(),
        "CleanEval-style gold: the cleaned text of each page as paragraphs, headings and list "
        "items.",
        "CleanEval format, imported from " + source, ""};
    if (!session.begin(description))
        return session.finish();
    session.setTotal(golds.size());

    std::set<std::string> used;
    for (const std::string &goldFile : golds) {
        if (session.cancelled())
            break;
        const std::string name = goldFile.substr(0, goldFile.size() - 4);
        const std::string pagePath = DatasetFiles::findPage(source, name);
        if (pagePath.empty()) {
            session.error(goldFile, "no page beside it (" + name + ".html); skipped");
            session.skip(name);
            continue;
        }
        const std::string pageFile = fs::path(pagePath).filename().string();
        used.insert(pageFile);
        std::string text, error;
        if (!FileReader::read((fs::path(source) / goldFile).string(), text, error)) {
            session.error(goldFile, error + "; skipped");
            session.skip(name);
            continue;
        }
        const Gold gold = parseGold(text);
        for (const std::string &w : gold.warnings)
            session.warning(goldFile, w);
        std::string bytes, plain;
        bool gzipped = false;
        if (!DatasetFiles::readPage(pagePath, bytes, plain, gzipped, error)) {
            session.error(pageFile, error + "; skipped");
            session.skip(name);
            continue;
        }
        PackageDocument doc;
        doc.stem = session.stemFor(name);
        doc.goldText = gold.text();
        doc.metadata.url = gold.url;
        doc.metadata.annotator = kCleanevalAnnotator;
        session.add(std::move(doc), bytes, gzipped, plain, pageFile);
    }
    for (const std::string &page : pages)
        if (!used.contains(page) && !session.cancelled())
            session.error(page, "no gold beside it (" + DatasetFiles::withoutPageExtension(page) +
                                    ".txt); skipped");
    return session.finish();
}

} // namespace core
