#!/bin/sh
# Writes 5 MB to standard error, then answers: must not deadlock on a full error pipe.
head -c 5000000 /dev/zero | tr '\0' 'e' >&2
echo "ok"
