#include "numberformat.h"

#include <cmath>
#include <cstdio>

namespace core {

std::string NumberFormat::text(double v, Style style)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[64];
    if (v == std::floor(v) && std::fabs(v) < 1e15) {
        std::snprintf(buf, sizeof buf, "%.0f", v);
        return buf;
    }
    const bool significant = style == Style::Significant;
    if (significant && (std::fabs(v) >= 1e15 || std::fabs(v) < 1e-4)) {
        std::snprintf(buf, sizeof buf, "%.3g", v);
        return buf;
    }
    std::snprintf(buf, sizeof buf, significant && std::fabs(v) < 1 ? "%.3g" : "%.3f", v);
    std::string s(buf);
    if (s.find('.') != std::string::npos && s.find('e') == std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
        if (s.back() == '.')
            s.pop_back();
    }
    return s;
}

} // namespace core
