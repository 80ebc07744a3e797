#include "score.h"

namespace core {

Score Score::fromCounts(std::size_t common, std::size_t extracted, std::size_t gold)
{
    Score s;
    s.tp = static_cast<double>(common);
    s.fp = static_cast<double>(extracted - common);
    s.fn = static_cast<double>(gold - common);
    if (extracted == 0 && gold == 0) {
        s.precision = s.recall = s.f1 = 1;
        return s;
    }
    s.precision = extracted > 0 ? static_cast<double>(common) / static_cast<double>(extracted) : 0;
    s.recall = gold > 0 ? static_cast<double>(common) / static_cast<double>(gold) : 0;
    const double sum = s.precision + s.recall;
    s.f1 = sum > 0 ? 2 * s.precision * s.recall / sum : 0;
    return s;
}

Score Score::notApplicable()
{
    Score s;
    s.applies = false;
    return s;
}

} // namespace core
