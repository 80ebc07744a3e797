"""The "metadata" object of a Python wrapper's answer (docs/external-extractors.md, "Metadata"),
its members named as Boilerscope's metadata fields; None values are left out by Boilerscope.
Shared by the wrappers whose programs find the page's metadata (trafilatura, rs-trafilatura).
"""


def metadata_object(title=None, author=None, published=None, site_name=None, language=None,
                    description=None):
    """author is the program's one string: trafilatura and rs-trafilatura join several
    authors with "; "."""
    return {
        "title": title,
        "authors": author.split("; ") if author else None,
        "published": published,
        "site_name": site_name,
        "language": language,
        "description": description,
    }
