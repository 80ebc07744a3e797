#!/bin/sh
# A well-behaved "extractor": returns its standard input.
exec cat
