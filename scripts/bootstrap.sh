#!/usr/bin/env bash
# Sets up, builds and starts Boilerscope on Debian 12, or runs its test suite.
#
#   scripts/bootstrap.sh run [FILE]   install what is missing, build, open FILE (default: a
#                                     bundled sample page) in the GUI, or with the CLI when the
#                                     GUI was not built or there is no display
#   scripts/bootstrap.sh test         install what is missing, build with tests and benchmark,
#                                     run ctest (the fuzz targets' seeds included) under a
#                                     virtual X display; exits non-zero when a test fails
#   scripts/bootstrap.sh fuzz         install what is missing, build the fuzzing configuration
#                                     (clang, ASan + UBSan) and make each target's short run
#   scripts/bootstrap.sh extractors   install what the shipped external extractors need: the
#                                     Node modules by lockfile, the Python packages by hash
set -euo pipefail

# The one list of Debian packages the project needs (build, tests, GUI under Xvfb).
PACKAGES=(
    cmake ninja-build g++ pkg-config mold
    qt6-base-dev libqt6opengl6-dev qt6-webengine-dev qt6-webengine-dev-tools qt6-webchannel-dev
    qt6-charts-dev qt6-svg-dev
    libgumbo-dev libuchardet-dev libicu-dev zlib1g-dev nlohmann-json3-dev libbenchmark-dev
    libgl-dev libxkbcommon-dev xvfb xauth fonts-dejavu-core
    libcpp-httplib-dev
    python3-readability python3-html-text libboilerpipe-java default-jdk-headless
    wget cmark-gfm python3-distributed # corpus tests: a WARC writer, CommonMark, Dask
    clang libfuzzer-14-dev libclang-rt-14-dev
    python3-numpy python3-xgboost # scripts/fit_consensus.py and its test
    python3-venv # the external extractors' Python environment (resources/extractors/python)
)
# Node and npm for Readability.js (resources/extractors/readability-js) are installed from Debian
# only when missing: an existing install (e.g. NodeSource's nodejs, which brings its own npm)
# must not be replaced.
NODE_PACKAGES=(nodejs npm)
# Rust 1.86 or later to build rs-trafilatura (below): Debian 12's rustc-web and cargo-web (1.96,
# bookworm-security), installed only when no cargo that new is on PATH; they replace Debian's
# rustc and cargo (1.63), so those are never removed without asking.
RUST_PACKAGES=(rustc-web cargo-web)
RUST_MINIMUM=1.86.0
SAMPLE=resources/samples/news-article.html

CALLER_DIR=$PWD
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD="$ROOT/build"
FUZZ_BUILD="$ROOT/build-fuzz"
cd "$ROOT"

usage() {
    sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo "$@"
    fi
}

install_missing() {
    local missing=() p
    for p in "${PACKAGES[@]}"; do
        if [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" != installed ]; then
            missing+=("$p")
        fi
    done
    command -v node >/dev/null || missing+=("${NODE_PACKAGES[0]}")
    command -v npm >/dev/null || missing+=("${NODE_PACKAGES[1]}")
    if [ ${#missing[@]} -eq 0 ]; then
        return
    fi
    echo "bootstrap: installing ${missing[*]}" >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
}

# The Node wrappers' packages (Readability.js, Defuddle and their DOM), exactly as their
# lockfiles pin them (never fetched at run time).
install_node_modules() {
    local wrapper status=0
    for wrapper in readability-js defuddle; do
        (cd "$ROOT/resources/extractors/$wrapper" && npm ci --no-audit --no-fund) || {
            echo "bootstrap: npm ci failed in $wrapper: it will be listed as unavailable" >&2
            status=1
        }
    done
    return $status
}

# The Python wrappers' packages (trafilatura, jusText), each checked against its hash in
# requirements.txt, in a virtual environment of the project's (never the system's Python).
install_python_env() {
    local dir="$ROOT/resources/extractors/python"
    /usr/bin/python3 -m venv "$dir/.venv" &&
        "$dir/.venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes \
            -r "$dir/requirements.txt" || {
        echo "bootstrap: the Python environment failed: trafilatura and jusText will be" \
            "listed as unavailable" >&2
        return 1
    }
}

# True when `cargo` on PATH is at least RUST_MINIMUM.
cargo_is_recent() {
    local version
    version=$(cargo --version 2>/dev/null | awk '{print $2}') || return 1
    [ -n "$version" ] && [ "$(printf '%s\n' "$RUST_MINIMUM" "$version" | sort -V | head -1)" = "$RUST_MINIMUM" ]
}

install_rust() {
    cargo_is_recent && return
    local p
    for p in rustc cargo; do
        if [ "$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null)" = installed ]; then
            echo "bootstrap: rs-trafilatura needs Rust $RUST_MINIMUM or later; Debian's $p is" \
                "older and installed: 'apt-get install ${RUST_PACKAGES[*]}' replaces it" >&2
            return 1
        fi
    done
    echo "bootstrap: installing ${RUST_PACKAGES[*]}" >&2
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${RUST_PACKAGES[@]}" ||
        { as_root env DEBIAN_FRONTEND=noninteractive apt-get update &&
            as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${RUST_PACKAGES[@]}"; }
}

# rs-trafilatura in the project's Python environment, built with at least Rust's opt-level $1
# (a build without the mark the set-up leaves counts as fully optimised: someone else's).
rs_trafilatura_built() {
    local venv="$ROOT/resources/extractors/python/.venv" level=3
    "$venv/bin/python" -c 'import rs_trafilatura' 2>/dev/null || return 1
    [ -f "$venv/rs-trafilatura-opt-level" ] && level=$(cat "$venv/rs-trafilatura-opt-level")
    [ "$level" -ge "$1" ]
}

# rs-trafilatura, compiled from its source into the project's Python environment at Rust's
# opt-level $1 (default 3, the release profile's): a few minutes the first time, nothing when it
# is there. Never through pip's cache, which would hand a build of another level on.
install_rs_trafilatura() {
    local dir="$ROOT/resources/extractors/python" level=${1:-3}
    [ -x "$dir/.venv/bin/pip" ] || return 1
    rs_trafilatura_built "$level" && return
    install_rust &&
        "$dir/.venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes \
            -r "$dir/requirements-build.txt" &&
        PATH="$dir/.venv/bin:$PATH" MATURIN_PEP517_ARGS=--locked \
            CARGO_PROFILE_RELEASE_OPT_LEVEL="$level" "$dir/.venv/bin/pip" install --quiet \
            --disable-pip-version-check --no-cache-dir --force-reinstall --require-hashes \
            --no-build-isolation --no-binary rs-trafilatura \
            -r "$dir/requirements-rs-trafilatura.txt" &&
        echo "$level" >"$dir/.venv/rs-trafilatura-opt-level" || {
        echo "bootstrap: rs-trafilatura could not be built: it will be listed as unavailable" >&2
        return 1
    }
}

install_extractors() {
    local status=0
    install_node_modules || status=1
    install_python_env || status=1
    install_rs_trafilatura || status=1
    return $status
}

# build ON|OFF: configure (Release) with or without tests and benchmark, then build.
build() {
    local with_tests=$1
    cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DBOILERSCOPE_BUILD_TESTS="$with_tests" -DBOILERSCOPE_BUILD_BENCHMARK="$with_tests"
    cmake --build "$BUILD" -j "$(nproc)"
}

# The fuzzing configuration (docs/fuzzing.md): only core and the targets of fuzz/, with clang.
build_fuzz() {
    cmake -S "$ROOT" -B "$FUZZ_BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBOILERSCOPE_FUZZ=ON \
        -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++
    cmake --build "$FUZZ_BUILD" -j "$(nproc)"
}

run() {
    local page=${1:-$SAMPLE}
    if [ $# -gt 0 ] && [ "${page#/}" = "$page" ]; then
        page="$CALLER_DIR/$page" # a FILE given relative to where the script was started
    fi
    install_missing
    [ -d "$ROOT/resources/extractors/readability-js/node_modules" ] &&
        [ -d "$ROOT/resources/extractors/defuddle/node_modules" ] || install_node_modules || true
    [ -x "$ROOT/resources/extractors/python/.venv/bin/python" ] || install_python_env || true
    build OFF
    local gui="$BUILD/app/gui/boilerscope" cli="$BUILD/app/cli/boilerscope-cli"
    if [ -x "$gui" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
        exec "$gui" "$page"
    fi
    if [ -x "$gui" ]; then
        echo "bootstrap: no display; showing the CLI's extraction instead of the window" >&2
    fi
    local extractor=density
    if ! "$cli" list | grep -q '^density '; then
        extractor=plain
    fi
    exec "$cli" extract -e "$extractor" "$page"
}

# Prints how long each stage of the test command took, so that a CI log shows where its time went.
stage_done() {
    echo "bootstrap: $1 took $((SECONDS - stage_start)) s" >&2
    stage_start=$SECONDS
}

test_suite() {
    stage_start=$SECONDS
    install_missing
    stage_done "installing Debian packages"
    # The end-to-end tests say which programs they had to skip.
    install_node_modules || true
    install_python_env || true
    stage_done "installing the external extractors' packages"
    # rs-trafilatura compiles on the processor time that the build and the tests leave (nice
    # 19), and its end-to-end test waits for it, after the others. Unoptimised (Rust's
    # opt-level 0: 114 processor-seconds measured, against 268 for the release profile), so
    # that it fits in CI's time: the same output, about eight times slower to come, until
    # `scripts/bootstrap.sh extractors` replaces it with the optimised build.
    local rs_pid="" rs_log="$BUILD/rs-trafilatura-build.log"
    mkdir -p "$BUILD"
    if ! rs_trafilatura_built 0 && install_rust; then
        (
            renice -n 19 -p "$BASHPID" >/dev/null
            install_rs_trafilatura 0
        ) >"$rs_log" 2>&1 &
        rs_pid=$!
    fi
    build ON
    stage_done "building"
    # Chromium's sandbox refuses to start as root, and the GUI tests run WebEngine.
    if [ "$(id -u)" -eq 0 ]; then
        export QTWEBENGINE_DISABLE_SANDBOX=1
        export QTWEBENGINE_CHROMIUM_FLAGS="${QTWEBENGINE_CHROMIUM_FLAGS:-} --no-sandbox"
    fi
    unset QT_QPA_PLATFORM # xvfb-run provides the display
    # Four at a time on CI's two cores: the GUI tests still wait on timers of their own (hung
    # pages, unanswered requests; each test on an X server of its own). Measured on 2 cores in a
    # fresh clone: 269 s four at a time against 293 s three at a time, when the tests still slept
    # in Qt Test's waits; 176 s four at a time since (tests/common/testwait.h), all passing.
    BOILERSCOPE_DEFER_EXTRACTORS=${rs_pid:+ext:rs-trafilatura} xvfb-run -a \
        -s "-screen 0 1600x1200x24" ctest --test-dir "$BUILD" --output-on-failure -j4
    stage_done "running the tests"
    if [ -n "$rs_pid" ]; then
        if wait "$rs_pid"; then
            stage_done "waiting for rs-trafilatura's build"
            BOILERSCOPE_REQUIRE_EXTRACTORS=ext:rs-trafilatura \
                ctest --test-dir "$BUILD" --output-on-failure -R '^tst_extractorcatalog$'
        else
            cat "$rs_log" >&2
        fi
    fi
}

# Not part of `test`: the instrumented build compiles core a second time, which CI's 2 cores
# cannot afford within its 15 minutes; `test` replays every committed seed instead (label
# fuzz-replay), and this runs the fuzzers themselves.
fuzz_suite() {
    install_missing
    build_fuzz
    ctest --test-dir "$FUZZ_BUILD" --output-on-failure -j2 -L fuzz
}

case "${1:-}" in
run)
    shift
    run "$@"
    ;;
test)
    test_suite
    ;;
fuzz)
    fuzz_suite
    ;;
extractors)
    install_missing
    install_extractors
    ;;
*)
    usage
    ;;
esac
