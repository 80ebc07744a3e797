#!/usr/bin/env bash
# Long fuzzing runs of the libFuzzer targets of fuzz/ (docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET|all [SECONDS]      one target, or each in turn; default 3600 s each
#   scripts/fuzz.sh soak SECONDS [TARGET...]  every target (or those named) in turn, SECONDS
#                                             each; then keep what it found and print a table
#
# Configures and builds the fuzzing configuration in build-fuzz/ when needed (clang, ASan +
# UBSan; only core and the targets). A target runs over its committed seeds
# (tests/data/fuzz/TARGET/) and a working corpus kept between runs (build-fuzz/fuzz/corpus/
# TARGET/), one libFuzzer worker per core for a long run, one for a soak (FUZZ_JOBS=N to change).
# A crash, sanitizer report, leak or hang (-timeout) stops the target; its input is kept in
# build-fuzz/fuzz/artifacts/TARGET/ and the script exits with status 1.
# After each target a soak minimises the working corpus (-merge=1: the inputs that reach
# something the seeds do not) and copies the smallest of them into the committed seeds, at most
# FUZZ_NEW_SEEDS (10) per target per soak and only while the seed folder stays within
# FUZZ_SEED_FILES (100) files and FUZZ_SEED_BYTES (262144) bytes. Its table: executions, rate,
# coverage and features at the start and the end, inputs the run added, seeds copied, findings.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${BOILERSCOPE_FUZZ_BUILD:-$ROOT/build-fuzz}
# Project choice: an input that takes longer than this is a hang (the CLI's users wait for it).
TIMEOUT=10
# Project choice: the committed seeds stay small enough to replay in the test command within
# seconds and to review in a diff; the working corpus keeps everything else.
NEW_SEEDS=${FUZZ_NEW_SEEDS:-10}
SEED_FILES=${FUZZ_SEED_FILES:-100}
SEED_BYTES=${FUZZ_SEED_BYTES:-262144}

usage() {
    sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

number() { case "$1" in '' | *[!0-9]*) usage ;; esac }

all_targets=()
for source in "$ROOT"/fuzz/fuzz_*.cpp; do
    name=$(basename "$source" .cpp)
    all_targets+=("${name#fuzz_}")
done

# Checks that every name given is a target.
known() {
    local t a found
    for t in "$@"; do
        found=no
        for a in "${all_targets[@]}"; do [ "$a" = "$t" ] && found=yes; done
        if [ $found = no ]; then
            echo "fuzz.sh: unknown target '$t' (targets: ${all_targets[*]})" >&2
            exit 2
        fi
    done
}

[ $# -ge 1 ] || usage
MODE=run
if [ "$1" = soak ]; then
    [ $# -ge 2 ] || usage
    MODE=soak
    SECONDS_PER_TARGET=$2
    number "$SECONDS_PER_TARGET"
    shift 2
    targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
    JOBS=${FUZZ_JOBS:-1}
else
    [ $# -le 2 ] || usage
    SECONDS_PER_TARGET=${2:-3600}
    number "$SECONDS_PER_TARGET"
    if [ "$1" = all ]; then targets=("${all_targets[@]}"); else targets=("$1"); fi
    JOBS=${FUZZ_JOBS:-$(nproc)}
fi
known "${targets[@]}"
number "$JOBS"

if [ ! -f "$BUILD/build.ninja" ]; then
    launcher=()
    if command -v ccache >/dev/null; then
        launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    fi
    cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOILERSCOPE_FUZZ=ON \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ "${launcher[@]}"
fi
cmake --build "$BUILD" --target "${targets[@]/#/fuzz_}"

# fuzz TARGET LOG: runs TARGET's workers for SECONDS_PER_TARGET over its working corpus and its
# seeds, their output appended to LOG in turn; sets rc (libFuzzer's status) and runs (the
# executions of all workers).
fuzz() {
    local t=$1 log=$2 options worker n
    read -r -a options <"$BUILD/fuzz/$t.options"
    # Independent workers that share the working corpus (-jobs/-workers, each reloads what the
    # others found) rather than -fork, whose short jobs re-run their seed inputs every few seconds.
    # Workers write fuzz-N.log into the current folder: one folder per target, so that soaks of
    # different targets may run at the same time (one per core) without mixing their logs.
    local work="$BUILD/fuzz/work/$t"
    mkdir -p "$work"
    rm -f "$work"/fuzz-*.log
    rc=0
    (cd "$work" && "$BUILD/fuzz/fuzz_$t" -jobs="$JOBS" -workers="$JOBS" \
        -max_total_time="$SECONDS_PER_TARGET" -timeout="$TIMEOUT" "${options[@]}" \
        -dict="$BUILD/fuzz/$t.dict" -print_final_stats=1 \
        -artifact_prefix="$BUILD/fuzz/artifacts/$t/" \
        "$BUILD/fuzz/corpus/$t" "$ROOT/tests/data/fuzz/$t") >"$log" 2>&1 || rc=$?
    # Each worker logs to fuzz-N.log: status lines "#EXECUTIONS WHAT cov: N ft: N ...".
    runs=0
    for worker in "$work"/fuzz-*.log; do
        [ -f "$worker" ] || continue
        n=$(grep -oE '^#[0-9]+' "$worker" | tail -n 1 | tr -d '#' || true)
        runs=$((runs + ${n:-0}))
        cat "$worker" >>"$log"
        rm -f "$worker"
    done
}

# A field ("cov" or "ft") of the first INITED line of LOG and its largest value in LOG ("-" when
# the run stopped before: an input of the corpus failed as it was loaded).
field_start() {
    local v
    v=$(grep -m 1 -oE "INITED cov: [0-9]+ ft: [0-9]+" "$2" | grep -oE "$1: [0-9]+" | cut -d' ' -f2 || true)
    echo "${v:--}"
}
field_end() {
    local v
    v=$(grep -oE "$1: [0-9]+" "$2" | cut -d' ' -f2 | sort -n | tail -n 1 || true)
    echo "${v:--}"
}

# keep TARGET: minimises the working corpus against the seeds and copies the smallest new
# inputs into the seeds; sets kept (inputs beyond the seeds) and added (seeds copied).
keep() {
    local t=$1 seeds="$ROOT/tests/data/fuzz/$1" corpus="$BUILD/fuzz/corpus/$1"
    local merged="$BUILD/fuzz/merge/$1" options f count bytes size max_len
    read -r -a options <"$BUILD/fuzz/$t.options"
    max_len=$(sed -n 's/^-max_len=//p' "$BUILD/fuzz/$t.options")
    rm -rf "$merged"
    mkdir -p "$merged"
    cp "$seeds"/* "$merged"/
    # -merge=1 copies into the first folder the inputs of the others that reach features it
    # does not, smallest first (libFuzzer's order), named by their SHA-1.
    if ! (cd "$BUILD/fuzz" && "$BUILD/fuzz/fuzz_$t" -merge=1 -timeout="$TIMEOUT" "${options[@]}" \
        -artifact_prefix="$BUILD/fuzz/artifacts/$t/" "$merged" "$corpus") \
        >"$BUILD/fuzz/soak/$t.merge.log" 2>&1; then
        echo "fuzz.sh: $t: merge failed, corpus left as it was; see $BUILD/fuzz/soak/$t.merge.log" >&2
        kept=? added=0
        return
    fi
    for f in "$seeds"/*; do rm -f "$merged/$(basename "$f")"; done
    rm -rf "$corpus"
    mkdir -p "$corpus"
    kept=0
    for f in "$merged"/*; do
        [ -f "$f" ] || continue
        cp "$f" "$corpus"/
        kept=$((kept + 1))
    done
    count=$(find "$seeds" -type f | wc -l)
    bytes=$(du -sb "$seeds" | cut -f1)
    added=0
    while read -r size f; do
        [ -n "$f" ] || continue
        [ $added -lt "$NEW_SEEDS" ] && [ $((count + 1)) -le "$SEED_FILES" ] &&
            [ $((bytes + size)) -le "$SEED_BYTES" ] || break
        cp "$f" "$seeds/soak-$(basename "$f")"
        added=$((added + 1)) count=$((count + 1)) bytes=$((bytes + size))
    done < <(find "$merged" -type f -size -$((max_len + 1))c -printf '%s %p\n' | sort -n)
    rm -rf "$merged"
}

status=0
mkdir -p "$BUILD/fuzz/soak"
rows=()
findings=()
for t in "${targets[@]}"; do
    artifacts="$BUILD/fuzz/artifacts/$t"
    mkdir -p "$BUILD/fuzz/corpus/$t" "$artifacts"
    if [ $MODE = run ]; then
        log="$BUILD/fuzz/$t.log"
        echo "fuzz.sh: $t for $SECONDS_PER_TARGET s on $JOBS workers; log $log" >&2
        fuzz "$t" "$log"
        if [ $rc -eq 0 ]; then
            echo "fuzz.sh: $t: $runs executions clean in $SECONDS_PER_TARGET s" >&2
        else
            echo "fuzz.sh: $t failed after $runs executions (status $rc); input in $artifacts/," \
                "details in $log; reproduce with $BUILD/fuzz/fuzz_$t INPUT" >&2
            status=1
        fi
        continue
    fi

    log="$BUILD/fuzz/soak/$t.log"
    stamp="$BUILD/fuzz/soak/$t.start"
    touch "$stamp"
    before=$(find "$BUILD/fuzz/corpus/$t" -type f | wc -l)
    echo "fuzz.sh: soak $t for $SECONDS_PER_TARGET s on $JOBS workers (load $(cut -d' ' -f1-3 /proc/loadavg)); log $log" >&2
    start=$(date +%s)
    fuzz "$t" "$log"
    elapsed=$(($(date +%s) - start))
    found=$(find "$artifacts" -type f -newer "$stamp" \
        \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
    if [ $rc -ne 0 ] || [ -n "$found" ]; then
        status=1
        findings+=("$t (status $rc; log $log): ${found:-no input saved}")
    fi
    grown=$(($(find "$BUILD/fuzz/corpus/$t" -type f | wc -l) - before))
    keep "$t"
    rows+=("$(printf '%-10s %7s %12s %8s %15s %15s %5s %5s %5s %6s' "$t" "$elapsed" "$runs" \
        "$((runs / (elapsed > 0 ? elapsed : 1)))" \
        "$(field_start cov "$log")-$(field_end cov "$log")" \
        "$(field_start ft "$log")-$(field_end ft "$log")" \
        "$grown" "$kept" "$added" "$(printf '%s' "$found" | grep -c . || true)")")
done
[ $MODE = soak ] || exit $status

echo "fuzz.sh: soak done (load $(cut -d' ' -f1-3 /proc/loadavg)); $JOBS worker(s) per target"
printf '%-10s %7s %12s %8s %15s %15s %5s %5s %5s %6s\n' target seconds executions 'exec/s' \
    'cov start-end' 'ft start-end' new kept seeds found
printf '%s\n' "${rows[@]}"
echo "(new: inputs the run added to the working corpus; kept: the minimised corpus beyond the" \
    "seeds; seeds: copied into tests/data/fuzz/TARGET/ as soak-SHA1)"
if [ ${#findings[@]} -gt 0 ]; then
    echo "fuzz.sh: FINDINGS (reproduce with $BUILD/fuzz/fuzz_TARGET INPUT):" >&2
    printf '  %s\n' "${findings[@]}" >&2
fi
exit $status
