#!/bin/sh
# A boilerscope-cli that fails its first run for each input (the last argument) and then runs the
# real one ($BOILERSCOPE_REAL_CLI): tst_daskextract's way of making dask_extract.py retry a task.
# It leaves a marker per input in $FLAKY_STATE_DIR.
for last; do :; done
marker="$FLAKY_STATE_DIR/$(basename "$last").failed-once"
if [ ! -e "$marker" ]; then
    : > "$marker"
    echo "boilerscope-cli: simulated crash" >&2
    exit 134
fi
exec "$BOILERSCOPE_REAL_CLI" "$@"
