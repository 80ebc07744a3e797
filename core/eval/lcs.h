#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace core {

// Lengths of the longest common subsequence and the longest common substring of two symbol
// sequences (code points or word ids), in linear memory: DESIGN.md names LCS as the hot spot of
// evaluation, and the quadratic table would need 10^10 cells for two 100,000-character texts.
// Stateless, thread-safe.
class Lcs
{
public:
    // Bit-parallel (Allison-Dix / Crochemore et al. 2001, Hyyrö's formulation): 64 cells of the
    // dynamic programming table per machine word, O(|a|·|b|/64) time, O(|a|+|b|+alphabet) memory.
    static std::size_t subsequenceLength(std::span<const std::uint32_t> a,
                                         std::span<const std::uint32_t> b);
    // Suffix array of a·separator·b (prefix doubling, O(N log N)) and Kasai's LCP array (O(N)):
    // the answer is the longest common prefix of two neighbouring suffixes that start in
    // different texts. O(N) memory.
    static std::size_t substringLength(std::span<const std::uint32_t> a,
                                       std::span<const std::uint32_t> b);
};

} // namespace core
