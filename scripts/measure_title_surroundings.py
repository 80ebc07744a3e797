#!/usr/bin/python3
"""Measure title rules read from the headline's surroundings, against the metadata extractor's.

    scripts/measure_title_surroundings.py --cli build/app/cli/boilerscope-cli \\
        --wcxb WCXB_PACKAGE --readability READABILITY_PACKAGE [--search]

The packages are what `boilerscope-cli import wcxb` and `import readability` make (STEM.html.gz
or STEM.html beside STEM.meta.json with the gold `title` and the page's `url`).

1. `boilerscope-cli extract -e plain --format json --explain` gives every page's title
   candidates and the one the rules chose; the page's HTML, parsed by lxml, gives each <h1>
   candidate's surroundings (the <h1> whose text has the candidate's letters and digits): its
   ancestors' tags, classes and ids, the paragraphs after it, the page's og:type.
2. The choice before the rule of a long <h1> in a "header" class (MetadataRules::
   kMinHeaderHeadlineWords) is taken back where that rule chose: the candidate the ranks choose.
3. Each variant rule below is applied to that choice, and the mean word F1 with the gold (white
   space and case folded, as `eval --metadata` scores the title) printed over WCXB, over the
   halves of its sites by the MD5 of the URL's host (even or odd first byte, "www." dropped), and
   over the Readability test pages, with the pages it changes.
4. With --search, every cue of the <h1>'s place and of the page, alone and in pairs, as a
   condition to switch the title (from the confirmed headline to the markup, and from the markup
   to the first <h1>), from the extractor's choice (with --before, from the choice before the
   header rule): the conditions ranked by their gain on the even half, each with its gain on the
   odd half and on the Readability pages.

The figures are docs/metadata.md's (the title rules' table and "The headline's surroundings").
lxml's parse is not gumbo's: the shipped rule scores a little apart here from `eval --metadata`.
Needs lxml (Debian's python3-lxml), nothing else. Writes nothing.
"""

import argparse
import itertools
import re
import urllib.parse

import lxml.etree
import lxml.html

from title_words import explained_pages, half_of, key, print_rules, word_f1

# MetadataRules::kMinHeaderHeadlineWords and kHeadlineHeaderWord.
MIN_WORDS = 8
HEADER = "header"
# What the extractor appends to an <h1> candidate's reason in such an element.
HEADER_REASON = 'inside an element whose class or id says "header"'
# trafilatura 2.3.1, xpaths.py TITLE_XPATHS, its first expression's class test.
TRAFILATURA_TITLE_CLASS = re.compile(r"(?:post-|entry-|article-|post__)title|headline")
# Class and id words looked for in an <h1>'s ancestors (its six nearest) and in its own.
CUE_WORDS = ["hero", "banner", "header", "masthead", "card", "title", "entry", "post", "product",
             "category", "breadcrumb", "content", "article", "main", "page", "jumbotron",
             "intro", "cover", "splash", "landing", "section", "archive", "listing",
             "collection", "sidebar", "modal", "popup", "logo", "brand", "nav", "menu",
             "footer", "widget", "slide"]
SEPARATOR = re.compile(r"\s(?:\||-|–|—|·|•|»|«|›|‹|/|::|:|~)\s")


def surroundings(html, candidates):
    """The page's og:type and <h1> count, and per <h1> candidate its surroundings (None when no
    <h1> of lxml's parse has its text)."""
    try:
        doc = lxml.html.document_fromstring(html.encode("utf-8"))
    except (ValueError, lxml.etree.ParserError):
        return {"og_type": "", "h1s": 0, "h2s": 0}, [None] * len(candidates)
    for bad in doc.xpath("//script|//style|//noscript|//template"):
        if bad.getparent() is not None:
            bad.drop_tree()
    h1s = doc.xpath("//h1")
    page = {"og_type": doc.xpath('string(//meta[@property="og:type"]/@content)').strip().lower(),
            "h1s": len(h1s), "h2s": len(doc.xpath("//h2"))}
    out = []
    for c in candidates:
        k = key(c["raw"])
        el = next((h for h in h1s if key(" ".join(h.itertext())) == k), None)
        if el is None:
            out.append(None)
            continue
        ancestors = list(el.iterancestors())
        tags = {a.tag for a in ancestors}
        names = [((a.get("class") or "") + " " + (a.get("id") or "")).lower() for a in ancestors]
        own = ((el.get("class") or "") + " " + (el.get("id") or "")).lower()
        near = " ".join(names[:6])
        follow, first_paragraph = 0, None
        cur, steps, stop = el, 0, False
        while cur is not None and not stop and steps < 40:
            for s in cur.itersiblings():
                steps += 1
                if not isinstance(s.tag, str):
                    continue
                if s.tag in ("h1", "h2"):
                    stop = True
                    break
                for p in [s] if s.tag == "p" else s.xpath(".//p"):
                    if first_paragraph is None and len(" ".join(p.itertext()).split()) >= 15:
                        first_paragraph = steps
                follow += len(" ".join(s.itertext()).split())
                if s.xpath(".//h1|.//h2") or follow > 300 or steps >= 40:
                    stop = True
                    break
            cur = cur.getparent()
            if cur is not None and cur.tag == "body":
                break
        out.append({
            "header_class": any(HEADER in n for n in names),
            "header_element": "header" in tags,
            "trafilatura_class": bool(TRAFILATURA_TITLE_CLASS.search(el.get("class") or ""))
            or "headline" in (el.get("id") or "") or "headline" in (el.get("itemprop") or ""),
            "hero_banner": any("hero" in n or "banner" in n for n in names),
            "tags": tags, "near": [w for w in CUE_WORDS if w in near],
            "own": [w for w in CUE_WORDS if w in own], "follow": follow,
            "paragraph": first_paragraph})
    return page, out


def read_pages(cli, package):
    """Every page of the package with a gold title: its URL, gold, title candidates (each <h1>
    with its surroundings) and the choice before the header rule."""
    pages = []
    for meta, html, d in explained_pages(cli, package):
        title = d["metadata"]["title"]
        cands = title["candidates"]
        headings = [c for c in cands if c["source"] == "h1"]
        page, places = surroundings(html, headings)
        for c, place in zip(headings, places):
            c["place"] = place
        chosen = next((c for c in cands if c["value"] == title["value"] and
                       c["key"] == title["key"] and c["path"] == title["path"]), None)
        by_rank = min((c for c in cands if c["value"]), key=lambda c: c["rank"], default=None)
        before = chosen
        if chosen is not None and chosen["source"] == "h1" and \
                HEADER_REASON in chosen["reason"] and not confirmed(chosen):
            before = by_rank
        markup = min((c for c in cands if c["source"] != "h1" and c["value"]),
                     key=lambda c: c["rank"], default=None)
        pages.append({"id": d["id"], "url": meta.get("url", ""), "gold": meta["title"], "page": page,
                      "chosen": chosen, "before": before, "markup": markup,
                      "headings": [c for c in headings if "names the site" not in c["reason"]],
                      "ld_types": {c["key"].split(".")[0] for c in cands
                                   if c["source"] == "json-ld"}})
    return pages


def confirmed(c):
    """Whether the extractor's reason says the markup confirms the <h1> or the URL names it."""
    if "the URL's last segment" in c["reason"]:
        return True
    m = re.search(r"word F1 ([0-9.]+) with the title markup, ([0-9.]+) of its words in it",
                  c["reason"])
    return bool(m) and (float(m.group(1)) >= 0.5 or float(m.group(2)) >= 0.8)


def header_rule(place_test, words=MIN_WORDS, first=True):
    """The markup chosen: the first <h1> instead when it is long and place_test holds."""
    def rule(p):
        if p["before"] is None or p["before"]["source"] == "h1":
            return p["before"]
        for h in p["headings"][:1] if first else p["headings"]:
            if h["place"] and len(h["value"].split()) >= words and place_test(h["place"]):
                return h
        return p["before"]
    return rule


def markup_rule(place_test, og_type_test):
    """After the shipped rule: a confirmed headline gives way to the markup where place_test
    holds of its place and og_type_test of the page's og:type."""
    def rule(p):
        c = p["chosen"]
        if c is None or c["source"] != "h1" or p["markup"] is None or not c.get("place"):
            return c
        if place_test(c["place"]) and og_type_test(p["page"]["og_type"]):
            return p["markup"]
        return c
    return rule


def cues(p, heading, markup):
    """The cues of the <h1>'s place and of the page, as a set of names."""
    f = heading["place"]
    if not f:
        return {"not found"}
    d = {("in " if t in f["tags"] else "not in ") + t
         for t in ("main", "article", "header", "nav", "aside", "footer", "a")}
    d |= {"near " + w for w in f["near"]} | {"own " + w for w in f["own"]}
    d.add("header class" if f["header_class"] else "no header class")
    if f["hero_banner"]:
        d.add("hero or banner")
    if f["trafilatura_class"]:
        d.add("trafilatura's title class")
    d.add("one h1" if p["page"]["h1s"] == 1 else "several h1")
    if p["page"]["h2s"] == 0:
        d.add("no h2")
    if p["page"]["h2s"] >= 5:
        d.add("5 h2 or more")
    if f["paragraph"] is not None and f["paragraph"] <= 3:
        d.add("a paragraph within 3 elements")
    if f["paragraph"] is None:
        d.add("no paragraph after")
    if f["follow"] < 30:
        d.add("under 30 words after")
    if f["follow"] >= 100:
        d.add("100 words after or more")
    d.add("og:type " + (p["page"]["og_type"] or "none"))
    d |= {"JSON-LD " + t for t in p["ld_types"]} or {"no JSON-LD"}
    depth = len([s for s in urllib.parse.urlparse(p["url"]).path.split("/") if s])
    d.add("URL depth %d" % min(depth, 3))
    hw, mw = len(heading["value"].split()), len(markup["value"].split())
    d |= {"h1 shorter"} if hw < mw else {"h1 longer"} if hw > mw else set()
    d |= {"h1 of 3 words or fewer"} if hw <= 3 else {"h1 of 8 words or more"} if hw >= 8 else set()
    if markup["raw"] != markup["value"]:
        d.add("markup cut")
    if SEPARATOR.search(markup["raw"]):
        d.add("markup with a separator")
    d.add("markup from " + markup["source"])
    agreement = word_f1(heading["value"], markup["value"])
    d.add("F1 with the markup " + ("0.8+" if agreement >= 0.8 else "0.5+" if agreement >= 0.5
                                   else "below 0.5"))
    if key(markup["value"]).startswith(key(heading["value"])):
        d.add("markup starts with the h1")
    if key(heading["value"]) in key(markup["value"]):
        d.add("h1 within the markup")
    return d


def search(wcxb, readability, field):
    for direction in ("the confirmed headline -> the markup", "the markup -> the first <h1>"):
        items = {}
        for name, pages in (("wcxb", wcxb), ("rd", readability)):
            items[name] = []
            for p in pages:
                c = p[field]
                if c is None:
                    continue
                if direction.startswith("the confirmed"):
                    if c["source"] != "h1" or p["markup"] is None:
                        continue
                    heading, markup, new = c, p["markup"], p["markup"]
                else:
                    if c["source"] == "h1" or not p["headings"]:
                        continue
                    heading, markup, new = p["headings"][0], c, p["headings"][0]
                if new["value"] == c["value"]:
                    continue
                gain = word_f1(new["value"], p["gold"]) - word_f1(c["value"], p["gold"])
                items[name].append((cues(p, heading, markup), half_of(p["url"]), gain))
        names = sorted(set().union(*[s for s, _, _ in items["wcxb"]]))
        rows = []
        for combo in itertools.chain(itertools.combinations(names, 1),
                                     itertools.combinations(names, 2)):
            g, n, rd = [0.0, 0.0], [0, 0], 0.0
            for s, h, gain in items["wcxb"]:
                if all(c in s for c in combo):
                    g[h] += gain
                    n[h] += 1
            if n[0] + n[1] < 6:
                continue
            rd = sum(gain for s, _, gain in items["rd"] if all(c in s for c in combo))
            rows.append((g[0], g[1], n[0], n[1], rd, combo))
        print("\n%s, single cues (points of word F1 on the even and odd halves):" % direction)
        for cue in ("in main", "in article", "in header", "hero or banner", "header class"):
            row = next((r for r in rows if r[5] == (cue,)), None)
            if row:
                print("  %s: even %+.2f (%d pages), odd %+.2f (%d), Readability %+.2f"
                      % (cue, row[0], row[2], row[1], row[3], row[4]))
        rows.sort(key=lambda r: -r[0])
        print("\n%s: %d pages, %d cues, %d conditions; the first 10 by the even half's gain "
              "(points of word F1):" % (direction, len(items["wcxb"]), len(names), len(rows)))
        for g0, g1, n0, n1, rd, combo in rows[:10]:
            print("  even %+.2f (%d pages), odd %+.2f (%d), Readability %+.2f: %s"
                  % (g0, n0, g1, n1, rd, " & ".join(combo)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", required=True)
    ap.add_argument("--wcxb", required=True)
    ap.add_argument("--readability", required=True)
    ap.add_argument("--search", action="store_true")
    ap.add_argument("--before", action="store_true",
                    help="search from the choice before the header rule, not the extractor's")
    args = ap.parse_args()
    wcxb = read_pages(args.cli, args.wcxb)
    readability = read_pages(args.cli, args.readability)
    before = lambda p: p["before"]
    chosen = lambda p: p["chosen"]
    rules = [
        ("before the header rule", before, before),
        ("the extractor (the shipped rule, gumbo's parse)", chosen, before),
        ("the shipped rule on lxml's parse", header_rule(lambda f: f["header_class"]), before),
    ]
    rules += [("the same with %d words" % n, header_rule(lambda f: f["header_class"], n), before)
              for n in (6, 7, 9, 10)]
    rules += [
        ("inside the element <header> instead", header_rule(lambda f: f["header_element"]),
         before),
        ("inside <header> or a header class",
         header_rule(lambda f: f["header_class"] or f["header_element"]), before),
        ("a long <h1> anywhere", header_rule(lambda f: True), before),
        ("the first <h1> of trafilatura's title class, any length",
         header_rule(lambda f: f["trafilatura_class"], 1, first=False), before),
        ("after the extractor: a confirmed headline in a header class gives way to the markup "
         "where og:type is website",
         markup_rule(lambda f: f["header_class"], lambda t: t == "website"), chosen),
        ("the same inside the element <header>",
         markup_rule(lambda f: f["header_element"], lambda t: t == "website"), chosen),
        ("the same where the page has no og:type",
         markup_rule(lambda f: f["header_class"], lambda t: t == ""), chosen),
        ("the same where og:type is anything but article",
         markup_rule(lambda f: f["header_class"], lambda t: t != "article"), chosen),
    ]
    value = lambda c: c["value"] if c else ""
    print_rules([(name, lambda p, base=base: value(base(p)), lambda p, rule=rule: value(rule(p)))
                 for name, rule, base in rules], wcxb, readability)
    if args.search:
        search(wcxb, readability, "before" if args.before else "chosen")


if __name__ == "__main__":
    main()
