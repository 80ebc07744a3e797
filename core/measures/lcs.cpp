#include "lcs.h"

#include <algorithm>
#include <bit>
#include <numeric>
#include <unordered_map>
#include <vector>

namespace core {

std::size_t Lcs::subsequenceLength(std::span<const std::uint32_t> a,
                                   std::span<const std::uint32_t> b)
{
    // A common prefix and suffix belong to every longest common subsequence: strip them in
    // O(n). Good extractors' output often matches the gold at both ends.
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix])
        ++prefix;
    a = a.subspan(prefix);
    b = b.subspan(prefix);
    std::size_t suffix = 0;
    while (suffix < a.size() && suffix < b.size() &&
           a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    a = a.first(a.size() - suffix);
    b = b.first(b.size() - suffix);

    // The shorter text is the bit vector ("pattern"), the longer one is scanned.
    const std::span<const std::uint32_t> pattern = a.size() <= b.size() ? a : b;
    const std::span<const std::uint32_t> text = a.size() <= b.size() ? b : a;
    if (pattern.empty())
        return prefix + suffix;

    // Dense ids: 1..k for the pattern's symbols, 0 for text symbols the pattern lacks (their
    // match mask stays empty), so that a mask lookup is an array index.
    std::unordered_map<std::uint32_t, std::uint32_t> ids;
    ids.reserve(pattern.size());
    std::vector<std::uint32_t> patternIds(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i)
        patternIds[i] =
            ids.try_emplace(pattern[i], static_cast<std::uint32_t>(ids.size() + 1)).first->second;
    std::vector<std::uint32_t> textIds(text.size());
    for (std::size_t j = 0; j < text.size(); ++j) {
        const auto it = ids.find(text[j]);
        textIds[j] = it == ids.end() ? 0 : it->second;
    }

    // The pattern's bit vector V is processed one stripe of words at a time over the whole text
    // rather than the whole vector per text symbol: then only that stripe's match masks are
    // needed (kStripeWords words per distinct symbol) and the addition's carry into the next
    // stripe is kept per text position (one byte each). Same arithmetic, linear memory for any
    // alphabet size. Bits past the pattern's end have empty masks: they stay 1 and only ever
    // carry upwards, so they never disturb the real ones.
    std::vector<std::uint64_t> masks((ids.size() + 1) * kStripeWords, 0);
    std::vector<std::uint8_t> carry(text.size(), 0);
    std::size_t zeros = 0;
    for (std::size_t base = 0; base < pattern.size(); base += kStripeBits) {
        const std::size_t width = std::min(kStripeBits, pattern.size() - base);
        for (std::size_t k = 0; k < width; ++k)
            masks[patternIds[base + k] * kStripeWords + k / 64] |= std::uint64_t{1} << (k % 64);
        std::uint64_t v[kStripeWords];
        std::fill(std::begin(v), std::end(v), ~std::uint64_t{0});
        for (std::size_t j = 0; j < text.size(); ++j) {
            carry[j] = static_cast<std::uint8_t>(
                stripeStep(v, &masks[textIds[j] * kStripeWords], carry[j]));
        }
        for (std::size_t w = 0; w * 64 < width; ++w) {
            const std::size_t bits = std::min<std::size_t>(64, width - w * 64);
            const std::uint64_t valid =
                bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
            zeros += static_cast<std::size_t>(std::popcount(~v[w] & valid));
        }
        for (std::size_t k = 0; k < width; ++k)
            masks[patternIds[base + k] * kStripeWords + k / 64] = 0;
    }
    return prefix + zeros + suffix;
}

std::size_t Lcs::substringLength(std::span<const std::uint32_t> a, std::span<const std::uint32_t> b)
{
    if (a.empty() || b.empty())
        return 0;
    // s = a, separator, b, sentinel; the separator and the sentinel are unique and smaller than
    // every symbol, so no common prefix runs across them and cyclic shifts sort as suffixes.
    const std::size_t n = a.size() + b.size() + 2;
    std::vector<std::uint64_t> s;
    s.reserve(n);
    for (std::uint32_t x : a)
        s.push_back(std::uint64_t{x} + 2);
    s.push_back(1);
    for (std::uint32_t x : b)
        s.push_back(std::uint64_t{x} + 2);
    s.push_back(0);

    // Prefix doubling over cyclic shifts: sa sorted by the first 2^h symbols, cls their ranks.
    std::vector<std::uint32_t> sa(n), cls(n), next(n), tmp(n), count;
    std::iota(sa.begin(), sa.end(), 0u);
    std::sort(sa.begin(), sa.end(), [&](std::uint32_t x, std::uint32_t y) { return s[x] < s[y]; });
    std::uint32_t classes = 1;
    cls[sa[0]] = 0;
    for (std::size_t i = 1; i < n; ++i) {
        classes += s[sa[i]] != s[sa[i - 1]];
        cls[sa[i]] = classes - 1;
    }
    for (std::size_t h = 1; h < n && classes < n; h <<= 1) {
        // Sorting by (cls[i], cls[i+h]): shifts ordered by their second half are sa shifted
        // back by h; a stable counting sort by the first half finishes the job.
        for (std::size_t i = 0; i < n; ++i)
            tmp[i] = static_cast<std::uint32_t>((sa[i] + n - h) % n);
        count.assign(classes, 0);
        for (std::size_t i = 0; i < n; ++i)
            ++count[cls[tmp[i]]];
        for (std::size_t c = 1; c < classes; ++c)
            count[c] += count[c - 1];
        for (std::size_t i = n; i-- > 0;)
            sa[--count[cls[tmp[i]]]] = tmp[i];
        next[sa[0]] = 0;
        classes = 1;
        for (std::size_t i = 1; i < n; ++i) {
            const std::uint32_t x = sa[i], y = sa[i - 1];
            classes += cls[x] != cls[y] || cls[(x + h) % n] != cls[(y + h) % n];
            next[x] = classes - 1;
        }
        cls.swap(next);
    }

    // Kasai et al.: walking suffixes in text order, the common prefix with the predecessor in
    // sa shrinks by at most one per step, so the whole pass is O(n). cls now holds the ranks.
    const std::size_t splitAt = a.size();
    auto side = [&](std::size_t pos) {
        return pos < splitAt ? 0 : pos > splitAt && pos + 1 < n ? 1 : 2;
    };
    std::size_t best = 0, h = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t rank = cls[i];
        if (rank == 0) {
            h = 0;
            continue;
        }
        const std::size_t j = sa[rank - 1];
        while (i + h < n && j + h < n && s[i + h] == s[j + h])
            ++h;
        const int si = side(i), sj = side(j);
        if (si != sj && si != 2 && sj != 2)
            best = std::max(best, h);
        if (h > 0)
            --h;
    }
    return best;
}

} // namespace core
