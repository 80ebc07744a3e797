#pragma once

#include "package/testpackage.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Turns a public dataset into a test package (docs/test-package.md, Importers). One subclass per
// source format, listed in Importer::all(): adding a format is one file plus one line there. A
// broken dataset file (bad JSON, a gold without its page, a page without its gold, an unknown page
// type) is reported per document, naming the file, and the import goes on; nothing already in the
// package is replaced unless Options::overwrite is set. Implementations hold no state;
// thread-safe.
class Importer
{
public:
    struct Options
    {
        bool overwrite = false; // replace an existing package.json and documents
        std::string gold;       // `folder`: the gold texts' folder (default SOURCE/gold)
        std::string rule;       // `rule`: the site rule file (SiteRule)
        // Called after each document from the importing thread: documents done, total, the
        // dataset item. Must be cheap; the GUI posts it to its event loop.
        std::function<void(std::size_t done, std::size_t total, const std::string &item)> progress;
        // Setting it stops the import after the current document (Result::cancelled).
        const std::atomic<bool> *cancel = nullptr;
    };

    struct Result
    {
        bool ok = false;   // false: nothing usable was written (error says why)
        std::string error; // one line
        std::size_t imported = 0;
        std::vector<PackageIssue> issues; // pages skipped or imported with a defect, per file
        bool cancelled = false;
    };

    virtual ~Importer() = default;
    virtual std::string_view id() const = 0; // the CLI's name, e.g. "readability"
    virtual std::string_view description() const = 0;
    // Writes the package into `package` (created when missing).
    virtual Result run(const std::string &source, const std::string &package,
                       const Options &options) const = 0;
    Result run(const std::string &source, const std::string &package, bool overwrite) const;

    static std::span<const Importer *const> all();
    static const Importer *find(std::string_view id);
};

} // namespace core
