#!/usr/bin/python3
"""Measure title rules that take a part off the chosen title where the page shows that part alone.

And the rules that read the page's breadcrumb trail's last item.

    scripts/measure_title_parts.py --cli build/app/cli/boilerscope-cli \\
        --wcxb WCXB_PACKAGE --readability READABILITY_PACKAGE [--list]

The packages are what `boilerscope-cli import wcxb` and `import readability` make.

1. `boilerscope-cli extract -e plain --format json --explain` gives every page's title
   candidates and the one the rules chose (measure_title_surroundings.read_pages); where the
   extractor took the title's last part off (MetadataRules::kMaxShownSectionWords, its reason
   quotes what it took), the title before that rule is put back together.
2. The page's HTML, parsed by lxml (<head>, scripts and styles dropped), gives the text of each
   element of its body, white space collapsed and case folded, with the tags that show it.
3. Each variant splits the title before the rule at its last (or first) separator with spaces
   around it (| - – — / · • :: ~) and takes that part off when the page shows it alone, with at
   most N words, at least two words left, and (the "not as a heading" variants) no <h1> to <h6>
   showing it. The mean word F1 with the gold (as `eval --metadata` scores the title) is printed
   over WCXB, over the halves of its sites by the MD5 of the URL's host (even or odd first byte,
   "www." dropped), and over the Readability test pages, with the pages each changes.
4. After the shipped parts' rule, the breadcrumbs' rules (MetadataRules::kBreadcrumbWord): a
   trail is an element whose class or id says "breadcrumb" or whose aria-label is it, its last
   item its last <li>, <a> or <span> without elements inside; where the extractor chose the
   <h1> for its trail, the title before it is the markup.

The figures are docs/metadata.md's (the title rules' table). lxml's parse is not gumbo's: the
shipped rule changes a page or so more here than under `eval --metadata`. With --list, the
pages the shipped variant changes. Needs lxml (Debian's python3-lxml). Writes nothing.
"""

import argparse
import gzip
import os
import re

import lxml.etree
import lxml.html

import measure_title_surroundings as surroundings
import title_words

SEPARATORS = [" | ", " - ", " – ", " — ", " / ", " · ", " • ", " :: ", " ~ "]
HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
BREADCRUMB_CHOSEN = "the breadcrumbs' last item, where the chosen title markup is not"
TAKEN_OFF = re.compile(r'; "([^"…]*)" taken off its end: the page shows its last part alone')
# MetadataRules::kMaxShownSectionWords.
SHIPPED_WORDS = 4


def norm(text):
    return " ".join(text.split()).casefold()


def shown_texts(path):
    """Each short text of the body's elements, with the tags of the elements that show it."""
    html = gzip.open(path, "rb").read() if path.endswith(".gz") else open(path, "rb").read()
    try:
        doc = lxml.html.document_fromstring(html)
    except (ValueError, lxml.etree.ParserError):
        return {}
    for bad in doc.xpath("//script|//style|//noscript|//template|//head"):
        if bad.getparent() is not None:
            bad.drop_tree()
    texts = {}
    for el in doc.iter():
        if isinstance(el.tag, str):
            text = norm(" ".join(el.itertext()))
            if text and len(text.split()) <= 12:
                texts.setdefault(text, set()).add(el.tag)
    trails = doc.xpath('//*[contains(translate(@class, "BREADCRUMB", "breadcrumb"), "breadcrumb")'
                       ' or contains(translate(@id, "BREADCRUMB", "breadcrumb"), "breadcrumb")'
                       ' or translate(@aria-label, "BREADCRUMB", "breadcrumb") = "breadcrumb"]')
    ends = []
    for trail in trails:
        items = [norm(" ".join(i.itertext())) for i in trail.xpath(".//li|.//a|.//span[not(*)]")]
        items = [i for i in items if i]
        if items:
            ends.append(items[-1])
    return texts, ends


def read(cli, package):
    pages = surroundings.read_pages(cli, package)
    for p in pages:
        c = p["chosen"]
        value = c["value"] if c else ""
        m = TAKEN_OFF.search(c["reason"]) if c else None
        if c and BREADCRUMB_CHOSEN in c["reason"]:
            p["before"] = p["markup"]["value"]
        else:
            p["before"] = value + m.group(1) if m else value
        p["after"] = value
        path = os.path.join(package, p["id"] + ".html.gz")
        p["texts"], p["trail_ends"] = shown_texts(path if os.path.exists(path) else
                                                  os.path.join(package, p["id"] + ".html"))
    return pages


def split(title, last):
    found = None
    for sep in SEPARATORS:
        i = title.rfind(sep) if last else title.find(sep)
        if i > 0 and (found is None or (i > found[0] if last else i < found[0])):
            found = (i, sep)
    if found is None:
        return None
    i, sep = found
    return title[:i].strip(), title[i + len(sep):].strip()


def rule(last, max_words, not_heading):
    def choose(p):
        t = p["before"]
        parts = split(t, last)
        if parts is None:
            return t
        kept, part = parts if last else parts[::-1]
        tags = p["texts"].get(norm(part))
        if not tags or (not_heading and tags & HEADINGS):
            return t
        if len(part.split()) > max_words or len(kept.split()) < 2:
            return t
        return kept
    return choose


def trail_rule(to_heading, agreement):
    """After the shipped parts' rule: where the markup is chosen (to_heading) the first <h1> not
    naming the site when a trail's last item has its words and none has the title's; or where
    an <h1> is chosen, the markup when a trail's last item has the markup's words and none the
    <h1>'s (word F1 at least agreement)."""
    parts = rule(True, SHIPPED_WORDS, False)

    def named(p, value):
        return any(surroundings.word_f1(end, value) >= agreement for end in p["trail_ends"])

    def choose(p):
        title, c, markup = parts(p), p["chosen"], p["markup"]
        if c is None or markup is None:
            return title
        heading_chosen = c["source"] == "h1" and BREADCRUMB_CHOSEN not in c["reason"]
        if to_heading and not heading_chosen and p["headings"]:
            first = p["headings"][0]["value"]
            if named(p, first) and not named(p, title):
                return first
        if not to_heading and heading_chosen:
            if named(p, markup["value"]) and not named(p, title):
                return markup["value"]
        return title
    return choose


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", required=True)
    ap.add_argument("--wcxb", required=True)
    ap.add_argument("--readability", required=True)
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    wcxb = read(args.cli, args.wcxb)
    readability = read(args.cli, args.readability)
    limits = [1, 2, 3, 4, 5, 6, None]
    rules = [("before the rule", lambda p: p["before"]),
             ("the extractor (the shipped rule, gumbo's parse)", lambda p: p["after"])]
    for last, not_heading, words in [(True, False, [1, 2, 3, 4, None]),
                                     (False, False, [1, 2, 3, 4, None]),
                                     (True, True, limits)]:
        for n in words:
            rules.append(("the %s part shown alone%s, %s" % (
                "last" if last else "first", ", not as a heading" if not_heading else "",
                "any length" if n is None else "at most %d word%s" % (n, "" if n == 1 else "s")),
                rule(last, n or 10**6, not_heading)))
    for to_heading in (True, False):
        for agreement in (1.0, 0.8):
            rules.append(("after the parts' rule of 4 words, %s when a breadcrumb trail's last "
                          "item has its words (F1 %.1f)" % (
                              "the first <h1> instead of the markup" if to_heading else
                              "the markup instead of the <h1>", agreement),
                          trail_rule(to_heading, agreement)))
    title_words.print_rules([(name, lambda p: p["before"], choose) for name, choose in rules],
                            wcxb, readability)
    if args.list:
        shipped = rule(True, SHIPPED_WORDS, False)
        for p in wcxb + readability:
            new = shipped(p)
            if new != p["before"]:
                gain = surroundings.word_f1(new, p["gold"]) - \
                    surroundings.word_f1(p["before"], p["gold"])
                print("%+.2f  %s  ->  %s  (gold: %s)" % (gain, p["before"], new, p["gold"]))


if __name__ == "__main__":
    main()
