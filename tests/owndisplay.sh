#!/bin/bash
# Runs a GUI test (the command given) on a virtual X server of its own, so that two GUI tests can
# run at once (ctest -j2) without sharing a display and its pointer, which makes hover tests
# flaky. Xvfb picks a free display number itself (-displayfd), so tests starting at the same
# moment never race for one, as `xvfb-run -a` can. Without Xvfb the test runs on $DISPLAY.
# BOILERSCOPE_TEST_SCREEN sets the screen (WIDTHxHEIGHTxDEPTH; default 1600x1200x24), for the
# tests of a laptop's screen.
set -u

if ! command -v Xvfb > /dev/null; then
    exec "$@"
fi

dir=$(mktemp -d)
mkfifo "$dir/number"
Xvfb -displayfd 3 -screen 0 "${BOILERSCOPE_TEST_SCREEN:-1600x1200x24}" -nolisten tcp \
    3> "$dir/number" 2> "$dir/log" &
server=$!
trap 'kill "$server" 2> /dev/null; wait "$server" 2> /dev/null; rm -rf "$dir"' EXIT

if ! read -r -t 30 number < "$dir/number"; then
    echo "owndisplay.sh: Xvfb did not start: $(tail -n 3 "$dir/log")" >&2
    exit 1
fi
DISPLAY=":$number" "$@"
