#pragma once

#include <QColor>

namespace ui {

// Contrast arithmetic of WCAG 2.1 (§1.4.3 and §1.4.11, "relative luminance" and "contrast ratio"
// in its glossary): how far apart two colours read, and the nearest colour of the same hue that
// reads against a background. Used to keep the extractor colours visible on light pages and on a
// dark desktop theme. Plain functions, no GUI needed (house style 6); thread-safe.
struct ColorContrast
{
    // WCAG 2.1's minimum contrast of graphical objects (§1.4.11 Non-text Contrast): outlines,
    // chart lines, swatches.
    static constexpr double kGraphics = 3.0;

    // Relative luminance in [0, 1] of an sRGB colour.
    static double luminance(const QColor &c);
    // (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 (same) to 21 (black on white).
    static double ratio(const QColor &a, const QColor &b);
    // `c` itself when it reaches minRatio against background; otherwise the colour of the same
    // hue and saturation made darker (on a light background) or lighter (on a dark one) just
    // enough to reach it, or as far as it goes.
    static QColor against(const QColor &c, const QColor &background, double minRatio = kGraphics);
    // Black or white, whichever reads better on background (label text on a coloured badge).
    static QColor textOn(const QColor &background);
    static bool isDark(const QColor &background);
};

} // namespace ui
