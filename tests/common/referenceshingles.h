#pragma once

#include "referencewords.h"

#include <QMap>
#include <QSet>

#include <algorithm>

// A plain reference version of the article-extraction benchmark's evaluate.py (core::
// ShingleMeasure and its summary in core::EvaluationSummary), line by line after the Python:
// _ngrams, string_shingle_matching, _precision, _recall, get_accuracy, metrics_from_tp_fp_fns.
namespace referenceshingles {

struct Page
{
    double tp = 0, fp = 0, fn = 0, precision = 0, recall = 0;
    bool exact = false;
};

inline QMap<QString, int> shingleCounts(const QStringList &tokens)
{
    QMap<QString, int> counts;
    // for i in range(0, max(1, len(tokens) - n + 1)): shingle = tuple(tokens[i: i + n])
    const int windows = std::max(1, int(tokens.size()) - 4 + 1);
    for (int i = 0; i < windows; ++i) {
        const QStringList shingle = tokens.mid(i, 4);
        if (!shingle.isEmpty())
            ++counts[shingle.join(' ')];
    }
    return counts;
}

inline Page page(const QString &truth, const QString &prediction)
{
    const QStringList t = referencewords::tokens(truth), p = referencewords::tokens(prediction);
    const QMap<QString, int> trueShingles = shingleCounts(t), predShingles = shingleCounts(p);
    QSet<QString> keys;
    for (auto it = trueShingles.begin(); it != trueShingles.end(); ++it)
        keys.insert(it.key());
    for (auto it = predShingles.begin(); it != predShingles.end(); ++it)
        keys.insert(it.key());
    Page r;
    for (const QString &key : keys) {
        const int trueCount = trueShingles.value(key), predCount = predShingles.value(key);
        r.tp += std::min(trueCount, predCount);
        r.fp += std::max(0, predCount - trueCount);
        r.fn += std::max(0, trueCount - predCount);
    }
    const double s = r.tp + r.fp + r.fn;
    if (s > 0) {
        r.tp /= s;
        r.fp /= s;
        r.fn /= s;
    }
    if (r.fp == 0 && r.fn == 0)
        r.precision = 1;
    else if (r.tp == 0 && r.fp == 0)
        r.precision = 0;
    else
        r.precision = r.tp / (r.tp + r.fp);
    if (r.fp == 0 && r.fn == 0)
        r.recall = 1;
    else if (r.tp == 0 && r.fn == 0)
        r.recall = 0;
    else
        r.recall = r.tp / (r.tp + r.fn);
    r.exact = t == p;
    return r;
}

} // namespace referenceshingles
