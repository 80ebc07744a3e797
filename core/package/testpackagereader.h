#pragma once

#include "testpackage.h"

#include <optional>
#include <string>
#include <vector>

namespace core {

// Reads and validates a test package (docs/test-package.md). Every defect is reported with the
// file it is in; a broken or incomplete document is skipped with an error issue, the rest of the
// package stays usable. Only an unreadable description file makes the whole package unreadable.
// Pages are not read here (see TestPackage::htmlPath), only checked to exist and look sane.
// Stateless, thread-safe.
class TestPackageReader
{
public:
    struct Result
    {
        std::optional<TestPackage> package; // empty when package.json is missing or broken
        std::vector<PackageIssue> issues;   // stray files first, then by document
    };

    static Result read(const std::string &directory);
};

} // namespace core
