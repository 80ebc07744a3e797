#!/usr/bin/python3
"""Extract main content from many WARC / JSON Lines files on a Dask cluster.

Each input file is one task: a worker streams it through
`boilerscope-cli extract --format jsonl` and writes one output part, OUT/NNNNN-NAME.jsonl
(NNNNN: the input's position on the command line), atomically (a temporary file, then a
rename). A task whose run fails (the program crashed, was killed, or refused its arguments) is
retried; records that fail inside a file are data, reported in the part's "error" fields and
counted, not retried. A summary goes to standard error at the end.

Usage:
    scripts/dask_extract.py --out DIR [--scheduler ADDRESS | --local-workers N]
                            [--cli PATH] [--retries N] [--jobs-per-task N]
                            INPUT... -- EXTRACT_ARGUMENTS...

    --out DIR           where the parts go (created if missing); on a cluster, a directory
                        every worker can write (a shared file system)
    --scheduler ADDR    a running Dask scheduler (tcp://host:8786); without it a LocalCluster
                        of --local-workers processes (default: the number of cores) is started
    --cli PATH          boilerscope-cli (default: build/app/cli/boilerscope-cli beside this
                        script, else the one on PATH); on a cluster, a path valid on every worker
    --retries N         attempts after the first for a failed task (default 2)
    --jobs-per-task N   boilerscope-cli --jobs for each task (default 1: Dask runs one task per
                        worker thread, so the cores are already busy)
    EXTRACT_ARGUMENTS   passed to `boilerscope-cli extract`, e.g. -e density --with markdown

Exit status: 0 when every task succeeded and no record failed, 1 when some record failed or some
task failed after its retries, 2 on a usage error.

Example, on one machine:
    scripts/dask_extract.py --out parts crawl-*.warc.gz -- -e density
On many machines (the inputs, the output directory and boilerscope-cli reachable from all):
    dask-scheduler --port 8786                                  # on one machine
    dask-worker tcp://HOST:8786 --nworkers auto --nthreads 1    # on every machine
    scripts/dask_extract.py --scheduler tcp://HOST:8786 --out /shared/parts \\
        /shared/crawl/*.warc.gz -- -e density
"""

import argparse
import logging
import os
import re
import shutil
import subprocess
import sys
import time
import uuid

SUMMARY = re.compile(r"summary: (\d+) records, (\d+) failed, (\d+) skipped.*?; "
                     r"([\d.]+) MB in ([\d.]+) s")


def extract_file(index, path, out_dir, cli, jobs, extract_args):
    """One task: stream one input through boilerscope-cli into its part. Runs on a worker."""
    name = os.path.basename(path.rstrip("/")) or "stdin"
    part = os.path.join(out_dir, "%05d-%s.jsonl" % (index, name))
    temporary = os.path.join(out_dir, ".%s.tmp-%s" % (os.path.basename(part), uuid.uuid4().hex))
    started = time.monotonic()
    try:
        with open(temporary, "wb") as out:
            run = subprocess.run(
                [cli, "extract", "--format", "jsonl", "--jobs", str(jobs)] + extract_args +
                [path], stdout=out, stderr=subprocess.PIPE, check=False)
        stderr = run.stderr.decode("utf-8", "replace").strip().splitlines()
        # 1 means some records failed: the part is complete and says which.
        if run.returncode not in (0, 1):
            reason = stderr[-1] if stderr else "no message"
            raise RuntimeError("%s: boilerscope-cli exited with status %d: %s"
                               % (path, run.returncode, reason))
        os.replace(temporary, part)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    result = {"index": index, "input": path, "part": part, "records": 0, "failed": 0,
              "skipped": 0, "mb": 0.0, "seconds": time.monotonic() - started,
              "problems": [line for line in stderr if "summary:" not in line]}
    for line in stderr:
        match = SUMMARY.search(line)
        if match:
            result.update(records=int(match.group(1)), failed=int(match.group(2)),
                          skipped=int(match.group(3)), mb=float(match.group(4)))
    return result


def default_cli():
    beside = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "app", "cli",
                          "boilerscope-cli")
    if os.access(beside, os.X_OK):
        return os.path.normpath(beside)
    return shutil.which("boilerscope-cli") or "boilerscope-cli"


def parse_arguments(argv):
    if "--" in argv:
        split = argv.index("--")
        own, extract_args = argv[:split], argv[split + 1:]
    else:
        own, extract_args = argv, []
    parser = argparse.ArgumentParser(
        prog="dask_extract.py",
        description="Extract main content from many WARC / JSON Lines files on a Dask cluster.",
        epilog="Arguments after -- go to boilerscope-cli extract, e.g. -- -e density")
    parser.add_argument("inputs", nargs="+", metavar="INPUT")
    parser.add_argument("--out", required=True, metavar="DIR")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS")
    where.add_argument("--local-workers", type=int, metavar="N", default=os.cpu_count() or 1)
    parser.add_argument("--cli", default=default_cli(), metavar="PATH")
    parser.add_argument("--retries", type=int, default=2, metavar="N")
    parser.add_argument("--jobs-per-task", type=int, default=1, metavar="N")
    args = parser.parse_args(own)
    if not extract_args:
        parser.error("no extract arguments: add -- -e EXTRACTOR")
    if any(a in ("--format",) or a.startswith("--format=") for a in extract_args):
        parser.error("--format is jsonl by design; leave it out")
    if args.local_workers < 1 or args.retries < 0 or args.jobs_per_task < 1:
        parser.error("--local-workers and --jobs-per-task must be positive, --retries not negative")
    return args, extract_args


def main(argv):
    args, extract_args = parse_arguments(argv)
    # Imported here so that --help works without Dask.
    from dask.distributed import Client, LocalCluster, as_completed

    os.makedirs(args.out, exist_ok=True)
    out_dir = os.path.abspath(args.out)
    inputs = [os.path.abspath(p) if p != "-" else p for p in args.inputs]
    if "-" in inputs:
        print("dask_extract: standard input cannot be shared with workers; give files",
              file=sys.stderr)
        return 2
    started = time.monotonic()
    if args.scheduler:
        cluster = None
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.local_workers, threads_per_worker=1,
                               processes=True, dashboard_address=None,
                               silence_logs=logging.ERROR)
        client = Client(cluster)
    workers = len(client.scheduler_info().get("workers", {}))
    try:
        futures = client.map(extract_file, range(len(inputs)), inputs,
                             out_dir=out_dir, cli=args.cli, jobs=args.jobs_per_task,
                             extract_args=extract_args, retries=args.retries, pure=False)
        results, failures = [], []
        for done, future in enumerate(as_completed(futures), 1):
            if future.status == "error":
                failures.append(str(future.exception()))
                print("dask_extract: task failed after %d retries: %s"
                      % (args.retries, failures[-1]), file=sys.stderr)
            else:
                result = future.result()
                results.append(result)
                for problem in result["problems"][:5]:
                    print("dask_extract: " + problem.replace("boilerscope-cli: ", "", 1),
                          file=sys.stderr)
            print("dask_extract: %d of %d files done" % (done, len(inputs)), file=sys.stderr)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    seconds = max(time.monotonic() - started, 1e-9)
    records = sum(r["records"] for r in results)
    failed = sum(r["failed"] for r in results)
    skipped = sum(r["skipped"] for r in results)
    mb = sum(r["mb"] for r in results)
    print("dask_extract: summary: %d files, %d parts written, %d tasks failed; %d records, "
          "%d failed, %d skipped; %.2f MB in %.2f s, %.2f MB/s, %d workers"
          % (len(inputs), len(results), len(failures), records, failed, skipped, mb, seconds,
             mb / seconds, workers), file=sys.stderr)
    return 1 if failures or failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
