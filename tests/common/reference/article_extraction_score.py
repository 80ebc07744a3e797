#!/usr/bin/env python3
"""The article-extraction benchmark's scoring (Zyte, formerly Scrapinghub,
article-extraction-benchmark, evaluate.py), without its bootstrap error bars, written from its
rules independently of Boilerscope's code (docs/evaluation.md):

* per page, from articleBody only (a missing one is an empty text): tokens = the runs of
  Python's `\\w` (re, str patterns: Unicode), case kept; shingles = the windows of 4
  consecutive tokens, or one shingle of all tokens when there are fewer, none without tokens;
* TP, FP, FN = per shingle the minimum count and the excesses of the prediction and of the
  reference, summed, then divided by their sum (when it is above 0);
* page precision 1 when FP = FN = 0, 0 when TP = FP = 0, else TP / (TP + FP); recall likewise
  with FN; accuracy 1 when the two token sequences are equal;
* the figures: precision = the mean over the pages with TP + FP > 0, recall = the mean over
  the pages with TP + FN > 0, F1 = their harmonic mean, accuracy = the mean over every page.
  When no page qualifies for precision (or recall), evaluate.py fails (the mean of nothing):
  that figure and F1 are left out here.

Usage: article_extraction_score.py DATASET PREDICTIONS, where DATASET holds ground-truth.json
and PREDICTIONS/EXTRACTOR/ID.txt is an extractor's text for page ID (missing: empty). Prints
{EXTRACTOR: {"all": {"precision", "recall", "f1", "accuracy", "pages"}}} as JSON (a figure
evaluate.py cannot form left out).
"""

import collections
import json
import re
import statistics
import sys
from pathlib import Path

NGRAM_N = 4


def tokenize(text):
    return re.findall(r"\w+", text or "")


def shingles(text):
    tokens = tokenize(text)
    out = []
    for i in range(0, max(1, len(tokens) - NGRAM_N + 1)):
        shingle = tuple(tokens[i:i + NGRAM_N])
        if shingle:
            out.append(shingle)
    return collections.Counter(out)


def shingle_matching(true, pred):
    true_shingles, pred_shingles = shingles(true), shingles(pred)
    tp = fp = fn = 0.0
    for key in set(true_shingles) | set(pred_shingles):
        t, p = true_shingles.get(key, 0), pred_shingles.get(key, 0)
        tp += min(t, p)
        fp += max(0, p - t)
        fn += max(0, t - p)
    s = tp + fp + fn
    return (tp / s, fp / s, fn / s) if s > 0 else (tp, fp, fn)


def precision(tp, fp, fn):
    if fp == fn == 0:
        return 1.0
    if tp == fp == 0:
        return 0.0
    return tp / (tp + fp)


def recall(tp, fp, fn):
    if fp == fn == 0:
        return 1.0
    if tp == fn == 0:
        return 0.0
    return tp / (tp + fn)


def main(dataset, predictions):
    truth = json.loads(Path(dataset, "ground-truth.json").read_text(encoding="utf-8"))
    out = {}
    for folder in sorted(p for p in Path(predictions).iterdir() if p.is_dir()):
        counts, accuracies = [], []
        for key, entry in truth.items():
            file = folder / (key + ".txt")
            pred = file.read_text(encoding="utf-8") if file.exists() else ""
            true = entry.get("articleBody", "")
            counts.append(shingle_matching(true, pred))
            accuracies.append(float(tokenize(true) == tokenize(pred)))
        figures = {"pages": len(counts), "accuracy": statistics.mean(accuracies)}
        precisions = [precision(*c) for c in counts if c[0] + c[1] > 0]
        recalls = [recall(*c) for c in counts if c[0] + c[2] > 0]
        if precisions:
            figures["precision"] = statistics.mean(precisions)
        if recalls:
            figures["recall"] = statistics.mean(recalls)
        if precisions and recalls and figures["precision"] + figures["recall"] > 0:
            p, r = figures["precision"], figures["recall"]
            figures["f1"] = 2 * p * r / (p + r)
        out[folder.name] = {"all": figures}
    json.dump(out, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: article_extraction_score.py DATASET PREDICTIONS")
    main(sys.argv[1], sys.argv[2])
