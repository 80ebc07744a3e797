#!/bin/sh
# Misbehaving extractor: writes its process id to the file $1, then never ends (the same
# process: exec), so that a test can tell whether it was stopped.
echo $$ > "$1"
exec sleep 30
