#!/usr/bin/python3
"""readability-lxml (Debian's python3-readability) as a Boilerscope extractor.

Reads the page's original bytes on standard input (readability detects their encoding itself),
takes the page's URL as its first argument (may be empty) and prints the article it finds as an
HTML fragment, UTF-8.
"""
import logging
import sys

from readability import Document

logging.disable(logging.WARNING)  # its per-page notes are not errors
url = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None
article = Document(sys.stdin.buffer.read(), url=url).summary(html_partial=True)
sys.stdout.buffer.write(article.encode("utf-8"))
