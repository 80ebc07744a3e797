#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

// The textbook longest common subsequence length, the quadratic dynamic programming table two
// rows at a time: the reference the linear-memory algorithms (core::Lcs, core::Hirschberg) are
// tested against. Free function, no state.
namespace lcsreference {

inline std::size_t subsequenceLength(const std::vector<std::uint32_t> &a,
                                     const std::vector<std::uint32_t> &b)
{
    std::vector<std::size_t> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
    for (std::uint32_t x : a) {
        for (std::size_t j = 0; j < b.size(); ++j)
            cur[j + 1] = x == b[j] ? prev[j] + 1 : std::max(prev[j + 1], cur[j]);
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

} // namespace lcsreference
