#include "extractorpalette.h"

#include <extractorregistry.h>

#include <array>

namespace ui {

QColor ExtractorPalette::color(std::string_view extractorId)
{
    // Project choice: Tableau 10 followed by its darker/lighter variants; 21 ids need 21 colours.
    static constexpr std::array<QRgb, 21> kColors = {
        0x1f77b4, 0xd62728, 0x2ca02c, 0xff7f0e, 0x9467bd, 0x8c564b, 0xe377c2,
        0x17becf, 0xbcbd22, 0x7f7f7f, 0x393b79, 0xad494a, 0x637939, 0xe6550d,
        0x7b4173, 0x843c39, 0x3182bd, 0x31a354, 0xd6616b, 0x756bb1, 0x636363};
    const auto all = core::ExtractorRegistry::all();
    for (size_t i = 0; i < all.size(); ++i)
        if (all[i]->info().id == extractorId)
            return QColor::fromRgb(kColors[i % kColors.size()]);
    return QColor::fromRgb(kColors.back());
}

} // namespace ui
