"""rs-trafilatura (trafilatura's rules in Rust with a page-type classifier and per-type
profiles) as a Boilerscope extractor with its page facts (output "judgements",
docs/external-extractors.md), run by the project's virtual environment.

Reads the page's original bytes on standard input (rs-trafilatura detects their encoding
itself), takes the page's URL as its first argument (may be empty) and prints its main content
as text, and as page facts the page type it classified the page as (with the classifier's
confidence) and a warning when its own estimate of the extraction's quality is low; beside them
the page's metadata it found (title, author, date, site name, language, description). Its Python
binding gives no per-element decisions, so there are no judgements.
"""
import json
import sys

import rs_trafilatura

from wrappermetadata import metadata_object

# Project choice: below this estimate (0 to 1) of its own, the extraction is worth a warning.
LOW_QUALITY = 0.5

url = sys.argv[1] if len(sys.argv) > 1 and sys.argv[1] else None
page = sys.stdin.buffer.read()
answer = {"text": None, "judgements": [], "page": {"warnings": []}}
if page.strip():
    result = rs_trafilatura.extract_bytes(page, url=url)
    answer["text"] = result.main_content or None
    if result.page_type:
        confidence = result.classification_confidence
        answer["page"]["type"] = result.page_type + (
            f" (classifier confidence {confidence:.2f})" if confidence is not None else "")
    answer["metadata"] = metadata_object(
        title=result.title, author=result.author, published=result.date,
        site_name=result.sitename, language=result.language, description=result.description)
    if result.extraction_quality < LOW_QUALITY:
        answer["page"]["warnings"].append(
            f"low extraction quality by its own estimate: {result.extraction_quality:.2f}")
json.dump(answer, sys.stdout, ensure_ascii=False)
