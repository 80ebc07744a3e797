#!/bin/sh
# Misbehaving extractor: some output, an empty line and two lines on standard error, exit 3.
echo "partial output"
echo "" >&2
echo "extractor: cannot parse the page" >&2
echo "Traceback (most recent call last):" >&2
exit 3
