#pragma once

#include "importer.h"
#include "package/testpackage.h"

#include <set>
#include <string>
#include <string_view>

namespace core {

// The bookkeeping of one import run, shared by every importer: creates the package (honouring
// Options::overwrite), hands out unique stems, writes each document (the page's bytes kept as the
// dataset had them), collects the issues per dataset file, reports progress and notices
// cancellation. Owns the run's Result; one object per run, not thread-safe.
class ImportSession
{
public:
    ImportSession(std::string package, const Importer::Options &options);

    // Whether an import may write the package at `package`: new, an empty folder, a package,
    // or anything with overwrite; else false and a one-line reason in error.
    static bool checkTarget(const std::string &package, bool overwrite, std::string &error);
    // Creates the package; false when it cannot be (finish() then says why).
    bool begin(const PackageDescription &description);
    // The number of dataset items, for progress.
    void setTotal(std::size_t total) { m_total = total; }
    // True once Options::cancel is set; the caller stops.
    bool cancelled();

    // A stem for the dataset name (DatasetFiles::stemOf) that no earlier document of this run
    // has: "-2", "-3", ... are appended on a clash.
    std::string stemFor(std::string_view name);

    // Writes one document whose page is `bytes` (`gzipped`: gzip data, stored as STEM.html.gz as
    // they are; else STEM.html) and whose decompressed bytes are `plain`; `item` names the
    // dataset file in issues. An empty page is refused. Counts one step of progress.
    bool add(PackageDocument doc, const std::string &bytes, bool gzipped, const std::string &plain,
             const std::string &item);
    // One step of progress for an item that was not imported (its issue already recorded).
    void skip(const std::string &item);

    void error(const std::string &file, const std::string &message);
    void warning(const std::string &file, const std::string &message);

    // The run's result: ok unless begin() failed.
    Importer::Result finish();

private:
    void step(const std::string &item);

    std::string m_package;
    Importer::Options m_options;
    Importer::Result m_result;
    std::set<std::string> m_stems;
    std::size_t m_total = 0, m_done = 0;
    bool m_begun = false;
};

} // namespace core
