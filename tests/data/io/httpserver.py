#!/usr/bin/python3
"""Loopback HTTP server for tst_warcreader: serves test pages the ways a crawler meets them, so
that wget --warc-file records real responses.

    httpserver.py DATA_DIR     prints the port it listens on (127.0.0.1), then serves until killed

Routes (files relative to DATA_DIR, the repository's tests/data):
    /article.html   app/pages/article.html, Content-Length, charset=utf-8 in the header
    /gzip.html      the same page with Content-Encoding: gzip
    /chunked.html   the same page with Transfer-Encoding: chunked, in three chunks
    /sjis.html      core/encodings/detect-sjis.html (Shift_JIS, no <meta>): the charset is only
                    in the Content-Type header
    /image.png      core/loader/image.png as image/png (not HTML)
    anything else   404 with a small HTML page
"""
import gzip
import http.server
import os
import sys

DATA = sys.argv[1]


def read(relative):
    with open(os.path.join(DATA, relative), "rb") as f:
        return f.read()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def send(self, status, content_type, body, extra=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        for name, value in extra:
            self.send_header(name, value)
        if ("Transfer-Encoding", "chunked") not in extra:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if ("Transfer-Encoding", "chunked") in extra:
            third = max(1, len(body) // 3)
            for start in range(0, len(body), third):
                part = body[start:start + third]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.wfile.write(body)

    def do_GET(self):
        html = "text/html; charset=utf-8"
        if self.path == "/article.html":
            self.send(200, html, read("app/pages/article.html"))
        elif self.path == "/gzip.html":
            self.send(200, html, gzip.compress(read("app/pages/article.html")),
                      [("Content-Encoding", "gzip")])
        elif self.path == "/chunked.html":
            self.send(200, html, read("app/pages/article.html"),
                      [("Transfer-Encoding", "chunked")])
        elif self.path == "/sjis.html":
            self.send(200, "text/html; charset=Shift_JIS",
                      read("core/encodings/detect-sjis.html"))
        elif self.path == "/image.png":
            self.send(200, "image/png", read("core/loader/image.png"))
        else:
            self.send(404, html, b"<html><body><h1>Not found</h1></body></html>")

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
