#!/usr/bin/python3
"""Fit the consensus extractor's constants on WCXB's development split, honestly.

    scripts/fit_consensus.py --cli build/app/cli/boilerscope-cli --dataset WCXB_DEV [--write]

1. `boilerscope-cli features WCXB_DEV/html` prints every page's text blocks with their evidence:
   the share of the block's words each of the twenty built-in heuristics chose, and the
   structural cues (core/extractors/consensusfeatures.h). The extractor computes the same numbers.
2. A block's label is the share of its words that stand in the page's gold text (runs of four
   gold tokens; shorter blocks must stand in the gold whole), so a block of the gold that also
   appears in the navigation counts where it is.
3. A logistic regression (Newton's method, L2 penalty, each block weighted by its share of the
   page's tokens so that every page counts alike, as in the measure) gives the weights, in two
   passes: the first on each block's own evidence; the second on the first's log-odds and the
   block's context, computed from the first pass's weights (the blocks before and after it, the
   blocks of its parent, grandparent and great-grandparent element, the page's). A block
   is kept when its weight reaches min(threshold, relative x the page's highest weight), or the
   threshold alone when that highest weight is below a floor (a page may have no main content);
   the triple is the one of a grid that maximises the mean page word F1 on the training pages.
4. k-fold cross-validation with the folds split by domain (one site is never in training and
   test): every page is scored by the model fitted without its fold. Those are the figures to
   quote; the in-sample figures (fitted and scored on all pages) are printed apart.
5. Ablations on the same folds: relative = 0 (one threshold for every page), and the first pass
   alone (no context), to show what each adds.
6. --write puts the constants fitted on all pages into core/extractors/consensusextractor.cpp
   (between BEGIN/END FITTED CONSTANTS) and the report into docs/consensus-fit.md.

Scoring is WCXB's: mean over pages of the F1 of the bags of lower-cased \\w+ tokens; a page whose
reference is empty scores 1 only for an empty prediction; pages without a main_content are
skipped (as `boilerscope-cli eval -m wcxb-word-f1` does). Needs numpy (Debian's python3-numpy),
nothing else.
"""

import argparse
import collections
import datetime
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

TYPES = ["article", "documentation", "service", "forum", "listing", "product", "collection"]
# WCXB's published word F1 of trafilatura on this split, per page type (the figures).
TRAFILATURA = {"all": 0.791, "article": 0.926, "documentation": 0.888, "service": 0.763,
               "forum": 0.585, "listing": 0.589, "product": 0.567, "collection": 0.553}
TOKEN = re.compile(r"\w+")
# Project choice: a light penalty (the block weights sum to one per page, so the loss weighs
# about 1,500 in all) that keeps the weights of cues that are rare or always alike finite.
L2 = 1.0
CONTAINER_LEVELS = 3  # ConsensusFeatures::kContainerLevels
CONTEXTS = ["previous-block", "next-block", "parent-blocks", "grandparent-blocks",
            "great-grandparent-blocks", "page-blocks"]  # ConsensusExtractor::kContextNames
THRESHOLDS = np.round(np.arange(0.20, 0.951, 0.025), 3)
# 0: no relative threshold (the ablation's rule).
RELATIVES = np.round(np.r_[0, np.arange(0.40, 0.901, 0.1)], 3)
FLOORS = (0.0, 0.1, 0.2, 0.3)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "core", "extractors", "consensusextractor.cpp")
REPORT = os.path.join(ROOT, "docs", "consensus-fit.md")


def tokens(text):
    return TOKEN.findall(text.lower())


def fail(message):
    sys.exit("fit_consensus.py: " + message)


def load_gold(dataset):
    """id -> (page type, domain, gold tokens) for the pages that have a main_content."""
    folder = os.path.join(dataset, "ground-truth")
    if not os.path.isdir(folder):
        fail(f"{folder}: no such folder (is {dataset} WCXB's development split?)")
    try:
        with open(os.path.join(dataset, "metadata.json"), encoding="utf-8") as f:
            meta = json.load(f)["files"]
    except (OSError, ValueError, KeyError) as e:
        fail(f"{dataset}/metadata.json: {e}")
    gold = {}
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        page = name[:-5]
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                record = json.load(f)
        except (OSError, ValueError) as e:
            fail(f"{folder}/{name}: {e}")
        text = record.get("ground_truth", {}).get("main_content")
        if text is None:
            continue
        kind = record.get("_internal", {}).get("page_type", {}).get("primary", "")
        kind = "collection" if kind == "category" else kind
        domain = meta.get(page, {}).get("domain") or record.get("url") or page
        gold[page] = (kind, domain.removeprefix("www."), tokens(text))
    return gold


def run_features(cli, dataset, out):
    """Writes `cli features DATASET/html` to out (temporary file, then rename)."""
    tmp = out + ".part"
    print(f"running {cli} features on {dataset}/html ...", file=sys.stderr, flush=True)
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            status = subprocess.run([cli, "features", os.path.join(dataset, "html")],
                                    stdout=f).returncode
    except OSError as e:
        fail(f"{cli}: {e}")
    if status not in (0, 1):  # 1: some page could not be read (reported on stderr)
        fail(f"{cli} features exited with status {status}")
    os.replace(tmp, out)


def ngrams(seq, n):
    return {tuple(seq[i:i + n]) for i in range(len(seq) - n + 1)}


def block_label(block_tokens, gold_sets):
    """Share of the block's tokens inside a run of four gold tokens (whole block if shorter)."""
    length = len(block_tokens)
    if length == 0:
        return 0.0
    if length < 4:
        return 1.0 if tuple(block_tokens) in gold_sets[length] else 0.0
    covered = np.zeros(length, bool)
    for i in range(length - 3):
        if tuple(block_tokens[i:i + 4]) in gold_sets[4]:
            covered[i:i + 4] = True
    return float(covered.mean())


class Page:
    """One page's blocks as arrays, with what the fast bag F1 needs."""

    def __init__(self, page, kind, domain, gold_tokens, blocks, n_features, n_voters):
        self.id, self.kind, self.domain = page, kind, domain
        gold = collections.Counter(gold_tokens)
        self.n_gold = len(gold_tokens)
        vocab = {t: i for i, t in enumerate(gold)}
        self.gold_counts = np.array(list(gold.values()), float)
        self.n_vocab = len(vocab)
        gold_sets = {n: ngrams(gold_tokens, n) for n in (1, 2, 3, 4)}
        rows, cols, vals, ntok, labels = [], [], [], [], []
        X = np.zeros((len(blocks), n_voters + n_features))
        for b, block in enumerate(blocks):
            toks = tokens(block["text"])
            ntok.append(len(toks))
            labels.append(block_label(toks, gold_sets))
            for t, c in collections.Counter(toks).items():
                j = vocab.get(t)
                if j is not None:
                    rows.append(b)
                    cols.append(j)
                    vals.append(c)
            X[b, :n_voters] = block["votes"]
            X[b, n_voters:] = block["x"]
        self.X = X
        # The second pass's context: each block's words and the block ranges of its containers
        # (parent, grandparent, great-grandparent element).
        self.words = np.array([block["words"] for block in blocks], float)
        self.containers = np.array([block["containers"] for block in blocks], int).reshape(
            len(blocks), CONTAINER_LEVELS, 2)
        self.Z = None
        self.rows, self.cols = np.array(rows, int), np.array(cols, int)
        self.vals = np.array(vals, float)
        self.ntok = np.array(ntok, float)
        self.label = np.array(labels)
        total = self.ntok.sum()
        # Every page weighs the same in the fit, as in the measure's mean over pages.
        self.weight = self.ntok / total if total > 0 else np.zeros(len(blocks))

    def f1(self, keep):
        keep = np.asarray(keep, float)
        predicted = float(keep @ self.ntok) if len(keep) else 0.0
        if self.n_gold == 0:
            return 1.0 if predicted == 0 else 0.0
        if predicted == 0:
            return 0.0
        found = np.bincount(self.cols, weights=self.vals * keep[self.rows], minlength=self.n_vocab)
        common = np.minimum(found, self.gold_counts).sum()
        if common == 0:
            return 0.0
        p, r = common / predicted, common / self.n_gold
        return 2 * p * r / (p + r)


def load_pages(features_file, gold):
    pages = []
    with open(features_file, encoding="utf-8") as f:
        head = json.loads(f.readline())
        names, voters = head["features"], head["voters"]
        for line in f:
            record = json.loads(line)
            page = os.path.basename(record["file"]).split(".")[0]
            if page not in gold:
                continue
            kind, domain, gold_tokens = gold[page]
            pages.append(Page(page, kind, domain, gold_tokens, record["blocks"], len(names),
                              len(voters)))
    seen = {p.id for p in pages}
    unread = 0
    for page, (kind, domain, gold_tokens) in gold.items():
        if page not in seen:  # refused by the parser: scored as an empty extraction
            pages.append(Page(page, kind, domain, gold_tokens, [], len(names), len(voters)))
            unread += 1
    pages.sort(key=lambda p: p.id)
    return pages, names, voters, unread


def logistic(z):
    return 1 / (1 + np.exp(-np.clip(z, -30, 30)))


def fit(pages, matrix=lambda p: p.X):
    """Weighted, L2-penalised logistic regression of the block labels on matrix(page) (Newton's
    method); the last coefficient is the bias."""
    X = np.vstack([matrix(p) for p in pages])
    y = np.concatenate([p.label for p in pages])
    w = np.concatenate([p.weight for p in pages])
    X1 = np.hstack([X, np.ones((len(X), 1))])
    beta = np.zeros(X1.shape[1])
    penalty = L2 * np.r_[np.ones(X.shape[1]), 0]
    for _ in range(50):
        s = logistic(X1 @ beta)
        gradient = X1.T @ (w * (s - y)) + penalty * beta
        hessian = (X1 * (w * s * (1 - s))[:, None]).T @ X1 + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    return beta


def log_odds(beta, X):
    return X @ beta[:-1] + beta[-1]


def second_pass_matrix(page, beta1):
    """Per block: the first pass's log-odds, then the context of ConsensusExtractor::contexts
    (neighbours' first-pass weights, containers' and page's word-weighted mean weights)."""
    n = len(page.X)
    if n == 0:
        return np.zeros((0, 1 + len(CONTEXTS)))
    z1 = log_odds(beta1, page.X)
    w1 = logistic(z1)
    words = np.r_[0, np.cumsum(page.words)]
    weighted = np.r_[0, np.cumsum(page.words * w1)]

    def mean(first, last):
        total = words[last] - words[first]
        return np.where(total > 0, (weighted[last] - weighted[first]) / np.maximum(total, 1e-300), 0)

    columns = [z1, np.r_[0, w1[:-1]], np.r_[w1[1:], 0]]
    columns += [mean(page.containers[:, k, 0], page.containers[:, k, 1])
                for k in range(CONTAINER_LEVELS)]
    columns.append(np.full(n, mean(0, n)))
    return np.column_stack(columns)


def fit_two_passes(pages):
    """(first-pass beta, second-pass beta); sets every page's Z (its second-pass matrix)."""
    beta1 = fit(pages)
    for p in pages:
        p.Z = second_pass_matrix(p, beta1)
    return beta1, fit(pages, lambda p: p.Z)


def keep(s, threshold, relative, floor):
    """The decision rule of ConsensusExtractor::pageThreshold: weight >= min(threshold,
    relative x the page's highest weight) when that highest weight reaches floor, else weight >=
    threshold; relative 0 means the threshold alone."""
    if relative > 0 and len(s) and s.max() >= floor:
        threshold = min(threshold, relative * float(s.max()))
    return s >= threshold


def best_rule(s, pages, relatives=RELATIVES):
    """(threshold, relative, floor, mean F1) of the grid triple that maximises the pages' mean
    F1, s being the pages' block weights."""
    best = None
    for r in relatives:
        for floor in FLOORS if r > 0 else (0.0,):
            # With a relative threshold, the threshold matters where it is below relative x the
            # best weight, or on pages below the floor: a few values at and under relative.
            for t in THRESHOLDS if r == 0 else np.round([r - 0.1, r - 0.05, r], 3):
                mean = float(np.mean([p.f1(keep(si, t, r, floor)) for p, si in zip(pages, s)]))
                if best is None or mean > best[3] + 1e-12:
                    best = (float(t), float(r), float(floor), mean)
    return best


def fold_of(page, folds):
    return int(hashlib.md5(page.domain.encode()).hexdigest(), 16) % folds


def summary(results):
    """Mean F1 over all pages and per page type (None for a type without pages)."""
    out = {"all": float(np.mean([f for _, f in results]))}
    for kind in TYPES:
        values = [f for k, f in results if k == kind]
        out[kind] = float(np.mean(values)) if values else None
    return out


def constants_block(beta, beta2, threshold, relative, floor, names, voters):
    n_voters = len(voters)
    lines = ["// BEGIN FITTED CONSTANTS: written by scripts/fit_consensus.py --write (docs/consensus-fit.md has",
             "// the cross-validated figures they give); edit by refitting, not by hand.",
             f"constexpr double kBias = {beta[-1]:.4f};",
             f"constexpr double kThreshold = {threshold:.3f};",
             f"constexpr double kRelative = {relative:.3f};",
             f"constexpr double kRelativeFloor = {floor:.3f};",
             "constexpr std::array<double, ConsensusFeatures::Count> kWeights = {"]
    for name, value in zip(names, beta[n_voters:-1]):
        lines.append(f"    /* {name} */ {value:.4f},")
    lines.append("};")
    lines.append("constexpr std::array<double, ConsensusFeatures::kVoterCount> kVoterWeights = {")
    for name, value in zip(voters, beta[:n_voters]):
        lines.append(f"    /* {name} */ {value:.4f},")
    lines.append("};")
    lines.append(f"constexpr double kContextBias = {beta2[-1]:.4f};")
    lines.append(f"constexpr double kFirstPass = {beta2[0]:.4f};")
    lines.append("constexpr std::array<double, ConsensusExtractor::kContextCount> kContextWeights = {")
    for name, value in zip(CONTEXTS, beta2[1:-1]):
        lines.append(f"    /* {name} */ {value:.4f},")
    lines.append("};")
    lines.append("// END FITTED CONSTANTS")
    return "\n".join(lines)


def write_atomically(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def write_source(path, block):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    begin, end = source.find("// BEGIN FITTED CONSTANTS"), source.find("// END FITTED CONSTANTS")
    if begin < 0 or end < begin:
        fail(f"{path}: no BEGIN/END FITTED CONSTANTS markers; nothing written")
    end += len("// END FITTED CONSTANTS")
    write_atomically(path, source[:begin] + block + source[end:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "cli", "boilerscope-cli"))
    parser.add_argument("--dataset", required=True, help="WCXB's development split (html/, ground-truth/)")
    parser.add_argument("--features",
                        help="cache of the features output: read when it exists, else written")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--write", action="store_true",
                        help="write the constants into the source and the report")
    parser.add_argument("--source", default=SOURCE, help="the C++ file --write updates")
    parser.add_argument("--report", default=REPORT, help="the Markdown report --write writes")
    args = parser.parse_args()

    gold = load_gold(args.dataset)
    if args.features and os.path.exists(args.features):
        pages, names, voters, unread = load_pages(args.features, gold)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            features = args.features or os.path.join(tmp, "features.jsonl")
            run_features(args.cli, args.dataset, features)
            pages, names, voters, unread = load_pages(features, gold)
    n_blocks = sum(len(p.X) for p in pages)
    print(f"{len(pages)} pages, {n_blocks} blocks, {len(voters)} voters + {len(names)} cues",
          file=sys.stderr)

    cv, cv_flat, cv_one, fold_rows = [], [], [], []
    for k in range(args.folds):
        train = [p for p in pages if fold_of(p, args.folds) != k]
        test = [p for p in pages if fold_of(p, args.folds) == k]
        if not train or not test:
            fail(f"fold {k} of {args.folds} has no pages: too few domains for that many folds")
        beta1, beta2 = fit_two_passes(train)
        for p in test:
            p.Z = second_pass_matrix(p, beta1)
        train_s = [logistic(log_odds(beta2, p.Z)) for p in train]
        test_s = [logistic(log_odds(beta2, p.Z)) for p in test]
        threshold, relative, floor, train_f1 = best_rule(train_s, train)
        test_f1 = [p.f1(keep(s, threshold, relative, floor)) for p, s in zip(test, test_s)]
        cv += [(p.kind, f) for p, f in zip(test, test_f1)]
        # Ablations on the same folds: one threshold for every page; the first pass alone.
        flat = best_rule(train_s, train, relatives=[0])
        cv_flat += [(p.kind, p.f1(keep(s, flat[0], 0, 0))) for p, s in zip(test, test_s)]
        one_train = [logistic(log_odds(beta1, p.X)) for p in train]
        one = best_rule(one_train, train)
        cv_one += [(p.kind, p.f1(keep(logistic(log_odds(beta1, p.X)), *one[:3]))) for p in test]
        fold_rows.append((k, len(train), len(test), threshold, relative, floor, train_f1,
                          float(np.mean(test_f1))))
        print(f"fold {k}: threshold {threshold}, relative {relative}, floor {floor}, "
              f"train {train_f1:.3f}, test {np.mean(test_f1):.3f}", file=sys.stderr, flush=True)
    beta1, beta2 = fit_two_passes(pages)
    all_s = [logistic(log_odds(beta2, p.Z)) for p in pages]
    threshold, relative, floor, _ = best_rule(all_s, pages)
    in_sample = [(p.kind, p.f1(keep(s, threshold, relative, floor))) for p, s in zip(pages, all_s)]
    cv_summary, in_summary = summary(cv), summary(in_sample)
    counts = collections.Counter(p.kind for p in pages)

    columns = ["all"] + TYPES
    head = "| | " + " | ".join(f"{c} ({len(pages) if c == 'all' else counts[c]})" for c in columns) + " |"
    rule = "|---|" + "---:|" * len(columns)
    def row(label, values):
        return f"| {label} | " + " | ".join(
            "—" if values[c] is None else f"{values[c]:.3f}" for c in columns) + " |"
    table = "\n".join([head, rule, row(f"consensus, {args.folds}-fold CV by domain", cv_summary),
                       row("consensus, in-sample (not a result)", in_summary),
                       row("ablation (CV): one threshold for every page (relative = 0)",
                           summary(cv_flat)),
                       row("ablation (CV): first pass only (no context)", summary(cv_one)),
                       row("trafilatura (published)", TRAFILATURA)])
    print(table)

    if not args.write:
        return
    report = [
        "# Fitting the consensus extractor",
        "",
        f"Written by `scripts/fit_consensus.py --write` on {datetime.date.today().isoformat()}: "
        f"{len(pages)} pages of WCXB's development split (pages without a `main_content` are "
        f"skipped; {unread} page(s) the parser refuses score 0 as an empty extraction, where "
        f"`boilerscope-cli eval` skips them), {n_blocks} text blocks, {len(voters)} voter shares and {len(names)} cues per "
        f"block, logistic regression with an L2 penalty of {L2}; a block is kept when its weight "
        "reaches min(threshold, relative × the page's highest weight) (the threshold alone when "
        "that highest weight is below a floor), the three chosen on the training pages "
        f"(threshold {THRESHOLDS[0]} to {THRESHOLDS[-1]}, relative 0 or {RELATIVES[1]} to "
        f"{RELATIVES[-1]}, floor {FLOORS[0]} to {FLOORS[-1]}). Measure: WCXB word F1 (mean "
        "over pages of the F1 of bags of lower-cased `\\w+` tokens).",
        "",
        f"**Cross-validated** ({args.folds} folds by domain: each page is scored by the model "
        "fitted without its site); the in-sample row is shown only to show the gap.",
        "",
        table,
        "",
        "Per fold:",
        "",
        "| fold | training pages | test pages | threshold | relative | floor | training F1 | test F1 |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    report += [f"| {k} | {a} | {b} | {t:.3f} | {r:.2f} | {fl:.2f} | {tr:.3f} | {te:.3f} |"
               for k, a, b, t, r, fl, tr, te in fold_rows]
    report += ["", "The constants fitted on all pages (now in `core/extractors/consensusextractor.cpp`):",
               "", "```cpp", constants_block(beta1, beta2, threshold, relative, floor, names, voters), "```", ""]
    write_source(args.source,
                 constants_block(beta1, beta2, threshold, relative, floor, names, voters))
    write_atomically(args.report, "\n".join(report))
    print(f"wrote {args.source} and {args.report}", file=sys.stderr)


if __name__ == "__main__":
    main()
