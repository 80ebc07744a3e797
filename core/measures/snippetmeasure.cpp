#include "snippetmeasure.h"

#include "wordruns.h"

namespace core {

namespace {

std::vector<std::string> prepared(const std::vector<std::string> &snippets, bool caseSensitive)
{
    std::vector<std::string> out;
    for (const std::string &s : snippets)
        if (std::string n = SnippetMeasure::normalised(s, caseSensitive); !n.empty())
            out.push_back(std::move(n));
    return out;
}

} // namespace

SnippetMeasure::SnippetMeasure(const std::vector<std::string> &with,
                               const std::vector<std::string> &without, bool caseSensitive)
    : m_with(prepared(with, caseSensitive)), m_without(prepared(without, caseSensitive)),
      m_caseSensitive(caseSensitive)
{
}

std::string SnippetMeasure::normalised(std::string_view text, bool caseSensitive)
{
    return WordRuns::collapsedSpace(caseSensitive ? std::string(text) : WordRuns::lower(text));
}

Score SnippetMeasure::fromCounts(double tp, double fp, double fn, double tn)
{
    Score s;
    s.tp = tp;
    s.fp = fp;
    s.fn = fn;
    s.tn = tn;
    s.precision = tp + fp > 0 ? tp / (tp + fp) : (fn == 0 ? 1 : 0);
    s.recall = tp + fn > 0 ? tp / (tp + fn) : (fp == 0 ? 1 : 0);
    s.f1 = 2 * tp + fp + fn > 0 ? 2 * tp / (2 * tp + fp + fn) : 1;
    const double all = tp + fp + fn + tn;
    s.accuracy = all > 0 ? (tp + tn) / all : 1;
    return s;
}

Score SnippetMeasure::fromSummedCounts(double tp, double fp, double fn, double tn)
{
    Score s;
    s.tp = tp;
    s.fp = fp;
    s.fn = fn;
    s.tn = tn;
    s.precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    s.recall = tp + fn > 0 ? tp / (tp + fn) : 0;
    s.f1 = tp > 0 ? 2 * tp / (2 * tp + fp + fn) : 0;
    const double all = tp + fp + fn + tn;
    s.accuracy = all > 0 ? (tp + tn) / all : 0;
    return s;
}

Score SnippetMeasure::score(std::string_view extracted) const
{
    if (!applies())
        return Score::notApplicable();
    const std::string text = normalised(extracted, m_caseSensitive);
    double tp = 0, fp = 0;
    for (const std::string &s : m_with)
        tp += text.find(s) != std::string::npos;
    for (const std::string &s : m_without)
        fp += text.find(s) != std::string::npos;
    return fromCounts(tp, fp, static_cast<double>(m_with.size()) - tp,
                      static_cast<double>(m_without.size()) - fp);
}

} // namespace core
