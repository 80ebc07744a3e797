#!/usr/bin/python3
"""html-text (Debian's python3-html-text) as a Boilerscope extractor.

Reads the page's original bytes on standard input, decodes them as the charset Boilerscope
detected (first argument; UTF-8 when Python does not know it) and prints the page's text as
html-text sees it (all visible text, no boilerplate removal), UTF-8.
"""
import codecs
import sys

import html_text

charset = sys.argv[1] if len(sys.argv) > 1 else "utf-8"
try:
    codecs.lookup(charset)
except LookupError:
    charset = "utf-8"
page = sys.stdin.buffer.read().decode(charset, "replace")
sys.stdout.buffer.write(html_text.extract_text(page).encode("utf-8"))
