#!/usr/bin/python3
"""An extractor that answers with its own reasons (output "judgements",
docs/external-extractors.md): reads the page on standard input and prints the JSON answer it is
given as its first argument, so that each test row says what the program reports."""
import sys

sys.stdin.buffer.read()
sys.stdout.write(sys.argv[1])
