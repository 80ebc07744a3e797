#!/usr/bin/env bash
# Regenerates the encoded fixtures of tst_textdecoder from the UTF-8 references (*.utf8) with
# iconv. Run once by hand; the encoded files are committed. The .utf8 file is what decoding the
# fixture must give back (the byte-order mark is not part of it).
set -euo pipefail
cd "$(dirname "$0")"
enc() { iconv -f UTF-8 -t "$2" "$1.utf8" > "$1.html"; }
{ printf '\xef\xbb\xbf'; cat bom-utf8.utf8; } > bom-utf8.html
{ printf '\xff\xfe'; iconv -f UTF-8 -t UTF-16LE bom-utf16le.utf8; } > bom-utf16le.html
{ printf '\xfe\xff'; iconv -f UTF-8 -t UTF-16BE bom-utf16be.utf8; } > bom-utf16be.html
# UTF-32 (not in the WHATWG Encoding Standard, but text): known by its BOM only.
{ printf '\xff\xfe\x00\x00'; iconv -f UTF-8 -t UTF-32LE bom-utf32le.utf8; } > bom-utf32le.html
{ printf '\x00\x00\xfe\xff'; iconv -f UTF-8 -t UTF-32BE bom-utf32be.utf8; } > bom-utf32be.html
enc nobom-utf16le UTF-16LE
enc nobom-utf16be UTF-16BE
enc meta-latin1 ISO-8859-1
enc httpequiv-1252 WINDOWS-1252
enc meta-sjis SHIFT_JIS
enc detect-latin1 ISO-8859-1
enc detect-1252 WINDOWS-1252
enc detect-sjis SHIFT_JIS
enc detect-gb18030 GB18030
cp detect-utf8.utf8 detect-utf8.html
# Invalid UTF-8 under a UTF-8 declaration: a lone continuation byte, a truncated sequence and an
# overlong encoding of '/', each of which must decode as U+FFFD.
sed -e 's/@1@/\x80/' -e 's/@2@/\xe2\x82/' -e 's/@3@/\xc0\xaf/' invalid-utf8.template > invalid-utf8.html
