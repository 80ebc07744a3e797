#!/usr/bin/python3
"""Fit the consensus extractor's constants on WCXB's development split, honestly.

    scripts/fit_consensus.py --cli build/app/cli/boilerscope-cli --dataset WCXB_DEV [--write]

1. `boilerscope-cli features WCXB_DEV/html` prints every page's text blocks with their evidence:
   the share of the block's words each of the twenty built-in heuristics chose, and the
   structural cues (core/extractors/consensus/consensusfeatures.h). The extractor computes the same numbers.
2. A block's label is the share of its words that stand in the page's gold text (runs of four
   gold tokens; shorter blocks must stand in the gold whole), so a block of the gold that also
   appears in the navigation counts where it is.
3. Two passes. The first: gradient-boosted regression trees (numpy, written here: Newton steps on
   the log-loss of the soft labels, each block weighted by its share of the page's tokens so that
   every page counts alike, as in the measure) on each block's own evidence, the page's
   included. The second: a logistic regression (Newton's method, L2 penalty, same weights) on the
   first's log-odds and the block's context, computed from the first pass's weights (the blocks
   before and after it, the blocks of its parent, grandparent and great-grandparent element, the
   page's). A block
   is kept when its weight reaches min(threshold, relative x the page's highest weight), or the
   threshold alone when that highest weight is below a floor (a page may have no main content);
   the triple is the one of a grid that maximises the mean page word F1 on the training pages.
4. k-fold cross-validation with the folds split by domain (one site is never in training and
   test): every page is scored by the model fitted without its fold. Those are the figures to
   quote; the in-sample figures (fitted and scored on all pages) are printed apart.
5. Ablations on the same folds: relative = 0 (one threshold for every page), the first pass
   alone (no context), and logistic regression in both passes (the previous model class).
6. --write puts the model fitted on all pages into the generated files
   core/extractors/consensus/consensusmodel.generated.h and .cpp (the trees as flat arrays;
   never edited by hand: the script overwrites only files it generated), the weight of every
   block of the extractor's test pages (tests/data/extractors/consensus) into
   expected-weights.json there, which tst_consensusextractor compares with the extractor's, and
   the report into docs/consensus-fit.md.

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
# WCXB's published word F1 of trafilatura on this split, per page type (the issue's figures).
TRAFILATURA = {"all": 0.791, "article": 0.926, "documentation": 0.888, "service": 0.763,
               "forum": 0.585, "listing": 0.589, "product": 0.567, "collection": 0.553}
TOKEN = re.compile(r"\w+")
# Project choice: a light penalty (the block weights sum to one per page, so the loss weighs
# about 1,500 in all) that keeps the weights of cues that are rare or always alike finite.
L2 = 1.0
CONTAINER_LEVELS = 3  # ConsensusFeatures::kContainerLevels
CONTEXTS = ["previous-block", "next-block", "parent-blocks", "grandparent-blocks",
            "great-grandparent-blocks", "page-blocks"]  # ConsensusExtractor::kContextNames
# The first pass's trees (gradient-boosted, Friedman 2001, with Newton steps on the log-loss of
# the soft labels as in XGBoost, Chen & Guestrin 2016). Project choices, the usual defaults of
# such models, not tuned (docs/consensus.md, ablation): TREES trees of depth DEPTH (16 leaves: a
# cue, the votes and the page's kind combined, no more), each step shrunk by SHRINKAGE and fitted
# on a random SUBSAMPLE of the blocks (SEED fixed: the fit is reproducible); a leaf's value is
# -G / (H + LEAF_L2) (sums of the gradients and Hessians of its blocks, weights as in the fit: a
# page sums to one); a split leaves at least MIN_HESSIAN on each side (about two pages' worth of
# blocks the model is unsure of), and its thresholds are the midpoints between BINS quantiles.
TREES = 150
DEPTH = 4
SHRINKAGE = 0.1
SUBSAMPLE = 0.5
LEAF_L2 = 1.0
MIN_HESSIAN = 0.5
BINS = 64
SEED = 0
THRESHOLDS = np.round(np.arange(0.20, 0.951, 0.025), 3)
# 0: no relative threshold (the ablation's rule).
RELATIVES = np.round(np.r_[0, np.arange(0.40, 0.901, 0.1)], 3)
FLOORS = (0.0, 0.1, 0.2, 0.3)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Where --write puts the fitted model: MODEL_NAME.h and MODEL_NAME.cpp, each opening with
# GENERATED (the files it may overwrite) and kept out of clang-format.
MODEL_DIR = os.path.join(ROOT, "core", "extractors", "consensus")
MODEL_NAME = "consensusmodel.generated"
GENERATED = "// Generated by scripts/fit_consensus.py --write; do not edit: refit instead."
# Pages of the extractor's test whose blocks' weights --write records as computed here, so that
# tst_consensusextractor checks that the extractor computes the same (the C++ and this script).
FIXTURE = os.path.join(ROOT, "tests", "data", "extractors", "consensus")
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


def run_features(cli, folder, out):
    """Writes `cli features FOLDER` to out (temporary file, then rename)."""
    tmp = out + ".part"
    print(f"running {cli} features on {folder} ...", file=sys.stderr, flush=True)
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            status = subprocess.run([cli, "features", folder], stdout=f).returncode
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
        # The extractor's features are single-precision: compare them with the trees' thresholds
        # as it does.
        self.X = X.astype(np.float32).astype(float)
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


class Trees:
    """Gradient-boosted regression trees on the log-odds (the first pass). Every tree is complete
    to DEPTH, its nodes in level order (node i's children are 2i + 1, 2i + 2): split[t, i] is the
    input a split reads (-1: none, every block goes left), threshold[t, i] where it splits (a
    block goes right when its input is >= it), value[t, i] the log-odds the node would add (the
    leaves' values are what a block adds; the inner ones serve the path attribution)."""

    def __init__(self, X, y, w):
        keep = w > 0
        X, y, w = X[keep], y[keep], w[keep]
        n, inputs = X.shape
        inner, nodes = 2 ** DEPTH - 1, 2 ** (DEPTH + 1) - 1
        cuts = []
        for f in range(inputs):
            u = np.unique(X[:, f])
            if len(u) > BINS:
                u = np.unique(np.quantile(X[:, f], np.linspace(0, 1, BINS + 1)))
            cuts.append(((u[:-1] + u[1:]) / 2).astype(np.float32))
        width = BINS + 1
        B = np.empty((inputs, n), np.int32)
        for f, c in enumerate(cuts):
            B[f] = np.searchsorted(c, X[:, f].astype(np.float32), side="right")
        mean = float(np.sum(w * y) / np.sum(w))
        self.base = float(np.log(mean / (1 - mean))) if 0 < mean < 1 else 0.0
        self.split = np.full((TREES, inner), -1, np.int64)
        self.threshold = np.zeros((TREES, inner), np.float32)
        self.value = np.zeros((TREES, nodes))
        z = np.full(n, self.base)
        rng = np.random.default_rng(SEED)
        offsets = (np.arange(inputs) * 1)[:, None]
        for t in range(TREES):
            p = logistic(z)
            g, h = w * (p - y), w * p * (1 - p)
            rows = np.nonzero(rng.random(n) < SUBSAMPLE)[0]
            Bs = B[:, rows]
            gs, hs = np.tile(g[rows], inputs), np.tile(h[rows], inputs)
            node = np.zeros(n, np.int64)  # position within the level
            for d in range(DEPTH):
                level = 2 ** d
                first = level - 1
                index = (Bs + (node[rows] * width)[None, :] + offsets * (level * width)).ravel()
                G = np.bincount(index, gs, inputs * level * width).reshape(inputs, level, width)
                H = np.bincount(index, hs, inputs * level * width).reshape(inputs, level, width)
                Gt, Ht = G[0].sum(1), H[0].sum(1)
                self.value[t, first:first + level] = -Gt / (Ht + LEAF_L2) * SHRINKAGE
                GL, HL = np.cumsum(G, 2)[:, :, :-1], np.cumsum(H, 2)[:, :, :-1]
                GR, HR = Gt[None, :, None] - GL, Ht[None, :, None] - HL
                gain = (GL ** 2 / (HL + LEAF_L2) + GR ** 2 / (HR + LEAF_L2)
                        - (Gt ** 2 / (Ht + LEAF_L2))[None, :, None])
                gain[(HL < MIN_HESSIAN) | (HR < MIN_HESSIAN)] = 0
                flat = gain.transpose(1, 0, 2).reshape(level, -1)
                best = flat.argmax(1)
                found = flat[np.arange(level), best] > 0
                f_best, b_best = best // (width - 1), best % (width - 1)
                self.split[t, first:first + level] = np.where(found, f_best, -1)
                for j in np.nonzero(found)[0]:
                    self.threshold[t, first + j] = cuts[f_best[j]][b_best[j]]
                f_node = np.where(found, f_best, 0)[node]
                right = found[node] & (B[f_node, np.arange(n)] > b_best[node])
                node = node * 2 + right
            G = np.bincount(node[rows], g[rows], 2 ** DEPTH)
            H = np.bincount(node[rows], h[rows], 2 ** DEPTH)
            self.value[t, inner:] = -G / (H + LEAF_L2) * SHRINKAGE
            z += self.value[t, inner:][node]

    def leaves(self, X, t):
        """The node (level order) each row of X ends in, in tree t."""
        i = np.zeros(len(X), np.int64)
        rows = np.arange(len(X))
        for _ in range(DEPTH):
            f = self.split[t, i]
            x = X[rows, np.maximum(f, 0)].astype(np.float32)
            i = 2 * i + 1 + ((f >= 0) & (x >= self.threshold[t, i]))
        return i

    def log_odds(self, X):
        z = np.full(len(X), self.base)
        for t in range(TREES):
            z += self.value[t, self.leaves(X, t)]
        return z


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


def first_pass(model, X):
    """The first pass's log-odds: model is the Trees, or a logistic regression's coefficients
    (the ablation)."""
    return model.log_odds(X) if isinstance(model, Trees) else log_odds(model, X)


def second_pass_matrix(page, model):
    """Per block: the first pass's log-odds, then the context of ConsensusExtractor::contexts
    (neighbours' first-pass weights, containers' and page's word-weighted mean weights)."""
    n = len(page.X)
    if n == 0:
        return np.zeros((0, 1 + len(CONTEXTS)))
    z1 = first_pass(model, page.X)
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


def fit_two_passes(pages, trees=True):
    """(first pass: the Trees, or with trees=False a logistic regression's coefficients;
    second-pass beta); sets every page's Z (its second-pass matrix)."""
    if trees:
        model = Trees(np.vstack([p.X for p in pages]), np.concatenate([p.label for p in pages]),
                      np.concatenate([p.weight for p in pages]))
    else:
        model = fit(pages)
    for p in pages:
        p.Z = second_pass_matrix(p, model)
    return model, fit(pages, lambda p: p.Z)


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


def numbers(values, form, per_line=8):
    """C++ initialiser lines, per_line values to a line."""
    values = [form(v) for v in values]
    return ["    " + ", ".join(values[i:i + per_line]) + "," for i in range(0, len(values), per_line)]


def float_literal(v):
    """A float's C++ literal, nine significant digits (binary32 round-trips)."""
    text = f"{float(v):.9g}"
    return text + ("f" if any(c in text for c in ".e") else ".f")


def model_files(trees, beta2, threshold, relative, floor, names, voters):
    """The generated header and source of the fitted model: {file name: text}."""
    inputs = list(voters) + list(names)
    assert len(inputs) < 128, "kSplitInput is std::int8_t"
    inner, nodes = "(1 << kTreeDepth) - 1", "(2 << kTreeDepth) - 1"
    header = [
        GENERATED,
        "// clang-format off",
        "#pragma once",
        "",
        "#include <array>",
        "#include <cstddef>",
        "#include <cstdint>",
        "",
        "namespace core {",
        "",
        "// The consensus extractor's model as scripts/fit_consensus.py fitted it on the WCXB",
        "// development pages (docs/consensus-fit.md has the cross-validated figures it gives): the",
        "// first pass's gradient-boosted trees (ConsensusTrees), the second pass's logistic weights",
        "// (ConsensusContext) and the thresholds (ConsensusExtractor). Constant data; thread-safe.",
        "struct ConsensusModel",
        "{",
        "    // The trees start from the log-odds of the labels' weighted mean.",
        f"    static constexpr double kBase = {trees.base!r};",
        f"    static constexpr double kThreshold = {threshold:.3f};",
        f"    static constexpr double kRelative = {relative:.3f};",
        f"    static constexpr double kRelativeFloor = {floor:.3f};",
        f"    static constexpr std::size_t kTreeCount = {TREES};",
        f"    static constexpr std::size_t kTreeDepth = {DEPTH};",
        "    // The inputs a split reads: the voters first, then the cues (ConsensusFeatures::kNames).",
        f"    static constexpr std::size_t kInputCount = {len(inputs)};",
        "    // Per tree, its (1 << kTreeDepth) - 1 splits in level order: the input (-1: no split) ...",
        f"    static const std::array<std::int8_t, kTreeCount * ({inner})> kSplitInput;",
        "    // ... and the threshold: a block whose input reaches it goes right (node i's children are",
        "    // 2i + 1 and 2i + 2).",
        f"    static const std::array<float, kTreeCount * ({inner})> kSplitThreshold;",
        "    // Per tree, every node's value in level order: the leaves' is the log-odds a block there adds.",
        f"    static const std::array<double, kTreeCount * ({nodes})> kNodeValue;",
        "    // The second pass: its bias, the weight of the first pass's log-odds and of each context",
        "    // (ConsensusContext::kContextNames).",
        f"    static constexpr double kContextBias = {beta2[-1]!r};",
        f"    static constexpr double kFirstPass = {beta2[0]!r};",
        f"    static constexpr std::array<double, {len(CONTEXTS)}> kContextWeights = {{",
    ]
    header += [f"        /* {name} */ {value!r}," for name, value in zip(CONTEXTS, beta2[1:-1])]
    header += ["    };", "};", "", "} // namespace core", ""]
    source = [
        GENERATED,
        "// clang-format off",
        f'#include "{MODEL_NAME}.h"',
        "",
        "namespace core {",
        "",
        f"const std::array<std::int8_t, ConsensusModel::kTreeCount * ({inner.replace('kTreeDepth', 'ConsensusModel::kTreeDepth')})>",
        "    ConsensusModel::kSplitInput = {",
    ]
    source += numbers(trees.split.ravel(), str, 16)
    source += ["};", "",
               f"const std::array<float, ConsensusModel::kTreeCount * ({inner.replace('kTreeDepth', 'ConsensusModel::kTreeDepth')})>",
               "    ConsensusModel::kSplitThreshold = {"]
    source += numbers(trees.threshold.ravel(), float_literal, 8)
    source += ["};", "",
               f"const std::array<double, ConsensusModel::kTreeCount * ({nodes.replace('kTreeDepth', 'ConsensusModel::kTreeDepth')})>",
               "    ConsensusModel::kNodeValue = {"]
    source += numbers(trees.value.ravel(), lambda v: f"{float(v):.9g}", 8)
    source += ["};", "", "} // namespace core", ""]
    return {MODEL_NAME + ".h": "\n".join(header), MODEL_NAME + ".cpp": "\n".join(source)}


def weights(trees, beta2, pages_blocks):
    """Every block's weight, as the extractor computes it (pages_blocks: a list of X matrices
    with their pages for the context)."""
    out = []
    for page in pages_blocks:
        page.Z = second_pass_matrix(page, trees)
        out.append([float(w) for w in logistic(log_odds(beta2, page.Z))])
    return out


def write_atomically(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def model_paths(folder):
    """The generated files of the model in folder; fails, naming it, when one of them exists and
    is not such a file (say, hand-written code given by mistake), before anything is fitted."""
    paths = [os.path.join(folder, MODEL_NAME + ext) for ext in (".h", ".cpp")]
    if not os.path.isdir(folder):
        fail(f"{folder}: no such folder; nothing written")
    for path in paths:
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                if f.readline().rstrip("\n") != GENERATED:
                    fail(f"{path}: not a file fit_consensus.py generated; nothing written")
    return paths


def write_fixture(cli, trees, beta2, folder, out):
    """Writes the weight of every block of the pages in folder, as computed here, to out (JSON:
    file name -> weights in block order)."""
    with tempfile.TemporaryDirectory() as tmp:
        features = os.path.join(tmp, "features.jsonl")
        run_features(cli, folder, features)
        with open(features, encoding="utf-8") as f:
            head = json.loads(f.readline())
            records = [json.loads(line) for line in f]
    expected = {}
    for record in records:
        page = Page(record["file"], "", "", [], record["blocks"], len(head["features"]),
                    len(head["voters"]))
        page.Z = second_pass_matrix(page, trees)
        expected[os.path.basename(record["file"])] = [
            float(f"{w:.9g}") for w in logistic(log_odds(beta2, page.Z))]
    write_atomically(out, json.dumps(expected, indent=1, sort_keys=True) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "cli", "boilerscope-cli"))
    parser.add_argument("--dataset", required=True, help="WCXB's development split (html/, ground-truth/)")
    parser.add_argument("--features",
                        help="cache of the features output: read when it exists, else written")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--write", action="store_true",
                        help="write the model's generated files, the test's weights and the report")
    parser.add_argument("--model-dir", default=MODEL_DIR,
                        help=f"the folder of the {MODEL_NAME}.h and .cpp --write writes")
    parser.add_argument("--report", default=REPORT, help="the Markdown report --write writes")
    parser.add_argument("--fixture", default=FIXTURE,
                        help="pages whose blocks' weights --write records for the extractor's test")
    parser.add_argument("--expected", default=os.path.join(FIXTURE, "expected-weights.json"),
                        help="where --write records them")
    args = parser.parse_args()
    if args.write:
        model_paths(args.model_dir)

    gold = load_gold(args.dataset)
    if args.features and os.path.exists(args.features):
        pages, names, voters, unread = load_pages(args.features, gold)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            features = args.features or os.path.join(tmp, "features.jsonl")
            run_features(args.cli, os.path.join(args.dataset, "html"), features)
            pages, names, voters, unread = load_pages(features, gold)
    n_blocks = sum(len(p.X) for p in pages)
    print(f"{len(pages)} pages, {n_blocks} blocks, {len(voters)} voters + {len(names)} cues",
          file=sys.stderr)

    cv, cv_flat, cv_one, cv_linear, fold_rows = [], [], [], [], []
    for k in range(args.folds):
        train = [p for p in pages if fold_of(p, args.folds) != k]
        test = [p for p in pages if fold_of(p, args.folds) == k]
        if not train or not test:
            fail(f"fold {k} of {args.folds} has no pages: too few domains for that many folds")
        # Ablation first, on the same folds: the previous model, logistic regression in both passes.
        linear, beta2 = fit_two_passes(train, trees=False)
        for p in test:
            p.Z = second_pass_matrix(p, linear)
        rule = best_rule([logistic(log_odds(beta2, p.Z)) for p in train], train)
        cv_linear += [(p.kind, p.f1(keep(logistic(log_odds(beta2, p.Z)), *rule[:3]))) for p in test]
        trees, beta2 = fit_two_passes(train)
        for p in test:
            p.Z = second_pass_matrix(p, trees)
        train_s = [logistic(log_odds(beta2, p.Z)) for p in train]
        test_s = [logistic(log_odds(beta2, p.Z)) for p in test]
        threshold, relative, floor, train_f1 = best_rule(train_s, train)
        test_f1 = [p.f1(keep(s, threshold, relative, floor)) for p, s in zip(test, test_s)]
        cv += [(p.kind, f) for p, f in zip(test, test_f1)]
        # Ablations on the same folds: one threshold for every page; the first pass alone.
        flat = best_rule(train_s, train, relatives=[0])
        cv_flat += [(p.kind, p.f1(keep(s, flat[0], 0, 0))) for p, s in zip(test, test_s)]
        one_train = [logistic(first_pass(trees, p.X)) for p in train]
        one = best_rule(one_train, train)
        cv_one += [(p.kind, p.f1(keep(logistic(first_pass(trees, p.X)), *one[:3]))) for p in test]
        fold_rows.append((k, len(train), len(test), threshold, relative, floor, train_f1,
                          float(np.mean(test_f1))))
        print(f"fold {k}: threshold {threshold}, relative {relative}, floor {floor}, "
              f"train {train_f1:.3f}, test {np.mean(test_f1):.3f}", file=sys.stderr, flush=True)
    trees, beta2 = fit_two_passes(pages)
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
                       row("ablation (CV): logistic regression in both passes (the previous "
                           "model class)", summary(cv_linear)),
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
        f"block. First pass: {TREES} gradient-boosted trees of depth {DEPTH} (shrinkage "
        f"{SHRINKAGE}, {SUBSAMPLE:.0%} of the blocks per tree, leaf L2 {LEAF_L2}, at least "
        f"{MIN_HESSIAN} of Hessian per side of a split, thresholds between {BINS} quantiles); "
        f"second pass: logistic regression with an L2 penalty of {L2} on the first pass's "
        "log-odds and the block's context; a block is kept when its weight "
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
    inputs = list(voters) + list(names)
    used = collections.Counter(int(f) for f in trees.split.ravel() if f >= 0)
    report += ["", f"The model fitted on all pages is in `core/extractors/consensus/{MODEL_NAME}.h` "
               f"and `.cpp`: base log-odds {trees.base:.4f}, "
               f"{TREES} trees, threshold {threshold:.3f}, relative {relative:.3f}, floor "
               f"{floor:.3f}; second pass: bias {beta2[-1]:.4f}, first pass {beta2[0]:.4f}, "
               + ", ".join(f"{c} {v:.4f}" for c, v in zip(CONTEXTS, beta2[1:-1])) + ".",
               "", "Inputs by the number of splits that read them (the others are never read):",
               "", "| input | splits |", "|---|---:|"]
    report += [f"| {inputs[f]} | {n} |" for f, n in used.most_common()]
    report += [""]
    files = model_files(trees, beta2, threshold, relative, floor, names, voters)
    for path in model_paths(args.model_dir):
        write_atomically(path, files[os.path.basename(path)])
    write_fixture(args.cli, trees, beta2, args.fixture, args.expected)
    write_atomically(args.report, "\n".join(report))
    print(f"wrote {MODEL_NAME}.h and .cpp in {args.model_dir}, {args.expected} and {args.report}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
