#include "spancomparison.h"

#include <document/textrules.h>

#include <algorithm>

namespace core {

std::vector<TextSpan> SpanComparison::normalised(std::span<const TextSpan> spans)
{
    std::vector<TextSpan> sorted(spans.begin(), spans.end());
    std::erase_if(sorted, [](const TextSpan &s) { return s.begin >= s.end; });
    std::sort(sorted.begin(), sorted.end(), [](const TextSpan &a, const TextSpan &b) {
        return a.node != b.node ? a.node < b.node : a.begin < b.begin;
    });
    std::vector<TextSpan> out;
    for (const TextSpan &s : sorted) {
        if (!out.empty() && out.back().node == s.node && s.begin <= out.back().end)
            out.back().end = std::max(out.back().end, s.end);
        else
            out.push_back(s);
    }
    return out;
}

std::vector<SpanComparison::Piece> SpanComparison::compare(const Document &doc,
                                                           std::span<const TextSpan> gold,
                                                           std::span<const TextSpan> extracted)
{
    const std::vector<TextSpan> g = normalised(gold), e = normalised(extracted);
    std::vector<Piece> out;
    const auto emit = [&](NodeId node, std::uint32_t begin, std::uint32_t end, Kind kind) {
        if (begin >= end)
            return;
        const std::string_view text = doc.text(node).substr(begin, end - begin);
        if (TextRules::countWords(text) == 0)
            return;
        if (!out.empty() && out.back().span.node == node && out.back().kind == kind &&
            out.back().span.end == begin)
            out.back().span.end = end;
        else
            out.push_back({{node, begin, end}, kind});
    };
    // A sweep over both sorted lists: per text node, the boundaries of both sides cut the text
    // into segments that are in the gold, the extraction, or both.
    size_t i = 0, j = 0;
    while (i < g.size() || j < e.size()) {
        const NodeId node =
            j == e.size() || (i < g.size() && g[i].node < e[j].node) ? g[i].node : e[j].node;
        size_t gi = i, ej = j;
        while (gi < g.size() && g[gi].node == node)
            ++gi;
        while (ej < e.size() && e[ej].node == node)
            ++ej;
        std::vector<std::uint32_t> cuts;
        for (size_t k = i; k < gi; ++k)
            cuts.insert(cuts.end(), {g[k].begin, g[k].end});
        for (size_t k = j; k < ej; ++k)
            cuts.insert(cuts.end(), {e[k].begin, e[k].end});
        std::sort(cuts.begin(), cuts.end());
        cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
        size_t a = i, b = j;
        for (size_t c = 0; c + 1 < cuts.size(); ++c) {
            const std::uint32_t lo = cuts[c], hi = cuts[c + 1];
            while (a < gi && g[a].end <= lo)
                ++a;
            while (b < ej && e[b].end <= lo)
                ++b;
            const bool inGold = a < gi && g[a].begin <= lo;
            const bool inExtracted = b < ej && e[b].begin <= lo;
            if (inGold && inExtracted)
                emit(node, lo, hi, Kind::TruePositive);
            else if (inGold)
                emit(node, lo, hi, Kind::FalseNegative);
            else if (inExtracted)
                emit(node, lo, hi, Kind::FalsePositive);
        }
        i = gi;
        j = ej;
    }
    return out;
}

SpanComparison::Counts SpanComparison::count(const Document &doc, std::span<const Piece> pieces)
{
    Counts c;
    for (const Piece &p : pieces) {
        const std::size_t words = TextRules::countWords(
            doc.text(p.span.node).substr(p.span.begin, p.span.end - p.span.begin));
        (p.kind == Kind::TruePositive    ? c.truePositive
         : p.kind == Kind::FalsePositive ? c.falsePositive
                                         : c.falseNegative) += words;
    }
    return c;
}

} // namespace core
