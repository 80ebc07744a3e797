#include "shinglemeasure.h"

#include "wordruns.h"

#include <algorithm>

namespace core {

namespace {

std::unordered_map<std::string, std::size_t> countsOf(const std::vector<std::string> &tokens)
{
    std::unordered_map<std::string, std::size_t> counts;
    for (std::string &s : ShingleMeasure::shingles(tokens))
        ++counts[std::move(s)];
    return counts;
}

} // namespace

std::vector<std::string> ShingleMeasure::shingles(const std::vector<std::string> &tokens)
{
    std::vector<std::string> out;
    if (tokens.empty())
        return out;
    // range(0, max(1, len(tokens) - n + 1)), each tokens[i:i+n].
    const std::size_t windows =
        tokens.size() >= kShingleSize ? tokens.size() - kShingleSize + 1 : 1;
    out.reserve(windows);
    for (std::size_t i = 0; i < windows; ++i) {
        std::string shingle;
        const std::size_t end = std::min(tokens.size(), i + kShingleSize);
        for (std::size_t t = i; t < end; ++t) {
            if (t > i)
                shingle += '\x1f';
            shingle += tokens[t];
        }
        out.push_back(std::move(shingle));
    }
    return out;
}

ShingleMeasure::ShingleMeasure(std::string_view gold)
    : m_tokens(WordRuns::tokens(gold)), m_counts(countsOf(m_tokens))
{
}

Score ShingleMeasure::score(std::string_view extracted) const
{
    const std::vector<std::string> tokens = WordRuns::tokens(extracted);
    const std::unordered_map<std::string, std::size_t> counts = countsOf(tokens);
    double tp = 0, fp = 0, fn = 0;
    for (const auto &[shingle, predicted] : counts) {
        const auto it = m_counts.find(shingle);
        const std::size_t truth = it == m_counts.end() ? 0 : it->second;
        tp += static_cast<double>(std::min(truth, predicted));
        fp += predicted > truth ? static_cast<double>(predicted - truth) : 0;
        fn += truth > predicted ? static_cast<double>(truth - predicted) : 0;
    }
    // Gold shingles the extraction lacks entirely.
    for (const auto &[shingle, truth] : m_counts)
        if (!counts.contains(shingle))
            fn += static_cast<double>(truth);
    const double sum = tp + fp + fn;
    Score s;
    if (sum > 0) {
        s.tp = tp / sum;
        s.fp = fp / sum;
        s.fn = fn / sum;
    }
    s.precision = s.fp == 0 && s.fn == 0 ? 1 : (s.tp == 0 && s.fp == 0 ? 0 : s.tp / (s.tp + s.fp));
    s.recall = s.fp == 0 && s.fn == 0 ? 1 : (s.tp == 0 && s.fn == 0 ? 0 : s.tp / (s.tp + s.fn));
    const double pr = s.precision + s.recall;
    s.f1 = pr > 0 ? 2 * s.precision * s.recall / pr : 0;
    s.accuracy = tokens == m_tokens ? 1 : 0;
    return s;
}

} // namespace core
