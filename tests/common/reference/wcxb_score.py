#!/usr/bin/env python3
"""WCXB's scoring, written from its stated rules, independently of Boilerscope's code.

WCXB (Foley 2026, at commit c039d5ee9f5a) scores with its evaluate.py, which is not reachable
from here; these are the rules its README states (docs/evaluation.md):

* word F1 per page: both texts lower-cased (str.lower), tokens = the runs of Python's `\\w`
  (re, str patterns: Unicode), bags of tokens, overlap = the sum of the minimum counts,
  precision = overlap / predicted tokens, recall = overlap / reference tokens;
* a page whose reference has no token scores 1 for a prediction without tokens and 0
  otherwise; every page counts, also those whose record has no main_content (an empty
  reference);
* the figure is the mean over the pages, also per page type (`_internal.page_type.primary`,
  "category" being its collection type);
* snippets: a `with` (`without`) snippet is found when it is a substring of the prediction,
  both lower-cased, white space runs as one space and trimmed (str.split); the rates are the
  found snippets over all snippets of the pages that have them.

Usage: wcxb_score.py DATASET PREDICTIONS, where DATASET holds ground-truth/ID.json and
PREDICTIONS/EXTRACTOR/ID.txt is an extractor's text for page ID (missing: empty). Prints
{EXTRACTOR: {GROUP: {"precision", "recall", "f1", "pages", "with_found", "without_found"}}} as
JSON, GROUP being "all" or a page type.
"""

import collections
import json
import re
import sys
from pathlib import Path


def tokens(text):
    return collections.Counter(re.findall(r"\w+", text.lower()))


def word_scores(prediction, reference):
    pred, ref = tokens(prediction), tokens(reference)
    if not ref:
        return (1.0, 1.0, 1.0) if not pred else (0.0, 0.0, 0.0)
    overlap = sum((pred & ref).values())
    if overlap == 0:
        return 0.0, 0.0, 0.0
    precision = overlap / sum(pred.values())
    recall = overlap / sum(ref.values())
    return precision, recall, 2 * precision * recall / (precision + recall)


def norm(text):
    return " ".join(text.lower().split())


def main(dataset, predictions):
    pages = []
    for path in sorted(Path(dataset, "ground-truth").glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        truth = record["ground_truth"]
        page_type = record["_internal"]["page_type"]["primary"]
        pages.append((path.stem, "collection" if page_type == "category" else page_type,
                      truth.get("main_content") or "", truth.get("with") or [],
                      truth.get("without") or []))
    out = {}
    for folder in sorted(p for p in Path(predictions).iterdir() if p.is_dir()):
        groups = collections.defaultdict(lambda: {"scores": [], "with": [0, 0], "without": [0, 0]})
        for page_id, page_type, reference, with_, without in pages:
            file = folder / (page_id + ".txt")
            prediction = file.read_text(encoding="utf-8") if file.exists() else ""
            text = norm(prediction)
            scores = word_scores(prediction, reference)
            for group in ("all", page_type):
                g = groups[group]
                g["scores"].append(scores)
                for key, snippets in (("with", with_), ("without", without)):
                    kept = [norm(s) for s in snippets if norm(s)]
                    g[key][0] += sum(s in text for s in kept)
                    g[key][1] += len(kept)
        out[folder.name] = {
            group: {
                "pages": len(g["scores"]),
                "precision": sum(s[0] for s in g["scores"]) / len(g["scores"]),
                "recall": sum(s[1] for s in g["scores"]) / len(g["scores"]),
                "f1": sum(s[2] for s in g["scores"]) / len(g["scores"]),
                "with_found": g["with"][0] / g["with"][1] if g["with"][1] else None,
                "without_found": g["without"][0] / g["without"][1] if g["without"][1] else None,
            }
            for group, g in groups.items()
        }
    json.dump(out, sys.stdout, indent=1, sort_keys=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: wcxb_score.py DATASET PREDICTIONS")
    main(sys.argv[1], sys.argv[2])
