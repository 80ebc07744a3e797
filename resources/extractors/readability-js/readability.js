#!/usr/bin/env node
// Mozilla's Readability.js as a Boilerscope extractor with its own reasons (output "judgements",
// docs/external-extractors.md), on the linkedom DOM (both installed by `npm ci` from this
// folder's package-lock.json). Arguments: the page file, its URL (may be empty), the charset
// Boilerscope detected (UTF-8 when Node does not know it). Prints the article's HTML (null when
// Readability finds none), its metadata (title, byline, published time, site name, language,
// excerpt) and Readability's reasons.
//
// Readability's debug mode logs its steps through its `log` method, most of them with the element
// concerned: hidden and unlikely elements removed while it reads the page (the message comes just
// before the removal, whose element is taken from `_removeAndGetNext`), every candidate's score,
// every sibling of the top candidate it looks at and whether it appends it, and the checks that
// fail when it cleans an element conditionally. Each element gets its path first
// (../elementpaths.js), so that the reasons name the page's elements. Readability reads the page
// again with fewer rules when its first pass finds too little: the reasons are those of its last
// pass.
'use strict';

const fs = require('fs');
const path = require('path');
const { parseHTML } = require('linkedom');
const { Readability } = require('@mozilla/readability');
const { annotatePaths, pathOf, withoutPaths } =
    require(path.join(__dirname, '..', 'elementpaths.js'));

// Project choice, as in the Defuddle wrapper: the words of an element's text handed over for
// finding it by text when its path names nothing.
const TEXT_WORDS = 40;
// Readability's own sibling rules (Readability.js, _grabArticle), restated to say which decided:
// a sibling joins when its score, with a bonus of 0.2 × the top candidate's score for sharing its
// class, reaches max(10, 0.2 × the top candidate's score); a paragraph without a score joins when
// it is longer than 80 characters with link density under 0.25, or shorter, without links and
// with a sentence end.
const SIBLING_FLOOR = 10;
const SIBLING_SHARE = 0.2;
const PARAGRAPH_CHARS = 80;
const PARAGRAPH_LINK_DENSITY = 0.25;

const [file, url, charset] = process.argv.slice(2);
let decoder;
try {
    decoder = new TextDecoder(charset || 'utf-8');
} catch (e) {
    decoder = new TextDecoder('utf-8');
}
const { document } = parseHTML(decoder.decode(fs.readFileSync(file)));

annotatePaths(document);

const isElement = (x) => x && x.nodeType === 1;
const round = (x) => Math.round(x * 100) / 100;

// Where a judgement points: the element's path and its first words.
function locate(el) {
    const at = {};
    const p = pathOf(el);
    if (p)
        at.path = p;
    const words = (el.textContent || '').trim().split(/\s+/).slice(0, TEXT_WORDS).join(' ');
    if (words)
        at.text = words;
    return at;
}

// One pass of Readability over the page: its removals and conditional cleanings as judgements,
// the best candidate, and the siblings of the top candidate with the numbers that decide them.
function newPass() {
    return { judgements: [], best: null, bestScore: -Infinity, siblings: [], cleaning: null };
}
let pass = newPass();
let pending = ''; // the message of a removal that _removeAndGetNext carries out next

const reader = new Readability(document, { debug: true });
reader.log = function (...args) {
    const [first, second] = args;
    const message = typeof first === 'string' ? first.trim() : '';
    if (message === 'Starting grabArticle loop') {
        pass = newPass();
    } else if (message === 'Removing header:') {
        pending = 'removed the heading that repeats the title';
    } else if (message.startsWith('Removing ') && !isElement(second)) {
        pending = message;
    } else if (message === 'Removing header with low class weight:' && isElement(second)) {
        pass.judgements.push({ ...locate(second), kept: false,
                               reason: 'Readability.js: a header with a negative class weight' });
    } else if (message === 'Candidate:' && isElement(second)) {
        const score = Number(String(args[2]).replace('with score ', ''));
        if (score > pass.bestScore) {
            pass.best = second;
            pass.bestScore = score;
        }
    } else if (message === 'Looking at sibling node:' && isElement(second)) {
        const s = second;
        pass.siblings.push({
            at: locate(s),
            top: pass.best !== null && (s === pass.best || s.contains(pass.best)),
            score: s.readability ? s.readability.contentScore : null,
            className: s.className,
            paragraph: s.nodeName === 'P',
            chars: reader._getInnerText(s).length,
            linkDensity: reader._getLinkDensity(s),
            element: s,
            appended: false,
        });
    } else if (message === 'Appending node:' && isElement(second)) {
        const s = pass.siblings.find((x) => x.element === second);
        if (s)
            s.appended = true;
    } else if (message === 'Cleaning Conditionally' && isElement(second)) {
        pass.cleaning = second;
    } else if (message === 'Checks failed' && pass.cleaning) {
        pass.judgements.push({ ...locate(pass.cleaning), kept: false,
                               reason: 'Readability.js cleaned conditionally: ' +
                                       [].concat(second).join('; ') });
        pass.cleaning = null;
    }
};
const removeAndGetNext = reader._removeAndGetNext;
reader._removeAndGetNext = function (node) {
    if (isElement(node))
        pass.judgements.push({ ...locate(node), kept: false,
                               reason: 'Readability.js ' + (pending ||
                                       'removed while reading the page: a byline, a modal dialog ' +
                                       'or an element without content') });
    pending = '';
    return removeAndGetNext.call(this, node);
};

// Debug mode also prints the article's HTML with console.log: standard output is the answer's
// alone.
console.log = () => {};
const article = reader.parse();

// The siblings of the top candidate, each with the rule that decided it.
const top = pass.siblings.find((s) => s.top);
const topScore = top && top.score !== null ? top.score : 0;
const threshold = Math.max(SIBLING_FLOOR, topScore * SIBLING_SHARE);
const siblingReasons = [];
for (const s of pass.siblings) {
    let reason;
    if (s === top) {
        reason = `the top candidate (its best-scored candidate scores ${round(pass.bestScore)})`;
    } else {
        const bonus = top && s.className === top.element.className && top.className !== ''
            ? topScore * SIBLING_SHARE : 0;
        const scored = s.score !== null
            ? `score ${round(s.score)}${bonus ? ` + class bonus ${round(bonus)}` : ''}` +
              ` ${s.score + bonus >= threshold ? '>=' : '<'} ${round(threshold)}`
            : 'no score';
        const paragraph = s.paragraph
            ? `; a paragraph of ${s.chars} characters, link density ${round(s.linkDensity)}` +
              ` (joins above ${PARAGRAPH_CHARS} characters under ${PARAGRAPH_LINK_DENSITY})`
            : '';
        reason = `a sibling of the top candidate, ${scored}${paragraph}`;
    }
    siblingReasons.push({ ...s.at, kept: s.appended,
                          reason: `Readability.js ${s.appended ? 'appended' : 'left out'}: ` +
                                  reason });
}

const judgements = siblingReasons.concat(pass.judgements)
    .filter((j) => j.text && !/\/(script|style|noscript|template)(\[\d+\])?$/.test(j.path || ''));
process.stdout.write(JSON.stringify({
    html: article ? withoutPaths(article.content) : null,
    // Readability's own metadata, named as Boilerscope's metadata fields.
    metadata: article ? {
        title: article.title,
        authors: article.byline,
        published: article.publishedTime,
        site_name: article.siteName,
        language: article.lang,
        description: article.excerpt,
    } : null,
    judgements,
    page: { warnings: article ? [] : ['Readability found no article'] },
}));
