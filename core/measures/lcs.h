#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace core {

// Lengths of the longest common subsequence and the longest common substring of two symbol
// sequences (code points or word ids), in linear memory: LCS is the hot spot of evaluation, and the
// quadratic table would need 10^10 cells for two 100,000-character texts. Stateless, thread-safe.
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

    // 64-bit words of the bit vector updated together per text symbol (a stripe): the words'
    // update chains are independent but for the carry between neighbours, so the processor
    // overlaps them (about 1.4x faster here than one word at a time).
    static constexpr std::size_t kStripeWords = 4;
    static constexpr std::size_t kStripeBits = 64 * kStripeWords;
    // One text symbol's step of Hyyrö's row update over a stripe of the pattern's bit vector v,
    // with the symbol's match mask m for that stripe: V' = (V + (V & M)) | (V & ~M), the carry
    // from the stripe below added in; returns the carry out. Shared by Lcs and Hirschberg.
    static bool stripeStep(std::uint64_t *v, const std::uint64_t *m, bool carry)
    {
        for (std::size_t w = 0; w < kStripeWords; ++w) {
            std::uint64_t sum, withCarry;
            const bool c1 = __builtin_add_overflow(v[w], v[w] & m[w], &sum);
            const bool c2 = __builtin_add_overflow(sum, std::uint64_t{carry}, &withCarry);
            carry = c1 || c2;
            v[w] = withCarry | (v[w] & ~m[w]);
        }
        return carry;
    }
};

} // namespace core
