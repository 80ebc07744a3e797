#pragma once

#include "extraction/extractor.h"

#include <span>
#include <string_view>

namespace core {

// The one list of extractors (docs/architecture.md): the CLI, the evaluation runner, the benchmark
// and the GUI's extractor panel all read it. The instances are immutable singletons; thread-safe.
class ExtractorRegistry
{
public:
    static std::span<const Extractor *const> all();
    static const Extractor *find(std::string_view id);
};

} // namespace core
