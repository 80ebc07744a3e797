#!/bin/sh
# Misbehaving extractor: leaves a process behind that holds its standard output, writes that
# process's id to the file $1, answers and exits.
sleep 30 &
echo $! > "$1"
echo "done"
