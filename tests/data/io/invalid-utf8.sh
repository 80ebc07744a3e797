#!/bin/sh
# Misbehaving extractor: answers in Latin-1, not UTF-8 ("café" with \351 for é).
printf 'The caf\351 is open\n'
