#!/bin/sh
# Misbehaving extractor: output without end.
exec yes "flood flood flood"
