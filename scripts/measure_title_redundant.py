#!/usr/bin/python3
"""Measure title rules read from the title's own words and the URL's path, against the extractor's.

    scripts/measure_title_redundant.py --cli build/app/cli/boilerscope-cli \\
        --wcxb WCXB_PACKAGE --readability READABILITY_PACKAGE [--list]

The packages are what `boilerscope-cli import wcxb` and `import readability` make. Every page's
title candidates and the one the rules chose come from `boilerscope-cli extract -e plain --format
json --explain` (measure_title_surroundings.read_pages); each variant below is applied to the
extractor's choice, and the mean word F1 with the gold (as `eval --metadata` scores the title)
printed over WCXB, over the halves of its sites by the MD5 of the URL's host (even or odd first
byte, "www." dropped), and over the Readability test pages, with the pages it changes:

1. a redundant first part: the chosen title's first part before a separator (| - – — / · • ::
   ~ with spaces around) taken off when its words are all among the rest's ("json — JSON
   encoder and decoder"), when it is the rest's initials ("GNW - Gaming News Weekly"), or either;
2. the URL's path: a confirmed headline giving way to the first-ranked title markup when the
   markup has more of the words of the URL's path (every segment, or the last) than the
   headline, with or without the headline's words all within the markup ("Carry-On" beside
   "Carry On Luggage" at /luggage/carry-on);
3. the markup's spelling: a chosen headline giving way to the first-ranked title markup when
   the two have the same letters and digits ("Question Want to know…" beside "Question - Want
   to know…", "Remote Full Stack…" beside "Remote Full-Stack…");
4. a short headline named more fully: a confirmed headline of at most 1, 3 or any number of words
   giving way to the first-ranked title markup when the markup has more words, all of the
   headline's among them, and no separator (nor ": "), with or without the markup not starting
   with the headline's words ("Carry-On" beside og:title "Quality Carry-On Luggage & Suitcases").

The figures are docs/metadata.md's (the title rules' table). With --list, the pages each
variant changes. Needs lxml (Debian's python3-lxml), as measure_title_surroundings does.
Writes nothing.
"""

import argparse
import re
import urllib.parse

import measure_title_surroundings as surroundings
import title_words

SEPARATORS = [" | ", " - ", " – ", " — ", " / ", " · ", " • ", " :: ", " ~ "]
PAGE_EXTENSION = re.compile(r"\.(?:html?|php|aspx?|jsp)$")


def words(text):
    return re.findall(r"[0-9a-z\x80-\U0010ffff]+", (text or "").lower())


def chosen(p):
    return p["chosen"]["value"] if p["chosen"] else ""


def first_part_rule(within, initials):
    def choose(p):
        title = chosen(p)
        found = None
        for sep in SEPARATORS:
            i = title.find(sep)
            if i > 0 and (found is None or i < found[0]):
                found = (i, sep)
        if found is None:
            return title
        head, rest = title[:found[0]].strip(), title[found[0] + len(found[1]):].strip()
        wh, wr = words(head), words(rest)
        if not wh or len(rest.split()) < 2:
            return title
        if within and set(wh) <= set(wr):
            return rest
        if initials and len(wh) == 1 and len(wr) >= 2 and "".join(w[0] for w in wr) == wh[0]:
            return rest
        return title
    return choose


def path_words(url, last):
    segments = [s for s in urllib.parse.urlparse(url).path.split("/") if s]
    if last:
        segments = segments[-1:]
    return set(words(PAGE_EXTENSION.sub("", urllib.parse.unquote("/".join(segments)))))


def path_rule(last, within):
    def choose(p):
        c, markup = p["chosen"], p["markup"]
        if c is None or c["source"] != "h1" or markup is None or not p["url"]:
            return chosen(p)
        wanted = path_words(p["url"], last)
        heading, other = set(words(c["value"])), set(words(markup["value"]))
        if not wanted or (within and not heading <= other):
            return chosen(p)
        return markup["value"] if len(other & wanted) > len(heading & wanted) else chosen(p)
    return choose


def spelling_rule(p):
    c, markup = p["chosen"], p["markup"]
    if c is None or c["source"] != "h1" or markup is None:
        return chosen(p)
    same = surroundings.key(markup["value"]) == surroundings.key(c["value"])
    return markup["value"] if same else chosen(p)


MARKUP_SEPARATOR = re.compile(r"\s(?:\||-|–|—|·|•|»|«|›|‹|/|::|~)\s|:\s")


def fuller_rule(max_words, not_starting):
    def choose(p):
        c, markup = p["chosen"], p["markup"]
        if c is None or c["source"] != "h1" or markup is None or \
                len(c["value"].split()) > max_words:
            return chosen(p)
        heading, other = words(c["value"]), words(markup["value"])
        if not set(heading) <= set(other) or len(other) <= len(heading) or \
                MARKUP_SEPARATOR.search(markup["value"]) or \
                (not_starting and other[:len(heading)] == heading):
            return chosen(p)
        return markup["value"]
    return choose


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", required=True)
    ap.add_argument("--wcxb", required=True)
    ap.add_argument("--readability", required=True)
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    wcxb = surroundings.read_pages(args.cli, args.wcxb)
    readability = surroundings.read_pages(args.cli, args.readability)
    rules = [("the extractor", chosen)]
    for within, initials, name in [(True, False, "its words within the rest's"),
                                   (False, True, "the rest's initials"),
                                   (True, True, "either")]:
        rules.append(("a redundant first part off: " + name, first_part_rule(within, initials)))
    for last in (False, True):
        for within in (False, True):
            rules.append(("the markup when it has more of the words of the URL's %s%s" % (
                "last segment" if last else "path",
                ", the headline's words within it" if within else ""), path_rule(last, within)))
    rules.append(("the markup's spelling of the same letters and digits", spelling_rule))
    for max_words in (1, 3, None):
        for not_starting in (False, True):
            rules.append(("the markup naming a headline of %s more fully, without a separator%s" % (
                "any length" if max_words is None else "at most %d word%s" % (
                    max_words, "" if max_words == 1 else "s"),
                ", not starting with it" if not_starting else ""),
                fuller_rule(max_words or 10**6, not_starting)))
    listed = title_words.print_rules([(name, chosen, choose) for name, choose in rules],
                                     wcxb, readability)
    if args.list:
        for name, rows in listed[1:]:
            print("\n" + name)
            print("\n".join(rows))


if __name__ == "__main__":
    main()
