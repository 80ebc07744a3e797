#!/bin/sh
# Misbehaving extractor: never reads its standard input and never ends.
exec sleep 30
