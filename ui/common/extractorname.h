#pragma once

#include <QString>

#include <string>

namespace ui {

// The name an extractor is shown by: its registry name ("Density (CETD)"), or its id where the
// registry has none (an external program's "ext:trafilatura", a removed extractor's saved run).
// Thread-safe (the registry is immutable).
QString extractorName(const std::string &id);

} // namespace ui
