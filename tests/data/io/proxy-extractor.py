#!/usr/bin/python3
"""A content extractor that works as an HTTP proxy (Gottron 2007 §4.2), for the tests.

Listens on 127.0.0.1:PORT (argv[1]); for each GET of an absolute URL it fetches the page and
answers with the text of its <p> elements, one per line. With a second argument "slow" it waits
before listening, as a slowly starting program does.
"""
import html
import http.server
import re
import sys
import time
import urllib.request


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        page = opener.open(self.path, timeout=10).read().decode("utf-8", "replace")
        paragraphs = re.findall(r"<p[^>]*>(.*?)</p>", page, re.S | re.I)
        text = "\n".join(html.unescape(re.sub(r"<[^>]+>", "", p)).strip() for p in paragraphs)
        body = text.encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


if len(sys.argv) > 2 and sys.argv[2] == "slow":
    time.sleep(0.3)
http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
