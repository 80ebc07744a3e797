#pragma once

#include "exporter.h"

#include <functional>
#include <string>
#include <string_view>

namespace core {

// The bookkeeping of one export run, shared by every exporter: checks and creates the output
// folder (refusing a non-empty one without Options::overwrite), reads the package's pages,
// writes files atomically below the folder, collects issues, reports progress and notices
// cancellation. Owns the run's Result; one object per run, not thread-safe.
class ExportSession
{
public:
    ExportSession(const TestPackage &package, std::string out, Exporter::Options options);

    // Creates the output folder and the given sub-folders; false when it cannot, or when it has
    // files already and overwrite is not set (finish() then says why).
    bool begin(std::initializer_list<std::string_view> subfolders = {});
    bool cancelled();

    // The page of a document as stored (gzipped true when STEM.html.gz) and decompressed; false
    // with an error issue naming the page file.
    bool page(const PackageDocument &doc, std::string &stored, bool &gzipped, std::string &plain);
    // Writes OUT/relative atomically; false with an error issue.
    bool write(const std::string &relative, std::string_view bytes);

    void exported() { ++m_result.exported; }
    void warning(const std::string &file, const std::string &message);
    void error(const std::string &file, const std::string &message);
    // Calls `write` for every document of the package in order, with one step of progress each,
    // until the run is cancelled.
    void eachDocument(const std::function<void(const PackageDocument &)> &write);

    const std::string &out() const { return m_out; }
    Exporter::Result finish();

private:
    const TestPackage &m_package;
    std::string m_out;
    Exporter::Options m_options;
    Exporter::Result m_result;
    std::size_t m_done = 0;
    bool m_begun = false;
};

} // namespace core
