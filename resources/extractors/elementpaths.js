// The Node wrappers' element paths (readability-js/readability.js, defuddle/defuddle.js): each
// element of a page gets its path as core::Document::path() writes it (/html/body/div[2]: the
// position among same-named element siblings, given when there is more than one, or when the
// name itself holds a bracket) in an attribute, before the program runs, so that the program's
// reasons can name the page's elements. Where the program's DOM and Boilerscope's parser build
// different trees a path names nothing, and Boilerscope finds the element by its text instead.
'use strict';

const PATH_ATTRIBUTE = 'data-boilerscope-path';

function annotate(element, prefix) {
    const counts = new Map();
    for (const child of element.children)
        counts.set(child.localName, (counts.get(child.localName) || 0) + 1);
    const seen = new Map();
    for (const child of element.children) {
        const name = child.localName;
        const n = (seen.get(name) || 0) + 1;
        seen.set(name, n);
        const p = prefix + '/' + name + (counts.get(name) > 1 || name.includes('[') ? `[${n}]` : '');
        child.setAttribute(PATH_ATTRIBUTE, p);
        annotate(child, p);
    }
}

// Gives every element of the document its path attribute.
function annotatePaths(document) {
    if (!document.documentElement)
        return;
    document.documentElement.setAttribute(PATH_ATTRIBUTE, '/html');
    annotate(document.documentElement, '/html');
}

// The path of an element, '' when it has none (an element the program made).
function pathOf(el) {
    return (el && el.getAttribute && el.getAttribute(PATH_ATTRIBUTE)) || '';
}

// HTML without the path attributes, for a program's output.
function withoutPaths(html) {
    return html && html.replace(new RegExp(` ${PATH_ATTRIBUTE}="[^"]*"`, 'g'), '');
}

module.exports = { PATH_ATTRIBUTE, annotatePaths, pathOf, withoutPaths };
