"""What the title scripts share: the title's score as `eval --metadata` computes it, and the
halves and folds of WCXB's sites (fit_title_chooser.py, measure_title_surroundings.py and the
scripts built on the latter). Needs nothing beyond Python's standard library."""

import collections
import hashlib
import re
import urllib.parse


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
