#!/usr/bin/env node
// Defuddle as a Boilerscope extractor with its own reasons (output "judgements",
// docs/external-extractors.md) and its metadata (title, author, published, site, language,
// description), on the linkedom DOM (both installed by `npm ci` from this folder's
// package-lock.json). Arguments: the page file, its URL (may be empty), the charset Boilerscope
// detected (UTF-8 when Node does not know it).
//
// Defuddle's debug mode lists every removal with its step, reason and a preview of the removed
// element's text. To say which element, each element of the page gets its path (Boilerscope's
// form, /html/body/div[2]) in an attribute before Defuddle runs, and Defuddle's text preview, which
// only its debug removals call, is wrapped to carry the path beside the preview. Where the DOMs
// of linkedom and Boilerscope's parser differ, the path names nothing and Boilerscope finds the
// element by its text instead.
'use strict';

const fs = require('fs');
const path = require('path');
const { parseHTML } = require('linkedom');
const { annotatePaths, pathOf, withoutPaths } =
    require(path.join(__dirname, '..', 'elementpaths.js'));

// Defuddle's own modules, by file: its package exports only the entry points, whose main one is a
// bundle with private copies of them. The modules' build is the one its Node entry point uses;
// its removal steps look textPreview up on the utilities' exports at each call.
const dist = path.dirname(require.resolve('defuddle'));
const { Defuddle } = require(path.join(dist, 'defuddle.js'));
const utils = require(path.join(dist, 'utils.js'));
const { EXACT_SELECTORS } = require(path.join(dist, 'constants.js'));

const MARK = '\u0001';
// Project choice: the words of an element's text handed over for finding it by text when its
// path names nothing; enough to be unique on a page, short enough for a long removed block.
const TEXT_WORDS = 40;

const [file, url, charset] = process.argv.slice(2);
let decoder;
try {
    decoder = new TextDecoder(charset || 'utf-8');
} catch (e) {
    decoder = new TextDecoder('utf-8');
}
const { document } = parseHTML(decoder.decode(fs.readFileSync(file)));

annotatePaths(document);

// The first of Defuddle's exact selectors el matches: its debug output says only "exact".
function exactSelectorOf(el) {
    for (const selector of EXACT_SELECTORS) {
        try {
            if (el.matches(selector))
                return selector;
        } catch (e) {
            // a selector linkedom cannot evaluate (case flags, :has): not this one
        }
    }
    return '';
}

const preview = utils.textPreview;
utils.textPreview = (el) => {
    const p = pathOf(el);
    const words = (el.textContent || '').trim().split(/\s+/).slice(0, TEXT_WORDS).join(' ');
    return [p, words, el.matches ? exactSelectorOf(el) : '', preview(el)].join(MARK);
};

// Debug mode also logs its steps with console.log: standard output is the answer's alone.
console.log = () => {};
const result = new Defuddle(document, { debug: true, url: url || 'about:blank' }).parse();
const judgements = [];
const removals = (result.debug && result.debug.removals) || [];
for (const r of removals) {
    const parts = String(r.text || '').split(MARK);
    const [elementPath, words, exact] = parts.length === 4 ? parts : ['', parts[0], ''];
    const judgement = { kept: false };
    if (elementPath)
        judgement.path = elementPath;
    if (words)
        judgement.text = words;
    const reason = [r.step, r.reason].filter(Boolean).join(': ');
    judgement.reason = 'Defuddle ' + reason + (r.selector === 'exact' && exact ? ` ${exact}` : '');
    // An element without text (a <link>, an empty <div>) or with text no reader sees (a script)
    // is left out.
    if (words && !/\/(script|style|noscript|template)(\[\d+\])?$/.test(elementPath))
        judgements.push(judgement);
}
const contentSelector = result.debug && result.debug.contentSelector;
if (contentSelector) {
    const main = document.querySelector(contentSelector);
    const judgement = { kept: true, selector: contentSelector,
                        reason: `Defuddle's main content: ${contentSelector}` };
    if (pathOf(main))
        judgement.path = pathOf(main);
    judgements.unshift(judgement);
}
// Without a reader view Defuddle still returns the page's cleaned body; its content is what it
// keeps either way.
process.stdout.write(JSON.stringify({
    html: withoutPaths(result.content) || null,
    judgements,
    // Defuddle's own metadata (its meta tags, schema.org data and page text), named as
    // Boilerscope's metadata fields; its empty strings are left out by the reader.
    metadata: {
        title: result.title,
        authors: result.author,
        published: result.published,
        site_name: result.site,
        language: result.language,
        description: result.description,
    },
    page: {
        type: result.extractorType ? `site extractor: ${result.extractorType}` : undefined,
        warnings: [],
    },
}));
