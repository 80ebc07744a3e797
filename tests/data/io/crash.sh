#!/bin/sh
# Misbehaving extractor: dies of a signal, as a crashing program does.
kill -SEGV $$
