#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace core {

// An optimal alignment of two symbol sequences (word ids): the index pairs of one longest common
// subsequence, in linear memory. Hirschberg (1975), the algorithm Gottron 2007 §4.2 names for the
// intersection of two word sequences: split the first sequence in half, find where the second
// splits by adding the forward LCS row of the first half to the backward row of the second, and
// recurse. The rows are computed bit-parallel (64 cells per machine word, as Lcs does), so an
// alignment costs about twice an LCS length. Stateless, thread-safe.
class Hirschberg
{
public:
    struct Pair
    {
        std::uint32_t a = 0, b = 0; // a[a] == b[b]

        bool operator==(const Pair &) const = default;
    };

    // Pairs strictly increasing in both indices, as many as a longest common subsequence has.
    static std::vector<Pair> align(std::span<const std::uint32_t> a,
                                   std::span<const std::uint32_t> b);
};

} // namespace core
