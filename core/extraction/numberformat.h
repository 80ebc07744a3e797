#pragma once

#include <string>

namespace core {

// How numbers read in reasons and trace steps: whole numbers without decimals, others with at
// most three decimals, trailing zeros dropped. Stateless, thread-safe.
class NumberFormat
{
public:
    enum class Style {
        Decimals,    // reasons (Reason::text): "0.071", "12.5"
        Significant, // trace steps: below 1 three significant digits ("0.0714", "0.000412"),
                     // beyond 1e15 or under 1e-4 in exponent form ("1.23e+20")
    };
    static std::string text(double value, Style style);
};

} // namespace core
