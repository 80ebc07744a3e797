#!/usr/bin/python3
"""Write a WARC file of HTML pages, for trying and measuring corpus runs.

    scripts/make_warc.py OUT.warc.gz PAGE... [--size-mb N]

Each page (.html, or .html.gz, or a directory searched for them) becomes a WARC/1.1 response
record holding an HTTP 200 text/html response; OUT ending in .gz is compressed record by record
(one gzip member each, as crawlers write). With --size-mb the pages are repeated, each copy under
a URL of its own, until the file holds about N MB of uncompressed WARC; the file is written as
it goes, so any size takes little memory. Standard library only.
"""

import argparse
import gzip
import os
import sys
import uuid


def pages(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, files in sorted(os.walk(path)):
                for name in sorted(files):
                    if name.endswith((".html", ".htm", ".html.gz", ".htm.gz")):
                        yield os.path.join(root, name)
        else:
            yield path


def read(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        return f.read()


def record(url, body):
    http = (b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: %d\r\n\r\n"
            % len(body)) + body
    head = ("WARC/1.1\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:uuid:%s>\r\n"
            "WARC-Target-URI: %s\r\nContent-Type: application/http; msgtype=response\r\n"
            "Content-Length: %d\r\n\r\n" % (uuid.uuid4(), url, len(http))).encode()
    return head + http + b"\r\n\r\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--size-mb", type=float, default=0)
    args = parser.parse_args()
    bodies = [(p, read(p)) for p in pages(args.pages)]
    if not bodies:
        print("make_warc: no pages in %s" % " ".join(args.pages), file=sys.stderr)
        return 2
    target = args.size_mb * 1e6
    compressed = args.out.endswith(".gz")
    temporary = args.out + ".tmp"
    written = copies = 0
    with open(temporary, "wb") as out:
        while True:
            for path, body in bodies:
                data = record("http://example.test/%d/%s" % (copies, os.path.basename(path)), body)
                out.write(gzip.compress(data, 6) if compressed else data)
                written += len(data)
            copies += 1
            if written >= target:
                break
    os.replace(temporary, args.out)
    print("make_warc: %d records, %.1f MB of WARC (%.1f MB on disk) in %s"
          % (copies * len(bodies), written / 1e6, os.path.getsize(args.out) / 1e6, args.out),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
