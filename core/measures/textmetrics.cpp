#include "textmetrics.h"

#include "document/textrules.h"
#include "lcs.h"

#include <algorithm>
#include <unordered_set>

namespace core {

std::vector<std::uint32_t> TextMetrics::collapsedCodePoints(std::string_view utf8)
{
    const std::string normal = TextRules::normalize(utf8);
    std::vector<std::uint32_t> out;
    out.reserve(normal.size());
    for (std::size_t i = 0; i < normal.size();)
        out.push_back(TextRules::decode(normal, i));
    return out;
}

std::vector<std::uint32_t> TextMetrics::codePointsWithoutSpace(std::string_view utf8)
{
    std::vector<std::uint32_t> out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const char32_t c = TextRules::decode(utf8, i);
        if (!TextRules::isSpace(c))
            out.push_back(c);
    }
    return out;
}

std::vector<std::string_view> TextMetrics::words(std::string_view utf8)
{
    std::vector<std::string_view> out;
    std::size_t wordBegin = std::string_view::npos;
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t at = i;
        const bool space = TextRules::isSpace(TextRules::decode(utf8, i));
        if (space && wordBegin != std::string_view::npos) {
            out.push_back(utf8.substr(wordBegin, at - wordBegin));
            wordBegin = std::string_view::npos;
        } else if (!space && wordBegin == std::string_view::npos) {
            wordBegin = at;
        }
    }
    if (wordBegin != std::string_view::npos)
        out.push_back(utf8.substr(wordBegin));
    return out;
}

TextMetrics::TextMetrics(std::string gold)
    : m_gold(std::move(gold)), m_chars(collapsedCodePoints(m_gold)),
      m_charsWithoutSpace(codePointsWithoutSpace(m_gold)), m_shingles(m_gold), m_wcxb(m_gold)
{
    const std::vector<std::string_view> goldWords = words(m_gold);
    m_words.reserve(goldWords.size());
    m_counts.push_back(0); // id 0: words the gold does not have
    for (std::string_view w : goldWords) {
        const auto [it, inserted] =
            m_wordIds.try_emplace(w, static_cast<std::uint32_t>(m_counts.size()));
        if (inserted)
            m_counts.push_back(0);
        ++m_counts[it->second];
        m_words.push_back(it->second);
    }
}

MeasureScores TextMetrics::score(std::string_view extracted, const MeasureSet &which) const
{
    MeasureScores scores;
    scores.fill(Score::notApplicable());
    auto wanted = [&](Measure m) { return which.test(static_cast<std::size_t>(m)); };
    auto set = [&](Measure m, std::size_t common, std::size_t ext, std::size_t gold) {
        scores[static_cast<std::size_t>(m)] = Score::fromCounts(common, ext, gold);
    };

    if (wanted(Measure::Characters)) {
        const std::vector<std::uint32_t> chars = collapsedCodePoints(extracted);
        set(Measure::Characters, Lcs::subsequenceLength(m_chars, chars), chars.size(),
            m_chars.size());
    }

    if (wanted(Measure::WordSequence) || wanted(Measure::BagOfWords) ||
        wanted(Measure::SetOfWords)) {
        // Words the gold lacks all get id 0: they never match, so they only count as extracted.
        const std::vector<std::string_view> extractedWords = words(extracted);
        std::vector<std::uint32_t> ids(extractedWords.size());
        std::vector<std::uint32_t> counts(m_counts.size(), 0);
        std::unordered_set<std::string_view> unknown;
        for (std::size_t i = 0; i < extractedWords.size(); ++i) {
            const auto it = m_wordIds.find(extractedWords[i]);
            ids[i] = it == m_wordIds.end() ? 0 : it->second;
            if (ids[i] == 0)
                unknown.insert(extractedWords[i]);
            ++counts[ids[i]];
        }
        if (wanted(Measure::WordSequence))
            set(Measure::WordSequence, Lcs::subsequenceLength(m_words, ids), ids.size(),
                m_words.size());

        std::size_t bagCommon = 0, setCommon = 0;
        for (std::size_t id = 1; id < counts.size(); ++id) {
            bagCommon += std::min(counts[id], m_counts[id]);
            setCommon += counts[id] > 0;
        }
        if (wanted(Measure::BagOfWords))
            set(Measure::BagOfWords, bagCommon, ids.size(), m_words.size());
        if (wanted(Measure::SetOfWords))
            set(Measure::SetOfWords, setCommon, setCommon + unknown.size(), m_counts.size() - 1);
    }

    if (wanted(Measure::LcString) || wanted(Measure::LcSequence)) {
        const std::vector<std::uint32_t> bare = codePointsWithoutSpace(extracted);
        if (wanted(Measure::LcString))
            set(Measure::LcString, Lcs::substringLength(m_charsWithoutSpace, bare), bare.size(),
                m_charsWithoutSpace.size());
        if (wanted(Measure::LcSequence))
            set(Measure::LcSequence, Lcs::subsequenceLength(m_charsWithoutSpace, bare), bare.size(),
                m_charsWithoutSpace.size());
    }

    if (wanted(Measure::ShingleF1))
        scores[static_cast<std::size_t>(Measure::ShingleF1)] = m_shingles.score(extracted);
    if (wanted(Measure::WcxbWordF1))
        scores[static_cast<std::size_t>(Measure::WcxbWordF1)] = m_wcxb.score(extracted);
    return scores;
}

MeasureScores TextMetrics::score(std::string_view gold, std::string_view extracted)
{
    return TextMetrics(std::string(gold)).score(extracted);
}

} // namespace core
