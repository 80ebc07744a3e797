#pragma once

#include <QColor>

#include <string_view>

namespace ui {

// The colour and line style of each extractor in the overlay, charts and tables, stable per id
// (its position in the registry). The hues are the Okabe–Ito palette (Okabe & Ito 2008, "Color
// Universal Design"), told apart with every common colour-vision deficiency; its black is left out
// (it is the text colour on light pages and invisible on a dark theme). Seven hues do not name 21+
// extractors, so the position also picks a line style: the first seven draw solid, the next seven
// dashed, then dotted, dash-dot and dash-dot-dot (35 distinct pairs), each group with the hues
// rotated so that neighbours of a style differ in hue too; outlines in the page and
// chart lines use both. Each colour is darkened (light background) or lightened (dark one) just
// enough to reach WCAG's 3:1 graphics contrast against where it is drawn (ColorContrast).
// Stateless, thread-safe.
class ExtractorPalette
{
public:
    // The colour on a white background: page overlays, swatches, light themes.
    static QColor color(std::string_view extractorId);
    // The same hue, readable on `background` (a dark chart theme).
    static QColor color(std::string_view extractorId, const QColor &background);
    static Qt::PenStyle lineStyle(std::string_view extractorId);

    // By position, for ids not in the registry and for tests.
    static QColor colorAt(int index, const QColor &background = Qt::white);
    static Qt::PenStyle lineStyleAt(int index);
    static constexpr int kHues = 7;
};

} // namespace ui
