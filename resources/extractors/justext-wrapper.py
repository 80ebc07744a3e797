"""jusText (Pomikálek 2011) as a Boilerscope extractor with its own reasons (output "judgements",
docs/external-extractors.md), run by the project's virtual environment (resources/extractors/
python/requirements.txt).

Reads the page's original bytes on standard input (jusText detects their encoding itself, the
charset Boilerscope detected is its fallback: first argument), classifies its paragraphs with
the English stop-word list and jusText's default thresholds, and prints the good paragraphs as
the text and, for every paragraph, its class with the numbers that decided it.
"""
import codecs
import json
import sys

import justext
from justext.core import (LENGTH_HIGH_DEFAULT, LENGTH_LOW_DEFAULT,
                          MAX_LINK_DENSITY_DEFAULT, STOPWORDS_HIGH_DEFAULT,
                          STOPWORDS_LOW_DEFAULT)

# Project choice: the text handed over for finding a paragraph on the page is cut to this many
# words (enough to be unique on a page; a paragraph's path is jusText's own XPath, which
# counts elements after its cleaning and so does not name Boilerscope's nodes).
TEXT_WORDS = 40


def context_free(p, stoplist):
    """Why jusText's context-free step gave p its class (justext.core.classify_paragraphs)."""
    length = len(p)
    links = p.links_density()
    stops = p.stopwords_density(stoplist)
    numbers = f"length {length}, link density {links:.2f}, stop-word density {stops:.2f}"
    if links > MAX_LINK_DENSITY_DEFAULT:
        return f"bad: link density {links:.2f} > {MAX_LINK_DENSITY_DEFAULT}; {numbers}"
    if "\xa9" in p.text or "&copy" in p.text:
        return f"bad: a copyright sign; {numbers}"
    if "select" in p.dom_path:
        return f"bad: inside a select; {numbers}"
    if length < LENGTH_LOW_DEFAULT:
        if p.chars_count_in_links > 0:
            return f"bad: short ({length} < {LENGTH_LOW_DEFAULT}) with a link; {numbers}"
        return f"short: {length} < {LENGTH_LOW_DEFAULT} characters; {numbers}"
    if stops >= STOPWORDS_HIGH_DEFAULT:
        if length > LENGTH_HIGH_DEFAULT:
            return (f"good: stop-word density {stops:.2f} >= {STOPWORDS_HIGH_DEFAULT} and length"
                    f" {length} > {LENGTH_HIGH_DEFAULT}; {numbers}")
        return (f"near-good: stop-word density {stops:.2f} >= {STOPWORDS_HIGH_DEFAULT}, length"
                f" {length} <= {LENGTH_HIGH_DEFAULT}; {numbers}")
    if stops >= STOPWORDS_LOW_DEFAULT:
        return f"near-good: stop-word density {stops:.2f} >= {STOPWORDS_LOW_DEFAULT}; {numbers}"
    return f"bad: stop-word density {stops:.2f} < {STOPWORDS_LOW_DEFAULT}; {numbers}"


def main():
    charset = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else "utf-8"
    try:
        codecs.lookup(charset)
    except LookupError:
        charset = "utf-8"
    page = sys.stdin.buffer.read()
    stoplist = justext.get_stoplist("English")
    judgements, kept = [], []
    if page.strip():
        for p in justext.justext(page, stoplist, default_encoding=charset):
            why = context_free(p, stoplist)
            final = p.class_type.replace("neargood", "near-good")
            if final != p.cf_class.replace("neargood", "near-good"):
                why = f"{final} by its neighbours (context-free {why})"
            if p.heading:
                why = "heading; " + why
            judgements.append({
                "text": " ".join(p.text.split()[:TEXT_WORDS]),
                "kept": not p.is_boilerplate,
                "reason": "jusText " + why,
            })
            if not p.is_boilerplate:
                kept.append(p.text)
    json.dump({"text": "\n".join(kept), "judgements": judgements}, sys.stdout,
              ensure_ascii=False)


main()
