"""What the title scripts share: every titled page of a package as `extract --explain` reads it,
the title's score as `eval --metadata` computes it, and the halves of WCXB's sites
(fit_title_chooser.py, measure_title_surroundings.py and the scripts built on the latter). Needs
nothing beyond Python's standard library."""

import collections
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
import threading
import urllib.parse


def explained_pages(cli, package):
    """(meta, html, result) for every page of the package whose gold has a title: its
    STEM.meta.json, its HTML, and `extract -e plain --format json --explain`'s object for it,
    the page given with its URL. extract exits non-zero when a page fails (two of WCXB's are not
    parsed); those pages are left out, as `eval --metadata` leaves them out."""
    stems = sorted(n[:-len(".meta.json")] for n in os.listdir(package)
                   if n.endswith(".meta.json"))
    metas = {s: json.load(open(os.path.join(package, s + ".meta.json"))) for s in stems}
    htmls = {}
    proc = subprocess.Popen([cli, "extract", "-e", "plain", "--format", "json", "--explain",
                             "--input-format", "jsonl", "--jobs", "2", "-"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)

    def feed():
        for s in stems:
            path = os.path.join(package, s + ".html.gz")
            html = gzip.open(path, "rb").read() if os.path.exists(path) else \
                open(os.path.join(package, s + ".html"), "rb").read()
            htmls[s] = html.decode("utf-8", "replace")
            line = {"id": s, "url": metas[s].get("url", ""), "html": htmls[s]}
            proc.stdin.write((json.dumps(line) + "\n").encode())
        proc.stdin.close()

    threading.Thread(target=feed, daemon=True).start()
    out = []
    for line in proc.stdout:
        d = json.loads(line)
        meta = metas[d["id"]]
        if meta.get("title"):
            out.append((meta, htmls[d["id"]], d))
    proc.wait()
    if not out:
        sys.exit("extract gave no page")
    return out


def word_f1(a, b):
    """Bag-of-words F1 of white-space-separated, case-folded words (MetadataScorer::
    foldedWordF1); 1 when both have none."""
    wa, wb = a.casefold().split(), b.casefold().split()
    if not wa and not wb:
        return 1.0
    if not wa or not wb:
        return 0.0
    same = sum((collections.Counter(wa) & collections.Counter(wb)).values())
    if not same:
        return 0.0
    p, r = same / len(wa), same / len(wb)
    return 2 * p * r / (p + r)


def host_of(url):
    """The URL's host without a leading "www."."""
    h = urllib.parse.urlparse(url).hostname or ""
    return h[4:] if h.startswith("www.") else h


def half_of(url):
    """0 or 1: the half of the sites the URL's host falls in (the first byte of its MD5)."""
    return hashlib.md5(host_of(url).encode()).digest()[0] % 2


def key(text):
    """The text's lower-cased letters and digits (and every non-ASCII character), as
    TitleCleaner::key compares titles."""
    return re.sub(r"[^0-9a-z\x80-\U0010ffff]", "", (text or "").lower())


def score_rule(pages, old_of, new_of):
    """A title rule against the choice it changes, over pages with a "gold" and a "url": the mean
    word F1 of new_of(page) over every page and over each half of the sites, the pages changed
    [all, better, worse], and a line per changed page."""
    total, halves, changed, rows = [], {0: [], 1: []}, [0, 0, 0], []
    for p in pages:
        old, new = old_of(p), new_of(p)
        s, s0 = word_f1(new, p["gold"]), word_f1(old, p["gold"])
        if new != old:
            changed[0] += 1
            changed[1] += s > s0 + 1e-9
            changed[2] += s < s0 - 1e-9
            rows.append("%+.2f  %s  ->  %s  (gold: %s)" % (s - s0, old, new, p["gold"]))
        total.append(s)
        halves[half_of(p["url"])].append(s)
    mean = lambda v: sum(v) / len(v) if v else float("nan")
    return mean(total), mean(halves[0]), mean(halves[1]), changed, rows


def print_rules(rules, wcxb, readability):
    """The Markdown table of title rules, each (name, old_of, new_of) scored by score_rule over
    WCXB, its halves and the Readability pages; returns each rule's name with the lines of the
    pages it changes (WCXB's, then the Readability pages')."""
    print("| rule | WCXB | even half | odd half | Readability pages | pages changed "
          "(better, worse; Readability) |")
    print("|---|---:|---:|---:|---:|---|")
    listed = []
    for name, old_of, new_of in rules:
        w, even, odd, wc, rows = score_rule(wcxb, old_of, new_of)
        rd, _, _, rc, rd_rows = score_rule(readability, old_of, new_of)
        print("| %s | %.4f | %.4f | %.4f | %.4f | %d (%d, %d; %d) |"
              % (name, w, even, odd, rd, wc[0], wc[1], wc[2], rc[0]))
        listed.append((name, rows + rd_rows))
    return listed
