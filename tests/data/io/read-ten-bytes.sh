#!/bin/sh
# Reads only ten bytes of its standard input, closes it and answers.
head -c 10 >/dev/null
echo "read ten bytes"
