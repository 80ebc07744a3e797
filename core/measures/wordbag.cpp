#include "wordbag.h"

#include "document/textrules.h"
#include "wordruns.h"

#include <algorithm>
#include <map>

namespace core {

std::vector<std::string> WordBag::folded(std::string_view text)
{
    std::vector<std::string> words;
    const std::string folded = WordRuns::lower(TextRules::normalize(text));
    for (std::size_t start = 0; start < folded.size();) {
        const std::size_t end = std::min(folded.find(' ', start), folded.size());
        if (end > start)
            words.push_back(folded.substr(start, end - start));
        start = end + 1;
    }
    return words;
}

std::size_t WordBag::shared(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    std::map<std::string_view, std::size_t> counts;
    for (const std::string &w : b)
        ++counts[w];
    std::size_t shared = 0;
    for (const std::string &w : a)
        if (auto it = counts.find(w); it != counts.end() && it->second > 0) {
            --it->second;
            ++shared;
        }
    return shared;
}

double WordBag::f1(const std::vector<std::string> &a, const std::vector<std::string> &b)
{
    const std::size_t common = shared(a, b);
    return common == 0
               ? 0
               : 2.0 * static_cast<double>(common) / static_cast<double>(a.size() + b.size());
}

} // namespace core
