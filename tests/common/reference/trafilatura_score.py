#!/usr/bin/env python3
"""trafilatura's evaluation scoring (trafilatura 2.3.1, tests/eval_common.py as its packaged
unit tests, tests/eval_common_tests.py, pin it down), written from those rules independently of
Boilerscope's code (docs/evaluation.md):

* per page, every `with` snippet found in the prediction is a true positive, every one missed a
  false negative; every `without` snippet found a false positive, every one missed a true
  negative; "found" = a substring, case kept, after white space runs became one space and the
  ends were trimmed on both sides (str.split);
* the counts are summed over every page, then precision = TP / (TP + FP), recall =
  TP / (TP + FN), accuracy = (TP + TN) / all, F1 = 2PR / (P + R), each 0 over nothing.

Usage: trafilatura_score.py DATASET PREDICTIONS, where DATASET holds evaldata.json
({URL: {"file", "with", "without"}}) and PREDICTIONS/EXTRACTOR/ID.txt is an extractor's text for
the page whose file is ID plus .html or .html.gz (missing: empty). Prints
{EXTRACTOR: {"all": {"precision", "recall", "f1", "accuracy", "pages", "with_found",
"without_found"}}} as JSON.
"""

import json
import re
import sys
from pathlib import Path


def norm(text):
    return " ".join(text.split())


def ratio(a, b):
    return a / b if b else 0.0


def main(dataset, predictions):
    items = json.loads(Path(dataset, "evaldata.json").read_text(encoding="utf-8"))
    out = {}
    for folder in sorted(p for p in Path(predictions).iterdir() if p.is_dir()):
        tp = fp = fn = tn = 0
        for item in items.values():
            file = folder / (re.sub(r"\.html(\.gz)?$", "", item["file"]) + ".txt")
            text = norm(file.read_text(encoding="utf-8")) if file.exists() else ""
            for snippet in item["with"]:
                found = norm(snippet) in text
                tp, fn = tp + found, fn + (not found)
            for snippet in item["without"]:
                found = norm(snippet) in text
                fp, tn = fp + found, tn + (not found)
        p, r = ratio(tp, tp + fp), ratio(tp, tp + fn)
        out[folder.name] = {"all": {"pages": len(items), "precision": p, "recall": r,
                                    "f1": ratio(2 * p * r, p + r),
                                    "accuracy": ratio(tp + tn, tp + fp + fn + tn),
                                    "with_found": ratio(tp, tp + fn),
                                    "without_found": ratio(fp, fp + tn)}}
    json.dump(out, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: trafilatura_score.py DATASET PREDICTIONS")
    main(sys.argv[1], sys.argv[2])
