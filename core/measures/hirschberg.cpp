#include "hirschberg.h"

#include "lcs.h"

#include <algorithm>
#include <unordered_map>

namespace core {

namespace {

// Project choice: below this many cells the quadratic table and its traceback (64 kB) cost less
// than two more bit-parallel rows and another level of recursion; measured with the benchmark's
// alignment row, 2^12..2^16 are within a few per cent of each other.
constexpr std::size_t kSmallCells = std::size_t{1} << 14;

// One alignment: the sequences reduced to the symbols both contain (dense ids), scratch rows
// reused by every level of the recursion, and the pairs found so far (in increasing order).
class Aligner
{
public:
    Aligner(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b)
    {
        // Symbols only one side has can never pair: dropping them first shrinks both sides
        // (words of the output that are not on the page, page words the output never uses).
        std::unordered_map<std::uint32_t, std::uint32_t> ids;
        ids.reserve(b.size());
        for (std::uint32_t s : b)
            ids.try_emplace(s, static_cast<std::uint32_t>(ids.size()));
        std::vector<bool> inA(ids.size(), false);
        for (std::size_t i = 0; i < a.size(); ++i) {
            const auto it = ids.find(a[i]);
            if (it == ids.end())
                continue;
            m_a.push_back(it->second);
            m_aIndex.push_back(static_cast<std::uint32_t>(i));
            inA[it->second] = true;
        }
        for (std::size_t j = 0; j < b.size(); ++j) {
            const std::uint32_t id = ids.find(b[j])->second;
            if (!inA[id])
                continue;
            m_b.push_back(id);
            m_bIndex.push_back(static_cast<std::uint32_t>(j));
        }
        m_masks.assign(ids.size() * Lcs::kStripeWords, 0);
    }

    std::vector<Hirschberg::Pair> run()
    {
        solve(0, m_a.size(), 0, m_b.size());
        for (Hirschberg::Pair &p : m_pairs)
            p = {m_aIndex[p.a], m_bIndex[p.b]};
        return std::move(m_pairs);
    }

private:
    void push(std::size_t i, std::size_t j)
    {
        m_pairs.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
    }

    void solve(std::size_t aLo, std::size_t aHi, std::size_t bLo, std::size_t bHi)
    {
        // A common prefix and suffix belong to some longest common subsequence.
        while (aLo < aHi && bLo < bHi && m_a[aLo] == m_b[bLo])
            push(aLo++, bLo++);
        std::size_t suffix = 0;
        while (aHi - suffix > aLo && bHi - suffix > bLo &&
               m_a[aHi - 1 - suffix] == m_b[bHi - 1 - suffix])
            ++suffix;
        aHi -= suffix;
        bHi -= suffix;

        const std::size_t la = aHi - aLo, lb = bHi - bLo;
        if (la == 1) {
            const auto it = std::find(m_b.begin() + static_cast<std::ptrdiff_t>(bLo),
                                      m_b.begin() + static_cast<std::ptrdiff_t>(bHi), m_a[aLo]);
            if (it != m_b.begin() + static_cast<std::ptrdiff_t>(bHi))
                push(aLo, static_cast<std::size_t>(it - m_b.begin()));
        } else if (la > 0 && lb > 0 && la * lb <= kSmallCells) {
            quadratic(aLo, aHi, bLo, bHi);
        } else if (la > 0 && lb > 0) {
            const std::size_t mid = aLo + la / 2;
            lcsRow(aLo, mid, bLo, bHi, false, m_forward);
            lcsRow(mid, aHi, bLo, bHi, true, m_backward);
            std::size_t split = 0, best = 0;
            for (std::size_t j = 0; j <= lb; ++j) {
                const std::size_t total = m_forward[j] + m_backward[lb - j];
                if (total > best || j == 0) {
                    best = total;
                    split = j;
                }
            }
            solve(aLo, mid, bLo, bLo + split);
            solve(mid, aHi, bLo + split, bHi);
        }
        for (std::size_t k = 0; k < suffix; ++k)
            push(aHi + k, bHi + k);
    }

    // row[j] = LCS(a[aLo, aHi), b[bLo, bLo + j)) for j in [0, bHi - bLo]; reversed: the same for
    // both sequences read backwards, row[j] = LCS(a[aLo, aHi), b[bHi - j, bHi)). The bits run
    // along b (Hyyrö's formulation, as Lcs): bit k of V is 0 where the row grows at k, so the
    // row is the running count of zero bits.
    void lcsRow(std::size_t aLo, std::size_t aHi, std::size_t bLo, std::size_t bHi, bool reversed,
                std::vector<std::uint32_t> &row)
    {
        const std::size_t length = bHi - bLo, textLength = aHi - aLo;
        row.assign(length + 1, 0);
        m_carry.assign(textLength, 0);
        // Both sequences in the order they are read, so that the hot loop has no branch.
        m_text.resize(textLength);
        m_pattern.resize(length);
        for (std::size_t t = 0; t < textLength; ++t)
            m_text[t] = reversed ? m_a[aHi - 1 - t] : m_a[aLo + t];
        for (std::size_t k = 0; k < length; ++k)
            m_pattern[k] = reversed ? m_b[bHi - 1 - k] : m_b[bLo + k];
        const std::uint32_t *text = m_text.data();
        std::uint8_t *carry = m_carry.data();
        std::uint64_t *masks = m_masks.data();
        std::uint32_t zeros = 0;
        for (std::size_t base = 0; base < length; base += Lcs::kStripeBits) {
            const std::size_t width = std::min(Lcs::kStripeBits, length - base);
            for (std::size_t k = 0; k < width; ++k)
                masks[m_pattern[base + k] * Lcs::kStripeWords + k / 64] |= std::uint64_t{1}
                                                                           << (k % 64);
            std::uint64_t v[Lcs::kStripeWords];
            std::fill(std::begin(v), std::end(v), ~std::uint64_t{0});
            for (std::size_t t = 0; t < textLength; ++t) {
                carry[t] = static_cast<std::uint8_t>(
                    Lcs::stripeStep(v, masks + std::size_t{text[t]} * Lcs::kStripeWords, carry[t]));
            }
            for (std::size_t k = 0; k < width; ++k) {
                zeros += static_cast<std::uint32_t>(((v[k / 64] >> (k % 64)) & 1) == 0);
                row[base + k + 1] = zeros;
            }
            for (std::size_t k = 0; k < width; ++k)
                masks[m_pattern[base + k] * Lcs::kStripeWords + k / 64] = 0;
        }
    }

    // The textbook table over suffixes, then a traceback from the front, for small pieces.
    void quadratic(std::size_t aLo, std::size_t aHi, std::size_t bLo, std::size_t bHi)
    {
        const std::size_t la = aHi - aLo, lb = bHi - bLo, stride = lb + 1;
        m_table.assign((la + 1) * stride, 0);
        auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t & {
            return m_table[i * stride + j];
        };
        for (std::size_t i = la; i-- > 0;)
            for (std::size_t j = lb; j-- > 0;)
                at(i, j) = m_a[aLo + i] == m_b[bLo + j] ? at(i + 1, j + 1) + 1
                                                        : std::max(at(i + 1, j), at(i, j + 1));
        std::size_t i = 0, j = 0;
        while (i < la && j < lb) {
            if (m_a[aLo + i] == m_b[bLo + j]) {
                push(aLo + i++, bLo + j++);
            } else if (at(i + 1, j) >= at(i, j + 1)) {
                ++i;
            } else {
                ++j;
            }
        }
    }

    std::vector<std::uint32_t> m_a, m_b;           // dense ids of the symbols both sides have
    std::vector<std::uint32_t> m_aIndex, m_bIndex; // their positions in the caller's sequences
    std::vector<std::uint64_t> m_masks;            // per id, one stripe of match bits
    std::vector<std::uint8_t> m_carry;
    std::vector<std::uint32_t> m_text, m_pattern; // lcsRow's sequences in reading order
    std::vector<std::uint32_t> m_forward, m_backward, m_table;
    std::vector<Hirschberg::Pair> m_pairs;
};

} // namespace

std::vector<Hirschberg::Pair> Hirschberg::align(std::span<const std::uint32_t> a,
                                                std::span<const std::uint32_t> b)
{
    return Aligner(a, b).run();
}

} // namespace core
