#!/usr/bin/python3
"""Cross-validate a title chooser fitted across the metadata extractor's cues, against its rules.

    scripts/fit_title_chooser.py --cli build/app/cli/boilerscope-cli \\
        --wcxb WCXB_PACKAGE --readability READABILITY_PACKAGE [--seeds 5]

The packages are what `boilerscope-cli import wcxb` and `import readability` make (STEM.html.gz
or STEM.html beside STEM.meta.json with the gold `title` and the page's `url`).

1. `boilerscope-cli extract -e plain --format json --explain` gives every page's title
   candidates: the value each title markup (<title>, og:title, twitter:title, JSON-LD headline
   and name, ...) keeps after TitleCleaner, its `raw` text as the page wrote it, every visible
   <h1>, and the value the rules chose.
2. The pool of a page: those values, the raw markup, and the raw markup's parts split at the
   separators TitleCleaner splits at (with space around them); equal texts are one candidate
   with several origins. On WCXB's development split the best candidate of each page scores a
   mean word F1 of 0.992 (the rules 0.911).
3. Per candidate, its cues: its origins by source and kind (cleaned, raw, a part, the first or
   last part), the <h1>'s place, how many origins say it, its word F1 with the others (highest,
   mean, how many at least 0.5), its words, characters and separators, whether it holds or is
   the site's or the host's name, whether it is a prefix of or lies within another candidate,
   its words' F1 with the URL's last path segment, the URL's depth and the site's root, the
   page's <h1> count, an article's or a product's JSON-LD, its case, and whether the rules chose
   it (left out with --without-rule).
4. Gradient-boosted trees (XGBoost) score each candidate; the page's title is the candidate
   scored highest. Two models, fixed settings: a regression of the candidate's word F1 with the
   gold, the rules' choice among the cues; and a logistic model without it, whose choice replaces
   the rules' only when it scores above the rules' choice by a margin chosen on inner folds
   (by domain) of the training pages.
5. 5-fold cross-validation by domain on WCXB (a site is never in training and test), over
   --seeds seeds (XGBoost's row and column sampling): every page is scored by the model fitted
   without its fold; the figures are the mean word F1 (white space and case folded, as `eval
   --metadata` scores the title) over all pages and over the halves of the sites by the MD5 of
   the host (even or odd first byte, "www." dropped). The Readability test pages (whose gold is
   Readability.js's own output) are never fitted on: they are scored by the model fitted on all
   of WCXB's pages.

Needs numpy and XGBoost (Debian's python3-numpy, python3-xgboost), nothing else. Writes
nothing: the chooser did not beat the rules (docs/metadata.md, "What still stands in the way").
"""

import argparse
import collections
import hashlib
import os
import re
import urllib.parse

import numpy as np
import xgboost as xgb

from title_words import explained_pages, half_of, host_of, key, word_f1

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# TitleCleaner's separators (trafilatura's metadata.py HTMLTITLE_REGEX), with space around them.
SEPARATORS = ["|", "-", "–", "—", "·", "•", "»", "«", "›", "‹", "/", "::", ":", "~", "⁄", ">",
              "<"]
SEPARATOR = re.compile(r"\s(?:" + "|".join(
    re.escape(s) for s in sorted(SEPARATORS, key=len, reverse=True)) + r")\s")
# JSON-LD types whose headline Readability.js reads first (and the extractor's article types).
ARTICLE_TYPES = {"Article", "NewsArticle", "BlogPosting", "TechArticle", "Report",
                 "ScholarlyArticle", "LiveBlogPosting", "OpinionNewsArticle",
                 "AnalysisNewsArticle", "ReportageNewsArticle", "SocialMediaPosting",
                 "DiscussionForumPosting", "HowTo", "Recipe"}
SOURCES = ["h1", "og", "title", "twitter", "ld-article", "ld-other", "meta"]
# The extractor's own bound (MetadataRules::kMaxTitleWords).
MAX_TITLE_WORDS = 60
FOLDS = 5
# Fixed settings, chosen before the cross-validation (XGBoost's defaults made shallower, as
# scripts/fit_consensus.py's): a few hundred candidates per fold's feature split.
TREES = 100
PARAMS = {"max_depth": 3, "eta": 0.1, "min_child_weight": 5, "subsample": 0.8,
          "colsample_bytree": 0.8}
MARGINS = (0, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1.1)


def fold_of(url):
    return hashlib.md5(host_of(url).encode()).digest()[1] % FOLDS


def host_name(host):
    labels = host.split(".")
    labels = labels[:-2] if len(labels) >= 3 and len(labels[-1]) == 2 and len(labels[-2]) <= 3 \
        else labels[:-1]
    return labels[-1] if labels else ""


def name_words(text):
    return {w for w in re.split(r"[^0-9a-z\x80-\U0010ffff]+", text.lower()) if w}


def slug_words(url):
    path = [s for s in urllib.parse.urlparse(url).path.split("/") if s]
    if not path:
        return set()
    return name_words(re.sub(r"\.(html?|php|aspx?)$", "", urllib.parse.unquote(path[-1]),
                             flags=re.I))


def set_f1(a, b):
    same = len(a & b)
    if not same:
        return 0.0
    p, r = same / len(a), same / len(b)
    return 2 * p * r / (p + r)


def read_pages(cli, package):
    """Every page of the package with a gold title: its URL, gold and title candidates."""
    pages = []
    for meta, _, d in explained_pages(cli, package):
        md = d["metadata"]
        pages.append({"url": meta.get("url", ""), "gold": meta["title"], "title": md["title"],
                      "site": (md.get("site_name") or {}).get("value", "")})
    return pages


def source_of(c):
    if c["source"] in ("json-ld", "microdata"):
        kind = c["key"].split(".")[0]
        return "ld-article" if kind in ARTICLE_TYPES or c["key"].endswith("headline") \
            else "ld-other"
    return "meta" if c["source"] == "dublin-core" else c["source"]


def pool_of(page):
    """The page's candidate texts, each with its origins (kind, source, <h1> place, part's
    place from the start and from the end)."""
    pool = collections.OrderedDict()

    def add(text, origin):
        text = text.strip()
        if text and len(text.split()) <= MAX_TITLE_WORDS:
            pool.setdefault(text, []).append(origin)

    heading = 0
    for c in page["title"]["candidates"]:
        source = source_of(c)
        add(c["value"], ("clean", source, heading, 0, 0))
        if source == "h1":
            heading += 1
            continue
        raw = c.get("raw") or ""
        if raw != c["value"]:
            add(raw, ("raw", source, 0, 0, 0))
        parts = [p for p in SEPARATOR.split(raw) if p.strip()]
        if len(parts) > 1:
            for i, p in enumerate(parts):
                add(p, ("part", source, 0, i, len(parts) - 1 - i))
    return pool


def features_of(page, with_rule):
    """[(cues, text)] of the page's candidates."""
    pool = pool_of(page)
    cands = page["title"]["candidates"]
    url = page["url"]
    host_key, site_key = key(host_name(host_of(url))), key(page["site"])
    path = [s for s in urllib.parse.urlparse(url).path.split("/") if s]
    slug = slug_words(url)
    headings = sum(1 for c in cands if c["source"] == "h1")
    ld_types = {c["key"].split(".")[0] for c in cands if c["source"] == "json-ld"}
    texts = list(pool)
    out = []
    for text, origins in pool.items():
        others = [o for o in texts if o != text]
        agreements = [word_f1(text, o) for o in others]
        words = text.split()
        k = key(text)
        x = [float(sum(1 for o in origins if o[0] == "clean" and o[1] == s)) for s in SOURCES]
        parts = [o for o in origins if o[0] == "part"]
        x += [float(any(o[0] == "raw" for o in origins)), float(bool(parts)),
              float(len(parts) == len(origins)), float(any(o[3] == 0 for o in parts)),
              float(any(o[4] == 0 for o in parts)),
              float(min([o[2] for o in origins if o[0] == "clean" and o[1] == "h1"] or [-1])),
              float(len(origins)), float(sum(1 for o in origins if o[0] == "clean")),
              max(agreements + [0.0]), sum(agreements) / len(agreements) if agreements else 0.0,
              float(sum(1 for a in agreements if a >= 0.5)), float(len(words)), float(len(text)),
              float(len(SEPARATOR.findall(" " + text + " "))), float(":" in text),
              float(bool(site_key) and site_key in k),
              float(bool(k) and k in (site_key, host_key)),
              float(bool(host_key) and host_key in k),
              float(any(o.startswith(text) for o in others)),
              float(any(text.startswith(o) for o in others)),
              float(any(k in key(o) for o in others if key(o) != k)),
              set_f1(name_words(text), slug) if slug else 0.0, float(not path),
              float(len(path)), float(headings), float(bool(ld_types & ARTICLE_TYPES)),
              float("Product" in ld_types),
              sum(1 for w in words if w[:1].isupper()) / max(1, len(words)),
              float(text.isupper())]
        if with_rule:
            x.append(float(text == page["title"]["value"]))
        out.append((x, text))
    return out


def fit(pages, feats, indices, params, seed):
    xs, ys = [], []
    for i in indices:
        for x, text in feats[i]:
            xs.append(x)
            ys.append(word_f1(text, pages[i]["gold"]))
    data = xgb.DMatrix(np.array(xs), label=np.array(ys))
    return xgb.train(dict(params, seed=seed, nthread=2), data, TREES)


def choices(model, page, cands, margins):
    """The chooser's title for each margin: the best-scored candidate, unless the rules' choice
    scores within the margin of it."""
    rules = page["title"]["value"]
    if not cands:
        return {m: rules for m in margins}
    scores = model.predict(xgb.DMatrix(np.array([x for x, _ in cands])))
    best = int(np.argmax(scores))
    texts = [t for _, t in cands]
    kept = {m: rules in texts and scores[best] - scores[texts.index(rules)] <= m
            for m in margins}
    return {m: rules if kept[m] else cands[best][1] for m in margins}


def cross_validate(pages, feats, params, seed, margins):
    """Per margin, the word F1 of every page scored by the model fitted without its fold."""
    scores = {m: [0.0] * len(pages) for m in margins}
    for k in range(FOLDS):
        if all(fold_of(p["url"]) != k for p in pages):
            continue
        model = fit(pages, feats, [i for i, p in enumerate(pages) if fold_of(p["url"]) != k],
                    params, seed)
        for i, p in enumerate(pages):
            if fold_of(p["url"]) == k:
                for m, title in choices(model, p, feats[i], margins).items():
                    scores[m][i] = word_f1(title, p["gold"])
    return scores


def summary(pages, scores):
    halves = [[s for p, s in zip(pages, scores) if half_of(p["url"]) == h] for h in (0, 1)]
    return (np.mean(scores), np.mean(halves[0]), np.mean(halves[1]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "cli",
                                                      "boilerscope-cli"))
    parser.add_argument("--wcxb", required=True, help="an imported WCXB package")
    parser.add_argument("--readability", required=True,
                        help="an imported package of the Readability test pages")
    parser.add_argument("--seeds", type=int, default=5)
    args = parser.parse_args()
    wcxb, readability = read_pages(args.cli, args.wcxb), read_pages(args.cli, args.readability)
    rules = [word_f1(p["title"]["value"], p["gold"]) for p in wcxb]
    oracle = [max([word_f1(t, p["gold"]) for t in pool_of(p)] + [r]) for p, r in
              zip(wcxb, rules)]
    rules_rd = np.mean([word_f1(p["title"]["value"], p["gold"]) for p in readability])
    print("WCXB: %d pages with a gold title; Readability test pages: %d" %
          (len(wcxb), len(readability)))
    print("%-44s %7s %7s %7s %7s" % ("", "all", "even", "odd", "rd"))
    print("%-44s %7.4f %7.4f %7.4f %7.4f" % (("the rules",) + summary(wcxb, rules) +
                                              (rules_rd,)))
    print("%-44s %7.4f %7.4f %7.4f" % (("the best candidate of each page",) +
                                       summary(wcxb, oracle)))
    # The regression with the rules' choice among its cues.
    feats = [features_of(p, True) for p in wcxb]
    feats_rd = [features_of(p, True) for p in readability]
    params = dict(PARAMS, objective="reg:squarederror")
    for seed in range(1, args.seeds + 1):
        scores = cross_validate(wcxb, feats, params, seed, (-1,))[-1]
        model = fit(wcxb, feats, range(len(wcxb)), params, seed)
        rd = np.mean([word_f1(choices(model, p, f, (-1,))[-1], p["gold"])
                      for p, f in zip(readability, feats_rd)])
        print("%-44s %7.4f %7.4f %7.4f %7.4f" % (("regression, the rules' choice a cue, seed %d"
                                                   % seed,) + summary(wcxb, scores) + (rd,)))
    # The logistic model without it, the margin chosen on inner folds of the training pages.
    feats = [features_of(p, False) for p in wcxb]
    feats_rd = [features_of(p, False) for p in readability]
    params = dict(PARAMS, objective="binary:logistic")
    for seed in range(1, args.seeds + 1):
        scores = [0.0] * len(wcxb)
        for k in range(FOLDS):
            train = [i for i, p in enumerate(wcxb) if fold_of(p["url"]) != k]
            inner = cross_validate([wcxb[i] for i in train], [feats[i] for i in train], params,
                                   seed, MARGINS)
            margin = max(MARGINS, key=lambda m: np.mean(inner[m]))
            model = fit(wcxb, feats, train, params, seed)
            for i, p in enumerate(wcxb):
                if fold_of(p["url"]) == k:
                    scores[i] = word_f1(choices(model, p, feats[i], (margin,))[margin],
                                        p["gold"])
        outer = cross_validate(wcxb, feats, params, seed, MARGINS)
        margin = max(MARGINS, key=lambda m: np.mean(outer[m]))
        model = fit(wcxb, feats, range(len(wcxb)), params, seed)
        rd = np.mean([word_f1(choices(model, p, f, (margin,))[margin], p["gold"])
                      for p, f in zip(readability, feats_rd)])
        print("%-44s %7.4f %7.4f %7.4f %7.4f" % (("logistic, no rules' choice, a margin, seed %d"
                                                   % seed,) + summary(wcxb, scores) + (rd,)))


if __name__ == "__main__":
    main()
