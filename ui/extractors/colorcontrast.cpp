#include "colorcontrast.h"

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

double linear(double channel)
{
    // The sRGB transfer function as WCAG 2.1 gives it (threshold 0.04045; WCAG's 0.03928 is a
    // typo of the older sRGB draft and changes no 8-bit value).
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// Project choice: HSL lightness moves in steps of 1/255, the resolution of 8-bit colours.
constexpr double kLightnessStep = 1.0 / 255;

} // namespace

double ColorContrast::luminance(const QColor &c)
{
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double ColorContrast::ratio(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool ColorContrast::isDark(const QColor &background)
{
    // Darker than the middle grey of luminance (the point where black and white text tie).
    return ratio(background, Qt::black) < ratio(background, Qt::white);
}

QColor ColorContrast::against(const QColor &c, const QColor &background, double minRatio)
{
    if (ratio(c, background) >= minRatio)
        return c;
    const double step = isDark(background) ? kLightnessStep : -kLightnessStep;
    const QColor hsl = c.toHsl();
    const double hue = hsl.hslHueF(), saturation = hsl.hslSaturationF();
    double lightness = hsl.lightnessF();
    QColor out = c;
    while (ratio(out, background) < minRatio) {
        lightness += step;
        if (lightness < 0 || lightness > 1)
            break;
        out = QColor::fromHslF(hue, saturation, lightness).toRgb();
    }
    return out;
}

QColor ColorContrast::textOn(const QColor &background)
{
    return isDark(background) ? QColor(Qt::white) : QColor(Qt::black);
}

} // namespace ui
