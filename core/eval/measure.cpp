#include "measure.h"

namespace core {

namespace {

constexpr std::array<std::string_view, kMeasureCount> kNames = {
    "characters", "word-sequence", "bag-of-words", "set-of-words", "lcstring", "lcsequence"};

} // namespace

std::string_view measureName(Measure measure)
{
    return kNames[static_cast<std::size_t>(measure)];
}

std::optional<Measure> measureFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kMeasureCount; ++i)
        if (kNames[i] == name)
            return kMeasures[i];
    return std::nullopt;
}

} // namespace core
