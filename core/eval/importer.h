#pragma once

#include "testpackage.h"

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// Turns a public dataset into a test package (DESIGN.md "Importers"). One subclass per source
// format, listed in Importer::all(): adding a format is one file plus one line there.
// Implementations hold no state; thread-safe.
class Importer
{
public:
    struct Result
    {
        bool ok = false;   // false: nothing usable was written (error says why)
        std::string error; // one line
        std::size_t imported = 0;
        std::vector<PackageIssue> issues; // pages skipped or imported with a defect, per file
    };

    virtual ~Importer() = default;
    virtual std::string_view id() const = 0; // the CLI's name, e.g. "readability"
    virtual std::string_view description() const = 0;
    // Writes the package into `package` (created when missing); an existing package or document
    // is replaced only when overwrite is set.
    virtual Result run(const std::string &source, const std::string &package,
                       bool overwrite) const = 0;

    static std::span<const Importer *const> all();
    static const Importer *find(std::string_view id);
};

} // namespace core
