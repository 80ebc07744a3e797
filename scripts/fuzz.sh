#!/usr/bin/env bash
# Long fuzzing run of one libFuzzer target of fuzz/, or of all in turn (docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET|all [SECONDS]   default 3600 seconds per target
#
# Configures and builds the fuzzing configuration in build-fuzz/ when needed (clang, ASan +
# UBSan; only core and the targets), then runs TARGET with one libFuzzer worker per core
# (FUZZ_JOBS=N to change) over its committed seeds (tests/data/fuzz/TARGET/, only read)
# and a working corpus kept between runs (build-fuzz/fuzz/corpus/TARGET/). Stops at the first
# crash, sanitizer report, leak or hang (-timeout) and says where the input is; a clean run
# prints the number of executions. Targets: the fuzz_*.cpp files of fuzz/.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${BOILERSCOPE_FUZZ_BUILD:-$ROOT/build-fuzz}
JOBS=${FUZZ_JOBS:-$(nproc)}
# Project choice: an input that takes longer than this is a hang (the CLI's users wait for it).
TIMEOUT=10

usage() {
    sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

[ $# -ge 1 ] && [ $# -le 2 ] || usage
WHAT=$1
SECONDS_PER_TARGET=${2:-3600}
case "$SECONDS_PER_TARGET" in '' | *[!0-9]*) usage ;; esac

targets=()
for source in "$ROOT"/fuzz/fuzz_*.cpp; do
    name=$(basename "$source" .cpp)
    targets+=("${name#fuzz_}")
done
if [ "$WHAT" != all ]; then
    found=no
    for t in "${targets[@]}"; do [ "$t" = "$WHAT" ] && found=yes; done
    if [ $found = no ]; then
        echo "fuzz.sh: unknown target '$WHAT' (targets: ${targets[*]})" >&2
        exit 2
    fi
    targets=("$WHAT")
fi

if [ ! -f "$BUILD/build.ninja" ]; then
    launcher=()
    if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOILERSCOPE_FUZZ=ON \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}"
fi
cmake --build "$BUILD" --target "${targets[@]/#/fuzz_}"

status=0
for t in "${targets[@]}"; do
    corpus="$BUILD/fuzz/corpus/$t" artifacts="$BUILD/fuzz/artifacts/$t"
    log="$BUILD/fuzz/$t.log"
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz.sh: $t for $SECONDS_PER_TARGET s on $JOBS workers; log $log" >&2
    read -r -a options <"$BUILD/fuzz/$t.options"
    # Independent workers that share the working corpus (-jobs/-workers, each reloads what the
    # others found) rather than -fork, whose short jobs re-run their seed inputs every few seconds.
    rm -f "$BUILD"/fuzz/fuzz-*.log
    rc=0
    (cd "$BUILD/fuzz" && "./fuzz_$t" -jobs="$JOBS" -workers="$JOBS" \
        -max_total_time="$SECONDS_PER_TARGET" -timeout="$TIMEOUT" "${options[@]}" \
        -dict="$t.dict" -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "$corpus" "$ROOT/tests/data/fuzz/$t") >"$log" 2>&1 || rc=$?
    # Each worker logs to fuzz-N.log and ends with "#EXECUTIONS DONE" (or stops at a finding).
    runs=0
    for worker in "$BUILD"/fuzz/fuzz-*.log; do
        [ -f "$worker" ] || continue
        n=$(grep -oE '^#[0-9]+' "$worker" | tail -n 1 | tr -d '#')
        runs=$((runs + ${n:-0}))
        cat "$worker" >>"$log"
        rm -f "$worker"
    done
    if [ $rc -eq 0 ]; then
        echo "fuzz.sh: $t: $runs executions clean in $SECONDS_PER_TARGET s" >&2
    else
        echo "fuzz.sh: $t failed after $runs executions (status $rc); input in $artifacts/," \
            "details in $log; reproduce with $BUILD/fuzz/fuzz_$t INPUT" >&2
        status=1
    fi
done
exit $status
