#!/usr/bin/env bash
# Where rs-trafilatura's distance to its published WCXB figure comes from
# (docs/external-extractors.md, "Where rs-trafilatura's gap comes from"). Runs the Rust crate
# inside the pinned PyPI package directly, called as its Python binding calls it, in variants:
#
#   content   content_text alone: what the binding, and so ext:rs-trafilatura, returns
#   comments  content_text, a line break and comments_text (the forum profile's replies)
#   goldtype  content_text with the page type forced to the package's gold type
#   nourl     content_text without the page's URL
#
# scores each on an imported WCXB development package (eval -m wcxb-word-f1), and prints one
# table by page type: the variants as measured, then the content variant scored without the
# pages whose gold is empty, or with them scored 1, and without those and the pages whose HTML
# holds under half of their gold's words (the pages Boilerscope cannot parse scored from the
# crate's text by tests/common/reference/wcxb_score.py); below it, for each page where the
# comments change the score, how many of comments_text's words content_text already has.
#
#   scripts/rs_trafilatura_gap.sh PACKAGE [WORKDIR]
#
# PACKAGE is a package made by `boilerscope-cli import wcxb` (STEM.html.gz, STEM.txt,
# STEM.meta.json); WORKDIR (default: a new temporary folder) receives the source, the build, the
# definitions and each variant's rows (VARIANT.tsv) and summary (VARIANT.md). Needs the built CLI
# (build/app/cli/boilerscope-cli, or BOILERSCOPE_CLI), cargo 1.86 or later and python3 with venv;
# reaches PyPI and crates.io for what their local caches lack. About 6 minutes to compile and 4 a
# variant on two cores.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
PACKAGE=$(cd "${1:?usage: scripts/rs_trafilatura_gap.sh PACKAGE [WORKDIR]}" && pwd)
WORK=${2:-$(mktemp -d /tmp/rs-trafilatura-gap.XXXXXX)}
CLI=${BOILERSCOPE_CLI:-$ROOT/build/app/cli/boilerscope-cli}
REQUIREMENTS=$ROOT/resources/extractors/python
VARIANTS=(content comments goldtype nourl)
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
[ -x "$CLI" ] || { echo "rs_trafilatura_gap: no $CLI; build the target boilerscope-cli" >&2; exit 2; }

# The source the shipped definition compiles: the sdist pinned by hash, read by the pinned maturin.
if [ ! -d "$WORK/src/rs-trafilatura-public" ]; then
    python3 -m venv "$WORK/venv"
    "$WORK/venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes \
        -r "$REQUIREMENTS/requirements-build.txt"
    PATH="$WORK/venv/bin:$PATH" "$WORK/venv/bin/pip" download --quiet --disable-pip-version-check \
        --no-deps --no-build-isolation --no-binary rs-trafilatura --require-hashes \
        -r "$REQUIREMENTS/requirements-rs-trafilatura.txt" -d "$WORK/sdist"
    mkdir -p "$WORK/src"
    tar -xzf "$WORK"/sdist/rs_trafilatura-*.tar.gz -C "$WORK/src" --strip-components=1
fi

# The probe, built against the crates the binding's Cargo.lock pins (checked below).
mkdir -p "$WORK/probe/src"
cp "$WORK/src/rs-trafilatura-python/Cargo.lock" "$WORK/probe/Cargo.lock"
cat >"$WORK/probe/Cargo.toml" <<EOF
[package]
name = "rs-trafilatura-gap-probe"
version = "0.1.0"
edition = "2021"
publish = false

[dependencies]
rs-trafilatura = { path = "$WORK/src/rs-trafilatura-public" }
serde_json = "1.0"
EOF
cat >"$WORK/probe/src/main.rs" <<'EOF'
// The page on standard input, its URL as the first argument (may be empty); answers like
// ext:rs-trafilatura's wrapper ("judgements" output: text, page type, warnings). The crate's
// warnings and the lengths of content_text and comments_text go in the page's warnings.
// --comments appends comments_text; --gold-types=FILE forces the type its "URL<TAB>type"
// line gives; --no-url withholds the URL.
use std::io::Read;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| args.iter().any(|a| a == name);
    let given_url = args.iter().find(|a| !a.starts_with("--")).filter(|u| !u.is_empty()).cloned();
    let forced = match (args.iter().find_map(|a| a.strip_prefix("--gold-types=")), &given_url) {
        (Some(file), Some(url)) => std::fs::read_to_string(file)
            .expect("gold types")
            .lines()
            .find_map(|l| l.split_once('\t').filter(|(u, _)| u == url))
            .map(|(_, t)| t.parse::<rs_trafilatura::page_type::PageType>().expect("page type")),
        _ => None,
    };
    let url = if flag("--no-url") { None } else { given_url };
    let mut page = Vec::new();
    std::io::stdin().read_to_end(&mut page).expect("standard input");
    let mut answer = serde_json::json!({"text": null, "judgements": [], "page": {"warnings": []}});
    if !page.iter().all(u8::is_ascii_whitespace) {
        let options = rs_trafilatura::Options { url, page_type: forced, ..Default::default() };
        let result = rs_trafilatura::extract_bytes_with_options(&page, &options)
            .unwrap_or_else(|e| { eprintln!("Extraction failed: {e}"); std::process::exit(1) });
        let comments = result.comments_text.clone().unwrap_or_default();
        let mut text = result.content_text.clone();
        if flag("--comments") && !comments.is_empty() {
            text.push('\n');
            text.push_str(&comments);
        }
        if !text.is_empty() {
            answer["text"] = text.into();
        }
        if let Some(t) = &result.metadata.page_type {
            answer["page"]["type"] = t.clone().into();
        }
        let mut warnings = result.warnings.clone();
        warnings.push(format!("content_text {} characters, comments_text {}",
            result.content_text.chars().count(), comments.chars().count()));
        answer["page"]["warnings"] = warnings.into();
    }
    println!("{answer}");
}
EOF
(cd "$WORK/probe" && nice cargo build --release >build.log 2>&1) || {
    tail -n 30 "$WORK/probe/build.log" >&2
    exit 1
}
python3 - "$WORK/src/rs-trafilatura-python/Cargo.lock" "$WORK/probe/Cargo.lock" <<'EOF'
import re, sys
def pins(path):
    return set(re.findall(r'name = "([^"]+)"\nversion = "([^"]+)"', open(path).read()))
extra = pins(sys.argv[2]) - pins(sys.argv[1]) - {("rs-trafilatura-gap-probe", "0.1.0")}
if extra:
    sys.exit(f"rs_trafilatura_gap: crates not pinned by the binding's Cargo.lock: {sorted(extra)}")
EOF
PROBE=$WORK/probe/target/release/rs-trafilatura-gap-probe

# One user definition per variant, in a configuration folder of the run's own.
python3 - "$PACKAGE" "$WORK/gold-types.tsv" <<'EOF'
import json, pathlib, sys
with open(sys.argv[2], "w") as out:
    for meta in sorted(pathlib.Path(sys.argv[1]).glob("*.meta.json")):
        record = json.loads(meta.read_text())
        if record.get("url") and record.get("pageType"):
            out.write(f"{record['url']}\t{record['pageType']}\n")
EOF
mkdir -p "$WORK/config/boilerscope/extractors"
for variant in "${VARIANTS[@]}"; do
    case $variant in
    content) extra="" ;;
    comments) extra=', "--comments"' ;;
    goldtype) extra=", \"--gold-types=$WORK/gold-types.tsv\"" ;;
    nourl) extra=', "--no-url"' ;;
    esac
    cat >"$WORK/config/boilerscope/extractors/gap-$variant.json" <<EOF
{
    "name": "rs-trafilatura's crate: $variant",
    "command": ["$PROBE", "{url}"$extra],
    "output": "judgements",
    "timeout": 60
}
EOF
done

# The runs, one after the other; eval exits 1 when a page could not be parsed (scored empty).
for variant in "${VARIANTS[@]}"; do
    echo "rs_trafilatura_gap: $variant ($(date -u '+%F %H:%M UTC'))" >&2
    status=0
    XDG_CONFIG_HOME=$WORK/config nice -n 10 "$CLI" eval "$PACKAGE" -e "ext:gap-$variant" \
        -m wcxb-word-f1 --jobs 2 --markdown -o "$WORK/$variant.tsv" \
        >"$WORK/$variant.md" 2>"$WORK/$variant.err" || status=$?
    [ "$status" -le 1 ] || { cat "$WORK/$variant.err" >&2; exit "$status"; }
done

python3 - "$PACKAGE" "$WORK" "$PROBE" "$ROOT/tests/common/reference" "${VARIANTS[@]}" <<'EOF'
import collections, csv, gzip, html, json, re, subprocess, sys
from pathlib import Path
package, work, probe, reference, variants = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5:]
sys.path.insert(0, reference)
from wcxb_score import word_scores

def rows(variant):
    with open(work / f"{variant}.tsv") as f:
        return {r["document"]: r for r in csv.DictReader(f, delimiter="\t")}

def run_probe(d, *flags):
    url = json.loads((package / f"{d}.meta.json").read_text()).get("url", "")
    out = subprocess.run([probe, url, *flags], input=gzip.open(package / f"{d}.html.gz").read(),
                         capture_output=True, check=True).stdout
    return json.loads(out)["text"] or ""

def bag(text):
    return collections.Counter(re.findall(r"\w+", text.lower()))

measured = {v: rows(v) for v in variants}
page_type = {d: r["page_type"] for d, r in measured["content"].items()}
types = sorted(set(page_type.values()))
gold = {d: (package / f"{d}.txt").read_text() for d in page_type}
empty = {d for d, text in gold.items() if not re.findall(r"\w+", text)}
unparsed = sorted(set(re.findall(r"(\w+)\.html\.gz: .*not parsed", (work / "content.err").read_text())))

def line(name, f1, pages):
    cells = []
    for t in [None] + types:
        kept = [d for d in pages if t is None or page_type[d] == t]
        cells.append(f"{sum(f1[d] for d in kept) / len(kept):.3f}")
    print(f"| {name} | {len(pages)} | " + " | ".join(cells) + " |")

print("| | pages | all | " + " | ".join(types) + " |")
print("|---|---:|" + "---:|" * (len(types) + 1))
for v in variants:
    line(f"{v}, as measured", {d: float(r["f1"]) for d, r in measured[v].items()}, list(page_type))
content = {d: float(r["f1"]) for d, r in measured["content"].items()}
for d in unparsed:
    content[d] = word_scores(run_probe(d), gold[d])[2]
# Pages whose file cannot hold their gold: under half of the gold's words occur anywhere in it.
unreachable = {}
for d in sorted(set(page_type) - empty):
    words = bag(html.unescape(gzip.open(package / f"{d}.html.gz").read().decode("utf-8", "replace")))
    share = sum((bag(gold[d]) & words).values()) / sum(bag(gold[d]).values())
    if share < 0.5:
        unreachable[d] = share
line("content, empty-gold pages left out", content, [d for d in page_type if d not in empty])
line("content, empty-gold pages scored 1", {**content, **{d: 1.0 for d in empty}}, list(page_type))
line("content, empty-gold and unreachable pages left out", content,
     [d for d in page_type if d not in empty and d not in unreachable])
print()
for d in unparsed:
    print(f"* {d} ({page_type[d]}), not parsed by Boilerscope: the crate's text scores {content[d]:.3f}")
print(f"* {len(empty)} pages with an empty gold: {', '.join(sorted(empty))}")
print("* unreachable (share of the gold's words in the file): " +
      ", ".join(f"{d} ({page_type[d]}, {share:.2f})" for d, share in unreachable.items()))
if "comments" in measured:
    for d in sorted(d for d in page_type if measured["comments"][d]["f1"] != measured["content"][d]["f1"]):
        text, both = run_probe(d), run_probe(d, "--comments")
        comments = bag(both[len(text) + 1:])
        inside = sum((comments & bag(text)).values()) / max(1, sum(comments.values()))
        print(f"* {d} ({page_type[d]}): comments_text {sum(comments.values())} words, "
              f"{inside:.2f} of them in content_text; F1 {content[d]:.3f} -> "
              f"{float(measured['comments'][d]['f1']):.3f}")
EOF
