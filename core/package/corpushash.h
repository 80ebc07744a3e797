#pragma once

#include "testpackage.h"

#include <optional>
#include <string>

namespace core {

// A fingerprint of what a package's scores depend on: every document's stem, stored page bytes
// and gold text, in stem order, hashed with 64-bit FNV-1a (no dependency, and collisions only
// matter against accidents, not adversaries). The quality gate pins its floors to it, so that a
// changed corpus (or changed gold rules in an importer) is noticed rather than compared with old
// floors. Stateless, thread-safe.
class CorpusHash
{
public:
    // 16 lowercase hex digits; empty optional with error set when a page cannot be read.
    static std::optional<std::string> of(const TestPackage &package, std::string &error);
};

} // namespace core
