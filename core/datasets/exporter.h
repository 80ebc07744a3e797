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

// Writes a test package out in another tool's format, so that a package made here can be used
// elsewhere (the inverse of Importer). One subclass per format, listed in Exporter::all(). A
// document the format cannot carry (no gold text for a full-text format, no snippets for
// trafilatura's) is left out with a warning naming it. Nothing in an existing, non-empty output
// folder is replaced unless Options::overwrite is set; every file is written atomically.
// Implementations hold no state; thread-safe.
class Exporter
{
public:
    struct Options
    {
        bool overwrite = false; // write into an existing, non-empty folder, replacing files
        // Called after each document: documents done, total, the stem.
        std::function<void(std::size_t done, std::size_t total, const std::string &stem)> progress;
        const std::atomic<bool> *cancel = nullptr;
    };

    struct Result
    {
        bool ok = false;   // false: nothing was written (error says why)
        std::string error; // one line
        std::size_t exported = 0;
        std::vector<PackageIssue> issues; // documents left out or written with a defect
        bool cancelled = false;
    };

    virtual ~Exporter() = default;
    virtual std::string_view id() const = 0; // the CLI's name, e.g. "wcxb"
    virtual std::string_view description() const = 0;
    virtual Result run(const TestPackage &package, const std::string &out,
                       const Options &options) const = 0;

    static std::span<const Exporter *const> all();
    static const Exporter *find(std::string_view id);
};

} // namespace core
