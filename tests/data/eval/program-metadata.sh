#!/bin/sh
# An external program that returns metadata beside its text, the same on every page
# (docs/external-extractors.md, Metadata): output "json", field "text".
cat > /dev/null
printf '%s\n' '{"text": "Fall nutrition", "metadata": {"title": "Fall nutrition tips", "authors": ["Andrew King"], "published": "2025-09-04T08:00:00Z", "site_name": "Example Health"}}'
