// libFuzzer target (d): the dataset importers. The input is a dataset folder as a sequence of
// files introduced by lines "--- NAME" (subfolders allowed: "--- html/0001.html",
// "--- ground-truth/0001.json"; see fuzzfiles.h and tests/data/fuzz/importers/).
// Each file goes through the pure parsing function its name calls for (ground-truth.json:
// Scrapinghub's, evaldata.json: trafilatura's, other *.json: WCXB's, *.txt: CleanEval's gold),
// then every importer runs on the folder (the rule importer with the file `rule` as its rule).
// Beside the sanitizers it checks: parse errors, warnings and problems are one line; parsed
// entries come in the order they promise; CleanEval blocks are of a known kind, their text
// collapsed; an importer's error is one line, its issues one line naming a file; and what an
// importer wrote reads back as a test package without errors, with as many documents as it
// says it imported; its metadata gold (title, author, date, site name) scores in [0, 1] against
// an empty prediction and against itself.

#include "fuzzcheck.h"
#include "fuzzfiles.h"

#include <datasets/cleanevalimporter.h>
#include <datasets/importer.h>
#include <datasets/scrapinghubimporter.h>
#include <datasets/trafilaturaimporter.h>
#include <datasets/wcxbimporter.h>
#include <eval/metadatascorer.h>
#include <package/testpackagereader.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace fs = std::filesystem;

namespace {

bool oneLine(const std::string &s)
{
    return !s.empty() && s.find('\n') == std::string::npos && s.find('\r') == std::string::npos;
}

void checkLines(const std::vector<std::string> &lines, const char *what)
{
    for (const std::string &l : lines)
        FUZZ_CHECK(oneLine(l), "%s '%s'", what, l.c_str());
}

void checkIssues(const std::vector<core::PackageIssue> &issues, std::string_view importer)
{
    for (const core::PackageIssue &i : issues)
        FUZZ_CHECK(!i.file.empty() && !i.message.empty() && oneLine(i.text()), "%.*s: issue '%s'",
                   static_cast<int>(importer.size()), importer.data(), i.text().c_str());
}

void parseFile(std::string_view name, std::string_view content)
{
    std::string error;
    if (name.ends_with("ground-truth.json")) {
        const auto entries = core::ScrapinghubImporter::parseGroundTruth(content, error);
        if (!entries) {
            FUZZ_CHECK(oneLine(error), "scrapinghub error '%s'", error.c_str());
            return;
        }
        for (std::size_t i = 0; i < entries->size(); ++i) {
            const auto &e = (*entries)[i];
            FUZZ_CHECK(i == 0 || (*entries)[i - 1].id < e.id, "ids out of order at %zu", i);
            FUZZ_CHECK(e.problem.empty() || oneLine(e.problem), "problem '%s'", e.problem.c_str());
        }
    } else if (name.ends_with("evaldata.json")) {
        const auto entries = core::TrafilaturaImporter::parseEvalData(content, error);
        if (!entries) {
            FUZZ_CHECK(oneLine(error), "trafilatura error '%s'", error.c_str());
            return;
        }
        for (std::size_t i = 0; i < entries->size(); ++i) {
            const auto &e = (*entries)[i];
            FUZZ_CHECK(i == 0 || (*entries)[i - 1].url < e.url, "URLs out of order at %zu", i);
            FUZZ_CHECK(e.problem.empty() || oneLine(e.problem), "problem '%s'", e.problem.c_str());
        }
    } else if (name.ends_with(".json")) {
        const auto record = core::WcxbImporter::parseGroundTruth(content, error);
        if (!record) {
            FUZZ_CHECK(oneLine(error), "wcxb error '%s'", error.c_str());
            return;
        }
        checkLines(record->warnings, "wcxb warning");
    } else if (name.ends_with(".txt")) {
        const core::CleanevalImporter::Gold gold = core::CleanevalImporter::parseGold(content);
        checkLines(gold.warnings, "cleaneval warning");
        for (const core::CleanevalImporter::Block &b : gold.blocks) {
            FUZZ_CHECK(b.kind == 'p' || b.kind == 'h' || b.kind == 'l', "block kind %d", b.kind);
            FUZZ_CHECK(!b.text.empty() && b.text.find('\n') == std::string::npos &&
                           b.text.front() != ' ' && b.text.back() != ' ' &&
                           b.text.find("  ") == std::string::npos,
                       "block text '%s'", b.text.c_str());
        }
    }
}

void checkMetadataGold(const core::DocumentMetadata &gold)
{
    core::Metadata same;
    same[core::MetadataField::Title].value = gold.title;
    same[core::MetadataField::Authors].value = gold.author;
    same[core::MetadataField::SiteName].value = gold.siteName;
    const auto day = core::CalendarDay::parse(gold.published);
    same[core::MetadataField::Published].value = day ? day->iso() : std::string();
    for (const core::Metadata &predicted : {core::Metadata(), same}) {
        const core::MetadataScores s = core::MetadataScorer::score(predicted, gold);
        for (const std::optional<double> &f1 : {s.titleF1, s.authorF1, s.siteF1})
            FUZZ_CHECK(!f1 || (*f1 >= 0 && *f1 <= 1), "metadata F1 %f", f1.value_or(0));
        FUZZ_CHECK(s.goldDated == day.has_value(), "gold day");
        FUZZ_CHECK(!s.sameDay || (s.goldDated && s.predictedDated), "same day without days");
    }
    const core::MetadataScores self = core::MetadataScorer::score(same, gold);
    FUZZ_CHECK(!self.titleF1 || *self.titleF1 == 1, "a title against itself: %f", *self.titleF1);
    FUZZ_CHECK(!self.authorF1 || *self.authorF1 == 1, "an author against itself: %f",
               *self.authorF1);
    FUZZ_CHECK(self.sameDay == day.has_value(), "a day against itself");
}

void runImporter(const core::Importer &importer, const fs::path &source, const fs::path &out)
{
    std::error_code ec;
    fs::remove_all(out, ec);
    core::Importer::Options options;
    if (importer.id() == "rule")
        options.rule = (source / "rule").string();
    const core::Importer::Result result = importer.run(source.string(), out.string(), options);
    const std::string_view id = importer.id();
    checkIssues(result.issues, id);
    if (!result.ok) {
        FUZZ_CHECK(oneLine(result.error), "%.*s: error '%s'", static_cast<int>(id.size()),
                   id.data(), result.error.c_str());
        return;
    }
    const core::TestPackageReader::Result back = core::TestPackageReader::read(out.string());
    FUZZ_CHECK(back.package, "%.*s: the package written does not read", static_cast<int>(id.size()),
               id.data());
    for (const core::PackageIssue &i : back.issues)
        FUZZ_CHECK(i.severity != core::PackageIssue::Severity::Error, "%.*s wrote: %s",
                   static_cast<int>(id.size()), id.data(), i.text().c_str());
    FUZZ_CHECK(back.package->documents.size() == result.imported,
               "%.*s: %zu documents imported, %zu read back", static_cast<int>(id.size()),
               id.data(), result.imported, back.package->documents.size());
    for (const core::PackageDocument &doc : back.package->documents)
        checkMetadataGold(doc.metadata);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const fuzzfiles::Scratch scratch("importers");
    scratch.reset("dataset");
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    fuzzfiles::forEachFile(input, parseFile);
    fuzzfiles::writeFiles(input, scratch.path("dataset"), true);
    for (const core::Importer *importer : core::Importer::all())
        runImporter(*importer, scratch.path("dataset"), scratch.path("package"));
    return 0;
}
