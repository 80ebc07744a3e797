#pragma once

#include <QColor>

#include <string_view>

namespace ui {

// The colour of each extractor in the overlay, charts and tables: stable per id (its position in
// the registry), distinct for the first 21, readable on white. Stateless, thread-safe.
class ExtractorPalette
{
public:
    static QColor color(std::string_view extractorId);
};

} // namespace ui
