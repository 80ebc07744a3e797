#!/usr/bin/env node
// Mozilla's Readability.js as a Boilerscope extractor, on the linkedom DOM (both installed by
// `npm ci` from this folder's package-lock.json). Arguments: the page file, its URL (may be
// empty), the charset Boilerscope detected (UTF-8 when Node does not know it). Prints
// Readability's article as JSON: {"title", "byline", "content" (HTML), "textContent"}; content
// is null when Readability finds no article.
'use strict';

const fs = require('fs');
const { parseHTML } = require('linkedom');
const { Readability } = require('@mozilla/readability');

const [file, url, charset] = process.argv.slice(2);
const bytes = fs.readFileSync(file);
let decoder;
try {
    decoder = new TextDecoder(charset || 'utf-8');
} catch (e) {
    decoder = new TextDecoder('utf-8');
}
const { document } = parseHTML(decoder.decode(bytes));
const article = new Readability(document).parse();
process.stdout.write(JSON.stringify({
    url: url || null,
    title: article ? article.title : null,
    byline: article ? article.byline : null,
    content: article ? article.content : null,
    textContent: article ? article.textContent : null,
}));
