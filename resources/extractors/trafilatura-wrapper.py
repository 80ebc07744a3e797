"""trafilatura 2.x as a Boilerscope extractor, run by the project's virtual environment
(resources/extractors/python/requirements.txt).

Reads the page's original bytes on standard input (trafilatura detects their encoding itself),
takes the page's URL as its first argument (may be empty) and prints what trafilatura's API
gives with its default settings: the main text of extract() (null when it finds none) and the page's
metadata from extract_metadata() (title, authors, date by htmldate's rules, site name,
description) as a "metadata" object, as JSON.
"""
import json
import logging
import sys

import trafilatura

from wrappermetadata import metadata_object

logging.disable(logging.WARNING)  # its per-page notes are not errors
url = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None
page = sys.stdin.buffer.read()
answer = {"text": None}
if page.strip():
    answer["text"] = trafilatura.extract(page, url=url)
    metadata = trafilatura.extract_metadata(page, default_url=url)
    if metadata is not None:
        answer["metadata"] = metadata_object(
            title=metadata.title, author=metadata.author, published=metadata.date,
            site_name=metadata.sitename, description=metadata.description)
json.dump(answer, sys.stdout, ensure_ascii=False)
