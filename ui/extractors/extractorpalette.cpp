#include "extractorpalette.h"

#include "colorcontrast.h"

#include <registry/extractorregistry.h>

#include <array>
#include <cstdint>

namespace ui {

namespace {

// Okabe–Ito (2008) without black.
constexpr std::array<QRgb, ExtractorPalette::kHues> kHueList = {
    0x0072b2, // blue
    0xd55e00, // vermillion
    0x009e73, // bluish green
    0x56b4e9, // sky blue
    0xcc79a7, // reddish purple
    0xe69f00, // orange
    0xf0e442, // yellow
};
// Each group of seven positions (one line style) rotates the hues by its offset, so that ids seven
// apart in the registry differ in hue as well as style; the offsets give the extractors ticked by
// default (density, addanag, bte: positions 1, 3, 15) vermillion, sky blue and bluish green, and
// wlr (7), often shown with them, reddish purple.
constexpr std::array<int, 5> kGroupOffset = {0, 4, 1, 5, 2};
constexpr std::array<Qt::PenStyle, 5> kStyles = {Qt::SolidLine, Qt::DashLine, Qt::DotLine,
                                                 Qt::DashDotLine, Qt::DashDotDotLine};

int indexOf(std::string_view id)
{
    const auto all = core::ExtractorRegistry::all();
    for (size_t i = 0; i < all.size(); ++i)
        if (all[i]->info().id == id)
            return int(i);
    // Extractors outside the registry (external programs) take a position after it by their
    // id (FNV-1a), so that two of them rarely share a colour and keep theirs between sessions.
    std::uint32_t hash = 2166136261u;
    for (const char c : id)
        hash = (hash ^ std::uint8_t(c)) * 16777619u;
    return int(all.size() + hash % (2 * ExtractorPalette::kHues));
}

} // namespace

QColor ExtractorPalette::colorAt(int index, const QColor &background)
{
    const size_t group = size_t(index / kHues) % kGroupOffset.size();
    const QColor hue =
        QColor::fromRgb(kHueList[size_t(index + kGroupOffset[group]) % kHueList.size()]);
    return ColorContrast::against(hue, background);
}

Qt::PenStyle ExtractorPalette::lineStyleAt(int index)
{
    return kStyles[size_t(index / kHues) % kStyles.size()];
}

QColor ExtractorPalette::color(std::string_view extractorId)
{
    return colorAt(indexOf(extractorId));
}

QColor ExtractorPalette::color(std::string_view extractorId, const QColor &background)
{
    return colorAt(indexOf(extractorId), background);
}

Qt::PenStyle ExtractorPalette::lineStyle(std::string_view extractorId)
{
    return lineStyleAt(indexOf(extractorId));
}

} // namespace ui
