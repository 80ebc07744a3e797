#!/usr/bin/python3
"""Fit the consensus extractor's constants on WCXB's development split, honestly.

    scripts/fit_consensus.py --cli build/app/cli/boilerscope-cli --dataset WCXB_DEV [--write]

1. `boilerscope-cli features WCXB_DEV/html` prints every page's text blocks with their evidence:
   the share of the block's words each of the twenty built-in heuristics chose, and the
   structural cues (core/extractors/consensus/consensusfeatures.h). The extractor computes the same numbers.
2. A block's label is the mean of two shares of its words: those that stand in the page's gold
   text (runs of four gold tokens; shorter blocks must stand in the gold whole), so a block of
   the gold that also appears in the navigation counts where it is; and those that an alignment
   of the page's words with the gold's, in order, matches, which gives each gold word one place
   on the page (a menu item whose words the gold has under a heading further down is not it),
   with the runs of four words the gold writes in another order than the page counted too.
3. Two passes. The first: gradient-boosted regression trees (XGBoost: Newton steps on the
   log-loss of the soft labels, each block weighted by its share of the page's tokens so that
   every page counts alike, as in the measure) on each block's own evidence, the page's
   included; fixed settings, or with --tune chosen by inner folds by domain inside each
   training fold. The second: a logistic regression (Newton's method, L2 penalty, same weights) on the
   first's log-odds and the block's context, computed from the first pass's weights (the blocks
   before and after it, the blocks of its parent, grandparent and great-grandparent element, the
   page's, its own repeated sibling group's), fitted on the first pass's out-of-fold weights
   (stacking, Wolpert 1992: each training page's from trees fitted without its fold), as the
   weights it reads on a page the trees never saw are. A block
   is kept when its weight reaches min(threshold, relative x the page's highest weight), or the
   threshold alone when that highest weight is below a floor (a page may have no main content);
   the triple is the one of a grid that maximises the mean page word F1 on the training pages.
4. k-fold cross-validation with the folds split by domain (one site is never in training and
   test): every page is scored by the model fitted without its fold. Those are the figures to
   quote; the in-sample figures (fitted and scored on all pages) are printed apart.
5. The rules after the threshold (ConsensusExtractor's): first, on a page the page classifier
   reads as a collection or a listing, every block inside the items of a repeated sibling group
   of at least ITEMS_MIN_ITEMS items one of which holds a kept block (RepeatedItems: a grid is
   kept whole); then, on every page, every block inside
   <pre> or <code> ("in-code") is kept (CodeBlocks); then the platforms' containers: on a page the
   page classifier reads as a forum, every block inside a forum platform's post container
   ("post" in the features) is kept, then every kept block of a few words whose text another
   block has, outside the post containers, dropped (ForumRepeatedLines), every kept block
   in a poster's signature box outside them (ForumSignatures), and every kept block in a quote
   of another post, inside them too ("quote", ForumQuotes); on one it reads as documentation, every block inside a
   documentation framework's content container ("docs") is kept and every block in one of its
   navigation parts ("docs_nav") dropped; then on one it reads as a product, when the kept blocks
   hold little text, the blocks mostly in the page's JSON-LD Product description ("product") are
   kept (rs-trafilatura's product rule, ProductDescription); on one it does not read as a forum,
   every kept block in a reader comment section ("comments", ReaderComments: trafilatura's
   markup) is dropped when the kept blocks outside them hold COMMENTS_MIN_WORDS_OUTSIDE words or
   more; on one it reads as a product, every kept block in its customer reviews ("reviews",
   CustomerReviews) when the kept blocks outside them hold REVIEWS_MIN_WORDS_OUTSIDE words or
   more; on every page, every kept block but code in a figure that holds no table and no
   quotation ("figure", ImageFigures: trafilatura cleans figures) is dropped when the kept
   blocks outside the figures hold more words; on every page, every kept block in a
   cookie or consent banner ("consent", ConsentBanners: trafilatura's vocabulary) is dropped,
   and every kept block in the page's header, footer, navigation or complementary part
   ("landmark", PageLandmarks: HTML-AAM's landmarks outside <main> and <article>); then, on a
   page it does not read as documentation, every kept block, but code and table cells, whose
   text a kept block before it, not its sibling, has ("copy": the first block with its text,
   TextCopies). In the cross-validation the classifier is fitted on the fold's training pages
   as scripts/fit_page_types.py fits it. The other ablations are without the rules.
6. Ablations on the same folds: each rule left out, all of them, relative = 0 (one threshold for every page), the first pass
   alone (no context), and logistic regression in both passes (the previous model class).
7. --write puts the model (the trees fitted on all pages; the second pass and the threshold on
   every page's out-of-fold first pass from the cross-validation) into the generated files
   core/extractors/consensus/consensusmodel.generated.h and .cpp (the trees as flat arrays;
   never edited by hand: the script overwrites only files it generated), the weight of every
   block of the extractor's test pages (tests/data/extractors/consensus) into
   expected-weights.json there, which tst_consensusextractor compares with the extractor's, and
   the report into docs/consensus-fit.md (keeping its hand-written section from
   "## Measured steps" on).

Scoring is WCXB's: mean over pages of the F1 of the bags of lower-cased \\w+ tokens; a page whose
reference is empty scores 1 only for an empty prediction; pages without a main_content are
skipped (as `boilerscope-cli eval -m wcxb-word-f1` does). Needs numpy and XGBoost (Debian's
python3-numpy, python3-xgboost), nothing else.
"""

import argparse
import collections
import datetime
import difflib
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

import numpy as np
import xgboost as xgb

from consensus_export import (CONTEXTS, MODEL_NAME, model_files, model_paths,
                              write_atomically)

TYPES = ["article", "documentation", "service", "forum", "listing", "product", "collection"]
# WCXB's published word F1 of trafilatura on this split, per page type (the figures).
TRAFILATURA = {"all": 0.791, "article": 0.926, "documentation": 0.888, "service": 0.763,
               "forum": 0.585, "listing": 0.589, "product": 0.567, "collection": 0.553}
# rs-trafilatura's published word F1 on this split, per page type (the figures).
RS_TRAFILATURA = {"all": 0.859, "article": 0.932, "documentation": 0.932, "service": 0.844,
                  "forum": 0.808, "listing": 0.707, "product": 0.641, "collection": 0.716}
TOKEN = re.compile(r"\w+")
# Project choice: a light penalty (the block weights sum to one per page, so the loss weighs
# about 1,500 in all) that keeps the weights of cues that are rare or always alike finite.
L2 = 1.0
CONTAINER_LEVELS = 3  # ConsensusFeatures::kContainerLevels
# The first pass's trees: gradient-boosted (Friedman 2001) with Newton steps on the log-loss of
# the soft labels, fitted by XGBoost (Chen & Guestrin 2016; Debian's python3-xgboost), each block
# weighted by its share of its page's tokens. Fixed, the usual settings of such models (project
# choice): each tree fitted on every block (SUBSAMPLE 1: with a random half of the blocks per
# tree the cross-validated mean moved with SEED by up to 0.0013, as much as a cue, and a type
# of a hundred pages by up to 0.03; fitted on all of them the trees are the same at every seed),
# leaf values -G / (H + LEAF_L2), split thresholds among BINS quantiles of each input (XGBoost's
# "hist" method). FIRST_PASS and TREES: TREES trees of depth 4, shrinkage 0.05, at least 0.5 of
# Hessian on each side of a split (the weights sum to one per page: about two pages' worth of
# blocks the model is unsure of). Depth and least Hessian are the settings of the hand-written
# trees the model had before (project choice, kept on the measure: choosing depth and number by
# the held-out log-loss, --tune, picked deeper or more trees and scored 0.003 to 0.009 lower on
# every fold); half the shrinkage and twice the trees of those is the usual exchange for
# the row sampling's regularisation given up (docs/consensus-fit.md).
# With --tune they are chosen inside the cross-validation (nested: INNER_FOLDS folds by domain
# within each outer fold's training pages, never its test pages), among GRID and up to
# MAX_TREES trees, by the weighted log-loss of the held-out domains' blocks (the pages' F1 after
# the second pass and the threshold grid would cost a full fit per round). THREADS: XGBoost's
# threads (--threads; the fit is deterministic for a given count; one by default, as the
# project's machines are shared and OpenMP's waiting threads spin).
SUBSAMPLE = 1.0
LEAF_L2 = 1.0
BINS = 64
SEED = 0
THREADS = 1
FIRST_PASS = {"max_depth": 4, "eta": 0.05, "min_child_weight": 0.5}
TREES = 300
INNER_FOLDS = 2
MAX_TREES = 600
GRID = [{"max_depth": depth, "eta": eta, "min_child_weight": child}
        for depth in (4, 6) for eta in (0.05,) for child in (0.5, 2.0)]
THRESHOLDS = np.round(np.arange(0.20, 0.951, 0.025), 3)
# 0: no relative threshold (the ablation's rule).
RELATIVES = np.round(np.r_[0, np.arange(0.40, 0.901, 0.1)], 3)
FLOORS = (0.0, 0.1, 0.2, 0.3)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Where --write puts the fitted model (consensus_export.py writes its files).
MODEL_DIR = os.path.join(ROOT, "core", "extractors", "consensus")
# Pages of the extractor's test whose blocks' weights --write records as computed here, so that
# tst_consensusextractor checks that the extractor computes the same (the C++ and this script).
FIXTURE = os.path.join(ROOT, "tests", "data", "extractors", "consensus")
REPORT = os.path.join(ROOT, "docs", "consensus-fit.md")


def tokens(text):
    return TOKEN.findall(text.lower())


def fail(message):
    sys.exit("fit_consensus.py: " + message)


def wcxb_records(dataset, fail):
    """(page id, its ground-truth record, its metadata.json entry) for each page of a WCXB split,
    in page order; a missing or unreadable file stops with fail(message)."""
    folder = os.path.join(dataset, "ground-truth")
    if not os.path.isdir(folder):
        fail(f"{folder}: no such folder (is {dataset} WCXB's development split?)")
    try:
        with open(os.path.join(dataset, "metadata.json"), encoding="utf-8") as f:
            meta = json.load(f)["files"]
    except (OSError, ValueError, KeyError) as e:
        fail(f"{dataset}/metadata.json: {e}")
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        page = name[:-5]
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                record = json.load(f)
        except (OSError, ValueError) as e:
            fail(f"{folder}/{name}: {e}")
        yield page, record, meta.get(page, {})


def domain_of(page, record, meta):
    """The site a page belongs to, which the folds split by: its metadata.json domain, else its
    URL's host (without "www."), so that every page of a site falls in the same fold; the page id
    only when the record has no URL either."""
    host = urllib.parse.urlsplit(record.get("url") or "").hostname or ""
    return (meta.get("domain") or host or page).lower().removeprefix("www.")


def page_type_of(record):
    """A ground-truth record's page type (_internal.page_type.primary, "category" read as
    collection)."""
    kind = record.get("_internal", {}).get("page_type", {}).get("primary", "")
    return "collection" if kind == "category" else kind


def load_gold(dataset):
    """id -> (page type, domain, gold tokens) for the pages that have a main_content."""
    gold = {}
    for page, record, meta in wcxb_records(dataset, fail):
        text = record.get("ground_truth", {}).get("main_content")
        if text is None:
            continue
        gold[page] = (page_type_of(record), domain_of(page, record, meta), tokens(text))
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
    return float(run_cover(block_tokens, gold_sets[4]).mean())


def run_cover(tokens, runs, eligible=None):
    """Per token, whether it stands in a run of four tokens that is in runs (a set of 4-tuples);
    with eligible (per token), only runs whose four tokens are all eligible count."""
    covered = np.zeros(len(tokens), bool)
    outside = np.r_[0, np.cumsum(~np.asarray(eligible, bool))] if eligible is not None else None
    for i in range(len(tokens) - 3):
        if (outside is None or outside[i + 4] == outside[i]) and tuple(tokens[i:i + 4]) in runs:
            covered[i:i + 4] = True
    return covered


def aligned_shares(blocks_tokens, gold_tokens):
    """Per block, the share of its tokens that an alignment of the page's tokens (the blocks'
    in document order) with the gold's, in order, matches: difflib's matching blocks
    (Ratcliff and Obershelp's longest common runs, found again left and right of each one;
    no token junked), so that each gold token stands in one place of the page. Then the text
    the gold writes in another order than the page: a run of four page tokens left unmatched
    that stands in the gold's unmatched tokens counts as matched too (a short run moved would
    be a menu item again)."""
    lengths = [len(t) for t in blocks_tokens]
    page = [token for block in blocks_tokens for token in block]
    matched = np.zeros(len(page), bool)
    if page and gold_tokens:
        used = np.zeros(len(gold_tokens), bool)
        matcher = difflib.SequenceMatcher(None, page, gold_tokens, autojunk=False)
        for start, gold_start, size in matcher.get_matching_blocks():
            matched[start:start + size] = True
            used[gold_start:gold_start + size] = True
        moved = set()
        for first, last in runs_of(~used):
            moved |= ngrams(gold_tokens[first:last], 4)
        matched |= run_cover(page, moved, eligible=~matched)
    owner = np.repeat(np.arange(len(lengths)), lengths)
    return np.bincount(owner, weights=matched, minlength=len(lengths)) / np.maximum(lengths, 1)


def runs_of(flags):
    """The [first, last) ranges of the runs of True in flags."""
    edges = np.flatnonzero(np.diff(np.r_[0, np.asarray(flags, int), 0]))
    return list(zip(edges[::2], edges[1::2]))


def block_labels(blocks_tokens, gold_tokens):
    """Per block, its label: the mean of the share of its tokens in runs of the gold
    (block_label), which also credits a menu item whose words the gold has elsewhere, and the
    share the alignment in order matches (aligned_shares), which misses what the gold writes in
    another order than the page."""
    gold_sets = {n: ngrams(gold_tokens, n) for n in (1, 2, 3, 4)}
    runs = np.array([block_label(t, gold_sets) for t in blocks_tokens], float)
    return (runs + aligned_shares(blocks_tokens, gold_tokens)) / 2


class Page:
    """One page's blocks as arrays, with what the fast bag F1 needs."""

    def __init__(self, page, kind, domain, gold_tokens, blocks, n_features, n_voters,
                 cues=None, duplicates=None, groups=(), code=None, cell=None):
        self.id, self.kind, self.domain = page, kind, domain
        # The page's own evidence of its kind (fit_page_types.py's cues); None when unread.
        self.cues = cues
        # 1 + the forum platform whose post container holds each block, 0 for none.
        self.post = np.array([block.get("post", 0) for block in blocks], int)
        # Per block: a forum signature box holds it (ForumSignatures).
        self.signature = np.array([bool(block.get("signature", False)) for block in blocks], bool)
        # Per block: a forum platform's quote of another post holds it (ForumQuotes).
        self.quote = np.array([bool(block.get("quote", False)) for block in blocks], bool)
        # Per block: a reader comment section holds it (ReaderComments).
        self.comments = np.array([bool(block.get("comments", False)) for block in blocks], bool)
        # Per block: an element whose id or class names reviews holds it (CustomerReviews).
        self.reviews = np.array([bool(block.get("reviews", False)) for block in blocks], bool)
        # Per block: a figure that holds no table and no blockquote holds it (ImageFigures).
        self.figure = np.array([bool(block.get("figure", False)) for block in blocks], bool)
        # Per block: a cookie or consent banner holds it (ConsentBanners).
        self.consent = np.array([bool(block.get("consent", False)) for block in blocks], bool)
        # Per block: one of the page's landmarks holds it (PageLandmarks).
        self.landmark = np.array([bool(block.get("landmark", 0)) for block in blocks], bool)
        # Per block: another block has its text (its log-duplicates cue, at index duplicates of
        # the cues, is above 0); all False when unread.
        self.repeated = np.array([duplicates is not None and block["x"][duplicates] > 0
                                  for block in blocks], bool)
        # Per block: inside <pre> or <code> (its in-code cue, at index code of the cues, is
        # above 0: CodeBlocks); all False when unread.
        self.code = np.array([code is not None and block["x"][code] > 0 for block in blocks],
                             bool)
        # Per block: a table cell (its cell cue, at index cell of the cues, is above 0); and the
        # first block with its text, itself when none before it (ConsensusFeatures'
        # firstCopy: TextCopies).
        self.cell = np.array([cell is not None and block["x"][cell] > 0 for block in blocks],
                             bool)
        self.first_copy = np.array([block.get("copy", b) for b, block in enumerate(blocks)], int)
        # Per block: its element's parent, as a number per page (the block's path without its
        # last step).
        parents = {}
        self.parent = np.array([parents.setdefault(block["path"].rsplit("/", 1)[0], len(parents))
                                for block in blocks], int)
        # 1 + the documentation framework whose content container / navigation part holds each
        # block, 0 for none.
        self.docs = np.array([block.get("docs", 0) for block in blocks], int)
        self.docs_nav = np.array([block.get("docs_nav", 0) for block in blocks], int)
        # On a page with a JSON-LD Product description: per block, its words that stand in the
        # description and its words (ProductDescription::cover); and its text's characters.
        self.has_product = any("product" in block for block in blocks)
        self.product = np.array([block.get("product", [0, 0]) for block in blocks],
                                float).reshape(len(blocks), 2)
        self.chars = np.array([len(block["text"]) for block in blocks], float)
        gold = collections.Counter(gold_tokens)
        self.n_gold = len(gold_tokens)
        vocab = {t: i for i, t in enumerate(gold)}
        self.gold_counts = np.array(list(gold.values()), float)
        self.n_vocab = len(vocab)
        rows, cols, vals, ntok, blocks_tokens = [], [], [], [], []
        X = np.zeros((len(blocks), n_voters + n_features))
        for b, block in enumerate(blocks):
            toks = tokens(block["text"])
            blocks_tokens.append(toks)
            ntok.append(len(toks))
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
        # ... and its own group (the repeated sibling group its element is an item of, else the
        # nearest one above it; -1 for none), an index in groups: per group, its items' block
        # ranges.
        self.own_group = np.array([block["own_group"] if block["own_group"] >= 0
                                   else block["group"] for block in blocks], int)
        self.groups = list(groups)
        self.Z = None
        self.rows, self.cols = np.array(rows, int), np.array(cols, int)
        self.vals = np.array(vals, float)
        self.ntok = np.array(ntok, float)
        self.label = block_labels(blocks_tokens, gold_tokens)
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
                              len(voters), record.get("page"), names.index("log-duplicates"),
                              record["groups"], names.index("in-code"), names.index("cell")))
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


def boost(params, X, y, w, rounds, evals=()):
    """An XGBoost booster of `rounds` trees on blocks X with soft labels y and weights w; evals:
    (X, y, w) sets whose weighted log-loss per round is recorded (returned as lists)."""
    mean = float(np.sum(w * y) / np.sum(w))
    settings = {"objective": "binary:logistic", "eval_metric": "logloss", "tree_method": "hist",
                "max_bin": BINS, "subsample": SUBSAMPLE, "lambda": LEAF_L2, "seed": SEED,
                "nthread": THREADS, "verbosity": 0,
                # The trees start from the log-odds of the labels' weighted mean (0 when all
                # labels are alike: the log-odds would be infinite).
                "base_score": mean if 0 < mean < 1 else 0.5}
    settings.update(params)
    train = xgb.DMatrix(X, label=y, weight=w, nthread=THREADS)
    watch = [(xgb.DMatrix(a, label=b, weight=c, nthread=THREADS), f"e{i}")
             for i, (a, b, c) in enumerate(evals)]
    curves = {}
    booster = xgb.train(settings, train, rounds, evals=watch, evals_result=curves,
                        verbose_eval=False)
    return booster, [curves[f"e{i}"]["logloss"] for i in range(len(watch))]


def inner_folds(pages, folds):
    """The pages' domains dealt into folds in the order of a hash other than the outer folds'
    (each inner fold holds whole sites; none is empty while there are as many sites as folds)."""
    domains = sorted({p.domain for p in pages},
                     key=lambda d: hashlib.md5(("inner:" + d).encode()).hexdigest())
    fold = {d: i % folds for i, d in enumerate(domains)}
    return [fold[p.domain] for p in pages]


def blocks(pages):
    """The blocks of pages with a weight (a page without tokens has none): X, labels, weights."""
    X = np.vstack([p.X for p in pages])
    y = np.concatenate([p.label for p in pages])
    w = np.concatenate([p.weight for p in pages])
    keep = w > 0
    return X[keep], y[keep], w[keep]


def choose_parameters(pages):
    """(the GRID's settings, the number of trees) of the least mean held-out log-loss over
    INNER_FOLDS folds of pages by domain, and that log-loss."""
    fold = inner_folds(pages, min(INNER_FOLDS, len({p.domain for p in pages})))
    folds = max(fold) + 1 if fold else 0
    if folds < 2:  # one site: nothing to hold out; the grid's first settings, every tree
        return GRID[0], MAX_TREES, float("nan")
    sets = []
    for k in range(folds):
        sets.append((blocks([p for p, f in zip(pages, fold) if f != k]),
                     blocks([p for p, f in zip(pages, fold) if f == k])))
    best = None
    for params in GRID:
        curves = [boost(params, *train, MAX_TREES, evals=[held])[1][0] for train, held in sets]
        mean = np.mean(curves, axis=0)
        rounds = int(np.argmin(mean)) + 1
        if best is None or mean[rounds - 1] < best[2] - 1e-12:
            best = (params, rounds, float(mean[rounds - 1]))
    return best


def export_tree(tree, depth):
    """One tree of XGBoost's JSON model as the extractor reads it: complete to `depth`, in level
    order (node i's children are 2i + 1, 2i + 2): the input each split reads (-1: none, every
    row goes left), its single-precision threshold (a row goes right when its input is >= it,
    XGBoost's rule), every node's value (a leaf's is what a row there adds; an inner node's the
    Hessian-weighted mean of its leaves', as XGBoost's approximate contributions compute it)."""
    left, right = tree["left_children"], tree["right_children"]
    index, condition = tree["split_indices"], tree["split_conditions"]
    cover = tree["sum_hessian"]
    mean = {}

    def node_mean(i):  # XGBoost's node mean values (the approximate contributions)
        if left[i] == -1:
            mean[i] = float(condition[i])
        else:
            mean[i] = (node_mean(left[i]) * cover[left[i]]
                       + node_mean(right[i]) * cover[right[i]]) / cover[i]
        return mean[i]

    node_mean(0)
    split = np.full(2 ** depth - 1, -1, np.int64)
    threshold = np.zeros(2 ** depth - 1, np.float32)
    value = np.zeros(2 ** (depth + 1) - 1)

    def place(i, position, level):
        value[position] = mean[i]
        if level == depth:
            return
        if left[i] == -1:  # a leaf above the last level: every row goes left, unchanged
            place(i, 2 * position + 1, level + 1)
            place(i, 2 * position + 2, level + 1)
            return
        split[position] = index[i]
        threshold[position] = np.float32(condition[i])
        place(left[i], 2 * position + 1, level + 1)
        place(right[i], 2 * position + 2, level + 1)

    place(0, 0, 0)
    return split, threshold, value


class Trees:
    """Gradient-boosted regression trees on the log-odds (the first pass), fitted by XGBoost and
    exported as the extractor reads them: every tree complete to `depth`, its nodes in level
    order (node i's children are 2i + 1, 2i + 2): split[t, i] is the input a split reads (-1:
    none, every block goes left), threshold[t, i] where it splits (a block goes right when its
    input is >= it, XGBoost's rule), value[t, i] the log-odds the node stands for: a leaf's is
    what a block there adds; an inner node's is the Hessian-weighted mean of its leaves', as
    XGBoost's approximate contributions compute it, which the path attribution reads."""

    def __init__(self, X, y, w, params=None, rounds=None):
        keep = w > 0
        X, y, w = X[keep], y[keep], w[keep]
        if params is None:
            params, rounds = GRID[0], MAX_TREES
        self.params = params
        self.depth = int(params["max_depth"])
        booster, _ = boost(params, X, y, w, rounds)
        model = json.loads(booster.save_raw(raw_format="json"))["learner"]
        base = float(model["learner_model_param"]["base_score"])
        self.base = float(np.log(base / (1 - base)))
        trees = model["gradient_booster"]["model"]["trees"]
        inner, nodes = 2 ** self.depth - 1, 2 ** (self.depth + 1) - 1
        self.split = np.full((len(trees), inner), -1, np.int64)
        self.threshold = np.zeros((len(trees), inner), np.float32)
        self.value = np.zeros((len(trees), nodes))
        for t, tree in enumerate(trees):
            self._export(t, tree)
        self.count = len(trees)
        # The export must predict what XGBoost predicts, and credit each input what XGBoost's
        # approximate contributions credit it, the bias last (its sums are single-precision).
        check = X[:: max(1, len(X) // 5000)]
        if len(check):
            data = xgb.DMatrix(check, nthread=THREADS)
            margin = booster.predict(data, output_margin=True)
            credit = booster.predict(data, pred_contribs=True, approx_contribs=True)
            if np.abs(margin - self.log_odds(check)).max() > 1e-3:
                fail("the exported trees do not predict what XGBoost's do")
            if np.abs(credit - self.contributions(check)).max() > 1e-3:
                fail("the exported trees do not credit the inputs as XGBoost's do")

    def _export(self, t, tree):
        self.split[t], self.threshold[t], self.value[t] = export_tree(tree, self.depth)

    def leaves(self, X, t):
        """The node (level order) each row of X ends in, in tree t."""
        i = np.zeros(len(X), np.int64)
        rows = np.arange(len(X))
        for _ in range(self.depth):
            f = self.split[t, i]
            x = X[rows, np.maximum(f, 0)].astype(np.float32)
            i = 2 * i + 1 + ((f >= 0) & (x >= self.threshold[t, i]))
        return i

    def contributions(self, X):
        """Per row of X, every input's part of the log-odds by path attribution (each split the
        row passes credits the change of node value it makes to the input it reads), then the
        bias (the base and every root's value): ConsensusTrees::firstPassLogOdds's parts."""
        out = np.zeros((len(X), X.shape[1] + 1))
        out[:, -1] = self.base + self.value[:self.count, 0].sum()
        rows = np.arange(len(X))
        for t in range(self.count):
            i = np.zeros(len(X), np.int64)
            for _ in range(self.depth):
                f = self.split[t, i]
                x = X[rows, np.maximum(f, 0)].astype(np.float32)
                child = 2 * i + 1 + ((f >= 0) & (x >= self.threshold[t, i]))
                split = f >= 0
                np.add.at(out, (rows[split], f[split]),
                          self.value[t, child[split]] - self.value[t, i[split]])
                i = child
        return out

    def log_odds(self, X):
        z = np.full(len(X), self.base)
        for t in range(self.count):
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
    """Per block: the first pass's log-odds under model, then its context (context_matrix)."""
    return context_matrix(page, first_pass(model, page.X))


def context_matrix(page, z1):
    """Per block: the first pass's log-odds z1, then the context of ConsensusContext::contexts
    (neighbours' first-pass weights, containers', the page's and the own group's word-weighted
    mean weights)."""
    n = len(page.X)
    if n == 0:
        return np.zeros((0, 1 + len(CONTEXTS)))
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
    # A group's mean: over the blocks of all its items (0 when they have no words, or for a
    # block in no group).
    group_mean = np.array([
        sum(weighted[last] - weighted[first] for first, last in items)
        / max(sum(words[last] - words[first] for first, last in items), 1e-300)
        for items in page.groups] + [0.0])
    columns.append(group_mean[page.own_group])  # -1: the 0 appended
    return np.column_stack(columns)


def fit_linear_passes(pages):
    """The ablation's previous model class, both passes logistic regressions fitted in sample:
    (the first pass's coefficients, the second's); sets every page's Z (its second-pass
    matrix)."""
    model = fit(pages)
    for p in pages:
        p.Z = second_pass_matrix(p, model)
    return model, fit(pages, lambda p: p.Z)


def fit_trees(pages, params, rounds):
    """The first pass's Trees fitted on pages."""
    return Trees(np.vstack([p.X for p in pages]), np.concatenate([p.label for p in pages]),
                 np.concatenate([p.weight for p in pages]), params, rounds)


def stacked_first_pass(pages, folds, params, rounds, trees):
    """page id -> the first pass's log-odds of each page by trees fitted without its fold
    (fold_of's folds: those of pages, whole sites), each page's out-of-fold log-odds; trees' own
    (fitted on all pages) when the pages are of one fold, with none to hold out."""
    held = sorted({fold_of(p, folds) for p in pages})
    if len(held) < 2:
        return {p.id: first_pass(trees, p.X) for p in pages}
    z1 = {}
    for j in held:
        trees = fit_trees([p for p in pages if fold_of(p, folds) != j], params, rounds)
        z1.update((p.id, first_pass(trees, p.X)) for p in pages if fold_of(p, folds) == j)
    return z1


def fit_second_pass(pages, z1):
    """The second pass's beta fitted on the pages' contexts from first-pass log-odds z1 (page
    id -> log-odds); sets every page's Z (its second-pass matrix) from them."""
    for p in pages:
        p.Z = context_matrix(p, z1[p.id])
    return fit(pages, lambda p: p.Z)


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


def predicted_types(train, test):
    """page id -> the type the page classifier predicts for each test page it can read, the
    classifier fitted on the training pages as scripts/fit_page_types.py fits it (settings chosen
    by inner folds by domain), so that a rule that asks the page's type is measured without the
    test pages' sites."""
    import fit_page_types  # imports this module: here, not at the top
    typed = [p for p in train if p.cues is not None and p.kind in TYPES]
    read = [p for p in test if p.cues is not None]
    if not typed or not read:
        return {}
    X = np.array([p.cues for p in typed], np.float32)
    y = np.array([TYPES.index(p.kind) for p in typed])
    params, rounds = fit_page_types.choose(typed, X, y)
    model = fit_page_types.train(X, y, params, rounds)
    scores = model.predict(xgb.DMatrix(np.array([p.cues for p in read], np.float32),
                                       nthread=THREADS))
    return {p.id: TYPES[int(k)] for p, k in zip(read, scores.argmax(1))}


def with_containers(page, kept, kind, items=True, forum=True, documentation=True, product=True,
                    repeats=True, signatures=True, quotes=True, comments=True, reviews=True,
                    figures=True, consent=True, landmarks=True, code=True, copies=True):
    """The blocks kept once the platforms' containers and the product rule have decided, as
    ConsensusExtractor does after its threshold: first, on a page of predicted type collection
    or listing, (items) every block inside the items of a repeated sibling group of at least
    ITEMS_MIN_ITEMS items one of whose blocks is kept (RepeatedItems); on every page, (code) every block
    inside <pre> or <code> is kept (CodeBlocks); on a page of predicted type forum, every block
    inside a forum post container (ForumPostContainers) is kept, then (repeats) every kept block
    of at most REPEAT_MAX_WORDS words whose text another block has, outside the post containers,
    dropped (ForumRepeatedLines), (signatures) every kept block in a signature box outside
    them (ForumSignatures) and (quotes) every kept block in a quote of another post, inside them
    too (ForumQuotes); on one of type documentation,
    every block inside a documentation framework's content container is kept and every block in
    one of its navigation parts dropped (DocumentationContainers); then on one of type product,
    when the kept blocks hold little text, the blocks mostly in the page's JSON-LD Product
    description are kept (ProductDescription); on one of another type than forum, (comments)
    every kept block in a reader comment section is dropped when the kept blocks outside them
    hold COMMENTS_MIN_WORDS_OUTSIDE words or more (ReaderComments); on one of type product,
    (reviews) every kept block in the customer reviews when the kept blocks outside them hold
    REVIEWS_MIN_WORDS_OUTSIDE words or more (CustomerReviews); on every page, (figures)
    every kept block but code in a figure that holds no table and no quotation, when the kept
    blocks outside the figures hold more words (ImageFigures); on every page, (consent)
    every kept block in a cookie or consent banner is dropped (ConsentBanners), and (landmarks)
    every kept block in one of the page's landmarks (PageLandmarks); last, on one of another
    type than documentation, (copies) every kept block but code and table cells whose text a
    kept block before it has, not its sibling (TextCopies)."""
    kept = np.asarray(kept, bool)
    if items and kind in ("collection", "listing") and len(kept):
        kept = kept | repeated_items(page, kept)
    if code and len(kept):
        kept = kept | page.code
    if forum and kind == "forum" and len(kept):
        kept = kept | (page.post > 0)
        if repeats:
            kept = kept & ~((page.words <= REPEAT_MAX_WORDS) & page.repeated & (page.post == 0))
        if signatures:
            kept = kept & ~(page.signature & (page.post == 0))
        if quotes:
            kept = kept & ~page.quote
    if documentation and kind == "documentation" and len(kept):
        kept = (kept | (page.docs > 0)) & (page.docs_nav == 0)
    if product and kind == "product" and len(kept) and page.has_product:
        kept = kept | product_description(page, kept)
    if comments and kind != "forum" and (kept & page.comments).any():
        outside = kept & ~page.comments
        if page.words[outside].sum() >= COMMENTS_MIN_WORDS_OUTSIDE:
            kept = outside
    if reviews and kind == "product" and (kept & page.reviews).any():
        outside = kept & ~page.reviews
        if page.words[outside].sum() >= REVIEWS_MIN_WORDS_OUTSIDE:
            kept = outside
    if figures and len(kept):
        figure = kept & page.figure & ~page.code
        if figure.any() and page.words[kept & ~figure].sum() > page.words[figure].sum():
            kept = kept & ~figure
    if consent and len(kept):
        kept = kept & ~page.consent
    if landmarks and len(kept):
        kept = kept & ~page.landmark
    if copies and kind != "documentation" and len(kept):
        kept = kept & ~text_copies(page, kept)
    return kept


def repeated_items(page, kept):
    """The blocks RepeatedItems::of adds to kept (no page type asked)."""
    added = np.zeros(len(kept), bool)
    for items in page.groups:
        if len(items) >= ITEMS_MIN_ITEMS and any(kept[a:b].any() for a, b in items):
            for a, b in items:
                added[a:b] = True
    return added & ~kept


def text_copies(page, kept):
    """The blocks TextCopies::of drops from kept."""
    kept_first, dropped = {}, np.zeros(len(kept), bool)
    for b in np.flatnonzero(kept):
        first = kept_first.setdefault(page.first_copy[b], b)
        dropped[b] = (first != b and not page.code[b] and not page.cell[b]
                      and page.parent[b] != page.parent[first])
    return dropped


# RepeatedItems::kMinItems: the least number of items of a group whose items are kept whole on
# a collection or a listing (project choice, chosen on the sites of even MD5 of their domain;
# docs/consensus.md#repeated-items).
ITEMS_MIN_ITEMS = 4

# ForumRepeatedLines::kMaxWords: a forum's short repeated line (reply bars, vote counts,
# signatures) has at most this many words (project choice, chosen on the sites of even MD5 of
# their domain; docs/consensus.md#forum-posts).
REPEAT_MAX_WORDS = 10

# ReaderComments::kMinWordsOutside: the words kept outside the comment sections before the
# blocks inside them are dropped (project choice, chosen on the development split;
# docs/consensus.md#reader-comments).
COMMENTS_MIN_WORDS_OUTSIDE = 400

# CustomerReviews::kMinWordsOutside: the words kept outside the customer reviews of a product
# page before the blocks inside them are dropped (project choice;
# docs/consensus.md#customer-reviews).
REVIEWS_MIN_WORDS_OUTSIDE = 100

# ProductDescription's constants: rs-trafilatura's product rule (the found text under 100
# characters, or under 500 with under 20 % of its words in the description) and the share of a
# block's words in the description that makes it the description's (project choice).
SHORT_CHARS, FEW_CHARS, MAX_OVERLAP, MIN_COVER = 100, 500, 0.2, 0.5


def product_description(page, kept):
    """The blocks ProductDescription::apply adds to kept (no page type asked)."""
    none = np.zeros(len(kept), bool)
    chars = float(page.chars[kept].sum())
    if chars >= FEW_CHARS:
        return none
    found, words = page.product[kept, 0].sum(), page.product[kept, 1].sum()
    if chars >= SHORT_CHARS and found >= MAX_OVERLAP * words:
        return none
    share = np.where(page.product[:, 1] > 0,
                     page.product[:, 0] / np.maximum(page.product[:, 1], 1), 0)
    return ~kept & (share >= MIN_COVER)


def has_containers(page):
    """Whether the repeated items', the containers', the product, the reader comments', the
    customer reviews' or the copies' rule could change a block of the page (the consent banners' and the landmarks'
    rules ask no page type)."""
    copies = (page.first_copy != np.arange(len(page.first_copy))).any()
    return bool(any(len(items) >= ITEMS_MIN_ITEMS for items in page.groups)
                or page.post.any() or page.docs.any() or page.docs_nav.any() or page.has_product
                or page.comments.any() or page.reviews.any() or copies)


def describe(params, rounds):
    """The trees' settings in a few words."""
    return (f"{rounds} trees of depth {params['max_depth']}, shrinkage {params['eta']}, "
            f"min child weight {params['min_child_weight']}")


def fold_of(page, folds):
    return int(hashlib.md5(page.domain.encode()).hexdigest(), 16) % folds


def summary(results):
    """Mean F1 over all pages and per page type (None for a type without pages)."""
    out = {"all": float(np.mean([f for _, f in results]))}
    for kind in TYPES:
        values = [f for k, f in results if k == kind]
        out[kind] = float(np.mean(values)) if values else None
    return out


def weights(trees, beta2, pages_blocks):
    """Every block's weight, as the extractor computes it (pages_blocks: a list of X matrices
    with their pages for the context)."""
    out = []
    for page in pages_blocks:
        page.Z = second_pass_matrix(page, trees)
        out.append([float(w) for w in logistic(log_odds(beta2, page.Z))])
    return out


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
                    len(head["voters"]), groups=record["groups"])
        page.Z = second_pass_matrix(page, trees)
        expected[os.path.basename(record["file"])] = [
            float(f"{w:.9g}") for w in logistic(log_odds(beta2, page.Z))]
    write_atomically(out, json.dumps(expected, indent=1, sort_keys=True) + "\n")


# The report's section written by hand (the measured steps of earlier fits, shipped or not),
# which a refit keeps: from this heading to the end.
KEPT_HEADING = "## Measured steps"


def kept_section(report):
    """The part of an existing report from KEPT_HEADING on ("" when none), to append again."""
    try:
        with open(report, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return ""
    at = text.find("\n" + KEPT_HEADING)
    return "\n" + text[at + 1:] if at >= 0 else ""


def main():
    global MAX_TREES, SEED, THREADS  # --max-trees, --seed, --threads
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "app", "cli", "boilerscope-cli"))
    parser.add_argument("--dataset", required=True, help="WCXB's development split (html/, ground-truth/)")
    parser.add_argument("--features",
                        help="cache of the features output: read when it exists, else written")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--max-trees", type=int, default=MAX_TREES,
                        help="the most trees of the first pass (fewer: a faster, rougher fit)")
    parser.add_argument("--threads", type=int, default=THREADS, help="XGBoost's threads")
    parser.add_argument("--seed", type=int, default=SEED,
                        help="XGBoost's seed for the row sampling (the shipped fit: the default)")
    parser.add_argument("--tune", action="store_true",
                        help="choose the first pass's depth, least Hessian and number of trees "
                             "by inner folds within each training fold (slow) instead of the "
                             "fixed settings")
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
    if args.max_trees < 1:
        fail(f"--max-trees {args.max_trees}: at least one tree")
    MAX_TREES = args.max_trees
    THREADS = max(1, args.threads)
    SEED = args.seed
    # fit_page_types imports this module by name: the same one, so that its classifier reads
    # --seed and --threads too.
    sys.modules.setdefault("fit_consensus", sys.modules[__name__])
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

    def settings(train):
        if args.tune:
            return choose_parameters(train)
        return FIRST_PASS, min(TREES, MAX_TREES), float("nan")

    print(f"{len(pages)} pages, {n_blocks} blocks, {len(voters)} voters + {len(names)} cues",
          file=sys.stderr)

    (cv, cv_bare, cv_forum, cv_docs, cv_product, cv_repeats, cv_signatures, cv_quotes,
     cv_comments, cv_reviews, cv_figures, cv_consent, cv_landmarks, cv_code, cv_copies, cv_items,
     cv_flat, cv_one, cv_linear, fold_rows) = ([] for _ in range(20))
    out_of_fold = {}  # page id -> its first pass's log-odds by the trees of its test fold
    cv_halves = []  # (the MD5 of the page's domain modulo 2, its F1 in the cross-validation)
    for k in range(args.folds):
        train = [p for p in pages if fold_of(p, args.folds) != k]
        test = [p for p in pages if fold_of(p, args.folds) == k]
        if not train or not test:
            fail(f"fold {k} of {args.folds} has no pages: too few domains for that many folds")
        # Ablation first, on the same folds: the previous model, logistic regression in both passes.
        linear, beta2 = fit_linear_passes(train)
        for p in test:
            p.Z = second_pass_matrix(p, linear)
        rule = best_rule([logistic(log_odds(beta2, p.Z)) for p in train], train)
        cv_linear += [(p.kind, p.f1(keep(logistic(log_odds(beta2, p.Z)), *rule[:3]))) for p in test]
        params, rounds, inner_loss = settings(train)
        trees = fit_trees(train, params, rounds)
        # Stacking: the second pass is fitted on first-pass weights of the kind it will read,
        # each training page's from trees that never saw it (the inner folds: the training
        # folds), not on the training pages' own, overconfident weights.
        beta2 = fit_second_pass(train, stacked_first_pass(train, args.folds, params, rounds, trees))
        for p in test:
            out_of_fold[p.id] = first_pass(trees, p.X)
            p.Z = context_matrix(p, out_of_fold[p.id])
        train_s = [logistic(log_odds(beta2, p.Z)) for p in train]
        test_s = [logistic(log_odds(beta2, p.Z)) for p in test]
        threshold, relative, floor, train_f1 = best_rule(train_s, train)
        # The containers' rule asks the page classifier: fitted per fold, and only when a test
        # page has a block the rule could keep.
        kinds = predicted_types(train, test) if any(map(has_containers, test)) else {}
        test_kept = [keep(s, threshold, relative, floor) for s in test_s]
        test_f1 = [p.f1(with_containers(p, k, kinds.get(p.id))) for p, k in zip(test, test_kept)]
        cv += [(p.kind, f) for p, f in zip(test, test_f1)]
        cv_halves += [(fold_of(p, 2), f) for p, f in zip(test, test_f1)]
        cv_bare += [(p.kind, p.f1(k)) for p, k in zip(test, test_kept)]
        cv_forum += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), documentation=False)))
                     for p, k in zip(test, test_kept)]
        cv_docs += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), forum=False)))
                    for p, k in zip(test, test_kept)]
        cv_product += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), product=False)))
                       for p, k in zip(test, test_kept)]
        cv_repeats += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), repeats=False)))
                       for p, k in zip(test, test_kept)]
        cv_signatures += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), signatures=False)))
                          for p, k in zip(test, test_kept)]
        cv_quotes += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), quotes=False)))
                      for p, k in zip(test, test_kept)]
        cv_comments += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), comments=False)))
                        for p, k in zip(test, test_kept)]
        cv_reviews += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), reviews=False)))
                       for p, k in zip(test, test_kept)]
        cv_figures += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), figures=False)))
                       for p, k in zip(test, test_kept)]
        cv_consent += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), consent=False)))
                       for p, k in zip(test, test_kept)]
        cv_landmarks += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), landmarks=False)))
                         for p, k in zip(test, test_kept)]
        cv_code += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), code=False)))
                    for p, k in zip(test, test_kept)]
        cv_copies += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), copies=False)))
                      for p, k in zip(test, test_kept)]
        cv_items += [(p.kind, p.f1(with_containers(p, k, kinds.get(p.id), items=False)))
                     for p, k in zip(test, test_kept)]
        # Ablations on the same folds: one threshold for every page; the first pass alone.
        flat = best_rule(train_s, train, relatives=[0])
        cv_flat += [(p.kind, p.f1(keep(s, flat[0], 0, 0))) for p, s in zip(test, test_s)]
        one_train = [logistic(first_pass(trees, p.X)) for p in train]
        one = best_rule(one_train, train)
        cv_one += [(p.kind, p.f1(keep(logistic(first_pass(trees, p.X)), *one[:3]))) for p in test]
        fold_rows.append((k, len(train), len(test), describe(params, rounds), threshold,
                          relative, floor, train_f1, float(np.mean(test_f1))))
        tuned = f" (inner log-loss {inner_loss:.5f})" if args.tune else ""
        print(f"fold {k}: {describe(params, rounds)}{tuned}, "
              f"threshold {threshold}, relative {relative}, floor {floor}, "
              f"train {train_f1:.3f}, test {np.mean(test_f1):.3f}", file=sys.stderr, flush=True)
    params, rounds, _ = settings(pages)
    trees = fit_trees(pages, params, rounds)
    # The second pass and the threshold on the cross-validation's out-of-fold first pass; the
    # in-sample row below reads the trees fitted on all pages, as the extractor does.
    beta2 = fit_second_pass(pages, out_of_fold)
    threshold, relative, floor, _ = best_rule([logistic(log_odds(beta2, p.Z)) for p in pages],
                                              pages)
    for p in pages:
        p.Z = second_pass_matrix(p, trees)
    all_s = [logistic(log_odds(beta2, p.Z)) for p in pages]
    kinds = predicted_types(pages, pages) if any(map(has_containers, pages)) else {}
    in_sample = [(p.kind, p.f1(with_containers(p, keep(s, threshold, relative, floor),
                                               kinds.get(p.id))))
                 for p, s in zip(pages, all_s)]
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
                       row("ablation (CV): without the documentation frameworks' containers",
                           summary(cv_forum)),
                       row("ablation (CV): without the forum platforms' post containers",
                           summary(cv_docs)),
                       row("ablation (CV): without the product rule (JSON-LD Product "
                           "description)", summary(cv_product)),
                       row("ablation (CV): without the forum's repeated short lines "
                           "(ForumRepeatedLines)", summary(cv_repeats)),
                       row("ablation (CV): without the forum's signature boxes "
                           "(ForumSignatures)", summary(cv_signatures)),
                       row("ablation (CV): without the forum's quotes of other posts "
                           "(ForumQuotes)", summary(cv_quotes)),
                       row("ablation (CV): without the reader comments (ReaderComments)",
                           summary(cv_comments)),
                       row("ablation (CV): without the customer reviews (CustomerReviews)",
                           summary(cv_reviews)),
                       row("ablation (CV): without the figures (ImageFigures)",
                           summary(cv_figures)),
                       row("ablation (CV): without the cookie and consent banners "
                           "(ConsentBanners)", summary(cv_consent)),
                       row("ablation (CV): without the page's landmarks (PageLandmarks)",
                           summary(cv_landmarks)),
                       row("ablation (CV): without the code blocks (CodeBlocks)",
                           summary(cv_code)),
                       row("ablation (CV): without the copies of a kept text (TextCopies)",
                           summary(cv_copies)),
                       row("ablation (CV): without the collections' and listings' repeated "
                           "items (RepeatedItems)", summary(cv_items)),
                       row("ablation (CV): without any of the fourteen (so are the ablations "
                           "below)", summary(cv_bare)),
                       row("ablation (CV): one threshold for every page (relative = 0)",
                           summary(cv_flat)),
                       row("ablation (CV): first pass only (no context)", summary(cv_one)),
                       row("ablation (CV): logistic regression in both passes (the previous "
                           "model class)", summary(cv_linear)),
                       row("trafilatura (published)", TRAFILATURA),
                       row("rs-trafilatura (published)", RS_TRAFILATURA)])
    print(table)
    # The containers' and product rules change few pages: their rows to four decimals, on
    # stderr.
    precise = [("with the rules", cv),
               ("without the documentation frameworks'", cv_forum),
               ("without the forum platforms'", cv_docs), ("without the product rule", cv_product),
               ("without the forum's repeated short lines", cv_repeats),
               ("without the forum's signature boxes", cv_signatures),
               ("without the forum's quotes of other posts", cv_quotes),
               ("without the reader comments", cv_comments),
               ("without the customer reviews", cv_reviews),
               ("without the figures", cv_figures),
               ("without the cookie and consent banners", cv_consent),
               ("without the page's landmarks", cv_landmarks),
               ("without the code blocks", cv_code),
               ("without the copies of a kept text", cv_copies),
               ("without the repeated items", cv_items),
               ("without any", cv_bare)]
    for label, results in precise:
        values = summary(results)
        print(f"CV {label}: " + ", ".join(
            f"{c} {values[c]:.4f}" for c in columns if values[c] is not None), file=sys.stderr)
    # The sites' halves, which a change should raise both of.
    print("CV with the rules, the halves (even, odd MD5 of the domain): " + ", ".join(
        f"{np.mean([f for h, f in cv_halves if h == half]):.4f}" for half in (0, 1)),
        file=sys.stderr)

    if not args.write:
        return
    report = [
        "# Fitting the consensus extractor",
        "",
        f"Written by `scripts/fit_consensus.py --write` on {datetime.date.today().isoformat()}: "
        f"{len(pages)} pages of WCXB's development split (pages without a `main_content` are "
        f"skipped; {unread} page(s) the parser refuses score 0 as an empty extraction, where "
        f"`boilerscope-cli eval` skips them), {n_blocks} text blocks, {len(voters)} voter shares and {len(names)} cues per "
        f"block. First pass: gradient-boosted trees fitted by XGBoost {xgb.__version__} "
        f"({SUBSAMPLE:.0%} of the blocks per tree, leaf L2 {LEAF_L2}, thresholds among {BINS} "
        "quantiles), "
        + (f"their depth, shrinkage, least Hessian per side of a split and number chosen "
           f"inside each training fold by {INNER_FOLDS}-fold cross-validation by domain "
           "(the least held-out weighted log-loss; depths "
           + ", ".join(sorted({str(g['max_depth']) for g in GRID})) + ", shrinkage "
           + ", ".join(sorted({str(g['eta']) for g in GRID})) + ", min child weight "
           + ", ".join(sorted({str(g['min_child_weight']) for g in GRID}))
           + f", up to {MAX_TREES} trees)" if args.tune else
           f"fixed: {describe(FIRST_PASS, min(TREES, MAX_TREES))} (the settings of the "
           "hand-written trees before; chosen by held-out log-loss they scored lower)")
        + f"; second pass: logistic regression with an L2 penalty of {L2} on the first pass's "
        "log-odds and the block's context, fitted on stacked first-pass weights (each training "
        "page's from trees fitted without its fold: the other training folds in the "
        "cross-validation); a block is kept when its weight "
        "reaches min(threshold, relative × the page's highest weight) (the threshold alone when "
        "that highest weight is below a floor), the three chosen on the training pages' stacked "
        "weights "
        f"(threshold {THRESHOLDS[0]} to {THRESHOLDS[-1]}, relative 0 or {RELATIVES[1]} to "
        f"{RELATIVES[-1]}, floor {FLOORS[0]} to {FLOORS[-1]}). Measure: WCXB word F1 (mean "
        "over pages of the F1 of bags of lower-cased `\\w+` tokens).",
        "",
        f"**Cross-validated** ({args.folds} folds by domain: each page is scored by the model "
        "fitted without its site); the in-sample row is shown only to show the gap.",
        "",
        table,
        "",
        "",
        "Per fold:",
        "",
        "| fold | training pages | test pages | trees | threshold "
        "| relative | floor | training F1 (stacked) | test F1 |",
        "|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    report += [f"| {k} | {a} | {b} | {d} | {t:.3f} | {r:.2f} | {fl:.2f} | {tr:.3f} | {te:.3f} |"
               for k, a, b, d, t, r, fl, tr, te in fold_rows]
    inputs = list(voters) + list(names)
    used = collections.Counter(int(f) for f in trees.split.ravel() if f >= 0)
    report += ["", f"The model fitted on all pages is in `core/extractors/consensus/{MODEL_NAME}.h` "
               f"and `.cpp`: base log-odds {trees.base:.4f}, "
               f"{describe(params, rounds)}"
               + (f" (chosen by {INNER_FOLDS}-fold cross-validation by domain on all pages)"
                  if args.tune else "")
               + f", threshold {threshold:.3f}, relative {relative:.3f}, floor "
               f"{floor:.3f} (these and the second pass chosen on every page's first pass by the "
               f"trees of its test fold above); second pass: bias {beta2[-1]:.4f}, "
               f"first pass {beta2[0]:.4f}, "
               + ", ".join(f"{c} {v:.4f}" for c, v in zip(CONTEXTS, beta2[1:-1])) + ".",
               "", "Inputs by the number of splits that read them (the others are never read):",
               "", "| input | splits |", "|---|---:|"]
    report += [f"| {inputs[f]} | {n} |" for f, n in used.most_common()]
    report += [""]
    files = model_files(trees, beta2, threshold, relative, floor, names, voters)
    for path in model_paths(args.model_dir):
        write_atomically(path, files[os.path.basename(path)])
    write_fixture(args.cli, trees, beta2, args.fixture, args.expected)
    write_atomically(args.report, "\n".join(report) + kept_section(args.report))
    print(f"wrote {MODEL_NAME}.h and .cpp in {args.model_dir}, {args.expected} and {args.report}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
